import AgentProtocol

/// Rule 5, parameter evidence: each parameter the skill needs that the sentence yields adds
/// `evidencePoints` ("time read"), and so does needing none ("needs nothing"), so a skill that
/// must ask for a value loses against one that need not; a reading of its kind without a
/// value, such as a day without a time, adds `partialPoints` ("time partly read"). One that is
/// missing turns the skill down ("no duration"), unless the sentence is a request (or terse)
/// that names the skill with a keyword outside any value (提醒我, 闹钟), or a sentence confidently
/// like the skill's samples (which are requests): then it is chosen and asks for the value ("no time:
/// will ask"), unless another candidate reads a value of another kind the request sets
/// (`SetValueDecides`).
enum ParameterEvidence: CandidateRule {
    static func weigh(_ candidate: inout WeighedCandidate, in sentence: DeliberatedSentence) -> String? {
        let parameters = sentence.extract(candidate.skill)
        candidate.parameters = parameters
        var firstMissing: String?
        for name in candidate.evidence.needs {
            guard let parameter = candidate.skill.parameters.first(where: { $0.name == name }) else { continue }
            if parameters[name] != nil {
                candidate.add(MatchReason("\(name) read", points: MatchDeliberation.evidencePoints))
                if let reading = sentence.analysis.reading(of: parameter.kind) { candidate.valuesRead.append(reading.span) }
            } else if let reading = sentence.analysis.reading(of: parameter.kind) {
                // 周五提醒我还书: a day, but no time of day yet. It still holds what it holds: "the
                // twenty second" is a day, not the twenty seconds inside it (`LongerReadingsWin`).
                firstMissing = firstMissing ?? name
                candidate.valuesRead.append(reading.span)
                candidate.add(MatchReason("\(name) partly read", points: MatchDeliberation.partialPoints))
            } else {
                firstMissing = firstMissing ?? name
            }
        }
        if candidate.evidence.needs.isEmpty {
            // On equal footing with a skill whose needed values are all read.
            candidate.add(MatchReason("needs nothing", points: MatchDeliberation.evidencePoints))
        }
        guard let missing = firstMissing else { return nil }
        // Asking back needs a request that names the skill: a question about an alarm clock
        // ("这种闹钟有用吗") asks for no alarm.
        guard candidate.namesSkill(in: sentence.analysis),
              sentence.analysis.mood.requests || candidate.isTerse(in: sentence.analysis) || candidate.isConfidentlyLikeItsSamples
        else { return "no \(missing)" }
        candidate.add(MatchReason("no \(missing): will ask"))
        candidate.asksFor = missing
        return nil
    }
}

import AgentCore
import AgentProtocol
import AgentPattern

/// Reads a `pattern` parameter: the first match of its pattern, its first capture group when it
/// has one (and the group took part), else the whole match. Matched by `Pattern`, in time linear
/// in the text, and within what is left of the sentence's `ExtractionContext.patternSteps`: a
/// parameter that would take more is not read but refused (`pattern_too_costly`), so that many
/// skills with many patterns cannot make one sentence take seconds.
///
/// A spec keeps its patterns compiled when their programs are small (`keptInstructions`), which
/// most are (`房间(\d+)`: 13 instructions), so a sentence does not compile them again. A larger
/// one is compiled when it is read, and its compiling is counted as steps: a 200-character
/// pattern may compile to 10,000 instructions (240 KB), too much to keep for each of up to
/// 20 parameters of 10,000 skills, and too much to compile for every sentence unbounded.
public enum PatternParameter {
    /// The largest program a spec keeps compiled: 256 instructions, about 6 KB.
    public static let keptInstructions = 256

    /// `source` compiled and read; its compiling (as many steps as instructions) is counted
    /// against the sentence's budget, and once that is spent it is not compiled at all.
    static func value(of parameter: SkillParameter, source: String, in sentence: Sentence,
                      context: ExtractionContext) -> ParameterValue? {
        guard context.patternSteps.remaining > 0 else { return refusal(of: parameter, context: context) }
        guard let pattern = try? Pattern(source) else { return nil }  // a spec refuses it when registered
        context.patternSteps.record(pattern.size)
        return value(of: parameter, pattern, in: sentence, context: context)
    }

    /// `pattern` read from the sentence as written (a pattern sees case and width as the person wrote them).
    public static func value(of parameter: SkillParameter, _ pattern: Pattern, in sentence: Sentence,
                             context: ExtractionContext) -> ParameterValue? {
        let text = sentence.written
        let budget = context.patternSteps
        let search = pattern.firstMatch(in: text, stepLimit: budget.remaining)
        budget.record(search.steps)
        guard search.isComplete else { return refusal(of: parameter, context: context) }
        guard let match = search.match else { return nil }
        let range = match.group ?? match.whole
        var view = String.UnicodeScalarView()
        view.append(contentsOf: text[range])
        return .text(String(view))
    }

    private static func refusal(of parameter: SkillParameter, context: ExtractionContext) -> ParameterValue {
        let chinese = context.language == .chinese
        return .invalid(SkillError(
            code: .patternTooCostly,
            message: "pattern parameter '\(parameter.name)' was not read: pattern parameters may take "
                + "\(context.patternSteps.limit) steps on one sentence",
            reply: chinese ? "抱歉，这句话要找的内容太费力了，我没能读出「\(parameter.title)」。"
                : "Sorry, reading the \(parameter.title) from that sentence took too much work."))
    }
}

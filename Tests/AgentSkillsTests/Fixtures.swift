import AgentCalendar
import AgentLanguage
import AgentSkills
import AgentCore
import AgentProtocol
import TestSupport
import FoundationEssentials

/// 2026-03-10T09:00:00+08:00, the DESIGN example's clock.
let now = Date(timeIntervalSince1970: 1_773_104_400)
/// Shanghai's offset, fixed: no zoneinfo file needed.
let shanghai = TimeZoneRules.fixed(identifier: "Asia/Shanghai", secondsEast: 8 * 3600)

func skillContext(_ parameters: [String: ParameterValue], sentence: String = "",
                  language: ReplyLanguage = .chinese) -> SkillContext {
    SkillContext(run: "r1", sentence: sentence, parameters: parameters, clock: .fixed(now), now: now,
                 timeZone: shanghai, language: language)
}

func extractionContext(_ language: ReplyLanguage = .chinese) -> ExtractionContext {
    ExtractionContext(now: now, timeZone: shanghai, language: language)
}

/// Runs `skill` on `sentence` as the agent would: its parameters extracted first, and a value it
/// refuses thrown (the agent fails the run with it before the skill runs).
func ask(_ sentence: String, _ skill: some Skill) async throws -> SkillResult {
    let language = ReplyLanguage(detectingIn: sentence)
    let parameters = LanguageUnderstanding().parameters(of: skill, in: sentence,
                                             context: extractionContext(language))
    if let refusal = parameters.values.compactMap(\.invalidity).first { throw refusal }
    return try await skill.execute(skillContext(parameters, sentence: sentence, language: language))
}

/// How the agent matches `sentence` with `skills` (both phases, as the CLI does), at `now`.
func matching(_ sentence: String, skills: [any Skill] = BuiltinSkills.all()) -> MatchReport {
    var agent = Agent(skills: skills, understanding: LanguageUnderstanding())
    return agent.match(sentence, at: now, in: shanghai)
}

/// The time a clock-time parameter is read as, written in +08:00 (now is Tuesday 2026-03-10 09:00),
/// or a refusal as "invalid: message / reply".
func readTime(_ text: String, mode: ParameterReader.Mode = .sentence, question: String? = nil,
              language: ReplyLanguage = .chinese) -> String? {
    let parameter = SkillParameter(name: "time", title: "闹钟时间", kind: .clockTime, required: true)
    var context = extractionContext(language)
    context.question = question
    switch LanguageUnderstanding().value(of: parameter, in: text, mode: mode, context: context) {
    case let .instant(date)?: return CivilTime.iso8601(date, in: shanghai)
    case let .invalid(error)?: return "invalid: \(error.message) / \(error.reply ?? "")"
    case nil: return nil
    default: return "not an instant"
    }
}

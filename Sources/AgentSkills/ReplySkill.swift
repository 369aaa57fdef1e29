import AgentCore
import AgentProtocol

/// A skill from a spec with a `reply` template: `{name}` filled from the
/// extracted parameters, `{input}` from the sentence, `{previous}` from what the
/// skill before handed on in a pipeline or router (compact JSON; empty when none).
/// Result data holds the typed parameter values.
public struct ReplySkill: SpecSkill, ImmediateSkill {
    public let spec: SkillSpec
    public let template: String


    public init(spec: SkillSpec, template: String) {
        self.spec = spec
        self.template = template
    }

    public func answer(_ context: SkillContext) throws(SkillError) -> SkillResult {
        let summary = ReplyTemplate.render(template) { name in
            if name == "input" { return context.sentence }
            if name == "previous" { return context.previous.map(JSONWriter.string) ?? "" }
            guard let value = context.parameters[name] else { return "" }
            // A choice is said by its label (小杯), not its value.
            if case let .choices(values) = value, let choices = spec.parameters.first(where: { $0.name == name })?.choices {
                let labels = values.map { value in choices.first { $0.value == value }?.label ?? value }
                return labels.joined(separator: context.language == .chinese ? "、" : ", ")
            }
            return Self.say(value, context: context)
        }
        var data: [(String, JSONValue)] = []
        for parameter in spec.parameters {
            if let value = context.parameters[parameter.name] {
                data.append((parameter.name, value.json(in: context.timeZone)))
            }
        }
        return SkillResult(summary: summary, data: .object(data))
    }

    /// A typed value as it reads inside a sentence.
    static func say(_ value: ParameterValue, context: SkillContext) -> String {
        switch value {
        case let .duration(seconds): return DurationText.say(seconds, in: context.language, style: .compact)
        case let .instant(date):
            let moment = MomentText.say(date, from: context.now, in: context.timeZone, language: context.language)
            return moment.trimmingSpaces()
        case let .number(n): return JSONWriter.string(.number(n))
        case let .text(s): return s
        case let .recurrence(rule): return rule.rrule
        case let .date(date): return date.iso
        case let .choices(values): return values.joined(separator: context.language == .chinese ? "、" : ", ")
        case .invalid: return ""
        }
    }
}

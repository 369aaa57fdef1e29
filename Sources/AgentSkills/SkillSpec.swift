import AgentCalendar
import AgentCore
import AgentProtocol
import AgentLanguage
import AgentPattern

/// A skill described in JSON, as `register` and `--skills` take it.
/// Unknown fields are refused: a misspelt `keyword` would otherwise fail silently.
public struct SkillSpec: Sendable, Equatable {
    /// The larger actions are boxed (`indirect`): a spec is held inline by every skill made from
    /// it, and an action then takes 17 bytes in every spec, where a router's four ids made it 65
    /// (at 10,000 registered skills, half a megabyte).
    public enum Action: Sendable, Equatable {
        case reply(template: String)
        /// `environment`: the child's whole environment when given, else the agent's own.
        indirect case exec(argv: [String], timeoutMs: Int, environment: [String: String]? = nil)
        case pipeline([String])
        /// `onTimeout`, when given, is taken instead of `onFailure` when the base fails with `timeout`.
        indirect case router(base: String, onSuccess: String, onFailure: String, onTimeout: String?)
    }

    public var id: String
    public var displayName: String
    public var description: String
    public var keywords: [String]
    public var excludeKeywords: [String]
    public var parameters: [SkillParameter] {
        didSet { patterns = Self.compiledPatterns(of: parameters) }
    }
    /// The pattern of each `pattern` parameter, by name, compiled when the spec is made rather than
    /// at every sentence, when its program is small enough to keep (`PatternParameter.keptInstructions`).
    public private(set) var patterns: [String: Pattern] = [:]
    /// `needs` and `requestsOnly`: what a sentence must show for the skill to be chosen.
    public var evidence: SkillEvidence
    public var samples: [String]
    public var negativeSamples: [String]
    public var action: Action
    /// The JSON the spec was read from, as given: what a snapshot carries.
    /// Not part of equality: two specs that say the same are the same.
    public var source: JSONValue {
        get { (try? JSONParser.parse(sourceText)) ?? .null }
        set { sourceText = JSONWriter.string(newValue) }
    }
    /// `source` kept as its JSON text: one allocation rather than a tree of them
    /// for each of thousands of registered skills; read back only for a snapshot.
    private var sourceText = "null"

    public init(id: String, displayName: String, description: String, keywords: [String], excludeKeywords: [String],
                parameters: [SkillParameter], evidence: SkillEvidence = .none, samples: [String],
                negativeSamples: [String], action: Action, source: JSONValue = .null) {
        self.evidence = evidence
        self.id = id
        self.displayName = displayName
        self.description = description
        self.keywords = keywords
        self.excludeKeywords = excludeKeywords
        self.parameters = parameters
        patterns = Self.compiledPatterns(of: parameters)
        self.samples = samples
        self.negativeSamples = negativeSamples
        self.action = action
        self.source = source
    }

    public static func == (a: SkillSpec, b: SkillSpec) -> Bool {
        a.id == b.id && a.displayName == b.displayName && a.description == b.description && a.keywords == b.keywords
            && a.excludeKeywords == b.excludeKeywords && a.parameters == b.parameters && a.evidence == b.evidence
            && a.samples == b.samples
            && a.negativeSamples == b.negativeSamples && a.action == b.action
    }

    private static func compiledPatterns(of parameters: [SkillParameter]) -> [String: Pattern] {
        var patterns: [String: Pattern] = [:]
        for parameter in parameters where parameter.kind == .pattern {
            if let source = parameter.pattern, let pattern = try? Pattern(source),
               pattern.size <= PatternParameter.keptInstructions {
                patterns[parameter.name] = pattern
            }
        }
        return patterns
    }

    static let fields: Set<String> = ["id", "displayName", "description", "keywords", "excludeKeywords", "parameters",
                                      "needs", "requestsOnly", "samples", "negativeSamples", "reply", "exec", "timeoutMs", "env", "pipeline",
                                      "router"]
    static let parameterFields: Set<String> = ["name", "title", "kind", "unit", "required", "default", "pattern", "choices"]

    /// Reads and checks a spec; the error message names the offending field.
    public static func decode(_ json: JSONValue) throws(SkillSpecError) -> SkillSpec {
        guard let fields = json.objectValue else { throw SkillSpecError("skill must be an object, got \(json.typeName)") }
        if let unknown = fields.first(where: { !Self.fields.contains($0.0) }) {
            throw SkillSpecError("unknown field 'skill.\(unknown.0)'" + DidYouMean.hint(for: unknown.0, among: Self.fields.sorted()))
        }
        let id = try string(json, "id", required: true)!
        guard isValidID(id) else { throw SkillSpecError("skill.id must match [a-z0-9._-]{1,64}, got '\(id)'") }
        let keywords = try strings(json, "keywords", most: Limits.keywordsPerSkill, longest: Limits.keywordCharacters)
        if keywords.contains(where: \.isEmpty) { throw SkillSpecError("skill.keywords has an empty keyword") }
        let samples = try strings(json, "samples", most: Limits.specListEntries)
        // A skill with samples and no keywords is matched by its samples alone.
        guard !keywords.isEmpty || samples.contains(where: { !$0.isEmpty }) else {
            throw SkillSpecError("skill.keywords needs at least one keyword, or skill.samples one sample")
        }
        let excludeKeywords = try strings(json, "excludeKeywords", most: Limits.keywordsPerSkill,
                                          longest: Limits.keywordCharacters)
        if excludeKeywords.contains(where: \.isEmpty) { throw SkillSpecError("skill.excludeKeywords has an empty keyword") }
        let parameterList = try array(json, "parameters")
        guard parameterList.count <= Limits.parametersPerSkill else {
            throw SkillSpecError("skill.parameters has \(parameterList.count) parameters; at most \(Limits.parametersPerSkill)")
        }
        var parameters: [SkillParameter] = []
        for (i, element) in parameterList.enumerated() {
            let parameter = try decodeParameter(element, path: "skill.parameters[\(i)]")
            if parameters.contains(where: { $0.name == parameter.name }) {
                throw SkillSpecError("skill.parameters has '\(parameter.name)' twice")
            }
            parameters.append(parameter)
        }
        let needs = try strings(json, "needs", most: Limits.parametersPerSkill)
        for name in needs where !parameters.contains(where: { $0.name == name }) {
            throw SkillSpecError("skill.needs names '\(name)', which is not a parameter")
        }
        var requestsOnly = false
        if let value = json["requestsOnly"] {
            guard let flag = value.boolValue else { throw SkillSpecError("skill.requestsOnly must be a boolean, got \(value.typeName)") }
            requestsOnly = flag
        }
        return SkillSpec(
            id: id, displayName: try string(json, "displayName") ?? id, description: try string(json, "description") ?? "",
            keywords: keywords, excludeKeywords: excludeKeywords, parameters: parameters,
            evidence: SkillEvidence(needs: needs, answersRequestsOnly: requestsOnly),
            samples: samples,
            negativeSamples: try strings(json, "negativeSamples", most: Limits.specListEntries),
            action: try decodeAction(json, parameters: parameters), source: json)
    }

    static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= 64 && id.utf8.allSatisfy { b in
            (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x2E || b == 0x5F || b == 0x2D
        }
    }

    private static func decodeAction(_ json: JSONValue, parameters: [SkillParameter]) throws(SkillSpecError) -> Action {
        let present = ["reply", "exec", "pipeline", "router"].filter { json[$0] != nil }
        guard present.count == 1 else {
            throw SkillSpecError(present.isEmpty
                ? "skill needs one of 'reply', 'exec', 'pipeline' or 'router'"
                : "skill has both '\(present[0])' and '\(present[1])'; give exactly one")
        }
        if json["timeoutMs"] != nil && present[0] != "exec" {
            throw SkillSpecError("skill.timeoutMs only applies to exec skills")
        }
        if json["env"] != nil && present[0] != "exec" {
            throw SkillSpecError("skill.env only applies to exec skills")
        }
        switch present[0] {
        case "reply":
            let template = try string(json, "reply", required: true)!
            let names = Set(parameters.map(\.name)).union(["input", "previous"])
            for placeholder in ReplyTemplate.placeholders(in: template) where !names.contains(placeholder) {
                throw SkillSpecError("skill.reply names '{\(placeholder)}', which is not a parameter, 'input' or 'previous'")
            }
            return .reply(template: template)
        case "exec":
            let argv = try strings(json, "exec", most: Limits.specListEntries)
            guard !argv.isEmpty, !argv[0].isEmpty else { throw SkillSpecError("skill.exec needs a program to run") }
            // The child gets C strings, which a NUL would cut short.
            if let i = argv.firstIndex(where: { $0.utf8.contains(0) }) {
                throw SkillSpecError("skill.exec[\(i)] must not contain NUL")
            }
            var timeout = 10_000
            if let value = json["timeoutMs"] {
                guard let n = value.numberValue.flatMap({ Checked.integer($0, in: 1...86_400_000) }) else {
                    throw SkillSpecError("skill.timeoutMs must be a whole number of milliseconds from 1 to 86400000")
                }
                timeout = n
            }
            return .exec(argv: argv, timeoutMs: timeout, environment: try environment(json))
        case "pipeline":
            let stages = try strings(json, "pipeline", most: Limits.specListEntries)
            guard !stages.isEmpty else { throw SkillSpecError("skill.pipeline needs at least one stage") }
            if let bad = stages.first(where: { !isValidID($0) }) {
                throw SkillSpecError("skill.pipeline stages must be skill ids, got '\(bad)'")
            }
            return .pipeline(stages)
        default:
            guard let router = json["router"], let fields = router.objectValue else {
                throw SkillSpecError("skill.router must be an object")
            }
            if let unknown = fields.first(where: { !["base", "onSuccess", "onFailure", "onTimeout"].contains($0.0) }) {
                throw SkillSpecError("unknown field 'skill.router.\(unknown.0)'")
            }
            func branch(_ key: String) throws(SkillSpecError) -> String {
                guard let id = router[key]?.stringValue, isValidID(id) else {
                    throw SkillSpecError("skill.router.\(key) must be a skill id")
                }
                return id
            }
            return .router(base: try branch("base"), onSuccess: try branch("onSuccess"), onFailure: try branch("onFailure"),
                           onTimeout: router["onTimeout"] == nil ? nil : try branch("onTimeout"))
        }
    }

    /// `env`: an object of strings; names non-empty without `=`, nothing with a NUL.
    private static func environment(_ json: JSONValue) throws(SkillSpecError) -> [String: String]? {
        guard let value = json["env"] else { return nil }
        guard let fields = value.objectValue else { throw SkillSpecError("skill.env must be an object, got \(value.typeName)") }
        var environment: [String: String] = [:]
        for (name, element) in fields {
            guard !name.isEmpty, !name.utf8.contains(0x3D), !name.utf8.contains(0) else {
                throw SkillSpecError("skill.env names must be non-empty and without '=' or NUL, got '\(name)'")
            }
            guard let text = element.stringValue else {
                throw SkillSpecError("skill.env.\(name) must be a string, got \(element.typeName)")
            }
            guard !text.utf8.contains(0) else { throw SkillSpecError("skill.env.\(name) must not contain NUL") }
            environment[name] = text
        }
        return environment
    }

    private static func decodeParameter(_ json: JSONValue, path: String) throws(SkillSpecError) -> SkillParameter {
        guard let fields = json.objectValue else { throw SkillSpecError("\(path) must be an object, got \(json.typeName)") }
        if let unknown = fields.first(where: { !parameterFields.contains($0.0) }) {
            throw SkillSpecError("unknown field '\(path).\(unknown.0)'" + DidYouMean.hint(for: unknown.0, among: parameterFields.sorted()))
        }
        let name = try string(json, "name", required: true, path: path)!
        guard isValidParameterName(name) else {
            throw SkillSpecError("\(path).name must be a letter or '_' followed by letters, digits or '_', got '\(name)'")
        }
        let kindName = try string(json, "kind", required: true, path: path)!
        guard let kind = ParameterKind(rawValue: kindName) else {
            let known = ParameterKind.allCases.map(\.rawValue).joined(separator: ", ")
            throw SkillSpecError("\(path).kind must be one of \(known), got '\(kindName)'")
        }
        var required = false
        if let value = json["required"] {
            guard let flag = value.boolValue else { throw SkillSpecError("\(path).required must be a boolean, got \(value.typeName)") }
            required = flag
        }
        let defaultValue = json["default"]
        if let defaultValue, defaultValue.numberValue == nil, defaultValue.stringValue == nil {
            throw SkillSpecError("\(path).default must be a number or a string, got \(defaultValue.typeName)")
        }
        // A duration's default is seconds, held to what a sentence may say.
        if kind == .duration, let seconds = defaultValue?.numberValue, Checked.duration(seconds) == nil {
            throw SkillSpecError("\(path).default must be from 0 to \(Int(Limits.durationSeconds)) seconds (100 years)")
        }
        let pattern = try string(json, "pattern", path: path)
        if kind == .pattern && pattern == nil { throw SkillSpecError("\(path) of kind pattern needs a 'pattern'") }
        if let pattern {
            guard pattern.unicodeScalars.count <= Limits.patternCharacters else {
                throw SkillSpecError("\(path).pattern is longer than \(Limits.patternCharacters) characters")
            }
            do {
                _ = try Pattern(pattern)
            } catch {
                throw SkillSpecError("\(path).pattern: \(error.message)")
            }
        }
        let choices = try decodeChoices(json, path: path)
        if kind == .choice && choices.isEmpty { throw SkillSpecError("\(path) of kind choice needs 'choices'") }
        if kind == .choice, let value = defaultValue, !choices.contains(where: { .string($0.value) == value }) {
            throw SkillSpecError("\(path).default must be the value of one of its choices")
        }
        return SkillParameter(name: name, title: try string(json, "title", path: path) ?? name, kind: kind,
                              unit: try string(json, "unit", path: path), required: required,
                              defaultValue: defaultValue, pattern: pattern, choices: kind == .choice ? choices : [])
    }

    /// A choice parameter's `choices`: strings (each its own value and label) or `{value, label}` objects.
    private static func decodeChoices(_ json: JSONValue, path: String) throws(SkillSpecError) -> [ParameterChoice] {
        guard let value = json["choices"] else { return [] }
        guard let elements = value.arrayValue else { throw SkillSpecError("\(path).choices must be an array, got \(value.typeName)") }
        guard elements.count <= Limits.specListEntries else {
            throw SkillSpecError("\(path).choices has \(elements.count) entries; at most \(Limits.specListEntries)")
        }
        var choices: [ParameterChoice] = []
        for (i, element) in elements.enumerated() {
            let place = "\(path).choices[\(i)]"
            let choice: ParameterChoice
            if let text = element.stringValue {
                choice = ParameterChoice(value: text, label: text)
            } else if element.objectValue != nil {
                if let unknown = element.objectValue!.first(where: { $0.0 != "value" && $0.0 != "label" }) {
                    throw SkillSpecError("unknown field '\(place).\(unknown.0)'")
                }
                let value = try string(element, "value", required: true, path: place)!
                choice = ParameterChoice(value: value, label: try string(element, "label", path: place) ?? value)
            } else {
                throw SkillSpecError("\(place) must be a string or an object, got \(element.typeName)")
            }
            guard !choice.value.isEmpty, !choice.label.trimmingSpaces().isEmpty else { throw SkillSpecError("\(place) is empty") }
            guard !choices.contains(where: { $0.value == choice.value }) else {
                throw SkillSpecError("\(place) repeats the value '\(choice.value)'")
            }
            choices.append(choice)
        }
        return choices
    }

    private static func isValidParameterName(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(first >= 0x30 && first <= 0x39) else { return false }
        return name.utf8.count <= 64 && name.utf8.allSatisfy { b in
            (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
        }
    }

    private static func string(_ json: JSONValue, _ key: String, required: Bool = false,
                               path: String = "skill") throws(SkillSpecError) -> String? {
        guard let value = json[key] else {
            if required { throw SkillSpecError("\(path).\(key) is required") }
            return nil
        }
        guard let s = value.stringValue else { throw SkillSpecError("\(path).\(key) must be a string, got \(value.typeName)") }
        guard s.unicodeScalars.count <= Limits.specTextCharacters else {
            throw SkillSpecError("\(path).\(key) is longer than \(Limits.specTextCharacters) characters")
        }
        return s
    }

    private static func array(_ json: JSONValue, _ key: String) throws(SkillSpecError) -> [JSONValue] {
        guard let value = json[key] else { return [] }
        guard let elements = value.arrayValue else {
            throw SkillSpecError("skill.\(key) must be an array, got \(value.typeName)")
        }
        return elements
    }

    private static func strings(_ json: JSONValue, _ key: String, most: Int,
                                longest: Int = Limits.specTextCharacters) throws(SkillSpecError) -> [String] {
        let elements = try array(json, key)
        guard elements.count <= most else {
            throw SkillSpecError("skill.\(key) has \(elements.count) entries; at most \(most)")
        }
        var out: [String] = []
        out.reserveCapacity(elements.count)  // grown by doubling, 10,000 skills' lists would hold a third more
        for (i, element) in elements.enumerated() {
            guard let s = element.stringValue else {
                throw SkillSpecError("skill.\(key)[\(i)] must be a string, got \(element.typeName)")
            }
            guard s.unicodeScalars.count <= longest else {
                throw SkillSpecError("skill.\(key)[\(i)] is longer than \(longest) characters")
            }
            out.append(s)
        }
        return out
    }
}

/// Why a skill spec was refused.
public struct SkillSpecError: Error, Sendable, Equatable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}

import AgentProtocol
import Foundation
import TestSupport
import Testing

/// A validator of one schema (given an `$id` when it has none), and of `others` beside it.
private func validator(_ schema: String, others: [String] = []) throws -> SchemaValidator {
    let documents = try ([schema] + others).map { text in
        var json = try JSONParser.parse(text)
        if json["$id"] == nil, case let .object(fields) = json {
            json = .object([("$id", "https://test.invalid/schemas/s.json")] + fields)
        }
        return json
    }
    return try SchemaValidator(documents: documents)
}

/// The JSON pointers of the instance's failures.
private func failures(_ instance: String, _ schema: String) throws -> [String] {
    try validator(schema).validate(try JSONParser.parse(instance), against: "s.json").map(\.instanceLocation)
}

struct SchemaValidatorTests {
    /// Schema, instance, and where it fails (nil: it is valid).
    static let keywordCases: [(String, String, String?)] = [
        // type
        (#"{"type":"integer"}"#, "3", nil), (#"{"type":"integer"}"#, "1.0", nil), (#"{"type":"integer"}"#, "3.5", ""),
        (#"{"type":"integer"}"#, #""3""#, ""),
        (#"{"type":["string","number"]}"#, #""a""#, nil), (#"{"type":["string","number"]}"#, "2", nil),
        (#"{"type":["string","number"]}"#, "null", ""), (#"{"type":["string","number"]}"#, "true", ""),
        (#"{"type":"number"}"#, "true", ""), (#"{"type":"boolean"}"#, "false", nil), (#"{"type":"null"}"#, "null", nil),
        (#"{"type":"array"}"#, "{}", ""), (#"{"type":"object"}"#, "[]", ""),
        // const, enum: JSON equality (1 is 1.0, objects whatever their order)
        (#"{"const":1}"#, "1.0", nil), (#"{"const":1}"#, #""1""#, ""),
        (#"{"const":{"a":1,"b":[2]}}"#, #"{"b":[2],"a":1}"#, nil), (#"{"const":{"a":1,"b":[2]}}"#, #"{"a":1}"#, ""),
        (#"{"enum":["idle","failed"]}"#, #""idle""#, nil), (#"{"enum":["idle","failed"]}"#, #""busy""#, ""),
        // properties, required, additionalProperties, propertyNames, dependentRequired
        (#"{"properties":{"a":{"type":"string"}}}"#, #"{"a":"x"}"#, nil),
        (#"{"properties":{"a":{"type":"string"}}}"#, #"{"a":1}"#, "/a"),
        (#"{"properties":{"a":{"type":"string"}}}"#, "5", nil),
        (#"{"properties":{"a/b~":{"type":"string"}}}"#, #"{"a/b~":1}"#, "/a~1b~0"),
        (#"{"required":["a"]}"#, #"{"a":null}"#, nil), (#"{"required":["a"]}"#, "{}", ""),
        (#"{"required":["a"]}"#, #""x""#, nil),
        (#"{"properties":{"a":{}},"additionalProperties":false}"#, #"{"a":1}"#, nil),
        (#"{"properties":{"a":{}},"additionalProperties":false}"#, #"{"a":1,"b":2}"#, "/b"),
        (#"{"additionalProperties":{"type":"number"}}"#, #"{"x":1}"#, nil),
        (#"{"additionalProperties":{"type":"number"}}"#, #"{"x":"1"}"#, "/x"),
        (#"{"propertyNames":{"pattern":"^[a-z]+$"}}"#, #"{"ab":1}"#, nil),
        (#"{"propertyNames":{"pattern":"^[a-z]+$"}}"#, #"{"aB":1}"#, "/aB"),
        (#"{"dependentRequired":{"timeoutMs":["exec"]}}"#, #"{"timeoutMs":1,"exec":[]}"#, nil),
        (#"{"dependentRequired":{"timeoutMs":["exec"]}}"#, "{}", nil),
        (#"{"dependentRequired":{"timeoutMs":["exec"]}}"#, #"{"timeoutMs":1}"#, ""),
        // items, prefixItems, minItems, maxItems, uniqueItems
        (#"{"items":{"type":"string"}}"#, #"["a"]"#, nil), (#"{"items":{"type":"string"}}"#, #"["a",1]"#, "/1"),
        (#"{"prefixItems":[{"minLength":1}],"items":{"type":"string"}}"#, #"["x",""]"#, nil),
        (#"{"prefixItems":[{"minLength":1}],"items":{"type":"string"}}"#, #"["",""]"#, "/0"),
        (#"{"prefixItems":[{"minLength":1}],"items":{"type":"string"}}"#, #"["x",2]"#, "/1"),
        (#"{"minItems":1}"#, "[1]", nil), (#"{"minItems":1}"#, "[]", ""), (#"{"maxItems":1}"#, "[1,2]", ""),
        (#"{"uniqueItems":true}"#, #"["a","b"]"#, nil), (#"{"uniqueItems":true}"#, #"["a","b","a"]"#, ""),
        (#"{"uniqueItems":true}"#, #"[{"a":1,"b":2},{"b":2,"a":1}]"#, ""), (#"{"uniqueItems":false}"#, "[1,1]", nil),
        // minLength, maxLength count Unicode scalars
        (#"{"minLength":2}"#, #""你好""#, nil), (#"{"minLength":2}"#, #""你""#, ""),
        (#"{"maxLength":1}"#, #""😀""#, nil), (#"{"maxLength":1}"#, #""e\u0301""#, ""), (#"{"maxLength":1}"#, "[1,2]", nil),
        // minimum, maximum
        (#"{"minimum":0,"maximum":1}"#, "0", nil), (#"{"minimum":0,"maximum":1}"#, "1", nil),
        (#"{"minimum":0,"maximum":1}"#, "-0.001", ""), (#"{"minimum":0,"maximum":1}"#, "1.5", ""),
        (#"{"minimum":0,"maximum":1}"#, #""2""#, nil),
        // pattern: anywhere in the string; `$` is the very end
        (#"{"pattern":"^r[1-9][0-9]*$"}"#, #""r12""#, nil), (#"{"pattern":"^r[1-9][0-9]*$"}"#, #""r0""#, ""),
        (#"{"pattern":"^r[1-9][0-9]*$"}"#, #""r1\n""#, ""), (#"{"pattern":"[0-9]"}"#, #""ab3""#, nil),
        // allOf, anyOf, oneOf, not, if/then/else
        (#"{"allOf":[{"type":"string"},{"minLength":2}]}"#, #""ab""#, nil),
        (#"{"allOf":[{"type":"string"},{"minLength":2}]}"#, #""a""#, ""),
        (#"{"anyOf":[{"type":"string"},{"type":"null"}]}"#, "null", nil),
        (#"{"anyOf":[{"type":"string"},{"type":"null"}]}"#, "1", ""),
        (#"{"oneOf":[{"required":["reminder"]},{"required":["label"]}]}"#, #"{"label":null}"#, nil),
        (#"{"oneOf":[{"required":["reminder"]},{"required":["label"]}]}"#, "{}", ""),
        (#"{"oneOf":[{"required":["reminder"]},{"required":["label"]}]}"#, #"{"label":1,"reminder":2}"#, ""),
        (#"{"not":{"pattern":"[^a-z]"}}"#, #""abc""#, nil), (#"{"not":{"pattern":"[^a-z]"}}"#, #""aBc""#, ""),
        (#"{"if":{"required":["kind"],"properties":{"kind":{"const":"pattern"}}},"then":{"required":["pattern"]},"else":{"properties":{"pattern":false}}}"#,
         #"{"kind":"pattern","pattern":"x"}"#, nil),
        (#"{"if":{"required":["kind"],"properties":{"kind":{"const":"pattern"}}},"then":{"required":["pattern"]},"else":{"properties":{"pattern":false}}}"#,
         #"{"kind":"pattern"}"#, ""),
        (#"{"if":{"required":["kind"],"properties":{"kind":{"const":"pattern"}}},"then":{"required":["pattern"]},"else":{"properties":{"pattern":false}}}"#,
         #"{"kind":"text"}"#, nil),
        (#"{"if":{"required":["kind"],"properties":{"kind":{"const":"pattern"}}},"then":{"required":["pattern"]},"else":{"properties":{"pattern":false}}}"#,
         #"{"kind":"text","pattern":"x"}"#, "/pattern"),
        (#"{"if":{"type":"string"},"then":{"minLength":1}}"#, "5", nil),
        // boolean schemas
        (#"{"properties":{"skill":false}}"#, #"{"skill":"x"}"#, "/skill"), (#"{"properties":{"skill":false}}"#, "{}", nil),
        (#"{"properties":{"skill":true}}"#, #"{"skill":[]}"#, nil),
        // $ref, its siblings, escaped pointers; annotations
        (##"{"$defs":{"id":{"type":"string"}},"properties":{"a":{"$ref":"#/$defs/id"}}}"##, ##"{"a":"x"}"##, nil),
        (##"{"$defs":{"id":{"type":"string"}},"properties":{"a":{"$ref":"#/$defs/id"}}}"##, ##"{"a":1}"##, "/a"),
        (##"{"$defs":{"s":{"type":"string"}},"$ref":"#/$defs/s","maxLength":1}"##, #""ab""#, ""),
        (##"{"$defs":{"a/b":{"const":1}},"$ref":"#/$defs/a~1b"}"##, "2", ""),
        (#"{"title":"t","description":"d","default":5,"$comment":"c","type":"string"}"#, #""x""#, nil),
    ]

    @Test(arguments: keywordCases)
    func keyword(schema: String, instance: String, failsAt pointer: String?) throws {
        let found = try failures(instance, schema)
        if let pointer {
            #expect(found.contains(pointer), "expected a failure at '\(pointer)', got \(found)")
        } else {
            #expect(found.isEmpty)
        }
    }

    @Test func aReferenceReachesAnotherDocumentByItsID() throws {
        let spec = #"{"$id":"https://test.invalid/schemas/spec.json","type":"object","required":["id"],"$defs":{"id":{"type":"string","pattern":"^[a-z]+$"}}}"#
        let checker = try validator(#"{"properties":{"skill":{"$ref":"spec.json"},"id":{"$ref":"spec.json#/$defs/id"}}}"#, others: [spec])
        #expect(try checker.validate(JSONParser.parse(#"{"skill":{"id":"x"},"id":"ab"}"#), against: "s.json").isEmpty)
        let broken = try checker.validate(JSONParser.parse(#"{"skill":{},"id":"AB"}"#), against: "s.json")
        #expect(broken.map(\.instanceLocation).sorted() == ["/id", "/skill"])
        // Resolved in the document that holds the reference: spec.json's own #/$defs/id.
        let location = try #require(broken.first(where: { $0.instanceLocation == "/id" })?.keywordLocation)
        #expect(location == "https://test.invalid/schemas/spec.json#/$defs/id/pattern")
    }

    @Test func aFailureNamesThePlaceTheKeywordAndWhy() throws {
        let failure = try #require(try validator(#"{"properties":{"hits":{"items":{"properties":{"start":{"minimum":0}}}}}}"#)
            .validate(JSONParser.parse(#"{"hits":[{"start":0},{"start":-2}]}"#), against: "s.json").first)
        #expect(failure.instanceLocation == "/hits/1/start")
        #expect(failure.keywordLocation == "https://test.invalid/schemas/s.json#/properties/hits/items/properties/start/minimum")
        #expect(failure.message == "-2 is below the minimum 0")
        #expect(failure.description.hasPrefix("/hits/1/start: -2 is below the minimum 0"))
    }

    /// A schema that uses anything beyond the supported keywords and syntax is refused when loaded.
    @Test(arguments: [
        (#"{"format":"date-time"}"#, "unknown keyword 'format'"),
        (#"{"properties":{"a":{"patternProperties":{}}}}"#, "s.json#/properties/a: unknown keyword 'patternProperties'"),
        (#"{"$anchor":"x"}"#, "unknown keyword '$anchor'"),
        (#"{"pattern":"\\d+"}"#, "unsupported escape"),
        (#"{"pattern":"(?=a)"}"#, "unsupported group"),
        (#"{"pattern":"[a"}"#, "missing ']'"),
        (##"{"$ref":"#/$defs/nothing"}"##, "leads to no schema"),
        (#"{"$ref":"other.json"}"#, "leads to no schema"),
        (##"{"$ref":"#anchor"}"##, "leads to no schema"),
        (#"{"type":"float"}"#, "'type' must name JSON types"),
        (#"{"minItems":-1}"#, "'minItems' must be a non-negative integer"),
        (#"{"required":"a"}"#, "'required' must be an array of strings"),
        (#"{"items":5}"#, "a schema must be an object or a boolean"),
        (#"{"properties":{"a":{"$id":"https://test.invalid/a"}}}"#, "'$id' is only read at a document's root"),
        (#"{"$schema":"http://json-schema.org/draft-07/schema#"}"#, "'$schema' must be https://json-schema.org/draft/2020-12/schema"),
    ])
    func anUnsupportedSchemaFailsLoudly(schema: String, message: String) throws {
        do {
            _ = try validator(schema)
            Issue.record("\(schema) was accepted")
        } catch let error as SchemaValidator.SchemaError {
            #expect(error.description.contains(message), "\(error)")
        }
    }

    @Test func anUnknownDocumentIsAnError() throws {
        #expect(throws: SchemaValidator.SchemaError.unknownDocument("nothing.json")) {
            try validator("{}").validate(.null, against: "nothing.json")
        }
    }

    @Test func theProjectSchemasLoad() throws {
        let schemas = try SchemaValidator.projectSchemas()
        #expect(try schemas.validate(JSONParser.parse(#"{"cmd":"status","id":1}"#), against: "commands.schema.json").isEmpty)
        #expect(try !schemas.validate(JSONParser.parse(#"{"cmd":"sned"}"#), against: "commands.schema.json").isEmpty)
    }

    /// weather.query's data: every key present; the weather now or a day's forecast, not a mix.
    @Test(arguments: [
        (#"{"city":"北京","date":null,"condition":"晴","temperatureC":3.2,"minC":null,"maxC":null,"precipitationChance":null,"source":"open-meteo"}"#, true),
        (#"{"city":"杭州","date":"2026-03-11","condition":"中雨","temperatureC":null,"minC":9.1,"maxC":14.2,"precipitationChance":90,"source":"open-meteo"}"#, true),
        (#"{"city":"杭州","date":"2026-03-11","condition":"中雨","temperatureC":null,"minC":9.1,"maxC":14.2,"precipitationChance":null,"source":"open-meteo"}"#, true),
        (#"{"city":"北京","condition":"晴","temperatureC":3.2,"minC":null,"maxC":null,"precipitationChance":null,"source":"open-meteo"}"#, false),
        (#"{"city":"北京","date":null,"condition":"晴","temperatureC":3.2,"minC":1,"maxC":null,"precipitationChance":null,"source":"open-meteo"}"#, false),
        (#"{"city":"杭州","date":"2026-03-11","condition":"中雨","temperatureC":12,"minC":9.1,"maxC":14.2,"precipitationChance":90,"source":"open-meteo"}"#, false),
        (#"{"city":"杭州","date":"11.3.2026","condition":"中雨","temperatureC":null,"minC":9.1,"maxC":14.2,"precipitationChance":90,"source":"open-meteo"}"#, false),
        (#"{"city":"杭州","date":"2026-03-11","condition":"中雨","temperatureC":null,"minC":9.1,"maxC":14.2,"precipitationChance":120,"source":"open-meteo"}"#, false),
    ])
    func weatherResultsAreTheWeatherNowOrADay(data: String, valid: Bool) throws {
        let schemas = try SchemaValidator.projectSchemas()
        let event = #"{"event":"result","seq":4,"run":"r1","skill":"weather.query","summary":"s","data":"# + data + "}"
        #expect(try schemas.validate(JSONParser.parse(event), against: "events.schema.json").isEmpty == valid)
    }
}

struct SchemaPatternTests {
    /// The patterns of `schemas/` first, then the rest of the syntax.
    static let cases: [(String, String, Bool)] = [
        ("^(r[1-9][0-9]*|[0-9a-f]{8})$", "r1", true), ("^(r[1-9][0-9]*|[0-9a-f]{8})$", "r10", true),
        ("^(r[1-9][0-9]*|[0-9a-f]{8})$", "r0", false), ("^(r[1-9][0-9]*|[0-9a-f]{8})$", "0badf00d", true),
        ("^(r[1-9][0-9]*|[0-9a-f]{8})$", "0badf00", false), ("^(r[1-9][0-9]*|[0-9a-f]{8})$", "0badf00d1", false),
        ("^(r[1-9][0-9]*|[0-9a-f]{8})$", "R1", false), ("^(r[1-9][0-9]*|[0-9a-f]{8})$", "r1\n", false),
        ("[^r0-9a-f]", "r1", false), ("[^r0-9a-f]", "r1\n", true),
        ("^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "2026-03-11", true), ("^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "2026-3-11", false),
        ("^[a-z0-9._-]{1,64}$", "timer.set", true), ("^[a-z0-9._-]{1,64}$", "", false),
        ("^[a-z0-9._-]{1,64}$", "Timer", false), ("^[a-z0-9._-]{1,64}$", String(repeating: "a", count: 64), true),
        ("^[a-z0-9._-]{1,64}$", String(repeating: "a", count: 65), false),
        ("[^a-z0-9._-]", "a-b_c.d", false), ("[^a-z0-9._-]", "a b", true),
        ("^[A-Za-z_][A-Za-z0-9_]{0,63}$", "_x1", true), ("^[A-Za-z_][A-Za-z0-9_]{0,63}$", "1x", false),
        ("[^A-Za-z0-9_]", "seconds", false), ("[^A-Za-z0-9_]", "秒", true),
        (#"^[0-9]+\.[0-9]+\.[0-9]+$"#, "0.1.0", true), (#"^[0-9]+\.[0-9]+\.[0-9]+$"#, "0.1", false),
        (#"^[0-9]+\.[0-9]+\.[0-9]+$"#, "0x1.0", false), ("[^0-9.]", "0.1.0", false),
        (#"[^\t\n\u000B\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]"#, " \t\u{3000}\u{2005}\u{85}\u{A0}", false),
        (#"[^\t\n\u000B\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]"#, " 倒计时 ", true),
        (#"[^\t\n\u000B\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]"#, "\u{200B}", true),
        (#"[=\u0000]"#, "A=b", true), (#"[=\u0000]"#, "\0", true), (#"[=\u0000]"#, "AB", false),
        ("a|b", "xbx", true), ("(?:ab)+$", "xabab", true), ("^a{2,}$", "aaa", true), ("^a{2,}$", "a", false),
        ("^a{2}$", "aaa", false), ("^.$", "\n", false), ("^.$", "😀", true), ("a*?b", "aab", true),
        (#"^\x41\u4F60$"#, "A你", true), (#"[\]\-]"#, "-", true), ("^(a|ab)c$", "abc", true),
        ("^(a*)*b$", String(repeating: "a", count: 200) + "c", false), ("[]", "a", false), ("^$", "", true),
    ]

    @Test(arguments: cases)
    func matches(pattern: String, text: String, expected: Bool) throws {
        #expect(try SchemaPattern(pattern).matches(text) == expected)
    }

    @Test(arguments: [#"\d"#, #"\s"#, #"\b"#, #"\1"#, "(?=a)", "(?<n>a)", "a{2", "[a", "(a", "a)", "*a", "^*", "[z-a]", #"\uD800"#])
    func refuses(pattern: String) {
        #expect(throws: SchemaPattern.SyntaxError.self) { try SchemaPattern(pattern) }
    }
}

/// The Swift validator agrees with `Tests/Schema/validate.py` on the golden files: every
/// event line validates against events.schema.json, every input line the tool carried
/// out validates against commands.schema.json, and every line it refused as malformed fails it.
struct GoldenSchemaTests {
    static let golden = SchemaValidator.repositoryRoot.appendingPathComponent("Tests/Golden")
    /// The error codes that mean "not a valid command" (`REFUSED_CODES` in validate.py).
    static let refusedCodes: Set<String> = ["invalid_json", "not_an_object", "unknown_command", "missing_field",
                                            "invalid_field", "invalid_skill", "sentence_too_long"]

    /// `<area>/<case>` of every `.out.jsonl` that holds JSON events (not `--output text`, `--help`, `--version`).
    static let cases: [String] = {
        let files = FileManager.default.enumerator(atPath: golden.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".out.jsonl") }.map { String($0.dropLast(".out.jsonl".count)) }
            .filter { name in
                let args = arguments(of: name)
                return !args.contains("--help") && !args.contains("-h") && !args.contains("--version")
                    && option("--output", in: args) != "text"
            }.sorted()
    }()

    static func arguments(of name: String) -> [String] {
        // A case without `.args` runs with `default.args`, as GoldenTests does.
        let text = (try? String(contentsOfFile: golden.appendingPathComponent(name + ".args").path, encoding: .utf8))
            ?? (try? String(contentsOfFile: golden.appendingPathComponent("default.args").path, encoding: .utf8)) ?? ""
        return text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    static func option(_ name: String, in args: [String]) -> String? {
        var value: String?
        for (i, arg) in args.enumerated() {
            if arg == name, i + 1 < args.count { value = args[i + 1] }
            if arg.hasPrefix(name + "=") { value = String(arg.dropFirst(name.count + 1)) }
        }
        return value
    }

    /// Lines as the tool counts them: split at `\n`, a `\r` before it dropped.
    static func lines(of file: String) throws -> [[UInt8]] {
        var lines = Array(try Data(contentsOf: golden.appendingPathComponent(file))).split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { $0.last == 0x0D ? Array($0.dropLast()) : Array($0) }
    }

    @Test func everyGoldenFileIsChecked() {
        #expect(Self.cases.count >= 40, "found \(Self.cases.count) golden event files under \(Self.golden.path)")
    }

    @Test(arguments: cases)
    func eventsAndCommands(_ name: String) throws {
        let schemas = try SchemaValidator.projectSchemas()
        var errorCodes: [Int: [String]] = [:]
        for (number, line) in try Self.lines(of: name + ".out.jsonl").enumerated() {
            let event = try JSONParser.parse(line)
            if event["event"] == "error", let line = event["line"]?.numberValue, let code = event["code"]?.stringValue {
                errorCodes[Int(line), default: []].append(code)
            }
            let failures = try schemas.validate(event, against: "events.schema.json")
            #expect(failures.isEmpty, "\(name).out.jsonl:\(number + 1): \(failures.map(\.description))")
        }

        let args = Self.arguments(of: name)
        let input = name + ".in.jsonl"
        guard FileManager.default.fileExists(atPath: Self.golden.appendingPathComponent(input).path),
            Self.option("--input", in: args) != "text",
            Self.option("--events", in: args).map({ $0.split(separator: ",").contains("error") }) ?? true
        else { return }
        for (index, line) in try Self.lines(of: input).enumerated()
        where line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) {
            let codes = errorCodes[index + 1] ?? []
            let refused = codes.filter(Self.refusedCodes.contains)
            guard codes.isEmpty || !refused.isEmpty else { continue }  // an error the schema does not decide
            let failures: [SchemaValidator.Failure]?
            if let command = try? JSONParser.parse(line) {
                failures = try schemas.validate(command, against: "commands.schema.json")
            } else {
                failures = nil  // not JSON: refused, as it must be
            }
            let place = "\(input):\(index + 1)"
            if refused.isEmpty {
                #expect(failures?.isEmpty == true, "\(place): carried out, but \(failures.map { "\($0)" } ?? "not JSON")")
            } else {
                #expect(failures?.isEmpty != true || Self.breaksASpecRule(line),
                        "\(place): refused (\(refused)), but it validates against commands.schema.json")
            }
        }
    }

    /// The two SkillSpec rules the schema states only in words (validate.py's
    /// `beyond_schema_refusal`): distinct parameter names, and reply placeholders that
    /// name a parameter, `input` or `previous`.
    static func breaksASpecRule(_ line: [UInt8]) -> Bool {
        guard let command = try? JSONParser.parse(line), command["cmd"] == "register", let skill = command["skill"] else {
            return false
        }
        let names = (skill["parameters"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue }
        if Set(names).count < names.count { return true }
        guard let reply = skill["reply"]?.stringValue else { return false }
        var rest = Substring(reply)
        while let open = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
            let next = rest.index(after: open)
            if next < rest.endIndex, rest[next] == rest[open] {  // `{{` or `}}`: a literal brace
                rest = rest[rest.index(after: next)...]
            } else if rest[open] == "{", let close = rest[next...].firstIndex(of: "}") {
                let placeholder = String(rest[next..<close])
                if placeholder != "input", placeholder != "previous", !names.contains(placeholder) { return true }
                rest = rest[rest.index(after: close)...]
            } else {
                rest = rest[next...]
            }
        }
        return false
    }
}

import AgentProtocol
import Foundation

/// A JSON Schema validator (draft 2020-12) over `JSONValue`, for exactly the keywords
/// the files of `schemas/` use, so Swift tests check events and commands against the
/// same schemas as `Tests/Schema/validate.py`.
///
/// Keywords (`Keyword`): `$ref`, `allOf`, `anyOf`, `oneOf`, `not`, `if`/`then`/`else`,
/// `type` (`integer` is a number without a fraction), `const`, `enum` (equality as JSON
/// Schema has it: objects whatever their key order, `1` equal to `1.0`), `properties`,
/// `required`, `additionalProperties`, `propertyNames`, `dependentRequired`, `items`,
/// `prefixItems`, `minItems`, `maxItems`, `uniqueItems`, `minLength`/`maxLength` (in
/// Unicode scalars, which JSON Schema calls characters), `minimum`, `maximum` and
/// `pattern` (see `SchemaPattern`); `$schema`, `$id` and `$defs` place schemas; `title`,
/// `description`, `default` and `$comment` are annotations and ignored. Boolean
/// schemas (`"skill": false`) too.
///
/// Loading fails loudly (`SchemaError`) on any other keyword, a keyword whose value has
/// the wrong form, a `$ref` that leads nowhere, an `$id` below a document's root or a
/// pattern outside `SchemaPattern`'s syntax: a schema that starts using something new
/// cannot pass unchecked.
///
/// A `$ref` is resolved against the `$id` of the document holding it: `#/$defs/x` in
/// the same document, `other.schema.json` or `other.schema.json#/$defs/x` in the
/// document of that `$id`. Fragments are JSON pointers (there is no `$anchor`).
public struct SchemaValidator: Sendable {
    /// The documents by `$id`.
    private let documents: [String: JSONValue]
    /// Every pattern of every document, read once.
    private let patterns: [String: SchemaPattern]

    /// One instance failing one keyword.
    public struct Failure: Sendable, Equatable, CustomStringConvertible {
        /// A JSON pointer into the instance: `/candidates/0/score`, `` for the whole.
        public var instanceLocation: String
        /// The keyword, absolute: `…/events.schema.json#/$defs/candidate/properties/score/minimum`.
        public var keywordLocation: String
        public var message: String

        public var description: String {
            "\(instanceLocation.isEmpty ? "(root)" : instanceLocation): \(message) [\(keywordLocation)]"
        }
    }

    /// A schema this validator cannot apply.
    public enum SchemaError: Error, Sendable, Equatable, CustomStringConvertible {
        case unknownKeyword(String, at: String)
        case malformed(keyword: String, at: String, why: String)
        case notASchema(at: String)
        case unresolvedReference(String, at: String)
        case duplicateDocument(String)
        case unknownDocument(String)

        public var description: String {
            switch self {
            case let .unknownKeyword(keyword, at): return "\(at): unknown keyword '\(keyword)'"
            case let .malformed(keyword, at, why): return "\(at): '\(keyword)' \(why)"
            case let .notASchema(at): return "\(at): a schema must be an object or a boolean"
            case let .unresolvedReference(ref, at): return "\(at): '$ref' \(ref) leads to no schema"
            case let .duplicateDocument(id): return "two documents have the $id \(id)"
            case let .unknownDocument(id): return "no schema document \(id)"
            }
        }
    }

    /// The keywords this validator knows; any other is a `SchemaError`.
    enum Keyword: String, CaseIterable {
        case schema = "$schema", id = "$id", defs = "$defs"
        case comment = "$comment", title, description, `default`
        case ref = "$ref"
        case allOf, anyOf, oneOf, not, `if`, then, `else`
        case type, const, `enum`
        case properties, required, additionalProperties, propertyNames, dependentRequired
        case items, prefixItems, minItems, maxItems, uniqueItems
        case minLength, maxLength, pattern
        case minimum, maximum
    }

    static let draft = "https://json-schema.org/draft/2020-12/schema"
    static let typeNames: Set<String> = ["null", "boolean", "number", "integer", "string", "array", "object"]

    /// Registers each document under its `$id` (absolute, required) and checks every schema in them.
    public init(documents: [JSONValue]) throws(SchemaError) {
        var byID: [String: JSONValue] = [:]
        for document in documents {
            guard let id = document["$id"]?.stringValue, id.contains("://") else {
                throw .malformed(keyword: "$id", at: "(a document)", why: "must be an absolute URI at a document's root")
            }
            guard byID[id] == nil else { throw .duplicateDocument(id) }
            byID[id] = document
        }
        self.documents = byID
        var patterns: [String: SchemaPattern] = [:]
        for (id, document) in byID {
            try Self.audit(document, at: Location(document: id, pointer: []), in: byID, patterns: &patterns)
        }
        self.patterns = patterns
    }

    /// The schemas of this repository (`schemas/*.schema.json`).
    public static func projectSchemas() throws -> SchemaValidator {
        let files = try FileManager.default.contentsOfDirectory(atPath: schemaDirectory.path)
            .filter { $0.hasSuffix(".schema.json") }.sorted()
        let documents = try files.map { name in
            try JSONParser.parse(Array(try Data(contentsOf: schemaDirectory.appendingPathComponent(name))))
        }
        return try SchemaValidator(documents: documents)
    }

    public static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    public static let schemaDirectory = repositoryRoot.appendingPathComponent("schemas")

    /// Every failure of `instance` against the document `name` (its `$id`, or the
    /// last part of it: `events.schema.json`); empty when it is valid.
    public func validate(_ instance: JSONValue, against name: String) throws(SchemaError) -> [Failure] {
        guard let id = documents[name] != nil ? name : documents.keys.first(where: { $0.hasSuffix("/" + name) }),
            let document = documents[id]
        else { throw .unknownDocument(name) }
        var failures: [Failure] = []
        check(instance, at: [], against: document, Location(document: id, pointer: []), into: &failures)
        return failures
    }

    // MARK: Locations

    struct Location {
        var document: String
        var pointer: [String]

        func appending(_ tokens: String...) -> Location {
            Location(document: document, pointer: pointer + tokens)
        }

        var text: String { document + "#" + SchemaValidator.pointer(pointer) }
    }

    static func pointer(_ tokens: [String]) -> String {
        tokens.map { "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }
            .joined()
    }

    /// The schema a `$ref` written in `document` names.
    private static func resolve(_ ref: String, from document: String, in documents: [String: JSONValue])
        -> (schema: JSONValue, location: Location)?
    {
        let parts = ref.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let address = String(parts[0])
        let fragment = parts.count > 1 ? String(parts[1]) : ""
        let target: String
        if address.isEmpty {
            target = document
        } else if address.contains("://") {
            target = address
        } else {
            guard let slash = document.lastIndex(of: "/") else { return nil }
            target = document[...slash] + address
        }
        guard var schema = documents[target] else { return nil }
        guard fragment.isEmpty || fragment.hasPrefix("/") else { return nil }  // a JSON pointer, not an anchor
        let tokens = fragment.isEmpty ? [] : fragment.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~") }
        for token in tokens {
            if let next = schema[token] {
                schema = next
            } else if let array = schema.arrayValue, let i = Int(token), array.indices.contains(i) {
                schema = array[i]
            } else {
                return nil
            }
        }
        return (schema, Location(document: target, pointer: tokens))
    }

    private func resolve(_ ref: String, from document: String) -> (schema: JSONValue, location: Location)? {
        Self.resolve(ref, from: document, in: documents)
    }

    // MARK: Checking the schemas

    /// Checks the form of every keyword below `schema`, reading its patterns.
    private static func audit(_ schema: JSONValue, at location: Location, in documents: [String: JSONValue],
                              patterns: inout [String: SchemaPattern]) throws(SchemaError)
    {
        if case .bool = schema { return }
        guard let fields = schema.objectValue else { throw .notASchema(at: location.text) }
        for (name, value) in fields {
            let here = location.appending(name)
            guard let keyword = Keyword(rawValue: name) else { throw .unknownKeyword(name, at: location.text) }
            func malformed(_ why: String) -> SchemaError { .malformed(keyword: name, at: location.text, why: why) }
            func subschema(_ value: JSONValue, _ at: Location, patterns: inout [String: SchemaPattern]) throws(SchemaError) {
                try audit(value, at: at, in: documents, patterns: &patterns)
            }
            switch keyword {
            case .schema:
                guard location.pointer.isEmpty, value.stringValue == draft else {
                    throw malformed("must be \(draft), at a document's root")
                }
            case .id:
                guard location.pointer.isEmpty else { throw malformed("is only read at a document's root") }
            case .comment, .title, .description:
                guard value.stringValue != nil else { throw malformed("must be a string") }
            case .default, .const:
                break
            case .ref:
                guard let ref = value.stringValue else { throw malformed("must be a string") }
                guard resolve(ref, from: location.document, in: documents) != nil else {
                    throw .unresolvedReference(ref, at: here.text)
                }
            case .defs, .properties:
                guard let members = value.objectValue else { throw malformed("must be an object of schemas") }
                for (key, member) in members { try subschema(member, here.appending(key), patterns: &patterns) }
            case .allOf, .anyOf, .oneOf, .prefixItems:
                guard let members = value.arrayValue, !members.isEmpty else {
                    throw malformed("must be a non-empty array of schemas")
                }
                for (i, member) in members.enumerated() { try subschema(member, here.appending(String(i)), patterns: &patterns) }
            case .not, .if, .then, .else, .items, .additionalProperties, .propertyNames:
                try subschema(value, here, patterns: &patterns)
            case .type:
                let names = value.arrayValue ?? [value]
                guard !names.isEmpty, names.allSatisfy({ $0.stringValue.map(typeNames.contains) ?? false }) else {
                    throw malformed("must name JSON types: \(typeNames.sorted().joined(separator: ", "))")
                }
            case .enum:
                guard value.arrayValue != nil else { throw malformed("must be an array") }
            case .required:
                guard value.arrayValue?.allSatisfy({ $0.stringValue != nil }) ?? false else {
                    throw malformed("must be an array of strings")
                }
            case .dependentRequired:
                guard let members = value.objectValue,
                    members.allSatisfy({ $0.1.arrayValue?.allSatisfy { $0.stringValue != nil } ?? false })
                else { throw malformed("must be an object of arrays of strings") }
            case .minItems, .maxItems, .minLength, .maxLength:
                guard let n = value.numberValue, n >= 0, n == n.rounded() else {
                    throw malformed("must be a non-negative integer")
                }
            case .minimum, .maximum:
                guard value.numberValue != nil else { throw malformed("must be a number") }
            case .uniqueItems:
                guard value.boolValue != nil else { throw malformed("must be a boolean") }
            case .pattern:
                guard let source = value.stringValue else { throw malformed("must be a string") }
                do {
                    patterns[source] = try SchemaPattern(source)
                } catch {
                    throw malformed("\(source) cannot be read: \(error.message)")
                }
            }
        }
    }

    // MARK: Checking an instance

    private func isValid(_ instance: JSONValue, against schema: JSONValue, _ location: Location) -> Bool {
        var failures: [Failure] = []
        check(instance, at: [], against: schema, location, into: &failures)
        return failures.isEmpty
    }

    private func check(_ instance: JSONValue, at path: [String], against schema: JSONValue, _ location: Location,
                       into failures: inout [Failure])
    {
        func fail(_ message: String, at tokens: [String] = path, keyword: String...) {
            let place = Location(document: location.document, pointer: location.pointer + keyword)
            failures.append(Failure(instanceLocation: Self.pointer(tokens), keywordLocation: place.text, message: message))
        }
        if case let .bool(allowed) = schema {
            if !allowed { fail("no value is allowed here") }
            return
        }
        guard let fields = schema.objectValue else { return fail("the schema is not an object") }
        let members = instance.objectValue.map(Self.members)
        for (name, value) in fields {
            let here = location.appending(name)
            guard let keyword = Keyword(rawValue: name) else {
                fail("unknown keyword '\(name)'", keyword: name)
                continue
            }
            switch keyword {
            case .schema, .id, .defs, .comment, .title, .description, .default, .then, .else:
                break  // nothing to check, or checked with `if`

            case .ref:
                guard let ref = value.stringValue, let target = resolve(ref, from: location.document) else {
                    fail("'$ref' leads to no schema", keyword: name)
                    continue
                }
                check(instance, at: path, against: target.schema, target.location, into: &failures)

            case .allOf:
                for (i, member) in (value.arrayValue ?? []).enumerated() {
                    check(instance, at: path, against: member, here.appending(String(i)), into: &failures)
                }
            case .anyOf, .oneOf:
                let choices = value.arrayValue ?? []
                var reasons: [[Failure]] = []
                for (i, member) in choices.enumerated() {
                    var inner: [Failure] = []
                    check(instance, at: path, against: member, here.appending(String(i)), into: &inner)
                    reasons.append(inner)
                }
                let passing = reasons.count(where: \.isEmpty)
                if passing == 0 {
                    let why = reasons.enumerated().map { "(\($0.offset + 1)) \($0.element.first?.description ?? "")" }
                    fail("matches none of the \(choices.count) alternatives of \(name): \(why.joined(separator: "; "))",
                         keyword: name)
                } else if keyword == .oneOf, passing > 1 {
                    fail("matches \(passing) of the alternatives of oneOf, not exactly one", keyword: name)
                }
            case .not:
                if isValid(instance, against: value, here) { fail("matches the schema of 'not'", keyword: name) }
            case .if:
                let branch = isValid(instance, against: value, here) ? "then" : "else"
                if let then = schema[branch] {
                    check(instance, at: path, against: then, location.appending(branch), into: &failures)
                }

            case .type:
                let names = (value.arrayValue ?? [value]).compactMap(\.stringValue)
                if !names.contains(where: { Self.has(instance, type: $0) }) {
                    fail("expected \(names.joined(separator: " or ")), got \(Self.describe(instance))", keyword: name)
                }
            case .const:
                if !Self.equal(instance, value) {
                    fail("expected \(Self.compact(value)), got \(Self.compact(instance))", keyword: name)
                }
            case .enum:
                let allowed = value.arrayValue ?? []
                if !allowed.contains(where: { Self.equal(instance, $0) }) {
                    fail("\(Self.compact(instance)) is not one of \(Self.compact(value))", keyword: name)
                }

            case .properties:
                guard let members else { continue }
                for (key, member) in value.objectValue ?? [] {
                    if let field = members.first(where: { $0.0 == key })?.1 {
                        check(field, at: path + [key], against: member, here.appending(key), into: &failures)
                    }
                }
            case .additionalProperties:
                guard let members else { continue }
                let declared = Set((schema["properties"]?.objectValue ?? []).map(\.0))
                for (key, field) in members where !declared.contains(key) {
                    if value == false {
                        fail("field '\(key)' is not allowed", at: path + [key], keyword: name)
                    } else {
                        check(field, at: path + [key], against: value, here, into: &failures)
                    }
                }
            case .propertyNames:
                for (key, _) in members ?? [] {
                    check(.string(key), at: path + [key], against: value, here, into: &failures)
                }
            case .required:
                guard let members else { continue }
                for key in (value.arrayValue ?? []).compactMap(\.stringValue) where !members.contains(where: { $0.0 == key }) {
                    fail("missing field '\(key)'", keyword: name)
                }
            case .dependentRequired:
                guard let members else { continue }
                for (key, needed) in value.objectValue ?? [] where members.contains(where: { $0.0 == key }) {
                    for other in (needed.arrayValue ?? []).compactMap(\.stringValue)
                    where !members.contains(where: { $0.0 == other }) {
                        fail("field '\(key)' needs field '\(other)'", keyword: name, key)
                    }
                }

            case .items:
                guard let elements = instance.arrayValue else { continue }
                let skipped = schema["prefixItems"]?.arrayValue?.count ?? 0
                for (i, element) in elements.enumerated().dropFirst(skipped) {
                    check(element, at: path + [String(i)], against: value, here, into: &failures)
                }
            case .prefixItems:
                guard let elements = instance.arrayValue else { continue }
                for (i, (element, member)) in zip(elements, value.arrayValue ?? []).enumerated() {
                    check(element, at: path + [String(i)], against: member, here.appending(String(i)), into: &failures)
                }
            case .minItems, .maxItems:
                guard let elements = instance.arrayValue, let bound = value.numberValue.map(Int.init) else { continue }
                if keyword == .minItems ? elements.count < bound : elements.count > bound {
                    fail("has \(elements.count) items; \(keyword == .minItems ? "at least" : "at most") \(bound)", keyword: name)
                }
            case .uniqueItems:
                guard value == true, let elements = instance.arrayValue else { continue }
                for i in elements.indices {
                    if let j = elements[..<i].firstIndex(where: { Self.equal($0, elements[i]) }) {
                        fail("items \(j) and \(i) are equal", keyword: name)
                        break
                    }
                }

            case .minLength, .maxLength:
                guard let text = instance.stringValue, let bound = value.numberValue.map(Int.init) else { continue }
                let length = text.unicodeScalars.count
                if keyword == .minLength ? length < bound : length > bound {
                    fail("has \(length) characters; \(keyword == .minLength ? "at least" : "at most") \(bound)", keyword: name)
                }
            case .pattern:
                guard let text = instance.stringValue, let source = value.stringValue else { continue }
                guard let pattern = patterns[source] else {
                    fail("the pattern \(source) was not read with the schema", keyword: name)
                    continue
                }
                if !pattern.matches(text) {
                    fail("\(Self.compact(instance)) does not match \(source)", keyword: name)
                }

            case .minimum, .maximum:
                guard let number = instance.numberValue, let bound = value.numberValue else { continue }
                if keyword == .minimum ? number < bound : number > bound {
                    let side = keyword == .minimum ? "below the minimum" : "above the maximum"
                    fail("\(Self.compact(instance)) is \(side) \(Self.compact(value))", keyword: name)
                }
            }
        }
    }

    // MARK: JSON as JSON Schema sees it

    /// An object's members, a repeated key once with its last value (as Python's json reads it).
    static func members(of fields: [(String, JSONValue)]) -> [(String, JSONValue)] {
        var seen: [String: Int] = [:]
        var members: [(String, JSONValue)] = []
        for (key, value) in fields {
            if let i = seen[key] {
                members[i].1 = value
            } else {
                seen[key] = members.count
                members.append((key, value))
            }
        }
        return members
    }

    static func has(_ value: JSONValue, type name: String) -> Bool {
        switch (value, name) {
        case (.null, "null"), (.bool, "boolean"), (.number, "number"), (.string, "string"), (.array, "array"),
            (.object, "object"):
            return true
        case let (.number(n), "integer"):
            return n == n.rounded()
        default:
            return false
        }
    }

    /// Equality as JSON Schema defines it: objects by their members whatever the order.
    static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case let (.array(x), .array(y)):
            return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case let (.object(x), .object(y)):
            let left = members(of: x)
            let right = members(of: y)
            return left.count == right.count && left.allSatisfy { key, value in
                right.first(where: { $0.0 == key }).map { equal(value, $0.1) } ?? false
            }
        default:
            return a == b
        }
    }

    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .object, .array: return value.typeName
        default: return "\(value.typeName) \(compact(value))"
        }
    }

    /// A value in compact JSON, cut short past 80 characters.
    static func compact(_ value: JSONValue) -> String {
        let text = JSONWriter.string(value)
        return text.unicodeScalars.count <= 80 ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(77))) + "..."
    }
}

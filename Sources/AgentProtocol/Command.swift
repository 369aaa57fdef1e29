/// A command line of the protocol, decoded.
public enum Command: Sendable, Equatable {
    /// A skill spec (`skill-spec.schema.json`), checked when it is registered.
    case register(JSONValue)
    case unregister(String)
    case send(String)
    case match(String)
    case status
    case cancel
    /// The failed last request again, as a new run.
    case retry
    case reset
    case selftest
    case snapshot
    /// The schedule in another format (`exported`).
    case export(ExportFormat)
    /// A snapshot's `state`, checked when it is loaded.
    case restore(JSONValue)

    public static let names = ["register", "unregister", "send", "match", "status", "cancel", "retry", "reset",
                               "snapshot", "restore", "selftest", "export"]
}

/// What `export` can write the schedule as.
public enum ExportFormat: String, Sendable, CaseIterable {
    /// iCalendar (RFC 5545).
    case ics
}

/// Decodes one input line into a command and the id to echo as `ref`.
public enum CommandDecoder {
    public struct Decoded: Sendable, Equatable {
        public var command: Command
        public var ref: JSONValue?
    }

    /// The error and, when the id could be read, the ref to report it with.
    public struct Failure: Error, Sendable, Equatable {
        public var error: ProtocolError
        public var ref: JSONValue?
    }

    public static func decode(_ line: [UInt8], maxDepth: Int = JSONParser.defaultMaxDepth) -> Result<Decoded, Failure> {
        let json: JSONValue
        do {
            json = try JSONParser.parse(line, maxDepth: maxDepth)
        } catch .invalidUTF8 {
            return .failure(Failure(error: ProtocolError(.invalidUTF8, "line is not valid utf-8"), ref: readableID(in: line)))
        } catch {
            return .failure(Failure(error: ProtocolError(.invalidJSON, "invalid json: \(error.message)" + textHint(line)), ref: nil))
        }
        if case .string = json {
            return .failure(Failure(error: ProtocolError(.notAnObject, "expected a json object, got a string" + sendHint), ref: nil))
        }
        return decode(json)
    }

    /// A line that is no JSON and does not start like an object or array is text (五分钟后提醒我取快递):
    /// the error says how to send text.
    private static func textHint(_ line: [UInt8]) -> String {
        guard let first = line.first(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }), first != UInt8(ascii: "{"),
              first != UInt8(ascii: "[") else { return "" }
        return sendHint
    }

    private static let sendHint = "; to send a sentence, run with --input text or write {\"cmd\":\"send\",\"text\":\"…\"}"


    /// The id of a line that is not valid UTF-8, read with the bad bytes replaced,
    /// so even that error can be traced to its command.
    private static func readableID(in line: [UInt8]) -> JSONValue? {
        let repaired = Array(String(decoding: line, as: UTF8.self).utf8)
        guard let json = try? JSONParser.parse(repaired), let id = json["id"] else { return nil }
        switch id {
        case .string, .number: return id
        default: return nil
        }
    }

    public static func decode(_ json: JSONValue) -> Result<Decoded, Failure> {
        guard json.objectValue != nil else {
            return .failure(Failure(error: ProtocolError(.notAnObject, "expected a json object, got \(json.typeName)"), ref: nil))
        }
        var ref: JSONValue?
        if let id = json["id"] {
            switch id {
            case .string, .number: ref = id
            default:
                return .failure(Failure(error: ProtocolError(.invalidField, "'id' must be a string or a number, got \(id.typeName)"), ref: nil))
            }
        }
        do {
            return .success(Decoded(command: try command(of: json), ref: ref))
        } catch {
            return .failure(Failure(error: error, ref: ref))
        }
    }

    private static func command(of json: JSONValue) throws(ProtocolError) -> Command {
        guard let cmdValue = json["cmd"] else {
            // {"id": …, "keywords": […]} alone: a skill spec, where a register command belongs (a --skills file).
            let spec = json["id"] != nil && (json["keywords"] != nil || json["samples"] != nil)
            throw ProtocolError(.missingField, "missing field 'cmd'"
                + (spec ? "; a skill spec goes inside a register command: {\"cmd\":\"register\",\"skill\":{…}}" : ""))
        }
        guard let cmd = cmdValue.stringValue else {
            throw ProtocolError(.invalidField, "'cmd' must be a string, got \(cmdValue.typeName)")
        }
        switch cmd {
        case "register":
            guard let skill = json["skill"] else { throw ProtocolError(.missingField, "register needs field 'skill'") }
            return .register(skill)
        case "unregister":
            return .unregister(try string(json, "skill", of: cmd))
        case "send":
            return .send(try text(json, of: cmd))
        case "match":
            return .match(try text(json, of: cmd))
        case "status": return .status
        case "cancel": return .cancel
        case "retry": return .retry
        case "reset": return .reset
        case "selftest": return .selftest
        case "snapshot": return .snapshot
        case "export":
            // One format so far; leaving it out asks for that one.
            guard let value = json["format"] else { return .export(.ics) }
            guard let name = value.stringValue, let format = ExportFormat(rawValue: name) else {
                let known = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
                throw ProtocolError(.invalidField, "'format' must be one of \(known), got \(JSONWriter.string(value))")
            }
            return .export(format)
        case "restore":
            guard let state = json["state"] else { throw ProtocolError(.missingField, "restore needs field 'state'") }
            guard state.objectValue != nil else {
                throw ProtocolError(.invalidField, "'state' must be an object, got \(state.typeName)")
            }
            return .restore(state)
        default:
            throw ProtocolError(.unknownCommand, "unknown command '\(cmd)'" + DidYouMean.hint(for: cmd, among: commandNames))
        }
    }

    /// Every command `decode` knows, for the did-you-mean of an unknown one.
    public static let commandNames = ["register", "unregister", "send", "match", "status", "cancel", "retry", "reset",
                                      "selftest", "snapshot", "export", "restore"]

    private static func string(_ json: JSONValue, _ key: String, of cmd: String) throws(ProtocolError) -> String {
        guard let value = json[key] else { throw ProtocolError(.missingField, "\(cmd) needs field '\(key)'") }
        guard let s = value.stringValue else {
            throw ProtocolError(.invalidField, "'\(key)' must be a string, got \(value.typeName)")
        }
        return s
    }

    /// Text with nothing but Unicode white space.
    public static func isBlank(_ text: String) -> Bool {
        !text.unicodeScalars.contains(where: { !$0.properties.isWhitespace })
    }

    private static func text(_ json: JSONValue, of cmd: String) throws(ProtocolError) -> String {
        let text = try string(json, "text", of: cmd)
        guard !isBlank(text) else {
            throw ProtocolError(.invalidField, "'text' must not be empty")
        }
        try checkLength(of: text)
        return text
    }

    /// A sentence is read several times over by the readers: it is kept to a sentence's length.
    public static func checkLength(of sentence: String) throws(ProtocolError) {
        let length = sentence.unicodeScalars.count
        guard length <= Limits.sentenceCharacters else {
            throw ProtocolError(.sentenceTooLong, "the sentence has \(length) characters; at most \(Limits.sentenceCharacters)")
        }
    }
}

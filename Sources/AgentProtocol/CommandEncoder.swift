/// Writes commands as the lines `CommandDecoder` reads (`schemas/commands.schema.json`):
/// `cmd`, then `id` when there is one, then the command's own fields.
///
///     CommandEncoder.line(.send("倒计时30分钟"), id: 1)  // {"cmd":"send","id":1,"text":"倒计时30分钟"}
///
/// For a program that drives agent-skill: every event answering the line carries
/// `id` back as `ref`. It should be a string or a number; the tool refuses any other.
public enum CommandEncoder {
    /// One command as a JSON object, without the newline.
    public static func line(_ command: Command, id: JSONValue? = nil) -> [UInt8] {
        var w = JSONWriter()
        write(command, id: id, into: &w)
        return w.bytes
    }

    /// Writes one command as a JSON object (without the newline), straight into `w`.
    public static func write(_ command: Command, id: JSONValue?, into w: inout JSONWriter) {
        w.beginObject()
        w.key("cmd"); w.string(name(of: command))
        if let id { w.key("id"); w.write(id) }
        switch command {
        case let .register(skill):
            w.key("skill"); w.write(skill)
        case let .unregister(skill):
            w.key("skill"); w.string(skill)
        case let .send(text), let .match(text):
            w.key("text"); w.string(text)
        case let .restore(state):
            w.key("state"); w.write(state)
        case let .export(format):
            w.key("format"); w.string(format.rawValue)
        case .status, .cancel, .retry, .reset, .selftest, .snapshot:
            break
        }
        w.endObject()
    }

    /// The command's `cmd`, one of `Command.names`.
    public static func name(of command: Command) -> String {
        switch command {
        case .register: return "register"
        case .unregister: return "unregister"
        case .send: return "send"
        case .match: return "match"
        case .status: return "status"
        case .cancel: return "cancel"
        case .retry: return "retry"
        case .reset: return "reset"
        case .selftest: return "selftest"
        case .snapshot: return "snapshot"
        case .restore: return "restore"
        case .export: return "export"
        }
    }
}

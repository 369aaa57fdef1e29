import AgentCore
import AgentProtocol

/// `{name}` placeholders filled from parameters, `{input}` from the sentence;
/// `{{` and `}}` stand for literal braces.
enum ReplyTemplate {
    static func placeholders(in template: String) -> [String] {
        var names: [String] = []
        walk(template) { names.append($0); return "" }
        return names
    }

    static func render(_ template: String, value: (String) -> String) -> String {
        walk(template, value)
    }

    @discardableResult
    private static func walk(_ template: String, _ value: (String) -> String) -> String {
        var out = ""
        var scalars = Substring(template).unicodeScalars[...]
        while let c = scalars.popFirst() {
            if c == "{", scalars.first == "{" {
                scalars.removeFirst()
                out.unicodeScalars.append("{")
            } else if c == "}", scalars.first == "}" {
                scalars.removeFirst()
                out.unicodeScalars.append("}")
            } else if c == "{", let close = scalars.firstIndex(of: "}") {
                let name = String(scalars[..<close])
                scalars = scalars[scalars.index(after: close)...]
                out += value(name)
            } else {
                out.unicodeScalars.append(c)
            }
        }
        return out
    }
}

import AgentProtocol

// Tests write codes as they appear on the wire ("timeout"); the sources name them
// (`.timeout`), which is why the conformance lives here and not in AgentProtocol.
extension ErrorCode: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        self.init(value)
    }
}

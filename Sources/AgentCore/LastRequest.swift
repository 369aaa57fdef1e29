import AgentProtocol

/// The request the conversation last ran (or failed before running): what a follow-up
/// (那上海呢, 再乘以三) changes and a retry (再试一次) runs again. `reset` forgets it; a
/// snapshot carries it.
public struct LastRequest: Sendable, Equatable {
    public var skill: String
    public var run: String
    public var sentence: String
    /// Every value the run was given, defaults and inherited ones included.
    public var parameters: [String: ParameterValue]

    public init(skill: String, run: String, sentence: String, parameters: [String: ParameterValue]) {
        self.skill = skill
        self.run = run
        self.sentence = sentence
        self.parameters = parameters
    }
}

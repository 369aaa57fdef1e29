import AgentCore
import AgentProtocol

/// A skill from a spec with `router`: runs `base`, then `onSuccess` with the
/// base's `data` as `previous`, or `onFailure` with `{"code", "message"}` of the
/// base's error (`onTimeout` instead, when given, for an error coded `timeout`). The result is the chosen branch's; a failing branch fails the
/// whole, its message prefixed `onSuccess 'x': `, its code kept. Progress: half
/// after `base`, all after the branch. Ids are looked up when the run begins. The base and the
/// branch each count against the send's bounds (`SkillComposition.perform`).
public struct RouterSkill: ComposedSkill {
    public let spec: SkillSpec
    public let base: String
    public let onSuccess: String
    public let onFailure: String
    public let onTimeout: String?

    var parts: [String] { [base, onSuccess, onFailure] + (onTimeout.map { [$0] } ?? []) }

    /// The base and what it runs, then the branch that runs the most.
    func stageRuns(withParts inner: [Int]) -> Int {
        guard let base = inner.first else { return 0 }
        let branch = inner.dropFirst().map { $0.addingSaturated(1) }.max() ?? 0
        return base.addingSaturated(1).addingSaturated(branch)
    }

    public init(spec: SkillSpec, base: String, onSuccess: String, onFailure: String, onTimeout: String? = nil) {
        self.spec = spec
        self.base = base
        self.onSuccess = onSuccess
        self.onFailure = onFailure
        self.onTimeout = onTimeout
    }

    public func execute(_ context: SkillContext) async throws -> SkillResult {
        try SkillComposition.refuseCycle(from: self, lookup: context.skill)
        guard let baseSkill = context.skill(base) else { throw SkillComposition.unknown("base '\(base)'") }
        let first = SkillComposition.context(for: context, previous: context.previous, progress: 0...0.5)
        let branch: (name: String, id: String, previous: JSONValue)
        switch try await SkillComposition.perform(baseSkill, named: "base '\(base)'", first) {
        case let .success(result):
            branch = ("onSuccess", onSuccess, result.data)
        case let .failure(error):
            let previous = JSONValue.object([("code", .string(error.code.rawValue)), ("message", .string(error.message))])
            if error.code == .timeout, let onTimeout {
                branch = ("onTimeout", onTimeout, previous)
            } else {
                branch = ("onFailure", onFailure, previous)
            }
        }
        context.reportProgress(0.5)
        let name = "\(branch.name) '\(branch.id)'"
        guard let next = context.skill(branch.id) else { throw SkillComposition.unknown(name) }
        let second = SkillComposition.context(for: context, previous: branch.previous, progress: 0.5...1)
        switch try await SkillComposition.perform(next, named: name, second) {
        case let .success(result):
            context.reportProgress(1)
            return result
        case var .failure(error):
            error.message = "\(name): \(error.message)"
            throw error
        }
    }
}

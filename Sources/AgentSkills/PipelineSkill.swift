import AgentCore
import AgentProtocol

/// A skill from a spec with `pipeline`: the stages, skill ids, run in order.
///
/// Each stage gets the pipeline's sentence and parameters, and the `data` of the
/// stage before as `previous` (the first: none). Progress is reported after each
/// stage (a stage's own reports are scaled into its share). The first failure
/// fails the whole, its message prefixed `stage 2 'x': `, its code kept. The
/// result is the last stage's summary, data and schedule. Stage ids are looked up
/// when the run begins: an id not registered fails `unknown_skill`. Each stage counts against the
/// send's bounds (`SkillComposition.perform`).
public struct PipelineSkill: ComposedSkill {
    public let spec: SkillSpec
    public let stages: [String]

    var parts: [String] { stages }

    /// Every stage, and what each runs.
    func stageRuns(withParts inner: [Int]) -> Int {
        inner.reduce(0) { $0.addingSaturated(1).addingSaturated($1) }
    }

    public init(spec: SkillSpec, stages: [String]) {
        self.spec = spec
        self.stages = stages
    }

    public func execute(_ context: SkillContext) async throws -> SkillResult {
        try SkillComposition.refuseCycle(from: self, lookup: context.skill)
        let count = Double(stages.count)
        var previous: JSONValue?
        var last: SkillResult?
        for (index, stageID) in stages.enumerated() {
            let name = "stage \(index + 1) '\(stageID)'"
            guard let stage = context.skill(stageID) else { throw SkillComposition.unknown(name) }
            let share = (Double(index) / count)...(Double(index + 1) / count)
            let stageContext = SkillComposition.context(for: context, previous: previous, progress: share)
            switch try await SkillComposition.perform(stage, named: name, stageContext) {
            case let .success(result):
                previous = result.data
                last = result
                context.reportProgress(share.upperBound)
            case var .failure(error):
                error.message = "\(name): \(error.message)"
                throw error
            }
        }
        return last ?? SkillResult(summary: "", data: .null)  // the spec has at least one stage
    }
}

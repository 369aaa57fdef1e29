import AgentCore
import AgentProtocol
@testable import AgentSkills
import FoundationEssentials
import Synchronization
import Testing

/// A skill made the way `register` makes one: from JSON, through the factory.
private func made(_ json: String) throws -> any Skill {
    try SkillFactory.makeSkill(from: SkillSpec.decode(JSONParser.parse(json)), programs: nil)
}

/// A stage for tests: hands on `{"by": id, "previous": what it got}`, or fails.
struct EchoSkill: Skill {
    var id: String
    var failure: SkillError?
    var keywords: [String] { [id] }
    var displayName: String { id }
    var description: String { "a stage for tests" }
    var parameters: [SkillParameter] { [] }

    func execute(_ context: SkillContext) async throws -> SkillResult {
        if let failure { throw failure }
        return SkillResult(summary: "\(id) got \(context.previous.map(JSONWriter.string) ?? "nothing")",
                           data: .object([("by", .string(id)), ("previous", context.previous ?? .null)]))
    }
}

/// Runs `skill` with `registered` as the registry, collecting its progress reports.
private func run(_ skill: any Skill, among registered: [any Skill],
                 sentence: String = "说", parameters: [String: ParameterValue] = [:]) async -> (SkillOutcome, [Double]) {
    let reports = Mutex<[Double]>([])
    var byID: [String: any Skill] = [:]
    for skill in registered { byID[skill.id] = skill }
    let lookup = byID
    var context = skillContext(parameters, sentence: sentence)
    context.reportProgress = { fraction in reports.withLock { $0.append(fraction) } }
    context.skill = { lookup[$0] }
    let outcome = await skill.outcome(context)
    return (outcome, reports.withLock { $0 })
}

struct PipelineRouterTests {
    let first = EchoSkill(id: "one")
    let second = EchoSkill(id: "two")
    let broken = EchoSkill(id: "broken", failure: SkillError(code: "timeout", message: "took too long", reply: "太慢了"))

    @Test func aPipelineRunsItsStagesInOrderHandingOnEachData() async throws {
        let pipeline = try made(#"{"id":"p","keywords":["p"],"pipeline":["one","two"]}"#)
        let (outcome, progress) = await run(pipeline, among: [first, second])
        let firstData = JSONValue.object([("by", "one"), ("previous", .null)])
        #expect(outcome == .succeeded(SkillResult(summary: "two got {\"by\":\"one\",\"previous\":null}",
                                                  data: .object([("by", "two"), ("previous", firstData)]))))
        #expect(progress == [0.5, 1])
    }

    @Test func stagesGetTheSentenceAndThePipelinesParameters() async throws {
        let echo = try made(#"{"id":"say","keywords":["说"],"parameters":[{"name":"who","kind":"text"}],"reply":"{input}/{who}/{previous}"}"#)
        let pipeline = try made(#"{"id":"p","keywords":["p"],"pipeline":["one","say"]}"#)
        let (outcome, _) = await run(pipeline, among: [first, echo], sentence: "你好", parameters: ["who": .text("小明")])
        #expect(outcome == .succeeded(SkillResult(summary: #"你好/小明/{"by":"one","previous":null}"#,
                                                  data: .object([("who", "小明")]))))
    }

    @Test func theFirstFailureFailsTheWholeNamingTheStage() async throws {
        let pipeline = try made(#"{"id":"p","keywords":["p"],"pipeline":["one","broken","two"]}"#)
        let (outcome, progress) = await run(pipeline, among: [first, second, broken])
        #expect(outcome == .failed(SkillError(code: "timeout", message: "stage 2 'broken': took too long", reply: "太慢了")))
        #expect(progress == [1.0 / 3])
    }

    @Test func aStageNotRegisteredFailsUnknownSkill() async throws {
        let pipeline = try made(#"{"id":"p","keywords":["p"],"pipeline":["one","gone"]}"#)
        let (outcome, _) = await run(pipeline, among: [first])
        #expect(outcome == .failed(SkillError(code: "unknown_skill", message: "stage 2 'gone' is not registered")))
    }

    @Test func aStagesOwnProgressIsScaledIntoItsShare() async throws {
        struct Halfway: Skill {
            var id: String { "half" }
            var keywords: [String] { ["half"] }
            var displayName: String { id }
            var description: String { "" }
            var parameters: [SkillParameter] { [] }
            func execute(_ context: SkillContext) async throws -> SkillResult {
                context.reportProgress(0.5)
                return SkillResult(summary: "", data: .null)
            }
        }
        let pipeline = try made(#"{"id":"p","keywords":["p"],"pipeline":["one","half"]}"#)
        let (_, progress) = await run(pipeline, among: [first, Halfway()])
        #expect(progress == [0.5, 0.75, 1])
    }

    /// What a composition may run, counted with its registered parts: a pipeline runs every
    /// stage, a router its base and its largest branch; parts not registered, or closing a cycle,
    /// count as plain skills.
    @Test(arguments: [
        (#"{"id":"x","keywords":["x"],"pipeline":["one","two","one"]}"#, 1, 3),
        (#"{"id":"x","keywords":["x"],"pipeline":["p","p"]}"#, 2, 6),
        (#"{"id":"x","keywords":["x"],"router":{"base":"p","onSuccess":"one","onFailure":"r"}}"#, 3, 3 + 5),
        (#"{"id":"x","keywords":["x"],"router":{"base":"one","onSuccess":"one","onFailure":"one","onTimeout":"p"}}"#, 2, 1 + 3),
        (#"{"id":"x","keywords":["x"],"pipeline":["not.yet","p"]}"#, 2, 1 + 3),
        (#"{"id":"x","keywords":["x"],"pipeline":["x","loop"]}"#, 2, 1 + 2),
    ])
    func theExtentOfACompositionCountsItsRegisteredPartsAtTheirWorst(spec: String, depth: Int, stageRuns: Int) throws {
        let p = try made(#"{"id":"p","keywords":["p"],"pipeline":["one","two"]}"#)
        let r = try made(#"{"id":"r","keywords":["r"],"router":{"base":"one","onSuccess":"p","onFailure":"two"}}"#)
        let loop = try made(#"{"id":"loop","keywords":["loop"],"pipeline":["x"]}"#)
        let byID: [String: any Skill] = ["one": first, "two": second, "p": p, "r": r, "loop": loop]
        let composed = try #require(try made(spec) as? any ComposedSkill)
        #expect(SkillComposition.extent(of: composed, lookup: { byID[$0] })
                == SkillComposition.Extent(depth: depth, stageRuns: stageRuns))
    }

    @Test func aPipelineThatWouldRunItselfFailsInsteadOfRecursing() async throws {
        let p = try made(#"{"id":"p","keywords":["p"],"pipeline":["one","q"]}"#)
        let q = try made(#"{"id":"q","keywords":["q"],"router":{"base":"one","onSuccess":"p","onFailure":"two"}}"#)
        let (outcome, _) = await run(p, among: [first, second, p, q])
        #expect(outcome == .failed(SkillError(code: "skill_cycle", message: "skill 'p' would run itself: p → q → p")))
    }

    @Test func aRouterRunsOnSuccessWithTheBasesData() async throws {
        let router = try made(#"{"id":"r","keywords":["r"],"router":{"base":"one","onSuccess":"two","onFailure":"broken"}}"#)
        let (outcome, progress) = await run(router, among: [first, second, broken])
        #expect(outcome == .succeeded(SkillResult(summary: "two got {\"by\":\"one\",\"previous\":null}",
                                                  data: .object([("by", "two"), ("previous", .object([("by", "one"), ("previous", .null)]))]))))
        #expect(progress == [0.5, 1])
    }

    @Test func aRouterRunsOnFailureWithTheBasesError() async throws {
        let router = try made(#"{"id":"r","keywords":["r"],"router":{"base":"broken","onSuccess":"one","onFailure":"two"}}"#)
        let (outcome, _) = await run(router, among: [first, second, broken])
        let error = JSONValue.object([("code", "timeout"), ("message", "took too long")])
        #expect(outcome == .succeeded(SkillResult(summary: "two got \(JSONWriter.string(error))",
                                                  data: .object([("by", "two"), ("previous", error)]))))
    }

    @Test func aTimeoutTakesOnTimeoutWhenTheRouterHasOne() async throws {
        let router = try made(#"{"id":"r","keywords":["r"],"router":{"base":"broken","onSuccess":"one","onFailure":"one","onTimeout":"two"}}"#)
        let (outcome, progress) = await run(router, among: [first, second, broken])
        let error = JSONValue.object([("code", "timeout"), ("message", "took too long")])
        #expect(outcome == .succeeded(SkillResult(summary: "two got \(JSONWriter.string(error))",
                                                  data: .object([("by", "two"), ("previous", error)]))))
        #expect(progress == [0.5, 1])
    }

    @Test func anyOtherFailureStillTakesOnFailure() async throws {
        let refused = EchoSkill(id: "refused", failure: SkillError(code: "invalid_input", message: "no"))
        let router = try made(#"{"id":"r","keywords":["r"],"router":{"base":"refused","onSuccess":"one","onFailure":"two","onTimeout":"one"}}"#)
        let (outcome, _) = await run(router, among: [first, second, refused])
        #expect(outcome == .succeeded(SkillResult(summary: #"two got {"code":"invalid_input","message":"no"}"#,
                                                  data: .object([("by", "two"), ("previous", .object([("code", "invalid_input"), ("message", "no")]))]))))
    }

    @Test func anOnTimeoutNotRegisteredFailsNamingIt() async throws {
        let router = try made(#"{"id":"r","keywords":["r"],"router":{"base":"broken","onSuccess":"one","onFailure":"one","onTimeout":"gone"}}"#)
        let (outcome, _) = await run(router, among: [first, broken])
        #expect(outcome == .failed(SkillError(code: "unknown_skill", message: "onTimeout 'gone' is not registered")))
    }

    @Test func aFailingBranchFailsTheRouterNamingIt() async throws {
        let router = try made(#"{"id":"r","keywords":["r"],"router":{"base":"one","onSuccess":"broken","onFailure":"two"}}"#)
        let (outcome, _) = await run(router, among: [first, second, broken])
        #expect(outcome == .failed(SkillError(code: "timeout", message: "onSuccess 'broken': took too long", reply: "太慢了")))
    }

    @Test func aRouterBranchNotRegisteredFailsUnknownSkill() async throws {
        let router = try made(#"{"id":"r","keywords":["r"],"router":{"base":"broken","onSuccess":"one","onFailure":"gone"}}"#)
        let (outcome, _) = await run(router, among: [first, broken])
        #expect(outcome == .failed(SkillError(code: "unknown_skill", message: "onFailure 'gone' is not registered")))
        let noBase = try made(#"{"id":"r","keywords":["r"],"router":{"base":"gone","onSuccess":"one","onFailure":"one"}}"#)
        #expect(await run(noBase, among: [first]).0 == .failed(SkillError(code: "unknown_skill", message: "base 'gone' is not registered")))
    }

    @Test func replyRendersPreviousAsCompactJSONOrNothing() async throws {
        let reply = try made(#"{"id":"say","keywords":["说"],"reply":"[{previous}]"}"#)
        var context = skillContext([:])
        #expect(try await reply.execute(context).summary == "[]")
        context.previous = .object([("城市", "北京"), ("n", 2)])
        #expect(try await reply.execute(context).summary == #"[{"城市":"北京","n":2}]"#)
    }
}

import AgentCore
import AgentProtocol
@testable import AgentSkills
import Testing

struct BuiltinSkillsTests {
    @Test func idsAreUniqueAndValid() {
        let ids = BuiltinSkills.all().map(\.id)
        #expect(Set(ids).count == ids.count, "duplicate ids in \(ids)")
        for id in ids { #expect(SkillSpec.isValidID(id), "\(id)") }
    }

    /// Skills that only compute are answered in place; those that wait on the world run as tasks.
    @Test func skillsThatOnlyComputeAreImmediate() throws {
        let immediate = BuiltinSkills.all().filter { $0.immediate != nil }.map(\.id)
        #expect(immediate == ["timer.set", "alarm.set", "schedule.list", "schedule.cancel", "calc.evaluate", "clock.now"])
        let reply = try SkillFactory.makeSkill(from: SkillSpec.decode(
            JSONParser.parse(#"{"id":"r","keywords":["r"],"reply":"ok"}"#)), programs: nil)
        #expect(reply.immediate != nil)
        let exec = try SkillFactory.makeSkill(from: SkillSpec.decode(
            JSONParser.parse(#"{"id":"e","keywords":["e"],"exec":["true"]}"#)), programs: ExecSkillTests.programs)
        #expect(exec.immediate == nil)
    }

    @Test func theTimerComesFirst() {
        #expect(BuiltinSkills.all().first?.id == "timer.set")
    }

    /// DESIGN's order: an equal score goes to the earlier one.
    @Test func theBuiltinsComeInTheDesignsOrder() {
        #expect(BuiltinSkills.all().map(\.id)
                == ["timer.set", "alarm.set", "schedule.list", "schedule.cancel", "weather.query", "calc.evaluate", "clock.now"])
    }

    /// What `selftest` checks: each sample selects its own skill, no negative sample does.
    @Test func samplesSelectTheirSkillAndNegativeSamplesDoNot() {
        let skills = BuiltinSkills.all()
        for skill in skills {
            #expect(!skill.samples.isEmpty, "\(skill.id) has no samples")
            for sample in skill.samples {
                #expect(matching(sample, skills: skills).selected == skill.id, "\(sample)")
            }
            for sample in skill.negativeSamples {
                #expect(matching(sample, skills: skills).selected != skill.id, "\(sample)")
            }
        }
    }

    @Test(arguments: ["现在几点钟", "现在几点了", "几点了？"])
    func askingTheTimeIsNeverATimer(sentence: String) {
        #expect(matching(sentence).selected != "timer.set")
    }
}

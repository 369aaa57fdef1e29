import AgentCore
import AgentProtocol
import TestSupport
import Testing

/// The timer's keywords as the DESIGN example has them.
private let timer = TestSkill("timer.set", keywords: ["倒计时", "计时", "分钟", "timer"], excludes: ["几点"])
private let weather = TestSkill("weather.query", keywords: ["天气", "weather"])
private let clock = TestSkill("clock.now", keywords: ["几点", "现在", "time"])

private func hit(_ keyword: String, _ start: Int, _ end: Int) -> KeywordHit {
    KeywordHit(keyword: keyword, start: start, end: end)
}

/// Keyword matching alone: phase two with an analysis that weighs nothing, and only
/// the candidates that stand, scored by their keywords, without their reasons.
private struct KeywordsOnly {
    var skills: [any Skill]

    func match(_ text: String) -> MatchReport {
        var report = twoPhaseMatch(text, skills)
        report.candidates = report.candidates.filter { $0.rejected == nil }.map {
            let keywords = $0.reasons.filter { $0.reason.hasPrefix("keyword ") }.reduce(0) { $0 + $1.points }
            return MatchCandidate(skill: $0.skill, score: keywords, confidence: $0.confidence, hits: $0.hits)
        }
        return report
    }
}

struct IntentMatcherTests {
    private let matcher = KeywordsOnly(skills: [timer, weather, clock])

    @Test func designExampleScoresSumsDistinctKeywordsAndCoversTheUnionOfHits() {
        let report = matcher.match("倒计时30分钟")
        #expect(report == MatchReport(text: "倒计时30分钟", candidates: [
            MatchCandidate(skill: "timer.set", score: 7, confidence: 0.714,
                           hits: [hit("倒计时", 0, 3), hit("计时", 1, 3), hit("分钟", 5, 7)]),
        ]))
        #expect(report.selected == "timer.set")
    }

    @Test func aKeywordHitTwiceScoresOnceButReportsBothHits() {
        #expect(matcher.match("分钟分钟").candidates == [
            MatchCandidate(skill: "timer.set", score: 2, confidence: 1, hits: [hit("分钟", 0, 2), hit("分钟", 2, 4)]),
        ])
    }

    @Test func aKeywordDeclaredTwiceCountsOnce() {
        let doubled = KeywordsOnly(skills: [TestSkill("weather.query", keywords: ["天气", "天气"])])
        #expect(doubled.match("天气").candidates == [
            MatchCandidate(skill: "weather.query", score: 2, confidence: 1, hits: [hit("天气", 0, 2)]),
        ])
    }

    /// Offsets count Unicode scalars, as Python indexes a str: an emoji or an
    /// astral ideograph is one character, though two UTF-16 units.
    @Test(arguments: [
        ("🙂北京天气", 3, 5, 0.4),
        ("𠀋天气", 1, 3, 0.667),
        ("👍🏽天气", 2, 4, 0.5),  // emoji with a skin-tone modifier: two scalars
    ])
    func hitsAreInUnicodeScalarOffsets(text: String, start: Int, end: Int, confidence: Double) {
        #expect(matcher.match(text).candidates == [
            MatchCandidate(skill: "weather.query", score: 2, confidence: confidence, hits: [hit("天气", start, end)]),
        ])
    }

    @Test(arguments: [
        ("ＴＩＭＥＲ", "timer.set", "timer"),
        ("Set a TIMER", "timer.set", "timer"),
        ("Ｗeather today", "weather.query", "weather"),
    ])
    func textIsLowercasedAndWidthNormalised(text: String, skill: String, keyword: String) {
        let candidate = matcher.match(text).candidates.first
        #expect(candidate?.skill == skill)
        #expect(candidate?.hits.map(\.keyword) == [keyword])
    }

    @Test func keywordsAreNormalisedTooAndHitsNameThemAsDeclared() {
        let shouting = KeywordsOnly(skills: [TestSkill("shout", keywords: ["ＨＥＬＬＯ"])])
        #expect(shouting.match("say hello").candidates == [
            MatchCandidate(skill: "shout", score: 5, confidence: 0.556, hits: [hit("ＨＥＬＬＯ", 4, 9)]),
        ])
    }

    @Test(arguments: [
        (["first", "second"], "first"),
        (["second", "first"], "second"),
    ])
    func tiesGoToTheSkillRegisteredFirst(order: [String], winner: String) {
        let tied = KeywordsOnly(skills: order.map { TestSkill($0, keywords: ["提醒"]) })
        let report = tied.match("提醒我")
        #expect(report.candidates.map(\.skill) == order)
        #expect(report.candidates.map(\.score) == [2, 2])
        #expect(report.selected == winner)
    }

    @Test func anExcludeHitDisqualifiesEvenWhenTheSkillHitsKeywords() {
        // 分钟 would make a timer; 几点 rules it out and leaves the clock.
        let report = matcher.match("现在几点几分钟")
        #expect(report.candidates == [
            MatchCandidate(skill: "clock.now", score: 4, confidence: 0.571, hits: [hit("现在", 0, 2), hit("几点", 2, 4)]),
        ])
        #expect(report.selected == "clock.now")
    }

    @Test func candidatesAreOrderedBestFirst() {
        let report = matcher.match("现在天气怎么样，倒计时30分钟")
        #expect(report.candidates.map(\.skill) == ["timer.set", "weather.query", "clock.now"])
        #expect(report.candidates.map(\.score) == [7, 2, 2])
    }

    @Test(arguments: ["你好", "hello", "", "   "])
    func noKeywordMeansNoCandidateAndNothingSelected(text: String) {
        let report = matcher.match(text)
        #expect(report == MatchReport(text: text, candidates: []))
        #expect(report.selected == nil)
    }

    @Test func noSkillsMatchNothing() {
        #expect(KeywordsOnly(skills: []).match("倒计时").selected == nil)
    }

    @Test func anEmptyKeywordNeverHits() {
        let report = KeywordsOnly(skills: [TestSkill("empty", keywords: [""]), weather]).match("天气")
        #expect(report.candidates.map(\.skill) == ["weather.query"])
    }

    @Test func partlyOverlappingHitsCoverTheirUnionOnce() {
        let overlapping = KeywordsOnly(skills: [TestSkill("count", keywords: ["倒计", "计时"])])
        #expect(overlapping.match("倒计时吧").candidates == [
            MatchCandidate(skill: "count", score: 4, confidence: 0.75, hits: [hit("倒计", 0, 2), hit("计时", 1, 3)]),
        ])
    }

    @Test func overlappingHitsAreListedByStartLongestFirst() {
        let nested = KeywordsOnly(skills: [TestSkill("nested", keywords: ["ab", "abc", "bc", "c"])])
        #expect(nested.match("xabc").candidates == [
            MatchCandidate(skill: "nested", score: 8, confidence: 0.75,
                           hits: [hit("abc", 1, 4), hit("ab", 1, 3), hit("bc", 2, 4), hit("c", 3, 4)]),
        ])
    }

    /// Two thousand skills, each with its own keyword and one shared word:
    /// every sentence still finds its own skill, ties still go to the first.
    @Test func manySkillsStillMatchCorrectly() {
        let skills = (0..<2000).map { i in TestSkill("skill-\(i)", keywords: ["任务\(i)号", "运行"]) }
        let many = KeywordsOnly(skills: skills)
        for i in stride(from: 0, to: 2000, by: 37) {
            let report = many.match("请运行任务\(i)号")
            let keyword = "任务\(i)号"
            #expect(report.selected == "skill-\(i)")
            #expect(report.candidates.first?.score == 2 + keyword.unicodeScalars.count)
            #expect(report.candidates.first?.hits == [hit("运行", 1, 3), hit(keyword, 3, 3 + keyword.unicodeScalars.count)])
        }
        // All two thousand are candidates; the report lists the first of them and counts the rest.
        let shared = many.match("运行")
        #expect(shared.candidates.count == Limits.listedCandidates)
        #expect(shared.candidates.count + shared.unlisted == 2000)
        #expect(shared.candidates.map(\.skill) == (0..<Limits.listedCandidates).map { "skill-\($0)" })
        #expect(shared.selected == "skill-0")
        #expect(many.match("任务2000号").selected == nil)
    }
}

struct TraditionalKeywordTests {
    private let alarm = TestSkill("alarm.set", keywords: ["闹钟", "点半", "礼拜"])

    /// Rule: traditional characters match the simplified keywords, at the same offsets.
    @Test(arguments: [
        ("設個鬧鐘", [hit("闹钟", 2, 4)]), ("七點半", [hit("点半", 1, 3)]), ("下禮拜三", [hit("礼拜", 1, 3)]),
        ("设个闹钟", [hit("闹钟", 2, 4)]),
    ])
    func matchesTraditionalText(text: String, hits: [KeywordHit]) {
        #expect(KeywordsOnly(skills: [alarm]).match(text).candidates.first?.hits == hits)
    }

    @Test func matchesATraditionalKeywordInSimplifiedText() {
        let traditional = TestSkill("alarm.set", keywords: ["鬧鐘"])
        #expect(KeywordsOnly(skills: [traditional]).match("闹钟响了").candidates.first?.hits == [hit("鬧鐘", 0, 2)])
    }
}

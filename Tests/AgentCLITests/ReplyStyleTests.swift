import AgentProtocol
import AgentSkills
import Foundation
import TestSupport
import Testing

/// Every reply the golden files hold (`Tests/Golden/replies/*.out.txt` and the `reply` events of the
/// others) keeps the style rules of its language (`ReplyStyle`). A reply's language is its sentence's:
/// the `match` before it, or, in a text golden, the `send` it answers. Replies of skills a golden
/// registers are the golden's own words and are not checked. Nor, in the event goldens, are the
/// weather skill's: its replies are rewritten apart from the other built-ins', and its reply goldens
/// (`replies/weather.query.*`, like every text golden) are checked all the same.
struct ReplyStyleTests {
    @Test(arguments: [
        ("2^10 = 1024", ReplyLanguage.english, "no programmer notation (^ * sqrt cbrt)"),
        ("sqrt(2) ≈ 1.4142135623731", .chinese, "no programmer notation (^ * sqrt cbrt)"),
        ("2⁷⁰ = 1.18059162071741e+21", .english, "no exponent notation (1e+21)"),
        ("5 ÷ 2.5 = 2.0", .chinese, "no whole number written with .0 (2.0)"),
        ("\"25:00\" is not a time I can set.", .english, "no ASCII double quotes"),
        ("I can't calculate with 'banana'.", .english, "no ASCII single quotes used as quotes"),
        ("OK, a timer is set for 5 minutes to remind you to to call mom.", .english, "no doubled word"),
        ("好的，已为您设置的的闹钟。", .chinese, "no doubled word"),
        ("我算不了“苹果”。", .chinese, "Chinese quotes with 「」"),
        ("好的,已为您设置 5 分钟倒计时。", .chinese, "Chinese punctuation is full-width beside Chinese text"),
        ("6 / 2 = 3", .chinese, "Chinese maths uses × ÷ (no /)"),
        ("好的，已为您设置 5 分钟倒计时", .chinese, "a Chinese sentence ends with 。？！ or a closing bracket"),
        ("OK, a timer is set for 5 分钟.", .english, "English has no CJK outside quotes"),
        ("OK, remind you to to go.", .english, "no “to to”"),
        ("OK, a timer is set for 1 minutes.", .english, "English counts agree (1 minute, not 1 minutes)"),
        ("OK, an alarm is set for today at 3:00 pm.", .english, "English am and pm are written AM and PM"),
        ("OK, an alarm is set for today at 03:00 PM.", .english, "English am and pm are written AM and PM"),
        ("OK, a timer is set for 5 minutes", .english, "an English sentence ends with . ? ! or a closing bracket"),
    ])
    func eachRuleCatchesWhatItNames(reply: String, language: ReplyLanguage, rule: String) {
        #expect(ReplyStyle.violations(of: reply, in: language).contains(rule), "\(reply)")
    }

    @Test(arguments: [
        ("好的，已为您设置今晚 24:00（3月11日 00:00）的闹钟，到时提醒您看球赛。", ReplyLanguage.chinese),
        ("有 2 个闹钟符合：明天 07:00 的闹钟（晨跑）；明天 07:30 的闹钟。要取消哪一个？全部取消请说「都取消」。", .chinese),
        ("要倒计时多久呢？（例如：10 分钟）", .chinese),
        ("2¹⁰⁰ ≈ 1.26765060022823 × 10³⁰", .chinese),
        ("OK, an alarm is set for today at 3:00 PM to remind you: “call Bob”.", .english),
        ("OK, I’ll remind you every hour: “drink water”.", .english),
        ("You have 1 timer: a timer today at 09:30: “喝水”.", .english),
        ("What time should the alarm go off? (for example: 7:30 AM)", .english),
        ("10 ÷ 3 ≈ 3.33333333333333", .english),
        ("OK, a timer is set for 21 minutes.", .english),
    ])
    func aReplyAPersonWouldWritePasses(reply: String, language: ReplyLanguage) {
        #expect(ReplyStyle.violations(of: reply, in: language).isEmpty, "\(reply)")
    }

    @Test func everyReplyGoldenIsChecked() {
        let files = Self.replyGoldens
        // timer.set, alarm.set, schedule.list, schedule.cancel, calc.evaluate, clock.now and agent, each in zh and en.
        #expect(files.count >= 14, "\(files)")
        for file in files {
            let lines = Self.lines(file.output)
            #expect(lines.count == file.sentences.count, "\(file.name): \(lines.count) replies for \(file.sentences.count) sends")
        }
    }

    @Test func everyGoldenReplyKeepsTheStyle() {
        var checked = 0
        for reply in Self.goldenReplies() {
            checked += 1
            let broken = ReplyStyle.violations(of: reply.text, in: reply.language)
            #expect(broken.isEmpty, "\(reply.file): “\(reply.text)” breaks \(broken)")
        }
        #expect(checked >= 200, "checked \(checked) replies")
    }

    // MARK: Reading the goldens

    struct Reply {
        let file: String
        let text: String
        let language: ReplyLanguage
    }

    static let builtinIDs = Set(BuiltinSkills.all().map(\.id))

    struct TextGolden {
        let name: String
        let sentences: [String]
        let output: String
    }

    static var replyGoldens: [TextGolden] {
        GoldenTests.cases.filter { $0.hasPrefix("replies/") }.compactMap(textGolden)
    }

    /// A golden run with `--output text`: the sentences it sends and the replies, one a line.
    static func textGolden(_ name: String) -> TextGolden? {
        let base = GoldenTests.directory.appendingPathComponent(name).path
        guard let output = try? String(contentsOfFile: base + ".out.txt", encoding: .utf8),
              let input = try? String(contentsOfFile: base + ".in.jsonl", encoding: .utf8) else { return nil }
        let sentences = lines(input).compactMap { line -> String? in
            guard let command = try? JSONParser.parse(line), command["cmd"] == "send" else { return nil }
            return command["text"]?.stringValue
        }
        return TextGolden(name: name, sentences: sentences, output: output)
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    static func goldenReplies() -> [Reply] {
        var replies: [Reply] = []
        for name in GoldenTests.cases {
            if let golden = textGolden(name) {
                let answers = lines(golden.output)
                // Only where every send has its one line: then the nth line answers the nth sentence.
                guard answers.count == golden.sentences.count else { continue }
                for (sentence, text) in zip(golden.sentences, answers) {
                    replies.append(Reply(file: name, text: text, language: ReplyLanguage(detectingIn: sentence)))
                }
                continue
            }
            replies += eventReplies(name)
        }
        return replies
    }

    /// The `reply` events of a JSON golden, each with its sentence's language, but those of a skill
    /// the golden registers (a built-in's id registered again too).
    static func eventReplies(_ name: String) -> [Reply] {
        let base = GoldenTests.directory.appendingPathComponent(name).path
        guard let output = try? String(contentsOfFile: base + ".out.jsonl", encoding: .utf8) else { return [] }
        let input = (try? String(contentsOfFile: base + ".in.jsonl", encoding: .utf8)) ?? ""
        let registered = Set(lines(input).compactMap { line -> String? in
            guard let command = try? JSONParser.parse(line), command["cmd"] == "register" else { return nil }
            return command["skill"]?["id"]?.stringValue
        })
        var replies: [Reply] = []
        var language = ReplyLanguage.chinese
        var skill: String?
        for line in lines(output) {
            guard let event = try? JSONParser.parse(line) else { continue }
            switch event["event"]?.stringValue {
            case "match":
                language = ReplyLanguage(detectingIn: event["text"]?.stringValue ?? "")
                skill = nil
            case "state":
                if let named = event["skill"]?.stringValue { skill = named }
            case "reply":
                guard let text = event["reply"]?.stringValue ?? event["text"]?.stringValue else { continue }
                if let skill, !builtinIDs.contains(skill) || registered.contains(skill) { continue }
                replies.append(Reply(file: name, text: text, language: language))
            default:
                continue
            }
        }
        return replies
    }
}

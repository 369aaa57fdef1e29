import AgentCore
import Foundation
import Testing

/// The word lists (`<Dimension>/words/*.txt`, generated into `WordLists` by shell/words) say what
/// role their words play. Two lists of different roles must not share a word, unless the roles
/// are compatible below, with the reason: a word that one reader counts as filler and another
/// as content, or as a negation and a request, would make them disagree about the sentence.
struct WordRoleTests {
    /// Roles whose lists may share words, and why.
    static let compatible: [(String, String, String)] = [
        ("request", "question", "a polite request is put as a question: 能不能帮我, 可不可以, can you"),
        ("exclamation", "soft-particle", "啊, 呀, 哦, 哈 close an exclamation and soften any clause alike"),
        ("exclamation", "question", "嘛 closes a question (你知道嘛) and an exclamation (好冷嘛) alike"),
        ("report", "soft-particle", "啦 is 了 and 啊 in one: it reports and softens at once (下雨啦)"),
        ("degree", "few-marker", "好 before 几 is a few (好几次); before a word of degree it exclaims (好热)"),
        ("negation", "question", "没有 closing a clause asks (下雨了没有); before a verb it negates (没有让我去)"),
        // Time: lists of first characters (bare-day-ends, day-cue-starts) hold a character, not a word.
        ("day-end", "relative-prefix", "上 and 下 start the period words that end a bare day (一月二十三下午) and are a week's or month's prefix (下周, 上个月)"),
        ("day-end", "day-cue", "提, 叫, 喊, 闹, 记 start what asks for something: it ends a bare day (一月二十三提醒我) and makes 15号 the day asked about"),
        ("day-end", "period", "早 and 晚 are periods before a clock (早7点) and start the period words that end a bare day (一月二十三早上)"),
        ("after", "bound-word", "之后, 以后 say after a count of days (三天之后) and hold their 后 from a 后天 after them (之后天气)"),
        ("period", "bound-word", "早上, 晚上, 午后 are periods and hold their last character from a day word after them (早上周五, 午后天)"),
        ("date-mark", "weekday-number", "日 after a day's number marks it (15日); after 周 or 星期 it is Sunday (星期日)"),
        ("few-marker", "relative-prefix", "这 before 几 is a few (这几天); before 周 or 月 it is this week's or month's (这周五)"),
        ("few-marker", "day-cue", "那 before 几 is a few (那几天); after 15号 it starts 那天, the day asked about"),
        ("few-marker", "after", "后 before 几 is a few (后几天); after a count of days it is after (三天后)"),
        ("person", "third-person", "他 and 她 are persons a lone 一点 may follow as one o'clock (他一点到), and the third persons a question may be about"),
        ("preposition", "joiner", "到, 至 introduce a time (到一点) and join a range of weekdays (周一到周五); 和, 及 a time and a list of weekdays (周二和周四)"),
        ("day", "weekday-number", "天 is the noun day (每天一点) and, after 周 or 星期, Sunday (星期天)"),
        ("numeral", "weekday-number", "一 … 六 start an hour (三点) and, after 周 or 星期, are weekdays (周三)"),
        ("few-marker", "numeral", "十 before 几 is a few (十几天); before 点 it starts an hour (十点)"),
        ("question", "month", "may opens a question (may I) and is a month after a day's number or before one (may 5th)"),
        ("greeting", "clock-numeral", "oh opens an exclamation (oh hi) and, between an hour and minutes, is a zero (seven oh five)"),
        ("request", "unit", "time asks to time something (time 5 minutes) and, after a number, counts times (3 times)"),
        ("greeting", "request", "hey, hi, ok greet as they open a request (hey, set a timer)"),
        ("request", "reminder-cue", "提醒我, 叫我, remind me ask for something and name a reminder at once"),
        ("request", "look-up", "看看, 查一下, show ask for something and name the looking up of a schedule at once (看看我的闹钟)"),
        ("reminder-cue", "reminder-item", "提醒 asks for a reminder as a verb (提醒我喝水) and names one as a noun (取消提醒)"),
        ("follow-up", "question", "呢, 还是, what about ask as they follow up (明天呢, what about tomorrow)"),
        ("follow-up", "request", "再 asks again as it follows up (再查一下)"),
        ("follow-up", "degree", "那么 follows up at the head of a clause (那么明天呢) and measures before a word of degree (那么冷)"),
        ("follow-up", "few-marker", "那 follows up at the head of a clause (那明天呢) and points before 几 (那几个)"),
        ("follow-up", "topic", "about follows up after what (what about tomorrow) and names a topic after a noun (a song about rain)"),
        ("about-words", "other-task", "翻译, translate ask about words and name a task no skill does: either keeps the sentence from a skill"),
        ("all", "question", "all asks which items there are (all my alarms?) as it takes every item (cancel all)"),
        ("cancel", "asks-sunny", "clear empties a schedule (clear my alarms) and names a clear sky (will it be clear); the words after it tell which"),
        ("not-degree", "asks-sunny", "太阳 is no 太 of degree; it is the sun a weather question asks about"),
    ]

    /// Roles whose lists may share words with a list of any role, and why: they say nothing of
    /// what a sentence asks, so they cannot make two readers disagree about it.
    static let compatibleWithAny: [(String, String)] = [
        ("filler", "filler words are what carries no content; every cue (请, 帮我, 什么, 呢) is also no content"),
        ("boundary", "a boundary list marks where a value (a place, a reminder's wording, a schedule item) starts or ends; the words that do play their own roles elsewhere (请问阳朔, 腾冲明天天气)"),
    ]

    struct WordList {
        var path: String
        var role: String
        var words: [String]
    }

    /// Every list, read from its data file as shell/words reads it.
    static let lists: [WordList] = {
        let language = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/AgentLanguage")
        var lists: [WordList] = []
        let files = FileManager.default.enumerator(at: language, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "txt" && $0.deletingLastPathComponent().lastPathComponent == "words" }
            .sorted { $0.path < $1.path } ?? []
        for file in files {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            var role = ""
            var words: [String] = []
            var inHeader = true
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                if inHeader, line.hasPrefix("#") {
                    if line.hasPrefix("# role:") { role = line.dropFirst(7).trimmingCharacters(in: .whitespaces) }
                    continue
                }
                inHeader = false
                if line.isEmpty || line.hasPrefix("#") { continue }
                if line.hasPrefix("\""), let word = try? JSONDecoder().decode(String.self, from: Data(line.utf8)) {
                    words.append(word)
                } else {
                    words.append(line)
                }
            }
            lists.append(WordList(path: String(file.path.dropFirst(language.path.count + 1)), role: role, words: words))
        }
        return lists
    }()

    @Test func theListsAreThere() {
        #expect(Self.lists.count >= 18)
        #expect(Self.lists.allSatisfy { !$0.role.isEmpty && !$0.words.isEmpty })
    }

    @Test func listsOfDifferentRolesShareNoWordUnlessTheRolesAreCompatible() {
        var roles: [String: [(role: String, path: String)]] = [:]
        for list in Self.lists {
            for word in list.words { roles[word, default: []].append((list.role, list.path)) }
        }
        for (word, holders) in roles.sorted(by: { $0.key < $1.key }) {
            for (i, a) in holders.enumerated() {
                for b in holders[(i + 1)...] where a.role != b.role {
                    if Self.compatibleWithAny.contains(where: { $0.0 == a.role || $0.0 == b.role }) { continue }
                    let allowed = Self.compatible.contains { ($0.0 == a.role && $0.1 == b.role) || ($0.0 == b.role && $0.1 == a.role) }
                    #expect(allowed, "'\(word)' is \(a.role) in \(a.path) and \(b.role) in \(b.path)")
                }
            }
        }
    }

    /// A list is compared with the sentence as the matcher folds it: its words must be folded already.
    @Test func theWordsAreFolded() {
        for list in Self.lists {
            for word in list.words {
                let folded = String(String.UnicodeScalarView(MatchText.unicodeScalars(of: word)))
                #expect(folded == word, "'\(word)' of \(list.path) is not folded: \(folded)")
            }
        }
    }
}

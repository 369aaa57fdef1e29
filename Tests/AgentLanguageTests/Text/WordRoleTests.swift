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

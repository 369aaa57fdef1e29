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
        // Durations: a word's role there is often its position, before or after a number.
        ("minus", "range-joiner", "- before a number is a sign (-5分钟); between two it joins a range (3-5分钟)"),
        ("count-blocker", "duration-unit", "周 after a number counts weeks (两周); before one it names a weekday (周三)"),
        ("count-blocker", "question", "几 asks (几点); before a number it makes the count vague (几十分钟): no span either way"),
        ("soft-particle", "question", "嘛 closes a question (你知道嘛) and softens an answer (十嘛) alike"),
        ("span-follower", "report", "a span may be followed by anything that closes a clause: 了, 啦 (等了五分了) as much as 后"),
        ("span-follower", "soft-particle", "a span may be followed by anything that closes a clause: 吧, 啊 (五分吧)"),
        ("span-follower", "exclamation", "a span may be followed by anything that closes a clause: 呀, 哦 (才五分呀)"),
        ("span-follower", "question", "a span may be followed by anything that closes a clause: 呢, 嘛 (五分呢)"),
        ("span-follower", "few-marker", "前 and 后 after a span place it (五分后); before 几 they make a few (前几天)"),
        // Calculations: what a calculation drops or reads may be another reader's word.
        ("padding", "score-verb", "得 after a calculation asks its result (三加五得几); before a number of 分 it scores (得100分)"),
        ("padding", "not-number", "一下 and 一共 hold 一 but count nothing: the number reader passes over them, a calculation drops them"),
        ("padding", "greeting", "hey before a calculation greets, and the calculation drops it"),
        ("operand-joiner", "range-joiner", "to joins operands to combine (add 3 to 4) and numbers into a range (3 to 5 minutes)"),
        ("then", "span-follower", "再 goes on after a span (五分钟再叫我) and, in a calculation, ends what came before (六加四再乘三)"),
        ("punctuation", "range-joiner", "~ between two numbers of a span joins a range (5~10分钟); a calculation passes over it"),
        ("power", "span-follower", "的 leads a power or a multiple in a calculation (2的10次方) and may follow a span (五分的)"),
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

import AgentProtocol
import Foundation

/// The sentences of `Tests/Data` (the dev set and the corpus), text only: for tests that hold a
/// reader to a property over many sentences written by people, not over a few chosen ones.
public enum CorpusTexts {
    public static let all: [String] = ["dev.jsonl", "corpus.jsonl"].flatMap(texts(of:))

    private static func texts(of file: String) -> [String] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Data/\(file)")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in (try? JSONParser.parse(String(line)))?["text"]?.stringValue }
    }
}

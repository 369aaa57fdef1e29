/// A way out of a slip: the known name closest to a misspelt one ('sned' → 'send', '--determinstic'
/// → '--deterministic', 'keyword' → 'keywords', 'timer.sett' → 'timer.set'), by edit distance with
/// a swap of neighbours counting one; close enough when at most one edit for names of up to four
/// characters and two beyond. Ties go to the name listed first.
public enum DidYouMean {
    public static func suggestion(for word: String, among names: some Sequence<String>) -> String? {
        let typed = Array(word.lowercased().unicodeScalars)
        let most = typed.count <= 4 ? 1 : 2
        var best: (name: String, distance: Int)?
        for name in names where name != word {
            let distance = self.distance(typed, Array(name.lowercased().unicodeScalars), most: most)
            if distance <= most, distance < (best?.distance ?? .max) { best = (name, distance) }
        }
        return best?.name
    }

    /// "; did you mean 'send'?", or nothing.
    public static func hint(for word: String, among names: some Sequence<String>) -> String {
        suggestion(for: word, among: names).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Optimal string alignment distance, given up past `most`.
    private static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], most: Int) -> Int {
        guard abs(a.count - b.count) <= most else { return most + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = min(current[j], previous2[j - 2] + 1) }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}

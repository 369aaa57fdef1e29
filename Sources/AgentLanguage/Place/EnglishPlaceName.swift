/// Rule English place name: after "in", "for", "at" or "about" (Place/words/english-place-markers), or an
/// "and" or "also" opening the sentence ("and Porto?"; english-another-openers), that does not end its
/// clause, the capitalised words that follow, at most four and up to the end of their clause, name the
/// place: "weather in Reykjavik", "forecast for New York City, please" → New York City; not a weekday,
/// month, season or unit (english-non-places: "weather for Monday", "in Celsius"). Words are runs of
/// letters with inner ' ’ - and . ("Xi'an", "St. Louis"); one ending in those marks ends its clause
/// without them ("in Paris.").
enum EnglishPlaceName {
    static func place(in sentence: Sentence) -> PlaceGuess? {
        let words = runs(in: sentence.written)
        let folded = sentence.folded
        for (i, marker) in words.enumerated()
        where !marker.endsClause && (markers.isAll(of: folded, marker.span) || i == 0 && openers.isAll(of: folded, marker.span)) {
            var place: [Range<Int>] = []
            for next in words[(i + 1)...] {
                guard ("A"..."Z").contains(sentence.written[next.span.lowerBound]), !notPlaces.isAll(of: folded, next.span),
                    place.count < 4
                else { break }
                place.append(next.span)
                if next.endsClause { break }
            }
            if let first = place.first, let last = place.last {
                let name = place.map { String(String.UnicodeScalarView(sentence.written[$0])) }.joined(separator: " ")
                return PlaceGuess(name: name, span: first.lowerBound..<last.upperBound)
            }
        }
        return nil
    }

    /// Runs of letters (with inner ' ’ - .), without the marks they end in, and whether punctuation follows.
    private static func runs(in written: [Unicode.Scalar]) -> [(span: Range<Int>, endsClause: Bool)] {
        var runs: [(span: Range<Int>, endsClause: Bool)] = []
        var start = -1
        func close(at end: Int, _ endsClause: Bool) {
            if start >= 0 { runs.append((start..<end, endsClause)) }
            start = -1
        }
        for (i, scalar) in written.enumerated() {
            if TextScan.isASCIILetter(scalar) {
                if start < 0 { start = i }
            } else if start >= 0, isInner(scalar) {
                continue
            } else {
                close(at: i, false)
                if !TextScan.isSpace(scalar), let last = runs.indices.last { runs[last].endsClause = true }
            }
        }
        close(at: written.count, true)
        // A word ending in "." or "'" ("Beijing." at the end) ends its clause without the mark.
        return runs.map { run in
            var end = run.span.upperBound
            var ends = run.endsClause
            while end > run.span.lowerBound, isInner(written[end - 1]) {
                end -= 1
                ends = true
            }
            return (run.span.lowerBound..<end, ends)
        }
    }

    private static func isInner(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "'" || scalar == "\u{2019}" || scalar == "-" || scalar == "."
    }

    private static let markers = PhraseList(WordLists.englishPlaceMarkers)
    private static let openers = PhraseList(WordLists.englishAnotherOpeners)
    private static let notPlaces = PhraseList(WordLists.englishNonPlaces)
}

/// Rule words before the weather: in the first clause that holds a weather word, the words from
/// after the words of asking, motion and time to the next time or weather word, with the linking
/// words at either end cut (的, 那边, 会; Place/words/place-linking-words), are the place when they
/// are one to three words of two to six Chinese characters, not a kind of place alone (non-places)
/// and with no pronoun, question word, particle (non-place-characters) or numeral, nor one character
/// doubled (嘿嘿, 听听): "稻城明天会下雪吗" → 稻城, but "这边热不热", "我这里热死了" and "嘿嘿天气怎么样"
/// → nothing. A word of two times (今天下午) is a time, as each is.
enum PlaceBeforeWeather {
    static func place(in words: PlaceWords) -> Range<Int>? {
        let text = words.text
        var start = 0
        while start < words.count {
            var end = start
            while end < words.count, !words.roles[end].contains(.clauseBreak) { end += 1 }
            if (start..<end).contains(where: { words.roles[$0].contains(.weather) }) {
                var first = start
                while first < end, !words.roles[first].isDisjoint(with: [.leading, .motion]) || words.isTime(first) { first += 1 }
                var stop = first
                while stop < end, !words.isTime(stop), !words.roles[stop].contains(.weather) { stop += 1 }
                var last = stop
                while first < last, words.roles[first].contains(.linking) { first += 1 }
                while last > first, words.roles[last - 1].contains(.linking) { last -= 1 }
                guard (1...3).contains(last - first) else { return nil }
                let place = words.words[first].lowerBound..<words.words[last - 1].upperBound
                // 嘿嘿, 听听: a doubled character is an interjection or a verb tried, not a place.
                guard (2...6).contains(place.count), !PlaceWords.isNotPlace(text, place),
                      !(place.count == 2 && text[place.lowerBound] == text[place.lowerBound + 1]),
                    text[place].allSatisfy({ Lexicon.isChinese($0) && !Lexicon.isNumeral($0) && !notInPlaces.contains($0) })
                else { return nil }
                return place
            }
            start = end + 1
        }
        return nil
    }

    private static let notInPlaces = MoodWords.characters(WordLists.nonPlaceCharacters)
}

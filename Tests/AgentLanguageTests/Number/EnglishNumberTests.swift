@testable import AgentLanguage
import Testing

/// `EnglishNumber`: number words (`WordLists.englishOnes`, `englishTens`, `englishScales`).
struct EnglishNumberTests {
    @Test(arguments: [
        ("five minutes", 5.0, 4), ("twenty five", 25, 11), ("twenty-five", 25, 11), ("ninety secs", 90, 6),
        ("a hundred", 100, 9), ("two hundred", 200, 11), ("eleven", 11, 6), ("zero", 0, 4), ("nineteen", 19, 8),
        ("Forty", 40, 5),
    ])
    func readsEnglishNumberWords(text: String, value: Double, end: Int) throws {
        let read = try #require(EnglishNumber.read(Array(text.unicodeScalars), at: 0, article: true))
        #expect(read.value == value)
        #expect(read.end == end)
    }

    @Test(arguments: ["someone", "tone", "minute", "a", "often"])
    func englishWordsInsideOtherWordsAreNoNumbers(text: String) {
        let scalars = Array(text.unicodeScalars)
        #expect(scalars.indices.allSatisfy { EnglishNumber.read(scalars, at: $0) == nil })
    }
}

/// `EnglishNumber.readNumeral`: whole English numerals, as calculations say them.
struct EnglishNumeralTests {
    @Test(arguments: [
        ("eight hundred eighty-eight", 888.0, 0, 26), ("seventeen hundred", 1700, 0, 17), ("one thousand and nine", 1009, 0, 21),
        ("two thousand three hundred forty", 2340, 0, 32), ("a thousand", 1000, 0, 10), ("a hundred and six", 106, 0, 17),
        ("five million", 5_000_000, 0, 12), ("six point two five", 6.25, 2, 18), ("point seven", 0.7, 1, 11),
        ("nine point", 9, 0, 4), ("forty two apples", 42, 0, 9), ("three billion", 3e9, 0, 13),
    ] as [(String, Double, Int, Int)])
    func readsWholeNumerals(text: String, value: Double, fractionDigits: Int, end: Int) throws {
        let read = try #require(EnglishNumber.readNumeral(Array(text.unicodeScalars), at: 0))
        #expect(read.value == value)
        #expect(read.fractionDigits == fractionDigits)
        #expect(read.end == end)
    }

    @Test(arguments: ["a", "an apple", "point", "the point is", "someone", "hundred", "thousands"])
    func readsNoNumeralInOtherWords(text: String) {
        #expect(EnglishNumber.readNumeral(Array(text.unicodeScalars), at: 0) == nil)
    }
    /// Rule a number said in words alone: the one number word or pair of a sentence with no numeral.
    @Test(arguments: [
        ("no, make it six", 6.0), ("make that twenty five then", 25), ("change it to eleven please", 11),
        ("push it back to ten", 10),
    ])
    func readsTheOneNumberSaidInWords(text: String, value: Double) throws {
        let lone = try #require(Sentence(text).loneEnglishNumber)
        #expect(lone.value == value)
    }

    @Test(arguments: ["another one", "no one is up yet", "make it 6", "five or six of them", "nothing to count here"])
    func readsNoNumberWhereOneIsAPronounOrThereAreMore(text: String) {
        #expect(Sentence(text).loneEnglishNumber == nil)
    }
}

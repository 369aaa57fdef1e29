import AgentCalendar
import AgentCore
import AgentProtocol

/// A sentence read once: what every reader and rule of the language layer consumes.
///
/// It holds the text as written (what a reply quotes) and folded as the keyword matcher folds
/// it (`MatchText`: ASCII lowercased, full-width ASCII folded, so "１９：４５" reads as "19:45",
/// traditional characters simplified), one scalar for one scalar, so an offset in one is an
/// offset in the other and in a keyword hit. What is read of it is read the first time some
/// reader asks, and kept: its words (the lexicon's segmentation), its English words, the values
/// it names (durations, a time expression, the interval of a repeat, numbers, a calculation).
///
/// A class, so that every reader of one sentence shares what was read; not `Sendable`, since
/// it is read within one step of the agent, on one thread, and so needs no lock.
public final class Sentence {
    /// The sentence as written.
    public let text: String
    /// Folded, as scalars the readers compare with literals.
    public let scalars: [Unicode.Scalar]
    /// Folded, as values: what the keyword matcher and the lexicon read.
    public let folded: [UInt32]

    /// `text`, folded here.
    public convenience init(_ text: String) {
        self.init(text, folded: MatchText.scalars(of: text))
    }

    /// `text`, which `folded` holds as `MatchText.scalars(of:)` folds it.
    public init(_ text: String, folded: [UInt32]) {
        self.text = text
        self.folded = folded
        scalars = folded.map { Unicode.Scalar($0) ?? "\u{FFFD}" }  // every value is a scalar's
    }

    public var count: Int { folded.count }

    /// The sentence with the scalars of `spans` made spaces, each at its place: what the rest says
    /// without them.
    func blanking(_ spans: [Range<Int>]) -> Sentence {
        // As written where the text is one scalar for each folded one (as folding keeps it), else as folded.
        var written = written.count == folded.count ? written : scalars
        var folded = folded
        for span in spans {
            for i in span where i < folded.count {
                written[i] = " "
                folded[i] = 0x20
            }
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: written)
        return Sentence(text, folded: folded)
    }

    /// The scalars as written, unfolded (what a `pattern` parameter is matched against).
    public private(set) lazy var written: [Unicode.Scalar] = Array(text.unicodeScalars)

    // MARK: Words

    /// The words, in order, covering the sentence (`Lexicon.segment`).
    public private(set) lazy var words: [Range<Int>] = Lexicon.segment(folded)
    /// The words of `words` in a spaced script (English words, numbers), which are whole words
    /// where a Chinese one is one reading among others.
    var spacedWords: [Range<Int>] { words.filter { !Lexicon.isChinese(folded[$0.lowerBound]) } }
    /// Where the words begin and end, as a lookup.
    private(set) lazy var boundaries = Boundaries(words: words, count: folded.count)
    /// The runs of English letters, as words.
    private(set) lazy var english = EnglishWords(folded)

    // MARK: Values

    /// Every duration, in order (`DurationExtractor.all(in:)`).
    public private(set) lazy var durations: [DurationMatch] = DurationExtractor.all(in: self)
    /// The time expression (`TimeExpressionReader.read(_:)`).
    public private(set) lazy var time: TimeExpression? = TimeExpressionReader.read(self)
    /// The time parts joined into groups, which `time` and `timeAskedAbout` both choose from
    /// (`TimePartScanner`): scanned once.
    private(set) lazy var timeGroups: [TimePart] = TimePartScanner.groups(of: TimePartScanner.parts(of: self), in: self)
    /// The time expression read as a question reads it, with days that may be something else
    /// (15号 of 15号楼) taken when nothing surer is written (`AskedDayReader`).
    public private(set) lazy var timeAskedAbout: TimeExpression? = TimeExpressionReader.read(self, weakDays: true)
    /// Where the durations and the time stand, durations first: what names an item's moment.
    var durationAndTimeSpans: [Range<Int>] {
        durations.map { $0.start..<$0.end } + (time.map { [$0.start..<$0.end] } ?? [])
    }
    /// Minutes of an hour said before, no hour after them ("make it quarter past": `MinutesOfTheHour.read(_:)`), read
    /// once for the analysis and the changed clock.
    public private(set) lazy var minutesOfTheHour: MinutesOfTheHour? = MinutesOfTheHour.read(self)
    /// The interval of a repeat (`RecurrenceReader.interval(in:)`).
    public private(set) lazy var interval: RecurrenceReader.Interval? = RecurrenceReader.interval(in: self)
    /// Every number, in order (`NumberReader.all(in:)`).
    public private(set) lazy var numbers: [(value: Double, start: Int, end: Int)] = NumberReader.all(in: self)
    /// The one number said in English words of a sentence with no numeral ("make it five";
    /// `EnglishNumber.lone(in:)`).
    public private(set) lazy var loneEnglishNumber: (value: Double, start: Int, end: Int)? = EnglishNumber.lone(in: self)
    /// The number read last and where it starts: the time readers read the number at one offset
    /// in turn (a clock, a date, a count of days), and it is read once.
    private var lastNumber: (start: Int, reading: (value: Double, end: Int)?)?
    /// The calculation the sentence holds, if any (`ArithmeticParser.read(_:)`).
    public private(set) lazy var arithmetic: ArithmeticReading = ArithmeticParser.read(self)

    /// An operation on a last value that the sentence holds (再乘以三), for a follow-up (`ArithmeticParser.continuation`).
    public private(set) lazy var continuation: ArithmeticContinuation? = ArithmeticParser.continuation(in: self)
    /// The words for items of the schedule it holds (闹钟, 提醒, timer; `ScheduleItems.find(in:)`): the
    /// schedule's request, the look-up of an item's time and a value set read them alike.
    private(set) lazy var scheduleItems: [ScheduleItems.Item] = ScheduleItems.find(in: self)
    /// What the sentence asks to be reminded of, or the label of an alarm (`ReminderReading`).
    public private(set) lazy var reminder: String? = ReminderReading.reminder(in: self)

    /// How a moment repeats: the interval's repeat, else the repeating day of the time.
    public var recurrence: Recurrence? {
        if let interval { return interval.recurrence }
        return time.flatMap(RecurrenceReader.rule(of:))
    }

    // MARK: Places (Place/)

    /// The first city the sentence names (`CityGazetteer.find(in:)`): the analysis, the city
    /// parameter and the weather all ask.
    public private(set) lazy var city: CityMatch? = CityGazetteer.find(in: self)
    /// The place a weather question names that the gazetteer does not know (`PlaceNameGuesser.guess(in:)`).
    public private(set) lazy var place: PlaceGuess? = PlaceNameGuesser.guess(in: self)

    // MARK: Scanning

    /// The folded scalar at `i`, or nil outside the sentence.
    subscript(_ i: Int) -> Unicode.Scalar? {
        i >= 0 && i < scalars.count ? scalars[i] : nil
    }

    /// The sentence as written from `start` to `end`.
    func quote(_ start: Int, _ end: Int) -> String {
        MatchText.substring(of: text, scalars: start..<end)
    }

    func has(_ word: [Unicode.Scalar], at i: Int) -> Bool {
        i >= 0 && TextScan.hasPrefix(scalars, word, at: i)
    }

    func isSpace(_ i: Int) -> Bool {
        self[i].map(TextScan.isSpace) ?? false
    }

    func isDigit(_ i: Int) -> Bool {
        guard let scalar = self[i] else { return false }
        return scalar.value >= 0x30 && scalar.value <= 0x39
    }

    func isLetter(_ i: Int) -> Bool {
        self[i].map(TextScan.isASCIILetter) ?? false
    }

    /// Whether `range` holds nothing but `words` (an English one as a whole word), spaces and
    /// punctuation: what stands beside a value that says nothing else (lone-clock-fillers beside a
    /// clock of its own, narrowing-answer-fillers beside a day given as an answer).
    func holdsOnly(_ words: PhraseList, in range: Range<Int>) -> Bool {
        var i = range.lowerBound
        while i < range.upperBound {
            if TextScan.isSpace(scalars[i]) || TextScan.isEndPunctuation(scalars[i]) {
                i += 1
                continue
            }
            guard !(isLetter(i - 1) && isLetter(i)), let (_, length) = words.longestMatch(in: folded, at: i), i + length <= range.upperBound,
                  !(isLetter(i + length - 1) && isLetter(i + length))
            else { return false }
            i += length
        }
        return true
    }

    /// The first offset at or after `i` that is not a space.
    func skipSpaces(from i: Int) -> Int {
        var j = i
        while isSpace(j) { j += 1 }
        return j
    }

    /// The last offset before `i` that is not a space, or -1.
    func skipSpacesBack(before i: Int) -> Int {
        var j = i - 1
        while j >= 0, isSpace(j) { j -= 1 }
        return j
    }

    /// A run of ASCII digits at `i`: its value (nil when too long to be a time), end and length.
    func digits(at i: Int) -> (value: Int?, end: Int, count: Int)? {
        guard isDigit(i) else { return nil }
        var j = i
        var value = 0
        while isDigit(j) {
            if j - i < 6 { value = value * 10 + Int(scalars[j].value - 0x30) }
            j += 1
        }
        return (j - i <= 6 ? value : nil, j, j - i)
    }

    /// The number starting at `i` (`NumberReader.read(_:at:)`) and where it ends.
    func number(at i: Int) -> (value: Double, end: Int)? {
        if let lastNumber, lastNumber.start == i { return lastNumber.reading }
        let reading = NumberReader.read(scalars, at: i)
        lastNumber = (i, reading)
        return reading
    }

    /// A number at `i` (digits or Chinese numerals) that is a whole one within `range`, as an
    /// `Int`, and where it ends; nil for any other number or none.
    func wholeNumber(at i: Int, in range: ClosedRange<Int>) -> (value: Int, end: Int)? {
        guard let (value, end) = number(at: i), let whole = Checked.integer(value, in: range) else {
            return nil
        }
        return (whole, end)
    }

    /// Whether `start..<end` holds a mark that ends a clause (`Clause`): parts on either side of
    /// one belong to different thoughts.
    func hasClauseBreak(from start: Int, to end: Int) -> Bool {
        Clause.holdsBreak(folded, from: start, to: end)
    }
}

import AgentProtocol

/// How a sentence is put, as far as matching needs to know: whether it asks for
/// something, where its words begin and end, which stretches are not asked for,
/// and where it names values. Offsets are Unicode scalar offsets, as keyword hits.
///
/// AgentCore knows no language: the `Understanding` of the language side fills it in.
public struct SentenceAnalysis: Sendable, Equatable {
    /// Whether the sentence asks for something.
    public enum Mood: Sendable, Equatable {
        /// A request: 帮我, 提醒我, 设, "remind me", "set", "please" (`cue` as written).
        case request(cue: String)
        /// A question: 吗, 多少, 几点, 冷不冷, "what", "is it".
        case question(cue: String)
        /// It asks about words, not for a task: "“倒计时”用英语怎么说", "what does 'sleet' mean".
        case aboutWords(cue: String)
        /// It asks how things are in general, or the listener's taste, not for a task: 为什么今天这么冷,
        /// "the difference between weather and climate", "how does the timer work", "do you like the rain".
        case aboutThings(cue: String)
        /// It reports what has happened or exclaims how things are (北京下雨了, 今天好热,
        /// 太痛苦了; `cue` the 了 or the degree word): a statement however short, never terse.
        case report(cue: String)
        /// A statement, complaint, description or story: it asks for nothing. `declined` is a
        /// request cue it holds negated or said of someone else (不用提醒我, 她说…叫我), or a
        /// choice it concedes ("rain or not, the match is on"): a sentence that says so is a
        /// statement whatever its likeness to requests.
        case statement(declined: String?)

        /// A statement with no request cue at all.
        public static let statement = Mood.statement(declined: nil)

        public var asks: Bool {
            switch self {
            case .request, .question: return true
            case .aboutWords, .aboutThings, .report, .statement: return false
            }
        }

        /// Whether the sentence is a request (`request`).
        public var requests: Bool {
            if case .request = self { return true }
            return false
        }

        /// Whether the sentence reports or exclaims (`report`).
        public var reports: Bool {
            if case .report = self { return true }
            return false
        }
    }

    /// A stretch whose words nobody asks for: a title or quotation (《晴天》, "November Rain"),
    /// or the topic of another task (帮我写一首关于下雨的诗).
    public struct Shield: Sendable, Equatable {
        public var span: Range<Int>
        /// Said in the `match` event: "inside quotation marks", "in the topic of another task".
        public var reason: String
        /// A quotation shields its words from every skill; the topic of another task only
        /// from skills that answer requests (a registered skill's keywords may name that task).
        public var shieldsEverySkill: Bool

        public init(span: Range<Int>, reason: String, shieldsEverySkill: Bool = true) {
            self.span = span
            self.reason = reason
            self.shieldsEverySkill = shieldsEverySkill
        }
    }

    /// A value the sentence names: a duration, a clock time or day, a number, a city, an expression.
    public struct Reading: Sendable, Equatable {
        public var kind: ParameterKind
        public var span: Range<Int>

        public init(kind: ParameterKind, _ span: Range<Int>) {
            self.kind = kind
            self.span = span
        }
    }

    /// A look-up or cancellation of the schedule (我有哪些闹钟, 取消明天的闹钟): the act and the
    /// word that says it.
    public struct ScheduleRequest: Sendable, Equatable {
        public var act: ScheduleAct
        public var cue: String

        public init(act: ScheduleAct, cue: String) {
            self.act = act
            self.cue = cue
        }
    }

    /// What the candidates of a sentence ask of its analysis.
    public struct Demand: Sendable, Equatable {
        /// The parameter kinds the candidates read: values of other kinds need not be looked for
        /// (durations, clock times and numbers always are: they are every skill's context).
        public var kinds: ParameterKinds
        /// Whether a candidate weighs evidence (needs a value, answers requests only, acts on the
        /// schedule). Without, only the words, their inflections and quotations count, so the
        /// mood, values, filler, clauses and topics are not read: registered skills' keywords are
        /// matched without reading what none of them weighs.
        public var weighsEvidence: Bool

        public init(kinds: ParameterKinds, weighsEvidence: Bool = true) {
            self.kinds = kinds
            self.weighsEvidence = weighsEvidence
        }

        /// What `skills` ask: the kinds they read, and whether any has evidence to weigh.
        public init(of skills: some Sequence<any Skill>) {
            var kinds = ParameterKinds()
            var weighs = false
            for skill in skills {
                for parameter in skill.parameters { kinds.insert(parameter.kind) }
                weighs = weighs || skill.evidence != .none
            }
            self.init(kinds: kinds, weighsEvidence: weighs)
        }
    }

    public var mood: Mood
    /// Where the word that decided the mood stands, when one did (帮我, 吗, the 了 of a report).
    public var moodCue: Range<Int>?
    /// Set when the sentence looks up or cancels what is scheduled rather than setting something.
    public var scheduleRequest: ScheduleRequest?
    /// Where a sentence with no act on the schedule names its items (闹钟, timer): words of what is
    /// scheduled, which say no act; none where a request's cue is a verb of setting (设闹钟 sets one).
    public var scheduleItems: [Range<Int>]
    /// The sentence's words in order, covering it: a hit counts only on their boundaries.
    public var words: [Range<Int>]
    /// The words of a spaced script (English words, numbers): unlike a Chinese word, which is
    /// one reading of its characters among others, such a word is whole, and a hit that begins
    /// or ends inside it cuts it ("the time" across "the timer").
    public var spacedWords: [Range<Int>]
    /// Offsets inside English words where an inflection begins (rain|ing, minute|s): a hit
    /// may end there, so "rain" counts in "raining" but not in "rainbow".
    public var inflections: [Int]
    public var shields: [Shield]
    public var readings: [Reading]
    /// The readings a request sets: what a verb of setting takes as its object (set 45 minutes
    /// for the cookies) or an item of the schedule is set for (a timer for 4 pm). Such a value is
    /// what the request asks for: it names the skill that sets it, and a skill that needs a value
    /// of another kind does not ask for its own.
    public var valuesSet: [Reading]
    /// Stretches that carry no content of their own: particles, politeness, the cue, punctuation.
    public var filler: [Range<Int>]
    /// The sentence's clauses, split at commas, full stops and their like.
    public var clauses: [Range<Int>]
    /// Where the sentence names someone by a pronoun (我, 你, 他): a clause that tells of someone
    /// is no bare command ("我都得六点半起床" is not "闹钟六点半"). Read of reports only, the one mood
    /// that asks for a bare command (`WeighedCandidate.isBareBesideItsReport`).
    public var persons: [Range<Int>]
    /// Per scalar, the content unit it belongs to (each ideograph is one, an English word or
    /// a number is one), or -1 for spaces and punctuation; units are numbered in order.
    private var contentUnits: [Int32]

    public init(mood: Mood, moodCue: Range<Int>? = nil, words: [Range<Int>], spacedWords: [Range<Int>] = [], inflections: [Int] = [], shields: [Shield] = [],
                readings: [Reading] = [], valuesSet: [Reading] = [], filler: [Range<Int>] = [], clauses: [Range<Int>]? = nil,
                persons: [Range<Int>] = [], contentUnits: [Int32], scheduleRequest: ScheduleRequest? = nil, scheduleItems: [Range<Int>] = []) {
        self.scheduleRequest = scheduleRequest
        self.scheduleItems = scheduleItems
        self.clauses = clauses ?? [0..<contentUnits.count]
        self.mood = mood
        self.moodCue = moodCue
        self.words = words
        self.spacedWords = spacedWords
        self.inflections = inflections
        self.shields = shields
        self.readings = readings
        self.valuesSet = valuesSet
        self.filler = filler
        self.persons = persons
        self.contentUnits = contentUnits
    }

    /// The content units left outside `covered` and (unless `countingFiller`) the filler, in the clauses that `hits`
    /// fall in: a clause that is all keyword, value and filler ("倒计时30分钟", "北京天气",
    /// "我要泡脚，给我定个二十分钟") leaves none. Counting stops at `limit`: whether any is
    /// left is known at the first.
    public func contentLeft(outside covered: [Range<Int>], inClausesOf hits: [Range<Int>], countingFiller: Bool = false,
                            countingUpTo limit: Int = .max) -> Int {
        var left = 0
        // A unit only partly covered ("minutes" of "5minutes") counts once: its scalars are
        // adjacent, and units are numbered in order.
        var lastCounted: Int32 = -1
        for clause in clauses where hits.contains(where: { clause.overlaps($0) }) {
            for i in clause where contentUnits[i] > lastCounted {
                if covered.contains(where: { $0.contains(i) }) || (!countingFiller && filler.contains(where: { $0.contains(i) })) { continue }
                lastCounted = contentUnits[i]
                left += 1
                if left >= limit { return left }
            }
        }
        return left
    }

    /// Whether the sentence reports (`Mood.report`) in a clause that `hits` fall in, or where
    /// its report stands is not known: a report in a clause of its own beside them ("計時器三分鐘，泡麵啦")
    /// says why, an aside to what they ask.
    public func reports(inClausesOf hits: [Range<Int>]) -> Bool {
        guard mood.reports else { return false }
        guard let cue = moodCue else { return true }
        return clauses.contains { clause in clause.overlaps(cue) && hits.contains { clause.overlaps($0) } }
    }

    /// The longer word that holds `range` inside it (热 in 热狗), or the spaced word it begins or
    /// ends inside ("timer" of "the timer" for "the time"), if there is one; an English word's
    /// inflection counts as its end ("rain" in "raining" is no cut). A Chinese word that only
    /// overlaps `range` (下关 across 提醒一下关火) is another reading of the same characters, not a
    /// word the hit cuts through.
    public func wordCut(by range: Range<Int>) -> Range<Int>? {
        for word in words where word.lowerBound <= range.lowerBound && range.upperBound <= word.upperBound {
            if word.count > range.count && !(word.lowerBound == range.lowerBound && inflections.contains(range.upperBound)) {
                return word
            }
        }
        for word in spacedWords {
            let cutsStart = word.lowerBound < range.lowerBound && range.lowerBound < word.upperBound
            let cutsEnd = word.lowerBound < range.upperBound && range.upperBound < word.upperBound
                && !inflections.contains(range.upperBound)
            if cutsStart || cutsEnd { return word }
        }
        return nil
    }

    /// The shield `range` lies in, if any, for a skill that does or does not answer requests only.
    public func shield(over range: Range<Int>, answersRequestsOnly: Bool) -> Shield? {
        shields.first {
            ($0.shieldsEverySkill || answersRequestsOnly)
                && $0.span.lowerBound <= range.lowerBound && range.upperBound <= $0.span.upperBound
        }
    }

    /// The first reading of `kind`.
    public func reading(of kind: ParameterKind) -> Reading? {
        readings.first { $0.kind == kind }
    }
}

import AgentCalendar
import AgentCore
import AgentProtocol
import FoundationEssentials

/// Reads a parameter's value from a sentence by the parameter's kind: from a sentence that
/// asks for something (`sentence`), or from the answer to the question asked for it (`answer`),
/// where a bare "10" is ten of the parameter's unit and a `text` is the answer whole.
public enum ParameterReader {
    public enum Mode: Sendable {
        case sentence, answer
    }

    public static func value(of parameter: SkillParameter, in sentence: Sentence, mode: Mode,
                             context: ExtractionContext) -> ParameterValue? {
        switch parameter.kind {
        case .duration:
            let seconds = mode == .answer
                ? DurationExtractor.answer(sentence, unit: parameter.unit)
                : sentence.durations.first?.seconds
            // Zero is returned, not dropped: the skill refuses it with a reason.
            return seconds.map { duration($0, context: context) }
        case .number:
            let read = mode == .answer ? NumberReader.readWhole(sentence) : sentence.numbers.first?.value
            return read.map { number($0, context: context) }
        case .text:
            guard mode == .answer else { return nil }
            let trimmed = sentence.text.trimmingSpaces()
            return trimmed.isEmpty ? nil : .text(trimmed)
        case .clockTime:
            return clockTime(in: sentence, mode: mode, context: context)
        case .city:
            return city(in: sentence, mode: mode, context: context)
        case .pattern:
            // A spec's small patterns are read compiled (`SpecSkill`); the rest are compiled here.
            guard let source = parameter.pattern else { return nil }
            return PatternParameter.value(of: parameter, source: source, in: sentence, context: context)
        case .expression:
            return expression(in: sentence, context: context)
        case .recurrence:
            // A sentence or an answer says it (每天早上七点 answering 几点？), or the moment is a one-off.
            return sentence.recurrence.map(ParameterValue.recurrence)
        case .date:
            return date(in: sentence, context: context)
        case .choice:
            return ChoiceReader.choose(parameter.choices, in: sentence, asAnswer: mode == .answer, now: context.now,
                                       zone: context.timeZone).map(ParameterValue.choices)
        }
    }

    /// The day the text names (明天, 下周一, 3月15号, "on Saturday"), today's included; a day that is
    /// past and has no date (上周五) is refused with `out_of_range`, a date no calendar has with
    /// `invalid_input`.
    private static func date(in sentence: Sentence, context: ExtractionContext) -> ParameterValue? {
        let today = CivilTime(context.now, in: context.timeZone)
        let chinese = context.language == .chinese
        switch AskedDayReader.read(sentence, now: LocalMoment(today)) {
        case nil:
            // 那天, "that day": the day named last.
            guard !context.earlier.isEmpty, PointingBack.namesDay(sentence), let day = context.earlier.day(in: context.timeZone), day >= CalendarDate(today)
            else { return nil }
            return .date(day)
        case let .daysAhead(days)?:
            let day = CalendarDate(today).addingDays(days)
            // The last days of the year 9999 have no tomorrow the calendar can write.
            guard day.year <= 9999 else { return pastTheCalendar(context) }
            return .date(day)
        case .past?:
            return .invalid(SkillError(code: .outOfRange, message: "that day has passed",
                                       reply: chinese ? "那一天已经过去了。" : "That day has already passed."))
        case .nonexistent?:
            return .invalid(SkillError(code: .invalidInput, message: "that date does not exist",
                                       reply: chinese ? "这个日期不存在。" : "That date does not exist."))
        }
    }

    /// The text that holds an expression (the sentence, or the answer), or the refusal of
    /// numbers and operators that do not parse ("2+"); nothing when there is no number at all.
    private static func expression(in sentence: Sentence, context: ExtractionContext) -> ParameterValue? {
        switch sentence.arithmetic {
        case .expression: return .text(sentence.text)
        case let .invalid(error): return .invalid(error.refusal(in: context.language))
        case .none: return nil
        }
    }

    /// The Chinese name of a city the gazetteer finds ("weather in Beijing" is 北京), else the
    /// place a weather question seems to name (腾冲明天天气); an answer is taken whole.
    private static func city(in sentence: Sentence, mode: Mode, context: ExtractionContext) -> ParameterValue? {
        if let match = sentence.city { return .text(match.name) }
        if mode == .answer {
            let trimmed = sentence.text.trimmingSpaces()
            return trimmed.isEmpty ? nil : .text(trimmed)
        }
        if let guess = sentence.place { return .text(guess.name) }
        // "do i need an umbrella there", 那边冷吗: the place named last.
        if !context.earlier.isEmpty, PointingBack.namesPlace(sentence), let place = context.earlier.place { return .text(place) }
        return nil
    }

    /// A number, or the refusal of one too large for any reckoning ("1e400").
    static func number(_ value: Double, context: ExtractionContext) -> ParameterValue {
        guard value.isFinite else {
            return .invalid(SkillError(
                code: .invalidInput, message: "the number is too large",
                reply: context.language == .chinese ? "这个数太大了。" : "That number is too large."))
        }
        return .number(value)
    }

    /// A duration, or the refusal of a negative one ("负五分钟") or of one past a hundred years
    /// ("99999999999999999999秒", "in 10^400 minutes").
    static func duration(_ seconds: Double, context: ExtractionContext) -> ParameterValue {
        guard seconds >= 0 else {
            return .invalid(SkillError(
                code: .invalidInput, message: "a duration cannot be negative",
                reply: context.language == .chinese ? "时长不能是负数。" : "A duration cannot be negative."))
        }
        guard let checked = Checked.duration(seconds) else {
            return .invalid(SkillError(
                code: .invalidInput, message: "a duration can be at most 100 years",
                reply: context.language == .chinese ? "时长最长只能是 100 年。" : "A duration can be at most 100 years."))
        }
        return .duration(seconds: checked)
    }

    /// Rule a narrowing answer: asked for a clock time, a sentence of a day or a part of the day with no
    /// clock (明天早上, 礼拜六吧, "um, tomorrow evening"; nothing else but narrowing-answer-fillers) is no
    /// answer, but the answer to come takes it (`clockTime` reads the day and period of the sentence
    /// that asked). 明天天气怎么样 says more: it is a request of its own.
    static func narrows(_ sentence: Sentence, for parameter: SkillParameter) -> Bool {
        guard parameter.kind == .clockTime, let time = sentence.time, time.problem == nil, time.hour == nil,
              time.day != nil || time.period != nil else { return false }
        return sentence.holdsOnly(narrowingFillers, in: 0..<time.start) && sentence.holdsOnly(narrowingFillers, in: time.end..<sentence.folded.count)
    }

    private static let narrowingFillers = PhraseList(WordLists.narrowingAnswerFillers)

    /// A time of day placed relative to now in the zone in force, made earlier by the span after
    /// 提前 ("X，提前十分钟提醒我" fires ten minutes before X). An answer without a day takes the day
    /// (a date, a weekday, a lunar date), period and advance of the sentence that asked ("wake me
    /// up tomorrow" answered by "7:30" is tomorrow at 7:30). A date without a time of day gives no
    /// value, so the skill asks for the time. A repeating day (每天早上七点, 每周五, 工作日) is its
    /// first occurrence at or after now (or after the day said as the start: 从3月15号开始每天).
    private static func clockTime(in sentence: Sentence, mode: Mode, context: ExtractionContext) -> ParameterValue? {
        guard var expression = sentence.time ?? (mode == .answer ? hourAlone(in: sentence) : nil) else { return nil }
        if expression.problem != nil { return refusal(of: expression, in: sentence, language: context.language) }
        // 那天下午两点提醒我, "remind me that day at 10": on the day named last.
        if expression.day == nil, !context.earlier.isEmpty, PointingBack.namesDay(sentence), let day = context.earlier.day(in: context.timeZone) {
            expression.day = .date(year: day.year, month: day.month, day: day.day)
            if expression.period == nil { expression.period = PointingBack.period(in: sentence) }  // "at 7 that evening"
        }
        if mode == .sentence { expression = asTheLast(expression, in: sentence, context: context) }
        if mode == .answer, let question = context.question {
            if let asked = TimeExpressionReader.read(question), asked.problem == nil {
                if expression.day == nil { expression.day = asked.day }
                if expression.period == nil, expression.day == asked.day { expression.period = asked.period }
                if expression.repetition == nil, expression.day == asked.day { expression.repetition = asked.repetition }
            }
            // 开会前，提前十分钟提醒我 holds an advance but no time.
            if expression.leadSeconds == nil { expression.leadSeconds = DurationExtractor.advance(in: question)?.seconds }
        }
        guard expression.hour != nil else { return nil }
        expression = WakingHours.adjusted(expression, in: mode == .answer ? Sentence(context.question ?? sentence.text) : sentence)
        let today = CivilTime(context.now, in: context.timeZone)
        guard let resolved = TimeExpressionReader.resolve(expression, now: LocalMoment(today)) else {
            // The clock is good (impossible clocks are problems): the day is one that month lacks (下个月31号).
            return .invalid(SkillError(
                code: .invalidInput, message: "that date does not exist",
                reply: context.language == .chinese ? "这个日期不存在。" : "That date does not exist."))
        }
        var target = today.addingDays(resolved.daysAhead)
        target.hour = resolved.hour
        target.minute = resolved.minute
        target.second = resolved.second
        var date = target.date(in: context.timeZone)
        guard let lead = Checked.duration(max(0, expression.leadSeconds ?? 0)) else {
            return duration(expression.leadSeconds ?? 0, context: context)  // its refusal: past a hundred years
        }
        if let rule = RecurrenceReader.rule(of: expression) {
            // The first occurrence whose reminder (lead seconds before it) is still to come.
            // After now, not at it: a moment at now has passed (`DayResolver`), and 每天九点 said at nine starts tomorrow.
            let soonest = context.now.addingTimeInterval(lead)
            if rule.frequency == .daily, expression.day != nil, date > soonest {
                date = rule.first(at: target, onOrAfter: date, in: context.timeZone) ?? date
            } else {
                date = rule.first(at: target, after: soonest, in: context.timeZone) ?? date
            }
        }
        return moment(date.addingTimeInterval(-lead), context: context)
    }

    /// Rule one more as the last: a new request said to be as the last one (too, as well, an' all, 也;
    /// same-as-the-last) at a bare hour from 1 to 11 with no day and no part of the day takes the day
    /// and the half of the day of the moment the last request set: after "wake us at six the morn",
    /// "and give us a shout at quarter past six an' all" is 06:15 that morning, where a bare 6 alone
    /// is 18:00 today. A follow-up that names a day keeps the half the same way (`ChangedClock.sameHalf`).
    private static func asTheLast(_ expression: TimeExpression, in sentence: Sentence, context: ExtractionContext) -> TimeExpression {
        guard expression.day == nil, expression.period == nil, expression.repetition == nil, let hour = expression.hour,
              (1...11).contains(hour), !context.earlier.isEmpty, SameAsTheLast.holds(sentence),
              let last = context.earlier.moment(in: context.timeZone), last.date(in: context.timeZone) > context.now
        else { return expression }
        var said = expression
        said.day = .date(year: last.year, month: last.month, day: last.day)
        said.period = .half(of: last.hour)
        return said
    }

    /// "7" answering 几点? or "what time?": a whole number of 0–24 alone is the hour, read as the hours
    /// of any clock are (7 as written, 3 in the afternoon).
    private static func hourAlone(in sentence: Sentence) -> TimeExpression? {
        guard let value = NumberReader.readWhole(sentence), value == value.rounded(), (0...24).contains(value) else { return nil }
        return TimeExpression(hour: Int(value), minute: 0, start: 0, end: sentence.scalars.count)
    }

    /// An instant, or the refusal of one the calendar cannot write (past the year 9999).
    private static func moment(_ date: Date, context: ExtractionContext) -> ParameterValue {
        Checked.instant(date, in: context.timeZone).map(ParameterValue.instant) ?? pastTheCalendar(context)
    }

    private static func pastTheCalendar(_ context: ExtractionContext) -> ParameterValue {
        .invalid(SkillError(
            code: .outOfRange, message: "that moment is past the year 9999",
            reply: context.language == .chinese
                ? "这个时间超出了日历的范围（到 9999 年为止）。" : "That moment is past the end of the calendar (the year 9999)."))
    }

    /// The refusal of a time that is written but cannot be set: 25点, 2月30日, 上周三.
    private static func refusal(of expression: TimeExpression, in sentence: Sentence, language: ReplyLanguage) -> ParameterValue {
        let whole = sentence.quote(expression.start, expression.end)
        let written = expression.problemKind == .nonexistentDate
            ? expression.problemRange.map { sentence.quote($0.lowerBound, $0.upperBound) } ?? whole : whole
        let reply: String
        switch (expression.problemKind, language) {
        case (.nonexistentDate?, .chinese): reply = "「\(written)」这个日期不存在。"
        case (.nonexistentDate?, .english): reply = "There is no such date as “\(written)”."
        case (_, .chinese): reply = "「\(written)」不是一个能设置的时间。"
        case (_, .english): reply = "“\(written)” is not a time I can set."
        }
        return .invalid(SkillError(code: .invalidInput, message: expression.problem ?? "not a time", reply: reply))
    }

    /// Durations claim their stretch of text first, in parameter order; numbers
    /// then take what is left, so "泡一壶茶3分钟" gives 3 minutes and no count of 3.
    public static func values(of parameters: [SkillParameter], in sentence: Sentence,
                              context: ExtractionContext) -> [String: ParameterValue] {
        var values: [String: ParameterValue] = [:]
        // A reply template reads nothing: no reader need run.
        guard !parameters.isEmpty else { return values }
        var claimed: [Range<Int>] = []
        var durations = sentence.durations[...]
        for parameter in parameters where parameter.kind == .duration {
            guard let match = durations.popFirst() else { break }
            values[parameter.name] = duration(match.seconds, context: context)
            claimed.append(match.start..<match.end)
        }
        var numbers = sentence.numbers.filter { number in
            !claimed.contains { $0.overlaps(number.start..<number.end) }
        }[...]
        for parameter in parameters where parameter.kind == .number {
            guard let found = numbers.popFirst() else { break }
            values[parameter.name] = number(found.value, context: context)
        }
        for parameter in parameters where parameter.kind != .duration && parameter.kind != .number {
            if let value = value(of: parameter, in: sentence, mode: .sentence, context: context) {
                values[parameter.name] = value
            }
        }
        return values
    }
}

import AgentCalendar
import AgentCore
import AgentProtocol
import AgentLanguage
import FoundationEssentials

/// `clock.now` — 现在几点了, 几点了现在, 请告诉我时间, "what time is it"; the date of another day
/// (下周三是几号, 三天后星期几, "what is the date in 5 days"), how many days until one (距离春节还有几天),
/// and the time in another city (纽约现在几点).
///
/// Keywords: the ways of asking the time, the date, the weekday, the month or the year
/// (现在几点, 几点了, 今天几号, 礼拜几, 今年是哪一年, what time, what day, the date, …);
/// it answers requests and questions only. The parameter `asks` is what the question asks for
/// (`ClockQuestionReader`: time, date, weekday, month, year), and the reply says that: 现在是 09:00。,
/// 今天是周二（3月10日）。; without it (今天几号星期几) the reply says the date and the time. A day
/// other than today (`AskedDayReader`: 明天, 下周三, 三天后, "in 5 days", "next friday") asked for its
/// date or weekday, or how many days away it is, is the parameter `date` (and `festival`, the
/// festival that names it), and the reply says that day and how far it is: 那天是 2026年3月18日
/// （周三），8天后。, 春节是 2027年2月6日（周六），还有333天。
/// Result data: `{now}`, the time the sentence was received, ISO 8601 with the zone's offset; with
/// a day, `date` (YYYY-MM-DD) and `days` (from today, negative for a day past) too. A city named
/// (纽约现在几点, "what time is it in Dallas") whose zone is not the one in force is answered in its
/// zone (`City.zone`, from the committed city data): `now` with that zone's offset, `place` (its
/// Chinese name) and `zone` (IANA).
public struct ClockSkill: ImmediateSkill, SentenceReadingSkill {
    /// Taught ahead from the labelled sentences (see `SampleLearning`); its few samples are for `selftest`.
    public let learning = SampleLearning.taughtAhead
    public let id = "clock.now"
    public let displayName = "时间"
    public let description = "告诉你现在的日期和时间"
    public let keywords = ["现在几点", "几点", "是几点", "几点了", "几点啦", "几点钟", "几点几分", "多少点", "现在的时间", "现在时间",
                           "告诉我时间", "什么时间", "时间", "报时", "几号", "多少号", "号", "星期几", "礼拜几", "周几", "几月", "几月份",
                           "哪一天", "日期", "几几年", "二零几年", "哪一年", "哪年", "今天是周", "今天是星期", "今天是礼拜", "今天周", "今天星期",
                           "今天礼拜", "今儿礼拜", "是不是星期", "是不是周", "是不是礼拜", "上午还是下午",
                           "what time", "the time", "current time", "time is it", "time check", "what day", "the date",
                           "what date", "what year", "what month", "which day", "day is it", "day of the week", "is today", "today's date", "date today", "month are we", "month is it",
                           "year is it", "am or pm", "what weekday", "which weekday", "报个时", "今天是哪", "is it monday", "is it tuesday", "is it wednesday",
                           "is it thursday", "is it friday", "is it saturday", "is it sunday",
                           "还有几天", "还有多少天", "还剩几天", "还剩多少天", "还差几天", "how many days until", "how many days till",
                           "how many days are left", "how many more days", "how many days are there", "how many days is it",
                           "how many days do we have", "how many days have we got", "how many days to go", "how many days away", "days to go", "days left until", "days left till", "days until", "days till", "how long until", "how long till",
                           "how many sleeps", "sleeps until", "sleeps till",
                           // As learners from Portuguese and Spanish put it (quantos dias faltam para): the days missing.
                           "how many days is missing", "how many days are missing", "days missing for", "days missing to", "days missing until",
                           // And as they put it from French and Slavic tongues (combien de jours restent, сколько дней осталось).
                           "how many days remain", "how many days remaining", "days remaining until", "days remaining till", "how many days before",
                           // As learners from Russian put it (сколько времени): how much is the time.
                           "how much is time", "how much is the time", "how much time is it", "how much time is now",
                           // And from German and Slavic tongues (wie viel Uhr, która godzina): how much clock, which hour.
                           "how much clock", "how much o'clock", "which hour is it",
                           // Danish and Norwegian hvad er klokken, Slovak and Croatian koliko je sati: how much is the clock, the hours.
                           "how much is the clock", "how much is clock", "how much is the hour", "how much is the hours", "what is the clock",
                           "time in", "what hour", "hour and minute", "exact time", "how late is it",
                           "哪天", "初几", "还有几周", "还剩几周", "还有几个星期", "which date", "how many weeks", "weeks until", "weeks till", "when is", "when's",
                           "it's monday", "it's tuesday", "it's wednesday", "it's thursday", "it's friday", "it's saturday", "it's sunday"]
    /// 都几点了 exclaims how late it is (都几点了还不让下班), and asks nothing.
    public let excludeKeywords = ["都几点了", "都几点啦", "都几点钟了"]
    public let evidence = SkillEvidence(answersRequestsOnly: true)
    public let parameters = [SkillParameter(name: "asks", title: "问的是", kind: .text),
                             SkillParameter(name: "date", title: "日期", kind: .date),
                             // Text, not .city: the analysis then reads no city for every clock question (see `mayNamePlace`).
                             SkillParameter(name: "place", title: "地点", kind: .text),
                             SkillParameter(name: "festival", title: "节日", kind: .text)]
    public let samples = ["现在几点了", "现在几点钟", "what time is it"]
    public let negativeSamples = ["倒计时30分钟", "明天早上七点半叫我起床"]

    /// The rules of a time zone by its IANA name, nil when there is no data for it (the CLI reads
    /// `$TZDIR` or /usr/share/zoneinfo).
    let zones: @Sendable (String) -> TimeZoneRules?

    public init(zones: @escaping @Sendable (String) -> TimeZoneRules? = { _ in nil }) {
        self.zones = zones
    }

    /// What it asks, and the day other than today whose date or weekday it asks (not its time: 明天几点 is no date).
    public func parameters(in sentence: Sentence, context: ExtractionContext) -> [String: ParameterValue] {
        let subject = ClockQuestionReader.subject(of: sentence)
        var values: [String: ParameterValue] = subject.map { ["asks": .text($0.rawValue)] } ?? [:]
        if let place = Self.place(in: sentence) { values["place"] = .text(place.name) }
        guard subject == .date || subject == .weekday || subject == .days || subject == nil else { return values }
        let today = CivilTime(context.now, in: context.timeZone)
        if case let .daysAhead(days)? = AskedDayReader.read(sentence, now: LocalMoment(today)), days != 0 || subject == .days {
            values["date"] = .date(CalendarDate(today).addingDays(days))
            if let festival = FestivalReader.name(in: sentence) { values["festival"] = .text(festival) }
        }
        return values
    }

    /// A follow-up names another place without asking the time again (伦敦呢, "and in Paris?"), or
    /// the day after the date asked ("and the day after?").
    public func followUpParameters(in sentence: Sentence, last: [String: ParameterValue],
                                   context: ExtractionContext) -> [String: ParameterValue] {
        var values = parameters(in: sentence, context: context)
        // Only after a question about another place: a city is looked up in no other follow-up.
        if values["place"] == nil, last["place"] != nil, let city = Self.place(in: sentence, followingUp: true) {
            values["place"] = .text(city.name)
        }
        // "and the day after?" after a date asked: the day after it.
        if last["date"] != nil, let following = FollowingDay.date(in: sentence, values: values, last: last["date"], context: context) {
            values["date"] = following
        }
        return values
    }

    /// The place a question names: a city (纽约, "Dallas"), else a zone or a region of one zone
    /// ("pacific time", GMT, 加州: `TimeZoneNames`). A city counts where the question may name a
    /// place, and in any follow-up of one about another place (伦敦呢).
    private static func place(in sentence: Sentence, followingUp: Bool = false) -> City? {
        if followingUp || ClockQuestionReader.mayNamePlace(sentence), let match = sentence.city { return match.city }
        return TimeZoneNames.find(in: sentence)?.city
    }

    public func answer(_ context: SkillContext) throws(SkillError) -> SkillResult {
        var subject: ClockQuestionReader.Subject?
        if case let .text(name)? = context.parameters["asks"] { subject = ClockQuestionReader.Subject(rawValue: name) }
        if case let .text(name)? = context.parameters["place"],
           let city = CityGazetteer.city(named: name) ?? TimeZoneNames.city(named: name), city.zone != context.timeZone.identifier {
            return try answer(at: city, asked: subject, context)
        }
        let now = JSONValue.string(CivilTime.iso8601(context.now, in: context.timeZone))
        if case let .date(day)? = context.parameters["date"] {
            let today = CalendarDate(CivilTime(context.now, in: context.timeZone))
            var festival: String?
            if case let .text(name)? = context.parameters["festival"] { festival = name }
            let summary = MomentText.sayDate(day, today: today, asked: subject, named: festival, language: context.language)
            return SkillResult(summary: summary, data: .object([("now", now), ("date", .string(day.iso)),
                                                                ("days", .number(Double(today.days(to: day))))]))
        }
        let summary = MomentText.sayNow(context.now, asked: subject, in: context.timeZone, language: context.language)
        return SkillResult(summary: summary, data: .object([("now", now)]))
    }

    /// The time or date in another place: the moment in its zone, `now` with that zone's offset,
    /// and `place` and `zone` in the data.
    private func answer(at city: City, asked: ClockQuestionReader.Subject?, _ context: SkillContext) throws(SkillError) -> SkillResult {
        guard let zone = zones(city.zone) else {
            let chinese = context.language == .chinese
            throw SkillError(code: .unknownCity, message: "no time zone data for \(city.zone)",
                             reply: chinese ? "没有\(city.name)所在时区（\(city.zone)）的数据。"
                                            : "I have no time zone data for \(city.englishName) (\(city.zone)).")
        }
        let summary = MomentText.sayNow(context.now, asked: asked, in: zone, language: context.language,
                                        at: (city.name, city.englishName), local: context.timeZone)
        return SkillResult(summary: summary, data: .object([
            ("now", .string(CivilTime.iso8601(context.now, in: zone))), ("place", .string(city.name)), ("zone", .string(city.zone)),
        ]))
    }
}

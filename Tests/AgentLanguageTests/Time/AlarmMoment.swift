import AgentCalendar
import AgentCore
import AgentLanguage
import AgentProtocol

/// The moment an alarm's clock time in `text` names, read as a send reads it at Tuesday 2026-03-10 09:00 in
/// Shanghai, as ISO 8601: what the tables of the time rules compare.
func alarmMoment(_ text: String) -> String? {
    let zone = TimeZoneRules.fixed(identifier: "Asia/Shanghai", secondsEast: 8 * 3600)
    let context = ExtractionContext(now: CivilTime.parseISO8601("2026-03-10T09:00:00+08:00", defaultZone: zone)!,
                                    timeZone: zone, language: .chinese)
    let parameter = SkillParameter(name: "time", title: "时间", kind: .clockTime)
    guard case let .instant(date)? = ParameterReader.value(of: parameter, in: Sentence(text), mode: .sentence, context: context)
    else { return nil }
    return CivilTime.iso8601(date, in: zone)
}

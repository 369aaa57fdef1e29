@testable import AgentCalendar
import Foundation
import Testing

/// Every value that reaches the calendar from outside goes through `text` or `parameter`.
struct ICalendarTests {
    @Test(arguments: [
        ("起床", "SUMMARY:起床"), ("a;b,c\\d", #"SUMMARY:a\;b\,c\\d"#), ("one\ntwo", #"SUMMARY:one\ntwo"#),
        ("r1\r\nBEGIN:VEVENT\r\nEND:VEVENT", #"SUMMARY:r1\nBEGIN:VEVENT\nEND:VEVENT"#), ("tab\there\u{7F}", "SUMMARY:tab here "),
    ])
    func aTextValueIsEscaped(value: String, line: String) {
        #expect(ICalendar.text("SUMMARY", value) == line)
    }

    @Test(arguments: [
        ("Asia/Shanghai", "Asia/Shanghai"), ("odd;zone", #""odd;zone""#), ("a:b,c", #""a:b,c""#), ("quo\"te", "quo te"),
        ("new\r\nline", "new  line"),
    ])
    func aParameterValueIsQuotedWhenItMustBe(value: String, written: String) {
        #expect(ICalendar.parameter(value) == written)
    }

    /// Whatever a label holds, the calendar keeps one VEVENT per item and no line breaks but its own.
    @Test func aLabelCannotStartAnEventOfItsOwn() {
        let event = ICalendar.Event(id: "r1", start: Date(timeIntervalSince1970: 1_773_104_400),
                                    summary: "x\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nBEGIN:VALARM\r\nACTION:EMAIL")
        let text = ICalendar.calendar([event], in: .fixed(identifier: "Asia/Shanghai", secondsEast: 8 * 3600),
                                      product: "agent-skill test", stamp: Date(timeIntervalSince1970: 0))
        let lines = text.components(separatedBy: "\r\n")
        #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 1)
        #expect(!lines.contains("ACTION:EMAIL"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }
}

import AgentCLI
import AgentProtocol
import Foundation
import Testing

/// `--output text`: a readable line for everything a command answers or the schedule does, not the replies alone.
struct TextOutputTests {
    @Test func everyAnswerHasALine() async {
        let input = [
            #"{"cmd":"send","text":"一分钟后提醒我喝水"}"#, #"{"cmd":"status"}"#, #"{"cmd":"selftest"}"#, #"{"cmd":"cancel"}"#,
            #"{"cmd":"register","skill":{"id":"tea","keywords":["泡茶"],"reply":"好"}}"#, #"{"cmd":"unregister","skill":"tea"}"#,
            #"{"cmd":"snapshot"}"#, #"{"cmd":"reset"}"#,
        ].joined(separator: "\n") + "\n"
        let run = await CLITests.run(CLITests.fixed + ["--output", "text", "--wait-timers"], input: input)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "好的，已为您设置 1 分钟倒计时，到时提醒您喝水。")
        #expect(lines.contains("status: idle; 7 skills, 1 item on the schedule, 2 history entries"))
        #expect(lines.contains { $0.hasPrefix("selftest: ") && $0.hasSuffix(" passed, 0 failed") })
        #expect(lines.contains("rejected: nothing_to_cancel"))
        #expect(lines.contains("registered tea") && lines.contains("unregistered tea") && lines.contains("reset"))
        #expect(lines.contains { $0.hasPrefix(#"{"protocol":1,"skills":"#) })  // the snapshot, one line for restore
        #expect(lines.last == "fired r1 (timer.set) at 2026-03-10T09:01:00+08:00: 喝水")
    }

    @Test func anExportIsPrintedWhole() async {
        let run = await CLITests.run(CLITests.fixed + ["--output", "text"],
                                     input: "{\"cmd\":\"send\",\"text\":\"明天早上七点叫我\"}\n{\"cmd\":\"export\"}\n")
        #expect(run.stdout.contains("BEGIN:VCALENDAR") && run.stdout.hasSuffix("END:VCALENDAR\n"))
    }
}

@testable import AgentLanguage
import Testing

/// Rule `DigitRun`: a run of digits is a number; before 十/百/千/万/亿 it counts them.
struct DigitRunTests {
    @Test(arguments: [
        ("倒计时30分钟", [30.0]), ("３０分钟后叫我", [30]), ("房间号是007", [7]), ("1万2千步", [12_000]), ("3千米", [3000]),
        ("2万人", [20_000]), ("1.5万", [15_000]), ("2e4万", [200_000_000]), ("set 45 alarms", [45]), ("12345", [12_345]),
    ])
    func readsTheDigits(text: String, values: [Double]) {
        #expect(NumberReader.all(in: Sentence(text)).map(\.value) == values, "\(text)")
    }

    @Test(arguments: ["万一下雨", "百货大楼", "千万别忘了", "没有数字", "v2ray", "mp3s"])
    func readsNoCountWhereNoneIsWritten(text: String) {
        let found = NumberReader.all(in: Sentence(text)).map(\.value)
        #expect(found.isEmpty || text.hasPrefix("v2") && found == [2] || text == "mp3s" && found == [3], "\(text): \(found)")
    }
}

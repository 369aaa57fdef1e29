@testable import AgentLanguage
import Testing

/// Shrinking (`LinearModel(learning:shrinking:)`): an example its class already won by the margin
/// is passed over in the passes after. Few later steps bring one under the margin again, so the
/// model takes its examples, and sentences worded like them, as the one that visits every example
/// every pass.
struct LinearModelTests {
    /// Four skills (class 0 is "none") of a few samples each, some sharing words across skills,
    /// so that the passes after the first still move some examples and settle others.
    static let examples: [(label: Int, text: String)] = [
        (1, "放首歌"), (1, "我想听周杰伦的歌"), (1, "来点音乐"), (1, "播放一首轻音乐"), (1, "put some music on"),
        (1, "i want to listen to a song"), (1, "put on a song"),
        (2, "今天都有哪些新闻"), (2, "播报一下新闻"), (2, "看看今天的头条"), (2, "read me the news"),
        (2, "what are today's headlines"), (2, "play the news"),
        (3, "帮我叫辆车"), (3, "我要打车去机场"), (3, "叫个出租车"), (3, "call me a taxi"), (3, "book a cab to the station"),
        (4, "明天会下雨吗"), (4, "今天天气怎么样"), (4, "what's the weather today"), (4, "will it rain tomorrow"),
        (0, "出租车司机真辛苦"), (0, "the song was sad"),
    ]

    static func model(shrinking: Bool) -> LinearModel {
        LinearModel(learning: examples, classCount: 5, shrinking: shrinking, threshold: { _ in 0.1 })
    }

    @Test(arguments: examples.map(\.text) + ["来点周杰伦的歌", "播一下今天的新闻", "帮我叫个车去车站", "play a song", "read the headlines",
                                              "明天天气怎么样", "book me a taxi"])
    func takesASentenceAsLearningInFullDoes(text: String) {
        let shrunk = Self.shrunk.scored(Sentence(text)).first?.label
        let full = Self.full.scored(Sentence(text)).first?.label
        #expect(shrunk == full)
    }

    @Test func takesEachSampleForItsOwnSkill() {
        for example in Self.examples where example.label != 0 {
            #expect(Self.shrunk.scored(Sentence(example.text)).first?.label == example.label, "\(example.text)")
        }
    }

    static let shrunk = model(shrinking: true)
    static let full = model(shrinking: false)
}

@testable import AgentLanguage
import Testing

/// Rule `NonNumberWords`: words that only look like numbers are none.
struct NonNumberWordsTests {
    @Test(arguments: ["几", "几点", "一下", "等一下", "一些", "一点儿", "一会儿", "一起", "百货", "千万别", "我们一起去吧", "他一直在等",
                      "一般来说", "一定要记得"])
    func wordsThatAreNotNumbersAreNotRead(text: String) {
        let scalars = Array(text.unicodeScalars)
        let starts = scalars.indices.filter { NumberReader.read(scalars, at: $0) != nil }
        #expect(starts.isEmpty, "\(text) read at \(starts)")
    }

    @Test(arguments: [("万一", [1.0]), ("一个下午", [1]), ("一起三个人", [3]), ("一", [1])])
    func oneIsANumberOutsideThoseWords(text: String, values: [Double]) {
        #expect(NumberReader.all(in: Sentence(text)).map(\.value) == values, "\(text)")
    }
}

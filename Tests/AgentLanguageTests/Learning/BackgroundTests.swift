@testable import AgentLanguage
import Testing

/// `Background`: a value worked out on another thread is the work's result, however often it is asked.
struct BackgroundTests {
    @Test func givesTheWorksResult() {
        let squares = Background { (1...1_000).map { $0 * $0 } }
        #expect(squares.value.count == 1_000)
        #expect(squares.value.last == 1_000_000)
    }
}

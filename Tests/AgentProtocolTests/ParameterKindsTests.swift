import AgentProtocol
import Testing

struct ParameterKindsTests {
    @Test func everyKindHasABitOfItsOwn() {
        let bits = ParameterKind.allCases.map { ParameterKinds($0).rawValue }
        #expect(Set(bits).count == ParameterKind.allCases.count)
        #expect(bits.allSatisfy { $0.nonzeroBitCount == 1 })
    }

    @Test(arguments: [
        ([ParameterKind.duration, .clockTime], ParameterKind.clockTime, true),
        ([.duration, .clockTime], .date, false),
        ([], .text, false),
        ([.city, .city], .city, true),
    ])
    func holdsWhatWasPutIn(kinds: [ParameterKind], asked: ParameterKind, held: Bool) {
        #expect(ParameterKinds(kinds).contains(asked) == held)
        var built = ParameterKinds()
        for kind in kinds { built.insert(kind) }
        #expect(built == ParameterKinds(kinds))
    }
}

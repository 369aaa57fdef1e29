/// Which end of which range a `save` records.
enum CaptureSlot: Sendable {
    case wholeStart, wholeEnd, groupStart, groupEnd
}

/// One step of a Pike VM program. The first three read one scalar; the others move no position.
enum PatternInstruction: Sendable {
    case scalar(Unicode.Scalar)
    case anyButNewline
    case set(ScalarSet)
    /// Go on at both; `preferred` has the higher priority (the greedy choice, or the lazy one).
    case split(preferred: Int, other: Int)
    case jump(Int)
    case save(CaptureSlot)
    case assertStart
    case assertEnd
    case match
}

/// Turns a `PatternNode` into a program: `save wholeStart`, the pattern, `save wholeEnd`, `match`.
/// Counted repetition is written out as copies, so the size is checked as it grows: a
/// pattern like `((a{100}){100}){100}` is refused after 10,000 instructions, not a million.
struct PatternCompiler {
    static let maximumInstructions = 10_000

    private var program: [PatternInstruction] = []

    static func compile(_ tree: PatternNode) throws(PatternError) -> [PatternInstruction] {
        var compiler = PatternCompiler()
        try compiler.emit(.save(.wholeStart))
        try compiler.compile(tree)
        try compiler.emit(.save(.wholeEnd))
        try compiler.emit(.match)
        return compiler.program
    }

    /// Appends an instruction and returns its address.
    @discardableResult
    private mutating func emit(_ instruction: PatternInstruction) throws(PatternError) -> Int {
        guard program.count < Self.maximumInstructions else { throw .tooLarge }
        program.append(instruction)
        return program.count - 1
    }

    /// The address the next instruction will have.
    private var here: Int { program.count }

    /// A split between repeating once more (`body`) and going on (`skip`), ordered by greediness.
    private static func choice(body: Int, skip: Int, isGreedy: Bool) -> PatternInstruction {
        isGreedy ? .split(preferred: body, other: skip) : .split(preferred: skip, other: body)
    }

    private mutating func compile(_ node: PatternNode) throws(PatternError) {
        switch node {
        case .empty:
            break
        case let .scalar(scalar):
            try emit(.scalar(scalar))
        case .anyButNewline:
            try emit(.anyButNewline)
        case let .set(set):
            try emit(.set(set))
        case .startOfText:
            try emit(.assertStart)
        case .endOfText:
            try emit(.assertEnd)
        case let .concatenation(items):
            for item in items { try compile(item) }
        case let .alternation(branches):
            try compileAlternation(branches)
        case let .firstGroup(body):
            try emit(.save(.groupStart))
            try compile(body)
            try emit(.save(.groupEnd))
        case let .repetition(body, minimum, maximum, isGreedy):
            try compileRepetition(body, minimum: minimum, maximum: maximum, isGreedy: isGreedy)
        }
    }

    /// `a|b|c` as `split(a, split(b, c))`, each branch jumping to the end: earlier branches first.
    private mutating func compileAlternation(_ branches: [PatternNode]) throws(PatternError) {
        var jumpsToEnd: [Int] = []
        for branch in branches.dropLast() {
            let split = try emit(.jump(-1))  // patched below, once the branch's length is known
            try compile(branch)
            jumpsToEnd.append(try emit(.jump(-1)))
            program[split] = .split(preferred: split + 1, other: here)
        }
        try compile(branches[branches.count - 1])
        for jump in jumpsToEnd { program[jump] = .jump(here) }
    }

    private mutating func compileRepetition(
        _ body: PatternNode, minimum: Int, maximum: Int?, isGreedy: Bool
    ) throws(PatternError) {
        guard let maximum else {
            // x{n,}: n-1 copies, then x+ as a loop that tests after the body:
            //     B:  x
            //         split(B, out)
            //     out:
            // and x* as (?:x+)?, a split in front of that loop. Written as x* usually is
            // (L: split(B, out); B: x; jump L), a body that can match nothing would behave
            // differently under * and +: `(|a)*` would match "aaa" whole, where `(|a)+` and
            // Perl match "". Go's regexp compiles x* this way for that reason (golang.org/issue/46123).
            for _ in 0..<max(minimum - 1, 0) { try compile(body) }
            let entry = minimum == 0 ? try emit(.jump(-1)) : nil  // the split in front, patched below
            let bodyStart = here
            try compile(body)
            try emit(Self.choice(body: bodyStart, skip: here + 1, isGreedy: isGreedy))
            if let entry { program[entry] = Self.choice(body: bodyStart, skip: here, isGreedy: isGreedy) }
            return
        }
        for _ in 0..<minimum { try compile(body) }
        // x{n,m}: after n copies, m-n optional ones nested as (x(x(x)?)?)?, so once one is
        // skipped the rest are too: one way to match each count, not many.
        var splits: [Int] = []
        for _ in minimum..<maximum {
            splits.append(try emit(.jump(-1)))
            try compile(body)
        }
        for split in splits {
            program[split] = Self.choice(body: split + 1, skip: here, isGreedy: isGreedy)
        }
    }
}

/// The positions one thread has saved; the group's stay nil until its `save`s run.
struct Captures {
    var wholeStart = 0
    var wholeEnd = 0
    var groupStart: Int?
    var groupEnd: Int?

    mutating func record(_ slot: CaptureSlot, _ position: Int) {
        switch slot {
        case .wholeStart: wholeStart = position
        case .wholeEnd: wholeEnd = position
        case .groupStart: groupStart = position
        case .groupEnd: groupEnd = position
        }
    }
}

/// A set of instruction addresses that clears in constant time (Briggs and Torczon's sparse
/// set): one text position's "already added" marks.
struct SparseSet {
    private var dense: [Int] = []
    private var sparse: [Int]

    init(capacity: Int) {
        sparse = Array(repeating: 0, count: capacity)
        dense.reserveCapacity(capacity)
    }

    /// Whether `value` was new.
    mutating func insert(_ value: Int) -> Bool {
        let index = sparse[value]
        if index < dense.count && dense[index] == value { return false }
        sparse[value] = dense.count
        dense.append(value)
        return true
    }

    mutating func removeAll() {
        dense.removeAll(keepingCapacity: true)
    }
}

/// The threads alive at one text position, highest priority first. A thread is an address
/// of an instruction that reads a scalar (or `match`) and the captures that got it there.
struct ThreadList {
    struct Thread {
        var pc: Int
        var captures: Captures
    }

    private(set) var threads: [Thread] = []
    /// Every address reached at this position, `split`s and `jump`s too: reaching one again
    /// can only be by a lower-priority path, which can do nothing the first did not.
    private var reached: SparseSet

    init(capacity: Int) {
        reached = SparseSet(capacity: capacity)
        threads.reserveCapacity(capacity)
    }

    var isEmpty: Bool { threads.isEmpty }

    /// Marks `pc` as reached at this position; whether it was new.
    mutating func reach(_ pc: Int) -> Bool { reached.insert(pc) }

    mutating func append(_ thread: Thread) { threads.append(thread) }

    mutating func removeAll() {
        threads.removeAll(keepingCapacity: true)
        reached.removeAll()
    }
}

/// Runs a program over a text by moving every thread one scalar at a time, together.
/// Each instruction joins a position's list at most once, so a step costs at most the
/// program's size and a match at most text × program: no input makes it backtrack.
struct PikeVM {
    let program: [PatternInstruction]

    /// What a search found, and the work it took: `steps` counts each instruction a thread
    /// was at, at each position of the text.
    struct Search {
        var captures: Captures?
        var steps: Int
        /// False when the search stopped at its step limit, before it knew the match.
        var isComplete: Bool
    }

    /// The captures of the leftmost match, of the highest-priority thread among those starting there.
    /// The search stops once it has taken more than `stepLimit` steps (checked after each position
    /// of the text, so it may go past by one position's work, at most twice the program's size).
    func firstMatch(in text: [Unicode.Scalar], stepLimit: Int = .max) -> Search {
        var current = ThreadList(capacity: program.count)
        var next = ThreadList(capacity: program.count)
        var pending: [ThreadList.Thread] = []
        var found: Captures?
        var steps = 0

        for position in 0...text.count {
            // Unanchored search: a thread starting here, after (below) every thread that
            // started earlier. Once something matched, a later start could only be less left.
            if found == nil {
                addThread(pc: 0, Captures(), at: position, in: text, to: &current, pending: &pending, steps: &steps)
            }
            if current.isEmpty && found != nil { break }
            if steps > stepLimit { return Search(captures: nil, steps: steps, isComplete: false) }
            let scalar = position < text.count ? text[position] : nil
            steps += current.threads.count
            threadLoop: for thread in current.threads {
                let advances: Bool
                switch program[thread.pc] {
                case .match:
                    // Every thread after this one has a lower priority: drop them. Those before
                    // it are already in `next` and may still find a match they prefer.
                    found = thread.captures
                    break threadLoop
                case let .scalar(expected):
                    advances = scalar == expected
                case .anyButNewline:
                    advances = scalar != nil && scalar != "\n"
                case let .set(set):
                    advances = scalar.map(set.contains) ?? false
                case .split, .jump, .save, .assertStart, .assertEnd:
                    advances = false  // addThread follows these; they never wait in a list
                }
                if advances {
                    addThread(pc: thread.pc + 1, thread.captures, at: position + 1, in: text, to: &next, pending: &pending,
                              steps: &steps)
                }
            }
            swap(&current, &next)
            next.removeAll()
        }
        return Search(captures: found, steps: steps, isComplete: true)
    }

    /// Follows `split`, `jump`, `save` and the anchors from `pc` at `position` and adds the
    /// threads that wait for a scalar (or match) to `list`, in priority order. A stack of its
    /// own instead of recursion: a chain of 10,000 splits must not overflow the thread's stack.
    /// An address already reached is skipped, which is also what ends empty loops like `(a*)*`.
    private func addThread(
        pc: Int, _ captures: Captures, at position: Int, in text: [Unicode.Scalar],
        to list: inout ThreadList, pending: inout [ThreadList.Thread], steps: inout Int
    ) {
        pending.append(ThreadList.Thread(pc: pc, captures: captures))
        while let thread = pending.popLast() {
            guard list.reach(thread.pc) else { continue }
            steps += 1
            switch program[thread.pc] {
            case let .jump(target):
                pending.append(ThreadList.Thread(pc: target, captures: thread.captures))
            case let .split(preferred, other):
                // Last in, first out: the preferred branch is followed to the end first.
                pending.append(ThreadList.Thread(pc: other, captures: thread.captures))
                pending.append(ThreadList.Thread(pc: preferred, captures: thread.captures))
            case let .save(slot):
                var captures = thread.captures
                captures.record(slot, position)
                pending.append(ThreadList.Thread(pc: thread.pc + 1, captures: captures))
            case .assertStart:
                if position == 0 { pending.append(ThreadList.Thread(pc: thread.pc + 1, captures: thread.captures)) }
            case .assertEnd:
                if position == text.count { pending.append(ThreadList.Thread(pc: thread.pc + 1, captures: thread.captures)) }
            case .scalar, .anyButNewline, .set, .match:
                list.append(thread)
            }
        }
    }
}

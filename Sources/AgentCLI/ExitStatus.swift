/// How an invocation ends, decided here and nowhere else.
enum ExitStatus: Equatable {
    /// Every line was carried out (`--help`, `--version` too).
    case success
    /// A line got an `error` event, or the reader of stdout went away.
    case failure
    /// The arguments were not understood; nothing was read.
    case usage
    /// Signal N ended the invocation (`TerminationSignals` exits with it).
    case signalled(Int32)

    var code: Int32 {
        switch self {
        case .success: return 0
        case .failure: return 1
        case .usage: return 2
        case let .signalled(number): return 128 + number  // as a shell reports a process that signal N ended
        }
    }
}

/// Splits a byte stream into lines: `\n` ends a line, a `\r` before it is
/// dropped, and a last line without a newline still counts. A line longer than
/// `maxLineBytes` is skipped without being held in memory and reported as too long.
public struct LineReader<Source: ByteSource> {
    public enum Line: Equatable, Sendable {
        case text([UInt8], number: Int)
        case tooLong(number: Int)
    }

    private var source: Source
    private let maxLineBytes: Int
    private var buffer: [UInt8]
    private var start = 0
    private var end = 0
    private var scanned = 0
    private var atEnd = false
    private var lineNumber = 0
    /// Discarding the rest of an over-long line.
    private var skipping = false

    public init(source: Source, maxLineBytes: Int, chunkSize: Int = 1 << 16) {
        self.source = source
        self.maxLineBytes = maxLineBytes
        buffer = [UInt8](repeating: 0, count: max(chunkSize, 1))
    }

    /// The next line, or nil at the end of input. `willBlock` runs before every
    /// read of the source, so pending output can be flushed first.
    public mutating func next(willBlock: () -> Void) -> Line? {
        while true {
            if let newline = findNewline() {
                lineNumber += 1
                let lineEnd = newline > start && buffer[newline - 1] == 0x0D ? newline - 1 : newline
                let line = Array(buffer[start..<lineEnd])
                start = newline + 1
                scanned = start
                if skipping {
                    skipping = false
                    return .tooLong(number: lineNumber)
                }
                return line.count > maxLineBytes ? .tooLong(number: lineNumber) : .text(line, number: lineNumber)
            }
            // A CR last may be the first half of the line's CR LF, whose LF the next read brings.
            if end - start > maxLineBytes + (end > start && buffer[end - 1] == 0x0D ? 1 : 0) {
                // Over the limit with no newline yet: drop what we hold, remember to skip the rest.
                skipping = true
                start = end
                scanned = end
            }
            if atEnd {
                guard start < end || skipping else { return nil }
                lineNumber += 1
                let lineEnd = end > start && buffer[end - 1] == 0x0D ? end - 1 : end
                let line = Array(buffer[start..<lineEnd])
                start = end
                if skipping {
                    skipping = false
                    return .tooLong(number: lineNumber)
                }
                return line.count > maxLineBytes ? .tooLong(number: lineNumber) : .text(line, number: lineNumber)
            }
            fill(willBlock: willBlock)
        }
    }

    private mutating func findNewline() -> Int? {
        while scanned < end {
            if buffer[scanned] == 0x0A { return scanned }
            scanned += 1
        }
        return nil
    }

    private mutating func fill(willBlock: () -> Void) {
        if start > 0 {
            // Move the partial line to the front.
            let count = end - start
            if count > 0 {
                buffer.withUnsafeMutableBytes { raw in
                    raw.baseAddress!.copyMemory(from: raw.baseAddress! + start, byteCount: count)
                }
            }
            scanned -= start
            end = count
            start = 0
        }
        if end == buffer.count {
            buffer += [UInt8](repeating: 0, count: buffer.count)
        }
        willBlock()
        let n = buffer.withUnsafeMutableBytes { raw in
            source.read(into: UnsafeMutableRawBufferPointer(rebasing: raw[end...]))
        }
        if n == 0 { atEnd = true } else { end += n }
    }
}

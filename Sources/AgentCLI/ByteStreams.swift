#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where input bytes come from: a file descriptor, or memory in tests.
public protocol ByteSource {
    /// Reads up to `count` bytes into `buffer`, blocking until some arrive; 0 at end of input.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int

    /// Whether a person types the input at a terminal (the tool then says what it expects).
    var isTerminal: Bool { get }
}

extension ByteSource {
    public var isTerminal: Bool { false }
}

/// Where output bytes go; `write` returns false once the reader has gone.
public protocol ByteSink: AnyObject {
    func write(_ bytes: [UInt8]) -> Bool
}

public struct FileDescriptorSource: ByteSource {
    let fd: Int32

    public init(fd: Int32) {
        self.fd = fd
    }

    public var isTerminal: Bool { isatty(fd) == 1 }

    public mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            let n = Glibc.read(fd, buffer.baseAddress, buffer.count)
            if n >= 0 { return n }
            if errno != EINTR { return 0 }
        }
    }
}

public final class FileDescriptorSink: ByteSink {
    let fd: Int32

    public init(fd: Int32) {
        self.fd = fd
    }

    public func write(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n > 0 {
                    offset += n
                } else if n < 0 && errno == EINTR {
                    continue
                } else {
                    return false
                }
            }
            return true
        }
    }
}

/// Input held in memory, handed out in chunks of `chunkSize` to exercise line splitting.
public struct MemorySource: ByteSource {
    private let bytes: [UInt8]
    private var offset = 0
    private let chunkSize: Int

    public init(_ bytes: [UInt8], chunkSize: Int = 1 << 16) {
        self.bytes = bytes
        self.chunkSize = max(1, chunkSize)
    }

    public init(_ text: String, chunkSize: Int = 1 << 16) {
        self.init(Array(text.utf8), chunkSize: chunkSize)
    }

    public mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        let n = min(buffer.count, chunkSize, bytes.count - offset)
        guard n > 0 else { return 0 }
        bytes.withUnsafeBytes { raw in
            buffer.baseAddress!.copyMemory(from: raw.baseAddress! + offset, byteCount: n)
        }
        offset += n
        return n
    }
}

/// Output collected in memory.
public final class MemorySink: ByteSink {
    public private(set) var bytes: [UInt8] = []
    /// Each `write` call, to check when output was flushed.
    public private(set) var writes = 0

    public init() {}

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public func write(_ bytes: [UInt8]) -> Bool {
        self.bytes += bytes
        writes += 1
        return true
    }
}

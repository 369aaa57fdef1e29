#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The input of `agent-skill FILE…`: the files one after the other, `-` for stdin, read
/// as one stream, as jq reads its files. A file whose last line has no newline is given
/// one, so its last line never runs into the next file's first. Every file is opened
/// before anything is read: one that cannot be is a usage error, and nothing has run.
struct InputFiles: ByteSource {
    private var parts: [any ByteSource]
    private var current = 0
    /// Whether the part being read has given bytes and its last was not a newline.
    private var lineOpen = false
    let isTerminal: Bool

    /// - Parameter stdin: what `-` reads.
    init(_ paths: [String], stdin: some ByteSource) throws(UsageError) {
        var parts: [any ByteSource] = []
        for path in paths {
            if path == "-" {
                parts.append(stdin)
            } else {
                parts.append(try OpenedFile(path))
            }
        }
        self.parts = parts
        isTerminal = paths.contains("-") && stdin.isTerminal
    }

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while current < parts.count {
            let n = parts[current].read(into: buffer)
            if n > 0 {
                lineOpen = buffer[n - 1] != 0x0A
                return n
            }
            current += 1
            if lineOpen, buffer.count > 0 {
                lineOpen = false
                buffer[0] = 0x0A
                return 1
            }
        }
        return 0
    }
}

/// A file opened for reading, closed once it has been read to the end.
private struct OpenedFile: ByteSource {
    private var source: FileDescriptorSource?

    init(_ path: String) throws(UsageError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw UsageError("cannot read '\(path)': \(String(cString: strerror(errno)).lowercased())")
        }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            throw UsageError("cannot read '\(path)': it is a directory")
        }
        source = FileDescriptorSource(fd: fd)
    }

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        guard var file = source else { return 0 }
        let n = file.read(into: buffer)
        if n == 0 {
            close(file.fd)
            source = nil
        } else {
            source = file
        }
        return n
    }
}

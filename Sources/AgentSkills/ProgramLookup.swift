#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where an exec skill's program is, looked up when the skill is registered, so a
/// program that is not there is refused then rather than at the first send that picks it.
///
/// A name without a slash (`python3`) is looked up on `searchPath` as `posix_spawnp`
/// will look it up, and stays a name. With a `base` (the directory of a `--skills`
/// file), a relative program path (`bin/tip`, `./tip`) and every argument that starts
/// with `./` or `../` (`./tip_skill.py`) are read from that directory and written out
/// whole, so the skill runs the same program from any working directory and in any
/// later process its snapshot reaches. Without a base they are the working directory's.
public struct ProgramLookup: Sendable, Equatable {
    /// The directory relative paths are read from; nil: the working directory.
    public var base: String?
    /// PATH, as the agent has it (`posix_spawnp` searches the agent's PATH, not the child's).
    public var searchPath: String

    /// glibc's search path when PATH is unset.
    public static let defaultSearchPath = "/bin:/usr/bin"

    public init(base: String? = nil, searchPath: String?) {
        self.base = base
        self.searchPath = searchPath ?? Self.defaultSearchPath
    }

    /// Why a program cannot be run.
    public struct Missing: Error, Sendable, Equatable {
        public var message: String
    }

    /// `argv` with its paths read from `base`, once its program is known to be an executable file.
    public func resolve(_ argv: [String]) throws(Missing) -> [String] {
        guard let program = argv.first else { return argv }
        var resolved = argv
        if program.contains("/") {
            resolved[0] = fromBase(program)
            guard Self.isExecutableFile(resolved[0]) else {
                throw Missing(message: "program '\(program)' is not an executable file"
                              + (resolved[0] == program ? "" : " (looked for '\(resolved[0])')"))
            }
        } else {
            guard found(program) else {
                throw Missing(message: "program '\(program)' is not on PATH (\(searchPath))")
            }
        }
        for i in resolved.indices.dropFirst() where resolved[i].hasPrefix("./") || resolved[i].hasPrefix("../") {
            resolved[i] = fromBase(resolved[i])
        }
        return resolved
    }

    /// A relative `path` as read from `base`; the path as it is without one, or when absolute.
    private func fromBase(_ path: String) -> String {
        guard let base, !path.hasPrefix("/") else { return path }
        var joined = base.hasSuffix("/") ? base : base + "/"
        var rest = Substring(path)
        while rest.hasPrefix("./") { rest = rest.dropFirst(2) }  // `./tip` reads as `tip`
        joined += rest
        return joined
    }

    /// Whether a name without a slash is an executable file in some directory of the
    /// search path (an empty entry is the working directory, as for `posix_spawnp`).
    private func found(_ name: String) -> Bool {
        searchPath.split(separator: ":", omittingEmptySubsequences: false).contains { directory in
            Self.isExecutableFile(directory.isEmpty ? name : "\(directory)/\(name)")
        }
    }

    static func isExecutableFile(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
        return access(path, X_OK) == 0
    }
}

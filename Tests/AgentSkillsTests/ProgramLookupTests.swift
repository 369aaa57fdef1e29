import AgentProtocol
@testable import AgentSkills
import Foundation
import Testing

/// Where an exec skill's program is: looked up at registration, relative paths read
/// from a skills file's directory.
struct ProgramLookupTests {
    /// A directory with an executable `tip`, a plain file `notes.txt` and a directory `sub`.
    static let directory: String = {
        let dir = NSTemporaryDirectory() + "program-lookup-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
        precondition(FileManager.default.createFile(atPath: dir + "/tip", contents: Data("#!/bin/sh\n".utf8),
                                                    attributes: [.posixPermissions: 0o755]))
        precondition(FileManager.default.createFile(atPath: dir + "/notes.txt", contents: Data("x".utf8),
                                                    attributes: [.posixPermissions: 0o644]))
        return dir
    }()

    static let path = "/usr/bin:/bin"

    @Test(arguments: [
        // A bare name is looked up on PATH and stays a name (another machine's PATH finds its own).
        (["sh", "-c", "true"], nil, ["sh", "-c", "true"]),
        // An absolute program stays as it is.
        (["/bin/sh"], "BASE", ["/bin/sh"]),
        // With a base, a relative program and ./ or ../ arguments are read from it.
        (["./tip"], "BASE", ["BASE/tip"]),
        (["tip"], "BASE", nil),  // a bare name is never the base's: PATH only
        (["sub/../tip", "x"], "BASE", ["BASE/sub/../tip", "x"]),
        (["sh", "./tip_skill.py", "../data.txt", "plain/arg", "-c"], "BASE",
         ["sh", "BASE/tip_skill.py", "BASE/../data.txt", "plain/arg", "-c"]),
        // Without a base, relative paths are the working directory's and stay as written.
        (["sh", "./tip_skill.py"], nil, ["sh", "./tip_skill.py"]),
    ] as [([String], String?, [String]?)])
    func programsAndPathsResolve(argv: [String], base: String?, resolved: [String]?) {
        let base = base.map { _ in Self.directory }
        let lookup = ProgramLookup(base: base, searchPath: Self.path)
        let expected = resolved?.map { $0.replacingOccurrences(of: "BASE", with: Self.directory) }
        #expect((try? lookup.resolve(argv)) == expected)
    }

    @Test(arguments: [
        (["no-such-program-agent-skill"], "program 'no-such-program-agent-skill' is not on PATH (/usr/bin:/bin)"),
        (["./notes.txt"], "program './notes.txt' is not an executable file (looked for 'BASE/notes.txt')"),
        (["./sub"], "program './sub' is not an executable file (looked for 'BASE/sub')"),
        (["./missing"], "program './missing' is not an executable file (looked for 'BASE/missing')"),
        (["/no/such/program"], "program '/no/such/program' is not an executable file"),
    ])
    func aProgramThatIsNotThereIsRefused(argv: [String], message: String) {
        let lookup = ProgramLookup(base: Self.directory, searchPath: Self.path)
        #expect(throws: ProgramLookup.Missing(message: message.replacingOccurrences(of: "BASE", with: Self.directory))) {
            try lookup.resolve(argv)
        }
    }

    @Test func anEmptyPathEntryIsTheWorkingDirectory() {
        // As posix_spawnp reads PATH: "" or a leading ':' is the working directory.
        let cwd = FileManager.default.currentDirectoryPath
        #expect(FileManager.default.createFile(atPath: cwd + "/.program-lookup-here", contents: Data("#!/bin/sh\n".utf8),
                                               attributes: [.posixPermissions: 0o755]))
        defer { try? FileManager.default.removeItem(atPath: cwd + "/.program-lookup-here") }
        #expect((try? ProgramLookup(searchPath: ":/usr/bin").resolve([".program-lookup-here"])) == [".program-lookup-here"])
        #expect((try? ProgramLookup(searchPath: "/usr/bin").resolve([".program-lookup-here"])) == nil)
    }

    @Test func unsetPathSearchesWhatGlibcSearches() {
        #expect(ProgramLookup(searchPath: nil).searchPath == "/bin:/usr/bin")
    }

    @Test func theSkillRunsAndItsSnapshotCarriesThePathsAsRead() throws {
        let spec = try SkillSpec.decode(JSONParser.parse(#"{"id":"t","keywords":["k"],"exec":["./tip","./in.txt"],"timeoutMs":100}"#))
        let skill = try #require(try SkillFactory.makeSkill(from: spec, programs: ProgramLookup(base: Self.directory,
                                                                                                 searchPath: Self.path)) as? ExecSkill)
        #expect(skill.argv == [Self.directory + "/tip", Self.directory + "/in.txt"])
        #expect(skill.spec.source["exec"] == .array([.string(Self.directory + "/tip"), .string(Self.directory + "/in.txt")]))
        #expect(skill.spec.source["timeoutMs"] == 100)  // the rest of the spec as given
    }

    @Test func aMissingProgramIsAnInvalidSkillAtRegistration() {
        let json = try! JSONParser.parse(#"{"id":"gone","keywords":["k"],"exec":["no-such-program-agent-skill"]}"#)
        #expect(throws: ProtocolError(.invalidSkill, "skill 'gone': program 'no-such-program-agent-skill' is not on PATH (/usr/bin:/bin)")) {
            try SkillFactory.makeSkill(from: json, programs: ProgramLookup(searchPath: Self.path))
        }
    }
}

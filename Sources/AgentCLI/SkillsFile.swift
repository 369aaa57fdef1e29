import AgentCore
import AgentProtocol
import AgentSkills
import FoundationEssentials

/// Loads `--skills FILE`: JSON lines of `register` commands. A bad file is a
/// usage error (the invocation would not be what was asked for), named by file and line.
enum SkillsFile {
    /// The skills of the file at `path`, each line checked as a `register` would be after
    /// `earlier` (the built-ins and earlier files) and the lines before it. Exec skills'
    /// relative paths are the file's directory's (see `ProgramLookup`), whatever the working directory.
    static func load(_ path: String, programs: ProgramLookup?, after earlier: [any Skill] = []) throws(UsageError) -> [any Skill] {
        guard let bytes = readFile(path) else { throw UsageError("cannot read skills file '\(path)'") }
        let programs = programs.map { ProgramLookup(base: directory(of: path), searchPath: $0.searchPath) }
        var skills: [any Skill] = []
        var registered = Dictionary(earlier.map { ($0.id, $0) }, uniquingKeysWith: { $1 })
        var lineNumber = 0
        for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            lineNumber += 1
            var content = Array(line)
            if content.last == 0x0D { content.removeLast() }
            if content.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            func refused(_ message: String) -> UsageError { UsageError("\(path):\(lineNumber): \(message)") }
            switch CommandDecoder.decode(content) {
            case let .failure(failure):
                throw refused(failure.error.message)
            case let .success(decoded):
                guard case let .register(spec) = decoded.command else {
                    throw refused("a skills file holds only register commands")
                }
                do {
                    let skill = try SkillFactory.makeSkill(from: spec, programs: programs)
                    try SkillFactory.refuseUnbounded(skill, registered: { registered[$0] })
                    skills.append(skill)
                    registered[skill.id] = skill
                } catch {
                    throw refused(error.message)
                }
            }
        }
        return skills
    }

    /// The absolute directory that holds the file at `path`.
    static func directory(of path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        guard let slash = absolute.lastIndex(of: "/") else { return "/" }
        return slash == absolute.startIndex ? "/" : String(absolute[..<slash])
    }
}

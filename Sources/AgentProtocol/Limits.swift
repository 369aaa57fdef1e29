/// The most the agent takes of each thing, in one place. Past a limit the
/// input is refused with an `error` that names it; nothing is cut short silently.
/// (Sizes in characters are Unicode scalars, as JSON Schema's maxLength counts.)
public enum Limits {
    /// A sentence (`send`, `match`, a `--input text` line).
    public static let sentenceCharacters = 1_000
    /// Registered skills (built-ins included); replacing one in place is always allowed.
    public static let skills = 10_000
    /// Keywords of one skill, and its exclude keywords, each.
    public static let keywordsPerSkill = 100
    public static let keywordCharacters = 64
    public static let parametersPerSkill = 20
    /// A parameter's `pattern`; patterns also run in linear time (see `Pattern`).
    public static let patternCharacters = 200
    /// The work all `pattern` parameters of all candidates may do for one sentence (a send, a
    /// `match`, an answer), in steps of the pattern engine: about 10 ms. A pattern parameter
    /// read past it is not read, and a run that needs it fails `pattern_too_costly`.
    public static let patternStepsPerSentence = 1_000_000
    /// Pipelines and routers nested in one another: a pipeline of plain skills is 1 deep, a
    /// router whose base is such a pipeline 2. Deeper is refused at `register` when its parts
    /// are registered, else its run fails `composition_too_large` at the part too deep.
    public static let compositionDepth = 8
    /// The parts (stages, bases and branches) that the pipelines and routers of one send run
    /// in all, nested ones included. A skill that may run more is refused at `register` (its
    /// registered parts counted at their worst); a run that reaches it fails `composition_too_large`.
    public static let stageRunsPerSend = 1_000
    /// Each other list in a skill spec: samples, negative samples, exec arguments, pipeline stages.
    public static let specListEntries = 100
    /// Any other text of a skill spec: its name, description, reply template, a sample.
    public static let specTextCharacters = 2_000
    /// Arrays and objects nested in one line.
    public static let jsonDepth = 64
    /// Messages kept in the history (and carried in a snapshot).
    public static let historyEntries = 100
    /// Items of the schedule (timers and alarms set and not cancelled); a timer or alarm beyond fails `schedule_full`.
    public static let scheduleItems = 1_000
    /// A span of time any parameter, default or snapshot may hold: 100 years (of 365.25 days).
    /// Longer is a misreading, and its moment would leave the calendar's years.
    public static let durationSeconds: Double = 3_155_760_000
    /// Candidates a `match` event lists (the best); how many more there were is said in `unlisted`,
    /// so a keyword shared by thousands of skills does not make every send's answer huge.
    public static let listedCandidates = 20
    /// Ids a `registered` event lists in `conflicts` (the first, sorted), so a keyword
    /// shared by thousands of skills does not make every registration's answer huge.
    public static let reportedConflicts = 100
}

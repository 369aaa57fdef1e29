// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way: CLI -> Runtime -> Skills -> Language -> Core -> Protocol -> Calendar.
// AgentCalendar, AgentProtocol, AgentCore and AgentLanguage are pure: no I/O, no clock, no globals.
let package = Package(
    name: "agent-skill",
    products: [
        .executable(name: "agent-skill", targets: ["agent-skill"]),
    ],
    dependencies: [],
    targets: [
        // Calendars and clocks: wall-clock time in a zone (TZif, POSIX TZ), recurrence, iCalendar,
        // and the one checked path from an outside number to an integer or a moment.
        .target(name: "AgentCalendar"),
        .testTarget(name: "AgentCalendarTests", dependencies: ["AgentCalendar"]),

        // The wire: JSON, commands, events, states, error codes.
        .target(name: "AgentProtocol", dependencies: ["AgentCalendar"]),
        .testTarget(name: "AgentProtocolTests", dependencies: ["AgentCalendar", "AgentProtocol", "TestSupport"]),

        .target(name: "AgentCore", dependencies: ["AgentCalendar", "AgentProtocol"]),
        .testTarget(name: "AgentCoreTests", dependencies: ["AgentCalendar", "AgentCore", "AgentProtocol", "TestSupport"]),

        // The licences of the generated data sit beside it, and the word lists beside their readers: not sources.
        .target(name: "AgentLanguage", dependencies: ["AgentCalendar", "AgentCore", "AgentKernels", "AgentModelData", "AgentPattern", "AgentProtocol"],
                exclude: ["Generated/LexiconData.LICENSE", "Generated/WorldCityData.LICENSE",
                          // Word lists, generated into Generated/*Words.swift by shell/words.
                          "Asking/words", "Number/words", "Duration/words", "Arithmetic/words",
                          "Time/words", "Time/Clock/words", "Time/Day/words", "Time/Lunar/words", "Time/Repeat/words",
                          "Place/words", "SkillReaders/words", "Understanding/words", "Choice/words", "Text/words",
                          // Each dimension's corpus of examples, walked by DimensionCorpusTests.
                          "Number/corpus.jsonl", "Duration/corpus.jsonl", "Arithmetic/corpus.jsonl", "Time/corpus.jsonl",
                          "Place/corpus.jsonl"]),
        .testTarget(name: "AgentLanguageTests", dependencies: ["AgentCalendar", "AgentKernels", "AgentLanguage", "AgentModelData", "AgentProtocol", "TestSupport"]),

        // What the built-ins were taught, the English word pieces' vectors and the English
        // dictionary, as bytes in the binary (written by shell/teach-builtins,
        // shell/distill-word-vectors and shell/english-words).
        // Its debug information in DWARF 4: valgrind's reader (callgrind, for shell/bench --profile)
        // gives up on a binary holding the DWARF 5 that clang writes by default.
        // The word pieces' vectors and the dictionary are files of data/, which WordVectors.c and
        // EnglishWords.c take in with .incbin from the header search path.
        .target(name: "AgentModelData", exclude: ["data"],
                cSettings: [.headerSearchPath("data"), .unsafeFlags(["-gdwarf-4"])]),

        // The loops where the machine's vector width matters (learning's dense rows), each taking
        // the widest there is at run time; never fusing a multiply and an add, so every machine
        // learns the same weights. DWARF 4 for valgrind, as above.
        .target(name: "AgentKernels", cSettings: [.unsafeFlags(["-gdwarf-4", "-ffp-contract=off"])]),

        // Regular expressions in time linear in the text, for the `pattern` parameter kind.
        .target(name: "AgentPattern"),
        .testTarget(name: "AgentPatternTests", dependencies: ["AgentPattern"]),

        .target(name: "AgentSkills", dependencies: ["AgentCalendar", "AgentProtocol", "AgentCore", "AgentLanguage", "AgentPattern"]),
        // The timer's conversation tests drive it through the runtime, as the CLI does.
        .testTarget(name: "AgentSkillsTests", dependencies: ["AgentCalendar", "AgentProtocol", "AgentCore", "AgentLanguage", "AgentSkills", "AgentRuntime", "TestSupport"]),

        // Carries out commands: the agent's effects performed, skills run, sends timed.
        .target(name: "AgentRuntime", dependencies: ["AgentCalendar", "AgentProtocol", "AgentCore", "AgentSkills"]),
        .testTarget(name: "AgentRuntimeTests", dependencies: ["AgentCalendar", "AgentProtocol", "AgentCore", "AgentSkills", "AgentRuntime", "TestSupport"]),

        .target(name: "AgentCLI", dependencies: ["AgentCalendar", "AgentProtocol", "AgentCore", "AgentLanguage", "AgentSkills", "AgentRuntime"]),
        .testTarget(name: "AgentCLITests", dependencies: ["AgentCalendar", "AgentProtocol", "AgentCore", "AgentSkills", "AgentRuntime", "AgentCLI", "TestSupport"]),

        // What several test targets share: the loopback weather server, the test skill, the schema checker.
        .target(name: "TestSupport", dependencies: ["AgentCalendar", "AgentProtocol", "AgentCore"], path: "Tests/TestSupport"),

        .executableTarget(name: "agent-skill", dependencies: ["AgentCLI"]),
        // Times the extractors of AgentLanguage and the whole of matching; run by shell/bench-language.
        .executableTarget(name: "language-bench", dependencies: ["AgentCalendar", "AgentLanguage", "AgentProtocol", "AgentCore", "AgentSkills"]),
        // Teaches the built-ins from labelled sentences into Sources/AgentModelData/BuiltinModel.c; run by shell/teach-builtins.
        .executableTarget(name: "teach-builtins", dependencies: ["AgentLanguage", "AgentProtocol"]),
        // Fuzz targets (a reader, or the whole tool on what one source sends): under shell/fuzz a
        // libFuzzer binary, otherwise a replayer of the corpus.
        .executableTarget(name: "agent-fuzz", dependencies: ["AgentCalendar", "AgentPattern", "AgentCLI", "AgentRuntime", "AgentSkills", "AgentLanguage",
                                                            "AgentProtocol", "AgentCore"]),
    ],
    swiftLanguageModes: [.v6]
)

// The metadata of a concrete generic type ([String: Int], Optional<Skill>) reached by a function
// the compiler writes, not by demangling its name at first use: a fresh process that answers one
// send spent 2.4 of its 11.1 million instructions in the runtime's demangler, and 0.6 with this.
for target in package.targets where !["AgentKernels", "AgentModelData"].contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? [])
        + [.unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])]
}

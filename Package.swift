// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way: CLI -> Skills -> Language -> Core, and CLI/Skills -> Core.
// AgentCore and AgentLanguage are pure: no I/O, no clock, no globals.
let package = Package(
    name: "agent-skill",
    products: [
        .executable(name: "agent-skill", targets: ["agent-skill"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "AgentCore"),
        .testTarget(name: "AgentCoreTests", dependencies: ["AgentCore"]),

        // The licences of the generated data sit beside it; they are not sources.
        .target(name: "AgentLanguage", dependencies: ["AgentCore"],
                exclude: ["Generated/LexiconData.LICENSE", "Generated/WorldCityData.LICENSE"]),
        .testTarget(name: "AgentLanguageTests", dependencies: ["AgentLanguage"]),

        .target(name: "AgentSkills", dependencies: ["AgentCore", "AgentLanguage"]),
        .testTarget(name: "AgentSkillsTests", dependencies: ["AgentSkills", "TestSupport"]),

        .target(name: "AgentCLI", dependencies: ["AgentCore", "AgentSkills"]),
        .testTarget(name: "AgentCLITests", dependencies: ["AgentCLI", "TestSupport"]),

        // What several test targets share: the loopback weather server.
        .target(name: "TestSupport", path: "Tests/TestSupport"),

        .executableTarget(name: "agent-skill", dependencies: ["AgentCLI"]),
        // Times the extractors of AgentLanguage and the whole of matching; run by shell/bench-language.
        .executableTarget(name: "language-bench", dependencies: ["AgentLanguage", "AgentCore", "AgentSkills"]),
        // Fuzz targets: under shell/fuzz a libFuzzer binary, otherwise a replayer of the corpus.
        .executableTarget(name: "agent-fuzz", dependencies: ["AgentCLI", "AgentLanguage", "AgentCore"]),
    ],
    swiftLanguageModes: [.v6]
)

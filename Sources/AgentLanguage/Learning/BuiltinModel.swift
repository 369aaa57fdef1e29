import AgentCore
import AgentModelData

/// What the built-in skills were taught ahead of time: a `LinearModel` learned from the labelled
/// sentences committed in the repo (the corpus, the dev set and CLINC150's sentences labelled for
/// the built-ins), written into `Sources/AgentModelData/BuiltinModel.c` by `shell/teach-builtins`.
/// Its classes are "none" and the built-ins' ids; a skill taught ahead (`SampleLearning.taughtAhead`)
/// finds its class by its id.
public struct BuiltinModel: Sendable {
    let model: LinearModel
    /// Each class's skill id; class 0 is "none" (the empty id).
    let ids: [String]

    /// The model the tool ships with, read on its first use where it lies: the bytes are the
    /// binary's own read-only data, so a process copies and decodes none of it, and keeps in
    /// memory only the pages it reads. They are taken as written (a test checks them).
    public static let shipped: BuiltinModel? = {
        var count = 0
        let bytes = agent_skill_builtin_model(&count)
        return BuiltinModel(encoded: UnsafeRawBufferPointer(start: bytes, count: count), lasting: true)
    }()

    /// The model in the bytes `encoded` gives: the ids, one a line, a NUL, zeros to a multiple
    /// of 8 bytes, then the linear model (`ModelTables`).
    public init?(encoded bytes: [UInt8]) {
        guard let model = bytes.withUnsafeBytes({ BuiltinModel(encoded: $0, lasting: false) }) else { return nil }
        self = model
    }

    /// `lasting`: the bytes outlive the model (the binary's own), and are read in place, unchecked.
    init?(encoded bytes: UnsafeRawBufferPointer, lasting: Bool, checking: Bool = false) {
        guard let end = bytes.firstIndex(of: 0), let names = String(validating: bytes[..<end], as: UTF8.self)
        else { return nil }
        let start = (end + 1 + 7) & ~7
        guard start <= bytes.count, bytes[(end + 1)..<start].allSatisfy({ $0 == 0 }),
              let model = LinearModel(decoding: UnsafeRawBufferPointer(rebasing: bytes[start...]), lasting: lasting,
                                      checking: checking || !lasting)
        else { return nil }
        let ids = names.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard ids.count == model.classCount, ids.first == "" else { return nil }
        self.model = model
        self.ids = ids
    }

    /// Learns from labelled sentences: each a skill id, or nil for a sentence of no skill.
    /// Every built-in class has the same bar, `threshold`; a sentence's meaning weighs
    /// `meaningWeight` beside its features (`LinearModel`): none unless told, as the shipped
    /// model is taught (shell/teach-builtins says why).
    public init(learning sentences: [(text: String, skill: String?)], threshold: Float, meaningWeight: Float = 0) {
        var ids = [""]
        for id in Set(sentences.compactMap(\.skill)).sorted() { ids.append(id) }
        let examples = sentences.map { (label: $0.skill.flatMap { ids.firstIndex(of: $0) } ?? 0, text: $0.text) }
        // Taught ahead, where time costs nothing: every example every pass, as the shipped model
        // was (shrinking would route the same lines, but move every likeness a little).
        model = LinearModel(learning: examples, classCount: ids.count, shrinking: false, weighsUnseen: true,
                            meaningWeight: meaningWeight, threshold: { _ in threshold })
        self.ids = ids
    }

    public func encoded() -> [UInt8] {
        var bytes = Array(ids.joined(separator: "\n").utf8) + [0]
        while bytes.count % 8 != 0 { bytes.append(0) }  // the model's tables start on 8 bytes, to be read in place
        return bytes + model.encoded()
    }

    /// The built-ins of `skills` this model was taught, by position: each class's skill position,
    /// or nil for a class of no skill there.
    func positions(in skills: [any Skill]) -> [Int?] {
        ids.map { id in
            id.isEmpty ? nil : skills.firstIndex { $0.learning == .taughtAhead && $0.id == id }
        }
    }

    /// The built-ins `sentence` is like, leaving out the words it `quoted`, given each class's
    /// position (`positions(in:)`).
    func likeness(of sentence: Sentence, outside quoted: [Range<Int>] = [], positions: [Int?], most: Int = 3) -> [Likeness] {
        model.scored(sentence, outside: quoted, most: most).compactMap { scored in
            positions[scored.label].map { Likeness(skill: $0, score: Likeness.rounded(scored.score), because: scored.because) }
        }
    }
}

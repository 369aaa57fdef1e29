import AgentCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the registered skills' samples teach: a `LinearModel` with a class for each skill that
/// learns from its samples (`SampleLearning.fromSamples`), learned from them when the skills
/// change, and the class "none", which every skill's `negativeSamples` teach, and the samples of
/// the skills taught ahead (the built-ins: sentences that belong to no learned skill).
///
/// Why this model (measured on CLINC150's val set with its 150 skills of 76–100 samples; see
/// docs/skills.md, "Learned from samples"): a linear model over words, word pairs and letter runs
/// separates the skills far better than the nearest samples or the skills' centroids, and this
/// one learns in a few passes over the samples, each touching only the features a sample has.
public struct SampleModel: Sendable {
    private let model: LinearModel
    /// Each class's skill position; class 0 is "none".
    private let positions: [Int]
    /// Each learned sample's example in the model.
    private let examples: [SampleID: Int]

    /// Learns from the samples of `skills` that learn from them (positions are their places in
    /// the array); nil when none of those has a sample.
    public init?(skills: [any Skill]) {
        guard skills.contains(where: { $0.learning == .fromSamples && !$0.samples.isEmpty }) else { return nil }
        var examples: [(label: Int, text: String)] = []
        var positions = [-1]
        var ids: [SampleID: Int] = [:]
        for (position, skill) in skills.enumerated() {
            let learns = skill.learning == .fromSamples && !skill.samples.isEmpty
            if learns { positions.append(position) }
            for (index, sample) in skill.samples.enumerated() {
                if learns { ids[SampleID(skill: position, index: index)] = examples.count }
                examples.append((learns ? positions.count - 1 : 0, sample))
            }
            for sample in skill.negativeSamples { examples.append((0, sample)) }
        }
        model = LinearModel(learning: examples, classCount: positions.count, threshold: Self.threshold(samples:),
                            meaningBar: Self.meaningBar(samples:))
        self.positions = positions
        self.examples = ids
    }

    /// How like a skill's samples a sentence read by its features alone (one with no English
    /// word: Chinese) must be, at least, for the skill to be a candidate. A skill taught by many
    /// samples scores higher on sentences like them (its weights gather on fewer features), so
    /// its bar rises with the logarithm of their number (the slope measured on CLINC150 by
    /// features alone). Its height is Chinese's, since the sentences read by features alone are
    /// Chinese ones, whose characters and pairs score lower than English words: chosen where it
    /// turns away half of the sentences of skills not registered, SMP2017's 27 domains taught
    /// from their samples with a third of them held out in turn (three ways each of three
    /// shuffles), the held-out domains' samples asked. At 10 samples a domain half are turned away at 0.24, at
    /// 17 (the full set's mean) at 0.27; the bar English had, 0.25 + 0.06 ln n, turned away 80 %.
    /// Under ten samples it stays at ten's, as `meaningBar` does: nothing measured it there.
    /// Not counting what a sentence shares with a skill in filler alone (什么, 有, 你) was tried:
    /// where as many held-out lines were turned away, 4 points fewer of the others were kept.
    static func threshold(samples: Int) -> Float {
        rising(from: 0.10, by: 0.06, samples: samples)
    }

    /// The same for a sentence with a meaning (`WordVectors`), whose score and the cosine of the
    /// skill's nearest sample's meaning, added, must reach it. Chosen on CLINC150's val set: the
    /// bar that turns away half of its out-of-scope lines at 100 samples a skill (1.72) while
    /// keeping 85 % of the rest at 10 (0.93). The nearest sample's cosine is what tells them
    /// apart best: by the score alone, turning away half costs 0.3 points more of the rest.
    /// Under ten samples it stays at ten's: nothing measured it there, and a skill of three
    /// samples would otherwise take any English sentence a little like one of them.
    static func meaningBar(samples: Int) -> Float {
        rising(from: 0.15, by: 0.34, samples: samples)
    }

    /// A bar `base` + `slope` ln n for a skill of n samples, held at ten's below ten.
    private static func rising(from base: Float, by slope: Float, samples: Int) -> Float {
        base + slope * Float(log(Double(max(10, samples))))
    }

    /// The skills `sentence` is like, best first, each at least its `threshold` and above the
    /// "none" class; with the features that carried each, leaving out those inside `quoted`.
    /// `leavingOut` takes a sample's own part out of the weights, to ask how a model that had not
    /// seen it would take it (`selftest`).
    public func likeness(of sentence: Sentence, outside quoted: [Range<Int>] = [], leavingOut sample: SampleID? = nil,
                         most: Int = 3) -> [Likeness] {
        model.scored(sentence, outside: quoted, leavingOut: sample.flatMap { examples[$0] }, most: most).map {
            Likeness(skill: positions[$0.label], score: Likeness.rounded($0.score), because: $0.because)
        }
    }
}

extension Likeness {
    /// A score to three places, as reports show it.
    static func rounded(_ score: Float) -> Double { (Double(score) * 1000).rounded() / 1000 }
}

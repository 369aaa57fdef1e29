/// How like a skill's samples a sentence is, as the language side's model of the samples
/// (`Understanding.likeness`) finds it: the score, and the features that carried it.
public struct Likeness: Sendable, Equatable {
    /// The skill's registration position.
    public var skill: Int
    /// The model's score for the skill, to three places: at least the skill's threshold.
    public var score: Double
    /// The sentence's features that added most to the score, strongest first ("想听", "alarm").
    public var because: [String]

    public init(skill: Int, score: Double, because: [String]) {
        self.skill = skill
        self.score = score
        self.because = because
    }
}

/// One of a skill's samples: its skill's registration position and its place in `samples`.
public struct SampleID: Hashable, Sendable {
    public var skill: Int
    public var index: Int

    public init(skill: Int, index: Int) {
        self.skill = skill
        self.index = index
    }
}

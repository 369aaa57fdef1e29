/// Each class's examples' meanings (`WordVectors`), kept to ask how near a sentence's meaning
/// comes to the nearest example of a class: what tells a sentence a skill was taught from one
/// it only resembles. A sentence none of a skill's samples means anything like scores low here
/// however many of its words the skill's samples share; a new wording of a sample scores high
/// however few.
///
/// Unit vectors, each as bytes and a scale (a quarter of floats' memory: 1.9 MB for 15,000
/// samples), grouped by class.
struct NearestMeanings: Sendable {
    let dimensions: Int
    /// The examples' vectors, class by class, `dimensions` bytes each, and each one's scale.
    private let vectors: [Int8]
    private let scales: [Float]
    /// Each example's place among the vectors (-1 for an example without a meaning), and each
    /// class's first place (`classCount + 1` of them).
    private let places: [Int32]
    private let classStarts: [Int32]

    /// `meanings` holds each example's meaning (`dimensions` each), zeros for none.
    init(meanings: [Float], labels: [Int], classCount: Int, dimensions: Int) {
        self.dimensions = dimensions
        var order = Array(labels.indices)
        order.sort { labels[$0] != labels[$1] ? labels[$0] < labels[$1] : $0 < $1 }
        var vectors: [Int8] = []
        var scales: [Float] = []
        var places = [Int32](repeating: -1, count: labels.count)
        var classStarts = [Int32](repeating: 0, count: classCount + 1)
        vectors.reserveCapacity(labels.count * dimensions)
        for i in order {
            let meaning = meanings[(i * dimensions)..<((i + 1) * dimensions)]
            let length = meaning.reduce(Float(0)) { $0 + $1 * $1 }.squareRoot()
            let largest = meaning.reduce(Float(0)) { max($0, abs($1)) }
            guard length > 0, largest > 0 else { continue }
            places[i] = Int32(scales.count)
            scales.append(largest / 127 / length)
            for value in meaning { vectors.append(Int8((value / largest * 127).rounded())) }
            classStarts[labels[i] + 1] = Int32(scales.count)
        }
        // A class with no meaning starts (and ends) where the one before it ends.
        for k in 1...classCount { classStarts[k] = max(classStarts[k], classStarts[k - 1]) }
        self.vectors = vectors
        self.scales = scales
        self.places = places
        self.classStarts = classStarts
    }

    /// The largest cosine between `meaning` (of any length but 0) and an example of class `k`,
    /// `leavingOut` one; 0 when the class has none.
    func nearest(to meaning: UnsafeMutableBufferPointer<Float>, inClass k: Int, leavingOut example: Int? = nil) -> Float {
        let length = meaning.reduce(Float(0)) { $0 + $1 * $1 }.squareRoot()
        guard length > 0 else { return 0 }
        let skipped = example.map { places[$0] } ?? -1
        var best: Float = 0
        let dimensions = dimensions
        vectors.withUnsafeBufferPointer { vectors in
            let query = UnsafePointer(meaning.baseAddress!)
            for place in Int(classStarts[k])..<Int(classStarts[k + 1]) where place != Int(skipped) {
                let vector = vectors.baseAddress! + place &* dimensions
                // Eight sums side by side, which the compiler keeps in one vector register.
                var sums = SIMD8<Float>()
                var d = 0
                while d + 8 <= dimensions {
                    var bytes = SIMD8<Float>()
                    for j in 0..<8 { bytes[j] = Float(vector[d &+ j]) }
                    sums += bytes * UnsafeRawPointer(query + d).loadUnaligned(as: SIMD8<Float>.self)
                    d += 8
                }
                var dot = sums.sum()
                while d < dimensions {
                    dot += query[d] * Float(vector[d])
                    d += 1
                }
                best = max(best, dot * scales[place] / length)
            }
        }
        return best
    }
}

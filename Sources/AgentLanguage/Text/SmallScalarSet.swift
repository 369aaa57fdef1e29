/// A small set of scalars, asked of every character of a sentence (the particles, 他/她/它,
/// the first characters of cue words): a 1,024-bit filter on the low bits of the scalar
/// answers most characters at once, and only the few that pass are compared with the
/// members. A `Set` would hash every character.
struct SmallScalarSet: Sendable {
    private let members: [UInt32]
    private let filter: [UInt64]

    init(_ scalars: some Sequence<UInt32>) {
        var filter = [UInt64](repeating: 0, count: 16)
        var members: [UInt32] = []
        for v in scalars where !members.contains(v) {
            members.append(v)
            filter[Int(v & 1023) >> 6] |= 1 << UInt64(v & 63)
        }
        self.members = members
        self.filter = filter
    }

    /// The scalars of `characters`.
    init(characters: String) {
        self.init(characters.unicodeScalars.map(\.value))
    }

    func contains(_ v: UInt32) -> Bool {
        guard filter[Int(v & 1023) >> 6] & (1 << UInt64(v & 63)) != 0 else { return false }
        return members.contains(v)
    }
}

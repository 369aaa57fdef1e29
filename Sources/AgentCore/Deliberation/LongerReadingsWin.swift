/// Rule 6, longer readings: a needed value read inside a longer value another standing
/// candidate needs (三点 in the expression 三点一四乘二) turns the shorter reading's skill down
/// ("inside a longer reading"). Weighed across the candidates, once each has been weighed alone.
enum LongerReadingsWin {
    /// Turns down each standing candidate whose value lies strictly inside another standing
    /// candidate's longer one.
    static func turnDownShorter(in weighed: inout [WeighedCandidate]) {
        // Most sentences have one candidate or none that read a needed value.
        guard weighed.indices.count(where: { weighed[$0].stands && !weighed[$0].valuesRead.isEmpty }) > 1 else { return }
        let readers = weighed.indices.filter { weighed[$0].stands && !weighed[$0].valuesRead.isEmpty }
        let values = readers.flatMap { weighed[$0].valuesRead }
        for i in readers {
            let isInsideLonger = weighed[i].valuesRead.contains { inner in
                values.contains { outer in
                    outer.lowerBound <= inner.lowerBound && inner.upperBound <= outer.upperBound && outer.count > inner.count
                }
            }
            if isInsideLonger { weighed[i].candidate.rejected = "inside a longer reading" }
        }
    }
}

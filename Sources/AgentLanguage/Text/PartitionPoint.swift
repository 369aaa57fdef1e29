extension RandomAccessCollection where Index == Int {
    /// The first index whose element is not `before` (all elements that are come first): where a
    /// sorted collection's search by halves lands. The sorted tables of the readers look up in it.
    @inline(__always)
    func partitionPoint(where before: (Element) -> Bool) -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let mid = low + (high - low) / 2
            if before(self[mid]) { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

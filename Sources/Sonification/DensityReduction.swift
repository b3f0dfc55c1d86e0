/// Thins a dense run of points to the minimum and maximum of each slot, in their original order,
/// so a glide or note sequence still passes through every peak and trough.
enum DensityReduction {
    /// Indices (ascending) into `values` to keep. `slots` gives each value's slot and never decreases.
    /// With `keepEnds` the first and last values are kept too, so a run starts and ends where it should.
    static func keepExtremes(values: [Double], slots: [Int], keepEnds: Bool) -> [Int] {
        precondition(values.count == slots.count)
        var kept: [Int] = []
        kept.reserveCapacity(min(values.count, 2 * (slots.last.map { $0 - slots[0] + 1 } ?? 0) + 2))
        var start = 0
        while start < values.count {
            let slot = slots[start]
            var lo = start, hi = start
            var end = start + 1
            while end < values.count && slots[end] == slot {
                if values[end] < values[lo] { lo = end }
                if values[end] > values[hi] { hi = end }
                end += 1
            }
            var group = [min(lo, hi), max(lo, hi)]
            if keepEnds && start == 0 { group.insert(0, at: 0) }
            if keepEnds && end == values.count { group.append(values.count - 1) }
            for i in group where kept.last.map({ $0 < i }) ?? true { kept.append(i) }
            start = end
        }
        return kept
    }
}

/// Whether two series' seasons peak (or bottom) at the same time of the cycle, so one sentence may tell them.
extension PhaseRange {
    /// This range and `other` share a phase of a cycle of `period` phases (ranges may wrap past its end).
    package func overlaps(_ other: PhaseRange, period: Int) -> Bool {
        let phases = Set((0..<count).map { (first + $0) % period })
        return (0..<other.count).contains { phases.contains((other.first + $0) % period) }
    }
}

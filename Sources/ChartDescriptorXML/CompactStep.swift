/// Where a series' compact `<values>` left off, so that a following `<values>` without x-start continues it.
struct CompactContinuation {
    var start: Double
    var step: CompactStep
    var nextIndex: Int
}

/// The x-step of a compact `<values>` block.
enum CompactStep: Equatable {
    case number(Double)
    case duration(ISO8601Duration)
    case categories(Int)

    @inline(__always)
    func x(start: Double, index: Int) -> Double {
        switch self {
        case let .number(step): return start + step * Double(index)
        case let .duration(duration): return duration.advance(start, by: index)
        // In Double: step × index is past Int.max for x-step="9223372036854775807" (then reported as too many values).
        case let .categories(step): return start + Double(step) * Double(index)
        }
    }
}

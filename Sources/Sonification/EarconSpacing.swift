/// Keeps the earcons inside an audio graph apart, so that none follows another back to back: each one is
/// admitted only when its onset lies at least `minimumSeconds` from every onset admitted before it. Callers
/// offer the most important first (landmark markers in the briefing's order of salience, then the extremes).
struct EarconSpacing {
    /// The shortest distance between two earcon onsets in one graph (a 60 ms marker then leaves 190 ms of
    /// data tone before the next; the extremes' 150 ms earcons leave 100 ms).
    static let minimumSeconds = 0.25

    private(set) var onsets: [Double] = []

    /// Whether an earcon at `time` keeps its distance from those admitted; if so it is admitted.
    mutating func admit(_ time: Double) -> Bool {
        for onset in onsets where abs(onset - time) < Self.minimumSeconds { return false }
        onsets.append(time)
        return true
    }
}

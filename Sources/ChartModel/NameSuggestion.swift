/// "Did you mean …?" for names a user typed: descriptor elements and attributes, command-line options.
package enum NameSuggestion {
    /// The candidate closest to `name` (case-insensitive), or nil when none is close enough to be a typo:
    /// at most one edit per three characters, between 1 and 3.
    package static func closest(to name: String, among candidates: [String]) -> String? {
        let lowered = name.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let d = editDistance(lowered, candidate)
            if d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        guard let best else { return nil }
        let allowed = max(1, min(3, (name.count + 2) / 3))
        return best.distance <= allowed ? best.name : nil
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps cost 1.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let s = Array(a.unicodeScalars), t = Array(b.unicodeScalars)
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        var previous2 = [Int](repeating: 0, count: t.count + 1)
        var previous = Array(0...t.count)
        var current = [Int](repeating: 0, count: t.count + 1)
        for i in 1...s.count {
            current[0] = i
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[t.count]
    }
}

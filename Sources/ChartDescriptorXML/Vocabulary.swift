/// The element and attribute names of descriptor format v1, and "did you mean" suggestions.
enum Vocabulary {
    /// Attributes each element accepts (xml:lang is accepted everywhere).
    static let attributes: [String: [String]] = [
        "report": ["version"],
        "chart": ["id", "type", "version"],
        "title": [], "summary": [], "intro": [], "outro": [], "name": [], "label": [], "unit": [],
        "x-axis": ["type", "format", "scale", "unit"],
        "y-axis": ["type", "format", "scale", "unit"],
        "axis": ["id", "type", "format", "scale", "unit"],
        "range": ["min", "max"],
        "gridline": ["at"],
        "category": ["id"],
        "series": ["name", "continuous"],
        "point": ["x", "y", "label"],
        "value": ["axis"],
        "values": ["x-start", "x-step", "axis"],
    ]

    /// Child elements each container accepts.
    static let children: [String: [String]] = [
        "report": ["title", "intro", "outro", "chart"],
        "chart": ["title", "summary", "x-axis", "y-axis", "axis", "series"],
        "x-axis": ["title", "range", "gridline", "unit", "category"],
        "y-axis": ["title", "range", "gridline", "unit"],
        "axis": ["title", "range", "gridline", "unit", "category"],
        "category": ["label"],
        "series": ["name", "point", "values"],
        "point": ["value", "label"],
    ]

    /// Where an element belongs, to say so when it appears elsewhere.
    static let home: [String: String] = [
        "report": "the root", "intro": "<report>", "outro": "<report>", "chart": "<report> (or the root)",
        "title": "<report>, <chart> or an axis", "summary": "<chart>",
        "x-axis": "<chart>", "y-axis": "<chart>", "axis": "<chart>", "series": "<chart>",
        "range": "an axis", "gridline": "an axis", "unit": "an axis", "category": "the <x-axis> or an <axis> of type category",
        "point": "<series>", "values": "<series>", "value": "<point>", "name": "<series>", "label": "<point> or <category>",
    ]

    /// Every element name of the format.
    static let allElements: [String] = Array(attributes.keys).sorted()

    /// The closest of `candidates` to `name`, when it is close enough to be a plausible typo.
    static func suggestion(for name: String, among candidates: [String]) -> String? {
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
    static func editDistance(_ a: String, _ b: String) -> Int {
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

/// Writes a `Timeline` as pretty JSON with a fixed key order and times rounded to the millisecond.
public enum TimelineWriter {
    /// The timeline as `{"segments": [...]}`; keys in the order start, end, kind, chart, text, series,
    /// points, sentences, words; absent values are left out except `chart`, which is null at report level.
    public static func json(_ timeline: Timeline) -> String {
        var lines = ["{", "  \"segments\": ["]
        for (i, segment) in timeline.segments.enumerated() {
            var fields = [
                "\"start\": \(JSONText.seconds(segment.start))",
                "\"end\": \(JSONText.seconds(segment.end))",
                "\"kind\": \(JSONText.string(segment.kind.rawValue))",
                "\"chart\": \(segment.chart.map(JSONText.string) ?? "null")",
            ]
            if let text = segment.text { fields.append("\"text\": \(JSONText.string(text))") }
            if let series = segment.series { fields.append("\"series\": \(JSONText.string(series))") }
            if let points = segment.points { fields.append("\"points\": [\(points.map(String.init).joined(separator: ", "))]") }
            if let sentences = segment.sentences { fields.append("\"sentences\": " + list(sentences)) }
            if let words = segment.words { fields.append("\"words\": " + list(words)) }
            let body = fields.map { "      " + $0 }.joined(separator: ",\n")
            lines.append("    {\n" + body + "\n    }" + (i + 1 < timeline.segments.count ? "," : ""))
        }
        lines.append("  ]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Timed texts, one per line.
    private static func list(_ items: [TimedText]) -> String {
        guard !items.isEmpty else { return "[]" }
        let rows = items.map {
            "        {\"text\": \(JSONText.string($0.text)), \"start\": \(JSONText.seconds($0.start)), \"end\": \(JSONText.seconds($0.end))}"
        }
        return "[\n" + rows.joined(separator: ",\n") + "\n      ]"
    }
}

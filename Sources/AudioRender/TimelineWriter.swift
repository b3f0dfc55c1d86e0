/// Writes a `Timeline` as pretty JSON with a fixed key order and times rounded to the millisecond.
public enum TimelineWriter {
    /// The timeline as `{"segments": [...], "charts": [...], "markers": [...]}`. Segment keys in the order
    /// start, end, kind, chart, text, spoken (what the synthesizer was given, when it differs), series, points,
    /// sentences, words; absent values are left out except
    /// `chart`, which is null at report level. `charts` gives each chart's start, end, duration and seconds of
    /// speech, graphs (earcons included) and silence; `markers` each marker earcon with its time, chart,
    /// series, point, finding and role, and its spoken `label` (text, spoken, start, end) when labels are on.
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
            if let spoken = segment.spoken { fields.append("\"spoken\": \(JSONText.string(spoken))") }
            if let series = segment.series { fields.append("\"series\": \(JSONText.string(series))") }
            if let points = segment.points { fields.append("\"points\": [\(points.map(String.init).joined(separator: ", "))]") }
            if let sentences = segment.sentences { fields.append("\"sentences\": " + list(sentences)) }
            if let words = segment.words { fields.append("\"words\": " + list(words)) }
            let body = fields.map { "      " + $0 }.joined(separator: ",\n")
            lines.append("    {\n" + body + "\n    }" + (i + 1 < timeline.segments.count ? "," : ""))
        }
        lines.append("  ],")
        let charts = timeline.charts.map { c in
            "    {\"chart\": \(JSONText.string(c.chart)), \"start\": \(JSONText.seconds(c.start)), \"end\": \(JSONText.seconds(c.end)), "
                + "\"duration\": \(JSONText.seconds(c.duration)), \"speech\": \(JSONText.seconds(c.speech)), "
                + "\"graphs\": \(JSONText.seconds(c.graphs)), \"silence\": \(JSONText.seconds(c.silence))}"
        }
        lines.append("  \"charts\": " + (charts.isEmpty ? "[]," : "[\n" + charts.joined(separator: ",\n") + "\n  ],"))
        let markers = timeline.markers.map { m in
            "    {\"kind\": \"marker\", \"time\": \(JSONText.seconds(m.time)), \"chart\": \(JSONText.string(m.chart)), "
                + "\"series\": \(JSONText.string(m.series)), \"point\": \(m.point), \"finding\": \(JSONText.string(m.finding)), "
                + "\"role\": \(JSONText.string(m.role))" + label(m.label) + "}"
        }
        lines.append("  \"markers\": " + (markers.isEmpty ? "[]" : "[\n" + markers.joined(separator: ",\n") + "\n  ]"))
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A marker's `label` field (text, spoken when it differs, start, end), or nothing.
    private static func label(_ label: TimelineLabel?) -> String {
        guard let label else { return "" }
        return ", \"label\": {\"text\": \(JSONText.string(label.text))"
            + (label.spoken.map { ", \"spoken\": \(JSONText.string($0))" } ?? "")
            + ", \"start\": \(JSONText.seconds(label.start)), \"end\": \(JSONText.seconds(label.end))}"
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

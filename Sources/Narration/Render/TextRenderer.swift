/// Renders a narration as plain text: per chart its title and the sections the mode asks for.
package struct TextRenderer: Sendable {
    /// Creates a renderer.
    package init() {}

    /// The narration as plain text.
    package func render(_ narration: ReportNarration, mode: NarrationMode) -> String {
        let h = narration.headings
        var parts: [String] = []
        if mode.isSectioned {
            if let t = narration.title { parts.append(t) }
            if let t = narration.intro { parts.append(t) }
        }
        for chart in narration.charts {
            var lines: [String] = []
            if narration.charts.count > 1 || mode != .short { lines.append(chart.title) }
            if mode == .short {
                lines.append(chart.short)
            }
            if mode.isSectioned {
                lines.append("")
                lines.append(h.short)
                lines.append(chart.short)
                if chart.short != chart.generatedShort {
                    lines += ["", h.generatedShort, chart.generatedShort]
                }
            }
            if mode.includesLong {
                lines += ["", h.long]
                lines += chart.long.enumerated().flatMap { $0.offset == 0 ? [$0.element] : ["", $0.element] }
            }
            if mode.includesDigests && !chart.digests.isEmpty {
                lines += ["", h.digest]
                lines += chart.digests
            }
            if mode.includesWalkthrough {
                lines += ["", h.walkthrough]
                lines += chart.walkthrough
            }
            parts.append(lines.joined(separator: "\n"))
        }
        if mode.isSectioned, let t = narration.outro { parts.append(t) }
        return parts.joined(separator: "\n\n") + "\n"
    }
}

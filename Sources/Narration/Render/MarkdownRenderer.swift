/// Renders a narration as Markdown: headings per chart and section, digests and walkthrough as lists.
package struct MarkdownRenderer: Sendable {
    /// Creates a renderer.
    package init() {}

    /// The narration as Markdown.
    package func render(_ narration: ReportNarration, mode: NarrationMode) -> String {
        let h = narration.headings
        var out: [String] = []
        if let t = narration.title { out.append("# \(escape(t))") }
        if mode.isSectioned, let t = narration.intro { out.append(escape(t)) }
        for chart in narration.charts {
            out.append("## \(escape(chart.title))")
            if mode.includesShort {
                out.append("### \(h.short)")
                out.append(escape(chart.short))
                if mode.isSectioned && chart.short != chart.generatedShort {
                    out.append("### \(h.generatedShort)")
                    out.append(escape(chart.generatedShort))
                }
            }
            if mode.includesLong {
                out.append("### \(h.long)")
                out += chart.long.map(escape)
            }
            if mode.includesDigests && !chart.digests.isEmpty {
                out.append("### \(h.digest)")
                out.append(chart.digests.map { "- \(escape($0))" }.joined(separator: "\n"))
            }
            if mode.includesWalkthrough {
                out.append("### \(h.walkthrough)")
                out.append(chart.walkthrough.map { "- \(escape($0))" }.joined(separator: "\n"))
            }
        }
        if mode.isSectioned, let t = narration.outro { out.append(escape(t)) }
        return out.joined(separator: "\n\n") + "\n"
    }

    /// Descriptor text is data: Markdown's special characters are escaped so it cannot format or link.
    private func escape(_ s: String) -> String {
        var r = ""
        for c in s {
            if "\\`*_[]<>#|".contains(c) { r.append("\\") }
            r.append(c)
        }
        return r
    }
}

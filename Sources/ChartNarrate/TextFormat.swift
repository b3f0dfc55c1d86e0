import Narration

/// The shape of the narration text output.
public enum TextFormat: String, Sendable, Hashable, CaseIterable {
    /// Plain text with section headings.
    case text
    /// Markdown with headings per chart and section.
    case markdown
    /// JSON with every block, the computed statistics and the language, for pipelines.
    case json

    /// Renders `narration` in this format.
    public func render(_ narration: ReportNarration, mode: NarrationMode) -> String {
        switch self {
        case .text: TextRenderer().render(narration, mode: mode)
        case .markdown: MarkdownRenderer().render(narration, mode: mode)
        case .json: JSONRenderer().render(narration, mode: mode)
        }
    }
}

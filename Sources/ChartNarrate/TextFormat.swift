import Narration

/// The shape of the narration text output.
public enum TextFormat: String, Sendable, Hashable, CaseIterable {
    /// Plain text with section headings.
    case text
    /// Markdown with headings per chart and section.
    case markdown
    /// JSON with every block, the computed statistics and the language, for pipelines (schema: docs/schema/narration.schema.json).
    case json
    /// Accessible HTML: per chart a figure, details, braille sparklines and the data table; optionally a page and a player.
    case html
    /// Braille sparklines of every series (Unicode braille cells) under captions saying their y range.
    case braille
}

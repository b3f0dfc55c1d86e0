/// The element and attribute names of descriptor format v1, and "did you mean" suggestions.
enum Vocabulary {
    /// Attributes each element accepts (xml:lang is accepted everywhere).
    static let attributes: [String: [String]] = [
        "report": ["version"],
        "chart": ["id", "type", "version"],
        "title": [], "summary": [], "intro": [], "outro": [], "name": [], "label": [], "unit": [],
        "x-axis": ["type", "format", "scale", "unit", "ordered", "rating-scale"],
        "y-axis": ["type", "format", "scale", "unit", "additive"],
        "axis": ["id", "type", "format", "scale", "unit", "ordered", "rating-scale"],
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
}

/// Where a problem is: a start tag (optionally one of its attributes), or a position libxml2 gave.
enum Anchor {
    case tag(ordinal: Int, line: Int, attribute: String?)
    case position(line: Int, column: Int)
    /// The document's `<!DOCTYPE`, found by scanning the source.
    case doctype
}

/// A problem found while reading, located later (see `SourceLocator`).
struct Problem {
    var anchor: Anchor
    var message: String
}

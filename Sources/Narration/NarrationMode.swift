/// Which narration outputs a renderer shows.
public enum NarrationMode: String, Sendable, Hashable, CaseIterable {
    /// The short description (alt text) only.
    case short
    /// The long description.
    case long
    /// The point-by-point (or interval-by-interval) walkthrough.
    case walkthrough
    /// The interval digests.
    case digest
    /// The default of the command line: report text, short and long descriptions, interval digests.
    case overview
    /// Everything, the walkthrough included.
    case all

    /// Whether the report title, intro and outro and the section headings are shown.
    package var isSectioned: Bool { self == .overview || self == .all }
    /// Whether the short description is shown.
    package var includesShort: Bool { self == .short || isSectioned }
    /// Whether the long description is shown.
    package var includesLong: Bool { self == .long || isSectioned }
    /// Whether the interval digests are shown.
    package var includesDigests: Bool { self == .digest || isSectioned }
    /// Whether the walkthrough is shown.
    package var includesWalkthrough: Bool { self == .walkthrough || self == .all }
}

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
    /// Everything.
    case all
}

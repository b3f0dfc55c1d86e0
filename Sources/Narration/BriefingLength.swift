/// How long a spoken briefing is (Templates/briefing-<length>.json).
public enum BriefingLength: String, Sendable, Hashable, CaseIterable {
    /// About 45 seconds a chart: the title once, the top finding, the audio graph, one or two more findings.
    case brief
    /// About two minutes a chart: adds the construction, key statistics and the notable intervals with their graphs.
    case standard
    /// Everything: the long description and every interval digest, each followed by its graph.
    case full
}

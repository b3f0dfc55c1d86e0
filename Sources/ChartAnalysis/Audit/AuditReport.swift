/// What the claim audit did to a chart's findings: how many it was given of each kind, how many it re-stated
/// (a shape said with the data's values instead of fitted ones, a record flag dropped) and how many it stopped,
/// with each failed check. Tests bound the stopped rate: the audit is a net, not the method.
public struct AuditReport: Sendable, Hashable {
    /// One claim that failed its check.
    public struct Failure: Sendable, Hashable {
        /// The kind of the finding (or `nil` for a claim of the statistics, such as "no clear trend").
        public var kind: FindingKind?
        /// The check it failed.
        public var check: ClaimCheck
        /// The series it was about.
        public var series: Int
        /// Whether the finding was re-stated (true) or left out (false).
        public var restated: Bool

        /// Creates a failure.
        package init(kind: FindingKind?, check: ClaimCheck, series: Int, restated: Bool) {
            self.kind = kind
            self.check = check
            self.series = series
            self.restated = restated
        }
    }

    /// Findings proposed by the detectors, per kind.
    public var proposed: [FindingKind: Int] = [:]
    /// Findings re-stated so that their claims hold, per kind.
    public var restated: [FindingKind: Int] = [:]
    /// Findings left out because a claim failed, per kind.
    public var stopped: [FindingKind: Int] = [:]
    /// Findings the audit added where it left out a series' only description (its visible course instead).
    public var replaced: [FindingKind: Int] = [:]
    /// Every failed claim.
    public var failures: [Failure] = []
    /// The events a sighted reader sees on the drawn chart, largest first: what coverage was checked against, and
    /// what the ranking leads with (`FindingRanker`).
    package var events: [VisibleEvent] = []

    /// Creates an empty report.
    package init() {}

    /// The number of findings stopped, over every kind.
    public var stoppedCount: Int { stopped.values.reduce(0, +) }
    /// The number of findings proposed, over every kind.
    public var proposedCount: Int { proposed.values.reduce(0, +) }
}

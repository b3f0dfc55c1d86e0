/// The per-chart facts `Narrator.narrate` built, carried inside `ReportNarration` so the briefing script
/// reuses them instead of recomputing every series' intervals, axis formatters and contexts.
/// Derived from the narration's own fields, so it takes no part in equality or hashing.
struct NarratedFacts: @unchecked Sendable, Hashable {
    // ChartFacts is a class whose stored state is only written in its initializer.
    let charts: [ChartFacts]
    /// Numbers the charts' axis formats wrote too long, recorded as the facts' formatters are used.
    let numberLog: NumberFallbackLog

    static func == (_: NarratedFacts, _: NarratedFacts) -> Bool { true }
    func hash(into _: inout Hasher) {}
}

/// A generated block of a briefing template (`"kind"`): a piece the briefing builder makes itself, not a message.
enum BlockKind: String, CaseIterable, Sendable {
    case reportTitle, reportIntro, reportOutro
    case chapter, chartTitle, short, generatedShort, long, longDetails, sonifyChart
    case sonifySeries, sonifyInterval

    /// The levels the block may stand at: what it is made from must be in scope (a series graph needs a series).
    var levels: Set<TemplateScope.Level> {
        switch self {
        case .reportTitle, .reportIntro, .reportOutro: [.report]
        case .chapter, .chartTitle, .short, .generatedShort, .long, .longDetails, .sonifyChart:
            [.chart, .series, .interval, .point, .finding]
        case .sonifySeries: [.series, .interval, .point]
        case .sonifyInterval: [.interval]
        }
    }
}

import ChartAnalysis

/// `finding.gap`: one run of missing values.
struct GapArguments: MessageArguments {
    var from: String
    var to: String
    var span: String
    var count: Int
    var pointUnit: String
}

/// `finding.gaps`: several runs of missing values of one series, the longest few in x order.
struct GapsArguments: MessageArguments {
    var name: String
    /// The runs' `finding.gap.item`s, as a list.
    var items: String
    /// How many shorter runs are not named.
    var others: Int
}

/// `finding.gap.item`: one run among several.
struct GapItem: MessageArguments {
    var count: Int
    var pointUnit: String
    var span: String
}

extension FindingPhraser {
    func gapArguments(_ run: MissingRun) throws(NarrationError) -> GapArguments {
        let from = x.position(run.firstX), to = x.position(run.lastX)
        return GapArguments(from: from, to: to, span: try span(run), count: run.count, pointUnit: facts.pointUnit)
    }

    /// One sentence for several runs of missing values of one series, in x order ("No data for CO2 over Sep 13
    /// – Nov 1, 1958 (8 weeks), Aug 25 – Sep 8, 1962 (3 weeks), and Jan 25 – May 23, 1964 (18 weeks).").
    func gaps(_ runs: [MissingRun], series: Int) throws(NarrationError) -> String {
        // The longest few (`ChartFacts.listLimit`), said in x order, and how many shorter ones there are.
        let said = runs.sorted { $0.count != $1.count ? $0.count > $1.count : $0.firstX < $1.firstX }.prefix(ChartFacts.listLimit)
        var items: [String] = []
        for run in said.sorted(by: { $0.firstX < $1.firstX }) {
            let item = GapItem(count: run.count, pointUnit: facts.pointUnit, span: try span(run))
            items.append(try renderer.render("finding.gap.item", item.messageArguments))
        }
        let a = GapsArguments(name: facts.seriesName(series), items: renderer.list(items), others: runs.count - said.count)
        return try renderer.render("finding.gaps", a.adding(to: facts.chartContext))
    }

    /// The x span of a run: as dates where the axis says them as a span ("Sep 13 – Nov 1, 1958"), else a range.
    private func span(_ run: MissingRun) throws(NarrationError) -> String {
        if let span = x.positionSpan(run.firstX, run.lastX) { return span }
        return try renderer.render("item.range", ["from": .string(x.position(run.firstX)),
                                                  "to": .string(x.position(run.lastX))])
    }
}

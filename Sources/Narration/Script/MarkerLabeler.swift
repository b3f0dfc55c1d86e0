import ChartModel

/// Composes the short spoken labels of one audio graph's markers (`--graph-labels`): each landmark's place
/// on the x axis, said as the narration says positions, at the coarsest calendar unit that still tells the
/// graph's markers apart and is finer than the stretch the graph plays ("2008" in a ten-year graph,
/// "Sep" in a one-year graph, "Sep 14" in a one-month graph), with the catalog's word for a record.
/// A label is a signpost heard over a ducked graph, so it stays within one to four words.
struct MarkerLabeler {
    let facts: ChartFacts
    let preparer: SpeechPreparer

    /// `markers` with `label` and `spokenLabel` filled in; `played` is the x of every point the graph plays.
    func labelled(_ markers: [GraphMarker], played: [Double]) throws(NarrationError) -> [GraphMarker] {
        guard !markers.isEmpty else { return markers }
        let xs = markers.map { facts.chart.series[$0.series].points[$0.point].x }
        let format = unitFormat(xs, played: played)
        var out = markers
        for (i, x) in xs.enumerated() {
            let position = format.map { facts.x.date(x, skeleton: $0) } ?? facts.x.position(x)
            let label = try facts.renderer.render("briefing.markerLabel", [
                "role": .string(markers[i].role.rawValue), "position": .string(position),
            ])
            out[i].label = label
            out[i].spokenLabel = preparer.prepare(label)
            let point = facts.chart.series[markers[i].series].points[markers[i].point]
            let role = try facts.renderer.render("explore.landmark", ["role": .string(markers[i].role.rawValue)])
            out[i].place = [facts.x.position(x), point.y.map { facts.y.value($0) }, role.isEmpty ? nil : role]
                .compactMap { $0 }.joined(separator: ", ")
        }
        return out
    }

    /// The date skeleton of the coarsest unit that names every marker differently and that the graph spans
    /// more than one of; nil for the axis's own position format.
    func unitFormat(_ xs: [Double], played: [Double]) -> String? {
        // Periods written as such (quarters, halves, fiscal years) are said as they are: "FY2021", not "2021".
        guard facts.chart.xAxis.kind == .date, facts.x.period == nil, let spacing = facts.x.spacing,
              let lo = played.min(), let hi = played.max() else {
            return nil
        }
        func year(_ x: Double) -> Int { CivilCalendar.civil(fromDays: CivilCalendar.dayNumber(x)).year }
        func distinct(_ key: (Double) -> Int) -> Bool { Set(xs.map(key)).count == xs.count && key(lo) != key(hi) }
        if spacing != .year && distinct(year) { return "y" }
        if spacing != .year && spacing != .quarter && spacing != .month && distinct(CivilCalendar.monthNumber) {
            // The year only when the chart's positions name it (data across several years).
            return facts.x.dateSkeleton.contains("y") ? "yMMM" : "MMM"
        }
        return nil
    }
}

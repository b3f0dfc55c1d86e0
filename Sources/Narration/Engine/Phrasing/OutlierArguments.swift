import ChartAnalysis

/// `finding.outliers`: points far from everything explained so far, in groups of high and low ones.
struct OutlierArguments: MessageArguments {
    /// The high groups' `finding.outliers.group`s, as a list.
    var highs: String
    var lows: String
    var hasHigh: Bool
    var hasLow: Bool
    var count: Int
    var groupCount: Int
    var basis: String
    /// Points off a relation's trend say whose relation (a series beside others has its own); the other
    /// outlier sentences name their series already.
    var series: SeriesNaming
}

/// `finding.outliers.group`: one point, or several close together, high or low.
struct OutlierGroupArguments: MessageArguments {
    var count: Int
    var high: Bool
    var basis: String
    /// One point, named (`item.point`).
    var point: String?
    /// Several: the lowest and highest value and where they lie.
    var low: String?
    var highValue: String?
    var sameValue: Bool?
    var span: String?
    /// A run one point dominates (`OutlierGroup.dominant`): that point, named by itself before the run.
    var hasDominant: Bool = false
    var dominantPoint: String?
}

extension FindingPhraser {
    func outlierArguments(_ set: OutlierSet, _ precision: Precision) throws(NarrationError) -> OutlierArguments {
        var highs: [String] = [], lows: [String] = []
        // Spoken, a list of four places is lost on a listener: the brief form names the most extreme high and
        // the most extreme low group (groups come sorted by their largest residual).
        let said = precision == .brief
            ? [set.groups.first(where: \.isHigh), set.groups.first { !$0.isHigh }].compactMap { $0 }
            : Array(set.groups.prefix(4))
        for group in said {
            var c = OutlierGroupArguments(count: group.points.count, high: group.isHigh, basis: set.basis.rawValue)
            if group.points.count == 1, let p = group.points.first {
                c.point = try pointName(series: set.series, p, precision)
            } else {
                let values = group.points.map(\.y)
                let lo = values.min() ?? 0, hi = values.max() ?? 0
                // The first of the range without its unit, as precisely as the value itself is said (`exactDecimals`).
                c.low = lo == hi ? number(lo, precision) : y.later(lo, precision == .brief ? .brief : .exact)
                c.highValue = number(hi, precision)
                c.sameValue = lo == hi
                if let d = group.dominant {
                    c.hasDominant = true
                    c.dominantPoint = try pointName(series: set.series, group.points[d], precision)
                }
                let xs = group.points.map(\.x)
                if let span = x.positionSpan(xs.min() ?? 0, xs.max() ?? 0) {
                    c.span = try renderer.render("item.during", ["span": .string(span)])
                } else {
                    c.span = try renderer.render("item.range", ["from": .string(try at(xs.min() ?? 0)),
                                                                "to": .string(x.position(xs.max() ?? 0))])
                }
            }
            let item = try renderer.render("finding.outliers.group", c.messageArguments)
            if group.isHigh { highs.append(item) } else { lows.append(item) }
        }
        return OutlierArguments(
            highs: renderer.list(highs), lows: renderer.list(lows), hasHigh: !highs.isEmpty, hasLow: !lows.isEmpty,
            count: set.pointCount, groupCount: set.groups.count, basis: set.basis.rawValue,
            series: set.basis == .relation ? scatterSeries(set.series) : SeriesNaming(namesSeries: false))
    }

    /// A point named for a reader: its label when it has one ("Toyota Corolla"), else its value and position.
    func pointName(series: Int, _ p: PointRef, _ precision: Precision) throws(NarrationError) -> String {
        let model = facts.chart.series[series]
        let label = model.points.indices.contains(p.index) ? facts.text(model.points[p.index].label) : nil
        return try renderer.render("item.point", [
            "hasLabel": .flag(label != nil), "label": .string(label ?? ""),
            "value": .string(number(p.y, precision)), "x": .string(x.position(p.x)), "at": .string(try at(p.x)),
        ])
    }
}

import ChartAnalysis

/// `finding.correlation`: how y moves with x in a scatter plot: a line or a curve, its strength and its rate.
struct CorrelationArguments: MessageArguments {
    var form: String
    var positive: Bool
    var axes: AxisNames
    var r: String
    var rho: String
    var change: String
    /// The x step the change is per: a round number in the axis unit ("per 1 min", "per 1,000 lb").
    var step: String
    var bend: String
    var hasTurn: Bool
    var turn: String?
    /// Where a curve levels off.
    var knee: String?
    var series: SeriesNaming
    /// `linear`, or `logLog` for a relation read on log scales (`RelationScale`).
    var scale: String
    /// How many orders of magnitude x spans (a relation on log scales says it).
    var decades: Int?
    /// For a line on log–log scales, its exponent ("rises roughly as a power of area, exponent about 0.24").
    var hasExponent: Bool
    var exponent: String?
    /// The points with no place on log scales (`finding.correlation.offScale`), or "".
    var offScale: String
    /// A line's strength and direction (`finding.correlation.strength`: ", a strong negative relation"), or "".
    var strengthSaid: String
}

/// `finding.giants`: the few points far out along an axis whose values span orders of magnitude.
struct GiantsArguments: MessageArguments {
    var series: SeriesNaming
    /// The axes' `finding.giants.axis` items, joined by `finding.giants.separator`.
    var axes: String
    /// The other axis's largest point (`ScatterGiants.otherTop`): its axis, label and value.
    var hasTop: Bool = false
    var topAxisName: String = ""
    var topLabel: String = ""
    var topValue: String = ""
}

/// `finding.giants.axis`: the giants along one axis.
struct GiantsAxisArguments: MessageArguments {
    /// The axis's name inside a sentence.
    var axisName: String
    var count: Int
    /// True when the one giant has a label: then `points` is the label and `values` its value. Several labelled
    /// giants are each said with their own value in `points` ("American Economic Review (8,999), Econometrica
    /// (7,943), …"): a list of names and then a list of values asks a listener to pair them.
    var hasLabels: Bool
    var points: String
    var values: String
    /// Whether the item says the span of the axis's values, and how many orders of magnitude.
    var saysDecades: Bool
    var decades: Int
    /// The next largest after the giants, each with its value ("Pakistan (409) and …"), or empty.
    var hasNext: Bool
    var next: String
}

/// `finding.influence`: one point that makes (or unmakes) a relation.
struct InfluenceArguments: MessageArguments {
    var series: SeriesNaming
    var axes: AxisNames
    var point: String
    var with: String
    var hasWithout: Bool
    var without: String
    var creates: Bool
    /// How the other points relate where they do beyond chance: rise, fall, or none.
    var others: String
}

/// `finding.clusters`: separate clouds of points, each with its size and centre.
struct ClustersArguments: MessageArguments {
    var series: SeriesNaming
    var axes: AxisNames
    var count: Int
    /// The clusters' `finding.clusters.item`s, as a list.
    var clusters: String
}

/// `finding.clusters.item`: one cluster (beside the sentence's own arguments).
struct ClusterItem: MessageArguments {
    var count: Int
    var x: String
    var y: String
}

/// `finding.groupReversal`: a relation within every group that reverses when the groups are pooled.
struct GroupReversalArguments: MessageArguments {
    var axes: AxisNames
    var names: String
    var allGroups: Bool
    var risesWithin: Bool
    var pooled: String
}

/// `finding.path`: a connected scatter's path from its first point to its last ("From 1956 to 2010, miles rose
/// from 3,675 to 10,067 while gas rose from 2.38 to 2.84").
struct PathArguments: MessageArguments {
    enum Direction: String, Encodable { case rose, fell, same }

    var axes: AxisNames
    var series: SeriesNaming
    /// The points' own labels name the path's ends where both have them (the order field of a connected scatter).
    var hasLabels: Bool
    var firstLabel: String
    var lastLabel: String
    var xDirection: Direction
    var yDirection: Direction
    var fromX: String
    var toX: String
    var fromY: String
    var toY: String
}

extension FindingPhraser {
    func correlationArguments(_ rel: ScatterRelation, _ precision: Precision) throws(NarrationError) -> CorrelationArguments {
        var r = coefficient(rel.pearson), rho = coefficient(rel.spearman)
        if !rel.leftOut.isEmpty, let pearsonAll = rel.pearsonAll, let spearmanAll = rel.spearmanAll {
            // A coefficient of some of the points says which were left out, beside the one of all of them
            // ("r = 0.96 without Cambridge; 0.68 over all points").
            // Named by their labels where they have them (inside the coefficient's parentheses, no more parentheses).
            let model = facts.chart.series[rel.series]
            var names = try rel.leftOut.prefix(2).map { (p) throws(NarrationError) -> String in
                if model.points.indices.contains(p.index), let label = facts.text(model.points[p.index].label) { return label }
                return try pointName(series: rel.series, p, precision)
            }
            if rel.leftOut.count > 2 {
                names.append(try renderer.render("item.others", ["count": .number(Double(rel.leftOut.count - 2)),
                                                                  "pointUnit": .string("other")]))
            }
            let leftOut = renderer.list(names)
            func subset(_ value: String, _ all: Double) throws(NarrationError) -> String {
                try renderer.render("finding.correlation.subset", ["value": .string(value), "all": .string(coefficient(all)),
                                                                   "leftOut": .string(leftOut)])
            }
            // A coefficient said the same over all points needs no subset ("r = 1.00 without 26.57 …; 1.00 over
            // all points" of Forbes' boiling points): it is said once, of all of them.
            r = coefficient(pearsonAll) == r ? r : try subset(r, pearsonAll)
            rho = coefficient(spearmanAll) == rho ? rho : try subset(rho, spearmanAll)
        }
        return CorrelationArguments(
            form: rel.form.rawValue, positive: rel.isPositive, axes: axisNames,
            r: r, rho: rho,
            change: y.value(abs(rel.changePerStep), .about(step: y.aboutStep(for: abs(rel.changePerStep)))),
            // The step is a round number in the axis unit, not the axis format's decimals ("per 1.000").
            step: x.value(rel.xStep, .about(step: rel.xStep)), bend: rel.bend.rawValue, hasTurn: rel.turningX != nil,
            turn: rel.turningX.map { x.value($0, .about(step: x.aboutStep(for: abs($0)))) },
            knee: rel.levelsOffAbove.map { x.value($0, .about(step: x.aboutStep(for: abs($0)))) },
            // A relation over every group's points is said for all of them together, before any group's own.
            series: rel.pooled.isEmpty ? scatterSeries(rel.series)
                : SeriesNaming(namesSeries: true, seriesName: try renderer.render("finding.correlation.allPoints",
                                                                                  ["count": .number(Double(rel.pointCount))])),
            scale: rel.scale.rawValue, decades: rel.xDecades,
            hasExponent: rel.exponent != nil,
            exponent: rel.exponent.map { (try? NumberFormatting(locale: renderer.locale).format($0, skeleton: "@@")) ?? "" },
            offScale: try offScaleText(rel, precision),
            // In the long description only: the short keeps its room for what stands out of the relation (a lone
            // outlier named there lost its place to the strength word in 9 of 42 planted charts).
            strengthSaid: rel.lineStrength == .none || precision == .brief ? ""
                : try renderer.render("finding.correlation.strength", ["strength": .string(rel.lineStrength.rawValue),
                                                                       "positive": .flag(rel.isPositive)]))
    }

    /// "Holy See (Vatican City) left out, at zero or below": the points a log reading cannot place, or "".
    private func offScaleText(_ rel: ScatterRelation, _ precision: Precision) throws(NarrationError) -> String {
        guard !rel.offScale.isEmpty else { return "" }
        var names: [String] = []
        for p in rel.offScale.prefix(2) { names.append(try pointName(series: rel.series, p, precision)) }
        if rel.offScale.count > 2 {
            names.append(try renderer.render("item.others", ["count": .number(Double(rel.offScale.count - 2)),
                                                              "pointUnit": .string("other")]))
        }
        return try renderer.render("finding.correlation.offScale", ["points": .string(renderer.list(names)),
                                                                    "count": .number(Double(rel.offScale.count))])
    }

    /// The giants' sentence: along each axis, the largest points, named by their labels where every one has
    /// one (each with its value), else by their values.
    func giantsArguments(_ g: ScatterGiants) throws(NarrationError) -> GiantsArguments {
        let model = facts.chart.series[g.series]
        var items: [String] = []
        for along in g.axes {
            let format = along.alongX ? x : y
            let labels = along.points.map { p in model.points.indices.contains(p.index) ? facts.text(model.points[p.index].label) : nil }
            let values = renderer.list(along.points.map { format.value(along.alongX ? $0.x : $0.y) })
            let hasLabels = labels.allSatisfy { $0 != nil }
            let paired = hasLabels && along.points.count > 1
            let points = paired
                ? renderer.list(try zip(labels.compactMap { $0 }, along.points).map { (label, p) throws(NarrationError) in
                    try renderer.render("item.labelled", ["label": .string(label), "x": .string(format.value(along.alongX ? p.x : p.y))])
                })
                : hasLabels ? renderer.list(labels.compactMap { $0 }) : values
            let nextLabels = along.next.compactMap { p in model.points.indices.contains(p.index) ? facts.text(model.points[p.index].label) : nil }
            let next = nextLabels.count == along.next.count && !along.next.isEmpty
                ? renderer.list(try zip(nextLabels, along.next).map { (label, p) throws(NarrationError) in
                    try renderer.render("item.labelled", ["label": .string(label), "x": .string(format.value(along.alongX ? p.x : p.y))])
                })
                : ""
            let item = GiantsAxisArguments(
                axisName: along.alongX ? axisNames.xNameInSentence : axisNames.yNameInSentence, count: along.points.count,
                hasLabels: hasLabels && !paired, points: points, values: values,
                saysDecades: along.saysDecades, decades: along.decades, hasNext: !next.isEmpty, next: next)
            items.append(try renderer.render("finding.giants.axis", item.messageArguments))
        }
        // Each axis's item may hold a list of its own ("Borneo and Sumatra"): the axes are joined apart from it.
        var a = GiantsArguments(series: scatterSeries(g.series),
                                axes: items.joined(separator: try renderer.render("finding.giants.separator", [:])))
        if let top = g.otherTop, model.points.indices.contains(top.point.index), let label = facts.text(model.points[top.point.index].label) {
            a.hasTop = true
            a.topAxisName = top.alongX ? axisNames.xNameInSentence : axisNames.yNameInSentence
            a.topLabel = label
            a.topValue = (top.alongX ? x : y).value(top.alongX ? top.point.x : top.point.y)
        }
        return a
    }

    func influenceArguments(_ p: InfluentialPoint, _ precision: Precision) throws(NarrationError) -> InfluenceArguments {
        InfluenceArguments(series: scatterSeries(p.series), axes: axisNames,
                           point: try pointName(series: p.series, p.point, precision),
                           with: coefficient(p.pearsonWith), hasWithout: p.pearsonWithout != nil,
                           without: p.pearsonWithout.map(coefficient) ?? "", creates: p.createsRelation,
                           others: p.othersRelate ? ((p.pearsonWithout ?? 0) > 0 ? "rise" : "fall") : "none")
    }

    /// The clusters' sentence; each item is rendered with the sentence's arguments (`base` and its own) beside
    /// the cluster's.
    func clustersArguments(_ c: ScatterClusters, base: [String: MessageArgument]) throws(NarrationError) -> ClustersArguments {
        var a = ClustersArguments(series: scatterSeries(c.series), axes: axisNames, count: c.clusters.count, clusters: "")
        let sentence = a.adding(to: base)
        var items: [String] = []
        for cluster in c.clusters {
            let item = ClusterItem(count: cluster.count,
                                   x: x.value(cluster.meanX, .about(step: x.aboutStep(for: abs(cluster.meanX)))),
                                   y: y.value(cluster.meanY, .about(step: y.aboutStep(for: abs(cluster.meanY)))))
            items.append(try renderer.render("finding.clusters.item", item.adding(to: sentence)))
        }
        // Each item names two positions already joined by "and" (zh "、"): a list's own "and" between items
        // would blur where one cluster ends, so they are joined by the catalog's separator (a semicolon).
        a.clusters = items.joined(separator: try renderer.render("finding.clusters.separator", [:]))
        return a
    }

    func groupReversalArguments(_ g: GroupReversal) -> GroupReversalArguments {
        GroupReversalArguments(axes: axisNames, names: renderer.list(g.series.map(facts.seriesName)),
                               allGroups: g.series.count == facts.chart.series.count,
                               risesWithin: g.risesWithinGroups, pooled: coefficient(g.pooledPearson))
    }

    func pathArguments(_ path: ScatterPath, _ precision: Precision) -> PathArguments {
        let points = facts.chart.series[path.series].points
        func label(_ p: PointRef) -> String? { points.indices.contains(p.index) ? facts.text(points[p.index].label) : nil }
        func direction(_ from: Double, _ to: Double) -> PathArguments.Direction { to > from ? .rose : to < from ? .fell : .same }
        let firstLabel = label(path.first), lastLabel = label(path.last)
        let style: AxisFormatter.NumberStyle = precision == .brief ? .brief : .exact
        return PathArguments(
            axes: axisNames, series: scatterSeries(path.series), hasLabels: firstLabel != nil && lastLabel != nil,
            firstLabel: firstLabel ?? "", lastLabel: lastLabel ?? "",
            xDirection: direction(path.first.x, path.last.x), yDirection: direction(path.first.y, path.last.y),
            fromX: x.value(path.first.x, style), toX: x.value(path.last.x, style),
            fromY: number(path.first.y, precision), toY: number(path.last.y, precision))
    }
}

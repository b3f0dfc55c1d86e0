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
}

/// `finding.influence`: one point that makes (or unmakes) a relation.
struct InfluenceArguments: MessageArguments {
    var series: SeriesNaming
    var point: String
    var with: String
    var hasWithout: Bool
    var without: String
    var creates: Bool
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
            r = try subset(r, pearsonAll)
            rho = try subset(rho, spearmanAll)
        }
        return CorrelationArguments(
            form: rel.form.rawValue, positive: rel.isPositive, axes: axisNames,
            r: r, rho: rho,
            change: y.value(abs(rel.changePerStep), .about(step: y.aboutStep(for: abs(rel.changePerStep)))),
            // The step is a round number in the axis unit, not the axis format's decimals ("per 1.000").
            step: x.value(rel.xStep, .about(step: rel.xStep)), bend: rel.bend.rawValue, hasTurn: rel.turningX != nil,
            turn: rel.turningX.map { x.value($0, .about(step: x.aboutStep(for: abs($0)))) },
            knee: rel.levelsOffAbove.map { x.value($0, .about(step: x.aboutStep(for: abs($0)))) },
            series: scatterSeries(rel.series))
    }

    func influenceArguments(_ p: InfluentialPoint, _ precision: Precision) throws(NarrationError) -> InfluenceArguments {
        InfluenceArguments(series: scatterSeries(p.series), point: try pointName(series: p.series, p.point, precision),
                           with: coefficient(p.pearsonWith), hasWithout: p.pearsonWithout != nil,
                           without: p.pearsonWithout.map(coefficient) ?? "", creates: p.createsRelation)
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

import ChartAnalysis

/// `finding.shape`: a series' course as segments ("rose from 138.4 million jobs in Jan 2008 to …, then fell").
struct ShapeArguments: MessageArguments {
    /// The levels were measured with a yearly season taken out ("Seattle, season aside, rose from about 15.0").
    var adjusted: Bool
    /// The segments' clauses (`finding.shape.clause`), joined.
    var clauses: String
    /// The growth clause (`finding.shape.growth`), or empty.
    var growth: String
    /// The extreme before the end (`finding.shape.after`), or empty.
    var after: String
    var segmentCount: Int
    var firstDirection: String
    var secondDirection: String
    var turnX: String
    var turns: String
    /// One segment that goes ever faster or more slowly (`SeriesShape.pace`): "quickening", "slowing" or "none".
    var pace: String = "none"
}

/// `finding.shape.clause`: one segment.
struct ShapeClause: MessageArguments {
    var position: ClausePosition
    var direction: String
    /// The levels are fitted ones, said with "about".
    var about: Bool
    var from: String
    var fromAt: String
    var fromX: String
    var to: String
    var toAt: String
    var toX: String
    /// The segment ends on a record high.
    var record: Bool
    /// The axis, so a language can pick the preposition of "until {toX}" (fr "jusqu’au 1 janv.", ru "по 2005 год").
    var xKind: String
    var xGranularity: String
    /// A level inside a course that goes the move's way at every step, slowly: "levelled off", not "held".
    var creeps = false
}

/// `finding.shape.after`: the series' extreme inside the last segment, before a visibly lower (higher) end.
struct ShapeAfterArguments: MessageArguments {
    var high: Bool
    var value: String
    var at: String
}

/// `finding.shape.growth`: a rise the analysis says as growth, with its doubling time where the rate was steady.
struct ShapeGrowthArguments: MessageArguments {
    var factor: String
    var factorCount: Double
    var doubling: Bool
    var doublingTime: PeriodLength?
}

/// `finding.commonShape`: several series of one shape, the course said once.
struct CommonShapeArguments: MessageArguments {
    var names: String
    var seriesCount: Int
    var clauses: String
    var values: String
    var brief: Bool
    var adjusted: Bool
}

/// `finding.commonShape.clause`: one segment of the common course.
struct CommonShapeClause: MessageArguments {
    var position: ClausePosition
    var direction: String
    var fromX: String
    var toX: String
    var fromAt: String
    var toAt: String
    var xKind: String
    var xGranularity: String
}

/// `finding.commonShape.level`: one series' value at a boundary of the common course.
struct CommonShapeLevel: MessageArguments {
    var position: ClausePosition
    var direction: String
    var value: String
    var about: Bool
}

/// `finding.commonShape.values`: one series' values along the common course.
struct CommonShapeValues: MessageArguments {
    var name: String
    var levels: String
}

extension FindingPhraser {
    func shapeArguments(_ shape: SeriesShape, _ precision: Precision) throws(NarrationError) -> ShapeArguments {
        // The short description keeps the two consecutive segments that change most (a dip and its recovery),
        // not the whole history.
        var segments = shape.segments
        let place = ShapePlace(x: x, facts: facts, segments: segments)
        // A plateau between a rise and a fall (or a fall and a rise) is left out of the short description: "held
        // around 67 until Aug 18, then fell" would hide the rise before it; "rose … to about 67 on Jul 28, then
        // fell to about 39 on Dec 31" is the shape a reader sees.
        if precision == .brief, segments.count > 2 {
            segments = segments.indices.compactMap { k in
                let s = segments[k]
                guard s.direction == .flat, k > 0, k < segments.count - 1 else { return s }
                let (before, after) = (segments[k - 1].direction, segments[k + 1].direction)
                return before != .flat && after != .flat && before != after ? nil : s
            }
        }
        // A course that goes one way throughout, with pauses (every segment that moves moves that way), is said
        // whole in the short description: "Age 85 fell from 173.5 in 1940 to 75.5 in 2014", not its two largest
        // middle segments ("fell from 144.7 in 1958 to 89.3 in 1989, then held around 89 until 2002").
        let moving = Set(segments.map(\.direction)).subtracting([.flat])
        if precision == .brief, segments.count > 2, moving.count == 1, let way = moving.first,
           let first = segments.first, let last = segments.last {
            segments = [ShapeSegment(start: first.start, end: last.end, direction: way,
                                     startLevel: first.startLevel, endLevel: last.endLevel)]
        }
        if precision == .brief, segments.count > 2 {
            let best = (0..<(segments.count - 1)).max { a, b in
                abs(segments[a].change) + abs(segments[a + 1].change) < abs(segments[b].change) + abs(segments[b + 1].change)
            }!
            segments = Array(segments[best...(best + 1)])
        }
        let largest = segments.map { abs($0.change) }.max() ?? 0
        let step = y.aboutStep(for: largest)
        var saidUnit = false
        // The unit is said with the first number only ("from 138.4 million jobs … to 129.7 million").
        func level(_ fitted: Double, _ actual: Double) -> String {
            let style: AxisFormatter.NumberStyle = shape.isApproximate ? .about(step: step) : precision == .brief ? .brief : .exact
            let v = shape.isApproximate ? fitted : actual
            defer { saidUnit = true }
            return saidUnit ? y.later(v, style) : y.value(v, style)
        }
        var clauses: [String] = []
        for (k, segment) in segments.enumerated() {
            let isLast = k == segments.count - 1
            var c = ShapeClause(
                position: ClausePosition(k), direction: segment.direction.rawValue, about: shape.isApproximate,
                from: level(segment.startLevel, segment.start.y), fromAt: try place.at(segment.start.x),
                fromX: place.position(segment.start.x),
                to: level(segment.endLevel, segment.end.y), toAt: try place.at(segment.end.x),
                toX: place.position(segment.end.x),
                // A record is a value of the data: not said of a fitted level ("a record about …").
                record: isLast && shape.endsAtRecordHigh && segment.direction == .rising && !shape.isApproximate
                    && facts.xIsTime,
                xKind: facts.chart.xAxis.kind.rawValue, xGranularity: place.granularity)
            if segment.direction == .flat {
                let mean = (segment.startLevel + segment.endLevel) / 2
                c.from = y.value(mean, .about(step: step))
            }
            let clause = try renderer.render("finding.shape.clause", c.messageArguments)
            clauses.append(isLast && k > 0 ? try renderer.render("finding.shape.then", ["clause": .string(clause)]) : clause)
        }
        let separator = (try? renderer.render("text.clauseSeparator", [:])) ?? ", "
        // A rise the analysis says as growth: its factor, and its doubling time where the rate was steady.
        var growthClause = ""
        if let growth = shape.growth, segments.count == 1 {
            let rounded = growth.factor >= 10 ? growth.factor.rounded() : (growth.factor * 10).rounded() / 10
            let g = ShapeGrowthArguments(factor: ratio(growth.factor), factorCount: rounded,
                                         doubling: growth.doublingTime != nil,
                                         doublingTime: growth.doublingTime.map(periodLength))
            growthClause = try renderer.render("finding.shape.growth", g.messageArguments)
        }
        // The end against the peak: the extreme the last segment passes before the end, where the said segments
        // reach the end (the short may keep an earlier pair).
        var afterClause = ""
        // The long only: the short keeps its length for the chart's top events.
        if precision != .brief, let extreme = shape.extremeBeforeEnd, let last = shape.segments.last, segments.last == last {
            afterClause = try renderer.render("finding.shape.after", ShapeAfterArguments(
                high: last.direction == .rising, value: y.later(extreme.y, .exact),
                at: try place.at(extreme.x)).messageArguments)
        }
        return ShapeArguments(
            adjusted: seasonAside(shape), clauses: clauses.joined(separator: separator), growth: growthClause, after: afterClause,
            segmentCount: segments.count, firstDirection: segments[0].direction.rawValue,
            secondDirection: segments.count > 1 ? segments[1].direction.rawValue : "flat",
            turnX: place.position(segments[0].end.x),
            turns: renderer.list(segments.dropLast().map { place.position($0.end.x) }),
            pace: segments.count == 1 ? shape.pace?.rawValue ?? "none" : "none")
    }

    /// One sentence for several series of the same shape: the common course once, then each series' values at
    /// its start, turning points and end ("… all rose from Jan to Jul, then fell to Dec: Beijing from -3.3 to
    /// 26.1 to -1.2 degrees Celsius, …").
    func commonShape(_ shapes: [SeriesShape], turns: [Double], precision: Precision) throws(NarrationError) -> String {
        let lead = shapes[0]
        let startX = lead.segments[0].start.x, endX = lead.segments.last!.end.x
        let boundaries = [startX] + turns + [endX]
        let place = ShapePlace(x: x, facts: facts, segments: lead.segments)
        var clauses: [String] = []
        for (k, segment) in lead.segments.enumerated() {
            let clause = try renderer.render("finding.commonShape.clause", CommonShapeClause(
                position: ClausePosition(k), direction: segment.direction.rawValue,
                fromX: k == 0 ? try facts.namedPosition(place.position(boundaries[k])) : place.position(boundaries[k]),
                toX: place.position(boundaries[k + 1]),
                fromAt: try place.at(boundaries[k]), toAt: try place.at(boundaries[k + 1]),
                xKind: facts.chart.xAxis.kind.rawValue, xGranularity: place.granularity).messageArguments)
            let isLast = k == lead.segments.count - 1
            clauses.append(isLast && k > 0 ? try renderer.render("finding.shape.then", ["clause": .string(clause)]) : clause)
        }
        var values: [String] = []
        let style: AxisFormatter.NumberStyle = precision == .brief ? .brief : .exact
        for shape in shapes {
            let series = facts.chart.series[shape.series].points
            var levels: [String] = []
            let step = y.aboutStep(for: shape.segments.map { abs($0.change) }.max() ?? 0)
            for (k, bx) in boundaries.enumerated() {
                // The value each series has at the common boundary (the nearest point at or before it); the
                // fitted level where single values are noise or carry a season ("from about 15.0 to about 17.8").
                var y: Double?
                if shape.isApproximate {
                    y = k == 0 ? shape.segments[0].startLevel : shape.segments[min(k - 1, shape.segments.count - 1)].endLevel
                } else {
                    for p in series where p.x <= bx { if let v = p.y { y = v } }
                }
                guard let y else { continue }
                let levelStyle: AxisFormatter.NumberStyle = shape.isApproximate ? .about(step: step) : style
                let isLast = k == boundaries.count - 1
                levels.append(try renderer.render("finding.commonShape.level", CommonShapeLevel(
                    position: ClausePosition(k), direction: k == 0 ? "flat" : lead.segments[k - 1].direction.rawValue,
                    value: isLast ? self.y.value(y, levelStyle) : self.y.later(y, levelStyle),
                    about: shape.isApproximate).messageArguments))
            }
            values.append(try renderer.render("finding.commonShape.values", CommonShapeValues(
                name: facts.seriesName(shape.series),
                levels: levels.joined(separator: (try? renderer.render("text.wordSeparator", [:])) ?? " ")).messageArguments))
        }
        let a = CommonShapeArguments(
            names: renderer.list(shapes.map { facts.seriesName($0.series) }), seriesCount: shapes.count,
            clauses: clauses.joined(separator: (try? renderer.render("text.clauseSeparator", [:])) ?? ", "),
            values: renderer.list(values), brief: precision == .brief, adjusted: shapes.allSatisfy(seasonAside))
        return try renderer.render("finding.commonShape", a.adding(to: facts.chartContext))
    }

    /// Whether a shape's levels were measured with a yearly season taken out, and say so ("Seattle, season
    /// aside, rose from about 15.0"): a January day is not 15 °C, the year's level there is. A daily or weekly
    /// cycle taken out leaves levels a reader takes as they are (the day's or the week's).
    func seasonAside(_ shape: SeriesShape) -> Bool {
        guard shape.isSeasonallyAdjusted else { return false }
        return facts.insights.findings.contains { f in
            guard case .seasonality(let s) = f.detail, s.series == shape.series else { return false }
            return s.period == .monthOfYear || s.period == .quarterOfYear
        }
    }
}

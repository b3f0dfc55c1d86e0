import ChartAnalysis
import ChartModel

/// The arguments of one point of a series (the walkthrough and the explorer).
extension ChartFacts {
    /// The arguments of one point; `landmarkMarkers` are marker words added after the statistics' own
    /// (the explorer names the findings' landmarks there).
    func pointContext(series: Int, point p: Int, landmarkMarkers: [String] = []) throws(NarrationError) -> [String: MessageArgument] {
        let points = chart.series[series].points
        let point = points[p]
        let stats = insights.series[series]
        let value = point.y
        let label = text(point.label)
        var previous: Double?
        var k = p - 1
        while k >= 0 {
            if let v = points[k].y { previous = v; break }
            k -= 1
        }
        // Analysis says whether a step between points has a direction (not between unordered categories, nor in a
        // scatter cloud) and what the change is, computed from the data, then rounded for saying: "up 312,000 jobs",
        // never the difference of two rounded values ("up 400,000" between 135.4 and 135.8 million shown).
        let changes = insights.seriesFacts.indices.contains(series) ? insights.seriesFacts[series].changes : nil
        var step: ValueChange?
        if let value, let previous, changes?.stepsHaveDirection == true {
            step = ValueChange(from: previous, to: value)
        }
        var words: [String] = []
        if let value {
            var markers: [String] = []
            // An extreme lists every point with exactly its value, so comparing values says the same
            // without scanning the (possibly long) tie list for every point.
            if changes?.marksExtremes == true {
                if value == stats.maximum?.value { markers.append("highest") }
                if value == stats.minimum?.value { markers.append("lowest") }
            }
            // The findings' landmarks (a turning point, an overtake, an unusual value), unless the caller names them.
            if landmarkMarkers.isEmpty {
                for role in landmarkRoles[series][p] ?? [] where role != .extreme && !markers.contains(role.rawValue) {
                    markers.append(role.rawValue)
                }
            }
            for m in markers { words.append(try renderer.render("item.marker", ["marker": .string(m)])) }
            words += landmarkMarkers
        }
        // A missing point says only where it is: the rest keeps its series' arguments.
        return try FieldArguments.adding(PointField.self, to: seriesContexts[series]) { (field) throws(NarrationError) -> MessageArgument? in
            switch field {
            case .x: .string(x.position(point.x))
            case .isMissing: .flag(value == nil)
            case .value: value.map { .string(y.value($0)) }
            case .label: value == nil ? nil : FieldArguments.text(label)
            case .hasLabel: value == nil ? nil : FieldArguments.has(label)
            case .changeDirection: value == nil ? nil : .string(step?.direction.rawValue ?? "none")
            case .change: step.map { .string((try? y.difference($0.amount, .derived, renderer: renderer)) ?? y.value($0.amount, .derived)) }
            case .hasMarkers: value == nil ? nil : .flag(!words.isEmpty)
            case .markers: value == nil ? nil : .string(renderer.list(words))
            }
        }
    }
}

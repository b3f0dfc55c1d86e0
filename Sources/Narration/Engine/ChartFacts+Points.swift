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
        // Between unordered categories (feeds, countries) there is no "up" or "down": the next bar is only the
        // next in the file. Nor between two points of a scatter cloud: two cars of the same speed, or the next
        // reading in the file, are not a step of one course (a connected scatter's drawn order is one).
        var delta: Double?
        if let value, let previous, chart.type != .scatter || chart.series[series].isContinuous,
           chart.xAxis.kind != .category || chart.xAxis.isOrdered {
            // The change is computed from the data, then rounded for saying: "up 312,000 jobs", never the
            // difference of two rounded values ("up 400,000" between 135.4 and 135.8 million shown). "Unchanged"
            // only where the values are equal (a difference of two decimals of the data's precision below a
            // billionth of their size is the binary representation, not a change).
            var d = value - previous
            if abs(d) <= 1e-9 * max(abs(value), abs(previous)) { d = 0 }
            delta = d
        }
        var words: [String] = []
        if let value {
            var markers: [String] = []
            // An extreme lists every point with exactly its value, so comparing values says the same
            // without scanning the (possibly long) tie list for every point.
            // A constant series has no highest or lowest point worth marking on every line.
            if stats.minimum?.value != stats.maximum?.value {
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
            case .changeDirection: value == nil ? nil : .string(delta.map { $0 > 0 ? "up" : $0 < 0 ? "down" : "flat" } ?? "none")
            case .change: delta.map { .string(y.value(abs($0), .derived)) }
            case .hasMarkers: value == nil ? nil : .flag(!words.isEmpty)
            case .markers: value == nil ? nil : .string(renderer.list(words))
            }
        }
    }
}

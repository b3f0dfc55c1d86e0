import ChartAnalysis
import ChartModel

/// The arguments of one point of a series (the walkthrough and the explorer).
extension ChartFacts {
    /// The arguments of one point; `landmarkMarkers` are marker words added after the statistics' own
    /// (the explorer names the findings' landmarks there).
    func pointContext(series: Int, point p: Int, landmarkMarkers: [String] = []) throws(NarrationError) -> [String: MessageArgument] {
        var c = seriesContexts[series]
        let points = chart.series[series].points
        let point = points[p]
        let stats = insights.series[series]
        c["x"] = .string(x.position(point.x))
        guard let value = point.y else {
            c["isMissing"] = .flag(true)
            return c
        }
        c["isMissing"] = .flag(false)
        c["value"] = .string(y.value(value))
        set(&c, "label", flag: "hasLabel", text(point.label))
        var previous: Double?
        var k = p - 1
        while k >= 0 {
            if let v = points[k].y { previous = v; break }
            k -= 1
        }
        // Between unordered categories (feeds, countries) there is no "up" or "down": the next bar is only the
        // next in the file. Nor between two points of a scatter cloud: two cars of the same speed, or the next
        // reading in the file, are not a step of one course (a connected scatter's drawn order is one).
        if let previous, chart.type != .scatter || chart.series[series].isContinuous,
           chart.xAxis.kind != .category || chart.xAxis.isOrdered {
            // The change is computed from the data, then rounded for saying: "up 312,000 jobs", never the
            // difference of two rounded values ("up 400,000" between 135.4 and 135.8 million shown). "Unchanged"
            // only where the values are equal (a difference of two decimals of the data's precision below a
            // billionth of their size is the binary representation, not a change).
            var delta = value - previous
            if abs(delta) <= 1e-9 * max(abs(value), abs(previous)) { delta = 0 }
            c["changeDirection"] = .string(delta > 0 ? "up" : delta < 0 ? "down" : "flat")
            c["change"] = .string(y.value(abs(delta), .derived))
        } else {
            c["changeDirection"] = .string("none")
        }
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
        var words: [String] = []
        for m in markers { words.append(try renderer.render("item.marker", ["marker": .string(m)])) }
        words += landmarkMarkers
        c["hasMarkers"] = .flag(!words.isEmpty)
        c["markers"] = .string(renderer.list(words))
        return c
    }
}

import ChartModel

/// Builders for small charts in tests.
enum TestCharts {
    static func series(_ ys: [Double?], xs: [Double]? = nil, name: String = "s") -> Series {
        let xs = xs ?? ys.indices.map(Double.init)
        return Series(name: LocalizedText(name), isContinuous: true,
                      points: zip(xs, ys).map { DataPoint(x: $0, y: $1) })
    }

    static func chart(_ series: [Series], type: ChartType = .line, xAxis: Axis = Axis(kind: .numeric)) -> Chart {
        Chart(id: "c", type: type, xAxis: xAxis, yAxis: Axis(kind: .numeric), series: series)
    }

    static func chart(_ ys: [Double?], xs: [Double]? = nil, type: ChartType = .line,
                      xAxis: Axis = Axis(kind: .numeric)) -> Chart {
        chart([series(ys, xs: xs)], type: type, xAxis: xAxis)
    }

    /// Seconds since the epoch of a UTC calendar date.
    static func date(_ year: Int, _ month: Int, _ day: Int, hour: Int = 0) -> Double {
        // Days from civil (Hinnant), independent of the code under test's helpers.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return Double(era * 146_097 + doe - 719_468) * 86_400 + Double(hour) * 3600
    }

    /// Deterministic noise in [-0.5, 0.5).
    static func noise(count: Int, seed: UInt64 = 7) -> [Double] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(UInt64(1) << 53) - 0.5
        }
    }
}

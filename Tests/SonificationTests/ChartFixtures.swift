import ChartModel

/// Builds small charts for the tests.
enum ChartFixtures {
    /// A chart with one series; x defaults to 0, 1, 2, …
    static func chart(values: [Double?], xs: [Double]? = nil, continuous: Bool,
                      yAxis: Axis = Axis(kind: .numeric, range: AxisRange(min: 0, max: 100)),
                      xAxis: Axis = Axis(kind: .numeric),
                      additionalAxes: [Axis] = [], extra: [AdditionalValue]? = nil) -> Chart {
        let xs = xs ?? values.indices.map(Double.init)
        let points = values.indices.map { i in
            DataPoint(x: xs[i], y: values[i], additionalValues: extra.map { [$0[i]] } ?? [])
        }
        return Chart(id: "c", type: continuous ? .line : .column, xAxis: xAxis, yAxis: yAxis,
                     additionalAxes: additionalAxes,
                     series: [Series(name: LocalizedText("s"), isContinuous: continuous, points: points)])
    }

    /// The same points repeated as several series, so each gets its own timbre.
    static func chart(values: [Double?], seriesCount: Int, continuous: Bool) -> Chart {
        var c = chart(values: values, continuous: continuous)
        c.series = Array(repeating: c.series[0], count: seriesCount)
        return c
    }
}


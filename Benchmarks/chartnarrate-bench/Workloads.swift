import Foundation
import ChartModel

/// Deterministic inputs shaped like real data: a slow rise, a yearly cycle, noise from a fixed-seed
/// generator and a few missing values.
enum Workloads {
    static func points(count: Int) -> [DataPoint] {
        var state: UInt64 = 42
        func noise() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53) - 0.5
        }
        let start = 1_704_067_200.0  // 2024-01-01T00:00:00Z
        return (0..<count).map { i in
            let t = Double(i)
            let y = 100 + 0.00002 * t + 10 * sin(2 * Double.pi * t / 525_600) + 4 * noise()
            return DataPoint(x: start + 60 * t, y: i % 10_007 == 5 ? nil : (y * 10).rounded() / 10)
        }
    }

    /// One minute-by-minute series on a date axis.
    static func report(count: Int) -> Report {
        let series = Series(name: LocalizedText("Sensor"), isContinuous: true, points: points(count: count))
        let chart = Chart(id: "bench", type: .line, title: LocalizedText("Sensor readings"),
                          xAxis: Axis(kind: .date, title: LocalizedText("Time"), hasTimeOfDay: true),
                          yAxis: Axis(kind: .numeric, title: LocalizedText("Reading"), format: ".0"),
                          series: [series])
        return Report(language: "en", charts: [chart])
    }

    /// The same series as a descriptor document in the compact `<values>` form and as `<point>` elements.
    static func descriptorXML(_ pts: SeriesPoints, compact: Bool) -> [UInt8] {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<chart id=\"bench\" type=\"line\">\n<title>Bench</title>\n"
        out += "<x-axis type=\"date\"><title>Time</title></x-axis>\n<y-axis type=\"numeric\"><title>Reading</title></y-axis>\n<series name=\"Sensor\">\n"
        if compact {
            out += "<values x-start=\"2024-01-01T00:00:00Z\" x-step=\"PT1M\">"
            for (i, p) in pts.enumerated() {
                // libxml2 caps one text node at 10 MB without HUGE; a fresh <values> continues the series.
                if i > 0 && i % 500_000 == 0 { out += "</values>\n<values>" }
                out += p.y.map { "\($0) " } ?? "NaN "
            }
            out += "</values>\n"
        } else {
            for (i, p) in pts.enumerated() {
                let minute = i % 60, hour = (i / 60) % 24, day = i / 1440
                out += "<point x=\"\(CivilCalendar.isoString(fromEpochSeconds: 1_704_067_200 + Double(day) * 86_400, withTime: false))T\(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute):00Z\" y=\"\(p.y.map { "\($0)" } ?? "")\"/>\n"
            }
        }
        out += "</series>\n</chart>\n"
        return Array(out.utf8)
    }

    /// An hourly series with a daily cycle, a dip and recovery, and noise: every structure detector
    /// (seasonality, shape, refinement on the full data, records, outliers) has something to find.
    static func structuredChart(count: Int) -> Chart {
        var state: UInt64 = 7
        func noise() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53) - 0.5
        }
        let start = 1_704_067_200.0  // 2024-01-01T00:00:00Z
        let points = (0..<count).map { i -> DataPoint in
            let t = Double(i) / Double(count)
            let dip = t < 0.3 ? 10 * t : t < 0.5 ? 3 - 20 * (t - 0.3) : -1 + 12 * (t - 0.5)
            let y = 100 + 5 * dip + 3 * sin(2 * Double.pi * Double(i % 24) / 24) + 2 * noise()
            return DataPoint(x: start + 3600 * Double(i), y: (y * 10).rounded() / 10)
        }
        return Chart(id: "structured", type: .line, xAxis: Axis(kind: .date, hasTimeOfDay: true),
                     yAxis: Axis(kind: .numeric), series: [Series(name: LocalizedText("Load"), isContinuous: true, points: points)])
    }
}

import ChartModel
import Foundation

/// One generated chart and the truth planted in it: where the event is, and what saying it means.
struct PlantedChart: Sendable {
    var event: PlantedEvent
    var length: LengthBand
    var seriesBand: SeriesBand
    var background: PlantedBackground
    var chart: Chart
    /// The series the event is planted in (the riser of an overtake, the stalled series of a stall).
    var series: Int
    /// The overtaken series (an overtake only).
    var rival: Int?
    /// The points of `series` whose saying says the event (the peak, the crash's low, both sides of a step, …),
    /// read from the generated data.
    var at: [Int]
    /// How many points from one of `at` a said point may lie (0 up to 12 points: every point is seen).
    var tolerance: Int
    /// A level stretch (a plateau, a stall) that a said level or flat segment over at least half of it also says.
    var flat: ClosedRange<Int>?
    /// The series whose course is planted: "no clear trend" is false of them.
    var courses: Set<Int>

    /// The event series' values.
    var ys: [Double] { chart.series[series].points.map { $0.y ?? .nan } }
    /// The number of points in each series.
    var count: Int { chart.series[series].points.count }

    /// The data in brief for a report: the chart's make, and the event series' values (all of them up to 12
    /// points, else the first, the planted points and the last).
    var dataSummary: String {
        let ys = self.ys
        func v(_ k: Int) -> String { String(format: "%.1f", ys[k]) }
        let values: String
        if ys.count <= 12 {
            values = ys.indices.map(v).joined(separator: ", ")
        } else {
            let marks = Array(Set([0, ys.count - 1] + at)).sorted()
            values = marks.map { "[\($0)] \(v($0))" }.joined(separator: ", ")
        }
        let kind = chart.type == .scatter ? "scatter" : "\(chart.type?.rawValue ?? "line") over \(chart.xAxis.kind.rawValue)"
        let rivalText = rival.map { ", rival series \($0)" } ?? ""
        return "\(event.rawValue), \(count) points × \(chart.series.count) series, \(background.rawValue), \(kind); " +
            "series \(series)\(rivalText), planted at \(at): \(values)"
    }
}

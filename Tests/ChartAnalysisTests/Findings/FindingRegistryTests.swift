import ChartModel
import Foundation
import Testing
@testable import ChartAnalysis

/// The kind registry is the one list: every detector makes only the kinds `FindingKind.detectors` lists for it,
/// every kind is made by some detector, and what a finding claims follows its kind except where its numbers make
/// it a fact of the data shown.
@Suite struct FindingRegistryTests {
    /// Charts of many shapes: one series (noise, a walk, a trend with a season, a step, a gap), several series
    /// (crossing, ten walks, a goal line), categories, and scatter clouds.
    static func charts() -> [Chart] {
        var g = SyntheticSeries(seed: 0x4E6_0001)
        var charts: [Chart] = []
        let months = (0..<120).map { TestCharts.date(2001 + $0 / 12, $0 % 12 + 1, 1) }
        charts.append(SyntheticSeries.chart(g.whiteNoise(200).map { $0 + 50 }))
        charts.append(SyntheticSeries.chart(g.randomWalk(300, start: 100)))
        charts.append(SyntheticSeries.dateChart(months.indices.map { 100 + Double($0) + 15 * sin(Double($0) * .pi / 6) + g.gaussian() },
                                                xs: months))
        charts.append(SyntheticSeries.chart((0..<150).map { ($0 < 75 ? 10 : 20) + g.gaussian() }))
        var gapped: [Double?] = (0..<100).map { Double($0) + g.gaussian() }
        for k in 40..<50 { gapped[k] = nil }
        charts.append(TestCharts.chart(gapped))
        let xs = (0..<80).map(Double.init)
        charts.append(TestCharts.chart([TestCharts.series(xs.map { $0 + g.gaussian() }, xs: xs, name: "a"),
                                        TestCharts.series(xs.map { 80 - $0 + g.gaussian() }, xs: xs, name: "b")]))
        charts.append(TestCharts.chart((0..<10).map { s in TestCharts.series(g.randomWalk(60, start: 1000), name: "w\(s)") }))
        charts.append(TestCharts.chart((0..<5).map { s in
            TestCharts.series(xs.map { 10 + (($0 > 30 && $0 < 50) ? 8 : 0) + 0.3 * g.gaussian() + Double(s) }, xs: xs, name: "m\(s)")
        }))
        charts.append(TestCharts.chart([TestCharts.series(xs.map { _ in 5 + g.gaussian() }, xs: xs, name: "steps"),
                                        TestCharts.series(xs.map { _ in 5 }, xs: xs, name: "goal")]))
        let sites = (0..<6).map { Category(id: "s\($0)") }
        charts.append(TestCharts.chart([TestCharts.series([43.66, 30.29, 29.05, 29.29, 35.83, 54.35], name: "1931"),
                                        TestCharts.series([31.18, 25.70, 20.81, 41.51, 29.51, 41.87], name: "1932")],
                                       type: .bar, xAxis: Axis(kind: .category, categories: sites)))
        for relation in [0.0, 2.0] {
            let points = (0..<120).map { _ -> DataPoint in let x = g.gaussian(); return DataPoint(x: x, y: relation * x + g.gaussian()) }
            charts.append(Chart(id: "c", type: .scatter, xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric),
                                series: [Series(name: LocalizedText("cloud"), isContinuous: false, points: points)]))
        }
        let clusters = (0..<150).map { k -> DataPoint in
            let c = Double(k % 2) * 6
            return DataPoint(x: c + 0.5 * g.gaussian(), y: c + 0.5 * g.gaussian())
        }
        charts.append(Chart(id: "c", type: .scatter, xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric),
                            series: [Series(name: LocalizedText("two"), isContinuous: false, points: clusters)]))
        return charts
    }

    @Test func everyDetectorMakesOnlyTheKindsTheRegistryListsForIt() {
        var made: [FindingDetector: Set<FindingKind>] = [:]
        for chart in Self.charts() {
            let samples = chart.series.map(Sample.init)
            let context = FindingContext(chart: chart, samples: samples, statistics: samples.map { StatisticsBuilder.statistics($0) })
            for detector in FindingDetector.allCases {
                let kinds = Set(detector.findings(context).map(\.kind))
                #expect(kinds.isSubset(of: detector.kinds), "\(detector) made \(kinds.subtracting(detector.kinds))")
                made[detector, default: []].formUnion(kinds)
            }
        }
        let madeKinds = made.values.reduce(into: Set<FindingKind>()) { $0.formUnion($1) }
        print("registry check: \(madeKinds.count) of \(FindingKind.allCases.count) kinds made by these charts: \(madeKinds.map(\.rawValue).sorted().joined(separator: ", "))")
        // The family is meant to exercise the detectors broadly; a fall below this means a fixture stopped working.
        #expect(madeKinds.count >= 14)
    }

    @Test func everyKindHasADetectorAndEveryDetectorAKind() {
        for kind in FindingKind.allCases { #expect(!kind.detectors.isEmpty, "\(kind)") }
        for detector in FindingDetector.allCases { #expect(!detector.kinds.isEmpty, "\(detector)") }
    }

    @Test func theKindIsThePayloadsCaseAndFactsAreTheirNumbers() {
        let p = PointRef(index: 0, x: 0, y: 1)
        let leader = Finding(series: [0, 1], salience: 0.3,
                             detail: .overtake(Overtake(leader: 0, other: 1, leaderPoint: p, otherPoint: p, holdsToEnd: true,
                                                        orderChanges: 1, isSystematic: false)))
        #expect(leader.kind == .overtake && leader.claim == .fact)
        var systematic = leader
        if case .overtake(var o) = systematic.detail { o.isSystematic = true; systematic.detail = .overtake(o) }
        #expect(systematic.claim == .relation)
        #expect(FindingKind.course.claim == .fact && FindingKind.shape.claim == .regularity)
    }

    @Test func sayAtFollowsTheBarsAndIncludesLongerOutputs() {
        #expect(SayAt(salience: 0.5) == .short && SayAt(salience: SayAt.shortBar) == .short)
        #expect(SayAt(salience: 0.17) == .standard && SayAt(salience: 0.12) == .long && SayAt(salience: 0.05) == .dataOnly)
        #expect(SayAt.short > .standard && SayAt.standard > .long && SayAt.long > .dataOnly)
    }
}

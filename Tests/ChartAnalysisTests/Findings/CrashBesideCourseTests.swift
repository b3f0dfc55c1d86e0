import Foundation
import Testing
import ChartModel
@testable import ChartAnalysis

/// A crash that a long series' pen rounds off (the series' largest fall, at least `StructureDetector.crashShare`
/// of the range within `crashSpan` of the x span) is said beside its course as the largest fall; the same fall
/// spread over a third of the chart is one of the course's moves and gets no second telling.
@Suite struct CrashBesideCourseTests {
    /// 700 points of a rising walk (0.25 % a point, noise `noise`) with a fall of `depth` (a share of the level)
    /// over `fallPoints` points from point 450, regained over the next 80.
    private func walk(depth: Double, fallPoints: Int, noise: Double, seed: UInt64) -> [Double] {
        var g = SyntheticSeries(seed: seed)
        var level = 100.0
        return (0..<700).map { k -> Double in
            level *= 1.0025 * (1 + noise * g.gaussian())
            var factor = 1.0
            if k >= 450 && k < 450 + fallPoints { factor = 1 - depth * Double(k - 449) / Double(fallPoints) }
            if k >= 450 + fallPoints && k < 530 + fallPoints { factor = 1 - depth * (1 - Double(k - 449 - fallPoints) / 80) }
            return level * factor
        }
    }

    /// Whether the series is told by its course, the largest falls said, and the course's falls (start, end).
    private func said(_ ys: [Double]) -> (course: Bool, falls: [Drawdown], moves: [(Int, Int, Double)]) {
        let findings = ChartAnalyzer.analyze(TestCharts.chart(ys.map { Optional($0) })).findings
        let falls = findings.compactMap { (f: Finding) -> Drawdown? in if case .drawdown(let d) = f.detail { d } else { nil } }
        let moves = findings.compactMap { (f: Finding) -> VisibleCourse? in if case .course(let c) = f.detail { c } else { nil } }
            .flatMap { $0.moves.filter { !$0.isRise }.map { ($0.start.index, $0.end.index, $0.change) } }
        // Told by its course where no fitted shape or step describes it (the audit may add a course beside one).
        let byCourse = findings.contains { $0.kind == .course } && !findings.contains { [.shape, .levelShift].contains($0.kind) }
        return (byCourse, falls, moves)
    }

    /// Every crash under a course is said: by a fall of the course that carries half of it, or else beside the
    /// course as the largest fall (seed 6: the course's pen passes over it).
    @Test func aCrashUnderThePenIsSaid() {
        var besides = 0, courses = 0
        for seed in 1...10 {
            let ys = walk(depth: 0.5, fallPoints: 8, noise: 0.02, seed: UInt64(seed))
            let (course, falls, moves) = said(ys)
            guard course else { continue }
            courses += 1
            let low = (450..<470).min { ys[$0] < ys[$1] }!
            let depth = ys[440...449].max()! - ys[low]
            let byCourse = moves.contains { $0.0 <= low && $0.1 >= 445 && abs($0.2) >= depth / 2 }
            let beside = falls.contains { !$0.isExplained && $0.peak.index >= 440 && $0.trough.index == low }
            #expect(byCourse || beside, "seed \(seed)")
            if beside { besides += 1 }
        }
        #expect(courses >= 5 && besides >= 1, "\(courses) told by their course, \(besides) crashes said beside it")
    }

    /// A fall said beside a course is a fast one: a slow fall of the same depth is the course's own move.
    @Test func aFallSaidBesideACourseIsFast() {
        var courses = 0
        for seed in 1...10 {
            let ys = walk(depth: 0.5, fallPoints: 200, noise: 0.02, seed: UInt64(seed))
            let (course, falls, _) = said(ys)
            guard course else { continue }
            courses += 1
            #expect(falls.allSatisfy { $0.isExplained || Double($0.trough.index - $0.peak.index) <= StructureDetector.crashSpan * 699 },
                    "seed \(seed): \(falls.map { ($0.peak.index, $0.trough.index, $0.isExplained) })")
        }
        #expect(courses >= 3, "\(courses) walks told by their course")
    }
}

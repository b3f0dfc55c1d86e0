import Foundation
import Testing
@testable import ChartAnalysis

/// A long rise or fall told as one segment says "more and more slowly" (or "faster and faster") where the means of
/// `VisibleCourse.pacedBins` equal stretches of x move its way at every stretch and their changes shrink (grow) as
/// a short course's steps must; random walks with a drift get none.
@Suite struct LongPaceTests {
    @Test func aWeightLossThatSlowsIsSaidToSlowAndTheAuditHoldsIt() throws {
        // An obese patient's weight (kg) on a weight-loss programme, day 0 to 246 (MASS: wtloss, two weighings a
        // day averaged).
        let days: [Double] = [0, 4, 7, 11, 18, 24, 30, 32, 43, 46, 60, 64, 70, 71, 73, 74, 84, 88, 95, 102, 106, 109,
                              115, 122, 133, 137, 140, 143, 147, 148, 149, 150, 153, 156, 161, 164, 165, 170, 176, 179,
                              198, 214, 218, 221, 225, 233, 238, 241, 246]
        let kg: [Double] = [184.35, 182.51, 180.18, 177.91, 175.81, 173.11, 170.06, 169.31, 165.1, 163.11, 158.3, 155.8,
                            154.31, 154.03, 152.2, 152.8, 150.3, 147.8, 146.1, 145.6, 142.5, 142.3, 139.4, 137.9, 133.7,
                            133.7, 133.3, 131.2, 133.0, 132.2, 130.8, 131.3, 129.0, 127.9, 126.9, 127.7, 128.95, 125.4,
                            124.9, 124.9, 118.2, 118.2, 115.3, 115.7, 116.0, 115.5, 112.6, 114.0, 112.6]
        #expect(VisibleCourse.longPace(xs: days, ys: kg, from: 0, to: kg.count - 1, rise: false) == .slowing)
        let sample = Sample(TestCharts.series(kg.map { Optional($0) }, xs: days))
        let claim = Claim.pace(series: 0, from: sample.ref(0), to: sample.ref(kg.count - 1), quickening: false,
                               ratio: VisibleCourse.paceRatio, inStretches: true)
        #expect(ClaimAudit.holds(claim, ClaimAudit.Lines(samples: [sample])))
        #expect(!ClaimAudit.holds(.pace(series: 0, from: sample.ref(0), to: sample.ref(kg.count - 1), quickening: true,
                                        ratio: VisibleCourse.paceRatio, inStretches: true), ClaimAudit.Lines(samples: [sample])))
    }

    /// Random walks with a drift against noisy exponential decays of 40 to 400 points.
    @Test func driftingWalksGetNoPaceAndDecaysDo() {
        var g = SyntheticSeries(seed: 61)
        var walkPaced = 0, decaySlowing = 0
        for _ in 0..<200 {
            let n = 40 + Int(g.uniform() * 360)
            let xs = (0..<n).map(Double.init)
            var walk = [0.0]
            for _ in 1..<n { walk.append(walk[walk.count - 1] + 0.3 + g.gaussian()) }
            let decay = xs.map { 100 * exp(-3 * $0 / Double(n)) + g.gaussian() }
            if VisibleCourse.longPace(xs: xs, ys: walk, from: 0, to: n - 1, rise: true) != nil { walkPaced += 1 }
            if VisibleCourse.longPace(xs: xs, ys: decay, from: 0, to: n - 1, rise: false) == .slowing { decaySlowing += 1 }
        }
        #expect(walkPaced <= 4, "drifting walks said to quicken or slow: \(walkPaced) of 200")
        #expect(decaySlowing >= 150, "decays said to slow: \(decaySlowing) of 200")
        print("Long pace: drifting walks \(walkPaced)/200 paced; exponential decays \(decaySlowing)/200 more and more slowly")
    }
}

import ChartModel
import Testing
@testable import Sonification

/// An axis spanning more than the Double range (±1.7e308) still plays: times, pans and pitches stay finite.
@Suite struct ExtremeRangeTests {
    @Test func spanBeyondTheDoubleRangeIsAFraction() {
        #expect(SpanFraction.of(0, from: -1.7e308, to: 1.7e308) == 0.5)
        #expect(SpanFraction.of(1.7e308, from: -1.7e308, to: 1.7e308) == 1)
        #expect(SpanFraction.of(3, from: 1, to: 5) == 0.5)
    }

    @Test func continuousGraphOfExtremeXAndYRenders() {
        let chart = ChartFixtures.chart(values: [1, -1.7e308, 1.7e308, 2], xs: [-1.7e308, -1e308, 1e308, 1.7e308], continuous: true,
                                        yAxis: Axis(kind: .numeric))
        var options = SonificationOptions()
        options.graphSeconds = 0.5
        let clip = Sonifier.render(chart: chart, seriesIndex: 0, points: nil, options: options)
        #expect(!clip.left.isEmpty)
        #expect(clip.left.allSatisfy { $0.isFinite } && clip.right.allSatisfy { $0.isFinite })
        #expect(clip.events.allSatisfy { $0.time.isFinite })
    }

    /// A library caller can hand the renderer an x of ±∞ (the descriptor reader rejects it, a Chart built
    /// in code need not): it had become a NaN time and trapped converting it to a slot number.
    @Test func infiniteXPlaysWithFiniteTimesAndMarkers() {
        let chart = ChartFixtures.chart(values: [1, 2, 3, 4, 5], xs: [1e308, .infinity, .infinity, .infinity, .infinity], continuous: true,
                                        yAxis: Axis(kind: .numeric))
        var options = SonificationOptions()
        options.graphSeconds = 0.5
        let clip = Sonifier.render(chart: chart, seriesIndex: 0, points: nil, markers: [0, 3], options: options)
        #expect(!clip.left.isEmpty)
        #expect(clip.left.allSatisfy { $0.isFinite } && clip.right.allSatisfy { $0.isFinite })
        #expect(clip.events.allSatisfy { $0.time.isFinite && $0.time >= 0 })
    }
}

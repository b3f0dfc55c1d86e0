import Foundation
import Testing
import ChartModel
@testable import Sonification

/// Continuous series: the glide follows the data in pitch and time.
@Suite struct GlideTests {
    let quiet = SonificationOptions(gridlineClicks: false, extremeEarcons: false)

    func pointEvents(_ clip: SonificationClip) -> [(index: Int, time: Double, frequency: Double)] {
        clip.events.compactMap { if case .point(let i, let f) = $0.kind { (i, $0.time, f) } else { nil } }
    }

    @Test func clipDurationEqualsGraphSeconds() {
        for seconds in [5.0, 3.7, 1] {
            let clip = Sonifier.render(chart: ChartFixtures.chart(values: [1, 5, 2, 8], continuous: true), seriesIndex: 0,
                                       options: SonificationOptions(graphSeconds: seconds))
            #expect(clip.frameCount == Int(seconds * 48_000))
            #expect(clip.duration == seconds)
        }
    }

    @Test func steadyGlideIsWithinOnePercentOfTheMapping() {
        let chart = ChartFixtures.chart(values: [30, 30, 30], continuous: true)
        let clip = Sonifier.render(chart: chart, seriesIndex: 0, options: quiet)
        let expected = PitchMapping(axis: chart.yAxis, dataRange: nil, options: quiet).frequency(for: 30)
        let measured = SignalAnalysis.zeroCrossingFrequency(clip.left[48_000..<192_000], sampleRate: 48_000)
        #expect(abs(measured - expected) / expected < 0.01, "measured \(measured) Hz, mapping \(expected) Hz")
    }

    @Test func pitchFollowsTheData() {
        var rng = SeededGenerator(seed: 7)
        let values = (0..<40).map { i in 50 + 35 * sin(Double(i) / 4) + Double.random(in: -8...8, using: &rng) }
        // Uneven spacing: some points close together, some far apart.
        var x = 0.0
        let xs = values.indices.map { i -> Double in x += i % 3 == 0 ? 2.5 : 1; return x }
        let chart = ChartFixtures.chart(values: values, xs: xs, continuous: true)
        let clip = Sonifier.render(chart: chart, seriesIndex: 0, options: quiet)
        var recovered: [Double] = []
        var played: [Double] = []
        for event in pointEvents(clip) {
            let centre = Int(event.time * 48_000)
            let window = clip.left[max(0, centre - 480)..<min(clip.frameCount, centre + 480)]
            recovered.append(SignalAnalysis.autocorrelationPitch(window, sampleRate: 48_000))
            played.append(values[event.index])
        }
        #expect(played.count == values.count)
        let rho = SignalAnalysis.spearman(recovered, played)
        #expect(rho >= 0.95, "Spearman \(rho)")
    }

    @Test func unevenXSpacingIsPreservedInTime() {
        let xs: [Double] = [0, 1, 2, 10]
        let clip = Sonifier.render(chart: ChartFixtures.chart(values: [1, 2, 3, 4], xs: xs, continuous: true),
                                   seriesIndex: 0, options: quiet)
        let times = pointEvents(clip).map(\.time)
        #expect(times.count == 4)
        let unit = (times[3] - times[0]) / 10
        for (t, x) in zip(times, xs) { #expect(abs(t - times[0] - x * unit) < 1e-9) }
        #expect(times[0] < 0.05 && times[3] > 4.95)
    }

    @Test func pointsAreOrderedByXBeforePlaying() {
        let clip = Sonifier.render(chart: ChartFixtures.chart(values: [1, 2, 3], xs: [2, 0, 1], continuous: true),
                                   seriesIndex: 0, options: quiet)
        #expect(pointEvents(clip).map(\.index) == [1, 2, 0])
    }

    @Test func intervalPlaysOnlyItsPoints() {
        let values = (0..<20).map { Double($0 * $0 % 23) }
        let clip = Sonifier.render(chart: ChartFixtures.chart(values: values, continuous: true), seriesIndex: 0,
                                   points: 5...9, options: quiet)
        #expect(pointEvents(clip).map(\.index) == Array(5...9))
        #expect(clip.duration == 5)
    }

    @Test func densityReductionKeepsTheGlobalMaximumAndMinimum() {
        var rng = SeededGenerator(seed: 3)
        var values = (0..<200_000).map { _ in 50 + Double.random(in: -10...10, using: &rng) }
        values[123_457] = 100
        values[77_777] = 0
        let clip = Sonifier.render(chart: ChartFixtures.chart(values: values, continuous: true), seriesIndex: 0,
                                   options: SonificationOptions(gridlineClicks: false))
        let events = pointEvents(clip)
        #expect(events.count < 1500)
        let top = events.first { $0.index == 123_457 }
        let bottom = events.first { $0.index == 77_777 }
        #expect(top.map { abs($0.frequency - 1046.5) < 1e-6 } == true)
        #expect(bottom.map { abs($0.frequency - 130.81) < 1e-6 } == true)
        #expect(clip.events.contains { $0.kind == .extreme(.maximum, index: 123_457) })
        #expect(clip.events.contains { $0.kind == .extreme(.minimum, index: 77_777) })
    }

    @Test func glideIsPhaseContinuous() {
        let clip = Sonifier.render(chart: ChartFixtures.chart(values: [0, 100, 0, 100], continuous: true), seriesIndex: 0,
                                   options: SonificationOptions(pan: false, gridlineClicks: false, extremeEarcons: false))
        // The steepest legitimate step is at C6 with full timbre; nothing may exceed it.
        let bound = Float(0.5 * 2 * Double.pi * 1046.5 / 48_000 * 1.5)
        #expect(SignalAnalysis.maxJump(clip.left[...]) < bound)
        #expect(abs(clip.left[0]) < 1e-4 && abs(clip.left[clip.frameCount - 1]) < 1e-3)
    }

    @Test func renderingIsDeterministic() {
        let chart = ChartFixtures.chart(values: [1, nil, 5, 2, 8], continuous: true,
                                        xAxis: Axis(kind: .numeric, gridlines: [1, 2, 3]))
        #expect(Sonifier.render(chart: chart, seriesIndex: 0) == Sonifier.render(chart: chart, seriesIndex: 0))
    }

    @Test func logXAxesPlaceDecadesEvenly() {
        let chart = ChartFixtures.chart(values: [1, 2, 3], xs: [1, 10, 100], continuous: true,
                                        xAxis: Axis(kind: .numeric, scale: .log))
        let times = pointEvents(Sonifier.render(chart: chart, seriesIndex: 0, options: quiet)).map(\.time)
        #expect(abs((times[1] - times[0]) - (times[2] - times[1])) < 1e-9)
    }
}

import Foundation
import Testing
import ChartModel
@testable import Sonification

/// Marker earcons at landmark points, kept apart from each other and from the extremes' earcons, and
/// several series played together, each at its own place.
@Suite struct GraphMarkerTests {
    let quiet = SonificationOptions(gridlineClicks: false, extremeEarcons: false)

    func markers(_ clip: SonificationClip) -> [(time: Double, index: Int)] {
        clip.events.compactMap { if case .marker(_, let i) = $0.kind { ($0.time, i) } else { nil } }
    }

    @Test func aMarkerSoundsAtItsPointsTimeInAGlide() {
        // 11 points at x 0…10 over 5 s: point 4 plays at 15 ms + 0.4 × 4.97 s.
        let clip = Sonifier.render(chart: ChartFixtures.chart(values: [10, 20, 30, 40, 90, 40, 30, 20, 10, 20, 30], continuous: true),
                                   seriesIndex: 0, markers: [4], options: quiet)
        let found = markers(clip)
        #expect(found.count == 1 && found[0].index == 4)
        #expect(abs(found[0].time - (0.015 + 0.4 * 4.97)) < 1e-6)
        // The marker's bell partial is heard there and not before.
        let rate = clip.sampleRate, at = Int(found[0].time * rate), n = Int(0.01 * rate)
        let f = Earcon.markerFrequency * 2.76
        let mono = zip(clip.left, clip.right).map { $0 + $1 }
        let during = SignalAnalysis.goertzelPower(mono[at..<(at + n)], frequency: f, sampleRate: rate)
        let before = SignalAnalysis.goertzelPower(mono[(at - 3 * n)..<(at - 2 * n)], frequency: f, sampleRate: rate)
        #expect(during > 100 * max(before, 1e-12))
    }

    @Test func aMarkerSoundsAtItsNoteOnsetInDiscreteSeries() {
        let clip = Sonifier.render(chart: ChartFixtures.chart(values: [10, 20, 30, 40], continuous: false),
                                   seriesIndex: 0, markers: [2], options: quiet)
        let note = clip.events.first { $0.kind == .point(index: 2, frequency: ($0.kind.frequency ?? 0)) }
        #expect(markers(clip).map(\.time) == [note?.time ?? -1])
    }

    @Test func earconsAreNeverBackToBack() {
        // Points 0.25 s apart in a 5 s glide over x 0…20: markers at 4 and 5 are too close; 4 (first, more
        // salient) stays. The maximum (point 10) is far from both and stays; the minimum (point 5) is too close to 4.
        var values: [Double?] = Array(repeating: 50, count: 21)
        values[10] = 90
        values[5] = 10
        let options = SonificationOptions(gridlineClicks: false, extremeEarcons: true)
        let clip = Sonifier.render(chart: ChartFixtures.chart(values: values, continuous: true), seriesIndex: 0,
                                   markers: [4, 5], options: options)
        #expect(markers(clip).map(\.index) == [4])
        let earcons = clip.events.filter {
            switch $0.kind { case .marker, .extreme: true; default: false }
        }.map(\.time)
        for (a, b) in zip(earcons, earcons.dropFirst()) { #expect(b - a >= EarconSpacing.minimumSeconds - 1e-9) }
        #expect(clip.events.contains { $0.kind == .extreme(.maximum, index: 10) })
        #expect(!clip.events.contains { $0.kind == .extreme(.minimum, index: 5) })
    }

    @Test func seriesTogetherPlayAtTheirOwnPlacesOverOneTimeline() {
        // Series 0 low and steady, series 1 high and steady: left holds the low tone, right the high one.
        var chart = ChartFixtures.chart(values: [20, 20, 20, 20], continuous: true)
        chart.series.append(Series(name: LocalizedText("t"), isContinuous: true,
                                   points: (0..<4).map { DataPoint(x: Double($0), y: 80) }))
        let clip = Sonifier.renderTogether(chart: chart, series: [0, 1], markers: [(1, 2), (0, 2)], options: quiet)
        let rate = clip.sampleRate
        let low = PitchMapping(axis: chart.yAxis, dataRange: 20...80, options: quiet).frequency(for: 20)
        let high = PitchMapping(axis: chart.yAxis, dataRange: 20...80, options: quiet).frequency(for: 80)
        let mid = (clip.frameCount / 2)..<(clip.frameCount / 2 + 4800)
        func power(_ s: [Float], _ f: Double) -> Double { SignalAnalysis.goertzelPower(s[mid], frequency: f, sampleRate: rate) }
        #expect(power(clip.left, low) > 10 * power(clip.right, low))
        #expect(power(clip.right, high) > 10 * power(clip.left, high))
        // The two landmarks at the same x sound once: the first offered (series 1) is kept.
        let found = clip.events.compactMap { if case .marker(let s, let i) = $0.kind { (s, i) } else { nil } }
        #expect(found.count == 1 && found[0] == (1, 2))
        #expect(abs(clip.duration - quiet.graphSeconds) < 0.01)
    }

    @Test func aConstantSeriesBesideAMovingOnePlaysAsAGuideToneAtHalfLevel() {
        // Series 0 rises, series 1 is a goal line at 50. Beside it, the same line with its last point moved
        // (no longer constant) plays at full level: in the middle both are the same tone, 6 dB apart.
        func clip(lastGoal: Double) -> SonificationClip {
            var chart = ChartFixtures.chart(values: [10, 20, 30, 40, 50, 60, 70, 80, 90], continuous: true)
            chart.series.append(Series(name: LocalizedText("goal"), isContinuous: true,
                                       points: (0..<9).map { DataPoint(x: Double($0), y: $0 == 8 ? lastGoal : 50) }))
            return Sonifier.renderTogether(chart: chart, series: [0, 1], markers: [], options: quiet)
        }
        let guide = clip(lastGoal: 50), line = clip(lastGoal: 55)
        let f = PitchMapping(axis: ChartFixtures.chart(values: [10, 90], continuous: true).yAxis, dataRange: 10...90,
                             options: quiet).frequency(for: 50)
        let rate = guide.sampleRate
        let window = (guide.frameCount / 4)..<(guide.frameCount / 4 + 4800)
        let ratio = SignalAnalysis.goertzelPower(guide.right[window], frequency: f, sampleRate: rate)
            / SignalAnalysis.goertzelPower(line.right[window], frequency: f, sampleRate: rate)
        #expect(abs(10 * log10(ratio) + 6.02) < 0.5, "\(10 * log10(ratio)) dB")
    }
}

extension SonificationEvent.Kind {
    /// The frequency of a point event.
    var frequency: Double? { if case .point(_, let f) = self { f } else { nil } }
}

import Foundation
import Testing
import ChartModel
@testable import Sonification

/// Discrete tones: pitch accuracy, timbres, envelopes.
@Suite struct ToneSynthesisTests {
    let quiet = SonificationOptions(gridlineClicks: false, extremeEarcons: false)

    /// The middle of the first note of a clip, away from attack and release.
    func sustain(_ clip: SonificationClip, _ channel: [Float]) -> ArraySlice<Float> {
        let note = clip.events.first { if case .point = $0.kind { true } else { false } }!
        let sr = clip.sampleRate
        let a = Int((note.time + 0.03) * sr), b = Int((note.time + note.duration - 0.04) * sr)
        return channel[a..<b]
    }

    @Test(arguments: [0.0, 12.5, 33.3, 50, 71.9, 100])
    func steadyToneIsWithinOnePercentOfTheMapping(value: Double) {
        let chart = ChartFixtures.chart(values: [value], continuous: false)
        let clip = Sonifier.render(chart: chart, seriesIndex: 0, options: quiet)
        let expected = PitchMapping(axis: chart.yAxis, dataRange: value...value, options: quiet).frequency(for: value)
        let measured = SignalAnalysis.zeroCrossingFrequency(sustain(clip, clip.left), sampleRate: clip.sampleRate)
        #expect(abs(measured - expected) / expected < 0.01, "measured \(measured) Hz, mapping \(expected) Hz")
    }

    @Test(arguments: 0..<6)
    func everyTimbreSoundsAtTheMappedPitch(seriesIndex: Int) {
        let chart = ChartFixtures.chart(values: [0, 40, 100], seriesCount: 6, continuous: false)
        let clip = Sonifier.render(chart: chart, seriesIndex: seriesIndex, points: 1...1, options: quiet)
        let expected = PitchMapping(axis: chart.yAxis, dataRange: nil, options: quiet).frequency(for: 40)
        let measured = SignalAnalysis.autocorrelationPitch(sustain(clip, clip.left), sampleRate: clip.sampleRate)
        #expect(abs(measured - expected) / expected < 0.01, "measured \(measured) Hz, mapping \(expected) Hz")
    }

    @Test func seriesHaveDistinctTimbres() {
        let chart = ChartFixtures.chart(values: [50], seriesCount: 4, continuous: false)
        let f = PitchMapping(axis: chart.yAxis, dataRange: nil, options: quiet).frequency(for: 50)
        let profiles: [[Double]] = (0..<4).map { index in
            let clip = Sonifier.render(chart: chart, seriesIndex: index, options: quiet)
            let s = sustain(clip, clip.left)
            let powers = (1...5).map { SignalAnalysis.goertzelPower(s, frequency: Double($0) * f, sampleRate: clip.sampleRate) }
            return powers.map { $0 / powers[0] }
        }
        for i in 0..<4 {
            for j in (i + 1)..<4 {
                let distance = zip(profiles[i], profiles[j]).map { abs($0 - $1) }.max()!
                #expect(distance > 0.01, "series \(i) and \(j) sound alike: \(profiles[i]) vs \(profiles[j])")
            }
        }
    }

    @Test func noteBoundariesDoNotClick() {
        // Alternating extremes: a hard-gated high tone would jump by up to its full amplitude at its end.
        let chart = ChartFixtures.chart(values: [100, 0, 100, 0, 100, 60], continuous: false)
        let clip = Sonifier.render(chart: chart, seriesIndex: 0, options: SonificationOptions(gridlineClicks: false, extremeEarcons: false, amplitude: 0.8))
        let sr = clip.sampleRate
        for event in clip.events {
            guard case .point = event.kind else { continue }
            let start = Int((event.time * sr).rounded()), end = Int(((event.time + event.duration) * sr).rounded())
            for channel in [clip.left, clip.right] {
                let steady = SignalAnalysis.maxJump(channel[(start + (end - start) / 3)..<(start + 2 * (end - start) / 3)])
                let onset = SignalAnalysis.maxJump(channel[max(0, start - 5)..<(start + 48)])
                let release = SignalAnalysis.maxJump(channel[(end - 48)..<min(channel.count, end + 5)])
                #expect(onset <= steady && release <= steady, "onset \(onset), release \(release), steady \(steady)")
                #expect(abs(channel[start]) < 1e-3 && abs(channel[min(channel.count - 1, end)]) < 1e-3)
            }
        }
    }

    @Test func discreteSeriesAreBoundedByMaxSeriesSeconds() {
        let options = SonificationOptions(maxSeriesSeconds: 8, gridlineClicks: false, extremeEarcons: false)
        let few = Sonifier.render(chart: ChartFixtures.chart(values: [1, 2, 3], continuous: false), seriesIndex: 0, options: options)
        #expect(abs(few.duration - 3 * 0.28) < 1e-3)
        let values = (0..<60).map { Double($0 % 17) }
        let many = Sonifier.render(chart: ChartFixtures.chart(values: values, continuous: false), seriesIndex: 0, options: options)
        #expect(abs(many.duration - 8) < 1e-3)
        #expect(many.events.filter { if case .point = $0.kind { true } else { false } }.count == 60)
    }

    @Test func veryDenseDiscreteSeriesKeepTheirExtremes() {
        var values = (0..<5000).map { Double(40 + ($0 * 7919) % 20) }
        values[1234] = 99
        values[4321] = 1
        let options = SonificationOptions(maxSeriesSeconds: 8, gridlineClicks: false, extremeEarcons: true)
        let clip = Sonifier.render(chart: ChartFixtures.chart(values: values, continuous: false), seriesIndex: 0, options: options)
        #expect(clip.duration <= 8 + 0.2)
        let played = clip.events.compactMap { if case .point(let i, _) = $0.kind { i } else { nil } }
        #expect(played.contains(1234) && played.contains(4321))
        #expect(played.count <= Int(8 / DiscreteRenderer.shortestSlot))
        #expect(clip.events.contains { $0.kind == .extreme(.maximum, index: 1234) })
        #expect(clip.events.contains { $0.kind == .extreme(.minimum, index: 4321) })
    }
}

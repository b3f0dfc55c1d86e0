import Foundation
import Testing
import ChartModel
@testable import Sonification

/// Panning, gaps, gridlines, earcons, additional-axis encodings and headroom.
@Suite struct ContextSoundTests {
    let quiet = SonificationOptions(gridlineClicks: false, extremeEarcons: false)

    @Test func panMovesFromLeftToRightWithX() {
        let clip = Sonifier.render(chart: ChartFixtures.chart(values: [50, 50, 50, 50], continuous: true), seriesIndex: 0,
                                   options: quiet)
        let head = 0..<24_000, tail = (clip.frameCount - 24_000)..<clip.frameCount
        #expect(SignalAnalysis.energy(clip.left[head]) > 4 * SignalAnalysis.energy(clip.right[head]))
        #expect(SignalAnalysis.energy(clip.right[tail]) > 4 * SignalAnalysis.energy(clip.left[tail]))
        let middle = (clip.frameCount / 2 - 2400)..<(clip.frameCount / 2 + 2400)
        let balance = SignalAnalysis.energy(clip.left[middle]) / SignalAnalysis.energy(clip.right[middle])
        #expect(abs(balance - 1) < 0.1)
    }

    @Test func discreteNotesPanWithX() {
        let clip = Sonifier.render(chart: ChartFixtures.chart(values: [50, 50, 50], continuous: false), seriesIndex: 0,
                                   options: quiet)
        let first = 0..<13_440, last = (clip.frameCount - 13_440)..<clip.frameCount
        #expect(SignalAnalysis.energy(clip.left[first]) > SignalAnalysis.energy(clip.right[first]))
        #expect(SignalAnalysis.energy(clip.right[last]) > SignalAnalysis.energy(clip.left[last]))
    }

    @Test func panOffKeepsChannelsEqual() {
        let clip = Sonifier.render(chart: ChartFixtures.chart(values: [10, 90, 40], continuous: true), seriesIndex: 0,
                                   options: SonificationOptions(pan: false))
        #expect(clip.left == clip.right)
    }

    @Test func missingValueIsSilentInAGlide() {
        let values: [Double?] = [10, 20, 30, 40, 50, nil, 70, 60, 50, 40, 30]
        let clip = Sonifier.render(chart: ChartFixtures.chart(values: values, continuous: true), seriesIndex: 0, options: quiet)
        let gap = clip.events.first { $0.kind == .missing(points: 5...5) }
        #expect(gap != nil)
        guard let gap else { return }
        // The slot spans from after the fade-out at x=4 to before the fade-in at x=6.
        let unit = (clip.duration - 0.03) / 10
        #expect(abs(gap.time - (0.015 + 4 * unit + 0.015)) < 1e-9)
        #expect(abs(gap.time + gap.duration - (0.015 + 6 * unit - 0.015)) < 1e-9)
        let a = Int((gap.time * 48_000).rounded(.up)), b = Int(((gap.time + gap.duration) * 48_000).rounded(.down))
        #expect(b - a > 20_000)
        #expect(SignalAnalysis.energy(clip.left[a..<b]) == 0 && SignalAnalysis.energy(clip.right[a..<b]) == 0)
        // Sound on both sides of the gap.
        #expect(SignalAnalysis.rms(clip.left[(a - 4800)..<(a - 1200)]) > 0.01)
        #expect(SignalAnalysis.rms(clip.left[(b + 1200)..<(b + 4800)]) > 0.01)
    }

    @Test func missingValueIsSilentInADiscreteSeries() {
        let clip = Sonifier.render(chart: ChartFixtures.chart(values: [10, nil, 30], continuous: false), seriesIndex: 0,
                                   options: quiet)
        let gap = clip.events.first { $0.kind == .missing(points: 1...1) }!
        let a = Int((gap.time * 48_000).rounded()), b = Int(((gap.time + gap.duration) * 48_000).rounded())
        #expect(SignalAnalysis.energy(clip.left[a..<b]) == 0)
        #expect(clip.events.filter { if case .point = $0.kind { true } else { false } }.count == 2)
    }

    @Test func allMissingGlideIsSilentForItsWholeLength() {
        let clip = Sonifier.render(chart: ChartFixtures.chart(values: [nil, nil, nil], continuous: true), seriesIndex: 0)
        #expect(clip.duration == 5 && clip.peak == 0)
        #expect(clip.events.map(\.kind) == [.missing(points: 0...2)])
    }

    @Test func gridlinesClickAtTheirXPositions() {
        let chart = ChartFixtures.chart(values: [10, 20, 30, 40, 50], continuous: true,
                                        xAxis: Axis(kind: .numeric, gridlines: [1, 2.5, 9]))
        let clip = Sonifier.render(chart: chart, seriesIndex: 0, options: SonificationOptions(extremeEarcons: false))
        let clicks = clip.events.filter { if case .gridline = $0.kind { true } else { false } }
        #expect(clicks.map(\.kind) == [.gridline(value: 1), .gridline(value: 2.5)])  // 9 is beyond the data
        let unit = (clip.duration - 0.03) / 4
        #expect(abs(clicks[0].time - (0.015 + unit)) < 1e-9)
        #expect(abs(clicks[1].time - (0.015 + 2.5 * unit)) < 1e-9)
        let silent = Sonifier.render(chart: chart, seriesIndex: 0, options: quiet)
        let at = Int(clicks[1].time * 48_000)
        let difference = zip(clip.left[at..<(at + 384)], silent.left[at..<(at + 384)]).map { abs($0 - $1) }.max()!
        #expect(difference > 0.01)
    }

    @Test func categoryGridlinesClickBetweenDiscreteNotes() {
        let chart = ChartFixtures.chart(values: [10, 20, 30], continuous: false,
                                        xAxis: Axis(kind: .category, gridlines: [0.5, 1.5]))
        let clip = Sonifier.render(chart: chart, seriesIndex: 0, options: SonificationOptions(extremeEarcons: false))
        let clicks = clip.events.filter { if case .gridline = $0.kind { true } else { false } }.map(\.time)
        // Notes are 0.2 s in 0.28 s slots: the gaps are 0.20…0.28 and 0.48…0.56.
        #expect(clicks.count == 2)
        #expect(clicks[0] > 0.2 && clicks[0] < 0.28 && clicks[1] > 0.48 && clicks[1] < 0.56)
    }

    @Test func extremesAreMarkedByEarcons() {
        let values: [Double] = [30, 80, 20, 50, 80, 10, 40]
        for continuous in [true, false] {
            let clip = Sonifier.render(chart: ChartFixtures.chart(values: values, continuous: continuous), seriesIndex: 0)
            let marks = clip.events.compactMap { if case .extreme(let e, let i) = $0.kind { "\(e.rawValue)@\(i)" } else { nil } }
            #expect(Set(marks) == ["maximum@1", "minimum@5"])
        }
        let flat = Sonifier.render(chart: ChartFixtures.chart(values: [5, 5, 5], continuous: true), seriesIndex: 0)
        #expect(!flat.events.contains { if case .extreme = $0.kind { true } else { false } })
    }

    @Test func peakStaysBelowNinetyPercentEvenAtFullAmplitude() {
        let chart = ChartFixtures.chart(values: [100, 0, 100, 0, 100], continuous: true,
                                        xAxis: Axis(kind: .numeric, gridlines: [0, 1, 2, 3, 4]))
        for continuous in [true, false] {
            var c = chart
            c.series[0].isContinuous = continuous
            let clip = Sonifier.render(chart: c, seriesIndex: 0, options: SonificationOptions(pan: false, amplitude: 1))
            #expect(clip.peak <= 0.9 && clip.peak > 0.5)
        }
    }

    @Test func additionalAxisCanDriveLoudness() {
        let axis = Axis(id: "size", kind: .numeric, range: AxisRange(min: 0, max: 10))
        let extra = [AdditionalValue(axisID: "size", value: 1), AdditionalValue(axisID: "size", value: 10)]
        let chart = ChartFixtures.chart(values: [50, 50], continuous: false, additionalAxes: [axis], extra: extra)
        let options = SonificationOptions(pan: false, gridlineClicks: false, extremeEarcons: false,
                                          additionalAxis: .loudness(axisID: "size"))
        let clip = Sonifier.render(chart: chart, seriesIndex: 0, options: options)
        let soft = SignalAnalysis.rms(clip.left[2_400..<9_600]), loud = SignalAnalysis.rms(clip.left[15_840..<23_040])
        #expect(loud / soft > 2.5)
        let plain = Sonifier.render(chart: chart, seriesIndex: 0,
                                    options: SonificationOptions(pan: false, gridlineClicks: false, extremeEarcons: false))
        #expect(abs(SignalAnalysis.rms(plain.left[2_400..<9_600]) - SignalAnalysis.rms(plain.left[15_840..<23_040])) < 1e-3)
    }

    @Test func additionalAxisCanDriveBrightness() {
        let axis = Axis(id: "heat", kind: .numeric)
        let extra = [AdditionalValue(axisID: "heat", value: 0), AdditionalValue(axisID: "heat", value: 1)]
        let chart = ChartFixtures.chart(values: [50, 50], continuous: false, additionalAxes: [axis], extra: extra)
        let clip = Sonifier.render(chart: chart, seriesIndex: 0, options: SonificationOptions(
            pan: false, gridlineClicks: false, extremeEarcons: false, additionalAxis: .brightness(axisID: "heat")))
        let f = PitchMapping(axis: chart.yAxis, dataRange: nil, options: quiet).frequency(for: 50)
        func secondHarmonicShare(_ s: ArraySlice<Float>) -> Double {
            SignalAnalysis.goertzelPower(s, frequency: 2 * f, sampleRate: 48_000)
                / SignalAnalysis.goertzelPower(s, frequency: f, sampleRate: 48_000)
        }
        #expect(secondHarmonicShare(clip.left[15_840..<23_040]) > 4 * secondHarmonicShare(clip.left[2_400..<9_600]))
    }

    @Test(arguments: Earcon.allCases)
    func earconsAreShortCleanAndWithinHeadroom(earcon: Earcon) {
        let clip = Sonifier.earcon(earcon)
        #expect(clip.duration > 0.005 && clip.duration <= 0.3 + 1e-9)
        #expect(clip.peak <= 0.9 && clip.peak > 0.05)
        #expect(abs(clip.left.first!) < 1e-3 && abs(clip.left.last!) < 1e-2)
    }

    @Test func emptySelectionGivesAnEmptyClip() {
        let clip = Sonifier.render(chart: ChartFixtures.chart(values: [1, 2], continuous: true), seriesIndex: 0, points: 5...9)
        #expect(clip.frameCount == 0 && clip.events.isEmpty)
    }
}

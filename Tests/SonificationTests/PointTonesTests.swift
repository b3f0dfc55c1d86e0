import Foundation
import Testing
import ChartModel
@testable import Sonification

/// One point's tone is the audio graph's note for that point: same pitch, same pan, same timbre.
@Suite struct PointTonesTests {
    @Test func eachPointsToneIsItsNoteInTheAudioGraph() {
        let chart = ChartFixtures.chart(values: [10, 80, nil, 45, 30], xs: [0, 1, 2, 3, 10], continuous: false)
        let options = SonificationOptions(gridlineClicks: false, extremeEarcons: false)
        let tones = PointTones(chart: chart, seriesIndex: 0, options: options)
        let graph = Sonifier.render(chart: chart, seriesIndex: 0, options: options)
        var graphFrequency: [Int: Double] = [:]
        for e in graph.events { if case .point(let i, let f) = e.kind { graphFrequency[i] = f } }
        for i in [0, 1, 3, 4] {
            #expect(tones.tone(at: i)?.frequency == graphFrequency[i])
            // The note itself, rendered alone, equals the graph's note at its onset.
            let note = tones.render(at: i)
            let onset = graph.events.first { if case .point(i, _) = $0.kind { true } else { false } }!.time
            let start = Int((onset * options.sampleRate).rounded())
            #expect(note.frameCount == Int((options.noteSeconds * options.sampleRate).rounded()))
            let maxDifference = (0..<note.frameCount).map { abs(note.left[$0] - graph.left[start + $0]) }.max()!
            #expect(maxDifference < 1e-5, "point \(i)")
        }
        #expect(tones.tone(at: 2) == nil, "a missing value has no tone")
        #expect(tones.render(at: 2).frameCount == 0)
    }

    @Test func panFollowsXAcrossTheSeries() {
        let chart = ChartFixtures.chart(values: [50, 50, 50], xs: [0, 5, 10], continuous: false)
        let tones = PointTones(chart: chart, seriesIndex: 0)
        #expect(tones.tone(at: 0)!.pan == -PlayedSeries.panSpread)
        #expect(tones.tone(at: 1)!.pan == 0)
        #expect(tones.tone(at: 2)!.pan == PlayedSeries.panSpread)
    }
}

extension PointTonesTests {
    @Test func pointsOutOfXOrderKeepTheirOwnTones() {
        let chart = ChartFixtures.chart(values: [10, 90, 50], xs: [10, 0, 5], continuous: false)
        let tones = PointTones(chart: chart, seriesIndex: 0)
        #expect(tones.tone(at: 1)!.pan == -PlayedSeries.panSpread)
        #expect(tones.tone(at: 0)!.pan == PlayedSeries.panSpread)
        #expect(tones.tone(at: 1)!.frequency > tones.tone(at: 2)!.frequency)
        #expect(tones.tone(at: 3) == nil)
    }
}

import Foundation
import Testing
import ChartModel
import ChartNarrate
import Narration
import Sonification

/// What the explorer's recording holds: each step's tone at the pitch the audio graph gives that point,
/// speech when asked for, and the audio graph from the current point.
@Suite struct ExplorerSoundTests {
    /// The strongest frequency of a Hann-windowed stretch between 100 and 1,200 Hz (the tones span C3–C6 and
    /// their fundamental is their strongest partial): Goertzel power on a 4 Hz grid (finer than the window's
    /// main lobe), then 0.5 Hz and 0.01 Hz grids around the best.
    static func strongestFrequency(_ x: ArraySlice<Float>, sampleRate: Double) -> Double {
        let n = x.count
        let w = x.enumerated().map { Double($0.element) * (0.5 - 0.5 * cos(2 * Double.pi * Double($0.offset) / Double(n - 1))) }
        func power(_ f: Double) -> Double {
            let coefficient = 2 * cos(2 * Double.pi * f / sampleRate)
            var s1 = 0.0, s2 = 0.0
            for v in w {
                let s0 = v + coefficient * s1 - s2
                s2 = s1
                s1 = s0
            }
            return s1 * s1 + s2 * s2 - coefficient * s1 * s2
        }
        func best(_ grid: StrideThrough<Double>) -> Double { grid.map { ($0, power($0)) }.max { $0.1 < $1.1 }!.0 }
        let coarse = best(stride(from: 100, through: 1200, by: 4))
        let middle = best(stride(from: coarse - 4, through: coarse + 4, by: 0.5))
        return best(stride(from: middle - 0.5, through: middle + 0.5, by: 0.01))
    }

    /// The frequency the audio graph of a whole series gives each point (its own events).
    static func graphFrequencies(_ chart: Chart, series: Int) -> [Int: Double] {
        var options = SonificationOptions()
        options.maxSeriesSeconds = 60
        var byIndex: [Int: Double] = [:]
        for e in Sonifier.render(chart: chart, seriesIndex: series, options: options).events {
            if case .point(let index, let frequency) = e.kind { byIndex[index] = frequency }
        }
        return byIndex
    }

    static func record(_ example: String, _ language: String, _ commands: [ExplorerCommand], speech: Bool)
        throws -> (ExplorerRecording, [ExplorerStep], ChartExplorer) {
        var explorer = try ExplorerTests.explorer(example, language, sound: true)
        var sound = ExplorerSound(explorer: explorer, options: ExplorerSoundOptions(tones: true, speech: speech))
        var recording = ExplorerRecording(sampleRate: 48000)
        var steps = [try explorer.opening()]
        for c in commands { steps.append(try explorer.perform(c)) }
        for step in steps { recording.append(try sound.render(step)) }
        return (recording, steps, explorer)
    }

    @Test(arguments: [("quarterly-revenue", "en"), ("monthly-temperature", "zh")])
    func eachStepsToneIsThePointsPitchInTheAudioGraph(example: String, language: String) throws {
        let moves: [ExplorerCommand] = [.next, .next, .last, .nextSeries, .previous, .previousSeries, .first]
        let (recording, steps, explorer) = try Self.record(example, language, moves, speech: false)
        let chart = explorer.briefing.report.charts[0]
        let refs = steps.compactMap(\.tone)
        #expect(refs.count == moves.count, "every move sounds a tone")
        // Without speech each step is one tone; find it by its start and measure it in the mixed-down audio.
        let clip = recording.clip
        #expect(recording.stepStarts.count == refs.count)
        for (start, ref) in zip(recording.stepStarts, refs) {
            let expected = try #require(Self.graphFrequencies(chart, series: ref.series)[ref.point])
            let from = Int((start + 0.04) * 48000), to = Int((start + 0.16) * 48000)
            let mono = (from..<to).map { clip.left[$0] + clip.right[$0] }
            let heard = Self.strongestFrequency(mono[...], sampleRate: 48000)
            #expect(abs(heard / expected - 1) < 0.01, "point \(ref.point) of series \(ref.series): heard \(heard) Hz, graph \(expected) Hz")
        }
    }

    @Test(arguments: ["en", "zh"])
    func speechFollowsEachToneWhenAskedFor(language: String) throws {
        let (recording, steps, _) = try Self.record("monthly-temperature", language, [.next, .nextSeries, .short], speech: true)
        let parts = recording.clip.parts
        let speech = parts.filter { $0.kind == .speech }
        #expect(speech.count == steps.count, "every step has lines, so every step speaks")
        #expect(parts.filter { if case .tone = $0.kind { true } else { false } }.count == 2)
        for part in speech {
            #expect(part.duration > 0.5)
            let from = Int(part.start * 48000), to = Int((part.start + part.duration) * 48000)
            let rms = (recording.clip.left[from..<to].reduce(0) { $0 + Double($1) * Double($1) } / Double(to - from)).squareRoot()
            #expect(rms > 0.02, "speech at \(part.start) s is audible (rms \(rms))")
        }
        // A tone comes first in its step, speech right after it.
        let firstTone = try #require(parts.firstIndex { if case .tone = $0.kind { true } else { false } })
        #expect(parts[firstTone + 1].kind == .speech)
        #expect(abs(parts[firstTone + 1].start - parts[firstTone].start - parts[firstTone].duration - 0.05) < 0.001)
    }

    @Test func playRecordsTheGraphFromTheCurrentPointToTheEnd() throws {
        let (recording, _, explorer) = try Self.record("quarterly-revenue", "en", [.next, .next, .play], speech: false)
        let graph = try #require(recording.clip.parts.first { $0.kind == .graph })
        let chart = explorer.briefing.report.charts[0]
        let whole = Sonifier.render(chart: chart, seriesIndex: 0, points: 1...3)
        #expect(abs(graph.duration - whole.duration) < 0.001, "the graph of points 2–4, as the audio graph plays them")
    }
}

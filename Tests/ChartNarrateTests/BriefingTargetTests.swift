import Foundation
import Testing
import ChartModel
import ChartNarrate
import Narration
import AudioRender
import Sonification

/// Every example, brief in all ten languages and standard in English and Chinese, rendered (mono, 44.1 kHz, to
/// keep the suite quick) and checked on what was rendered: each chart within its length's target and within 10 %
/// of the `--dry-run` estimate (Arabic briefs ran 54 s on an estimate of 33 s: issue 39), the top finding spoken,
/// every series heard, every earcon and graph announced by speech, no long silence, and every marker earcon
/// heard in the samples within 50 ms of its landmark point's place in the graph.
/// (`full` has no time target; its markers are the same code.)
@Suite struct BriefingTargetTests {
    static let examples = ["car-scatter", "daily-steps", "hourly-load", "iowa-electricity", "monthly-temperature",
                           "quarterly-revenue", "seattle-weather", "us-employment"]

    static var cases: [(String, BriefingLength, String)] {
        examples.flatMap { e in
            ["en", "zh", "es", "fr", "de", "pt", "ru", "ar", "hi", "ko"].map { (e, BriefingLength.brief, $0) }
                + ["en", "zh"].map { (e, BriefingLength.standard, $0) }
        }
    }

    /// The most seconds one chart may take in a length.
    static func target(_ length: BriefingLength) -> Double { length == .brief ? 45 : 120 }

    @Test func everyExampleIsCovered() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: CLIRun.repoRoot.appendingPathComponent("examples").path)
        #expect(Set(files.filter { $0.hasSuffix(".xml") }.map { String($0.dropLast(4)) }) == Set(Self.examples))
    }

    /// An example's briefing rendered as these tests hear it: mono, 44.1 kHz.
    static func rendered(_ example: String, _ length: BriefingLength, _ language: String) throws
        -> (briefing: ChartBriefing, options: AudioOptions, audio: RenderedAudio) {
        let report = try DescriptorLoader.load(CLIRun.repoRoot.appendingPathComponent("examples/\(example).xml").path)
        var narration = NarrationOptions(language: language)
        narration.briefingLength = length
        let briefing = try ChartBriefing(report: report, options: narration)
        var options = AudioOptions(sampleRate: 44100)
        options.channels = .mono
        return (briefing, options, try briefing.audio(options: options))
    }

    @Test(arguments: cases)
    func renderedBriefingMeetsItsTargets(example: String, length: BriefingLength, language: String) throws {
        let (briefing, options, audio) = try Self.rendered(example, length, language)
        let report = briefing.report
        let timeline = audio.timeline
        let label = "\(example) \(length) \(language)"

        // Duration per chart, measured on the rendered timeline, and the estimate `--dry-run` prints for it.
        #expect(timeline.charts.count == report.charts.count)
        let estimates = Dictionary(uniqueKeysWithValues: try briefing.scriptListing(audio: options).chartSeconds.map { ($0.chartID, $0.seconds) })
        for chart in timeline.charts {
            #expect(chart.duration <= Self.target(length), "\(label): \(chart.chart) lasts \(chart.duration) s")
            let estimate = try #require(estimates[chart.chart])
            #expect(abs(estimate / chart.duration - 1) <= 0.1, "\(label): \(chart.chart) lasts \(chart.duration) s, estimated \(estimate) s")
            #expect(abs(chart.speech + chart.graphs + chart.silence - chart.duration) < 0.01)
        }
        // No silence over 1.5 s.
        for s in timeline.segments where s.kind == .silence {
            #expect(s.end - s.start <= 1.5, "\(label): \(s.end - s.start) s of silence at \(s.start)")
        }
        // Every earcon follows speech, every graph its earcon: nothing plays unannounced.
        let audible = timeline.segments.filter { $0.kind != .silence }
        for (i, s) in audible.enumerated() where s.kind == .earcon || s.kind == .sonification {
            let before = i > 0 ? audible[i - 1].kind : nil
            #expect(before == (s.kind == .earcon ? .speech : .earcon), "\(label): \(s.kind) at \(s.start) after \(String(describing: before))")
            if s.kind == .sonification { #expect(i > 1 && audible[i - 2].kind == .speech) }
        }
        // No two earcons back to back: series-start earcons and markers at least 0.25 s apart.
        let onsets = (timeline.segments.filter { $0.kind == .earcon }.map(\.start) + timeline.markers.map(\.time)).sorted()
        for (a, b) in zip(onsets, onsets.dropFirst()) { #expect(b - a >= 0.25 - 1e-6, "\(label): earcons at \(a) and \(b)") }
        let spoken = Set(timeline.segments.compactMap(\.text))
        let played = timeline.segments.filter { $0.kind == .sonification }.compactMap(\.series)
        for (c, chart) in report.charts.enumerated() {
            let text = briefing.narration.charts[c]
            // The top finding is said (unless no finding is salient enough to lead).
            if let top = text.findings.first, top.finding.salience >= 0.2 {
                let heard = SpeechPreparer(narrator: briefing.narrator).heard(top.briefText)
                #expect(spoken.contains(heard), "\(label): top finding not spoken: \(heard)")
            }
            // Each series with varying values is heard at least once (alone or together with the others).
            for series in chart.series {
                let values = series.points.compactMap(\.y)
                guard let first = values.first, values.contains(where: { $0 != first }) else { continue }
                let name = series.name.resolved(for: language, documentLanguage: report.language) ?? ""
                #expect(played.contains { $0 == name || $0.contains(name) }, "\(label): \(name) never played")
            }
        }
        try Self.checkMarkers(audio, report: report, language: language, label: label)
    }

    /// Each marker of the timeline is heard where the timeline says (its onset found in the samples) and
    /// sits where its landmark point plays in the graph (computed here from the data, as x maps to time).
    static func checkMarkers(_ audio: RenderedAudio, report: Report, language: String, label: String) throws {
        for marker in audio.timeline.markers {
            let graph = try #require(audio.timeline.segments.first { $0.kind == .sonification && $0.start <= marker.time && marker.time < $0.end })
            let chart = try #require(report.charts.first { $0.id == marker.chart })
            func name(_ s: Series) -> String { s.name.resolved(for: language, documentLanguage: report.language) ?? "" }
            let series = try #require(chart.series.first { name($0) == marker.series })
            let onset = markerOnset(audio, near: marker.time)
            guard let heard = onset else {
                Issue.record("\(label): no marker heard near \(marker.time) (\(marker.series) #\(marker.point))")
                continue
            }
            #expect(abs(heard - marker.time) <= 0.05, "\(label): marker at \(marker.time) heard at \(heard)")

            // Where the landmark point plays.
            let length = graph.end - graph.start
            let expected: Double
            if series.isContinuous {
                let fade = min(0.015, length / 10)
                let together = graph.series != marker.series
                let members = together ? chart.series.filter { graph.series?.contains(name($0)) == true } : [series]
                let range = graph.points.map { $0[0]...$0[1] }
                var xs: [Double] = []
                for s in members {
                    for (i, p) in s.points.enumerated() where range?.contains(i) ?? true { xs.append(p.x) }
                }
                let lo = xs.min()!, hi = xs.max()!
                expected = graph.start + fade + (series.points[marker.point].x - lo) / (hi - lo) * (length - 2 * fade)
            } else {
                // Discrete: one evenly spaced note per point, in x order.
                let first = graph.points?[0] ?? 0
                let last = graph.points?[1] ?? series.points.count - 1
                let order = (first...last).sorted { (series.points[$0].x, $0) < (series.points[$1].x, $1) }
                let position = try #require(order.firstIndex(of: marker.point))
                expected = graph.start + Double(position) * length / Double(order.count)
            }
            #expect(abs(marker.time - expected) <= 0.05, "\(label): marker \(marker.series) #\(marker.point) at \(marker.time), point plays at \(expected)")
            #expect(abs(heard - expected) <= 0.05, "\(label): marker \(marker.series) #\(marker.point) heard at \(heard), point plays at \(expected)")
        }
    }

    /// The onset of the marker earcon within 120 ms of `time`: the first 5 ms window whose energy at the
    /// marker's bell partial (2.76 × its pitch, a band where data tones, clicks and other earcons have
    /// little energy; a dense glide jumping between slot extremes has some) reaches a quarter of the
    /// strongest there; nil when nothing stands out at least 20 times above the median.
    static func markerOnset(_ audio: RenderedAudio, near time: Double) -> Double? {
        let rate = Double(audio.sampleRate)
        let frequency = Earcon.markerFrequency * 2.76
        let window = Int(0.005 * rate), hop = max(1, Int(0.001 * rate))
        let first = max(0, Int((time - 0.12) * rate)), last = min(audio.frameCount - window, Int((time + 0.12) * rate))
        guard first < last else { return nil }
        let w = 2 * cos(2 * Double.pi * frequency / rate)
        var powers: [(start: Int, power: Double)] = []
        var start = first
        while start <= last {
            var s1 = 0.0, s2 = 0.0
            for f in start..<(start + window) {
                var x = 0.0
                for c in 0..<audio.channels { x += Double(audio.samples[f * audio.channels + c]) }
                let s0 = x + w * s1 - s2
                s2 = s1
                s1 = s0
            }
            powers.append((start, s1 * s1 + s2 * s2 - w * s1 * s2))
            start += hop
        }
        let peak = powers.map(\.power).max() ?? 0
        let median = powers.map(\.power).sorted()[powers.count / 2]
        guard peak > 0, peak > 20 * median else { return nil }
        return powers.first { $0.power >= 0.25 * peak }.map { Double($0.start) / rate }
    }
}

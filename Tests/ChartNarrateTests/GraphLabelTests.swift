import Foundation
import Testing
import ChartModel
import ChartNarrate
import Narration
import AudioRender

/// `--graph-labels`: the us-employment brief rendered with and without labels (mono, 44.1 kHz), compared in the
/// samples. Each label is listed in the timeline and the captions, sits after its marker, overlaps no other and
/// ends within its graph; the graph is ducked about 12 dB under it and untouched elsewhere; speech is heard in
/// its window; and without the option the render is what it was.
@Suite struct GraphLabelTests {
    static func briefing(_ language: String) throws -> ChartBriefing {
        let report = try DescriptorLoader.load(CLIRun.repoRoot.appendingPathComponent("examples/us-employment.xml").path)
        var narration = NarrationOptions(language: language)
        narration.briefingLength = .brief
        return try ChartBriefing(report: report, options: narration)
    }

    static func options(labels: Bool) -> AudioOptions {
        var options = AudioOptions(sampleRate: 44100)
        options.channels = .mono
        options.graphLabels = labels
        return options
    }

    @Test func scriptLabelsEachMarkerAtTheGraphsResolution() throws {
        let expected = ["en": (["2008", "2010"], ["two thousand eight", "twenty ten"]),
                        "zh": (["2008年", "2010年"], ["er4 ling2ling2 ba1 nian2", "er4 ling2 yi1 ling2 nian2"])]
        for (language, (labels, spoken)) in expected {
            let script = try Self.briefing(language).script()
            let cues = script.segments.compactMap { if case .sonification(let cue) = $0 { cue } else { nil } }
            // The two turning points (and any later landmark, such as the recovery of the peak) by year.
            let markers = try #require(cues.first).markers.sorted { $0.point < $1.point }
            #expect(Array(markers.map(\.label).prefix(2)) == labels, "\(language)")
            #expect(Array(markers.map(\.spokenLabel).prefix(2)) == spoken, "\(language)")
            #expect(markers.allSatisfy { $0.label.wholeMatch(of: /\d{4}年?/) != nil }, "\(language): \(markers.map(\.label))")
        }
        // A one-year daily series is labelled by month; a record says so.
        let steps = try DescriptorLoader.load(CLIRun.repoRoot.appendingPathComponent("examples/daily-steps.xml").path)
        let script = try ChartBriefing(report: steps, options: NarrationOptions(language: "en")).script()
        let whole = script.segments.compactMap { if case .sonification(let cue) = $0, cue.points == nil { cue } else { nil } }
        let labels = whole.flatMap(\.markers).map(\.label)
        #expect(!labels.isEmpty && labels.allSatisfy { ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"].contains($0) || $0.hasPrefix("record, ") }, "\(labels)")
    }

    @Test(arguments: ["en", "zh"])
    func labelsAreSaidOverTheDuckedGraph(language: String) throws {
        let briefing = try Self.briefing(language)
        let plain = try briefing.audio(options: Self.options(labels: false))
        let labelled = try briefing.audio(options: Self.options(labels: true))
        #expect(plain.timeline.markers.allSatisfy { $0.label == nil })

        // Labels change no time: the same segments, every earcon, gap and graph as long as before (speech may
        // differ by espeak-ng's state from earlier calls, as between any two renders), the markers at the same
        // places in the graph.
        #expect(plain.timeline.segments.map(\.kind) == labelled.timeline.segments.map(\.kind))
        for (a, b) in zip(plain.timeline.segments, labelled.timeline.segments) {
            let tolerance = a.kind == .speech ? 0.1 : 0.001
            #expect(abs((a.end - a.start) - (b.end - b.start)) < tolerance, "\(a.kind) \(a.start)–\(a.end) vs \(b.start)–\(b.end)")
        }
        #expect(plain.timeline.markers.count == labelled.timeline.markers.count)
        let graph = try #require(labelled.timeline.segments.first { $0.kind == .sonification })
        let plainGraph = try #require(plain.timeline.segments.first { $0.kind == .sonification })
        for (a, b) in zip(plain.timeline.markers, labelled.timeline.markers) {
            #expect(abs((a.time - plainGraph.start) - (b.time - graph.start)) < 0.001 && a.point == b.point)
        }
        let said = labelled.timeline.markers.compactMap { m in m.label.map { (m, $0) } }
        #expect(said.count >= (language == "en" ? 2 : 1), "\(language): \(said.map(\.1.text))")
        let captions = briefing.captions(for: labelled)
        for ((marker, label), next) in zip(said, said.dropFirst().map(Optional.some) + [nil]) {
            #expect(abs(label.start - (marker.time + 0.06)) < 0.002, "label at \(label.start), marker at \(marker.time)")
            #expect(label.end + 0.03 <= graph.end + 1e-6, "label runs past the graph")
            if let next { #expect(label.end + 0.03 <= next.1.start - 0.03 + 1e-6, "labels overlap") }
            #expect(captions.contains("\(CaptionTestTime.vtt(label.start)) --> \(CaptionTestTime.vtt(label.end))\n\(label.text)\n"))
            #expect(label.spoken != nil, "\(label.text) is said in words (en) or pinyin (zh)")
        }

        // In the graph the labelled render is the plain one times one factor (the programme gain moved a
        // little), except under the labels; there the graph is ducked about 12 dB and speech is heard.
        let rate = Double(labelled.sampleRate)
        func frames(_ audio: RenderedAudio, _ from: Double, _ to: Double) -> [Float] {
            Array(audio.samples[max(0, Int(from * rate))..<min(audio.samples.count, Int(to * rate))])
        }
        let shift = plainGraph.start - graph.start
        func pair(_ from: Double, _ to: Double) -> (x: [Float], b: [Float]) {
            let x = frames(labelled, from, to), b = frames(plain, from + shift, to + shift)
            let n = min(x.count, b.count)
            return (Array(x[..<n]), Array(b[..<n]))
        }
        func projection(_ p: (x: [Float], b: [Float])) -> Double {
            let xb = zip(p.x, p.b).reduce(0.0) { $0 + Double($1.0) * Double($1.1) }
            return xb / max(p.b.reduce(0.0) { $0 + Double($1) * Double($1) }, 1e-12)
        }
        func rms(_ v: [Float]) -> Double { (v.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(max(v.count, 1))).squareRoot() }
        // The factor, from the graph before the first label.
        let before = pair(graph.start + 0.05, said[0].1.start - 0.05)
        let factor = projection(before)
        #expect(abs(factor - 1) < 0.1, "programme gain moved by \(factor)")
        let residual = zip(before.x, before.b).map { $0 - Float(factor) * $1 }
        #expect(rms(residual) < 0.01 * rms(before.b), "graph changed outside the labels")

        var quietFrom = graph.start    // where the graph last played undisturbed
        let floor = pow(10, -12.0 / 20)
        for (marker, label) in said {
            // The graph's gain at the label's edges, where the ramps have ended and the label's sound has not begun
            // (the millisecond before it and the one after it): 12 dB down.
            for (from, to) in [(label.start - 0.001, label.start), (label.end, label.end + 0.001)] {
                let duck = 20 * log10(projection(pair(from, to)) / factor)
                #expect(abs(duck - -12) < 0.5, "\(language) \(label.text): graph ducked \(duck) dB at \(from)")
            }
            // Under the speech the graph stays down (a coarse estimate: the speech is not independent of the tone).
            let held = 20 * log10(projection(pair(label.start, label.end)) / factor)
            #expect(abs(held - -12) < 3, "\(language) \(label.text): graph at \(held) dB under the label")
            // The label's speech: what is left once the ducked graph is taken out, well above the ducked graph.
            let inside = pair(label.start, label.end)
            let speech = zip(inside.x, inside.b).map { $0 - Float(factor * floor) * $1 }
            let graphLevel = rms(inside.b) * factor * floor
            #expect(20 * log10(rms(speech) / graphLevel) > 6, "\(language) \(label.text): label not heard over the graph")
            // Just before the marker the graph plays at full level, with nothing added.
            if marker.time - 0.01 - quietFrom > 0.05 {
                let lead = pair(max(marker.time - 0.25, quietFrom), marker.time - 0.01)
                #expect(abs(20 * log10(projection(lead) / factor)) < 0.5)
            }
            // Speech starts where the timeline says (espeak-ng's own lead-in, at most 10 ms, aside).
            let onset = try #require(speech.firstIndex { abs($0) > Float(0.5 * rms(speech)) })
            let heard = label.start + Double(onset) / rate
            #expect(heard - label.start < 0.03, "\(language) \(label.text): speech heard at \(heard), label at \(label.start)")
            quietFrom = label.end + 0.03
        }
    }

    @Test func commandLineListsLabelsAndRefusesThemWithoutAudio() throws {
        let dry = try CLIRun(["examples/us-employment.xml", "--length", "brief", "--dry-run", "--graph-labels"])
        #expect(dry.status == 0)
        #expect(dry.stdout.contains("Jan 2008, 138.4 million jobs, a turning point, said “2008”; Feb 2010, 129.7 million jobs, a turning point, said “2010”"), "\(dry.stdout)")
        let plain = try CLIRun(["examples/us-employment.xml", "--length", "brief", "--dry-run"])
        #expect(!plain.stdout.contains("“2008”"))
        let refused = try CLIRun(["examples/us-employment.xml", "--no-audio", "--graph-labels"])
        #expect(refused.status == 64 && refused.stderr.contains("--graph-labels"), "\(refused.stderr)")
    }

    @Test func timelineWritesALabelOnlyWhenThereIsOne() {
        let plain = TimelineMarker(time: 1, chart: "c", series: "s", point: 3, finding: "shape", role: "turningPoint")
        var labelled = plain
        labelled.label = TimelineLabel(text: "2008年", spoken: "er4 ling2ling2 ba1 nian2", start: 1.06, end: 2.4)
        let json = TimelineWriter.json(Timeline(segments: [], markers: [plain, labelled]))
        #expect(json.contains("\"role\": \"turningPoint\"}"))
        #expect(json.contains("\"role\": \"turningPoint\", \"label\": {\"text\": \"2008年\", \"spoken\": \"er4 ling2ling2 ba1 nian2\", \"start\": 1.06, \"end\": 2.4}}"))
        let decoded = try? JSONDecoder().decode(Timeline.self, from: Data(json.utf8))
        #expect(decoded?.markers.map(\.label) == [nil, labelled.label])
    }
}

/// WebVTT timestamps as the caption writer prints them.
enum CaptionTestTime {
    static func vtt(_ seconds: Double) -> String {
        let ms = Int((seconds * 1000).rounded())
        return String(format: "%02d:%02d:%02d.%03d", ms / 3_600_000, ms / 60_000 % 60, ms / 1000 % 60, ms % 1000)
    }
}

import AudioRender
import Foundation

/// The oracle of the timing layer: every time of a planned programme (segments, sentences, words, markers and
/// their labels, chapters, caption cues) is finite, in order and inside the programme; a breach aborts
/// (`OutputCheck.fail`) so libFuzzer keeps the input.
enum TimingCheck {
    /// Rounding slack: times are frames over the sample rate, and WebVTT writes milliseconds.
    static let slack = 1e-6

    /// What the checks have looked at since the process started (the replay command prints it).
    nonisolated(unsafe) static var checked = (programmes: 0, segments: 0, words: 0, markers: 0, labels: 0, chapters: 0, cues: 0)

    static func check(_ programme: RenderedProgramme, captions: String, _ what: String) {
        let timeline = programme.timeline
        checked.programmes += 1
        checked.segments += timeline.segments.count
        checked.words += timeline.segments.reduce(0) { $0 + ($1.words?.count ?? 0) }
        checked.markers += timeline.markers.count
        checked.labels += timeline.markers.filter { $0.label != nil }.count
        checked.chapters += programme.chapters.count
        let duration = programme.duration
        func require(_ ok: Bool, _ problem: @autoclosure () -> String) {
            if !ok { OutputCheck.fail(what, problem(), TimelineWriter.json(timeline)) }
        }
        func inside(_ t: Double, _ lo: Double, _ hi: Double) -> Bool { t.isFinite && t >= lo - slack && t <= hi + slack }
        require(duration.isFinite && duration >= 0, "a programme of \(duration) s")
        require(abs(timeline.duration - duration) <= slack || (timeline.segments.isEmpty && duration == 0),
                "segments ending at \(timeline.duration) s in a programme of \(duration) s")
        var previousEnd = 0.0
        for (i, segment) in timeline.segments.enumerated() {
            require(inside(segment.start, 0, duration) && inside(segment.end, segment.start, duration),
                    "segment \(i) (\(segment.kind)) spans \(segment.start)…\(segment.end) s of \(duration) s")
            require(abs(segment.start - previousEnd) <= slack, "segment \(i) starts at \(segment.start) s, the one before ends at \(previousEnd) s")
            previousEnd = segment.end
            for (name, texts) in [("sentence", segment.sentences ?? []), ("word", segment.words ?? [])] {
                var previousStart = segment.start
                for (k, t) in texts.enumerated() {
                    require(inside(t.start, previousStart, segment.end) && inside(t.end, t.start, segment.end),
                            "\(name) \(k) of segment \(i) spans \(t.start)…\(t.end) s, the segment \(segment.start)…\(segment.end) s")
                    previousStart = t.start
                }
            }
        }
        var previousMarker = 0.0
        for (i, marker) in timeline.markers.enumerated() {
            require(inside(marker.time, previousMarker, duration), "marker \(i) at \(marker.time) s after one at \(previousMarker) s")
            previousMarker = marker.time
            let graph = timeline.segments.first { $0.kind == .sonification && $0.chart == marker.chart && inside(marker.time, $0.start, $0.end) }
            require(graph != nil, "marker \(i) at \(marker.time) s lies in no audio graph of chart \(marker.chart)")
            if let label = marker.label, let graph {
                require(inside(label.start, graph.start, graph.end) && inside(label.end, label.start, graph.end),
                        "the label of marker \(i) spans \(label.start)…\(label.end) s, its graph \(graph.start)…\(graph.end) s")
            }
        }
        var previousChapter = 0.0
        for (i, chapter) in programme.chapters.enumerated() {
            require(inside(chapter.startTime, previousChapter, duration),
                    "chapter \(i) starts at \(chapter.startTime) s after one at \(previousChapter) s, in \(duration) s")
            previousChapter = chapter.startTime
        }
        checkCaptions(captions, duration: duration, what)
        OutputCheck.check(TimelineWriter.json(timeline), "\(what) timeline")
        OutputCheck.check(ChapterWriter.json(programme.chapters), "\(what) chapters")
    }

    /// Every cue of the WebVTT document ends after it starts and within the programme; speech cues follow
    /// each other (a graph's label cues overlap their graph's cue, which is allowed).
    static func checkCaptions(_ vtt: String, duration: Double, _ what: String) {
        OutputCheck.check(vtt, "\(what) captions")
        guard vtt.hasPrefix("WEBVTT\n") else { OutputCheck.fail(what, "captions without the WEBVTT header", vtt) }
        for line in vtt.split(separator: "\n") where line.contains(" --> ") {
            checked.cues += 1
            let parts = line.components(separatedBy: " --> ")
            guard parts.count == 2, let start = seconds(parts[0]), let end = seconds(parts[1]) else {
                OutputCheck.fail(what, "a caption cue timing that is not hh:mm:ss.ttt --> hh:mm:ss.ttt: \(line)", vtt)
            }
            // Written rounded to the millisecond.
            if !(start <= end && end <= duration + 0.0015) {
                OutputCheck.fail(what, "a caption cue \(line) in a programme of \(duration) s", vtt)
            }
        }
    }

    /// Seconds of a WebVTT timestamp (hh:mm:ss.ttt or mm:ss.ttt).
    static func seconds(_ stamp: String) -> Double? {
        let fields = stamp.split(separator: ":")
        guard (2...3).contains(fields.count), let last = fields.last, last.count == 6, let s = Double(last) else { return nil }
        var total = s
        for (k, f) in fields.dropLast().reversed().enumerated() {
            guard let v = Int(f), v >= 0, f.count >= 2 else { return nil }
            total += Double(v) * (k == 0 ? 60 : 3600)
        }
        return total
    }
}

import Foundation
import Narration

/// The first rendering pass: speaks and sonifies each segment of the script in turn, spools its sound,
/// places it in the programme (gaps, pauses, chapters) and weighs its loudness, holding one segment's sound
/// in memory at a time. `finish` matches audio graphs and earcons to the speech and returns the plan.
final class ProgrammePlanner {
    let options: AudioOptions
    let sampleRate: Int
    let channels: Int
    let spool: SampleSpool
    private let synthesizer: any SpeechSource
    private var speechRate = 22050

    private(set) var frame = 0
    private var sounds: [ProgrammePlan.Sound] = []
    private var segments: [TimelineSegment] = []
    private var markers: [TimelineMarker] = []
    private var chapters: [TimedChapter] = []
    private var pendingChapters: [ChapterMark] = []
    private var previousAudible = false
    private var previousWasEarcon = false

    /// Programme cells of the speech (gain 1).
    private var speechCells: LoudnessCells
    /// Block powers of every speech item, for the speech loudness.
    private var speechBlocks: [Double] = []
    /// Programme cells of each clip sound, scaled by its gain at the end.
    private var clipCells: [(sound: Int, firstCell: Int, energy: [Double], loudness: Double, offset: Double)] = []
    private var earcon: (offset: Int, frames: Int, loudness: Double)?
    /// Speech K-weighted energy as spoken (22,050 Hz) and after resampling, over the first items: their ratio
    /// corrects the speech measured at the synthesizer's rate (resampling takes off the top of its band).
    private var calibration = (native: 0.0, resampled: 0.0, samples: 0)
    private static let calibrationSeconds = 10.0
    /// Each sound's ticks for the limiter model.
    private var tickRuns: [LimiterModel.Run] = []

    /// `speech` speaks the items (default: espeak-ng at the options' rate and pitch).
    init(options: AudioOptions, channels: Int, speech: (any SpeechSource)? = nil) throws {
        self.options = options
        sampleRate = options.sampleRate
        self.channels = channels
        spool = try SampleSpool()
        synthesizer = speech ?? SpeechSynthesizer(rate: options.rate ?? 165, pitch: options.pitch)
        speechCells = LoudnessCells(sampleRate: options.sampleRate)
    }

    private var gapFrames: Int { Int((max(options.gapSeconds, 0) * Double(sampleRate)).rounded()) }

    private func seconds(_ frames: Int) -> Double { Double(frames) / Double(sampleRate) }

    private func appendSilence(_ frames: Int) {
        guard frames > 0 else { return }
        let start = seconds(frame)
        frame += frames
        if let last = segments.last, last.kind == .silence {
            segments[segments.count - 1].end = seconds(frame)
        } else {
            segments.append(TimelineSegment(start: start, end: seconds(frame), kind: .silence))
        }
    }

    /// Places the gap before an audible piece (shorter after the earcon that announces a graph) and the
    /// chapters waiting for it; returns the piece's first frame.
    private func beginAudible() -> Int {
        let gap = previousWasEarcon ? gapFrames / 2 : gapFrames
        if previousAudible && gap > 0 { appendSilence(gap) }
        previousWasEarcon = false
        previousAudible = true
        chapters += pendingChapters.map { TimedChapter(startTime: seconds(frame), title: $0.title, chartID: $0.chartID) }
        pendingChapters = []
        return frame
    }

    /// Speaks `item`: spooled as synthesized, weighed at the mixing rate, placed with its word and sentence timings.
    func addSpeech(_ item: SpeechItem, voice: String) throws {
        guard let (itemStart, nativeFrames, dropped, speech) = try spoolSpeech(item.spokenText, voice: voice) else { return }
        let frames = SpeechStream.outputFrames(nativeFrames, from: speech.sampleRate, to: sampleRate)
        guard frames > 0 else { return }

        // Weighed as spoken (22,050 Hz), which spares resampling twice; the second pass measures the result.
        let start = beginAudible()
        let weigher = try weighSpeech(offset: itemStart, frames: nativeFrames, rate: speech.sampleRate, start: start)
        if Double(calibration.samples) < Self.calibrationSeconds * Double(speech.sampleRate) {
            try calibrate(offset: itemStart, frames: nativeFrames, rate: speech.sampleRate, native: weigher.local.reduce(0, +))
        }
        for (i, e) in weigher.placed.enumerated() { speechCells.add(e, cell: weigher.firstCell + i) }
        speechBlocks += weigher.blocks()
        try record(weigher)
        sounds.append(.init(start: start, frames: frames, source: .speech(offset: itemStart, frames: nativeFrames), gain: 1))
        frame = start + frames

        let shift = Double(dropped) / Double(speech.sampleRate)
        let duration = seconds(frames)
        let words = speech.words.map { mark -> SynthesizedSpeech.Mark in
            var m = mark
            m.time = min(max(m.time - shift, 0), duration)
            return m
        }
        let timing = SpeechTiming(text: item.text, spokenText: item.spokenText, words: words, duration: duration)
        let startSeconds = seconds(start)
        segments.append(TimelineSegment(start: startSeconds, end: seconds(frame), kind: .speech, chart: item.chartID,
                                        text: item.text, spoken: item.spokenText == item.text ? nil : item.spokenText,
                                        sentences: timing.timedSentences(offset: startSeconds),
                                        words: timing.timedWords(offset: startSeconds)))
    }

    /// Synthesizes `text` into the spool (leading and trailing near-silence trimmed): its byte offset, its
    /// samples at the synthesizer's rate, the leading samples dropped and the marks; nil when nothing was heard.
    private func spoolSpeech(_ text: String, voice: String) throws
        -> (offset: Int, frames: Int, dropped: Int, speech: SynthesizedSpeech)? {
        let itemStart = spool.size
        var capture = SpeechCapture(sampleRate: speechRate, spoolOffset: itemStart)
        let spool = self.spool
        var failure: Error?
        let speech = try synthesizer.speak(text, voice: voice) { chunk in
            do { try capture.add(chunk, to: spool) } catch { failure = error; throw error }
        }
        if let failure { throw failure }
        guard let (nativeFrames, dropped) = try capture.finish(spool: spool) else { return nil }
        speechRate = speech.sampleRate
        return (itemStart, nativeFrames, dropped, speech)
    }

    /// Weighs spooled speech (`frames` samples at `rate` from byte `offset`) placed at programme frame `start`.
    private func weighSpeech(offset: Int, frames: Int, rate: Int, start: Int) throws -> PieceWeigher {
        var weigher = PieceWeigher(channels: 1, sampleRate: rate, programmeRate: sampleRate, start: start,
                                   weight: Double(channels))
        var native = [Int16](repeating: 0, count: 16384)
        var chunk = [Float](repeating: 0, count: 16384)
        var read = 0
        while read < frames {
            let n = min(native.count, frames - read)
            try native.withUnsafeMutableBufferPointer { try spool.read(Int16.self, at: offset + 2 * read, count: n, into: $0) }
            native.withUnsafeBufferPointer { s in chunk.withUnsafeMutableBufferPointer { d in
                for k in 0..<n { d[k] = Float(s[k]) * (1.0 / 32768) }     // exact: a power of two
            } }
            chunk.withUnsafeBufferPointer { weigher.add(UnsafeBufferPointer(rebasing: $0[..<n])) }
            read += n
        }
        return weigher
    }

    /// Spools the ticks of the sound about to be appended.
    private func record(_ weigher: PieceWeigher) throws {
        let offset = try weigher.ticks.withUnsafeBufferPointer { try spool.append($0) }
        tickRuns.append(.init(sound: sounds.count, firstTick: weigher.firstTick, count: weigher.ticks.count, offset: offset))
    }

    /// Weighs a speech item once more after resampling it as the second pass will, for the calibration.
    private func calibrate(offset: Int, frames: Int, rate: Int, native: Double) throws {
        let stream = try SpeechStream(spool: spool, from: rate, to: sampleRate)
        try stream.start(offset: offset, frames: frames)
        let lanes = KWeightingLanes(sampleRate: sampleRate)
        var state = KWeighting.Lane()
        var chunk = [Float](repeating: 0, count: 16384)
        var energy = 0.0
        while stream.produced < stream.length {
            let n = try chunk.withUnsafeMutableBufferPointer { try stream.read(into: $0) }
            energy += chunk.withUnsafeBufferPointer { lanes.energy($0.baseAddress!, count: n, state: &state) }
        }
        calibration.native += native
        calibration.resampled += energy * Double(channels)
        calibration.samples += frames
    }

    /// The series-start earcon before a graph: spooled and measured once, placed each time.
    func addEarcon(_ clip: GraphClip, chartID: String) throws {
        let layout = try Self.layout(clip, channels: channels, rate: sampleRate)
        guard !layout.isEmpty else { return }
        if earcon == nil {
            let offset = try layout.withUnsafeBufferPointer { try spool.append($0) }
            var own = PieceWeigher(channels: channels, sampleRate: sampleRate, programmeRate: sampleRate, start: 0)
            layout.withUnsafeBufferPointer { own.add($0) }
            earcon = (offset, layout.count / channels, own.loudness())
        }
        let (offset, frames, loudness) = earcon!
        let start = beginAudible()
        var weigher = PieceWeigher(channels: channels, sampleRate: sampleRate, programmeRate: sampleRate, start: start)
        layout.withUnsafeBufferPointer { weigher.add($0) }
        clipCells.append((sounds.count, weigher.firstCell, weigher.placed, loudness, -3))
        try record(weigher)
        sounds.append(.init(start: start, frames: frames, source: .clip(offset: offset), gain: 1))
        frame = start + frames
        segments.append(TimelineSegment(start: seconds(start), end: seconds(frame), kind: .earcon, chart: chartID))
        previousWasEarcon = true
    }

    /// An audio graph: spooled in the output layout, weighed, placed. With `options.graphLabels` each marker's
    /// label is spoken with `voice` over the graph, which is ducked under it (`GraphLabelLayout`); the graph's
    /// gain is still matched on its undisturbed sound, so labels change its level nowhere else.
    func addGraph(_ clip: GraphClip, cue: SonificationCue, voice: String) throws {
        var layout = try Self.layout(clip, channels: channels, rate: sampleRate)
        guard !layout.isEmpty else { return }
        let frames = layout.count / channels
        // The script's marker behind each marker the clip placed.
        let scripted = clip.markers.map { mark in cue.markers.first { $0.series == mark.series && $0.point == mark.point } }
        var labels: [(marker: Int, offset: Int, native: Int, frames: Int, text: String, spoken: String)] = []
        var placed: [GraphLabelLayout.Placed] = []
        var ownLoudness: Double?
        if options.graphLabels {
            for m in clip.markers.indices {
                guard let marker = scripted[m], !marker.spokenLabel.isEmpty,
                      let (offset, native, _, speech) = try spoolSpeech(marker.spokenLabel, voice: voice) else { continue }
                labels.append((m, offset, native, SpeechStream.outputFrames(native, from: speech.sampleRate, to: sampleRate),
                               marker.label, marker.spokenLabel))
            }
            let plan = GraphLabelLayout(candidates: labels.map { (clip.markers[$0.marker].time, scripted[$0.marker]!.salience, $0.frames) },
                                        graphFrames: frames, sampleRate: sampleRate)
            placed = plan.placed
            if !placed.isEmpty {
                var own = PieceWeigher(channels: channels, sampleRate: sampleRate, programmeRate: sampleRate, start: 0)
                layout.withUnsafeBufferPointer { own.add($0) }
                ownLoudness = own.loudness()
                plan.duck(&layout, channels: channels)
            }
        }
        let offset = try layout.withUnsafeBufferPointer { try spool.append($0) }
        let start = beginAudible()
        var weigher = PieceWeigher(channels: channels, sampleRate: sampleRate, programmeRate: sampleRate, start: start)
        layout.withUnsafeBufferPointer { weigher.add($0) }
        clipCells.append((sounds.count, weigher.firstCell, weigher.placed, ownLoudness ?? weigher.loudness(), 0))
        try record(weigher)
        sounds.append(.init(start: start, frames: frames, source: .clip(offset: offset), gain: 1))
        frame = start + frames
        for (m, mark) in clip.markers.enumerated() {
            guard let marker = scripted[m] else { continue }
            var label: TimelineLabel?
            if let p = placed.first(where: { labels[$0.candidate].marker == m }) {
                let l = labels[p.candidate]
                label = TimelineLabel(text: l.text, spoken: l.spoken == l.text ? nil : l.spoken,
                                      start: seconds(start + p.start), end: seconds(start + p.start + p.frames))
            }
            markers.append(TimelineMarker(time: seconds(start) + mark.time, chart: cue.chartID, series: marker.seriesName,
                                          point: mark.point, finding: marker.finding.rawValue, role: marker.role.rawValue,
                                          label: label))
        }
        segments.append(TimelineSegment(start: seconds(start), end: seconds(frame), kind: .sonification, chart: cue.chartID,
                                        series: cue.seriesName, points: cue.points.map { [$0.lowerBound, $0.upperBound] }))
        // The labels over the graph, in time order after it: speech at the speech's level, counted in the
        // programme's loudness but not in the speech loudness the graphs are matched to.
        for p in placed {
            let l = labels[p.candidate]
            let weigher = try weighSpeech(offset: l.offset, frames: l.native, rate: speechRate, start: start + p.start)
            for (i, e) in weigher.placed.enumerated() { speechCells.add(e, cell: weigher.firstCell + i) }
            try record(weigher)
            sounds.append(.init(start: start + p.start, frames: p.frames, source: .speech(offset: l.offset, frames: l.native), gain: 1))
        }
    }

    /// A pause of the script: silence, after which the next piece follows without a further gap.
    func addPause(seconds: Double) {
        let frames = Int((max(seconds, 0) * Double(sampleRate)).rounded())
        guard frames > 0 else { return }
        appendSilence(frames)
        previousAudible = false
    }

    func addChapter(_ mark: ChapterMark) { pendingChapters.append(mark) }

    /// Matches each graph `options.sonificationLevel` LU from the speech (earcons 3 LU further down: a
    /// signpost, not content) and measures the programme as it will sound. Speech keeps one gain throughout:
    /// espeak-ng is consistent from item to item and per-item normalization would make short items pump.
    func finish() -> ProgrammePlan {
        chapters += pendingChapters.map { TimedChapter(startTime: seconds(frame), title: $0.title, chartID: $0.chartID) }
        pendingChapters = []
        let speechFactor = calibration.native > 0 && calibration.resampled > 0 ? calibration.resampled / calibration.native : 1
        let measuredSpeech = LoudnessCells.integrated(blocks: speechBlocks.map { $0 * speechFactor })
        let speechLoudness = measuredSpeech.isFinite ? measuredSpeech : options.targetLUFS
        var cells = speechCells
        for i in cells.energy.indices { cells.energy[i] *= speechFactor }
        for clip in clipCells {
            let target = speechLoudness + options.sonificationLevel + clip.offset
            let gain = clip.loudness.isFinite ? pow(10, (target - clip.loudness) / 20) : 1
            sounds[clip.sound].gain = Float(gain)
            for (i, e) in clip.energy.enumerated() { cells.add(e * gain * gain, cell: clip.firstCell + i) }
        }
        return ProgrammePlan(sampleRate: sampleRate, channels: channels, frameCount: frame, sounds: sounds,
                             segments: segments, markers: markers, chapters: chapters, loudness: cells.integrated(frames: frame),
                             speechRate: speechRate, tickRuns: tickRuns,
                             energyFactors: sounds.map { if case .speech = $0.source { Float(speechFactor) } else { 1 } })
    }

    /// A clip at the mixing rate in the output layout: interleaved stereo, or downmixed to mono.
    static func layout(_ clip: GraphClip, channels: Int, rate: Int) throws -> [Float] {
        let left = try Resampler.resample(clip.left, from: clip.sampleRate, to: rate)
        let right = try Resampler.resample(clip.right, from: clip.sampleRate, to: rate)
        let frames = min(left.count, right.count)
        if channels == 1 { return (0..<frames).map { (left[$0] + right[$0]) / 2 } }
        var out = [Float](repeating: 0, count: frames * 2)
        for i in 0..<frames {
            out[2 * i] = left[i]
            out[2 * i + 1] = right[i]
        }
        return out
    }
}

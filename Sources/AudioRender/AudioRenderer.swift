import ChartModel
import Foundation
import Narration
import Sonification

/// Renders a `BriefingScript` into one programme: espeak-ng speech and audio graphs separated by short
/// gaps, loudness-matched, normalized to the target loudness, with its timeline and chapters.
public struct AudioRenderer: Sendable {
    /// How to render.
    public var options: AudioOptions

    /// Creates a renderer.
    public init(options: AudioOptions = AudioOptions()) { self.options = options }

    /// A part of the programme before mixing, at the mixing rate.
    private enum Piece {
        case speech(SpeechItem, samples: [Float], timing: SpeechTiming)
        case graph(SonificationCue, left: [Float], right: [Float])
        case earcon(chartID: String, left: [Float], right: [Float])
        case silence(frames: Int)
        case chapter(ChapterMark)
    }

    /// Renders `script`; its sonification cues are played from the series of `report` (the report the
    /// script was made from). `progress` receives the finished fraction, 0…1, on the calling thread.
    public func render(script: BriefingScript, report: Report,
                       progress: ((Double) -> Void)? = nil) throws -> RenderedAudio {
        var sonification = options.sonification
        sonification.sampleRate = Double(options.sampleRate)
        sonification.graphSeconds = options.graphSeconds
        var earcon: GraphClip?
        if options.seriesStartEarcon {
            let clip = Sonifier.earcon(.seriesStart, options: sonification)
            earcon = GraphClip(sampleRate: Int(clip.sampleRate.rounded()), left: clip.left, right: clip.right)
        }
        return try render(script: script, earcon: earcon, graph: { cue in
            let chart = report.charts.indices.contains(cue.chartIndex) && report.charts[cue.chartIndex].id == cue.chartID
                ? report.charts[cue.chartIndex] : report.charts.first { $0.id == cue.chartID }
            guard let chart, chart.series.indices.contains(cue.seriesIndex) else {
                throw AudioRenderError.missingSeries(chartID: cue.chartID, seriesIndex: cue.seriesIndex)
            }
            var graphOptions = sonification
            if cue.points != nil {
                graphOptions.graphSeconds = options.intervalGraphSeconds
                graphOptions.maxSeriesSeconds = min(graphOptions.maxSeriesSeconds, 2 * options.intervalGraphSeconds)
            }
            let clip = Sonifier.render(chart: chart, seriesIndex: cue.seriesIndex, points: cue.points, options: graphOptions)
            return GraphClip(sampleRate: Int(clip.sampleRate.rounded()), left: clip.left, right: clip.right)
        }, progress: progress)
    }

    /// The renderer's core: `graph` supplies the sound of each sonification cue, `earcon` (if any) is
    /// played just before each graph.
    func render(script: BriefingScript, earcon: GraphClip? = nil, graph: (SonificationCue) throws -> GraphClip,
                progress: ((Double) -> Void)?) throws -> RenderedAudio {
        let rate = options.sampleRate
        guard rate == 48000 || rate == 44100 else { throw AudioRenderError.unsupportedSampleRate(rate) }
        let hasGraphs = script.segments.contains { if case .sonification = $0 { true } else { false } }
        let channels = options.channels == .stereo || (options.channels == .auto && hasGraphs) ? 2 : 1
        let synthesizer = SpeechSynthesizer(rate: options.rate ?? script.wordsPerMinute, pitch: options.pitch)
        let earconAtRate = try earcon.map {
            (left: try Resampler.resample($0.left, from: $0.sampleRate, to: rate),
             right: try Resampler.resample($0.right, from: $0.sampleRate, to: rate))
        }

        var pieces: [Piece] = []
        var programmeFrames = 0, counted = 0
        for (index, segment) in script.segments.enumerated() {
            switch segment {
            case .speech(let item):
                let speech = try synthesizer.speak(item.spokenText, voice: options.voiceOverride ?? item.voice)
                let trimmed = speech.trimmingSilence()
                let samples = try Resampler.resample(trimmed.samples, from: trimmed.sampleRate, to: rate)
                guard !samples.isEmpty else { break }
                let timing = SpeechTiming(text: item.text, spokenText: item.spokenText, words: trimmed.words,
                                          duration: Double(samples.count) / Double(rate))
                pieces.append(.speech(item, samples: samples, timing: timing))
            case .sonification(let cue):
                let clip = try graph(cue)
                let left = try Resampler.resample(clip.left, from: clip.sampleRate, to: rate)
                let right = try Resampler.resample(clip.right, from: clip.sampleRate, to: rate)
                let frames = min(left.count, right.count)
                guard frames > 0 else { break }
                if let earconAtRate { pieces.append(.earcon(chartID: cue.chartID, left: earconAtRate.left, right: earconAtRate.right)) }
                pieces.append(.graph(cue, left: Array(left[..<frames]), right: Array(right[..<frames])))
            case .pause(let seconds):
                let frames = Int((max(seconds, 0) * Double(rate)).rounded())
                if frames > 0 { pieces.append(.silence(frames: frames)) }
            case .chapter(let mark):
                pieces.append(.chapter(mark))
            }
            if let limit = options.maxDuration {
                while counted < pieces.count { programmeFrames += Self.frames(of: pieces[counted]); counted += 1 }
                if Double(programmeFrames) / Double(rate) > limit { throw AudioRenderError.programmeTooLong(limit: limit) }
            }
            progress?(0.8 * Double(index + 1) / Double(max(script.segments.count, 1)))
        }

        let graphGains = try matchedGraphGains(pieces, channels: channels, rate: rate)
        let mix = mixdown(pieces, graphGains: graphGains, channels: channels, rate: rate)
        progress?(0.85)
        let normalizer = LoudnessNormalizer(targetLUFS: options.targetLUFS, truePeakLimit: options.truePeakLimit)
        let (samples, loudness) = try normalizer.normalize(mix.samples, channels: channels, sampleRate: rate)
        progress?(1)
        return RenderedAudio(sampleRate: rate, channels: channels, samples: samples,
                             timeline: Timeline(segments: mix.segments), chapters: mix.chapters, loudness: loudness)
    }

    /// How long a piece lasts, in frames at the mixing rate.
    private static func frames(of piece: Piece) -> Int {
        switch piece {
        case .speech(_, let samples, _): samples.count
        case .graph(_, let left, _), .earcon(_, let left, _): left.count
        case .silence(let frames): frames
        case .chapter: 0
        }
    }

    /// Gains that put each audio graph `options.sonificationLevel` LU from the speech (earcons 3 LU
    /// further down: a signpost, not content), measured in the output layout. Speech keeps one gain throughout: espeak-ng is consistent from item to item and
    /// per-item normalization would make short items (a title) pump.
    private func matchedGraphGains(_ pieces: [Piece], channels: Int, rate: Int) throws -> [Float] {
        var speech: [Float] = []
        for case .speech(_, let samples, _) in pieces { speech.append(contentsOf: samples) }
        let speechMono = try LoudnessMeter.integrated(speech, channels: 1, sampleRate: rate)
        // Two identical channels measure 10·log10(2) dB louder than one.
        let speechLoudness = speechMono.isFinite ? speechMono + (channels == 2 ? 10 * log10(2.0) : 0) : options.targetLUFS
        var gains: [Float] = []
        // Every earcon piece is the same clip: measure it once.
        var earconLoudness: Double?
        for piece in pieces {
            let loudness: Double, offset: Double
            switch piece {
            case .graph(_, let l, let r):
                (loudness, offset) = (try Self.loudness(left: l, right: r, channels: channels, rate: rate), 0)
            case .earcon(_, let l, let r):
                let measured = try earconLoudness ?? Self.loudness(left: l, right: r, channels: channels, rate: rate)
                earconLoudness = measured
                (loudness, offset) = (measured, -3)
            default: continue
            }
            let target = speechLoudness + options.sonificationLevel + offset
            gains.append(loudness.isFinite ? Float(pow(10, (target - loudness) / 20)) : 1)
        }
        return gains
    }

    /// Integrated loudness of a clip in the output layout.
    private static func loudness(left: [Float], right: [Float], channels: Int, rate: Int) throws -> Double {
        var clip = layout(left: left, right: right, channels: channels)
        var loudness = try LoudnessMeter.integrated(clip, channels: channels, sampleRate: rate)
        if !loudness.isFinite && !clip.isEmpty {
            // Shorter than one 400 ms gating block: measure the clip repeated to at least a second.
            let repeats = Int((Double(rate * channels) / Double(clip.count)).rounded(.up)) + 1
            clip = Array([[Float]](repeating: clip, count: repeats).joined())
            loudness = try LoudnessMeter.integrated(clip, channels: channels, sampleRate: rate)
        }
        return loudness
    }

    /// Lays the pieces end to end with gaps and records where each one lands.
    private func mixdown(_ pieces: [Piece], graphGains: [Float], channels: Int, rate: Int)
        -> (samples: [Float], segments: [TimelineSegment], chapters: [TimedChapter]) {
        let gapFrames = Int((max(options.gapSeconds, 0) * Double(rate)).rounded())
        var samples: [Float] = []
        var segments: [TimelineSegment] = []
        var chapters: [TimedChapter] = []
        var pendingChapters: [ChapterMark] = []
        var graphIndex = 0
        var previousAudible = false
        func seconds(_ sampleCount: Int) -> Double { Double(sampleCount / channels) / Double(rate) }
        func appendSilence(_ frames: Int) {
            let start = seconds(samples.count)
            samples.append(contentsOf: repeatElement(0, count: frames * channels))
            let end = seconds(samples.count)
            if let last = segments.last, last.kind == .silence {
                segments[segments.count - 1].end = end
            } else {
                segments.append(TimelineSegment(start: start, end: end, kind: .silence))
            }
        }
        var previousWasEarcon = false
        func beginAudible() -> Double {
            // An earcon belongs to the graph after it, so that gap is shorter.
            let gap = previousWasEarcon ? gapFrames / 2 : gapFrames
            if previousAudible && gap > 0 { appendSilence(gap) }
            previousWasEarcon = false
            previousAudible = true
            let start = seconds(samples.count)
            chapters += pendingChapters.map { TimedChapter(startTime: start, title: $0.title, chartID: $0.chartID) }
            pendingChapters = []
            return start
        }
        for piece in pieces {
            switch piece {
            case .speech(let item, let mono, let timing):
                let start = beginAudible()
                if channels == 2 {
                    for s in mono { samples.append(s); samples.append(s) }
                } else {
                    samples.append(contentsOf: mono)
                }
                segments.append(TimelineSegment(
                    start: start, end: seconds(samples.count), kind: .speech, chart: item.chartID, text: item.text,
                    sentences: timing.timedSentences(offset: start), words: timing.timedWords(offset: start)))
            case .graph(let cue, let left, let right):
                let start = beginAudible()
                let gain = graphGains[graphIndex]
                graphIndex += 1
                samples.append(contentsOf: Self.layout(left: left, right: right, channels: channels).map { $0 * gain })
                segments.append(TimelineSegment(
                    start: start, end: seconds(samples.count), kind: .sonification, chart: cue.chartID,
                    series: cue.seriesName, points: cue.points.map { [$0.lowerBound, $0.upperBound] }))
            case .earcon(let chartID, let left, let right):
                let start = beginAudible()
                let gain = graphGains[graphIndex]
                graphIndex += 1
                samples.append(contentsOf: Self.layout(left: left, right: right, channels: channels).map { $0 * gain })
                segments.append(TimelineSegment(start: start, end: seconds(samples.count), kind: .earcon, chart: chartID))
                previousWasEarcon = true
            case .silence(let frames):
                appendSilence(frames)
                previousAudible = false
            case .chapter(let mark):
                pendingChapters.append(mark)
            }
        }
        let end = seconds(samples.count)
        chapters += pendingChapters.map { TimedChapter(startTime: end, title: $0.title, chartID: $0.chartID) }
        return (samples, segments, chapters)
    }

    /// Interleaves a stereo clip, or downmixes it for mono output.
    private static func layout(left: [Float], right: [Float], channels: Int) -> [Float] {
        if channels == 1 { return zip(left, right).map { ($0 + $1) / 2 } }
        var out = [Float]()
        out.reserveCapacity(left.count * 2)
        for (l, r) in zip(left, right) { out.append(l); out.append(r) }
        return out
    }
}

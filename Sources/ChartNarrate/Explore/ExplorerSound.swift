import AudioRender
import ChartModel
import Narration
import Sonification

/// What the explorer sounds like, and how.
package struct ExplorerSoundOptions: Sendable, Hashable {
    /// Sound each point's tone and play audio graphs.
    package var tones: Bool
    /// Speak each step's lines with espeak-ng.
    package var speech: Bool
    /// Output sample rate in Hz.
    package var sampleRate: Int
    /// An espeak-ng voice instead of the catalog's.
    package var voice: String?
    /// Speaking rate in words per minute.
    package var rate: Int
    /// Voice pitch 0…99.
    package var pitch: Int
    /// Length of the audio graph of a whole continuous series; a part of it plays for its share of the x range.
    package var graphSeconds: Double
    /// Tone and graph settings (pitch range, note length, timbres), as in the briefing's audio graphs.
    package var sonification: SonificationOptions

    /// Creates options; tones on, speech off, 48 kHz, the audio graph's defaults.
    package init(tones: Bool = true, speech: Bool = false, sampleRate: Int = 48000, voice: String? = nil,
                rate: Int = 175, pitch: Int = 50, graphSeconds: Double = 5,
                sonification: SonificationOptions = SonificationOptions()) {
        self.tones = tones
        self.speech = speech
        self.sampleRate = sampleRate
        self.voice = voice
        self.rate = rate
        self.pitch = pitch
        self.graphSeconds = graphSeconds
        self.sonification = sonification
    }
}

/// The sound of one explorer step: the point's tone, then the spoken lines, then any audio graph.
package struct ExplorerClip: Sendable, Hashable {
    /// One audible part of the clip.
    package struct Part: Sendable, Hashable {
        /// What sounds.
        package enum Kind: Sendable, Hashable {
            /// A point's tone at this frequency (Hz).
            case tone(frequency: Double)
            /// The step's lines, spoken.
            case speech
            /// An audio graph.
            case graph
        }
        /// What sounds.
        package var kind: Kind
        /// Seconds from the start of the clip.
        package var start: Double
        /// Seconds it lasts.
        package var duration: Double
    }

    /// Samples per second.
    package var sampleRate: Int
    /// Left channel.
    package var left: [Float]
    /// Right channel, as long as `left`.
    package var right: [Float]
    /// The parts in time order.
    package var parts: [Part]

    /// Length in seconds.
    package var duration: Double { Double(left.count) / Double(sampleRate) }

    /// The two channels interleaved (left, right, left, …), as audio devices and files take them.
    package var interleaved: [Float] {
        var out = [Float](repeating: 0, count: left.count * 2)
        for i in left.indices {
            out[2 * i] = left[i]
            out[2 * i + 1] = right[i]
        }
        return out
    }

    mutating func append(_ l: [Float], _ r: [Float], kind: Part.Kind, gapBefore: Double) {
        guard !l.isEmpty else { return }
        if !left.isEmpty {
            let gap = Int((gapBefore * Double(sampleRate)).rounded())
            left += [Float](repeating: 0, count: gap)
            right += [Float](repeating: 0, count: gap)
        }
        parts.append(Part(kind: kind, start: duration, duration: Double(l.count) / Double(sampleRate)))
        left += l
        right += r
    }
}

/// Renders explorer steps into sound: a point's tone exactly as the audio graph sounds it (pitch over the
/// chart's y range, pan by x, the series' timbre), the lines spoken by espeak-ng in the narration language,
/// and the audio graph from a point to the end of its series.
package struct ExplorerSound: Sendable {
    /// The settings in force.
    package let options: ExplorerSoundOptions
    let report: Report
    let speech: SpeechPreparer
    let voice: String
    /// Point tones per chart and series, built on first use.
    private var tones: [ExplorerPointKey: PointTones] = [:]

    /// Silence between a tone and the speech after it, in seconds.
    static let gap = 0.05
    /// Peak level of speech (tones peak at `sonification.amplitude`).
    static let speechPeak: Float = 0.5

    /// A renderer for the explorer of `explorer.briefing`.
    package init(explorer: ChartExplorer, options: ExplorerSoundOptions) {
        var options = options
        options.sonification.sampleRate = Double(options.sampleRate)
        self.options = options
        report = explorer.briefing.report
        speech = explorer.text.speech
        voice = options.voice ?? explorer.briefing.narrator.speech.voice
    }

    /// The frequency (Hz) of a point's tone, or nil when it has no value.
    package mutating func frequency(of ref: ExplorerPointRef) -> Double? {
        pointTones(ref).tone(at: ref.point)?.frequency
    }

    /// The sound of `step` (empty when it has nothing to sound under these options).
    package mutating func render(_ step: ExplorerStep) throws(ChartNarrateError) -> ExplorerClip {
        var clip = ExplorerClip(sampleRate: options.sampleRate, left: [], right: [], parts: [])
        if options.tones, let ref = step.tone {
            let tone = pointTones(ref).render(at: ref.point)
            if let frequency = pointTones(ref).tone(at: ref.point)?.frequency {
                clip.append(tone.left, tone.right, kind: .tone(frequency: frequency), gapBefore: 0)
            }
        }
        if options.speech, !step.lines.isEmpty {
            let samples = try spoken(step.lines.joined(separator: "\n"))
            clip.append(samples, samples, kind: .speech, gapBefore: Self.gap)
        }
        if options.tones, let ref = step.graph {
            let graph = self.graph(from: ref)
            clip.append(graph.left, graph.right, kind: .graph, gapBefore: Self.gap)
        }
        return clip
    }

    private mutating func pointTones(_ ref: ExplorerPointRef) -> PointTones {
        let key = ExplorerPointKey(chart: ref.chart, series: ref.series)
        if let t = tones[key] { return t }
        let t = PointTones(chart: report.charts[ref.chart], seriesIndex: ref.series, options: options.sonification)
        tones[key] = t
        return t
    }

    /// The audio graph from `ref.point` to the end of the series; a continuous series glides for the share
    /// of the whole graph's length that its remaining x range is (at least a second).
    private func graph(from ref: ExplorerPointRef) -> SonificationClip {
        let chart = report.charts[ref.chart]
        let points = chart.series[ref.series].points
        var graphOptions = options.sonification
        if let lo = points.map(\.x).min(), let hi = points.map(\.x).max(), hi > lo {
            let share = (hi - points[ref.point].x) / (hi - lo)
            graphOptions.graphSeconds = max(1, options.graphSeconds * share)
        } else {
            graphOptions.graphSeconds = options.graphSeconds
        }
        return Sonifier.render(chart: chart, seriesIndex: ref.series, points: ref.point...(points.count - 1),
                               options: graphOptions)
    }

    /// The lines spoken, at the output rate, peak-normalized.
    private func spoken(_ text: String) throws(ChartNarrateError) -> [Float] {
        do {
            let synthesizer = SpeechSynthesizer(rate: options.rate, pitch: options.pitch)
            let speech = try synthesizer.speak(self.speech.prepare(text), voice: voice).trimmingSilence()
            var samples = try Resampler.resample(speech.samples, from: speech.sampleRate, to: options.sampleRate)
            let peak = samples.reduce(Float(0)) { max($0, abs($1)) }
            if peak > 0 {
                // Centred speech: each channel carries it at −3 dB, like a centred tone.
                let gain = Self.speechPeak / peak * Float(0.5.squareRoot())
                for i in samples.indices { samples[i] *= gain }
            }
            return samples
        } catch let error as AudioRenderError {
            if case .voiceNotFound = error { throw .usage(error.description) }
            throw .audio(error.description)
        } catch {
            throw .audio("speech failed: \(error)")
        }
    }
}

/// A chart and series, for caching per-series tones.
struct ExplorerPointKey: Hashable, Sendable {
    var chart: Int
    var series: Int
}

import ChartModel
import Foundation
import Narration
import Sonification

/// Renders a `BriefingScript` into one programme: espeak-ng speech and audio graphs separated by short
/// gaps, loudness-matched, normalized to the target loudness with true peaks limited, with its timeline and
/// chapters.
///
/// Rendering streams in two passes and holds one segment's sound at a time, so memory stays bounded
/// however long the programme is. The first pass speaks and sonifies each segment, keeps its sound in a
/// nameless scratch file (speech as espeak-ng made it, graphs as mixed), places it and weighs its loudness
/// (BS.1770). The programme gain then follows from the weighed pieces, their gains and a model of the
/// limiter (`LimiterModel`), so the second pass can read the sounds back, apply the one programme gain and
/// the look-ahead true-peak limiter, measure what it writes and hand it to the sink (an encoder, or memory).
package struct AudioRenderer: Sendable {
    /// How to render.
    package var options: AudioOptions

    /// Creates a renderer.
    package init(options: AudioOptions = AudioOptions()) { self.options = options }

    /// How far below the true-peak limit the limiter's ceiling sits: room for the difference between
    /// interpolators (ours and a measuring tool's) and for the gain moving within one interpolation window.
    static let ceilingMargin = 0.3

    /// Renders `script` into memory; its sonification cues are played from the series of `report` (the
    /// report the script was made from). `progress` receives the finished fraction, 0…1, on the calling thread.
    package func render(script: BriefingScript, report: Report,
                       progress: ((Double) -> Void)? = nil) throws -> RenderedAudio {
        let collector = SampleCollector()
        let programme = try render(script: script, report: report, into: collector, progress: progress)
        return RenderedAudio(programme, samples: collector.samples)
    }

    /// Renders `script` into `sink` (for instance an `AudioFileEncoder`), never holding the programme in memory.
    package func render(script: BriefingScript, report: Report, into sink: AudioSink,
                       progress: ((Double) -> Void)? = nil) throws -> RenderedProgramme {
        let (earcon, graph) = graphSource(report)
        return try render(script: script, earcon: earcon, into: sink, graph: graph, progress: progress)
    }

    /// The first pass alone, with `speech` speaking every item: the timeline and chapters exactly as a render
    /// of `script` would time them, with no sample mixed. The fuzz target checks them with a stand-in voice.
    package func timing(script: BriefingScript, report: Report, speech: any SpeechSource) throws -> RenderedProgramme {
        let (earcon, graph) = graphSource(report)
        let (plan, _) = try plan(script: script, earcon: earcon, graph: graph, speech: speech, progress: nil)
        return RenderedProgramme(sampleRate: plan.sampleRate, channels: plan.channels, frameCount: plan.frameCount,
                                 timeline: Timeline(segments: plan.segments, markers: plan.markers), chapters: plan.chapters,
                                 loudness: Loudness(integrated: plan.loudness, truePeak: -.infinity))
    }

    /// The earcon (if the options ask for one) and the audio graph of each sonification cue, from `report`.
    private func graphSource(_ report: Report) -> (GraphClip?, (SonificationCue) throws -> GraphClip) {
        var sonification = options.sonification
        sonification.sampleRate = Double(options.sampleRate)
        sonification.graphSeconds = options.graphSeconds
        var earcon: GraphClip?
        if options.seriesStartEarcon {
            let clip = Sonifier.earcon(.seriesStart, options: sonification)
            earcon = GraphClip(sampleRate: Int(clip.sampleRate.rounded()), left: clip.left, right: clip.right)
        }
        return (earcon, { cue in
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
            let clip: SonificationClip
            if cue.together.isEmpty {
                clip = Sonifier.render(chart: chart, seriesIndex: cue.seriesIndex, points: cue.points,
                                       markers: cue.markers.map(\.point), options: graphOptions)
            } else {
                guard cue.together.allSatisfy(chart.series.indices.contains) else {
                    throw AudioRenderError.missingSeries(chartID: cue.chartID, seriesIndex: cue.together.first { !chart.series.indices.contains($0) }!)
                }
                clip = Sonifier.renderTogether(chart: chart, series: cue.together, markers: cue.markers.map { ($0.series, $0.point) },
                                               options: graphOptions)
            }
            let markers = clip.events.compactMap { e -> (time: Double, series: Int, point: Int)? in
                if case .marker(let series, let point) = e.kind { (e.time, series, point) } else { nil }
            }
            return GraphClip(sampleRate: Int(clip.sampleRate.rounded()), left: clip.left, right: clip.right, markers: markers)
        })
    }

    /// The renderer's core: `graph` supplies the sound of each sonification cue, `earcon` (if any) is
    /// played just before each graph.
    func render(script: BriefingScript, earcon: GraphClip? = nil, into sink: AudioSink,
                graph: (SonificationCue) throws -> GraphClip, progress: ((Double) -> Void)?) throws -> RenderedProgramme {
        let (plan, planner) = try plan(script: script, earcon: earcon, graph: graph, speech: nil, progress: progress)
        let rate = plan.sampleRate

        // The programme gain that brings the limited programme to the target.
        var ceilingDB = options.truePeakLimit - Self.ceilingMargin
        var gainDB = 0.0
        if plan.loudness.isFinite {
            let model = LimiterModel(sampleRate: rate, frameCount: plan.frameCount, runs: plan.tickRuns, spool: planner.spool)
            gainDB = try model.gain(forTarget: options.targetLUFS, unlimitedDB: options.targetLUFS - plan.loudness,
                                    ceilingDB: ceilingDB, soundGains: plan.sounds.map(\.gain), energyFactors: plan.energyFactors)
        }

        // Pass 2: gain, limiter, measurement, sink.
        let mixer = ProgrammeMixer(plan: plan, spool: planner.spool)
        let mixProgress: (Double) -> Void = { progress?(0.8 + 0.2 * $0) }
        var loudness = try mixer.run(gainDB: gainDB, ceilingDB: ceilingDB, into: sink, progress: mixProgress)
        // The limiter holds the interpolated peaks below the ceiling; should the measurement still find one
        // above the limit, the pass is repeated once with the ceiling lowered by the excess.
        if loudness.truePeak > options.truePeakLimit {
            ceilingDB -= loudness.truePeak - options.truePeakLimit + 0.1
            loudness = try mixer.run(gainDB: gainDB, ceilingDB: ceilingDB, into: sink, progress: mixProgress)
        }
        progress?(1)
        return RenderedProgramme(sampleRate: rate, channels: plan.channels, frameCount: plan.frameCount,
                                 timeline: Timeline(segments: plan.segments, markers: plan.markers), chapters: plan.chapters, loudness: loudness)
    }

    /// Pass 1 of `render`: speak (with `speech`, default espeak-ng), sonify, spool, place, weigh. Returns the
    /// plan and the planner holding the spooled sounds.
    private func plan(script: BriefingScript, earcon: GraphClip?, graph: (SonificationCue) throws -> GraphClip,
                      speech: (any SpeechSource)?, progress: ((Double) -> Void)?) throws -> (ProgrammePlan, ProgrammePlanner) {
        let rate = options.sampleRate
        guard rate == 48000 || rate == 44100 else { throw AudioRenderError.unsupportedSampleRate(rate) }
        let hasGraphs = script.segments.contains { if case .sonification = $0 { true } else { false } }
        let channels = options.channels == .stereo || (options.channels == .auto && hasGraphs) ? 2 : 1
        var options = options
        options.rate = options.rate ?? script.wordsPerMinute

        let planner = try ProgrammePlanner(options: options, channels: channels, speech: speech)
        for (index, segment) in script.segments.enumerated() {
            switch segment {
            case .speech(let item):
                try planner.addSpeech(item, voice: options.voiceOverride ?? item.voice)
            case .sonification(let cue):
                let clip = try graph(cue)
                guard min(clip.left.count, clip.right.count) > 0 else { break }
                if let earcon { try planner.addEarcon(earcon, chartID: cue.chartID) }
                try planner.addGraph(clip, cue: cue, voice: options.voiceOverride ?? script.voice)
            case .pause(let seconds):
                planner.addPause(seconds: seconds)
            case .chapter(let mark):
                planner.addChapter(mark)
            }
            if let limit = options.maxDuration, Double(planner.frame) / Double(rate) > limit {
                throw AudioRenderError.programmeTooLong(limit: limit)
            }
            progress?(0.8 * Double(index + 1) / Double(max(script.segments.count, 1)))
        }
        return (planner.finish(), planner)
    }
}

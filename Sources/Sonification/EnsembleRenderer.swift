import ChartModel

/// Plays several series of a chart at once, each at its own fixed place from left to right (x no longer
/// pans), over one shared x range so the same x sounds at the same time in each: the listener hears which
/// is above which and where they cross. Extremes are not marked (each series has its own graph for that);
/// markers are placed across all series, most important first, kept apart as in a single graph.
struct EnsembleRenderer {
    let chart: Chart
    /// Series indices, left to right.
    let series: [Int]
    /// Landmarks to mark, most important first.
    let markers: [(series: Int, point: Int)]
    let options: SonificationOptions

    private func isConstant(_ s: Int) -> Bool {
        let values = chart.series[s].points.compactMap(\.y)
        return values.min() == values.max()
    }

    func render() -> SonificationClip {
        let sr = options.sampleRate
        var lo = Double.infinity, hi = -Double.infinity
        for s in series {
            for p in chart.series[s].points where p.x.isFinite && (chart.xAxis.scale != .log || p.x > 0) {
                lo = min(lo, p.x)
                hi = max(hi, p.x)
            }
        }
        var each = options
        each.pan = false
        each.extremeEarcons = false
        each.xDomain = lo < hi ? lo...hi : nil
        var buffer = StereoBuffer(sampleRate: sr, frameCount: 0)
        var events: [SonificationEvent] = []
        var markerTimes: [Int: [Int: (time: Double, pan: Double)]] = [:]
        let centre = Float(StereoBuffer.gains(pan: 0).left)
        let constant = series.map(isConstant)
        for (k, s) in series.enumerated() {
            var own = each
            own.gridlineClicks = options.gridlineClicks && k == 0
            let played = PlayedSeries(chart: chart, seriesIndex: s, points: nil, options: own)
            guard played.count > 0 else { continue }
            let continuous = chart.series[s].isContinuous && played.hasXExtent
            func render(_ markers: [Int], _ options: SonificationOptions, synthesize: Bool = true) -> SonificationClip {
                continuous ? ContinuousRenderer(series: played, options: options, markers: markers, synthesize: synthesize).render()
                    : DiscreteRenderer(series: played, options: options, markers: markers, synthesize: synthesize).render()
            }
            let clip = render([], own)
            let pan = series.count > 1 ? PlayedSeries.panSpread * (2 * Double(k) / Double(series.count - 1) - 1) : 0
            let g = StereoBuffer.gains(pan: pan)
            // A constant series (a goal or limit line) is a guide tone the others are heard against: at half
            // the level, so it does not cover the moving series.
            let level: Float = constant[k] && !constant.allSatisfy({ $0 }) ? 0.5 : 1
            let gl = level * Float(g.left) / centre, gr = level * Float(g.right) / centre
            buffer.ensureFrames(clip.frameCount)
            for i in 0..<clip.frameCount {
                buffer.left[i] += clip.left[i] * gl
                buffer.right[i] += clip.right[i] * gr
            }
            events += clip.events
            // The markers' times as this series plays them (a second pass for the events alone, nothing
            // synthesized: the marker sounds go in below).
            let wanted = markers.filter { $0.series == s }.map(\.point)
            if !wanted.isEmpty {
                var probeOptions = own
                probeOptions.gridlineClicks = false
                for e in render(wanted, probeOptions, synthesize: false).events {
                    if case .marker(_, let index) = e.kind { markerTimes[s, default: [:]][index] = (e.time, pan) }
                }
            }
        }
        var spacing = EarconSpacing()
        let sound = Earcon.marker.samples(sampleRate: sr, amplitude: options.amplitude)
        for m in markers {
            guard let at = markerTimes[m.series]?[m.point], spacing.admit(at.time) else { continue }
            buffer.add(sound, atTime: at.time, pan: at.pan)
            events.append(SonificationEvent(time: at.time, duration: Double(sound.count) / sr, kind: .marker(series: m.series, index: m.point)))
        }
        buffer.limitPeak(to: Sonifier.peakCeiling)
        return SonificationClip(sampleRate: sr, left: buffer.left, right: buffer.right, events: events.sortedByTime())
    }
}

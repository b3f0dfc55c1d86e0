import ChartModel

/// Turns chart series into audio graphs: pitch follows y, time and pan follow x.
package enum Sonifier {
    /// Renders one series, or the points in `points` (0-based, inclusive, clamped to the series), as
    /// stereo audio with the times of its points, gridline clicks, extremes and gaps.
    ///
    /// Continuous series with at least two distinct x values become one glide of exactly
    /// `options.graphSeconds`; other series become one tone per point, bounded by
    /// `options.maxSeriesSeconds`. Pitch spans the chart's y range (declared, else the extent of all its
    /// series), so series and intervals can be compared by ear. `markers` are point indices to mark with the
    /// marker earcon (`Earcon.marker`), most important first: an earcon whose onset falls within
    /// 0.25 s of one already placed is left out, and the extremes' earcons come after the markers. `seriesIndex`
    /// must be a valid index into `chart.series`.
    package static func render(chart: Chart, seriesIndex: Int, points: ClosedRange<Int>? = nil, markers: [Int] = [],
                              options: SonificationOptions = SonificationOptions()) -> SonificationClip {
        precondition(chart.series.indices.contains(seriesIndex), "series index \(seriesIndex) out of range")
        precondition(options.sampleRate > 0 && options.lowFrequency > 0 && options.highFrequency > options.lowFrequency,
                     "sample rate and frequencies must be positive, high above low")
        let played = PlayedSeries(chart: chart, seriesIndex: seriesIndex, points: points, options: options)
        guard played.count > 0 else {
            return SonificationClip(sampleRate: options.sampleRate, left: [], right: [], events: [])
        }
        if chart.series[seriesIndex].isContinuous && played.hasXExtent {
            return ContinuousRenderer(series: played, options: options, markers: markers).render()
        }
        return DiscreteRenderer(series: played, options: options, markers: markers).render()
    }

    /// Renders several series of `chart` at once, each at a fixed place from left (the first) to right (the
    /// last), over the x range they share, without extremes' earcons; `markers` (series and point indices,
    /// most important first) are marked as in `render`. Every index must be valid.
    package static func renderTogether(chart: Chart, series: [Int], markers: [(series: Int, point: Int)] = [],
                                      options: SonificationOptions = SonificationOptions()) -> SonificationClip {
        precondition(series.allSatisfy(chart.series.indices.contains), "series index out of range")
        return EnsembleRenderer(chart: chart, series: series, markers: markers, options: options).render()
    }

    /// Renders an earcon on its own, centred, for placing between speech and graphs.
    package static func earcon(_ earcon: Earcon, options: SonificationOptions = SonificationOptions()) -> SonificationClip {
        let mono = earcon.samples(sampleRate: options.sampleRate, amplitude: options.amplitude)
        var buffer = StereoBuffer(sampleRate: options.sampleRate, frameCount: mono.count)
        buffer.add(mono, atTime: 0, pan: 0)
        buffer.limitPeak(to: peakCeiling)
        return SonificationClip(sampleRate: options.sampleRate, left: buffer.left, right: buffer.right, events: [])
    }

    /// No clip ever peaks above this, leaving headroom for the mixer.
    static let peakCeiling: Float = 0.9
}

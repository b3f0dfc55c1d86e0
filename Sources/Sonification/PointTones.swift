import ChartModel

/// The tone of each point of one series as the audio graph plays it: the same pitch mapping (the chart's
/// y range), the same pan by x (the series' x extent) and the same timbre, for sounding one point at a time
/// (the keyboard explorer). Built once per series; each tone is then constant time.
package struct PointTones: Sendable {
    /// The pitch mapping shared with the audio graph.
    package let pitch: PitchMapping
    let played: PlayedSeries
    /// Played position of each point index, when the series is not already in x order (else the index is it).
    private let positionOfIndex: [Int: Int]?
    let options: SonificationOptions

    /// The tones of `chart.series[seriesIndex]`; `seriesIndex` must be valid.
    package init(chart: Chart, seriesIndex: Int, options: SonificationOptions = SonificationOptions()) {
        precondition(chart.series.indices.contains(seriesIndex), "series index \(seriesIndex) out of range")
        played = PlayedSeries(chart: chart, seriesIndex: seriesIndex, points: nil, options: options)
        pitch = played.pitch
        if played.indices.elementsEqual(0..<played.count) {
            positionOfIndex = nil
        } else {
            var positions: [Int: Int] = [:]
            positions.reserveCapacity(played.count)
            for (position, index) in played.indices.enumerated() { positions[index] = position }
            positionOfIndex = positions
        }
        self.options = options
    }

    /// The frequency (Hz) and pan (−0.8 left … 0.8 right) of point `index`, or nil when it has no value.
    package func tone(at index: Int) -> (frequency: Double, pan: Double)? {
        guard let p = position(of: index), let value = played.y[p], value.isFinite else { return nil }
        return (played.pitch.frequency(for: value), played.pan(atX: played.x[p]))
    }

    /// Point `index` as one discrete note of the audio graph (`options.noteSeconds` long, enveloped), or an
    /// empty clip when the point has no value.
    package func render(at index: Int) -> SonificationClip {
        guard let p = position(of: index), let tone = tone(at: index) else {
            return SonificationClip(sampleRate: options.sampleRate, left: [], right: [], events: [])
        }
        var buffer = StereoBuffer(sampleRate: options.sampleRate, frameCount: 0)
        let duration = options.noteSeconds
        NoteSynthesizer(timbre: played.timbre, amplitude: options.amplitude)
            .render(onset: 0, duration: duration, frequency: tone.frequency, pan: tone.pan, level: played.level(at: p),
                    brightness: played.brightness(at: p), into: &buffer)
        return SonificationClip(sampleRate: options.sampleRate, left: buffer.left, right: buffer.right,
                                events: [SonificationEvent(time: 0, duration: duration,
                                                           kind: .point(index: index, frequency: tone.frequency))])
    }

    private func position(of index: Int) -> Int? {
        guard let positionOfIndex else { return played.indices.indices.contains(index) ? index : nil }
        return positionOfIndex[index]
    }
}

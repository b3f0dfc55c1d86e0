import Foundation
import ChartModel

/// Plays a continuous series as one glide: x maps linearly to time (uneven spacing preserved),
/// missing values break the glide into runs separated by silence, dense runs are thinned to the
/// minimum and maximum of each time slot.
struct ContinuousRenderer {
    let series: PlayedSeries
    let options: SonificationOptions
    /// Point indices to mark with the marker earcon, most important first.
    var markers: [Int] = []
    /// False when only the events are wanted (their times): the glides are then not synthesized.
    var synthesize = true

    /// A gap between two present points shorter than this is carried over by the glide: silence that
    /// short, between two fades, would be heard as a crackle rather than as a gap.
    static let shortestAudibleGap = 0.06
    /// How long an isolated point (missing values on both sides) is held either side of its time.
    static let isolatedHold = 0.03

    func render() -> SonificationClip {
        let sr = options.sampleRate
        let total = max(options.graphSeconds, 0.1)
        let fade = min(0.015, total / 10)
        var buffer = StereoBuffer(sampleRate: sr, frameCount: Int((total * sr).rounded()))
        let duration = Double(buffer.frameCount) / sr
        let xLower = series.xLower, xUpper = series.xUpper
        let playable = duration - 2 * fade
        // Clamped, so that no x (±∞ from a library caller, a point far outside a declared range, a span of
        // zero) gives a time that is NaN or past Int's range where it becomes a frame or slot number.
        func time(_ x: Double) -> Double {
            let fraction = SpanFraction.of(x, from: xLower, to: xUpper)
            return fade + (fraction.isNaN ? 0.5 : Swift.min(2, Swift.max(-1, fraction))) * playable
        }
        let n = series.count
        let times = series.x.map(time)
        var events: [SonificationEvent] = []

        // Runs of present points (ranges of played positions, present at both ends).
        var runs: [ClosedRange<Int>] = []
        var gaps: [(positions: ClosedRange<Int>, runBefore: Int)] = []
        var runStart: Int?
        var lastPresent = -1
        var k = 0
        while k < n {
            if series.y[k] != nil {
                if runStart == nil { runStart = k }
                lastPresent = k
                k += 1
                continue
            }
            let first = k
            while k < n && series.y[k] == nil { k += 1 }
            if runStart != nil, k < n, times[k] - times[lastPresent] < Self.shortestAudibleGap {
                events.append(SonificationEvent(time: times[first], duration: 0,
                                                kind: .missing(points: series.pointRange(first...(k - 1)))))
                continue
            }
            if let start = runStart { runs.append(start...lastPresent) }
            runStart = nil
            gaps.append((first...(k - 1), runs.count - 1))
        }
        if let start = runStart { runs.append(start...lastPresent) }

        func soundStart(_ run: ClosedRange<Int>) -> Double {
            times[run.lowerBound] - fade - (run.count == 1 ? Self.isolatedHold : 0)
        }
        func soundEnd(_ run: ClosedRange<Int>) -> Double {
            times[run.upperBound] + fade + (run.count == 1 ? Self.isolatedHold : 0)
        }
        for gap in gaps {
            let start = gap.runBefore >= 0 ? min(duration, soundEnd(runs[gap.runBefore])) : 0
            let end = gap.runBefore + 1 < runs.count ? max(start, soundStart(runs[gap.runBefore + 1])) : duration
            events.append(SonificationEvent(time: start, duration: end - start,
                                            kind: .missing(points: series.pointRange(gap.positions))))
        }

        let synthesizer = GlideSynthesizer(timbre: series.timbre, lowFrequency: options.lowFrequency,
                                           highFrequency: options.highFrequency, amplitude: options.amplitude,
                                           fade: fade)
        let slotSeconds = max(options.reductionSlotSeconds, 1 / sr)
        for run in runs {
            var positions: [Int] = []
            var values: [Double] = []
            var slots: [Int] = []
            positions.reserveCapacity(run.count)
            values.reserveCapacity(run.count)
            slots.reserveCapacity(run.count)
            for p in run {
                guard let v = series.y[p] else { continue }
                positions.append(p)
                values.append(v)
                slots.append(Int((times[p] / slotSeconds).rounded(.down)))
            }
            let kept = DensityReduction.keepExtremes(values: values, slots: slots, keepEnds: true)
            var anchors: [GlideAnchor] = []
            anchors.reserveCapacity(kept.count)
            for i in kept {
                let p = positions[i]
                let position = series.pitch.position(for: values[i])
                anchors.append(GlideAnchor(time: times[p], position: position, pan: series.pan(atX: series.x[p]),
                                           level: series.level(at: p), brightness: series.brightness(at: p)))
                events.append(SonificationEvent(time: times[p], duration: 0,
                                                kind: .point(index: series.indices[p],
                                                             frequency: series.pitch.frequency(atPosition: position))))
            }
            if synthesize { synthesizer.render(anchors, hold: Self.isolatedHold, into: &buffer) }
        }

        if options.gridlineClicks {
            let click = Earcon.gridline.samples(sampleRate: sr, amplitude: options.amplitude)
            for g in series.gridlines {
                guard let gx = series.transformedGridline(g), gx >= series.xLower, gx <= series.xUpper else { continue }
                buffer.add(click, atTime: time(gx), pan: series.pan(atX: gx))
                events.append(SonificationEvent(time: time(gx), duration: Double(click.count) / sr, kind: .gridline(value: g)))
            }
        }
        var spacing = EarconSpacing()
        if !markers.isEmpty {
            let sound = Earcon.marker.samples(sampleRate: sr, amplitude: options.amplitude)
            for (position, index) in series.positions(of: markers) where series.y[position] != nil && spacing.admit(times[position]) {
                buffer.add(sound, atTime: times[position], pan: series.pan(atX: series.x[position]))
                events.append(SonificationEvent(time: times[position], duration: Double(sound.count) / sr, kind: .marker(series: series.seriesIndex, index: index)))
            }
        }
        if options.extremeEarcons, let lo = series.minimumPosition, let hi = series.maximumPosition {
            for (position, extreme) in [(hi, SonificationEvent.Extreme.maximum), (lo, .minimum)] where spacing.admit(times[position]) {
                let sound = (extreme == .minimum ? Earcon.minimum : Earcon.maximum)
                    .samples(sampleRate: sr, amplitude: options.amplitude)
                buffer.add(sound, atTime: times[position], pan: series.pan(atX: series.x[position]))
                events.append(SonificationEvent(time: times[position], duration: Double(sound.count) / sr,
                                                kind: .extreme(extreme, index: series.indices[position])))
            }
        }
        // Earcons near the end must not lengthen a clip whose duration is promised.
        buffer.left.removeLast(buffer.frameCount - Int((duration * sr).rounded()))
        buffer.right.removeLast(buffer.right.count - buffer.left.count)
        buffer.fadeOutTail(seconds: fade)
        buffer.limitPeak(to: Sonifier.peakCeiling)
        return SonificationClip(sampleRate: sr, left: buffer.left, right: buffer.right,
                                events: events.sortedByTime())
    }
}

extension Array where Element == SonificationEvent {
    /// Stable sort by time, so events at the same instant keep their creation order.
    func sortedByTime() -> [SonificationEvent] {
        enumerated().sorted { $0.element.time < $1.element.time || ($0.element.time == $1.element.time && $0.offset < $1.offset) }
            .map(\.element)
    }
}

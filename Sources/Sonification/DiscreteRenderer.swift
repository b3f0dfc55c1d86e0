import Foundation

/// Plays a discrete series as one enveloped tone per point, evenly spaced in x order. Too many
/// points for `maxSeriesSeconds` first shorten notes and gaps, then group points and play only each
/// group's minimum and maximum.
struct DiscreteRenderer {
    let series: PlayedSeries
    let options: SonificationOptions
    /// Point indices to mark with the marker earcon, most important first.
    var markers: [Int] = []
    /// False when only the events are wanted (their times): the notes are then not synthesized.
    var synthesize = true

    /// Shortest note-plus-gap slot before points are grouped; shorter tones lose their pitch.
    static let shortestSlot = 0.06

    /// One slot of the sequence: a note for a played position, or silence for missing positions.
    enum Entry {
        case note(Int)
        case silent(ClosedRange<Int>)

        var firstPosition: Int {
            switch self {
            case .note(let p): p
            case .silent(let r): r.lowerBound
            }
        }
    }

    func render() -> SonificationClip {
        let sr = options.sampleRate
        let n = series.count
        let noteShare = options.noteSeconds / max(1e-9, options.noteSeconds + options.noteGapSeconds)
        let bound = max(options.maxSeriesSeconds, Self.shortestSlot)
        var entries: [Entry] = []
        var slot = options.noteSeconds + options.noteGapSeconds
        if Double(n) * slot <= bound || bound / Double(n) >= Self.shortestSlot {
            slot = min(slot, bound / Double(n))
            entries = (0..<n).map { series.y[$0] == nil ? .silent($0...$0) : .note($0) }
        } else {
            let groups = max(1, Int(bound / Self.shortestSlot / 2))
            for g in 0..<groups {
                let lo = g * n / groups, hi = (g + 1) * n / groups - 1
                guard lo <= hi else { continue }
                let present = (lo...hi).filter { series.y[$0] != nil }
                if present.isEmpty {
                    entries.append(.silent(lo...hi))
                    continue
                }
                let values = present.map { series.y[$0]! }
                let kept = DensityReduction.keepExtremes(values: values,
                                                          slots: [Int](repeating: 0, count: values.count),
                                                          keepEnds: false)
                entries += kept.map { .note(present[$0]) }
            }
            slot = bound / Double(entries.count)
        }
        let noteLength = slot * noteShare
        var buffer = StereoBuffer(sampleRate: sr, frameCount: Int((Double(entries.count) * slot * sr).rounded()))
        var events: [SonificationEvent] = []
        let synthesizer = NoteSynthesizer(timbre: series.timbre, amplitude: options.amplitude)
        var onsetOf: [Int: Double] = [:]
        for (k, entry) in entries.enumerated() {
            let onset = Double(k) * slot
            switch entry {
            case .note(let p):
                let value = series.y[p]!
                let frequency = series.pitch.frequency(for: value)
                if synthesize {
                    synthesizer.render(onset: onset, duration: noteLength, frequency: frequency,
                                       pan: series.pan(atX: series.x[p]), level: series.level(at: p),
                                       brightness: series.brightness(at: p), into: &buffer)
                }
                events.append(SonificationEvent(time: onset, duration: noteLength,
                                                kind: .point(index: series.indices[p], frequency: frequency)))
                onsetOf[p] = onset
            case .silent(let r):
                events.append(SonificationEvent(time: onset, duration: slot, kind: .missing(points: series.pointRange(r))))
            }
        }

        if options.gridlineClicks && !entries.isEmpty {
            // Knots at note centres: a gridline between two categories clicks in the gap between their notes.
            let knots = entries.enumerated().map { (x: series.x[$0.element.firstPosition],
                                                   t: Double($0.offset) * slot + noteLength / 2) }
            let click = Earcon.gridline.samples(sampleRate: sr, amplitude: options.amplitude)
            for g in series.gridlines {
                guard let gx = series.transformedGridline(g), let t = Self.interpolate(knots, at: gx) else { continue }
                buffer.add(click, atTime: t, pan: series.pan(atX: gx))
                events.append(SonificationEvent(time: t, duration: Double(click.count) / sr, kind: .gridline(value: g)))
            }
        }
        var spacing = EarconSpacing()
        if !markers.isEmpty {
            // A point grouped away (dense series) has no note of its own and no marker.
            let sound = Earcon.marker.samples(sampleRate: sr, amplitude: options.amplitude)
            for (position, index) in series.positions(of: markers) {
                guard let onset = onsetOf[position], spacing.admit(onset) else { continue }
                buffer.add(sound, atTime: onset, pan: series.pan(atX: series.x[position]))
                events.append(SonificationEvent(time: onset, duration: Double(sound.count) / sr, kind: .marker(series: series.seriesIndex, index: index)))
            }
        }
        if options.extremeEarcons, let lo = series.minimumPosition, let hi = series.maximumPosition {
            for (position, extreme) in [(hi, SonificationEvent.Extreme.maximum), (lo, .minimum)] {
                guard let onset = onsetOf[position], spacing.admit(onset) else { continue }
                let sound = (extreme == .minimum ? Earcon.minimum : Earcon.maximum)
                    .samples(sampleRate: sr, amplitude: options.amplitude)
                buffer.add(sound, atTime: onset, pan: series.pan(atX: series.x[position]))
                events.append(SonificationEvent(time: onset, duration: Double(sound.count) / sr,
                                                kind: .extreme(extreme, index: series.indices[position])))
            }
        }
        buffer.limitPeak(to: Sonifier.peakCeiling)
        return SonificationClip(sampleRate: sr, left: buffer.left, right: buffer.right,
                                events: events.sortedByTime())
    }

    /// The time at x on the piecewise-linear map through `knots` (ascending x), or nil outside it.
    static func interpolate(_ knots: [(x: Double, t: Double)], at x: Double) -> Double? {
        guard let first = knots.first, let last = knots.last, x >= first.x, x <= last.x else { return nil }
        for i in knots.indices {
            if knots[i].x == x { return knots[i].t }
            if i + 1 < knots.count, knots[i].x < x, x < knots[i + 1].x {
                let u = (x - knots[i].x) / (knots[i + 1].x - knots[i].x)
                return knots[i].t + u * (knots[i + 1].t - knots[i].t)
            }
        }
        return nil
    }
}

/// Something audible (or deliberately silent) in a clip, with its time, so callers can build a timeline.
package struct SonificationEvent: Sendable, Hashable {
    /// Which extreme an earcon marks.
    package enum Extreme: String, Sendable, Hashable {
        /// The smallest played value.
        case minimum
        /// The largest played value.
        case maximum
    }

    /// What happens at the event's time.
    package enum Kind: Sendable, Hashable {
        /// A point sounds: a discrete tone starts, or the glide passes through the point (for dense series
        /// only the points kept by the min/max reduction are listed).
        case point(index: Int, frequency: Double)
        /// A click for the x-axis gridline at this axis value.
        case gridline(value: Double)
        /// An earcon marking the minimum or maximum at this point.
        case extreme(Extreme, index: Int)
        /// The marker earcon at a landmark point (0-based point index of the series, 0-based series index in
        /// the chart) of a finding the briefing speaks of.
        case marker(series: Int, index: Int)
        /// Missing values (0-based point indices): silence for `duration` (0 when the gap was too short
        /// to hear and the glide was carried across it).
        case missing(points: ClosedRange<Int>)
    }

    /// Seconds from the start of the clip.
    package var time: Double
    /// Seconds the event lasts (0 for an instant, such as the glide passing a point).
    package var duration: Double
    /// What happens.
    package var kind: Kind

    /// Creates an event.
    package init(time: Double, duration: Double, kind: Kind) {
        self.time = time
        self.duration = duration
        self.kind = kind
    }
}

/// How long one chart's part of a briefing lasts and what fills it, measured on the rendered timeline.
package struct ChartTiming: Codable, Sendable, Hashable {
    /// The chart's id.
    package var chart: String
    /// Start of the chart's first segment, in seconds from the beginning of the file.
    package var start: Double
    /// End of the chart's last segment.
    package var end: Double
    /// Seconds of speech between `start` and `end`.
    package var speech: Double
    /// Seconds of audio graphs, their series-start earcons included.
    package var graphs: Double
    /// Seconds of silence (gaps and pauses).
    package var silence: Double

    /// Creates a chart timing.
    package init(chart: String, start: Double, end: Double, speech: Double, graphs: Double, silence: Double) {
        self.chart = chart
        self.start = start
        self.end = end
        self.speech = speech
        self.graphs = graphs
        self.silence = silence
    }

    /// `end - start`.
    package var duration: Double { end - start }

    /// One timing per chart of `segments`, in order of first appearance: each chart spans from its first
    /// segment to its last, and everything in between (report-level silence included) counts to it.
    package static func measure(_ segments: [TimelineSegment]) -> [ChartTiming] {
        var order: [String] = []
        var span: [String: (first: Int, last: Int)] = [:]
        for (i, s) in segments.enumerated() {
            guard let chart = s.chart else { continue }
            if let known = span[chart] { span[chart] = (known.first, i) } else { span[chart] = (i, i); order.append(chart) }
        }
        return order.map { chart in
            let (first, last) = span[chart]!
            var timing = ChartTiming(chart: chart, start: segments[first].start, end: segments[last].end, speech: 0, graphs: 0, silence: 0)
            for s in segments[first...last] {
                let length = s.end - s.start
                switch s.kind {
                case .speech: timing.speech += length
                case .sonification, .earcon: timing.graphs += length
                case .silence: timing.silence += length
                }
            }
            return timing
        }
    }
}

import Foundation
import Narration
import AudioRender

/// The spoken briefing as plain text, line by line with estimated durations, without synthesising anything
/// (`--dry-run`): fast to read and to iterate on a template.
package struct ScriptListing: Sendable {
    /// One line of the listing.
    package struct Line: Sendable, Hashable {
        /// The chart the line belongs to, or nil for report-level speech.
        package var chartID: String?
        /// `speech`, `graph` or `pause`.
        package var kind: String
        /// The display text, or the graph's series and markers.
        package var text: String
        /// Estimated seconds, the gap after it included.
        package var seconds: Double
    }

    /// The lines in playing order.
    package let lines: [Line]

    /// The listing of `script`, estimated by `narrator` with `timing`; `labels` adds each marker's spoken label.
    package init(script: BriefingScript, narrator: Narrator, timing: BriefingTiming, labels: Bool = false) {
        let seconds = narrator.estimatedSeconds(of: script, timing: timing)
        var lines: [Line] = []
        for (segment, estimate) in zip(script.segments, seconds) {
            switch segment {
            case .speech(let item):
                lines.append(Line(chartID: item.chartID, kind: "speech", text: item.text, seconds: estimate))
            case .sonification(let cue):
                var text = cue.together.isEmpty ? cue.seriesName : "together: " + cue.seriesName
                if cue.points != nil, !cue.span.isEmpty { text += ", " + cue.span }
                if !cue.markers.isEmpty {
                    // What a listener hears, not the finding's internal names ("markers at points 24
                    // shape/turningPoint" told an author nothing: issue 39): a soft marker at each place, in time
                    // order, with the label said over it.
                    let marks = cue.markers.sorted { ($0.point, $0.series) < ($1.point, $1.series) }.map {
                        (cue.together.isEmpty ? "" : $0.seriesName + ": ") + $0.place
                            + (labels && !$0.label.isEmpty ? ", said “\($0.label)”" : "")
                    }
                    text += (marks.count == 1 ? "; a soft marker at " : "; soft markers at ") + marks.joined(separator: "; ")
                }
                lines.append(Line(chartID: cue.chartID, kind: "graph", text: text, seconds: estimate))
            case .pause(let length):
                lines.append(Line(chartID: nil, kind: "pause", text: "", seconds: length))
            case .chapter:
                continue
            }
        }
        self.lines = lines
    }

    /// Estimated seconds per chart, in order of first appearance.
    package var chartSeconds: [(chartID: String, seconds: Double)] {
        var order: [String] = []
        var total: [String: Double] = [:]
        for line in lines {
            guard let id = line.chartID else { continue }
            if total[id] == nil { order.append(id) }
            total[id, default: 0] += line.seconds
        }
        return order.map { ($0, total[$0]!) }
    }

    /// The listing as text: a heading per chart with its estimate, then each line with its seconds, and the total.
    package var text: String {
        var out: [String] = []
        var current: String?? = .none
        let perChart = Dictionary(uniqueKeysWithValues: chartSeconds.map { ($0.chartID, $0.seconds) })
        for line in lines {
            if current != .some(line.chartID) {
                current = .some(line.chartID)
                if let id = line.chartID {
                    out.append("chart \(id): " + String(format: "about %.1f s", perChart[id] ?? 0))
                } else {
                    out.append("report")
                }
            }
            let kind = line.kind.padding(toLength: 6, withPad: " ", startingAt: 0)
            out.append(String(format: "%6.1f s  ", line.seconds) + kind + "  " + line.text)
        }
        let total = lines.reduce(0) { $0 + $1.seconds }
        out.append(String(format: "total: about %.1f s (estimated; nothing synthesised)", total))
        return out.joined(separator: "\n") + "\n"
    }
}

extension ChartBriefing {
    /// The spoken briefing as a listing with estimated durations, without synthesising (`--dry-run`).
    package func scriptListing(audio: AudioOptions = AudioOptions()) throws(ChartNarrateError) -> ScriptListing {
        let script = try script(voiceOverride: audio.voiceOverride, audio: audio)
        return ScriptListing(script: script, narrator: narrator, timing: Self.timing(audio), labels: audio.graphLabels)
    }
}

import Foundation

/// Where spoken marker labels (`AudioOptions.graphLabels`) sit in one audio graph, and the ducking of the
/// graph under them.
///
/// A label starts just after its marker's earcon (`delaySeconds`), so the pip is heard at full level and the
/// word follows it. The graph is ducked by `duckDB` under each label, with raised-cosine ramps of
/// `rampSeconds` on both sides (down before the label starts, up after it ends): no step, so no click.
/// Labels never overlap (their ducked windows, ramps included, are disjoint): of two that would, the more
/// salient marker keeps its label (ties: the script's order). A label whose window would run past the end
/// of the graph is dropped rather than lengthening the graph, so every other time in the programme is the
/// same with labels as without.
struct GraphLabelLayout: Equatable {
    /// One label placed in the graph, in frames from the graph's start at the mixing rate.
    struct Placed: Equatable {
        /// Index of the candidate it came from.
        var candidate: Int
        /// First frame of the label's speech.
        var start: Int
        /// Frames of the label's speech.
        var frames: Int
    }

    /// The marker earcon's length (Sonification's `Earcon.marker`, 60 ms): the label follows it.
    static let delaySeconds = 0.06
    /// Length of each gain ramp.
    static let rampSeconds = 0.03
    /// Gain of the graph under a label.
    static let duckDB = -12.0
    /// The same as a factor (computed once: `gain(at:)` runs for every ducked frame).
    static let duckFactor = Float(pow(10, duckDB / 20))

    let sampleRate: Int
    /// The labels kept, in time order.
    let placed: [Placed]

    /// Chooses the labels of a graph of `graphFrames` frames. `candidates` gives, per marker in the script's
    /// order, its earcon's time (seconds from the graph's start), salience and the label's length in frames.
    init(candidates: [(time: Double, salience: Double, frames: Int)], graphFrames: Int, sampleRate: Int) {
        self.sampleRate = sampleRate
        let ramp = Self.rampFrames(sampleRate)
        let delay = Int((Self.delaySeconds * Double(sampleRate)).rounded())
        let order = candidates.indices.sorted { (candidates[$0].salience, $1) > (candidates[$1].salience, $0) }
        var kept: [Placed] = []
        for i in order where candidates[i].frames > 0 {
            let start = Int((candidates[i].time * Double(sampleRate)).rounded()) + delay
            let label = Placed(candidate: i, start: start, frames: candidates[i].frames)
            let window = Self.window(label, ramp: ramp)
            guard window.lowerBound >= 0, window.upperBound <= graphFrames,
                  !kept.contains(where: { Self.window($0, ramp: ramp).overlaps(window) }) else { continue }
            kept.append(label)
        }
        placed = kept.sorted { $0.start < $1.start }
    }

    static func rampFrames(_ sampleRate: Int) -> Int { Int((rampSeconds * Double(sampleRate)).rounded()) }

    /// The frames a label ducks, ramps included.
    static func window(_ label: Placed, ramp: Int) -> Range<Int> { (label.start - ramp)..<(label.start + label.frames + ramp) }

    /// The graph's gain at frame `i` (1 outside the labels' windows).
    func gain(at i: Int) -> Float {
        let ramp = Self.rampFrames(sampleRate)
        let floor = Self.duckFactor
        for label in placed {
            let window = Self.window(label, ramp: ramp)
            guard window.contains(i) else { continue }
            // Fraction of the way down: 0 at the window's edges, 1 between the ramps.
            let down = min(i - window.lowerBound, window.upperBound - 1 - i)
            guard down < ramp else { return floor }
            let x = Float(0.5 - 0.5 * cos(Double.pi * Double(down) / Double(ramp)))
            return 1 + (floor - 1) * x
        }
        return 1
    }

    /// Ducks `layout` (interleaved, `channels` per frame) under the labels.
    func duck(_ layout: inout [Float], channels: Int) {
        let ramp = Self.rampFrames(sampleRate)
        let frames = layout.count / channels
        for label in placed {
            let window = Self.window(label, ramp: ramp).clamped(to: 0..<frames)
            for i in window {
                let g = gain(at: i)
                for c in 0..<channels { layout[i * channels + c] *= g }
            }
        }
    }
}

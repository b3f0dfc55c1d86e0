import Foundation
import Testing
@testable import AudioRender

/// Where spoken marker labels go in a graph and how the graph is ducked under them.
@Suite struct GraphLabelLayoutTests {
    let rate = 48000

    @Test func labelStartsJustAfterItsMarkersEarcon() {
        let layout = GraphLabelLayout(candidates: [(1.0, 0.5, 24000)], graphFrames: 5 * rate, sampleRate: rate)
        #expect(layout.placed == [.init(candidate: 0, start: 48000 + 2880, frames: 24000)])
    }

    @Test func ofTwoOverlappingLabelsTheMoreSalientStays() {
        // 1 s apart, each 1.2 s long: they would overlap.
        let candidates = [(time: 1.0, salience: 0.3, frames: 57600), (time: 2.0, salience: 0.8, frames: 57600)]
        let layout = GraphLabelLayout(candidates: candidates, graphFrames: 5 * rate, sampleRate: rate)
        #expect(layout.placed.map(\.candidate) == [1])
        // Equal salience: the script's order (the first) wins.
        let tie = GraphLabelLayout(candidates: [(2.0, 0.5, 57600), (1.0, 0.5, 57600)], graphFrames: 5 * rate, sampleRate: rate)
        #expect(tie.placed.map(\.candidate) == [0])
        // Far enough apart, both stay, in time order, their ducked windows (ramps included) disjoint.
        let apart = GraphLabelLayout(candidates: [(3.0, 0.9, 24000), (1.0, 0.1, 24000)], graphFrames: 5 * rate, sampleRate: rate)
        #expect(apart.placed.map(\.candidate) == [1, 0])
        let ramp = GraphLabelLayout.rampFrames(rate)
        #expect(!GraphLabelLayout.window(apart.placed[0], ramp: ramp).overlaps(GraphLabelLayout.window(apart.placed[1], ramp: ramp)))
    }

    @Test func aLabelThatWouldRunPastTheGraphIsLeftOut() {
        let layout = GraphLabelLayout(candidates: [(4.5, 1, 48000), (1.0, 0.1, 24000)], graphFrames: 5 * rate, sampleRate: rate)
        #expect(layout.placed.map(\.candidate) == [1])
        let empty = GraphLabelLayout(candidates: [(0.1, 1, 0)], graphFrames: 5 * rate, sampleRate: rate)
        #expect(empty.placed.isEmpty)
    }

    @Test func duckingIsTwelveDecibelsWithSmoothRamps() {
        let layout = GraphLabelLayout(candidates: [(1.0, 0.5, 24000)], graphFrames: 5 * rate, sampleRate: rate)
        var tone = (0..<(5 * rate)).map { Float(0.5 * sin(2 * Double.pi * 440 * Double($0) / 48000)) }
        let original = tone
        layout.duck(&tone, channels: 1)
        let label = layout.placed[0]
        let ramp = GraphLabelLayout.rampFrames(rate)
        #expect(ramp == 1440)
        // Untouched outside the window, 12 dB down inside it.
        #expect(tone[..<(label.start - ramp)] == original[..<(label.start - ramp)])
        #expect(tone[(label.start + label.frames + ramp)...] == original[(label.start + label.frames + ramp)...])
        for i in stride(from: label.start, to: label.start + label.frames, by: 97) where abs(original[i]) > 0.1 {
            #expect(abs(20 * log10(Double(tone[i] / original[i])) - GraphLabelLayout.duckDB) < 1e-3)
        }
        // The gain moves monotonically and never by more than π/2 × 0.75 / ramp per frame: no step, no click.
        var previous: Float = 1
        let maxStep = Float(Double.pi / 2 * 0.75 / Double(ramp)) * 1.01
        for i in (label.start - ramp - 5)..<(label.start + 5) {
            let g = layout.gain(at: i)
            #expect(g <= previous + 1e-7 && previous - g <= maxStep)
            previous = g
        }
        for i in (label.start + label.frames - 5)..<(label.start + label.frames + ramp + 5) {
            let g = layout.gain(at: i)
            #expect(g >= previous - 1e-7 && g - previous <= maxStep)
            previous = g
        }
        #expect(previous == 1)
    }
}

import Testing
@testable import Narration

/// The length estimate plays a graph as long as the renderer does: a glide for a line, a note a point for
/// separate values (Playfair's 53 wheat prices from a CSV played 8 s where 5 were budgeted, and the brief
/// briefing ran 47.7 s against its 45).
@Suite struct BriefingTimingTests {
    @Test func separateValuesPlayANoteAPointUpToTheRenderersBound() {
        let timing = BriefingTiming()
        #expect(timing.graphSeconds(pointCount: 120, continuous: true, interval: false) == 5)
        #expect(timing.graphSeconds(pointCount: 31, continuous: true, interval: true) == 2.5)
        #expect(abs(timing.graphSeconds(pointCount: 6, continuous: false, interval: false) - 1.68) < 1e-9)
        #expect(timing.graphSeconds(pointCount: 53, continuous: false, interval: false) == 8)
        #expect(timing.graphSeconds(pointCount: 30, continuous: false, interval: true) == 5)
        // One point never glides.
        #expect(abs(timing.graphSeconds(pointCount: 1, continuous: true, interval: false) - 0.28) < 1e-9)
    }
}

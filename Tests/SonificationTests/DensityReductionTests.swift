import Testing
@testable import Sonification

@Suite struct DensityReductionTests {
    @Test func keepsMinimumAndMaximumOfEachSlotInOrder() {
        let values: [Double] = [5, 9, 1, 4, /* slot 1 */ 3, 2, 8, 7]
        let slots = [0, 0, 0, 0, 1, 1, 1, 1]
        #expect(DensityReduction.keepExtremes(values: values, slots: slots, keepEnds: false) == [1, 2, 5, 6])
    }

    @Test func keepEndsAddsTheFirstAndLastValue() {
        let values: [Double] = [5, 9, 1, 4, 3, 2, 8, 7]
        let slots = [0, 0, 0, 0, 1, 1, 1, 1]
        #expect(DensityReduction.keepExtremes(values: values, slots: slots, keepEnds: true) == [0, 1, 2, 5, 6, 7])
    }

    @Test func globalExtremesSurviveAnySlotting() {
        var rng = SeededGenerator(seed: 42)
        let values = (0..<100_000).map { _ in Double.random(in: -1...1, using: &rng) }
        let slots = values.indices.map { $0 / 1234 }
        let kept = DensityReduction.keepExtremes(values: values, slots: slots, keepEnds: false)
        let keptValues = kept.map { values[$0] }
        #expect(keptValues.max() == values.max())
        #expect(keptValues.min() == values.min())
        #expect(kept == kept.sorted())
        #expect(kept.count <= 2 * (slots.last! + 1))
    }
}

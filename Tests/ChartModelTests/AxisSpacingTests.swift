import Testing
@testable import ChartModel

/// The spacing of points along x is classified once, in the model: a date axis by its median gap, an axis of
/// years as yearly, anything else not at all.
@Suite struct AxisSpacingTests {
    private let day = 86_400.0

    @Test func aMedianGapFallsInItsCalendarClass() {
        #expect(DateSpacing(medianGap: 3600) == .subDay)
        #expect(DateSpacing(medianGap: day) == .day)
        #expect(DateSpacing(medianGap: 7 * day) == .week)
        #expect(DateSpacing(medianGap: 30.4 * day) == .month)
        #expect(DateSpacing(medianGap: 91 * day) == .quarter)
        #expect(DateSpacing(medianGap: 365 * day) == .year)
        // The class boundaries: 0.9, 5, 20, 60 and 200 days.
        #expect(DateSpacing(medianGap: 0.9 * day) == .day)
        #expect(DateSpacing(medianGap: 200 * day) == .year)
    }

    @Test func theMedianIgnoresRepeatsAndDescents() {
        #expect(DateSpacing.medianGap(of: [0, 1, 1, 3, 2, 6]) == 2)
        #expect(DateSpacing.medianGap(of: [5]) == nil)
        #expect(DateSpacing.medianGap(of: [5, 5]) == nil)
    }

    @Test func anAxisIsSpacedByItsKind() {
        let daily = (0..<10).map { Double($0) * day }
        #expect(Axis(kind: .date).spacing(daily) == .day)
        #expect(Axis(kind: .date).spacing([0]) == .day)
        #expect(Axis(kind: .date, hasTimeOfDay: true).spacing([0]) == .subDay)
        #expect(Axis(kind: .numeric).spacing([2001, 2002, 2003]) == .year)
        #expect(Axis(kind: .numeric).spacing([1, 2, 3]) == nil)
        #expect(Axis(kind: .category).spacing([0, 1, 2]) == nil)
    }
}

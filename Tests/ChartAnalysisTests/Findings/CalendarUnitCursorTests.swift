import ChartModel
import Foundation
import Testing
@testable import ChartAnalysis

@Suite struct CalendarUnitCursorTests {
    /// Hourly, half-hourly and minute instants across midnights, instants a hair from a unit's start and end on
    /// both sides, fractional seconds, negative instants (before 1970), jumps back and forth, steps across the
    /// cached range's bound, and magnitudes up to 1e300.
    static let instants: [Double] = {
        var xs: [Double] = []
        let midnight = 19_723.0 * 86_400
        for k in 0..<2_000 { xs.append(midnight + Double(k) * 3600) }
        for k in 0..<2_000 { xs.append(midnight + 1800 + Double(k) * 3600) }
        for k in 0..<2_000 { xs.append(-midnight + Double(k) * 61.5) }
        for k in 0..<2_000 { xs.append(-midnight - Double(k) * 3600) }
        for d in [-3.0, 0, 1, 19_723, 2_000_000, 1e11] {
            let m = d * 86_400
            xs += [m, m.nextDown, m.nextUp, m - 1e-6, m + 1e-6, m - 0.5, m + 0.5, m + 86_399.999999, m + 43_200,
                   m + 3600, (m + 3600).nextDown, (m + 3600).nextUp, m + 3599.999999, m + 7200, m + 7200.5]
        }
        // Evenly spaced hours and days stepping across 2^52 seconds, where starts stop being cached.
        for unit in [3600.0, 86_400] {
            let below = (0x1p52 / unit).rounded(.down) * unit
            for k in -5...5 { xs.append(below + Double(k) * unit) }
            for k in -5...5 { xs.append(-below - Double(k) * unit) }
        }
        var state: UInt64 = 99
        for _ in 0..<20_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let unit = Double(state >> 11) / Double(UInt64(1) << 53)
            xs.append((unit - 0.5) * pow(10, Double(state % 300)))
        }
        // Every instant again right after its predecessor's next unit starts (the cursor's step to the next unit).
        return xs + xs.flatMap { [$0, ($0 / 3600).rounded(.up) * 3600, ($0 / 86_400).rounded(.up) * 86_400] }
    }()

    @Test func everyInstantGetsCivilCalendarsDayNumber() {
        var cursor = CalendarUnitCursor.days
        for x in Self.instants { #expect(cursor.number(x) == CivilCalendar.dayNumber(x), "\(x)") }
    }

    @Test func everyInstantGetsItsHourNumber() {
        var cursor = CalendarUnitCursor(unit: 3600)
        for x in Self.instants { #expect(cursor.number(x) == CivilCalendar.floorInt(x / 3600), "\(x)") }
    }
}

import ChartModel
import Foundation
import Testing
@testable import ChartAnalysis

@Suite struct DayNumberCursorTests {
    @Test func everyInstantGetsCivilCalendarsDayNumber() {
        // Hourly and minute instants across midnights, instants a hair from midnight on both sides, fractional
        // seconds, negative instants (before 1970), jumps back and forth, and magnitudes up to 1e300.
        var xs: [Double] = []
        let midnight = 19_723.0 * 86_400
        for k in 0..<2_000 { xs.append(midnight + Double(k) * 3600) }
        for k in 0..<2_000 { xs.append(-midnight + Double(k) * 61.5) }
        for d in [-3.0, 0, 1, 19_723, 2_000_000] {
            let m = d * 86_400
            xs += [m, m.nextDown, m.nextUp, m - 1e-6, m + 1e-6, m - 0.5, m + 0.5, m + 86_399.999999, m + 43_200]
        }
        var state: UInt64 = 99
        for _ in 0..<20_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let unit = Double(state >> 11) / Double(UInt64(1) << 53)
            xs.append((unit - 0.5) * pow(10, Double(state % 300)))
        }
        var cursor = DayNumberCursor()
        for x in xs { #expect(cursor.day(x) == CivilCalendar.dayNumber(x), "\(x)") }
    }
}

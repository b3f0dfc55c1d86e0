import Foundation

/// The precision a percentage is said to: whole percents from 10 %, one decimal below, and as many more
/// decimals (up to four) as keep a value that is not 0 % or 100 % from being heard as one: a fall of 99.85 % is
/// no fall to zero, and a rise of 0.04 % is a rise. Past `FindingPhraser.largestPlainRatio` it is scientific.
enum PercentPrecision {
    /// The ICU number skeleton for `percent` (in percent, not a fraction).
    static func skeleton(_ percent: Double) -> String {
        let p = abs(percent)
        guard p.isFinite, p < FindingPhraser.largestPlainRatio * 100 else { return "percent scientific .#" }
        var decimals = p >= 10 ? 0 : 1
        while decimals < 4 {
            let scale = pow(10, Double(decimals))
            let shown = (p * scale).rounded() / scale
            guard (shown == 100 && p != 100) || (shown == 0 && p != 0) else { break }
            decimals += 1
        }
        return decimals == 0 ? "percent precision-integer" : "percent ." + String(repeating: "#", count: decimals)
    }
}

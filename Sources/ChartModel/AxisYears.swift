/// Whether an axis is one of calendar years: an axis fact decided here once, for analysis (records are said
/// only along time) and narration ("in 2009", "6000 BC") alike.
extension Axis {
    /// A numeric axis of calendar years: every value a whole number between 1000 and 2999, no unit, format or
    /// log scale that says otherwise; or an axis titled as years (in any of the ten narration languages) whose
    /// whole numbers reach before year 0.
    package func holdsYears(_ values: [Double]) -> Bool {
        guard kind == .numeric, unit == nil, format == nil, scale == .linear, !values.isEmpty else { return false }
        guard values.allSatisfy({ $0.isFinite && $0 == $0.rounded() }) else { return false }
        if values.allSatisfy({ $0 >= 1000 && $0 <= 2999 }) { return true }
        // An axis titled as years holds years anywhere in recorded time (tree rings from 6000 BC; two
        // millennia of greenhouse gases from year 0 to 2000, said "in 2000", not "at year 2,000"; a company's
        // years 1 to 30 are not calendar years, and keep their numbers).
        let titled = title?.variants.contains { v in
            let words = v.text.lowercased().split { !$0.isLetter }.map(String.init)
            return words.contains { Self.yearWords.contains($0) } || v.text.contains("年")
        } ?? false
        return titled && values.allSatisfy { $0 >= -10_000 && $0 <= 2999 } && values.contains { $0 < 0 || $0 >= 1000 }
    }

    /// Words that title an axis of years, in the ten narration languages.
    package static let yearWords: Set<String> = ["year", "years", "yr", "jahr", "jahre", "año", "años", "ano", "anos",
                                                "année", "années", "год", "годы", "سنة", "عام", "वर्ष", "साल", "연도", "년"]
}

extension Chart {
    /// The x values the axis facts are read from: the first series' first 2,001 points.
    package var sampleX: [Double] { Array(series.first?.points.prefix(2_001).map(\.x) ?? []) }

    /// True when x is time: a date axis, or a numeric axis of calendar years (`Axis.holdsYears`).
    package var xIsTime: Bool { xAxis.kind == .date || xAxis.holdsYears(sampleX) }
}

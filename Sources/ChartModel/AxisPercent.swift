/// Whether an axis's values are percentages: an axis fact decided here once, for analysis (a change of percentages
/// is no ratio but percentage points) and narration ("rose by 27 percentage points", "to 24%") alike.
extension Axis {
    /// The percent unit (CLDR `percent`, `concentr-percent`), a percent number format, or a unit pattern with "%"
    /// in any language.
    package var holdsPercents: Bool {
        switch unit {
        case .cldr(let u)? where u == "percent" || u == "concentr-percent": return true
        case .messages(let text)?: if text.variants.contains(where: { $0.text.contains("%") }) { return true }
        default: break
        }
        return format?.split(separator: " ").contains { $0 == "percent" || $0 == "%" || $0.hasPrefix("unit/percent") } ?? false
    }
}

import CICUBridge
import ChartModel

/// A descriptor's `unit=`: any unit ICU has data for, by its long key (`length-kilometer`,
/// `concentr-percent`) or its CLDR core identifier (`kilometer`, `percent`, `permille`, `kilometer-per-hour`).
enum CLDRUnit {
    /// The number-skeleton stem that formats `unit` (`measure-unit/length-kilometer` or `unit/percent`),
    /// or nil when ICU knows no such unit.
    static func skeletonStem(for unit: String) -> String? {
        guard !unit.isEmpty, !unit.contains(" "), !unit.contains("/") else { return nil }
        if (try? NumberFormatting.validate(skeleton: "measure-unit/\(unit)")) != nil { return "measure-unit/\(unit)" }
        if icub_unit_identifier_valid(unit) == 1, (try? NumberFormatting.validate(skeleton: "unit/\(unit)")) != nil {
            return "unit/\(unit)"
        }
        return nil
    }

    /// Every long key ICU lists ("length-kilometer"), sorted.
    static let longKeys: [String] = {
        guard let text = try? ICUBuffer.string({ icub_measure_units($0, $1) }) else { return [] }
        return text.split(separator: "\n").map(String.init)
    }()

    /// The valid identifier closest to `unit` by edit distance (long keys and core identifiers alike);
    /// nil for names too long to be a typo of a unit.
    static func closest(to unit: String) -> String? {
        guard unit.count <= 64 else { return nil }
        let lowered = unit.lowercased()
        var candidates = longKeys
        for key in longKeys {
            if let dash = key.firstIndex(of: "-") { candidates.append(String(key[key.index(after: dash)...])) }
        }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let d = NameSuggestion.editDistance(lowered, candidate)
            if d < (best?.distance ?? Int.max) || (d == best?.distance && candidate.count < best!.name.count) {
                best = (candidate, d)
            }
        }
        return best?.name
    }
}

/// Orders a chart's findings, most salient first.
///
/// Salience is comparable across kinds by construction (each detector documents its formula in
/// docs/findings.md); ties keep the order of `FindingKind` (shape before season before comparisons …) and
/// then the series order, so the ranking is deterministic.
///
/// One adjustment: in a chart where series are compared, what one series does on its own counts for less
/// (× `ownCourseWeight`) than what the comparison shows — the news of an energy chart is renewables overtaking
/// nuclear, not the course of renewables alone. Which kinds are which is `FindingKind.scope`.
enum FindingRanker {
    /// The weight of a one-series finding in a chart that also has a comparison finding.
    static let ownCourseWeight = 0.8

    static func rank(_ findings: [Finding]) -> [Finding] {
        var findings = findings
        if findings.contains(where: { $0.kind.scope == .comparison }) {
            for k in findings.indices where findings[k].kind.scope == .ownCourse {
                findings[k].salience *= ownCourseWeight
            }
        }
        let kindOrder = Dictionary(uniqueKeysWithValues: FindingKind.allCases.enumerated().map { ($1, $0) })
        return findings.enumerated().sorted { a, b in
            if a.element.salience != b.element.salience { return a.element.salience > b.element.salience }
            let ka = kindOrder[a.element.kind]!, kb = kindOrder[b.element.kind]!
            if ka != kb { return ka < kb }
            let sa = a.element.series.first ?? -1, sb = b.element.series.first ?? -1
            if sa != sb { return sa < sb }
            return a.offset < b.offset
        }.map(\.element)
    }
}

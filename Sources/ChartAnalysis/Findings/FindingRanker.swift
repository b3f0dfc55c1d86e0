/// Orders a chart's findings, most salient first.
///
/// Salience is comparable across kinds by construction (each detector documents its formula in
/// docs/findings.md); ties keep the order of `FindingKind` (shape before season before comparisons …) and
/// then the series order, so the ranking is deterministic.
enum FindingRanker {
    static func rank(_ findings: [Finding]) -> [Finding] {
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

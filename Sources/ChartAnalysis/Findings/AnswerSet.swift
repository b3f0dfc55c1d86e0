import ChartModel

/// A poll's answers that are no scale: yes, no, and answers outside any side ("Not sure", "Don't know"). Their
/// shares are told as answers ("the answers were Yes 65.1%, No 29.7% and Not sure 5.1%"), never as a race ("Yes
/// led with 65.1% … Not sure came last"): the DREAM Act by political ideology, SurveyUSA 2012.
package enum AnswerSet {
    /// Whether every category of `axis` is a yes, a no or an answer outside a scale, with at least one yes and one
    /// no.
    /// A two-sided question's one answer on each side counts as its yes and its no ("Support", "Oppose", "Don't
    /// know": offshore drilling off California, SurveyUSA 2010, was "Oppose led with 41.1% … Don't know came last").
    package static func isYesNo(_ axis: Axis) -> Bool {
        guard axis.kind == .category, axis.categories.count >= 2 else { return false }
        var yes = 0, no = 0, poles = 0
        for (k, category) in axis.categories.enumerated() {
            let texts = [category.id] + (category.label?.variants.map(\.text) ?? [])
            let words = texts.map { $0.lowercased().trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters)) }
            if words.contains(where: yesWords.contains) { yes += 1 }
            else if words.contains(where: noWords.contains) { no += 1 }
            else if CatchAllCategory.isCatchAll(axis, index: k) || texts.contains(where: ScaleWords.isOutside) { continue }
            else if texts.contains(where: { ScaleWords.pole($0) == .positive }) { yes += 1; poles += 1 }
            else if texts.contains(where: { ScaleWords.pole($0) == .negative }) { no += 1; poles += 1 }
            else { return false }
        }
        // Two answers on a side are a scale's (`ScaleDetector`), not a yes and a no.
        return yes >= 1 && no >= 1 && (poles == 0 || (yes == 1 && no == 1))
    }

    /// "Yes" in the ten narration languages.
    package static let yesWords: Set<String> = ["yes", "是", "sí", "si", "oui", "ja", "sim", "да", "نعم", "हाँ", "हां", "예", "네"]
    /// "No" in the ten narration languages.
    package static let noWords: Set<String> = ["no", "否", "non", "nein", "não", "nao", "нет", "لا", "नहीं", "아니요", "아니오"]
}

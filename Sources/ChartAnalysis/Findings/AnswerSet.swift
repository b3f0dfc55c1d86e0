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
        if negatedPair(axis) { return true }
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

    /// Two answers, one the other negated ("Should" and "Should not", "Favor" and "Do not favor"), besides answers
    /// outside the question ("Don't know / no answer"): a yes and a no in the question's own words (CBS's 2010 poll
    /// on airport scanners was told "Should led with 83.0%, 7 times Should not").
    static func negatedPair(_ axis: Axis) -> Bool {
        var inside: [String] = []
        for (k, category) in axis.categories.enumerated() {
            let text = category.label?.variants.first?.text ?? category.id
            if CatchAllCategory.isCatchAll(axis, index: k) || ScaleWords.isOutside(text) || ScaleWords.isOutside(category.id) { continue }
            inside.append(text.lowercased().trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters)))
        }
        guard inside.count == 2, !inside[0].isEmpty, !inside[1].isEmpty else { return false }
        func negates(_ a: String, _ b: String) -> Bool {
            negations.contains { b == "\(a) \($0)" || b == "\($0) \(a)" }
        }
        return negates(inside[0], inside[1]) || negates(inside[1], inside[0])
    }
    /// Words that negate an answer in English ("Should not", "Do not favor", "Not sure" is outside the question).
    static let negations = ["not", "do not", "don't", "does not", "doesn't", "would not", "wouldn't"]

    /// "Yes" in the ten narration languages.
    package static let yesWords: Set<String> = ["yes", "是", "sí", "si", "oui", "ja", "sim", "да", "نعم", "हाँ", "हां", "예", "네"]
    /// "No" in the ten narration languages.
    package static let noWords: Set<String> = ["no", "否", "non", "nein", "não", "nao", "нет", "لا", "नहीं", "아니요", "아니오"]
}

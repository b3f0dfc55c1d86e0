import ChartModel
import Foundation

/// Recognises catch-all categories ("Other", "其他", "Sonstige", …), which are never a ranking's leader or
/// laggard: a bin of everything else is no competitor (a survey's "Other" coming last "by a ratio of 13 to 1"
/// says nothing).
///
/// The list is the analysis's, not a catalog's: a descriptor may carry labels in several languages, and what is
/// true of a category must not depend on the language it is narrated in. A label matches when, lowercased and
/// trimmed, it is one of the names or starts with one followed by a space or a bracket ("Other (please
/// specify)", "Rest of world", "Andere Länder").
enum CatchAllCategory {
    /// Catch-all names in the ten narration languages (en zh es fr de pt ru ar hi ko).
    static let names: Set<String> = [
        "other", "others", "misc", "misc.", "miscellaneous", "rest", "the rest", "all other", "all others",
        "everything else", "remaining", "remainder",
        "其他", "其它", "其余", "其餘", "其他类", "其他類",
        "otro", "otros", "otra", "otras", "resto", "demás", "los demás",
        "autre", "autres", "divers", "reste",
        "sonstige", "sonstiges", "andere", "anderes", "übrige", "übriges",
        "outro", "outros", "outra", "outras", "demais",
        "другое", "другие", "прочее", "прочие", "остальное", "остальные",
        "أخرى", "اخرى", "غير ذلك", "الباقي", "أخرون", "آخرون",
        "अन्य", "अन्य सभी", "बाकी",
        "기타", "그 외", "나머지",
    ]

    static func isCatchAll(_ label: String) -> Bool {
        let text = label.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if names.contains(text) { return true }
        for name in names where text.hasPrefix(name) {
            let next = text[text.index(text.startIndex, offsetBy: name.count)...].first
            if next == " " || next == "(" || next == "（" || next == ":" { return true }
        }
        return false
    }

    /// True when category `index` of `axis` is a catch-all by its id or any of its labels.
    static func isCatchAll(_ axis: Axis, index: Int) -> Bool {
        guard axis.categories.indices.contains(index) else { return false }
        let category = axis.categories[index]
        return isCatchAll(category.id) || (category.label?.variants.contains { isCatchAll($0.text) } ?? false)
    }
}

import ChartModel

/// Checks at load that every name a template reads is a declared field of the scope it is read in (a `when`
/// condition's names, a `text` argument, each `each` and a generated block's `kind`), and that a compared word
/// is one the name takes. Without it a typo is an unknown name, which a
/// condition takes as false, and the sentence silently disappears.
extension TemplateBlock {
    /// The first problem in this subtree rendered in `scope`, prefixed with the block it is in.
    func nameProblem(in scope: TemplateScope) -> String? {
        do throws(TemplateCheckProblem) {
            // An `each` block's condition, message and children are rendered once per item, in the item's scope.
            let inner = try each.map { (each) throws(TemplateCheckProblem) in try scope.entering(each) } ?? scope
            if let condition {
                for name in condition.readNames where !inner.names.contains(name) {
                    throw Self.unknown(name, in: inner, what: "in when \"\(when ?? "")\"")
                }
                // The right side is a number, else a name in scope, else a word: one of the words the name takes.
                for (name, value) in condition.comparisons where Double(value) == nil && !inner.names.contains(value) {
                    guard let words = inner.words[name], !words.contains(value) else { continue }
                    throw TemplateCheckProblem("'\(value)' in when \"\(when ?? "")\" is not a value of '\(name)'"
                        + (words.isEmpty ? " (a number: compare it with a number or a name)"
                                         : " (one of: \(words.sorted().joined(separator: ", ")))"))
                }
            }
            if let text, !inner.names.contains(text) { throw Self.unknown(text, in: inner, what: "as text") }
            if let kind {
                guard inner.allowsGeneratedBlocks else { throw TemplateCheckProblem("generated blocks are a briefing's") }
                guard let known = BlockKind(rawValue: kind) else {
                    throw TemplateCheckProblem("unknown kind '\(kind)'" + (NameSuggestion.closest(
                        to: kind, among: BlockKind.allCases.map { $0.rawValue.lowercased() }).flatMap { close in
                            BlockKind.allCases.first { $0.rawValue.lowercased() == close } }.map { " (did you mean '\($0.rawValue)'?)" } ?? ""))
                }
                guard known.levels.contains(inner.level) else {
                    throw TemplateCheckProblem("kind '\(kind)' is not available in a \(inner.level.rawValue)")
                }
            }
            for child in (blocks ?? []) + (firstOf ?? []) {
                if let problem = child.nameProblem(in: inner) { return problem }
            }
            return nil
        } catch {
            return "block \(label): \(error.description)"
        }
    }

    /// The block as a reader finds it in the file: its key, kind, text or `each`.
    var label: String {
        if let key { return "'\(key)'" }
        if let kind { return "kind '\(kind)'" }
        if let text { return "text '\(text)'" }
        if let each { return "each '\(each)'" }
        return "group" + (when.map { " when \"\($0)\"" } ?? "")
    }

    private static func unknown(_ name: String, in scope: TemplateScope, what: String) -> TemplateCheckProblem {
        let names = scope.names.sorted()
        let lowered = names.map { $0.lowercased() }
        let suggestion = NameSuggestion.closest(to: name, among: lowered).flatMap { close in
            names.first { $0.lowercased() == close }
        }
        return TemplateCheckProblem("'\(name)' \(what) is not a field of a \(scope.level.rawValue)"
                                    + (suggestion.map { " (did you mean '\($0)'?)" } ?? ""))
    }
}

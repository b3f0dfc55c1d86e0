/// Why a template block does not fit its scope: an unknown name, or an `each` not available there.
struct TemplateCheckProblem: Error, CustomStringConvertible {
    /// What is wrong, naming the offending name or value.
    let description: String

    init(_ description: String) { self.description = description }
}

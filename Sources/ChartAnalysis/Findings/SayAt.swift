/// The shortest output a finding is worth saying in: analysis decides it, templates only ask.
///
/// Each level includes the longer ones: a finding worth the short description is said in every output.
/// The bars are on salience (0…1, comparable across kinds); detectors that mean a finding to stay out of the
/// short description give it a salience below `SayAt.shortBar` and say so (docs/findings.md, "Say at").
public enum SayAt: Int, Sendable, Hashable, Comparable, CaseIterable {
    /// Only in the data outputs (JSON, the explorer's list), not in sentences.
    case dataOnly
    /// The long description and the full briefing.
    case long
    /// Also the standard briefing.
    case standard
    /// Also the short description (alt text) and the brief briefing; its landmarks make a digest interval notable.
    case short

    /// The least salience for the short description and the brief briefing.
    package static let shortBar = 0.2
    /// The least salience for the standard briefing.
    package static let standardBar = 0.15
    /// The least salience for the long description and the full briefing.
    package static let longBar = 0.1

    /// The level of a finding of this salience.
    package init(salience: Double) {
        self = salience >= Self.shortBar ? .short : salience >= Self.standardBar ? .standard
            : salience >= Self.longBar ? .long : .dataOnly
    }

    /// A level is below another when it is said in fewer outputs.
    public static func < (a: SayAt, b: SayAt) -> Bool { a.rawValue < b.rawValue }
}

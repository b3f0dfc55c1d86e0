/// One problem the catalog checker found in a catalog.
package struct CatalogFinding: Sendable, Hashable, CustomStringConvertible {
    /// How serious a finding is.
    package enum Severity: String, Sendable, Hashable, Comparable {
        /// Breaks narration or CI (missing key, syntax error, missing plural category, …).
        case error
        /// Likely a mistake but narration still works (untranslated message, voice not checkable, …).
        case warning

        /// Errors sort before warnings.
        package static func < (a: Severity, b: Severity) -> Bool { a == .error && b == .warning }
    }

    /// Error or warning.
    package var severity: Severity
    /// The message key concerned, or nil for the catalog as a whole.
    package var key: String?
    /// What is wrong and what to do.
    package var message: String

    /// Creates a finding.
    package init(_ severity: Severity, key: String?, _ message: String) {
        self.severity = severity
        self.key = key
        self.message = message
    }

    /// "error   long.stats.average: …".
    package var description: String {
        "\(severity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0))\(key.map { "\($0): " } ?? "")\(message)"
    }
}

/// The checker's result for one shipped catalog.
package struct CatalogReport: Sendable, Hashable {
    /// The catalog's language code (file name), e.g. "ru".
    package var language: String
    /// The language's name in itself.
    package var nativeName: String
    /// The espeak-ng voice the catalog names.
    package var voice: String
    /// Share of the English keys present, from 0 to 1.
    package var completeness: Double
    /// Every finding, errors first.
    package var findings: [CatalogFinding]

    /// Creates a report.
    package init(language: String, nativeName: String, voice: String, completeness: Double, findings: [CatalogFinding]) {
        self.language = language
        self.nativeName = nativeName
        self.voice = voice
        self.completeness = completeness
        self.findings = findings
    }

    /// Whether any finding is an error.
    package var hasErrors: Bool { findings.contains { $0.severity == .error } }
    /// The errors only.
    package var errors: [CatalogFinding] { findings.filter { $0.severity == .error } }
    /// The warnings only.
    package var warnings: [CatalogFinding] { findings.filter { $0.severity == .warning } }
}

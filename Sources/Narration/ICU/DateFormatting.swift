import CICUBridge

/// Instants formatted in UTC with the locale's best pattern for an ICU date skeleton.
struct DateFormatting: Sendable {
    /// The ICU locale id.
    let locale: String

    /// `seconds` since 1970-01-01T00:00:00Z formatted for `skeleton` (e.g. "yMMMd").
    func format(_ seconds: Double, skeleton: String) throws(ICUFailure) -> String {
        try ICUBuffer.string { icub_date_format(locale, skeleton, seconds, $0, $1) }
    }

    /// The span from `from` to `to` (seconds since the epoch) in the locale's interval style, stating shared
    /// fields once ("Jan 1 – Mar 31, 2024").
    func formatSpan(from: Double, to: Double, skeleton: String) throws(ICUFailure) -> String {
        try ICUBuffer.string { icub_date_interval_format(locale, skeleton, from, to, $0, $1) }
    }

    /// Throws when `skeleton` contains anything but date field letters.
    static func validate(skeleton: String) throws(ICUFailure) {
        _ = try ICUBuffer.string { icub_date_skeleton_check(skeleton, $0, $1) }
    }
}

import CICUBridge

/// An error reported by ICU through the bridge: a negative code and ICU's own message.
struct ICUFailure: Error, CustomStringConvertible {
    /// The negative `icub_` result.
    let code: Int32
    /// ICU's message (error name, and the offset for syntax errors).
    let message: String

    var description: String { message }

    /// ICU's name for an error code, such as `U_ILLEGAL_ARGUMENT_ERROR`.
    static func name(of code: Int32) -> String {
        (try? ICUBuffer.string { icub_error_name(code, $0, $1) }) ?? "ICU error \(code)"
    }
}

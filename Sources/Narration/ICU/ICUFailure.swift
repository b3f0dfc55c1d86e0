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
        var buffer = [CChar](repeating: 0, count: 64)
        _ = icub_error_name(code, &buffer, Int32(buffer.count))
        return String(cString: buffer)
    }
}

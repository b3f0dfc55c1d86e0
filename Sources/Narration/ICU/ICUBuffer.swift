import Foundation
import CICUBridge

/// Runs an `icub_` function that writes UTF-8 into a caller buffer, growing the buffer when the
/// result does not fit, and turns a negative result into an `ICUFailure`.
enum ICUBuffer {
    static func string(_ body: (UnsafeMutablePointer<CChar>, Int32) -> Int32) throws(ICUFailure) -> String {
        var capacity = 256
        while true {
            let result: Result<String, ICUFailure>? = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
                let base = buffer.baseAddress!
                base[0] = 0
                let n = body(base, Int32(capacity))
                if n < 0 {
                    let message = String(cString: base)
                    return .failure(ICUFailure(code: n, message: message.isEmpty ? ICUFailure.name(of: n) : message))
                }
                if Int(n) < capacity {
                    let bytes = UnsafeRawBufferPointer(start: base, count: Int(n))
                    return .success(String(decoding: bytes, as: UTF8.self))
                }
                capacity = Int(n) + 1
                return nil
            }
            if let result { return try result.get() }
        }
    }

    /// Calls `body` with the strings as an array of C string pointers that live for the call.
    static func withCStrings<R>(_ strings: [String], _ body: ([UnsafePointer<CChar>?]) -> R) -> R {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        return body(copies.map { UnsafePointer($0) })
    }
}

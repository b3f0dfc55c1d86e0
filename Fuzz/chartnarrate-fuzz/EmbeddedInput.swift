import Foundation

/// The inputs of the message-pattern and vega-expression targets, which fuzz one string: the bytes become a
/// descriptor's `<unit>` pattern, or the expression of a Vega-Lite `calculate` and `filter` over a few rows of
/// numbers, text, dates and nulls, and the document is read and narrated as any other. Each such input runs on
/// a thread with a 2 MB stack (a quarter of the main thread's), so a recursion that the nesting limits should
/// bound overflows here long before it would in a run, and is a finding.
enum EmbeddedInput {
    /// The stack each embedded input runs on.
    static let stackBytes = 2 << 20

    /// A line chart of one series whose y unit in English is `pattern`.
    static func descriptor(unitPattern pattern: String) -> [UInt8] {
        let escaped = pattern.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        return Array("""
            <chart id="c" type="line"><title>Steps</title>
            <x-axis type="numeric"><title>Day</title></x-axis>
            <y-axis><title>Steps</title><unit xml:lang="en">\(escaped)</unit></y-axis>
            <series name="S"><values x-start="1" x-step="1">0 1 2.5 1000 -3 12 7 1e6</values></series></chart>
            """.utf8)
    }

    /// A spec whose `calculate` (the y field) and `filter` are `expression`.
    static func vegaLite(expression: String) -> [UInt8] {
        let json = String(decoding: try! JSONSerialization.data(withJSONObject: [expression], options: [.fragmentsAllowed]), as: UTF8.self)
        let quoted = String(json.dropFirst().dropLast())
        return Array("""
            {"data": {"values": [
              {"x": 1, "n": 3, "s": "a", "d": "2024-01-05", "b": true}, {"x": 2, "n": -1.5, "s": "Bc", "d": "2024-02-29T12:00Z", "b": false},
              {"x": 3, "n": null, "s": "", "d": null}, {"x": 4, "n": 1e300, "s": "x y", "d": 1700000000000}, {"x": 5, "n": 0, "s": "0"}]},
             "transform": [{"calculate": \(quoted), "as": "y"}, {"filter": \(quoted)}, {"calculate": "toNumber(datum.y)", "as": "v"}],
             "mark": "line", "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "v", "type": "quantitative"}}}
            """.utf8)
    }

    /// The most digits in a row in `text`, digits joined by one separator counting as one run (as the oracle counts).
    static func longestDigitRun(_ text: String) -> Int {
        OutputCheck.longDigitRuns(text).isEmpty ? min(24, digitRun(text)) : 25
    }

    private static func digitRun(_ text: String) -> Int {
        var longest = 0, current = 0
        for c in text { if c.isNumber { current += 1; longest = max(longest, current) } else if !",. '".contains(c) { current = 0 } }
        return longest
    }

        /// Runs `body` on a thread with `stackBytes` of stack and waits for it.
    static func onBoundedStack(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread { body(); done.signal() }
        thread.stackSize = stackBytes
        thread.start()
        done.wait()
    }
}

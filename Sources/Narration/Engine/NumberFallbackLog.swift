import Foundation

/// Remembers that an author's number skeleton wrote a number longer than `NumberGuard.maxLength` characters,
/// so that the number was said in scientific notation instead. One log serves a whole report's narration
/// (text, script, captions and page are all formatted after `Narrator.narrate` returns, so it is read at the
/// end of a run): the command line warns once per run, naming the first such number, rather than once for
/// each of the thousands of numbers a long series may say.
///
/// A class with a lock, not a value: the axis formatters that record into it are values copied into many
/// places, and speech items may be formatted on other threads.
package final class NumberFallbackLog: @unchecked Sendable {
    /// The first number that fell back, and where.
    package struct Entry: Sendable, Hashable {
        /// The chart's id.
        package let chartID: String
        /// "x" or "y".
        package let axis: String
        /// The skeleton that wrote the long number (the axis format, or the unit skeleton built from it).
        package let skeleton: String
        /// The length, in characters, of the number as that skeleton wrote it.
        package let length: Int
        /// The number as it was said instead.
        package let said: String
    }

    private let lock = NSLock()
    private var firstEntry: Entry?
    private var fallbacks = 0

    /// Creates an empty log.
    package init() {}

    /// The longest number an author's skeleton may write before it is said in scientific notation.
    package static var maxLength: Int { NumberGuard.maxLength }

    /// The first fallback recorded, nil when every number fitted.
    package var first: Entry? { lock.withLock { firstEntry } }
    /// How many numbers were formatted with a fallback (the same number said twice counts twice).
    package var count: Int { lock.withLock { fallbacks } }

    func record(_ entry: Entry) {
        lock.withLock {
            if firstEntry == nil { firstEntry = entry }
            fallbacks += 1
        }
    }
}

/// A change from one value to another as it may be said: its direction and size, computed from the data (never
/// a difference of rounded values) and zero where the two differ only in their binary representation.
package struct ValueChange: Sendable, Hashable {
    /// Which way the value moved.
    package enum Direction: String, Sendable, Hashable {
        case up, down, flat
    }

    /// Which way the value moved; `flat` only where the values are equal.
    package var direction: Direction
    /// The size of the change, never negative.
    package var amount: Double

    /// The change from `start` to `end`. A difference below a billionth of the values' size is the binary
    /// representation of two decimals of the data's precision, not a change: "unchanged", not "up 0".
    package init(from start: Double, to end: Double) {
        var delta = end - start
        if abs(delta) <= 1e-9 * max(abs(end), abs(start)) { delta = 0 }
        direction = delta > 0 ? .up : delta < 0 ? .down : .flat
        amount = abs(delta)
    }
}

import ChartModel

/// Collects a series' points while it is read, sizing the columns from the input's size so that they are
/// allocated about once: an array that doubles as it grows holds three times its points while it copies.
///
/// After the first points show how many bytes a point takes, the columns are reserved for the points the
/// rest of the input can hold, counting half a byte a point less than the first points took, and 2 % spare:
/// a value's width varies by a digit or so, a large part of a compact list's five or six bytes a value, and
/// an estimate that falls short makes the columns grow again, a copy of them all at the end of the reading.
/// Capacity that is never written is never touched, so the spare, or a rest that a later series takes
/// part of, costs address space, not memory.
package struct SeriesPointsBuilder {
    /// The points so far.
    package private(set) var points = SeriesPoints()
    private var capacity = 0
    private let expectedSize: Int?
    private let startOffset: Int

    /// Points seen before the first estimate (small series never need one).
    private static let sample = 1024

    /// A builder for a series starting at byte `startOffset` of an input of `expectedSize` bytes (nil when unknown).
    package init(expectedSize: Int?, startOffset: Int) {
        self.expectedSize = expectedSize
        self.startOffset = startOffset
    }

    /// Appends a point read at byte `position` of the input (evaluated only when the columns must grow).
    package mutating func append(x: Double, y: Double?, position: @autoclosure () -> Int) {
        if points.count == capacity { grow(position: position()) }
        points.append(x: x, y: y)
    }

    /// Appends a point with a label or additional values.
    mutating func append(_ point: DataPoint, position: @autoclosure () -> Int) {
        if points.count == capacity { grow(position: position()) }
        points.append(point)
    }

    /// Appends points whose x and y are all finite, read from byte `position` of the input on.
    mutating func appendMeasurable(xs: UnsafeBufferPointer<Double>, ys: UnsafeBufferPointer<Double>, position: Int) {
        if points.count + xs.count > capacity { grow(position: position, toHold: points.count + xs.count) }
        points.appendMeasurable(xs: xs, ys: ys)
    }

    /// Sets a point's value on an additional axis.
    mutating func setAdditionalValue(_ value: Double, axisID: String, at index: Int) {
        points.setAdditionalValue(value, axisID: axisID, at: index)
    }

    private mutating func grow(position: Int, toHold needed: Int = 0) {
        let count = points.count
        var target = Swift.max(64, count * 2, needed)
        if count >= Self.sample, let size = expectedSize, position > startOffset {
            let bytesPerPoint = Swift.max(1, Double(position - startOffset) / Double(count) - 0.5)
            let remaining = Double(Swift.max(0, size - position)) / bytesPerPoint
            target = Swift.max(count + count / 8, Int((Double(count) + remaining) * 1.02) + Self.sample, needed)
        }
        points.reserveCapacity(target)
        capacity = points.capacity
    }
}

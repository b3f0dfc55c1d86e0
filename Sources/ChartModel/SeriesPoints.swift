/// The points of a series, stored by column: x and y as two `Double` arrays (16 bytes a point, a missing y
/// as NaN), labels and additional-axis values in side tables that only hold the points that have one.
///
/// It is a random-access, mutable, range-replaceable collection of `DataPoint`, so code written for
/// `[DataPoint]` keeps working; `xs` and `ys` give analysis the columns without building a `DataPoint`.
/// Each point holds at most one value per additional axis; `additionalValues` lists them in the order the
/// axes first appear in the series.
public struct SeriesPoints: Sendable {
    /// The x values, one per point.
    @inlinable public var xs: [Double] { _xs }
    /// The y values, one per point; NaN where the value is missing.
    @inlinable public var ys: [Double] { _ys }
    @usableFromInline var _xs: [Double]
    @usableFromInline var _ys: [Double]
    @usableFromInline var labels = SparseColumn<LocalizedText>()
    @usableFromInline var additional: [AdditionalColumn] = []

    /// No points.
    public init() {
        _xs = []
        _ys = []
    }

    /// Points from their columns; a NaN y is a missing value. `xs` and `ys` must have the same length.
    public init(xs: [Double], ys: [Double]) {
        precondition(xs.count == ys.count, "SeriesPoints: \(xs.count) x values but \(ys.count) y values")
        _xs = xs
        _ys = ys
    }

    /// The given points, in order.
    public init(_ points: [DataPoint]) {
        self.init()
        reserveCapacity(points.count)
        for p in points { append(p) }
    }

    /// How many points fit before the columns grow.
    public var capacity: Int { Swift.min(_xs.capacity, _ys.capacity) }

    /// Appends a point without label or additional values (`y` nil or NaN when missing).
    @inlinable public mutating func append(x: Double, y: Double?) {
        _xs.append(x)
        _ys.append(y ?? .nan)
    }

    /// Sets the value of point `index` on the additional axis `axisID` (nil removes it).
    public mutating func setAdditionalValue(_ value: Double?, axisID: String, at index: Int) {
        precondition(xs.indices.contains(index), "SeriesPoints: no point \(index)")
        if let c = additional.firstIndex(where: { $0.axisID == axisID }) {
            additional[c].values.set(value, at: index)
            if additional[c].values.isEmpty { additional.remove(at: c) }
        } else if let value {
            var column = AdditionalColumn(axisID: axisID)
            column.values.set(value, at: index)
            additional.append(column)
        }
    }

    /// True when point `index` has a value on the additional axis `axisID`.
    public func hasAdditionalValue(axisID: String, at index: Int) -> Bool {
        additional.first { $0.axisID == axisID }?.values.value(at: index) != nil
    }

    @usableFromInline func additionalValues(at index: Int) -> [AdditionalValue] {
        additional.compactMap { column in column.values.value(at: index).map { AdditionalValue(axisID: column.axisID, value: $0) } }
    }
}

extension SeriesPoints: RandomAccessCollection, MutableCollection {
    /// Always 0.
    @inlinable public var startIndex: Int { 0 }
    /// The number of points.
    @inlinable public var endIndex: Int { _xs.count }

    /// The point at `position`, assembled from the columns.
    @inlinable public subscript(position: Int) -> DataPoint {
        get {
            let y = _ys[position]
            return DataPoint(x: _xs[position], y: y.isNaN ? nil : y,
                             label: labels.isEmpty ? nil : labels.value(at: position),
                             additionalValues: additional.isEmpty ? [] : additionalValues(at: position))
        }
        set { replaceSubrange(position..<(position + 1), with: CollectionOfOne(newValue)) }
    }
}

extension SeriesPoints: RangeReplaceableCollection {
    /// Replaces the points in `range` (side tables shift with them).
    public mutating func replaceSubrange<C: Collection>(_ range: Range<Int>, with newElements: C) where C.Element == DataPoint {
        let new = Array(newElements)
        if range.isEmpty && range.lowerBound == xs.count {
            for p in new { append(p) }
            return
        }
        _xs.replaceSubrange(range, with: new.map(\.x))
        _ys.replaceSubrange(range, with: new.map { $0.y ?? .nan })
        if !labels.isEmpty || new.contains(where: { $0.label != nil }) {
            labels.replace(range, count: new.count, with: new.enumerated().compactMap { i, p in p.label.map { (i, $0) } })
        }
        var axisIDs = additional.map(\.axisID)
        for p in new { for v in p.additionalValues where !axisIDs.contains(v.axisID) { axisIDs.append(v.axisID) } }
        for axisID in axisIDs {
            if !additional.contains(where: { $0.axisID == axisID }) { additional.append(AdditionalColumn(axisID: axisID)) }
            let c = additional.firstIndex { $0.axisID == axisID }!
            let replacements = new.enumerated().compactMap { i, p in p.additionalValues.last { $0.axisID == axisID }.map { (i, $0.value) } }
            additional[c].values.replace(range, count: new.count, with: replacements)
        }
        additional.removeAll { $0.values.isEmpty }
    }

    /// Appends a point (O(1) amortized, labels and additional values included).
    public mutating func append(_ point: DataPoint) {
        let index = xs.count
        append(x: point.x, y: point.y)
        if let label = point.label { labels.set(label, at: index) }
        for v in point.additionalValues { setAdditionalValue(v.value, axisID: v.axisID, at: index) }
    }

    /// Makes room for `n` points in both columns.
    public mutating func reserveCapacity(_ n: Int) {
        _xs.reserveCapacity(n)
        _ys.reserveCapacity(n)
    }
}

extension SeriesPoints: ExpressibleByArrayLiteral {
    /// The listed points.
    public init(arrayLiteral points: DataPoint...) { self.init(points) }
}

extension SeriesPoints: Hashable {
    /// Equal when every point is equal (two missing y values are equal, as two nil values were).
    public static func == (a: SeriesPoints, b: SeriesPoints) -> Bool {
        guard a.xs == b.xs, a.ys.count == b.ys.count, a.labels == b.labels else { return false }
        for i in a.ys.indices where !(a.ys[i] == b.ys[i] || (a.ys[i].isNaN && b.ys[i].isNaN)) { return false }
        guard a.additional.count == b.additional.count else { return false }
        return a.additional.allSatisfy { column in b.additional.contains(column) }
    }

    /// Hashes every point (all missing values hash alike).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(xs)
        hasher.combine(ys.count)
        for y in ys {
            if y.isNaN { hasher.combine(false) } else { hasher.combine(y) }
        }
        hasher.combine(labels)
        hasher.combine(additional.count)
    }
}

/// The points of a series, stored by column: the x and y of the points that can be measured (both finite) as
/// two `Double` arrays (16 bytes a point), the few others (a missing y, a non-finite value) in a side table
/// with their index, labels and additional-axis values in side tables that only hold the points that have one.
///
/// It is a random-access, mutable, range-replaceable collection of `DataPoint`, so code written for
/// `[DataPoint]` keeps working. Analysis reads `finiteXs` and `finiteYs` in place: keeping the measurable
/// points contiguous means a series with a few missing readings needs no second, compacted copy of its
/// columns (16 bytes a point at the peak of a large run). `xs` and `ys` give every point's x and y (NaN where
/// missing); they are the stored columns themselves when every point is finite, else assembled when read.
/// Each point holds at most one value per additional axis; `additionalValues` lists them in the order the
/// axes first appear in the series.
public struct SeriesPoints: Sendable {
    /// The x values, one per point.
    public var xs: [Double] { nonFinite.isEmpty ? _xs : merged(_xs, \.x) }
    /// The y values, one per point; NaN where the value is missing.
    public var ys: [Double] { nonFinite.isEmpty ? _ys : merged(_ys, \.y) }
    /// The x values of the points whose x and y are both finite, in order (the stored column: no copy).
    package var finiteXs: [Double] { _xs }
    /// The y values of the points whose x and y are both finite, in order (the stored column: no copy).
    package var finiteYs: [Double] { _ys }
    /// The other points (a missing or non-finite y, a non-finite x), by ascending index, with their values.
    package var nonFinitePoints: [(index: Int, x: Double, y: Double)] { nonFinite }
    @usableFromInline var _xs: [Double]
    @usableFromInline var _ys: [Double]
    @usableFromInline var nonFinite: [(index: Int, x: Double, y: Double)] = []
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
        if zip(xs, ys).allSatisfy({ $0.isFinite && $1.isFinite }) {
            _xs = xs
            _ys = ys
        } else {
            _xs = []
            _ys = []
            reserveCapacity(xs.count)
            for (x, y) in zip(xs, ys) { append(x: x, y: y) }
        }
    }

    /// The given points, in order.
    public init(_ points: [DataPoint]) {
        self.init()
        reserveCapacity(points.count)
        for p in points { append(p) }
    }

    /// How many points fit before the columns grow.
    package var capacity: Int { Swift.min(_xs.capacity, _ys.capacity) + nonFinite.count }

    /// Appends a point without label or additional values (`y` nil or NaN when missing).
    @inlinable public mutating func append(x: Double, y: Double?) {
        let y = y ?? .nan
        if x.isFinite && y.isFinite {
            _xs.append(x)
            _ys.append(y)
        } else {
            nonFinite.append((_xs.count + nonFinite.count, x, y))
        }
    }

    /// Appends points whose x and y are all finite, a column at a time: a reader's bulk path, with one
    /// uniqueness and capacity check per call instead of two per point.
    package mutating func appendMeasurable(xs: UnsafeBufferPointer<Double>, ys: UnsafeBufferPointer<Double>) {
        precondition(xs.count == ys.count, "SeriesPoints: \(xs.count) x values but \(ys.count) y values")
        assert(zip(xs, ys).allSatisfy { $0.isFinite && $1.isFinite }, "SeriesPoints: a bulk append holds a non-finite value")
        _xs.append(contentsOf: xs)
        _ys.append(contentsOf: ys)
    }

    /// Sets the value of point `index` on the additional axis `axisID` (nil removes it).
    package mutating func setAdditionalValue(_ value: Double?, axisID: String, at index: Int) {
        precondition(indices.contains(index), "SeriesPoints: no point \(index)")
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
    package func hasAdditionalValue(axisID: String, at index: Int) -> Bool {
        additional.first { $0.axisID == axisID }?.values.value(at: index) != nil
    }

    @usableFromInline func additionalValues(at index: Int) -> [AdditionalValue] {
        additional.compactMap { column in column.values.value(at: index).map { AdditionalValue(axisID: column.axisID, value: $0) } }
    }

    /// Point `position`'s x and y: from the side table when it is there, else from the columns, at the
    /// position less the side-table entries before it.
    @usableFromInline func values(at position: Int) -> (x: Double, y: Double) {
        guard !nonFinite.isEmpty else { return (_xs[position], _ys[position]) }
        var low = 0, high = nonFinite.count
        while low < high {
            let mid = (low + high) / 2
            if nonFinite[mid].index < position { low = mid + 1 } else { high = mid }
        }
        if low < nonFinite.count, nonFinite[low].index == position { return (nonFinite[low].x, nonFinite[low].y) }
        precondition(position >= 0 && position < count, "SeriesPoints: no point \(position)")
        return (_xs[position - low], _ys[position - low])
    }

    /// Every point's value of one kind: the finite column with the side table's values put back in place.
    private func merged(_ column: [Double], _ value: KeyPath<(index: Int, x: Double, y: Double), Double>) -> [Double] {
        var all: [Double] = []
        all.reserveCapacity(count)
        var next = 0  // the next unread position of the column
        for entry in nonFinite {
            let before = entry.index - all.count
            all.append(contentsOf: column[next..<(next + before)])
            next += before
            all.append(entry[keyPath: value])
        }
        all.append(contentsOf: column[next...])
        return all
    }
}

extension SeriesPoints: RandomAccessCollection, MutableCollection {
    /// Always 0.
    @inlinable public var startIndex: Int { 0 }
    /// The number of points.
    @inlinable public var endIndex: Int { _xs.count + nonFinite.count }

    /// The point at `position`, assembled from the columns.
    @inlinable public subscript(position: Int) -> DataPoint {
        get {
            let (x, y) = values(at: position)
            return DataPoint(x: x, y: y.isNaN ? nil : y,
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
        if range.isEmpty && range.lowerBound == count {
            for p in new { append(p) }
            return
        }
        // Edits are rare (readers append): the columns are rebuilt from every point's values.
        var allX = xs, allY = ys
        allX.replaceSubrange(range, with: new.map(\.x))
        allY.replaceSubrange(range, with: new.map { $0.y ?? .nan })
        _xs = []
        _ys = []
        nonFinite = []
        reserveCapacity(allX.count)
        for (x, y) in zip(allX, allY) { append(x: x, y: y) }
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
        let index = count
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
        // The split between columns and side table follows from the points, so equal points split alike.
        guard a._xs == b._xs, a._ys == b._ys, a.nonFinite.count == b.nonFinite.count, a.labels == b.labels else { return false }
        for (p, q) in zip(a.nonFinite, b.nonFinite)
        where !(p.index == q.index && p.x == q.x && (p.y == q.y || (p.y.isNaN && q.y.isNaN))) { return false }
        guard a.additional.count == b.additional.count else { return false }
        return a.additional.allSatisfy { column in b.additional.contains(column) }
    }

    /// Hashes every point (all missing values hash alike).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(_xs)
        hasher.combine(_ys)
        hasher.combine(nonFinite.count)
        for p in nonFinite {
            hasher.combine(p.index)
            hasher.combine(p.x)
            if p.y.isNaN { hasher.combine(false) } else { hasher.combine(p.y) }
        }
        hasher.combine(labels)
        hasher.combine(additional.count)
    }
}

/// Values that only some points of a series have (labels, values on additional axes), kept as point
/// indices in ascending order beside their values: nothing is stored for the points without one.
@usableFromInline
struct SparseColumn<Value: Sendable & Hashable>: Sendable, Hashable {
    @usableFromInline private(set) var indices: [Int] = []
    @usableFromInline private(set) var values: [Value] = []

    @usableFromInline init() {}

    @usableFromInline var isEmpty: Bool { indices.isEmpty }

    /// The value at point `index`, if that point has one.
    @usableFromInline func value(at index: Int) -> Value? {
        slot(of: index).found.map { values[$0] }
    }

    /// Sets or (with nil) removes the value at point `index`; appending past the last index is O(1).
    @usableFromInline mutating func set(_ value: Value?, at index: Int) {
        if let value, indices.last.map({ $0 < index }) ?? true {
            indices.append(index)
            values.append(value)
            return
        }
        let (found, insertion) = slot(of: index)
        switch (found, value) {
        case let (i?, v?): values[i] = v
        case let (i?, nil): indices.remove(at: i); values.remove(at: i)
        case let (nil, v?): indices.insert(index, at: insertion); values.insert(v, at: insertion)
        case (nil, nil): break
        }
    }

    /// Replaces the points in `range` by `count` points whose values are `replacements` (offsets from
    /// `range.lowerBound`, ascending): later entries move by `count - range.count`.
    mutating func replace(_ range: Range<Int>, count: Int, with replacements: [(offset: Int, value: Value)]) {
        let shift = count - range.count
        var newIndices: [Int] = [], newValues: [Value] = []
        newIndices.reserveCapacity(indices.count + replacements.count)
        newValues.reserveCapacity(indices.count + replacements.count)
        var inserted = false
        for (index, value) in zip(indices, values) {
            if index >= range.lowerBound && !inserted {
                for r in replacements { newIndices.append(range.lowerBound + r.offset); newValues.append(r.value) }
                inserted = true
            }
            if index < range.lowerBound {
                newIndices.append(index); newValues.append(value)
            } else if index >= range.upperBound {
                newIndices.append(index + shift); newValues.append(value)
            }
        }
        if !inserted { for r in replacements { newIndices.append(range.lowerBound + r.offset); newValues.append(r.value) } }
        indices = newIndices
        values = newValues
    }

    /// Where `index` is (found) or would be inserted.
    private func slot(of index: Int) -> (found: Int?, insertion: Int) {
        var low = 0, high = indices.count
        while low < high {
            let mid = (low + high) / 2
            if indices[mid] < index { low = mid + 1 } else { high = mid }
        }
        return (low < indices.count && indices[low] == index ? low : nil, low)
    }
}

/// The values of one additional axis in a series.
@usableFromInline
struct AdditionalColumn: Sendable, Hashable {
    @usableFromInline var axisID: String
    @usableFromInline var values = SparseColumn<Double>()

    @usableFromInline init(axisID: String) { self.axisID = axisID }
}

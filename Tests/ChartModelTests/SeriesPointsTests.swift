import ChartModel
import Testing

/// Points stored by column behave exactly like the array of `DataPoint` they replace.
@Suite struct SeriesPointsTests {
    static let label = LocalizedText("peak")
    static let points: [DataPoint] = [
        DataPoint(x: 0, y: 1),
        DataPoint(x: 1, y: nil, additionalValues: [AdditionalValue(axisID: "t", value: 20)]),
        DataPoint(x: 2, y: 3, label: label),
        DataPoint(x: 3, y: -0.0, label: LocalizedText("last"), additionalValues: [AdditionalValue(axisID: "t", value: 21), AdditionalValue(axisID: "h", value: 0.5)]),
    ]

    @Test func readsBackEveryField() {
        let stored = SeriesPoints(Self.points)
        #expect(Array(stored) == Self.points)
        #expect(stored.count == 4)
        #expect(stored.xs == [0, 1, 2, 3])
        #expect(stored.ys[1].isNaN)
        #expect(stored[2].label == Self.label)
        #expect(stored.map(\.y) == [1, nil, 3, 0])
    }

    /// A reader's bulk append of measurable points, between single appends, gives the points they would.
    @Test func bulkAppendsAreLikeAppendingEachPoint() {
        var bulk = SeriesPoints(), single = SeriesPoints()
        bulk.append(x: 0, y: nil)
        single.append(x: 0, y: nil)
        let xs: [Double] = [1, 2, 3], ys: [Double] = [-0.0, 5, 1e300]
        xs.withUnsafeBufferPointer { x in ys.withUnsafeBufferPointer { y in bulk.appendMeasurable(xs: x, ys: y) } }
        for (x, y) in zip(xs, ys) { single.append(x: x, y: y) }
        bulk.append(x: 4, y: .nan)
        single.append(x: 4, y: .nan)
        #expect(bulk == single)
        #expect(bulk.nonFinitePoints.map(\.index) == [0, 4])
        #expect(bulk.finiteYs.map(\.bitPattern) == ys.map(\.bitPattern))
    }

    @Test func columnsAreSixteenBytesAPoint() {
        #expect(MemoryLayout<Double>.stride * 2 == 16)
        let stored = SeriesPoints(xs: [1, 2, 3], ys: [4, .nan, 6])
        #expect(stored.map(\.y) == [4, nil, 6])
        #expect(stored.allSatisfy { $0.label == nil && $0.additionalValues.isEmpty })
    }

    @Test func seriesInitializersAndAccessorsKeepTheirShape() {
        let fromArray = Series(name: LocalizedText("s"), isContinuous: true, points: Self.points)
        let fromLiteral = Series(name: LocalizedText("s"), isContinuous: true, points: [DataPoint(x: 0, y: 1)])
        #expect(fromArray.points.count == 4)
        #expect(fromArray.missingCount == 1)
        #expect(fromArray.xs == [0, 1, 2, 3])
        #expect(fromLiteral.points.first == DataPoint(x: 0, y: 1))
        var series = fromArray
        series.points = [DataPoint(x: 9, y: 9)]
        #expect(series.ys == [9])
    }

    @Test func editsShiftTheSideTablesWithThePoints() {
        var stored = SeriesPoints(Self.points)
        var array = Self.points
        stored.insert(DataPoint(x: -1, y: 5, label: LocalizedText("new")), at: 0)
        array.insert(DataPoint(x: -1, y: 5, label: LocalizedText("new")), at: 0)
        #expect(Array(stored) == array)
        stored.remove(at: 2)
        array.remove(at: 2)
        #expect(Array(stored) == array)
        stored[1].y = 42
        array[1].y = 42
        stored[2].label = nil
        array[2].label = nil
        stored[0].additionalValues = [AdditionalValue(axisID: "h", value: 1)]
        array[0].additionalValues = [AdditionalValue(axisID: "h", value: 1)]
        #expect(Array(stored) == array)
        stored.replaceSubrange(1..<3, with: [DataPoint(x: 7, y: 7)])
        array.replaceSubrange(1..<3, with: [DataPoint(x: 7, y: 7)])
        #expect(Array(stored) == array)
        stored.append(contentsOf: Self.points)
        array.append(contentsOf: Self.points)
        #expect(Array(stored) == array)
        stored.removeAll()
        #expect(stored.isEmpty && stored.xs.isEmpty)
    }

    /// The points analysis can measure stay contiguous (their columns are what it reads in place); the others
    /// wait beside them with their index, and every accessor still gives the points in document order.
    @Test func measurablePointsAreContiguousAndTheOthersBesideThem() {
        let stored = SeriesPoints(xs: [0, 1, 2, 3, .nan, 5], ys: [1, .nan, 3, .infinity, 4, 5])
        #expect(stored.finiteXs == [0, 2, 5] && stored.finiteYs == [1, 3, 5])
        #expect(stored.nonFinitePoints.map(\.index) == [1, 3, 4])
        #expect(stored.count == 6)
        #expect(stored.xs[0...3] == [0, 1, 2, 3] && stored.xs[4].isNaN && stored.xs[5] == 5)
        #expect(stored.ys[1].isNaN && stored.ys[3] == .infinity && stored.ys[4] == 4)
        #expect(stored.map(\.y) == [1, nil, 3, .infinity, 4, 5])
        #expect(stored[5] == DataPoint(x: 5, y: 5) && stored[2] == DataPoint(x: 2, y: 3))
        #expect(Series(name: LocalizedText("s"), isContinuous: true, points: stored).missingCount == 1)
        var appended = SeriesPoints()
        for (x, y) in zip(stored.xs, stored.ys) { appended.append(x: x, y: y) }
        #expect(appended.finiteXs == stored.finiteXs && appended.nonFinitePoints.map(\.index) == [1, 3, 4])
        // Complete columns are kept as given, not copied.
        let complete = SeriesPoints(xs: [1, 2], ys: [3, 4])
        #expect(complete.nonFinitePoints.isEmpty && complete.xs == [1, 2] && complete.ys == [3, 4])
    }

    @Test func equalAndHashedAsTheArrayWas() {
        let a = SeriesPoints(Self.points), b = SeriesPoints(Self.points)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(SeriesPoints(xs: [1], ys: [.nan]) == [DataPoint(x: 1, y: nil)])
        #expect(SeriesPoints(xs: [1], ys: [0.0]).hashValue == SeriesPoints(xs: [1], ys: [-0.0]).hashValue)
        #expect(SeriesPoints(xs: [1], ys: [2]) != SeriesPoints(xs: [1], ys: [.nan]))
        var c = b
        c[3].label = LocalizedText("other")
        #expect(a != c)
    }

    @Test func additionalValuesCanBeSetByAxis() {
        var stored = SeriesPoints(xs: [0, 1, 2], ys: [1, 2, 3])
        stored.setAdditionalValue(5, axisID: "t", at: 2)
        #expect(stored.hasAdditionalValue(axisID: "t", at: 2))
        #expect(!stored.hasAdditionalValue(axisID: "t", at: 1))
        #expect(stored[2].additionalValues == [AdditionalValue(axisID: "t", value: 5)])
        stored.setAdditionalValue(nil, axisID: "t", at: 2)
        #expect(stored[2].additionalValues.isEmpty)
    }
}

import ChartAnalysis

/// A tracking's detail in JSON: how closely two series move together and where they differ most.
struct TrackingJSON: Encodable {
    let first: Int
    let second: Int
    let meanAbsoluteDifference: JSONNumber
    let correlation: JSONNumber
    let changeCorrelation: JSONNumber
    let comparedCount: Int
    /// Null where the difference has no relative size.
    let relativeDifference: JSONNumber
    let largestDifferenceFirst: JSONPoint
    let largestDifferenceSecond: JSONPoint

    init(_ t: Tracking, _ axes: JSONAxisValues) {
        first = t.first
        second = t.second
        meanAbsoluteDifference = JSONNumber(t.meanAbsoluteDifference)
        correlation = JSONNumber(t.correlation)
        changeCorrelation = JSONNumber(t.changeCorrelation)
        comparedCount = t.comparedCount
        relativeDifference = JSONNumber(t.relativeDifference)
        largestDifferenceFirst = axes.pointValue(t.largestDifferenceFirst)
        largestDifferenceSecond = axes.pointValue(t.largestDifferenceSecond)
    }
}

/// The centred moving average of 2·half + 1 values (fewer at the ends), read position after position.
///
/// Both ends of the window only move forward, so the sums up to them are two running prefix sums, added in
/// the order a prefix array is: the averages are the same to the bit as (prefix[b + 1] − prefix[a]) / count,
/// without an array the length of the series (eight bytes a point).
struct MovingAverage<Values: RandomAccessCollection<Double>> where Values.Index == Int {
    let values: Values
    let half: Int
    private var position = 0, low = 0, high = 0
    private var sumToLow = 0.0, sumToHigh = 0.0

    init(values: Values, half: Int) {
        self.values = values
        self.half = half
    }

    /// The average around the next position (the first call gives position 0's).
    mutating func next() -> Double {
        let a = max(0, position - half), b = min(values.count - 1, position + half)
        while high < b + 1 { sumToHigh += values[high]; high += 1 }
        while low < a { sumToLow += values[low]; low += 1 }
        position += 1
        return (sumToHigh - sumToLow) / Double(b - a + 1)
    }
}

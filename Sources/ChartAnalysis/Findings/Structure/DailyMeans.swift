import ChartModel

/// A sub-daily series averaged per UTC day: where each day's points start, each day's mean x, and the day
/// means of any values read along the points.
///
/// Calendar periods whose phase does not change within a day (day of week, month and quarter of year) are
/// tested on these means when the data are sub-daily: such a cycle lives in the day means, the hour-to-hour
/// variation inside a day is no part of it, and hourly data have 24 times fewer days than points.
struct DailyMeans {
    /// The position of each day's first point, then the number of points.
    let starts: [Int]
    /// The mean x of each day's points.
    let xs: [Double]

    /// Days of an ascending series (at least one point).
    init(xs points: [Double]) {
        var starts: [Int] = [], xs: [Double] = []
        // Room for every day the series spans (at most one a point), not an append's doubling.
        let spanned = CivilCalendar.dayNumber(points[points.count - 1]) - CivilCalendar.dayNumber(points[0]) + 1
        let room = max(1, min(spanned, points.count))
        starts.reserveCapacity(room + 1)
        xs.reserveCapacity(room)
        points.withUnsafeBufferPointer { points in
            var day = Int.min, sum = 0.0, start = 0
            var cursor = CalendarUnitCursor.days
            for k in points.indices {
                let x = points[k], d = cursor.number(x)
                if d != day {
                    if k > 0 { xs.append(sum / Double(k - start)) }
                    day = d; sum = 0; start = k; starts.append(k)
                }
                sum += x
            }
            xs.append(sum / Double(points.count - start))
        }
        starts.append(points.count)
        self.starts = starts
        self.xs = xs
    }

    /// Number of days.
    var count: Int { xs.count }

    /// The mean of each day's values (`values` runs along the points).
    func means<Values: RandomAccessCollection<Double>>(_ values: Values) -> [Double] where Values.Index == Int {
        (0..<count).map { d in
            var sum = 0.0
            for k in starts[d]..<starts[d + 1] { sum += values[k] }
            return sum / Double(starts[d + 1] - starts[d])
        }
    }

    /// A value per day repeated for each of its points.
    func perPoint<T>(_ daily: [T]) -> [T] {
        var result: [T] = []
        result.reserveCapacity(starts[count])
        for d in 0..<count { result.append(contentsOf: repeatElement(daily[d], count: starts[d + 1] - starts[d])) }
        return result
    }
}

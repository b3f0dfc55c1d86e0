/// Finds where two series cross, comparing them only at x values both have (a point of one series between
/// two of the other says nothing about which is higher there).
enum CrossingFinder {
    static func crossings(_ a: Sample, _ b: Sample, firstSeries: Int, secondSeries: Int) -> [Crossing] {
        let shared = SharedPoints([a, b])
        let pairs = Array(zip(shared.columns[0], shared.columns[1]))
        var result: [Crossing] = []
        var lastNonZero: Int?  // position in pairs
        var firstZeroSince: Int?
        for (p, pair) in pairs.enumerated() {
            let d = a.ys[pair.0] - b.ys[pair.1]
            if d == 0 {
                if firstZeroSince == nil { firstZeroSince = p }
                continue
            }
            if let q = lastNonZero {
                let previous = a.ys[pairs[q].0] - b.ys[pairs[q].1]
                if (previous > 0) != (d > 0) {
                    let x: Double
                    if let z = firstZeroSince {
                        x = a.xs[pairs[z].0]
                    } else {
                        let x0 = a.xs[pairs[q].0], x1 = a.xs[pair.0]
                        x = x0 + (x1 - x0) * previous / (previous - d)
                    }
                    result.append(Crossing(firstSeries: firstSeries, secondSeries: secondSeries, x: x,
                                           firstFrom: a.ref(pairs[q].0), firstTo: a.ref(pair.0),
                                           secondFrom: b.ref(pairs[q].1), secondTo: b.ref(pair.1),
                                           firstIsAboveAfter: d > 0))
                }
            }
            lastNonZero = p
            firstZeroSince = nil
        }
        return result
    }
}

/// Pearson and Spearman correlation of a sample's x and y.
enum CorrelationAnalysis {
    /// Below three points or without spread in x or y a correlation says nothing.
    static func correlation(_ sample: Sample) -> Correlation? {
        let n = sample.validCount
        guard n >= 3, let pearson = pearson(sample.xs, sample.ys) else { return nil }
        let spearman = self.pearson(ranks(sample.xs), ranks(sample.ys)) ?? 0
        let leading = abs(spearman) > abs(pearson) ? spearman : pearson
        let magnitude = abs(leading)
        let strength = CorrelationStrength.of(magnitude: magnitude)
        return Correlation(pearson: pearson, spearman: spearman, strength: strength, isPositive: leading > 0,
                           sampleSize: n, pValue: pValue(pearson, count: n))
    }

    /// Two-sided p-value of Pearson's r from `count` points (Student t with count − 2 degrees of freedom).
    static func pValue(_ r: Double, count n: Int) -> Double {
        guard n > 2 else { return 1 }
        if abs(r) >= 1 { return 0 }
        let t = r * (Double(n - 2) / (1 - r * r)).squareRoot()
        return Distributions.studentTwoSided(t, df: Double(n - 2))
    }

    /// Pearson's r from sums around the means; nil without spread.
    static func pearson(_ xs: [Double], _ ys: [Double]) -> Double? {
        let n = xs.count
        guard n >= 2 else { return nil }
        var sumX = 0.0, sumY = 0.0
        for i in 0..<n { sumX += xs[i]; sumY += ys[i] }
        let meanX = sumX / Double(n), meanY = sumY / Double(n)
        var sxx = 0.0, syy = 0.0, sxy = 0.0
        for i in 0..<n {
            let dx = xs[i] - meanX, dy = ys[i] - meanY
            sxx += dx * dx; syy += dy * dy; sxy += dx * dy
        }
        guard sxx > 0, syy > 0 else { return nil }
        return max(-1, min(1, sxy / (sxx * syy).squareRoot()))
    }

    /// 1-based ranks with ties given their average rank.
    static func ranks(_ values: [Double]) -> [Double] {
        let order = values.indices.sorted { values[$0] < values[$1] }
        var result = [Double](repeating: 0, count: values.count)
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count, values[order[end]] == values[order[start]] { end += 1 }
            let average = Double(start + end + 1) / 2  // mean of ranks start+1 … end
            for k in start..<end { result[order[k]] = average }
            start = end
        }
        return result
    }
}

/// Ranks the categories of a category chart (see `CategoryRanking`).
///
/// Catch-all categories (`CatchAllCategory`: "Other", "其他", "Sonstige", …) are left out of the order when at
/// least two others remain, and kept in the total the leader's share is of.
///
/// Each compared series (at least two categories with a value) is ranked on its own — except on ordered
/// categories with several series, where the comparisons over x say more; with several series and values that
/// add up, the per-category totals are ranked too (`series` nil). The max/min ratio only on a
/// ratio scale (all values positive, not °C), the leader's share only when values add up and none is
/// negative — or when the values are percentages summing to 100 ± `wholeTolerance` (shares of one whole); then
/// also the few largest that hold most of the total (`CategoryConcentration`). A ranking describes values as
/// given; it needs no test.
///
/// Salience: one series, 0.6 + 0.2 × min(1, gap between first and second / spread) — the ranking is the
/// story of a bar chart of one series; totals of several series, 0.45 + 0.2 × the same; each series of
/// several, 0.3 + 0.1 × the same. The spread is the range of the values, or the leader's value when that is
/// larger on a ratio scale (366 days against 365 is no lead to stress). On ordered categories (quarters, years) × 0.6: there the course and the comparisons
/// over x tell more than which quarter was highest; a line or area over ordered categories gets no ranking.
enum RankingDetector {
    /// How far from 100 the sum of percentages may lie and still be shares of one whole (rounded answers of a
    /// survey sum to 99.9 or 100.2).
    static let wholeTolerance = 1.5

    /// Whether percentages summing to `total` are the shares of one whole (100 ± `wholeTolerance`): the one rule
    /// the ranking, the survey scale and the audit's parts of a whole read.
    static func isWhole(percentTotal total: Double) -> Bool { abs(total - 100) <= wholeTolerance }
    /// Parts of a whole whose largest is at most this many times the smallest are nearly equal: their spread is
    /// said ("all within 3.2 percentage points of each other"), the race between them being no story.
    static let evenRatio = 1.25

    static func findings(_ context: FindingContext) -> [Finding] {
        guard context.chart.xAxis.kind == .category else { return [] }
        // A line over ordered categories (quarters, years, stages) is a course: which point "led" is not what a
        // reader of a line sees, and the course says its high and low.
        if context.xIsOrdered, context.chart.type == .line || context.chart.type == .area { return [] }
        let series = context.comparedSeries
        guard !series.isEmpty else { return [] }
        var categoryCount = context.chart.xAxis.categories.count
        for s in series { categoryCount = max(categoryCount, (context.samples[s].xs.max().map { Int($0) } ?? -1) + 1) }
        let orderFactor = context.xIsOrdered ? 0.6 : 1
        var found: [Finding] = []
        var totals = [Double](repeating: 0, count: categoryCount)
        var present = [Bool](repeating: false, count: categoryCount)
        for s in series {
            var values = [Double](repeating: .nan, count: categoryCount)
            let sample = context.samples[s]
            for k in 0..<sample.validCount {
                let c = Int(sample.xs[k])
                guard sample.xs[k] == Double(c), c >= 0, c < categoryCount, values[c].isNaN else { continue }
                values[c] = sample.ys[k]
                totals[c] += sample.ys[k]
                present[c] = true
            }
            let base = series.count == 1 ? 0.6 : 0.3, weight = series.count == 1 ? 0.2 : 0.1
            if series.count == 1 || !context.xIsOrdered, let finding = finding(values, series: s, base: base, weight: weight, factor: orderFactor,
                                     context: context) {
                found.append(finding)
            }
        }
        // Percentages that each series sums to 100 are shares of separate wholes (each sex's students, each
        // year's voters): their sums per category are no total ("In total, De-escalate and negotiate led with
        // 100.4%" added women's 63.4 % to men's 37.0 %).
        let separateWholes = context.valuesArePercentages && series.allSatisfy { s in
            let sum = context.samples[s].ys.reduce(0, +)
            return isWhole(percentTotal: sum)
        }
        if series.count >= 2 && context.valuesAddUp && !separateWholes {
            let values = totals.indices.map { present[$0] ? totals[$0] : .nan }
            if var finding = finding(values, series: nil, base: 0.45, weight: 0.2, factor: orderFactor,
                                     context: context) {
                finding.series = series
                found.append(finding)
            }
        }
        return found
    }

    private static func finding(_ values: [Double], series: Int?, base: Double, weight: Double, factor: Double,
                                context: FindingContext) -> Finding? {
        let all = values.indices.filter { !values[$0].isNaN }
        // A catch-all ("Other", "其他") is counted in the total but never leads or comes last.
        let named = all.filter { !CatchAllCategory.isCatchAll(context.chart.xAxis, index: $0) }
        let order = (named.count >= 2 ? named : all).sorted {
            values[$0] != values[$1] ? values[$0] > values[$1] : $0 < $1
        }
        guard order.count >= 2, values.allSatisfy({ $0.isNaN || $0.isFinite }) else { return nil }
        let high = values[order.first!], low = values[order.last!]
        let gap = high - values[order[1]]
        let range = high - low
        guard gap.isFinite, range.isFinite else { return nil }
        let total = all.reduce(0) { $0 + values[$1] }
        let ratio = context.valuesAreRatioScale && low > 0 && (high / low).isFinite ? high / low : nil
        let noneNegative = all.allSatisfy { values[$0] >= 0 }
        // Percentages that sum to about 100 % are shares of one whole (a survey's answers), as are values that
        // add up; percentages that do not (admission rates of departments) are not.
        let percentWhole = series != nil && context.valuesArePercentages && isWhole(percentTotal: total)
        let addsUp = context.valuesAddUp && noneNegative && total > 0 && total.isFinite
        let share = addsUp || (percentWhole && noneNegative) ? high / total : nil
        let concentration = share == nil ? nil
            : CategoryConcentration.find(order: order, values: values, total: total, sharesOfWhole: true)
        var ranking = CategoryRanking(series: series, order: order, values: values, gapFirstSecond: gap,
                                      ratioMaxMin: ratio, leaderShare: share, isPartsOfWhole: share != nil,
                                      concentration: concentration)
        ranking.isEven = share != nil && order.count >= 3 && low > 0 && high <= evenRatio * low
        ranking.isAnswerSet = share != nil && series != nil && AnswerSet.isYesNo(context.chart.xAxis)
        // Nearly equal parts: which two make up "more than half" is no story either.
        if ranking.isEven, concentration?.isLongTail == false { ranking.concentration = nil }
        var landmarks: [Landmark] = []
        if let series {
            let sample = context.samples[series]
            for category in [order.first!, order.last!] {
                if let k = sample.xs.firstIndex(of: Double(category)) {
                    landmarks.append(Landmark(series: series, point: sample.ref(k), role: .extreme))
                }
            }
            landmarks.sort { $0.point.x < $1.point.x }
        }
        // The lead relative to the spread of the values, or to the leader's value on a ratio scale: 366 days
        // against 365 is a lead of one in a range of one, but nothing to stress.
        let spread = context.valuesAreRatioScale ? max(range, high) : range
        let salience = (base + weight * (spread > 0 ? min(1, gap / spread) : 0)) * factor
        return Finding(series: series.map { [$0] } ?? [], salience: salience, effect: gap,
                       landmarks: landmarks, detail: .ranking(ranking))
    }
}

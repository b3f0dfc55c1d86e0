/// The few largest categories of a total that holds together: a long tail after them ("the 7 largest of 48
/// hold 95 % of the total": continents against islands), or, for shares of one whole, the two or three
/// largest that together make up more than half ("Price and Quality together make up 56 %").
///
/// A description of the values as given, not an inference; each form has its stated rule (docs/findings.md,
/// "Categories"):
/// - **long tail** (`isLongTail`): at least `minimumCategories` ranked categories; the head is the k, 2 ≤ k ≤
///   n/4, after which the sorted values drop by the largest factor, that factor is at least `minimumStep` (the
///   head's smallest bar at least twice the tail's largest: what makes a reader see a head at all), and the
///   head holds at least `minimumHeadShare` of the total. Uniform or gently falling values have no such step.
///   With fewer categories (at least `fewestForFewHead`), the head is the k, 2 ≤ k ≤ n − 2, after which the values
///   drop by at least `fewStep`: the rest is almost nothing beside it (pizzas sold: S, M and L, then XL's 552 and
///   XXL's 28, "the 3 largest of 5 held 99 % of the total").
/// - **majority** (shares of a whole only, when no long tail is said): the leader alone holds less than half;
///   the smallest k ≥ 2 whose shares together exceed half, when k ≤ 3 and fewer than all ranked categories.
package struct CategoryConcentration: Sendable, Hashable {
    /// How many of the largest categories are meant.
    package var headCount: Int
    /// How many categories were ranked (catch-alls such as "Other" left out).
    package var categoryCount: Int
    /// Their share of the total (0…1), of a total that counts every category, catch-alls too.
    package var headShare: Double
    /// True for a long tail (a head set apart by a drop); false for the largest few that make up more than half.
    package var isLongTail: Bool

    /// Creates a concentration.
    package init(headCount: Int, categoryCount: Int, headShare: Double, isLongTail: Bool) {
        self.headCount = headCount
        self.categoryCount = categoryCount
        self.headShare = headShare
        self.isLongTail = isLongTail
    }

    static let minimumCategories = 8
    static let minimumStep = 2.0
    static let minimumHeadShare = 2.0 / 3
    static let majorityMaximumCount = 3
    static let fewestForFewHead = 4
    static let fewStep = 10.0

    /// The concentration of `values` (NaN where a category has none) ranked by `order` (highest first), of a
    /// total `total` that is positive and has no negative part; `sharesOfWhole` allows the majority form.
    static func find(order: [Int], values: [Double], total: Double, sharesOfWhole: Bool) -> CategoryConcentration? {
        guard total > 0, total.isFinite else { return nil }
        let sorted = order.map { values[$0] }
        guard sorted.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
        let n = sorted.count
        var cumulative: [Double] = []
        var running = 0.0
        for v in sorted { running += v; cumulative.append(running / total) }
        if n >= fewestForFewHead {
            var best: (k: Int, step: Double)?
            let largestHead = n >= minimumCategories ? max(2, n / 4) : n - 2
            for k in 2...max(2, largestHead) where k < n {
                let step = sorted[k] > 0 ? sorted[k - 1] / sorted[k] : (sorted[k - 1] > 0 ? .infinity : 1)
                if step > (best?.step ?? 0) { best = (k, step) }
            }
            let step = n >= minimumCategories ? minimumStep : fewStep
            if let best, best.step >= step, cumulative[best.k - 1] >= minimumHeadShare {
                return CategoryConcentration(headCount: best.k, categoryCount: n, headShare: cumulative[best.k - 1],
                                             isLongTail: true)
            }
        }
        guard sharesOfWhole, n >= 3, cumulative[0] < 0.5,
              let k = cumulative.firstIndex(where: { $0 > 0.5 }).map({ $0 + 1 }),
              k >= 2, k <= majorityMaximumCount, k < n else { return nil }
        return CategoryConcentration(headCount: k, categoryCount: n, headShare: cumulative[k - 1], isLongTail: false)
    }
}

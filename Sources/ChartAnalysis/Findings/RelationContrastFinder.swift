/// Compares the relations of a scatter plot's series and tells them in one finding (`RelationContrast`).
///
/// On a scatter of two to `maximumGroups` series, each of at least `minimumPoints` points, with at least one
/// relation that passed its own test and none made by a single point:
/// - `RelationContrastTest` (each group's own curve against one curve shifted per group) at p < `level`: with
///   one form in every group, of its slope along the groups' own transform; with forms that differ, of slope and
///   bend against any one curve;
/// - alike: every group has the same form (the form, its bend and its direction) and the test does not pass;
/// - steeper: the same form, the test passes, the groups' x ranges overlap by at least `minimumOverlap` of the
///   narrowest, and one group's fitted change over the shared range is at least `minimumSteeperRatio` times
///   every other's, all of one sign;
/// - differ: the forms differ and the test passes, over x ranges that overlap.
/// Anything else (forms that differ without the test passing, the same form with a difference the test finds
/// but no steeper group) leaves each group's relation to be told on its own.
///
/// The groups' own relation findings are then told through the contrast, once: they stay in the data (JSON) at
/// a salience below every sentence's bar. Salience: the largest of the groups' relations; a contrast that finds
/// a difference 0.05 more (at most 0.95): how the groups differ is what a chart of coloured groups is drawn for.
enum RelationContrastFinder {
    static let level = 0.025
    static let minimumPoints = 10
    static let maximumGroups = 6
    static let minimumOverlap = 0.5
    static let minimumSteeperRatio = 1.25
    /// Where a group's own relation goes once the contrast tells it: kept for the data outputs only.
    static let toldSalience = 0.05

    /// `fits`: each series' `ScatterFit` on all its points, as `ScatterDetector` made them.
    static func telling(_ found: [Finding], samples: [Sample], fits: [ScatterFit?]) -> [Finding] {
        guard (2...maximumGroups).contains(samples.count), samples.allSatisfy({ $0.validCount >= minimumPoints }),
              !found.contains(where: { if case .influence(let p) = $0.detail { p.createsRelation } else { false } })
        else { return found }
        let fits = fits.compactMap { $0 }
        guard fits.count == samples.count else { return found }
        var relations: [ScatterRelation] = []
        for (s, (sample, fit)) in zip(samples, fits).enumerated() {
            let own = found.lazy.compactMap { f -> ScatterRelation? in
                if case .correlation(let r) = f.detail, r.series == s { r } else { nil }
            }.first
            relations.append(own ?? ScatterDetector.relation(series: s, fit: fit, xs: sample.xs, ys: sample.ys, asNone: true))
        }
        guard relations.contains(where: { $0.form != .none }) else { return found }
        let first = relations[0]
        let sameForm = relations.allSatisfy {
            $0.form != .none && $0.form == first.form && $0.bend == first.bend && $0.isPositive == first.isPositive
        }
        // The same form: a steeper group, on the groups' own transform (lines on x; a turn on x and x²). Forms
        // that differ: against one curve of any family, bent or not.
        let models = Set(relations.map(\.model))
        let families: [RelationModel] = sameForm ? (models.contains(.quadratic) ? [.line] : RelationModel.allCases.filter(models.contains))
            : [.line, .logarithmic, .exponential, .power, .saturating]
        guard let test = RelationContrastTest(groups: samples.map { ($0.xs, $0.ys) }, families: families,
                                              curvature: !sameForm || models.contains(.quadratic)) else { return found }

        let lows = samples.map { $0.xs.min()! }, highs = samples.map { $0.xs.max()! }
        let from = lows.max()!, to = highs.min()!
        guard to > from else { return found }
        let narrowest = zip(lows, highs).map { $1 - $0 }.min()!
        let overlaps = to - from >= minimumOverlap * narrowest
        let changes = fits.map { $0.predict(to) - $0.predict(from) }

        var outcome: RelationContrast.Outcome
        var steepest: Int?
        if test.pValue >= level {
            guard sameForm else { return found }
            outcome = .alike
        } else if sameForm {
            let sizes = changes.map(abs)
            guard overlaps, [RelationForm.linear, .monotoneCurve].contains(first.form),
                  changes.allSatisfy({ ($0 > 0) == (changes[0] > 0) && $0 != 0 }),
                  let top = sizes.indices.max(by: { sizes[$0] < sizes[$1] }),
                  sizes.indices.allSatisfy({ $0 == top || sizes[top] >= minimumSteeperRatio * sizes[$0] })
            else { return found }
            outcome = .steeper
            steepest = top
        } else {
            outcome = .differ
        }
        var common: Double?
        if outcome == .alike, first.form == .linear,
           let slope = RelationContrastTest.withinSlope(groups: samples.map { ($0.xs, $0.ys) }) {
            common = slope * first.xStep
        }
        let contrast = RelationContrast(series: Array(samples.indices), relations: relations, outcome: outcome,
                                        pValue: test.pValue, sharedFromX: from, sharedToX: to, sharedChanges: changes,
                                        steepest: steepest, commonChangePerStep: common)
        var told = found
        var salience = 0.0, landmarks: [Landmark] = [], explained = 0.0
        for k in told.indices {
            guard case .correlation = told[k].detail else { continue }
            salience = max(salience, told[k].salience)
            landmarks += told[k].landmarks
            explained = max(explained, told[k].varianceExplained ?? 0)
            told[k].salience = min(told[k].salience, toldSalience)
        }
        if outcome != .alike { salience = min(0.95, salience + 0.05) }
        told.append(Finding(series: contrast.series, salience: salience, effect: changes.map(abs).max() ?? 0,
                            varianceExplained: explained, landmarks: landmarks, detail: .relationContrast(contrast)))
        return told
    }
}

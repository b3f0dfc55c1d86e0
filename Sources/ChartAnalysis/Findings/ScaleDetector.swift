import ChartModel
import Foundation

/// Finds a rating scale among a bar chart's categories and tells it by its sides and middle (see `SurveyScale`):
/// a survey's answers are read as "how many agree, how many disagree", not as a race between answers ("Neutral
/// led with 41") nor as a course along them ("rose 11-fold from Very dissatisfied to Moderately satisfied").
///
/// Rule (docs/findings.md, "Survey scales"), a description of the values as given, no test:
/// - a category x-axis not declared otherwise (`rating-scale="false"`), one to `mostSeries` compared series (groups
///   that answered the same question), each told by its own sides, not a scatter plot;
/// - the answers form a scale: every category but those outside it ("Don't know", catch-alls) has a scale word
///   (`ScaleWords`), at least `fewestAnswers` do, both sides are there, and in axis order they run from one side
///   through the middle to the other; or the categories are consecutive whole numbers (0 … 10) with words at both
///   ends ("0 bad", "10 good"), split at the centre; or the answers mirror each other about the centre ("Slightly
///   liberal" … "Slightly conservative"), split there; or the descriptor declares the scale, split at the centre;
/// - the values are shares of one whole: percentages summing to 100 ± `RankingDetector.wholeTolerance`, values
///   that add up, or whole numbers without a unit not declared non-additive (counts of answers), none negative.
///
/// Salience `salience`: the sides are the story of a survey's chart; the series' ranking and course say less and
/// are left out where a scale is said (`leavingOutSaid`).
enum ScaleDetector {
    /// Fewest answers on the scale (two answers are two shares, said by the ranking).
    static let fewestAnswers = 3
    static let salience = 0.75

    /// Most series (groups that answered the same question: husbands and wives, placebo and treated) told as
    /// scales, each by its own sides.
    static let mostSeries = 4

    static func findings(_ context: FindingContext) -> [Finding] {
        let axis = context.chart.xAxis
        guard axis.kind == .category, axis.isRatingScale != false, !context.isScatter else { return [] }
        let compared = context.comparedSeries
        guard (1...mostSeries).contains(compared.count), let sides = sides(axis) else { return [] }
        // Every group is told as a scale, or none: one group's answers said by sides and another's as a race
        // would not compare.
        var found: [Finding] = []
        for s in compared {
            guard let f = finding(series: s, sides: sides, context: context) else { return [] }
            found.append(f)
        }
        return found
    }

    private static func finding(series s: Int, sides: (negative: [Int], middle: [Int], positive: [Int], declared: Bool),
                                context: FindingContext) -> Finding? {
        let n = context.chart.xAxis.categories.count
        var values = [Double](repeating: .nan, count: n)
        let sample = context.samples[s]
        for k in 0..<sample.validCount {
            let c = Int(sample.xs[k])
            guard sample.xs[k] == Double(c), c >= 0, c < n, values[c].isNaN else { continue }
            values[c] = sample.ys[k]
        }
        let onScale = sides.negative + sides.middle + sides.positive
        guard onScale.allSatisfy({ !values[$0].isNaN }),
              values.allSatisfy({ $0.isNaN || ($0 >= 0 && $0.isFinite) }) else { return nil }
        let sum = values.reduce(0) { $1.isNaN ? $0 : $0 + $1 }
        guard sum > 0, sum.isFinite else { return nil }
        let isCount: Bool
        if context.valuesArePercentages {
            guard RankingDetector.isWhole(percentTotal: sum) else { return nil }
            isCount = false
        } else if context.valuesAddUp || (context.chart.yAxis.isAdditive == nil && context.chart.yAxis.unit == nil
                                          && values.allSatisfy({ $0.isNaN || $0 == $0.rounded() })) {
            // Whole numbers without a unit are counts of answers unless the descriptor says they do not add up
            // (Windsor's average house prices by stories are no shares of a total).
            isCount = true
        } else {
            return nil
        }
        let mode = onScale.sorted().max { values[$0] < values[$1] || (values[$0] == values[$1] && $0 > $1) }!
        let scale = SurveyScale(series: s, negative: sides.negative, middle: sides.middle, positive: sides.positive,
                                values: values, total: isCount ? sum : 100, isCount: isCount, mode: mode,
                                isDeclared: sides.declared)
        var scaleFound = scale
        var landmarks: [Landmark] = []
        if let k = sample.xs.firstIndex(of: Double(mode)) {
            scaleFound.modePoint = sample.ref(k)
            landmarks.append(Landmark(series: s, point: sample.ref(k), role: .extreme))
        }
        return Finding(series: [s], salience: salience, effect: scale.share(scale.sidesByShare.first),
                       landmarks: landmarks, detail: .scale(scaleFound))
    }

    /// The sides and middle of a category axis that forms a rating scale, or nil.
    static func sides(_ axis: Axis) -> (negative: [Int], middle: [Int], positive: [Int], declared: Bool)? {
        if axis.isRatingScale == false { return nil }
        let labels = axis.categories.map { [$0.id] + ($0.label?.variants.map(\.text) ?? []) }
        if let worded = worded(axis, labels: labels) { return (worded.negative, worded.middle, worded.positive, false) }
        if let numbered = numbered(labels.map { $0[0] }) { return (numbered.negative, numbered.middle, numbered.positive, false) }
        if let mirrored = mirrored(labels.map { $0[0] }) { return (mirrored.negative, mirrored.middle, mirrored.positive, false) }
        guard axis.isRatingScale == true, axis.categories.count >= fewestAnswers else { return nil }
        return centred(Array(axis.categories.indices)).map { ($0.negative, $0.middle, $0.positive, true) }
    }

    /// A scale read from its answers' words: every answer on it has a scale word, in the order negative … middle …
    /// positive or the reverse, with both sides there.
    private static func worded(_ axis: Axis, labels: [[String]]) -> (negative: [Int], middle: [Int], positive: [Int])? {
        var poles: [(index: Int, pole: ScalePole)] = []
        for (k, texts) in labels.enumerated() {
            if CatchAllCategory.isCatchAll(axis, index: k) || texts.contains(where: ScaleWords.isOutside) { continue }
            guard let pole = texts.lazy.compactMap(ScaleWords.pole).first else { return nil }
            poles.append((k, pole))
        }
        guard poles.count >= fewestAnswers else { return nil }
        func rank(_ p: ScalePole) -> Int { p == .negative ? -1 : p == .middle ? 0 : 1 }
        let ranks = poles.map { rank($0.pole) }
        let rising = zip(ranks, ranks.dropFirst()).allSatisfy { $0 <= $1 }
        let falling = zip(ranks, ranks.dropFirst()).allSatisfy { $0 >= $1 }
        guard rising || falling, ranks.contains(-1), ranks.contains(1) else { return nil }
        return (poles.filter { $0.pole == .negative }.map(\.index), poles.filter { $0.pole == .middle }.map(\.index),
                poles.filter { $0.pole == .positive }.map(\.index))
    }

    /// A scale of consecutive whole numbers with words at both ends ("0 bad", "1", …, "10 good"): split at the
    /// centre, the side of the end whose words read negative (else the lower end) negative.
    private static func numbered(_ labels: [String]) -> (negative: [Int], middle: [Int], positive: [Int])? {
        guard labels.count >= fewestAnswers else { return nil }
        var numbers: [Int] = []
        var words: [String] = []
        // A word every answer starts with is the scale's name, not an answer's: "Score 1 (dislike)", "Score 2", …,
        // "Score 8 (like)" (Australian pupils' liking of science) is the scale 1 … 8.
        let trimmed = labels.map { $0.trimmingCharacters(in: .whitespaces) }
        let heads = trimmed.map { String($0.prefix { !($0.isASCII && $0.isNumber) }) }
        let shared = heads.allSatisfy { $0.lowercased() == heads[0].lowercased() } ? heads[0].count : 0
        for label in trimmed.map({ String($0.dropFirst(shared)) }) {
            let text = label.trimmingCharacters(in: .whitespaces)
            let digits = text.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 3, let v = Int(digits) else { return nil }
            numbers.append(v)
            words.append(text.dropFirst(digits.count).trimmingCharacters(in: .whitespaces.union(.punctuationCharacters)))
        }
        let step = numbers.count > 1 ? numbers[1] - numbers[0] : 0
        guard abs(step) == 1, zip(numbers, numbers.dropFirst()).allSatisfy({ $1 - $0 == step }),
              let first = words.first, let last = words.last, !first.isEmpty, !last.isEmpty else { return nil }
        // The ends of a scale name opposite poles ("0 bad", "10 good"); one word at both ends is a unit that counts
        // ("0 deaths" … "4 deaths": Prussian corps-years by deaths from horse kicks fall with the count, they do
        // not split into sides).
        // A unit is also the word of the answers between the ends ("1 story", "2 stories", … "4 stories").
        func stem(_ w: String) -> String {
            let l = w.lowercased()
            if l.hasSuffix("ies") { return String(l.dropLast(3)) + "y" }
            return l.hasSuffix("s") ? String(l.dropLast()) : l
        }
        guard stem(first) != stem(last),
              !words.dropFirst().dropLast().contains(where: { [stem(first), stem(last)].contains(stem($0)) })
        else { return nil }
        guard let halves = centred(Array(labels.indices)) else { return nil }
        // The end whose words read positive is the positive side; unread or alike ends keep the lower end negative.
        let lowerEndPositive = ScaleWords.pole(first) == .positive && ScaleWords.pole(last) != .positive
        return lowerEndPositive ? (halves.positive, halves.middle, halves.negative) : halves
    }

    /// A two-sided scale whose answers mirror each other about the centre, the same words but one, which is the
    /// same on each side ("Extremely liberal", "Liberal", "Slightly liberal", "Moderate", "Slightly conservative",
    /// "Conservative", "Extremely conservative"): split at the centre, the lower end's side first. At least
    /// `fewestMirroredPairs` pairs, so that two unlike words are no scale.
    private static func mirrored(_ labels: [String]) -> (negative: [Int], middle: [Int], positive: [Int])? {
        let n = labels.count
        guard n / 2 >= fewestMirroredPairs else { return nil }
        let words = labels.map { $0.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init) }
        var sideWords: (String, String)?
        for i in 0..<(n / 2) {
            let (a, b) = (words[i], words[n - 1 - i])
            guard a.count == b.count, !a.isEmpty else { return nil }
            let differing = a.indices.filter { a[$0] != b[$0] }
            guard differing.count == 1 else { return nil }
            let pair = (a[differing[0]], b[differing[0]])
            if let known = sideWords, known != pair { return nil }
            sideWords = pair
        }
        return centred(Array(labels.indices))
    }
    /// Fewest mirrored pairs of a two-sided scale (`mirrored`).
    static let fewestMirroredPairs = 2

    /// `indices` split at the centre: the lower half, the centre one of an odd count, the upper half.
    private static func centred(_ indices: [Int]) -> (negative: [Int], middle: [Int], positive: [Int])? {
        let n = indices.count
        guard n >= 2 else { return nil }
        let half = n / 2
        return (Array(indices.prefix(half)), n % 2 == 1 ? [indices[half]] : [], Array(indices.suffix(half)))
    }

    /// Leaves out the ranking and the course of a series whose scale is said: its sides tell the chart, and a
    /// race between answers or a course along them is what a reader of a survey does not see. The ranking of the
    /// groups' totals per answer ("In total, Almost always led with 66") is such a race too.
    static func leavingOutSaid(_ findings: [Finding]) -> [Finding] {
        let told = Set(findings.compactMap { f -> Int? in if case .scale(let s) = f.detail { s.series } else { nil } })
        guard !told.isEmpty else { return findings }
        return findings.filter { f in
            if case .ranking(let r) = f.detail, r.series == nil { return false }
            return f.kind == .scale || f.kind == .gap || f.series.count != 1 || !told.contains(f.series[0])
        }
    }
}

import ChartModel
import Foundation

/// Stretches a series spent on one side of zero, when they are far longer than its signs in a shuffled order
/// would give (`SignRun`).
///
/// For a series along x (line, area, column: a course of numbers or dates) with values both below and above
/// zero and at least `minimumCount` points, the longest run of consecutive points below zero and the longest
/// above are each tested. With k of the n points on that side, a run of L or more in a random order of the same
/// signs has probability at most (n − L + 1) · Π_{i<L} (k − i)/(n − i) (a union bound over where it starts);
/// a run is said when that bound is at most `level` and L ≥ `minimumLength`. White noise around zero (the
/// longest run of 120 is about 7) gets no claim; a monthly change in jobs that stayed below zero for 21
/// months of 120 does. A run is broken by a zero, and by a missing point (a gap in the stretch is not "in a
/// row"). What is said is a count, true of the data whatever made it: a random walk that wanders below zero for
/// a year did spend that year there.
///
/// A series with a season or a cycle gets none (`leavingOutCycles`): its runs are the cycle's.
///
/// Sides (a count, no test): of at least `fewestSidePoints` points, at least `mostlyShare` on one side of zero
/// and at least one on the other, reaching at least `visibleShare` of the plotted range beyond zero: "Seat change
/// was below zero at 14 of 16 points, above it only in 1998 (2.4%) and 2002 (3.6%)". Up to
/// `mostNamedExceptions` exceptions are named with their values, more are counted. Not where a run on the other
/// side is said: that run is the story.
///
/// Salience: 0.4 + 0.4 × (the longer stretch's share of the points), at most 0.6: below a strong shape, above
/// the details of a series that has no other story; with sides, at least 0.35 + 0.25 × min(1, the exceptions'
/// share of the points / 0.1).
enum SignRunDetector {
    static let minimumCount = 12
    static let minimumLength = 4
    static let level = 0.001
    /// Fewest points for the side most of them lie on to be said.
    static let fewestSidePoints = 5
    /// At least this share of the points on one side of zero.
    static let mostlyShare = 0.75
    /// The farthest exception lies at least this share of the plotted range beyond zero (a reader sees it cross).
    static let visibleShare = 0.02
    /// Exceptions named with their values, up to this many; more are counted.
    static let mostNamedExceptions = 3

    static func findings(_ context: FindingContext) -> [Finding] {
        guard !context.isScatter else { return [] }
        var found: [Finding] = []
        for s in context.chart.series.indices {
            let sample = context.samples[s]
            guard sample.validCount >= fewestSidePoints,
                  CourseSeries(series: s, sample: sample, chart: context.chart) != nil else { continue }
            var run = sample.validCount >= minimumCount ? signRun(series: s, sample: sample) : nil
            // A run on the other side is the story (a recession's 21 months of job losses among gains): the
            // count of the sides would hide it.
            let sides = Self.sides(sample).flatMap { sides in
                run?.stretches.contains { $0.isBelow != sides.mostlyBelow } == true ? nil : sides
            }
            if let sides { run = run ?? SignRun(series: s, stretches: [], count: sample.validCount); run?.sides = sides }
            guard let run else { continue }
            let longest = run.stretches.map(\.length).max() ?? 0
            var salience = min(0.6, 0.4 + 0.4 * Double(longest) / Double(run.count))
            // The fewer the exceptions, the less the count says (an inflation rate above zero in 196 of 203
            // quarters is what inflation rates do): from 0.35, up to 0.6 where a tenth or more of the points are
            // exceptions (the president's party gained seats at 2 of 16 midterms).
            if let sides { salience = max(salience, 0.35 + 0.25 * min(1, Double(sides.exceptionCount) / Double(run.count) / 0.1)) }
            found.append(Finding(series: [s], salience: salience, effect: Double(longest), detail: .signRun(run)))
        }
        return found
    }

    /// `findings` without the sign runs of series that have a season or cycle: daily lows below zero for two
    /// weeks in January and above it all summer are the season, which its own finding says (a shuffled order
    /// of the signs is not what a cycle is measured against).
    static func leavingOutCycles(_ findings: [Finding]) -> [Finding] {
        let cyclic = Set(findings.filter { $0.kind == .seasonality || $0.kind == .cycle }.flatMap(\.series))
        return findings.filter { $0.kind != .signRun || !$0.series.contains(where: cyclic.contains) }
    }

    /// The side of zero at least `mostlyShare` of the points lie on, with the exceptions on the other side (at
    /// least one, the farthest at least `visibleShare` of the range beyond zero); nil otherwise.
    static func sides(_ sample: Sample) -> SignRun.Sides? {
        let ys = sample.ys
        guard ys.count >= fewestSidePoints, let (low, high) = FiniteExtremes.of(ys), low < 0, high > 0 else { return nil }
        let below = ys.filter { $0 < 0 }.count, above = ys.filter { $0 > 0 }.count
        let mostlyBelow = below > above
        let count = mostlyBelow ? below : above
        guard Double(count) >= mostlyShare * Double(ys.count) else { return nil }
        let farthest = mostlyBelow ? high : -low
        guard farthest >= visibleShare * (high - low) else { return nil }
        let exceptions = ys.indices.filter { mostlyBelow ? ys[$0] > 0 : ys[$0] < 0 }
        return SignRun.Sides(mostlyBelow: mostlyBelow, count: count,
                             exceptions: exceptions.count <= mostNamedExceptions ? exceptions.map(sample.ref) : [],
                             exceptionCount: exceptions.count)
    }

    /// The stretches of one series that pass the test, in x order (nil when none does).
    static func signRun(series: Int, sample: Sample) -> SignRun? {
        let ys = sample.ys, n = ys.count
        // Most series never cross zero: one pass for the extremes first (eight lanes), the counts only then.
        guard let (low, high) = FiniteExtremes.of(ys), low < 0, high > 0 else { return nil }
        var below = 0, above = 0
        for y in ys {
            below &+= y < 0 ? 1 : 0
            above &+= y > 0 ? 1 : 0
        }
        var stretches: [SignRun.Stretch] = []
        for isBelow in [true, false] {
            guard let (start, length) = longestRun(sample, below: isBelow),
                  length >= minimumLength,
                  shuffledRunBound(length: length, onSide: isBelow ? below : above, count: n) <= level else { continue }
            stretches.append(SignRun.Stretch(isBelow: isBelow, start: sample.ref(start), end: sample.ref(start + length - 1),
                                             length: length, reachesEnd: start + length == n))
        }
        guard !stretches.isEmpty else { return nil }
        return SignRun(series: series, stretches: stretches.sorted { $0.start.index < $1.start.index }, count: n)
    }

    /// The first longest run of consecutive points strictly on one side of zero: its first position and length.
    /// Runs are looked for within each stretch of points whose indices follow one another (a missing point
    /// breaks them).
    static func longestRun(_ sample: Sample, below: Bool) -> (start: Int, length: Int)? {
        var best: (start: Int, length: Int)?
        sample.ys.withUnsafeBufferPointer { ys in
            sample.forEachRun { positions, _ in
                var start = -1
                for k in positions.lowerBound...positions.upperBound {
                    if k < positions.upperBound && (below ? ys[k] < 0 : ys[k] > 0) {
                        if start < 0 { start = k }
                    } else if start >= 0 {
                        if k - start > (best?.length ?? 0) { best = (start, k - start) }
                        start = -1
                    }
                }
            }
        }
        return best
    }

    /// (n − L + 1) · Π_{i<L} (k − i)/(n − i): at least the probability that k points of n, placed at random,
    /// hold a run of L or more.
    static func shuffledRunBound(length: Int, onSide k: Int, count n: Int) -> Double {
        guard length <= k else { return 0 }
        var logProduct = 0.0
        for i in 0..<length { logProduct += log(Double(k - i)) - log(Double(n - i)) }
        return min(1, Double(n - length + 1) * exp(logProduct))
    }
}

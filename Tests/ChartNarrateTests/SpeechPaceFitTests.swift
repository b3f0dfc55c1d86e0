import Foundation
import Testing
import ChartNarrate
import Narration
import AudioRender

/// The tool behind each catalog's `speech.pace` (docs/translating.md): with `FIT_PACE=1` it renders every example's
/// brief and standard briefing in every language, measures each spoken item (`SpokenMeasure`) against its length
/// in the timeline, fits the four seconds by non-negative least squares and prints them with the error per chart's
/// speech. Without `FIT_PACE` it only checks the fitter on a known answer.
@Suite struct SpeechPaceFitTests {
    static let latinScript: Set<String> = ["en", "es", "fr", "de", "pt", "zh"]

    @Test func fitsTheShippedPaces() throws {
        let only = ProcessInfo.processInfo.environment["FIT_PACE"]
        guard let only else { return }
        let languages = only == "1" ? ["en", "zh", "es", "fr", "de", "pt", "ru", "ar", "hi", "ko"] : only.split(separator: ",").map(String.init)
        for language in languages {
            var rows: [(x: [Double], seconds: Double, chart: String)] = []
            for example in BriefingTargetTests.examples {
                for length in [BriefingLength.brief, .standard] {
                    let (briefing, _, audio) = try BriefingTargetTests.rendered(example, length, language)
                    for s in audio.timeline.segments where s.kind == .speech {
                        guard let text = s.spoken ?? s.text else { continue }
                        let m = briefing.narrator.spokenMeasure(text)
                        let letters = Double(m.letters), latin = Double(m.latin)
                        let x = Self.latinScript.contains(language) ? [letters + latin, m.weightedPauses, 1]
                            : [letters, latin, m.weightedPauses, 1]
                        rows.append((x, s.end - s.start, "\(example) \(length)"))
                    }
                }
            }
            let c = Self.nonNegativeLeastSquares(rows.map(\.x), rows.map(\.seconds))
            let pace = c.count == 3 ? [c[0], c[0], c[1], c[2]] : c
            var perChart: [String: (estimate: Double, real: Double)] = [:]
            for r in rows {
                perChart[r.chart, default: (0, 0)].estimate += zip(r.x, c).reduce(0) { $0 + $1.0 * $1.1 }
                perChart[r.chart, default: (0, 0)].real += r.seconds
            }
            let errors = perChart.values.map { $0.estimate / $0.real - 1 }
            print(String(format: "%@: \"pace\": {\"letter\": %.4f, \"latinLetter\": %.4f, \"pause\": %.4f, \"item\": %.4f}  speech per chart %+.3f … %+.3f",
                         language, pace[0], pace[1], pace[2], pace[3], errors.min() ?? 0, errors.max() ?? 0))
        }
    }

    @Test func theFitterFindsAKnownPace() {
        // seconds = 0.07 a letter + 0.3 a pause + 0.1; a fourth column the answer does not use stays at 0.
        let x: [[Double]] = [[10, 1, 1, 3], [40, 2, 1, 0], [25, 0, 1, 7], [80, 5, 1, 2], [5, 0, 1, 1]]
        let y = x.map { 0.07 * $0[0] + 0.3 * $0[1] + 0.1 }
        let c = Self.nonNegativeLeastSquares(x.map { [$0[0], $0[1], $0[2], $0[3]] }, y)
        #expect(abs(c[0] - 0.07) < 1e-9 && abs(c[1] - 0.3) < 1e-9 && abs(c[2] - 0.1) < 1e-9 && abs(c[3]) < 1e-9, "\(c)")
    }

    /// Least squares with every coefficient ≥ 0: the best of the unconstrained solutions on each subset of the
    /// columns (the others held at 0) whose coefficients are all non-negative. Four columns: sixteen subsets.
    static func nonNegativeLeastSquares(_ x: [[Double]], _ y: [Double]) -> [Double] {
        let n = x.first?.count ?? 0
        var best = [Double](repeating: 0, count: n)
        var bestError = y.reduce(0) { $0 + $1 * $1 }
        for mask in 1..<(1 << n) {
            let columns = (0..<n).filter { mask & (1 << $0) != 0 }
            // Normal equations on the chosen columns, solved by Gaussian elimination.
            var a = columns.map { i in columns.map { j in zip(x, x).reduce(0) { $0 + $1.0[i] * $1.1[j] } } }
            var b = columns.map { i in zip(x, y).reduce(0) { $0 + $1.0[i] * $1.1 } }
            let k = columns.count
            var singular = false
            for p in 0..<k {
                guard let pivot = (p..<k).max(by: { abs(a[$0][p]) < abs(a[$1][p]) }), abs(a[pivot][p]) > 1e-12 else { singular = true; break }
                a.swapAt(p, pivot); b.swapAt(p, pivot)
                for r in 0..<k where r != p {
                    let f = a[r][p] / a[p][p]
                    for col in p..<k { a[r][col] -= f * a[p][col] }
                    b[r] -= f * b[p]
                }
            }
            guard !singular else { continue }
            let solution = (0..<k).map { b[$0] / a[$0][$0] }
            guard solution.allSatisfy({ $0 >= -1e-12 }) else { continue }
            var c = [Double](repeating: 0, count: n)
            for (i, col) in columns.enumerated() { c[col] = max(0, solution[i]) }
            let error = zip(x, y).reduce(0.0) { sum, row in
                let e = zip(row.0, c).reduce(0) { $0 + $1.0 * $1.1 } - row.1
                return sum + e * e
            }
            if error < bestError { best = c; bestError = error }
        }
        return best
    }
}

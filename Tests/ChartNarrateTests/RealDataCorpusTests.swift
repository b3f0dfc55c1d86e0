import Foundation
import Testing

/// The real-data corpus: public datasets nobody tuned for (R's datasets, statsmodels, vega-datasets), each in
/// `Tests/ChartNarrateTests/RealData/<id>/` with its data, the options that make its chart, and facts a sighted
/// reader takes from a picture of it (`expect`) or that the picture contradicts (`forbid`), as regular expressions
/// over the English and Chinese text (docs/findings.md, "The real-data corpus"). The facts were written by looking
/// at a plot of each chart, not from chartnarrate's output.
@Suite struct RealDataCorpusTests {
    struct Claim: Decodable {
        let why: String
        let en: String?
        let zh: String?
        /// Set where the narration is known to miss this claim: why, and which issue covers it. Such a miss is
        /// listed, not failed; once the claim holds, the test fails until the mark is taken off.
        let known: String?
    }

    struct Case: Decodable {
        let source: String
        let args: [String]
        let kind: String
        let picture: String
        let expect: [Claim]
        let forbid: [Claim]?
    }

    /// The misses of every run, filled from several threads.
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [[String]], known: [[String]]
        init(count: Int) { values = Array(repeating: [], count: count); known = values }
        func set(_ k: Int, _ v: [String], _ w: [String]) { lock.lock(); values[k] = v; known[k] = w; lock.unlock() }
        var all: [[String]] { lock.lock(); defer { lock.unlock() }; return values }
        var allKnown: [String] { lock.lock(); defer { lock.unlock() }; return known.flatMap { $0 } }
    }

    static let root = CLIRun.repoRoot.appendingPathComponent("Tests/ChartNarrateTests/RealData")

    /// Every case folder, sorted.
    static func caseFolders() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)
            .filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent("case.json").path) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The data file of a case: `data.csv`, `chart.xml` or `spec.vl.json`.
    static func input(in folder: URL) -> String {
        for name in ["data.csv", "chart.xml", "spec.vl.json"]
        where FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) { return name }
        return "data.csv"
    }

    /// The misses of one case in one language: expected facts not said, forbidden claims said, or a failed run.
    static func misses(_ folder: URL, _ c: Case, lang: String, knownMisses: inout [String]) throws -> [String] {
        let run = try CLIRun([input(in: folder)] + c.args + ["--no-audio", "--mode", "all", "--lang", lang], in: folder)
        let id = folder.lastPathComponent
        guard run.status == 0 else { return ["\(id) [\(lang)]: exit \(run.status): \(run.stderr)"] }
        var misses: [String] = []
        func says(_ pattern: String) throws -> Bool {
            let regex = try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
            return regex.firstMatch(in: run.stdout, range: NSRange(run.stdout.startIndex..., in: run.stdout)) != nil
        }
        for (claims, wanted) in [(c.expect, true), (c.forbid ?? [], false)] {
            for claim in claims {
                guard let pattern = lang == "zh" ? claim.zh : claim.en else { continue }
                let holds = try says(pattern) == wanted
                let what = "\(id) [\(lang)]: \(wanted ? "missing" : "says") \(claim.why) (/\(pattern)/)"
                if let known = claim.known {
                    if holds { misses.append("\(id) [\(lang)]: now right, take off the known mark: \(claim.why)") }
                    else { knownMisses.append("\(what); known: \(known)") }
                } else if !holds {
                    misses.append(what)
                }
            }
        }
        return misses
    }

    @Test func everyCorpusChartSaysWhatItsPictureShows() throws {
        let folders = try Self.caseFolders()
        // Issue 21 asks for at least 80 charts; issue 22 for at least 25 scatter or category charts among them.
        #expect(folders.count >= 113, "the corpus has \(folders.count) charts")
        let decoder = JSONDecoder()
        let cases = try folders.map { try decoder.decode(Case.self, from: Data(contentsOf: $0.appendingPathComponent("case.json"))) }
        #expect(cases.filter { $0.kind != "line" }.count >= 25, "scatter and category charts: \(cases.filter { $0.kind != "line" }.count)")
        for c in cases { #expect(!c.expect.isEmpty && !c.picture.isEmpty && !c.source.isEmpty) }
        // Two charts at a time: each run is a process of its own.
        let results = Results(count: folders.count * 2)
        DispatchQueue.concurrentPerform(iterations: folders.count * 2) { k in
            let folder = folders[k / 2], lang = k % 2 == 0 ? "en" : "zh"
            var known: [String] = []
            let found = (try? Self.misses(folder, cases[k / 2], lang: lang, knownMisses: &known))
                ?? ["\(folder.lastPathComponent) [\(lang)]: could not run"]
            results.set(k, found, known)
        }
        let misses = results.all
        let passed = misses.filter(\.isEmpty).count
        let kinds = Dictionary(grouping: cases, by: \.kind).mapValues(\.count).sorted { $0.key < $1.key }
        print("real-data corpus: \(passed) of \(misses.count) chart-languages pass "
              + "(\(String(format: "%.1f", 100 * Double(passed) / Double(max(1, misses.count)))) %); "
              + kinds.map { "\($0.value) \($0.key)" }.joined(separator: ", "))
        for miss in misses.joined() { print("  " + miss) }
        let known = results.allKnown
        print("real-data corpus: \(known.count) known misses")
        for miss in known { print("  known: " + miss) }
        #expect(passed == misses.count, "\(misses.joined().joined(separator: "\n"))")
    }
}

import ChartModel
import Testing
@testable import ChartAnalysis

/// Two series over a few categories, each higher at some: who is higher where (R's warpbreaks), and no such
/// list where one series is above at every category, or for more categories or series than a reader holds.
@Suite struct SplitLeadTests {
    static func columns(_ series: [(String, [Double])], categories: [String], ordered: Bool = true) -> Chart {
        Chart(id: "c", type: .column,
              xAxis: Axis(kind: .category, categories: categories.map { Category(id: $0) }, isOrdered: ordered),
              yAxis: Axis(kind: .numeric),
              series: series.map { name, ys in
                  Series(name: LocalizedText(name), isContinuous: false,
                         points: ys.enumerated().map { DataPoint(x: Double($0.offset), y: $0.element) })
              })
    }

    static func split(_ chart: Chart) -> SplitLead? {
        ChartAnalyzer.analyze(chart).findings.lazy.compactMap { f in if case .splitLead(let s) = f.detail { s } else { nil } }.first
    }

    /// Mean warp breaks by tension (L, M, H): wool A 44.56, 24.00, 24.56; wool B 28.22, 28.78, 18.78.
    static let woolA: [Double] = [44.56, 24.00, 24.56], woolB: [Double] = [28.22, 28.78, 18.78]

    @Test func warpbreaksSaysWhichWoolIsHigherAtEachTension() throws {
        let split = try #require(Self.split(Self.columns([("wool A", Self.woolA), ("wool B", Self.woolB)], categories: ["L", "M", "H"])))
        #expect(split.series == [0, 1])
        #expect(split.leads.map(\.leader) == [0, 1, 0])
        #expect(split.leads.map(\.x) == [0, 1, 2])
        #expect(split.leads[1].leaderValue == 28.78 && split.leads[1].otherValue == 24.00)
        // Named from the one above at the first category, whatever the chart's order.
        let swapped = try #require(Self.split(Self.columns([("wool B", Self.woolB), ("wool A", Self.woolA)], categories: ["L", "M", "H"])))
        #expect(swapped.series == [1, 0])
        // Unordered categories get it too.
        #expect(Self.split(Self.columns([("a", Self.woolA), ("b", Self.woolB)], categories: ["x", "y", "z"], ordered: false)) != nil)
    }

    @Test func noSplitWhereOneIsAboveEverywhereOrTheListIsTooLong() {
        let cats = ["a", "b", "c", "d", "e", "f", "g"]
        // Above at every category: a dominance, said as one.
        let above = Self.columns([("a", [5, 6, 7]), ("b", [1, 2, 3])], categories: Array(cats.prefix(3)))
        #expect(Self.split(above) == nil)
        #expect(ChartAnalyzer.analyze(above).findings.contains { $0.kind == .dominance })
        // Seven categories, alternating.
        #expect(Self.split(Self.columns([("a", [1, 3, 1, 3, 1, 3, 1]), ("b", [2, 2, 2, 2, 2, 2, 2])], categories: cats)) == nil)
        // Three series.
        #expect(Self.split(Self.columns([("a", Self.woolA), ("b", Self.woolB), ("c", [1, 2, 3])], categories: Array(cats.prefix(3)))) == nil)
        // Above at two categories and equal at the third: no lead the other way, no split.
        #expect(Self.split(Self.columns([("a", [5, 2, 7]), ("b", [1, 2, 3])], categories: Array(cats.prefix(3)))) == nil)
    }

    /// Misoprostol against placebo by damage grade: each higher at two grades, both 18.2 % at grade 3.
    @Test func anEqualPairIsSaidAsATieBetweenTheLeads() throws {
        let cats = ["a", "b", "c"]
        let split = try #require(Self.split(Self.columns([("Misoprostol", [62.6, 14.1, 18.2, 3.0, 2.0]), ("Placebo", [10.1, 8.1, 18.2, 22.2, 41.4])],
                                                         categories: ["1", "2", "3", "4", "5"])))
        #expect(split.leads.map(\.leader) == [0, 0, 1, 1])
        #expect(split.ties == [SplitLead.Tie(x: 2, value: 18.2)])
        // A tie at one category between leads each way.
        let small = try #require(Self.split(Self.columns([("a", [5, 2, 7]), ("b", [1, 2, 9])], categories: Array(cats.prefix(3)))))
        #expect(small.leads.count == 2 && small.ties.map(\.x) == [1])
    }

    /// A split lead that a paired change tells already ("Obama was higher than Trump for all but 0-20 (cold)") is
    /// not said again category by category.
    @Test func aPairedChangeOfTheSamePairTellsTheSplitOnce() {
        let chart = Self.columns([("Trump", [43.7, 7.7, 11.9, 12.0, 24.6]), ("Obama", [25.6, 8.4, 15.5, 16.4, 34.0])],
                                 categories: ["0-20", "21-40", "41-60", "61-80", "81-100"])
        let findings = ChartAnalyzer.analyze(chart).findings
        #expect(findings.contains { $0.kind == .pairedChange })
        #expect(Self.split(chart) == nil)
    }
}

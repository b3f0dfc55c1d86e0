import ChartModel
import Testing
@testable import ChartAnalysis

/// Grouped bars whose series are periods are told as the change per category (`PeriodChangeDetector`): the way most
/// moved, the others named, the largest, a change of the leader; legend entries that are no periods get none, and
/// every direction said holds against the data.
@Suite struct PeriodChangeTests {
    static func bars(_ series: [(String, [Double])], categories: [String]) -> Chart {
        Chart(id: "c", type: .bar,
              xAxis: Axis(kind: .category, categories: categories.map { Category(id: $0) }),
              yAxis: Axis(kind: .numeric),
              series: series.map { name, ys in
                  Series(name: LocalizedText(name), isContinuous: false,
                         points: ys.enumerated().map { DataPoint(x: Double($0.offset), y: $0.element) })
              })
    }

    static func change(_ chart: Chart) -> (PeriodChange, ChartInsights)? {
        let insights = ChartAnalyzer.analyze(chart)
        return insights.findings.lazy.compactMap { f in if case .periodChange(let c) = f.detail { (c, insights) } else { nil } }.first
    }

    static let vendors = ["Apple", "Samsung", "Xiaomi", "OPPO", "Transsion"]
    static let shipments: [(String, [Double])] = [("2022", [226.2, 262.3, 153.1, 114.4, 72.6]), ("2023", [234.6, 226.6, 145.9, 103.1, 94.9])]

    @Test func smartphonesFellButTwoAndAppleOvertookSamsung() throws {
        let (c, insights) = try #require(Self.change(Self.bars(Self.shipments, categories: Self.vendors)))
        #expect(c.series == [0, 1] && c.majority == .fall)
        #expect(c.moved(.fall) == [1, 2, 3] && c.moved(.rise) == [0, 4])
        #expect(c.largestFall == 1 && c.largestRise == 4 && c.isRelative)
        #expect(c.newLeader == 0 && c.oldLeader == 1)
        // It replaces who is higher where and the first year's ranking; the last year's stays.
        #expect(!insights.findings.contains { $0.kind == .splitLead || $0.kind == .dominance || $0.kind == .pairedChange })
        let rankings = insights.findings.compactMap { f -> Int? in if case .ranking(let r) = f.detail { r.series ?? -1 } else { nil } }
        #expect(rankings == [1])
        #expect(insights.findings.first?.kind == .periodChange)
        #expect(insights.audit.failures.isEmpty)
    }

    @Test func periodsAreSortedInTimeAndTheOneLargestExceptionIsNamed() throws {
        // The legend lists 2023 first; four regions rose and the largest fell.
        let chart = Self.bars([("2023", [90, 55, 44, 31]), ("2022", [100, 50, 40, 30])], categories: ["North", "South", "East", "West"])
        let (c, _) = try #require(Self.change(chart))
        #expect(c.series == [1, 0] && c.majority == .rise)
        #expect(c.largestAgainst == 0)
        #expect(c.newLeader == nil)
    }

    @Test func barleyYieldsOfTwoYearsFellEverywhereButAtMorris() throws {
        // Immer's barley, six sites in 1931 and 1932: the paired change's story, said as the change per site.
        let chart = Self.bars([("1931", [43.66, 30.29, 29.05, 29.29, 35.83, 54.35]), ("1932", [31.18, 25.70, 20.81, 41.51, 29.51, 41.87])],
                              categories: ["Crookston", "Duluth", "Grand Rapids", "Morris", "University Farm", "Waseca"])
        let (c, insights) = try #require(Self.change(chart))
        #expect(c.majority == .fall && c.moved(.rise) == [3] && c.largestAgainst == nil)
        #expect(!insights.findings.contains { $0.kind == .pairedChange })
    }

    /// Netflix's net additions by region: two regions lost members in Q2 2022 and gained in Q2 2023, the change
    /// a reader sees first; said as going from below zero to above it.
    @Test func valuesThatChangeSignAreNamed() throws {
        let chart = Self.bars([("Q2 2022", [-1296, -767, 14, 1080]), ("Q2 2023", [1173, 2434, 1217, 1068])],
                              categories: ["US and Canada", "EMEA", "Latin America", "Asia-Pacific"])
        let (c, _) = try #require(Self.change(chart))
        #expect(c.crossedZero(upward: true) == [0, 1] && c.crossedZero(upward: false).isEmpty)
        #expect(Self.change(Self.bars(Self.shipments, categories: Self.vendors))?.0.crossedZero(upward: true).isEmpty == true)
    }

    /// Three censuses of five countries: Japan barely changed from 2000 to 2020 (126.8 to 126.3), but from 2010 it
    /// alone fell (128.1 to 126.3) while three others rose; the latest step's exception is named. Where the first
    /// to last change already says it, or several go each way, nothing is added.
    @Test func theOneThatWentAgainstTheRestInTheLatestStepIsNamed() throws {
        let chart = Self.bars([("2000", [126.8, 82.2, 58.9, 60.9, 56.9]), ("2010", [128.1, 81.8, 62.8, 65.0, 59.3]),
                               ("2020", [126.3, 83.2, 67.1, 67.6, 59.4])],
                              categories: ["Japan", "Germany", "United Kingdom", "France", "Italy"])
        let (c, _) = try #require(Self.change(chart))
        let latest = try #require(c.latestAgainst)
        #expect(latest.from == 1 && latest.way == .fall && latest.entries == [0] && latest.fromPoints.map(\.y) == [128.1])
        // Japan fell from the start too: the whole change says it.
        let fell = Self.bars([("2000", [130, 82.2, 58.9, 60.9]), ("2010", [128.1, 81.8, 62.8, 65.0]), ("2020", [126.3, 83.2, 67.1, 67.6])],
                             categories: ["Japan", "Germany", "United Kingdom", "France"])
        #expect(try #require(Self.change(fell)).0.latestAgainst == nil)
        // Two periods: no latest step.
        #expect(Self.change(Self.bars(Self.shipments, categories: Self.vendors))?.0.latestAgainst == nil)
    }

    @Test func aChangeWithinOnePercentBarelyChanged() throws {
        let chart = Self.bars([("2010", [18.26, 7.74, 9.63, 5.91, 3.56, 4.27]), ("2019", [25.72, 10.88, 9.68, 4.66, 4.52, 3.95])],
                              categories: ["China", "United States", "Japan", "Germany", "India", "South Korea"])
        let (c, _) = try #require(Self.change(chart))
        #expect(c.moved(.flat) == [2])
        #expect(c.moved(.rise) == [0, 1, 4] && c.moved(.fall) == [3, 5])
        #expect(c.largestRise == 0)
    }

    @Test func periodNamesInTheFormsReportsWrite() {
        let forms: [[String]] = [["2022", "2023"], ["FY2022", "FY2023"], ["FY22", "FY23"], ["2021/22", "2022/23"],
                                 ["Q1 2023", "Q2 2023"], ["2023 Q1", "2023 Q2"], ["2023-Q3", "2023-Q4"], ["1Q23", "2Q23"],
                                 ["H1 2022", "H2 2022"], ["2022年", "2023年"], ["June 2022", "June 2023"], ["Jun 2023", "Sep. 2023"]]
        for names in forms { #expect(PeriodNames.periods(names.map { [$0] }) != nil, "\(names)") }
        for names in [["Men", "Women"], ["2022", "Target"], ["2022", "2022"], ["2022", "Q1 2023"], ["A1", "B2"], ["June 2022", "2023"], ["Juno 2022", "Juno 2023"]] {
            #expect(PeriodNames.periods(names.map { [$0] }) == nil, "\(names)")
        }
        #expect(PeriodNames.period("Q4 2022")!.key < PeriodNames.period("2023 Q1")!.key)
        // Series that are not periods: no change per category.
        #expect(Self.change(Self.bars([("Men", [1, 2, 3]), ("Women", [2, 3, 4])], categories: ["a", "b", "c"])) == nil)
    }

    /// Two independent noise series named as years, 3 to 12 categories: every direction, "the most" and leader
    /// said holds against the values (the audit recomputes each); and where every category rises but one planted
    /// fall, the fall is the one named against the others.
    @Test func directionsHoldOnNoiseAndAPlantedExceptionIsNamed() {
        var random = SyntheticSeries(seed: 3637)
        var failures = 0, said = 0
        for _ in 0..<200 {
            let n = 3 + Int(random.uniform() * 10)
            let a = (0..<n).map { _ in 50 + 10 * random.gaussian() }, b = (0..<n).map { _ in 50 + 10 * random.gaussian() }
            let chart = Self.bars([("2020", a), ("2021", b)], categories: (0..<n).map { "C\($0)" })
            guard let (c, insights) = Self.change(chart) else { continue }
            said += 1
            failures += insights.audit.failures.filter { $0.kind == .periodChange }.count
            // Independently of the audit: each category's way is the sign of its change.
            for e in c.entries where e.way != .flat && (e.way == .rise) != (e.to.y > e.from.y) { failures += 1 }
        }
        print("PeriodChangeTests: noise charts told as a change per category: \(said) of 200, claims that fail: \(failures)")
        #expect(failures == 0)
        var found = 0
        for _ in 0..<200 {
            let n = 4 + Int(random.uniform() * 8)
            let before = (0..<n).map { _ in 20 + 80 * random.uniform() }
            let planted = Int(random.uniform() * Double(n))
            let after = before.indices.map { k in before[k] * (k == planted ? 0.8 : 1.05 + 0.25 * random.uniform()) }
            let chart = Self.bars([("2022", before), ("2023", after)], categories: (0..<n).map { "Region \($0)" })
            if let (c, _) = Self.change(chart), c.majority == .rise, c.moved(.fall).map({ c.entries[$0].x }) == [Double(planted)] {
                found += 1
            }
        }
        print("PeriodChangeTests: planted single falls named: \(found) of 200")
        #expect(200 - found <= ClaimBound.of(measured: 0))
    }

    @Test func aChangeSaidTheWrongWayFailsTheAudit() {
        let lines = ClaimAudit.Lines(samples: [Sample(TestCharts.series([10, 20, 30])), Sample(TestCharts.series([12, 19, 30.1]))])
        #expect(ClaimAudit.holds(.change(from: 0, to: 1, x: 0, way: .rise, within: 0.1), lines))
        #expect(!ClaimAudit.holds(.change(from: 0, to: 1, x: 1, way: .rise, within: 0.1), lines))
        #expect(ClaimAudit.holds(.change(from: 0, to: 1, x: 2, way: .flat, within: 0.3), lines))
        #expect(ClaimAudit.holds(.largestChange(from: 0, to: 1, x: 0, among: [0, 2], way: .rise, relative: true), lines))
        #expect(!ClaimAudit.holds(.largestChange(from: 0, to: 1, x: 2, among: [0, 2], way: .rise, relative: true), lines))
    }
}

import ChartAnalysis
import ChartModel
import Foundation
import Testing
@testable import Narration

/// One finding of every kind, built by hand on a small monthly chart, said in every shipped language:
/// every message renders, no placeholder is left unfilled, and the numbers come through the axis formatter.
@Suite struct FindingSentenceTests {
    static let month = 30.44 * 86_400
    static let start = 1_199_145_600.0  // 2008-01-01

    /// Two monthly series of jobs (thousands), a constant goal line, 24 points each.
    static var chart: Chart {
        func series(_ name: String, _ zh: String, _ f: (Int) -> Double?) -> Series {
            Series(name: LocalizedText([.init(language: "en", text: name), .init(language: "zh", text: zh)]),
                   isContinuous: true,
                   points: (0..<24).map { DataPoint(x: Double(CivilCalendar.days(year: 2008 + $0 / 12, month: $0 % 12 + 1, day: 1)) * 86_400,
                                                    y: f($0)) })
        }
        return Chart(id: "jobs", type: .line,
                     title: LocalizedText([.init(language: "en", text: "Jobs"), .init(language: "zh", text: "就业")]),
                     xAxis: Axis(kind: .date),
                     yAxis: Axis(kind: .numeric, title: LocalizedText([.init(language: "en", text: "Jobs"), .init(language: "zh", text: "就业人数")]),
                                 unit: .messages(LocalizedText([.init(language: "en", text: "{value, plural, one {# job} other {# jobs}}"),
                                                                .init(language: "zh", text: "{value}个")]))),
                     series: [series("Nonfarm", "非农", { 138_000 - Double(min($0, 12)) * 700 + Double(max($0 - 12, 0)) * 500 }),
                              series("Farm", "农业", { $0 == 5 || $0 == 6 ? nil : 2_100 + Double($0) * 10 }),
                              series("Goal", "目标", { _ in 135_000 })])
    }

    static func ref(_ chart: Chart, _ s: Int, _ i: Int) -> PointRef {
        let p = chart.series[s].points[i]
        return PointRef(index: i, x: p.x, y: p.y ?? 0)
    }

    /// One finding of every kind.
    static func findings(_ chart: Chart) -> [Finding] {
        let r = { (s: Int, i: Int) in ref(chart, s, i) }
        let shape = SeriesShape(series: 0, segments: [
            ShapeSegment(start: r(0, 0), end: r(0, 12), direction: .falling, startLevel: 138_000, endLevel: 129_600),
            ShapeSegment(start: r(0, 12), end: r(0, 23), direction: .rising, startLevel: 129_600, endLevel: 135_100),
        ], isApproximate: false, residualStandardDeviation: 50, endsAtRecordHigh: true)
        let details: [FindingDetail] = [
            .shape(shape),
            .levelShift(LevelShift(series: 1, before: r(1, 9), after: r(1, 10), levelBefore: 2_140, levelAfter: 2_300)),
            .seasonality(Seasonality(series: 1, period: .monthOfYear, profile: Array(repeating: 0, count: 12),
                                     high: PhaseRange(first: 5, count: 3), low: PhaseRange(first: 11, count: 2),
                                     swing: 15.3, strength: 0.8, cycles: 2)),
            .cycle(Cycle(series: 1, period: 11 * 365.2425 * 86_400, periodPoints: 132, strength: 0.6,
                         peaks: [r(1, 3)], strongestPeak: r(1, 3))),
            .record(Record(series: 0, point: r(0, 23), isHigh: true, previous: r(0, 0))),
            .drawdown(Drawdown(series: 0, peak: r(0, 0), trough: r(0, 12), recovery: nil, depth: 8_400, relativeDepth: 0.061)),
            .gap(MissingRun(series: 1, firstIndex: 5, lastIndex: 6, firstX: chart.series[1].points[5].x,
                            lastX: chart.series[1].points[6].x, before: r(1, 4), after: r(1, 7))),
            .outliers(OutlierSet(series: 1, basis: .shape, groups: [
                OutlierGroup(points: [r(1, 20)], isHigh: true, residuals: [90]),
                OutlierGroup(points: [r(1, 2), r(1, 3)], isHigh: false, residuals: [-80, -85]),
                // A run one point dominates: that point is named by itself.
                OutlierGroup(points: [r(1, 14), r(1, 15), r(1, 16)], isHigh: false, residuals: [-30, -200, -40]),
            ])),
            .steady(SteadyLevel(series: 1, level: 2_100, isConstant: true, maximumDeviation: 0)),
            .overtake(Overtake(leader: 0, other: 2, leaderPoint: r(0, 4), otherPoint: r(2, 4), holdsToEnd: true, orderChanges: 3)),
            .dominance(Dominance(leader: 0, others: [1], fraction: 1, meanGap: 132_500, comparedCount: 22)),
            .tracking(Tracking(first: 0, second: 2, meanAbsoluteDifference: 2_400, relativeDifference: 0.018,
                               largestDifferenceFirst: r(0, 12), largestDifferenceSecond: r(2, 12), correlation: 0.9,
                               changeCorrelation: 0.8, comparedCount: 24)),
            .growth(GrowthComparison(entries: [SeriesGrowth(series: 1, from: r(1, 0), to: r(1, 23), ratio: 1.11),
                                               SeriesGrowth(series: 0, from: r(0, 0), to: r(0, 23), ratio: 0.98)])),
            .shares(ShareShift(entries: [SeriesShare(series: 0, startShare: 0.985, endShare: 0.983, overallShare: 0.984),
                                         SeriesShare(series: 1, startShare: 0.015, endShare: 0.017, overallShare: 0.016)],
                               startX: chart.series[0].points[0].x, endX: chart.series[0].points[23].x, largestMover: 1)),
            .threshold(ThresholdComparison(reference: 2, level: 135_000, series: 0, above: 9, below: 15, total: 24)),
            .sharedExtreme(SharedExtreme(series: [0, 1], isHigh: true, x: chart.series[0].points[0].x, points: [r(0, 0), r(1, 0)])),
            .pairedChange(PairedChange(first: 0, second: 1, secondIsLower: true, comparedCount: 22,
                                       exceptions: [PairedException(firstPoint: r(0, 3), secondPoint: r(1, 3))])),
            .ranking(CategoryRanking(series: 0, order: [0, 1], values: [3, 2], gapFirstSecond: 1, ratioMaxMin: 1.5, leaderShare: 0.6)),
            .correlation(ScatterRelation(series: 0, form: .linear, isPositive: false, pearson: -0.87, spearman: -0.89, pValue: 0.001,
                                         slope: -0.0053, xStep: 1_000, changePerStep: -5.3, linearRSquared: 0.75,
                                         quadraticRSquared: 0.82, pointCount: 24)),
            .correlation(ScatterRelation(series: 0, form: .monotoneCurve, isPositive: true, pearson: 0.8, spearman: 0.98,
                                         pValue: 0.001, slope: 120, xStep: 0.1, changePerStep: 12, linearRSquared: 0.64,
                                         quadraticRSquared: 0.9, pointCount: 12, model: .saturating, bend: .levelsOff,
                                         levelsOffAbove: 0.19)),
            // On log scales: a power with its exponent, across orders of magnitude, a point off the scales.
            {
                var r = ScatterRelation(series: 0, form: .linear, isPositive: true, pearson: 0.97, spearman: 0.96, pValue: 0.001,
                                        slope: 0.24, xStep: 1, changePerStep: 0.24, linearRSquared: 0.94,
                                        quadraticRSquared: 0.94, pointCount: 23)
                r.scale = .logLog
                r.xDecades = 5
                r.exponent = 0.24
                r.offScale = [ref(chart, 0, 23)]
                return .correlation(r)
            }(),
            // All the groups' points together.
            {
                var r = ScatterRelation(series: 0, form: .monotoneCurve, isPositive: true, pearson: 0.68, spearman: 0.86,
                                        pValue: 0.001, slope: 0.001, xStep: 10_000, changePerStep: 10, linearRSquared: 0.46,
                                        quadraticRSquared: 0.6, pointCount: 46, model: .saturating, bend: .levelsOff,
                                        levelsOffAbove: 0.19)
                r.pooled = [0, 1]
                return .correlation(r)
            }(),
            .giants(ScatterGiants(series: 0, axes: [
                GiantsAlong(alongX: true, points: [r(0, 0), r(0, 1)], decades: 5, gapShare: 0.47, saysDecades: false),
                GiantsAlong(alongX: false, points: [r(0, 0)], decades: 3, gapShare: 0.3),
            ])),
            .clusters(ScatterClusters(series: 0, clusters: [PointCluster(count: 97, meanX: 2, meanY: 54.5),
                                                            PointCluster(count: 175, meanX: 4.3, meanY: 80)],
                                      bicGain: 120, separation: 5)),
            .influence(InfluentialPoint(series: 0, point: r(0, 3), cooksDistance: 1.2, leverage: 0.9, pearsonWith: 0.82,
                                        pearsonWithout: 0.1, createsRelation: true)),
            .groups(GroupComparison(groups: [GroupSummary(key: .series(0), count: 24, meanX: 0, meanY: 133_000),
                                             GroupSummary(key: .series(1), count: 22, meanX: 0, meanY: 2_200)],
                                    etaSquared: 0.99, pValue: 0.001)),
            // A lead at two shared x and no clear difference at a third (replicates at each).
            .groups(GroupComparison(groups: [GroupSummary(key: .series(0), count: 24, meanX: 0, meanY: 133_000),
                                             GroupSummary(key: .series(1), count: 22, meanX: 0, meanY: 2_200)],
                                    etaSquared: 0.05, pValue: 0.06,
                                    lead: GroupLead(leader: 0, others: [1], sharedCount: 2, topX: chart.series[0].points[1].x,
                                                    gapAtTop: 6_000, smallestGap: 5_000, largestGap: 6_000,
                                                    unclear: [.init(x: chart.series[0].points[2].x, leaderMean: 26_060, otherMean: 26_140)],
                                                    leadXs: [chart.series[0].points[0].x, chart.series[0].points[1].x]))),
            .groupReversal(GroupReversal(series: [0, 1], groupPearsons: [0.6, 0.5], pooledPearson: -0.3, pooledCount: 46)),
            .relationContrast(RelationContrast(
                series: [0, 1],
                relations: [ScatterRelation(series: 0, form: .linear, isPositive: true, pearson: 0.9, spearman: 0.88, pValue: 0.001,
                                            slope: 12, xStep: 0.1, changePerStep: 1.2, linearRSquared: 0.81,
                                            quadraticRSquared: 0.82, pointCount: 30),
                            ScatterRelation(series: 1, form: .monotoneCurve, isPositive: true, pearson: 0.7, spearman: 0.78,
                                            pValue: 0.001, slope: 8, xStep: 0.1, changePerStep: 0.8, linearRSquared: 0.5,
                                            quadraticRSquared: 0.6, pointCount: 30, model: .saturating, bend: .levelsOff,
                                            levelsOffAbove: 1.2)],
                outcome: .differ, pValue: 0.02, sharedFromX: 0.5, sharedToX: 2, sharedChanges: [18, 13])),
            .splitLead(SplitLead(series: [0, 1], leads: [
                SplitLead.Lead(x: chart.series[0].points[0].x, leader: 0, leaderValue: 138_000, otherValue: 2_100),
                SplitLead.Lead(x: chart.series[0].points[1].x, leader: 1, leaderValue: 140_000, otherValue: 137_300),
            ], ties: [SplitLead.Tie(x: chart.series[0].points[2].x, value: 99_000)])),
            .signRun(SignRun(series: 0, stretches: [
                SignRun.Stretch(isBelow: true, start: r(0, 2), end: r(0, 9), length: 8, reachesEnd: false),
                SignRun.Stretch(isBelow: false, start: r(0, 12), end: r(0, 23), length: 12, reachesEnd: true),
            ], count: 24)),
            .spreadShift(SpreadShift(series: 0, before: .init(start: r(0, 0), end: r(0, 11), low: r(0, 2), high: r(0, 8)),
                                     after: .init(start: r(0, 12), end: r(0, 23), low: r(0, 12), high: r(0, 20)), ratio: 3)),
            .spreadContrast(SpreadContrast(series: 0, others: [1], low: r(0, 2), high: r(0, 8), othersLow: 99_000,
                                           othersHigh: 101_000, ratio: 11)),
            .commonMove(CommonMove(series: [0, 1], seriesCount: 3, isRising: false, fromX: chart.series[0].points[0].x,
                                   toX: chart.series[0].points[12].x, totalFrom: 140_000, totalTo: 131_000)),
            .course(VisibleCourse(series: 0, moves: [
                VisibleCourse.Move(start: r(0, 0), end: r(0, 8), isRise: true, relativeChange: 0.4),
                VisibleCourse.Move(start: r(0, 8), end: r(0, 20), isRise: false, relativeChange: -0.2),
            ], first: r(0, 0), last: r(0, 23), high: r(0, 8), low: r(0, 0), netRelativeChange: 0.1)),
            .path(ScatterPath(series: 0, first: r(0, 0), last: r(0, 23), high: r(0, 8), low: r(0, 2))),
            .scale(SurveyScale(series: 1, negative: [0, 1], middle: [2], positive: [3, 4], values: [10, 15, 20, 35, 20],
                               total: 100, isCount: true, mode: 3, isDeclared: false)),
            .periodChange(PeriodChange(series: [0, 1], entries: [
                PeriodChange.Entry(x: 0, from: r(0, 0), to: r(1, 0), way: .fall),
                PeriodChange.Entry(x: 1, from: r(0, 1), to: r(1, 1), way: .fall),
                PeriodChange.Entry(x: 2, from: r(0, 2), to: r(1, 2), way: .rise),
                PeriodChange.Entry(x: 3, from: r(0, 3), to: r(1, 3), way: .flat),
            ], majority: .fall, largestRise: nil, largestFall: 0, isRelative: true, newLeader: 2, oldLeader: 0,
               flatWithin: [1, 1, 1, 1])),
        ]
        return details.map { d in
            Finding(series: [0], salience: 0.5, detail: d)
        }
    }

    static func sentences(_ language: String) throws -> [String] {
        let narrator = try Narrator(language: language)
        let chart = Self.chart
        var insights = ChartAnalyzer.analyze(chart)
        insights.findings = findings(chart)
        let facts = try ChartFacts(chart: chart, index: 0, insights: insights, renderer: narrator.renderer,
                                   options: narrator.options, language: language, documentLanguage: "en")
        // Every finding on its own (the narration would fold some into others' sentences).
        let phraser = FindingPhraser(facts: facts)
        var sentences: [String] = []
        for finding in insights.findings {
            sentences += [try phraser.sentence(finding, precision: .full), try phraser.sentence(finding, precision: .brief)]
        }
        return sentences
    }

    @Test func everyKindIsCoveredByTheSample() {
        #expect(Set(Self.findings(Self.chart).map(\.kind)) == Set(FindingKind.allCases))
    }

    @Test(arguments: ["en", "zh", "es", "fr", "de", "pt", "ru", "ar", "hi", "ko"])
    func everyFindingRendersWithoutPlaceholders(_ language: String) throws {
        let sentences = try Self.sentences(language)
        #expect(sentences.count == 2 * Self.findings(Self.chart).count)
        for s in sentences {
            #expect(!s.contains("{") && !s.contains("}"), "unfilled placeholder in \(language): \(s)")
            #expect(!s.contains("NaN") && !s.contains("∞"), "\(language): \(s)")
        }
        if ProcessInfo.processInfo.environment["CHARTNARRATE_DUMP"] != nil {
            print("== \(language)\n" + sentences.enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: "\n"))
        }
    }

    @Test func seriesOfTheSameShapeAreSaidInOneSentenceWithTheirValues() throws {
        let chart = try Narrator(language: "en").narrate(try Examples.report("monthly-temperature")).charts[0]
        #expect(chart.findings[0].text == "Beijing, Shanghai, and Guangzhou all rose from Jan to Jul, then fell to Dec: "
                + "Beijing from -3.3 to 26.1 to -1.2 degrees Celsius, Shanghai from 4.4 to 28.9 to 7.7 degrees Celsius, "
                + "and Guangzhou from 13.9 to 29.3 to 16.4 degrees Celsius.")
        // No second sentence repeats the shared peak or low, nor a shape of one city.
        #expect(!chart.findings.dropFirst().contains { $0.finding.kind == .shape || $0.finding.kind == .sharedExtreme })
    }

    /// Two survey waves whose highs lie one answer apart and 26 points apart in value (Sweden, 1996 and 2006) do not
    /// "both rise to Strict limits": each is told with its own high.
    @Test func seriesThatTurnAtNeighbouringPointsOfUnlikeValueAreToldApart() throws {
        let answers = ["Let anyone come", "As long as jobs are available", "Strict limits", "Prohibit people from coming"]
        let chart = Chart(id: "c", type: .bar,
                          xAxis: Axis(kind: .category, categories: answers.map { Category(id: $0) }, isOrdered: true),
                          yAxis: Axis(kind: .numeric, unit: .cldr("percent"), isAdditive: true),
                          series: [[8.7, 33.1, 57.2, 0.9], [17.4, 53.7, 27.7, 1.2]].enumerated().map { g, values in
                              Series(name: LocalizedText(g == 0 ? "1996" : "2006"), isContinuous: false,
                                     points: values.enumerated().map { DataPoint(x: Double($0.offset), y: $0.element) })
                          })
        let long = try Narrator(language: "en").narrate(Report(charts: [chart])).charts[0].long.joined(separator: " ")
        #expect(!long.contains("both rose"), "\(long)")
        #expect(long.contains("53.7% in As long as jobs are available"), "\(long)")
    }

    @Test func seriesOfTheSameSeasonAreSaidInOneSentence() throws {
        let chart = try Narrator(language: "en").narrate(try Examples.report("seattle-weather")).charts[0]
        #expect(chart.findings[0].briefText
                == "Daily high and Daily low both peaked each year in June–August and bottomed out in November–February.")
        #expect(chart.findings.filter { $0.finding.kind == .seasonality }.count == 1)
    }

    /// The jobs chart's dominance over the months both series share: all of them, from Jul 2008, or Jul 2008 to
    /// Jun 2009.
    static func dominanceSentences(_ language: String) throws -> [String] {
        let narrator = try Narrator(language: language)
        let chart = Self.chart
        let x = { (k: Int) in chart.series[0].points[k].x }
        let facts = try ChartFacts(chart: chart, index: 0, insights: ChartAnalyzer.analyze(chart), renderer: narrator.renderer,
                                   options: narrator.options, language: language, documentLanguage: "en")
        let phraser = FindingPhraser(facts: facts)
        return try [(0, 23, 1.0), (6, 23, 1.0), (6, 17, 11.0 / 12)].map { from, to, fraction in
            let d = Dominance(leader: 0, others: [1], fraction: fraction, meanGap: 132_500, comparedCount: to - from + 1,
                              sharedFrom: x(from), sharedTo: x(to))
            return try phraser.sentence(Finding(series: [0, 1], salience: 0.5, detail: .dominance(d)),
                                        precision: .full)
        }
    }

    @Test func aDominanceOverPartOfTheChartSaysWhichPart() throws {
        let en = try Self.dominanceSentences("en")
        #expect(en[0].hasPrefix("Nonfarm stayed above Farm throughout, by about"), "\(en[0])")
        #expect(en[1].hasPrefix("From Jul 2008 on, Nonfarm stayed above Farm, by about"), "\(en[1])")
        #expect(en[2].hasPrefix("From Jul 2008 to Jun 2009, Nonfarm stayed above Farm at 11 of 12 points, by about"), "\(en[2])")
        let zh = try Self.dominanceSentences("zh")
        #expect(zh[1].hasPrefix("自2008年7月起，"), "\(zh[1])")
        #expect(zh[2].hasPrefix("从2008年7月到2009年6月，"), "\(zh[2])")
        for language in ["es", "fr", "de", "pt", "ru", "ar", "hi", "ko"] {
            for s in try Self.dominanceSentences(language) {
                #expect(!s.contains("{") && !s.contains("}") && !s.contains("  "), "\(language): \(s)")
            }
        }
    }

    /// A leader above every other of five series says "the other 4", not their names again (the growth
    /// sentence has just named them); above three named others, the names stay.
    @Test func aDominanceOverManyOthersCountsThem() throws {
        var chart = Self.chart
        chart.series += (0..<2).map { k in
            Series(name: LocalizedText("Extra \(k)"), isContinuous: true, points: chart.series[1].points)
        }
        for (language, expected) in [("en", "Nonfarm stayed above the other 4 throughout"), ("zh", "始终高于其他4个系列")] {
            let narrator = try Narrator(language: language)
            let facts = try ChartFacts(chart: chart, index: 0, insights: ChartAnalyzer.analyze(chart), renderer: narrator.renderer,
                                       options: narrator.options, language: language, documentLanguage: "en")
            let d = Dominance(leader: 0, others: [1, 2, 3, 4], fraction: 1, meanGap: 130_000, comparedCount: 24)
            let said = try FindingPhraser(facts: facts).sentence(Finding(series: [0, 1, 2, 3, 4], salience: 0.5, detail: .dominance(d)),
                                                                 precision: .full)
            #expect(said.contains(expected), "\(said)")
            let three = Dominance(leader: 0, others: [1, 2, 3], fraction: 1, meanGap: 130_000, comparedCount: 24)
            let named = try FindingPhraser(facts: facts).sentence(Finding(series: [0, 1, 2, 3], salience: 0.5, detail: .dominance(three)),
                                                                  precision: .full)
            #expect(named.contains("Extra 0"), "\(named)")
        }
    }

    /// Over ordered categories a leader above the others at each of them is "at every age group", not
    /// "throughout" (R's VADeaths: Urban Male has the tallest bar in every age band); in every language.
    @Test func aLeaderOverOrderedCategoriesIsAtEveryCategory() throws {
        let ages = ["50-54", "55-59", "60-64", "65-69", "70-74"]
        let rates: [(String, [Double])] = [("Rural Male", [11.7, 18.1, 26.9, 41.0, 66.0]),
                                           ("Rural Female", [8.7, 11.7, 20.3, 30.9, 54.3]),
                                           ("Urban Male", [15.4, 24.3, 37.0, 54.6, 71.1]),
                                           ("Urban Female", [8.4, 13.6, 19.3, 35.1, 50.0])]
        let chart = Chart(id: "va", type: .column,
                          xAxis: Axis(kind: .category, title: LocalizedText("Age group"),
                                      categories: ages.map { Category(id: $0) }, isOrdered: true),
                          yAxis: Axis(kind: .numeric),
                          series: rates.map { name, ys in
                              Series(name: LocalizedText(name), isContinuous: false,
                                     points: ys.indices.map { DataPoint(x: Double($0), y: ys[$0]) })
                          })
        let sentences = { (language: String) throws -> [String] in
            try Narrator(language: language).narrate(Report(charts: [chart])).charts[0].findings
                .filter { $0.finding.kind == .dominance }.map(\.text)
        }
        let en = try sentences("en")
        #expect(en.first?.hasPrefix("Urban Male stayed above Rural Male, Rural Female, and Urban Female in every age group,") == true, "\(en)")
        let zh = try sentences("zh")
        #expect(zh.first?.hasPrefix("Urban Male在每个Age group都高于") == true, "\(zh)")
        for language in ["es", "fr", "de", "pt", "ru", "ar", "hi", "ko"] {
            for s in try sentences(language) {
                #expect(s.contains("Age group") && !s.contains("{") && !s.contains("}") && !s.contains("  "), "\(language): \(s)")
            }
        }
    }

    /// Categories that are amounts or clock times are places "at" ("at 35 years", "at 11:00"; "in 35 years" reads
    /// as a duration), others "in" ("in Q3"); a title in the plural cannot follow "in every" ("in every stories"),
    /// so the leader stays above "throughout".
    @Test func measuredCategoriesAreAtAndPluralTitlesHoldThroughout() throws {
        func chart(_ labels: [String], title: String, _ series: [(String, [Double])]) -> Chart {
            Chart(id: "m", type: .column,
                  xAxis: Axis(kind: .category, title: LocalizedText(title), categories: labels.map { Category(id: $0) },
                              isOrdered: true),
                  yAxis: Axis(kind: .numeric, isAdditive: false),
                  series: series.map { name, ys in
                      Series(name: LocalizedText(name), isContinuous: false,
                             points: ys.indices.map { DataPoint(x: Double($0), y: ys[$0]) })
                  })
        }
        let long = { (c: Chart) throws -> String in
            try Narrator(language: "en").narrate(Report(charts: [c])).charts[0].findings.map(\.text).joined(separator: " ")
        }
        let ages = try long(chart(["21 years", "25 years", "30 years", "35 years"], title: "Age",
                                  [("Share", [26.7, 31.7, 36.7, 46.1])]))
        #expect(ages.contains("at 35 years") && !ages.contains("in 35 years"), "\(ages)")
        let sizes = try long(chart(["Small", "Medium", "Large", "Huge"], title: "Size", [("Share", [26.7, 31.7, 36.7, 46.1])]))
        #expect(sizes.contains("in Huge"), "\(sizes)")
        let stories = try long(chart(["1 story", "2 stories", "3 stories", "4 stories"], title: "Stories",
                                     [("No air conditioning", [55040, 62028, 71590, 89312]),
                                      ("Air conditioning", [74129, 83773, 90890, 106291])]))
        #expect(stories.contains("Air conditioning stayed above No air conditioning throughout"), "\(stories)")
        #expect(!stories.contains("in every stories") && !stories.contains("Of "), "\(stories)")
        #expect(FindingPhraser.readsPlural("Living children") && FindingPhraser.readsPlural("Stories"))
        #expect(!FindingPhraser.readsPlural("Age group") && !FindingPhraser.readsPlural("Status"))
    }

    @Test func aSeriesStepsAreOneSentenceInOrder() throws {
        // A level of 10, a jump to 50 in 1940, a drop back to 10 in 1960 (small wobbles, 90 years).
        let ys = (0..<90).map { k -> Double in (k >= 40 && k < 60 ? 50 : 10) + Double((k * 7) % 5) - 2 }
        let chart = Chart(id: "s", type: .line, xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric),
                          series: [Series(name: LocalizedText("Deaths"), isContinuous: true,
                                          points: ys.indices.map { DataPoint(x: Double(1900 + $0), y: ys[$0]) })])
        let en = try Narrator(language: "en").narrate(Report(charts: [chart])).charts[0]
        let steps = en.findings.filter { $0.finding.kind == .levelShift }
        #expect(steps.count == 1, "\(en.findings.map(\.text))")
        #expect(steps.first?.text == "Deaths jumped in one step around 1940, from about 10 to about 50, then dropped around 1960 to about 10.",
                "\(steps.first?.text ?? "")")
        let zh = try Narrator(language: "zh").narrate(Report(charts: [chart])).charts[0]
        #expect(zh.findings.first { $0.finding.kind == .levelShift }?.text
                == "Deaths在1940年前后跃升，从约10变为约50，随后在1960年前后骤降至约10。")
    }

    @Test func aSignRunSaysItsStretchesInOrder() throws {
        // Monthly job changes from Jan 2006: gains, 21 months of losses from Feb 2008, a mixed year, gains to the end.
        var ys: [Double] = (0..<25).map { 150 + Double(($0 * 37) % 80) }
        ys += (0..<21).map { -400 + Double(($0 * 53) % 150) }
        ys += [60, -120, 90, -30, 200, 40, -70, 120, 80, 30, 150, -10]
        ys += (0..<62).map { 200 + Double(($0 * 41) % 90) }
        let months = ys.indices.map { Double(CivilCalendar.days(year: 2006 + $0 / 12, month: $0 % 12 + 1, day: 1)) * CivilCalendar.secondsPerDay }
        let chart = Chart(id: "jobs", type: .column, xAxis: Axis(kind: .date), yAxis: Axis(kind: .numeric),
                          series: [Series(name: LocalizedText("Change in jobs"), isContinuous: true,
                                          points: ys.indices.map { DataPoint(x: months[$0], y: ys[$0]) })])
        let en = try Narrator(language: "en").narrate(Report(charts: [chart])).charts[0]
        #expect(en.findings.first { $0.finding.kind == .signRun }?.text
                == "Change in jobs was below zero for 21 months in a row, from Feb 2008 to Oct 2009, and above zero for the last 62 months, from Nov 2010 on.")
        // A series that goes below zero on the way gets no percentage change ("down 17%" of a change in jobs).
        let dips: [Double] = [100, 50, -20, -40, 10, 60, 80, 90, 95, 100, 110, 120]
        let dipping = Chart(id: "d", type: .line, xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric),
                            series: [Series(name: LocalizedText("Balance"), isContinuous: true,
                                            points: dips.indices.map { DataPoint(x: Double($0), y: dips[$0]) })])
        let stats = try Narrator(language: "en").narrate(Report(charts: [dipping])).charts[0].long.joined(separator: " ")
        // Its course is said in amounts, the low below zero included.
        #expect(stats.contains("a low of -40") && !stats.contains("%"), "\(stats)")
        let zh = try Narrator(language: "zh").narrate(Report(charts: [chart])).charts[0]
        #expect(zh.findings.first { $0.finding.kind == .signRun }?.text
                == "Change in jobs从2008年2月到2009年10月连续21个月低于零，自2010年11月起一直高于零（连续62个月）。")
    }

    @Test func theSideMostPointsLieOnIsSaidWithItsExceptionsNamed() throws {
        let seats = [-24.2, -1.1, -16.3, -6.3, -25.0, -5.1, -13.5, -2.7, -4.6, -20.9, 2.4, 3.6, -12.9, -24.9, -6.5, -16.5]
        let chart = Chart(id: "midterms", type: .line, xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric, unit: .cldr("percent")),
                          series: [Series(name: LocalizedText("Seat change"), isContinuous: true,
                                          points: seats.indices.map { DataPoint(x: Double(1958 + 4 * $0), y: seats[$0]) })])
        let en = try Narrator(language: "en").narrate(Report(charts: [chart])).charts[0]
        #expect(en.findings.first { $0.finding.kind == .signRun }?.text
                == "Seat change was below zero at 14 of 16 points, above it only in 1998 (2.4%) and 2002 (3.6%).")
        #expect(!en.long.joined().contains("above zero and"), "the statistics do not count the sides again")
        let zh = try Narrator(language: "zh").narrate(Report(charts: [chart])).charts[0]
        #expect(zh.findings.first { $0.finding.kind == .signRun }?.text
                == "Seat change在16个数据点中有14个低于零，仅在1998年（2.4%）和2002年（3.6%）高于零。")
    }

    @Test func aSeriesGapsAreOneSentenceInTimeOrder() throws {
        // Weekly values from 1990 with runs of 8, 3 and 5 missing weeks, the longest in the middle.
        let missing = Set(Array(20..<28) + Array(60..<63) + Array(100..<105))
        let weeks = (0..<150).map { Double(CivilCalendar.days(year: 1990, month: 1, day: 1 + 7 * $0)) * CivilCalendar.secondsPerDay }
        let chart = Chart(id: "w", type: .line, xAxis: Axis(kind: .date), yAxis: Axis(kind: .numeric),
                          series: [Series(name: LocalizedText("Level"), isContinuous: true,
                                          points: weeks.indices.map { DataPoint(x: weeks[$0], y: missing.contains($0) ? nil : 300 + Double($0) / 10) })])
        let en = try Narrator(language: "en").narrate(Report(charts: [chart])).charts[0]
        let gaps = en.findings.filter { $0.finding.kind == .gap }
        #expect(gaps.count == 1, "\(gaps.map(\.text))")
        let text = try #require(gaps.first?.text)
        // ICU joins a span's ends with thin spaces around the dash; the order of the runs is what is pinned.
        let places = ["No data for Level over May 21", "1990 (8 weeks), Feb 25", "Mar 11, 1991 (3 weeks), and Dec 2", "30, 1991 (5 weeks)."]
            .map { text.range(of: $0)?.lowerBound }
        #expect(places.allSatisfy { $0 != nil } && zip(places, places.dropFirst()).allSatisfy { $0! < $1! }, "\(text)")
    }

    @Test func recordsAreSaidOnlyAlongTime() throws {
        // US men by age in 2000 (vega's population.json): along ages the last value is the lowest, not a "record".
        let men: [Double] = [9_735_380, 10_552_146, 10_563_233, 10_237_419, 9_731_315, 9_659_493, 10_205_879,
                             11_475_182, 11_320_252, 9_925_006, 8_507_934, 6_459_082, 5_123_399, 4_453_623,
                             3_792_145, 2_912_655, 1_902_638, 970_357, 336_303]
        func long(_ xs: [Double]) throws -> String {
            let chart = Chart(id: "p", type: .line, xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric),
                              series: [Series(name: LocalizedText("Men"), isContinuous: true,
                                              points: men.indices.map { DataPoint(x: xs[$0], y: men[$0]) })])
            return try Narrator(language: "en").narrate(Report(charts: [chart])).charts[0].long.joined(separator: " ")
        }
        let byAge = try long(men.indices.map { Double($0 * 5) })
        #expect(!byAge.contains("record"), "\(byAge)")
        #expect(byAge.contains("then fell 97% to a low of 336,303 at 90"), "\(byAge)")
    }

    @Test func titlesInSentencesLowerOnlyAnOrdinaryFirstWord() {
        #expect(FindingPhraser.inSentence("Weight") == "weight")
        #expect(FindingPhraser.inSentence("Miles per gallon") == "miles per gallon")
        #expect(FindingPhraser.inSentence("Beak Length (mm)") == "Beak Length (mm)")
        #expect(FindingPhraser.inSentence("GDP") == "GDP")
    }

    @Test func aScatterPlotOfSeveralSeriesSaysWhoseRelationItIs() throws {
        // Two species, each with its own rising relation.
        func species(_ name: String, _ offset: Double) -> Series {
            Series(name: LocalizedText(name), isContinuous: false, points: (0..<40).map { k in
                let x = 30 + Double(k) * 0.5
                return DataPoint(x: x, y: offset + 0.3 * x + Double((k * 7) % 5) * 0.4)
            })
        }
        let chart = Chart(id: "p", type: .scatter, xAxis: Axis(kind: .numeric, title: LocalizedText("Length")),
                          yAxis: Axis(kind: .numeric, title: LocalizedText("Depth")),
                          series: [species("Adelie", 5), species("Gentoo", 0)])
        let texts = try Narrator(language: "en").narrate(Report(charts: [chart])).charts[0].findings
            .filter { $0.finding.kind == .correlation }.map(\.text)
        #expect(texts.count == 2)
        // After "For Adelie," the title is inside the sentence, as "length" is: "depth", not "Depth".
        #expect(texts.allSatisfy { $0.hasPrefix("For Adelie, depth rose as length rose") || $0.hasPrefix("For Gentoo, depth rose as length rose") },
                "\(texts)")
    }
}

/// Several series that all shrink from the first x to the last say which fell the most by its own fall, a share
/// of its high below 100 %: indomethacin's six subjects were "2 the most, by -2,437%" (1 − the smallest ratio).
@Suite struct SharedShrinkTests {
    @Test func theSeriesThatFellTheMostIsSaidWithItsFallBelowAHundredPercent() throws {
        let hours = [0.25, 0.5, 1, 2, 4, 8]
        let curves: [[Double]] = [[1.5, 0.94, 0.6, 0.3, 0.12, 0.05], [2.0, 1.2, 0.71, 0.3, 0.1, 0.08],
                                  [2.72, 1.4, 0.9, 0.39, 0.12, 0.08]]
        let series = curves.indices.map { k in
            Series(name: LocalizedText("\(k + 1)"), isContinuous: true,
                   points: zip(hours, curves[k]).map { DataPoint(x: $0, y: $1) })
        }
        let chart = Chart(id: "c", type: .line, xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric), series: series)
        let long = try Narrator(language: "en").narrate(Report(language: "en", charts: [chart])).charts[0].long.joined(separator: " ")
        // 3 fell from 2.72 to 0.08, the largest ratio of high to low (34): "3 the most, by 97%".
        let range = try #require(long.range(of: "the most, by "), "\(long)")
        let said = long[range.upperBound...].prefix { $0 != "%" }
        #expect(Double(said).map { $0 > 0 && $0 < 100 } ?? false, "\(long)")
    }
}

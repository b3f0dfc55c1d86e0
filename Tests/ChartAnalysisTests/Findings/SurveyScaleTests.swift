import ChartModel
import Testing
@testable import ChartAnalysis

/// A rating scale's answers are told by their sides and middle (`ScaleDetector`), read from their words in the ten
/// languages, from numbers with words at the ends, or declared; categories that are no scale get none; shares of
/// a whole are said with no mean, their few largest and their spread.
@Suite struct SurveyScaleTests {
    static func bars(_ answers: [String], _ values: [Double], unit: AxisUnit? = nil, additive: Bool? = nil,
                     declared: Bool? = nil) -> Chart {
        Chart(id: "c", type: .bar,
              xAxis: Axis(kind: .category, categories: answers.map { Category(id: $0) }, isRatingScale: declared),
              yAxis: Axis(kind: .numeric, unit: unit, isAdditive: additive),
              series: [Series(name: LocalizedText("Answers"), isContinuous: false,
                              points: values.enumerated().map { DataPoint(x: Double($0.offset), y: $0.element) })])
    }

    static func scale(_ chart: Chart) -> SurveyScale? {
        ChartAnalyzer.analyze(chart).findings.lazy.compactMap { f in if case .scale(let s) = f.detail { s } else { nil } }.first
    }

    @Test func satisfactionCountsAreToldBySidesWithTheirSharesOfTheTotal() throws {
        let chart = Self.bars(["Very dissatisfied", "A little dissatisfied", "Moderately satisfied", "Very satisfied"], [4, 13, 43, 36])
        let s = try #require(Self.scale(chart))
        #expect(s.negative == [0, 1] && s.positive == [2, 3] && s.middle.isEmpty)
        #expect(s.isCount && s.total == 96)
        #expect(abs(s.share(s.positive) - 79.0 / 96) < 1e-12)
        #expect(s.sidesByShare.first == [2, 3])
        #expect(s.mode == 2)
        // No race and no course of the answers beside it, and no mean of them.
        let insights = ChartAnalyzer.analyze(chart)
        #expect(!insights.findings.contains { $0.kind == .ranking || $0.kind == .course || $0.kind == .shape })
        #expect(insights.seriesFacts[0].isPartsOfWhole)
        // Every share said holds against the data.
        #expect(insights.audit.failures.isEmpty)
    }

    @Test func negatedAndMiddleAnswersFindTheirSide() throws {
        let canada = try #require(Self.scale(Self.bars(["Very important", "Somewhat important", "Not very important", "Not at all important"], [595, 714, 315, 607])))
        #expect(canada.positive == [0, 1] && canada.negative == [2, 3])
        let gss = try #require(Self.scale(Self.bars(["Very happy", "Pretty happy", "Not too happy"], [30.7, 57.1, 12.2], unit: .cldr("percent"))))
        #expect(gss.positive == [0, 1] && gss.negative == [2] && !gss.isCount && gss.total == 100)
        let housing = try #require(Self.scale(Self.bars(["Low", "Medium", "High"], [567, 446, 668])))
        #expect(housing.negative == [0] && housing.middle == [1] && housing.positive == [2])
        let likert = try #require(Self.scale(Self.bars(["Strongly disagree", "Disagree", "Neither agree nor disagree", "Agree", "Strongly agree", "Don't know"], [5, 9, 27, 40, 14, 5])))
        #expect(likert.negative == [0, 1] && likert.middle == [2] && likert.positive == [3, 4])
        // "Don't know" is on no side but in the total.
        #expect(likert.total == 100)
    }

    /// The amount scale (the World Values Survey's "Is the government doing too much or too little?"): its ends
    /// are sides and "about right" its middle, so half saying "too little" is a side, not the start of a fall.
    @Test func tooLittleAboutRightTooMuchIsAScaleWithAMiddle() throws {
        let chart = Self.bars(["Too little", "About right", "Too much"], [50.3, 34.6, 15.1], unit: .cldr("percent"))
        let wvs = try #require(Self.scale(chart))
        #expect(wvs.negative == [0] && wvs.middle == [1] && wvs.positive == [2])
        #expect(!ChartAnalyzer.analyze(chart).findings.contains { $0.kind == .course || $0.kind == .shape })
        let many = try #require(Self.scale(Self.bars(["Far too few", "Too few", "About the right amount", "Too many"], [10, 30, 40, 20])))
        #expect(many.negative == [0, 1] && many.middle == [2] && many.positive == [3])
    }

    /// The European Social Survey's feeling about household income: living comfortably and coping on one side,
    /// difficult and very difficult on the other (Belgium: 80 % and 20 %), not a fall from 659 to 80.
    @Test func livingComfortablyOrCopingIsASide() throws {
        let chart = Self.bars(["Living comfortably", "Coping on present income", "Difficult on present income",
                               "Very difficult on present income"], [659, 691, 267, 80])
        let ess = try #require(Self.scale(chart))
        #expect(ess.positive == [0, 1] && ess.negative == [2, 3] && ess.total == 1697)
        #expect(!ChartAnalyzer.analyze(chart).findings.contains { $0.kind == .course || $0.kind == .ranking })
    }

    /// How often: a teen survey's helmet use ("Never … Always", percentages) and students' exercise ("None, Some,
    /// Frequently", counts) are scales told by their sides, not a race ("Never led with 80.0%") nor a fall.
    @Test func howOftenIsAScale() throws {
        let helmet = Self.bars(["Never", "Rarely", "Sometimes", "Most of the time", "Always"], [80.0, 8.2, 3.9, 3.4, 4.6],
                               unit: .cldr("percent"))
        let h = try #require(Self.scale(helmet))
        #expect(h.negative == [0, 1] && h.middle == [2] && h.positive == [3, 4])
        #expect(!ChartAnalyzer.analyze(helmet).findings.contains { $0.kind == .course || $0.kind == .ranking })
        let exercise = try #require(Self.scale(Self.bars(["None", "Some", "Frequently"], [24, 98, 115])))
        #expect(exercise.negative == [0] && exercise.middle == [1] && exercise.positive == [2])
        let zh = try #require(Self.scale(Self.bars(["从不", "很少", "有时", "经常", "总是"], [5, 10, 30, 40, 15])))
        #expect(zh.negative == [0, 1] && zh.middle == [2] && zh.positive == [3, 4])
    }

    /// One five-point scale in each of the ten languages, as surveys there write it.
    @Test(arguments: [
        ["Strongly disagree", "Disagree", "Neutral", "Agree", "Strongly agree"],
        ["非常不满意", "不满意", "一般", "满意", "非常满意"],
        ["Muy en desacuerdo", "En desacuerdo", "Ni de acuerdo ni en desacuerdo", "De acuerdo", "Muy de acuerdo"],
        ["Pas du tout d'accord", "Plutôt pas d'accord", "Neutre", "Plutôt d'accord", "Tout à fait d'accord"],
        ["Sehr unzufrieden", "Eher unzufrieden", "Teils/teils", "Eher zufrieden", "Sehr zufrieden"],
        ["Discordo totalmente", "Discordo", "Neutro", "Concordo", "Concordo totalmente"],
        ["Совсем не согласен", "Скорее не согласен", "Нейтрально", "Скорее согласен", "Полностью согласен"],
        ["لا أوافق بشدة", "لا أوافق", "محايد", "أوافق", "أوافق بشدة"],
        ["पूरी तरह असहमत", "असहमत", "तटस्थ", "सहमत", "पूरी तरह सहमत"],
        ["매우 불만족", "불만족", "보통", "만족", "매우 만족"],
    ])
    func fivePointScalesInEveryLanguage(_ answers: [String]) throws {
        let s = try #require(Self.scale(Self.bars(answers, [10, 15, 20, 35, 20])), "\(answers)")
        #expect(s.negative == [0, 1] && s.middle == [2] && s.positive == [3, 4], "\(answers)")
        // Written the other way round, it is the same scale.
        let reversed = try #require(Self.scale(Self.bars(answers.reversed(), [20, 35, 20, 15, 10])))
        #expect(reversed.positive == [0, 1] && reversed.negative == [3, 4])
    }

    @Test func aNumberedScaleWithWordsAtItsEndsSplitsAtTheCentre() throws {
        let labels = ["0 bad"] + (1...9).map(String.init) + ["10 good"]
        let s = try #require(Self.scale(Self.bars(labels, [80, 53, 75, 113, 147, 415, 224, 312, 277, 107, 84])))
        #expect(s.negative == [0, 1, 2, 3, 4] && s.middle == [5] && s.positive == [6, 7, 8, 9, 10])
        #expect(s.sum(s.positive) == 1004 && s.sum(s.negative) == 468)
        // A word every answer starts with names the scale: Australian pupils' liking of science, "Score 1 (dislike)"
        // … "Score 8 (like)", split between 4 and 5.
        let scores = ["Score 1 (dislike)"] + (2...7).map { "Score \($0)" } + ["Score 8 (like)"]
        let pupils = try #require(Self.scale(Self.bars(scores, [3.9, 3.8, 11.3, 16.2, 13.2, 28.9, 11.0, 11.8], unit: .cldr("percent"))))
        #expect(pupils.negative == [0, 1, 2, 3] && pupils.middle.isEmpty && pupils.positive == [4, 5, 6, 7])
        // Without the same word before every number, no scale is read through it.
        #expect(Self.scale(Self.bars(["Score 1 (dislike)", "Grade 2", "Score 3 (like)"], [30, 40, 30])) == nil)
        // Without words at the ends, numbers are no scale, unless declared.
        let bare = (1...5).map(String.init)
        #expect(Self.scale(Self.bars(bare, [3, 5, 9, 6, 2])) == nil)
        let declared = try #require(Self.scale(Self.bars(bare, [3, 5, 9, 6, 2], declared: true)))
        #expect(declared.negative == [0, 1] && declared.middle == [2] && declared.positive == [3, 4] && declared.isDeclared)
        let even = try #require(Self.scale(Self.bars(["A", "B", "C", "D"], [3, 5, 9, 6], declared: true)))
        #expect(even.negative == [0, 1] && even.middle.isEmpty && even.positive == [2, 3])
        // Declared not a scale, words or not.
        #expect(Self.scale(Self.bars(["Disagree", "Neutral", "Agree"], [3, 5, 9], declared: false)) == nil)        // One word at both ends is a unit that counts, not a scale's poles (corps-years by deaths from horse kicks).
        #expect(Self.scale(Self.bars(["0 deaths", "1 death", "2 deaths", "3 deaths", "4 deaths"], [109, 65, 22, 3, 1])) == nil)
        // A unit is also the word of the answers between the ends, however the ends are spelt ("1 story" … "4
        // stories"; "0 dice" … "10+ dice").
        #expect(Self.scale(Self.bars(["1 story", "2 stories", "3 stories", "4 stories"], [120, 95, 80, 60])) == nil)
        #expect(Self.scale(Self.bars(["0 dice", "1 dice", "2 dice", "3 dice", "10+ dice"], [185, 1149, 3265, 5475, 18])) == nil)
        // A comparison with before is a scale: "Worse", "The same", "Better" (Uruguay's PANES households).
        let panes = try #require(Self.scale(Self.bars(["Worse", "The same", "Better"], [5.6, 19.6, 74.8], unit: .cldr("percent"))))
        #expect(panes.negative == [0] && panes.middle == [1] && panes.positive == [2])
        // A frequency scale whose top is a period: "Never … Occasionally … Every day" (AddHealth's teenagers).
        let feelings = try #require(Self.scale(Self.bars(["Never", "Rarely", "Occasionally", "Often", "Every day"],
                                                         [50.0, 26.7, 12.4, 7.1, 3.9], unit: .cldr("percent"))))
        #expect(feelings.negative == [0, 1] && feelings.middle == [2] && feelings.positive == [3, 4])
    }

    /// Whole numbers without a unit count answers, unless the descriptor says the values do not add up: Windsor's
    /// average house prices by answer-like levels are no shares of a total.
    @Test func valuesThatDoNotAddUpAreNoAnswerCounts() throws {
        let labels = ["Very poor", "Poor", "Fair", "Good", "Very good"]
        let prices: [Double] = [50150, 61200, 88000, 160000, 451950]
        #expect(try #require(Self.scale(Self.bars(labels, prices))).isCount)
        #expect(Self.scale(Self.bars(labels, prices, additive: false)) == nil)
    }

    @Test func noScaleWhereTheWordsOrTheValuesDoNotMakeOne() {
        // Out of order: the sides are not each on one end.
        #expect(Self.scale(Self.bars(["Agree", "Disagree", "Neutral", "Strongly agree"], [3, 5, 9, 6])) == nil)
        // One side only.
        #expect(Self.scale(Self.bars(["Satisfied", "Very satisfied", "Neutral"], [3, 5, 9])) == nil)
        // An answer without a scale word.
        #expect(Self.scale(Self.bars(["Disagree", "Neutral", "Agree", "Bananas"], [3, 5, 9, 2])) == nil)
        // Two answers are two shares.
        #expect(Self.scale(Self.bars(["Disagree", "Agree"], [3, 5])) == nil)
        // Means of something by level are no parts of a whole.
        #expect(Self.scale(Self.bars(["Low", "Medium", "High"], [12.5, 30.25, 41.75])) == nil)
        // Percentages that do not sum to 100.
        #expect(Self.scale(Self.bars(["Low", "Medium", "High"], [40, 50, 60], unit: .cldr("percent"))) == nil)
    }

    /// The false-claim rate: charts of everyday categories (countries, products, reasons, colours, sizes, months)
    /// drawn at random, three to seven of them in random order, counts as values: none is a scale. And real
    /// scales shuffled out of their order are none either.
    @Test func everydayCategoriesAreNoScale() {
        let names = ["Price", "Quality", "Service", "Brand", "Delivery", "Design", "Germany", "France", "Japan", "China",
                     "United States", "India", "Brazil", "Red", "Blue", "Green", "Yellow", "Small", "Medium", "Large",
                     "Apple", "Samsung", "Xiaomi", "Email", "Phone", "In person", "North", "South", "East", "West",
                     "Cars", "Trucks", "Buses", "Bikes", "Walking", "Coal", "Gas", "Nuclear", "Wind", "Solar",
                     "Retail", "Finance", "Health", "Education", "Travel", "Food", "Housing", "Energy", "Mon", "Tue",
                     "Wed", "Good Earth", "High Street", "Low Country", "Other", "Under 18", "18-34", "35-54", "55+", "Fair Trade"]
        var random = SyntheticSeries(seed: 3636)
        var claims = 0
        for _ in 0..<200 {
            let count = 3 + Int(random.uniform() * 5)
            var pool = names, picked: [String] = []
            for _ in 0..<count { picked.append(pool.remove(at: Int(random.uniform() * Double(pool.count)))) }
            let values = picked.map { _ in (1 + random.uniform() * 99).rounded() }
            if Self.scale(Self.bars(picked, values)) != nil { claims += 1 }
        }
        print("SurveyScaleTests: scales read in 200 charts of everyday categories: \(claims)")
        #expect(claims <= ClaimBound.of(measured: 0))
        var shuffledClaims = 0
        let likert = ["Strongly disagree", "Disagree", "Neutral", "Agree", "Strongly agree"]
        for _ in 0..<200 {
            var answers = likert
            for k in answers.indices.reversed() { answers.swapAt(k, Int(random.uniform() * Double(k + 1))) }
            let sides = answers.map { $0.contains("isagree") ? -1 : $0 == "Neutral" ? 0 : 1 }
            let monotone = zip(sides, sides.dropFirst()).allSatisfy { $0 <= $1 } || zip(sides, sides.dropFirst()).allSatisfy { $0 >= $1 }
            if !monotone, Self.scale(Self.bars(answers, [10, 20, 30, 25, 15])) != nil { shuffledClaims += 1 }
        }
        print("SurveyScaleTests: scales read in 200 shuffled Likert scales out of order: \(shuffledClaims)")
        #expect(shuffledClaims == 0)
    }

    @Test func aShareThatDoesNotHoldFailsTheAudit() {
        let lines = ClaimAudit.Lines(samples: [Sample(TestCharts.series([20, 30, 50], xs: [0, 1, 2]))])
        #expect(ClaimAudit.holds(.share(series: 0, xs: [1, 2], share: 0.8, ofHundred: false), lines))
        #expect(ClaimAudit.holds(.share(series: 0, xs: [1, 2], share: 0.804, ofHundred: false), lines))
        #expect(!ClaimAudit.holds(.share(series: 0, xs: [1, 2], share: 0.82, ofHundred: false), lines))
        #expect(ClaimAudit.holds(.share(series: 0, xs: [2], share: 0.5, ofHundred: true), lines))
    }

    /// Participation rates of age bands are no whole, and their mean is no one's rate: neither a whole's shares
    /// nor a mean is said (Swiss labour force, 1981). Values over the bands declared not to add up (a mean wage
    /// by years of experience, death rates by age) are rates of groups too; the same values along time keep
    /// their mean.
    @Test func ratesOfGroupsHaveNoMean() {
        let bands = ["20-24", "25-29", "30-34", "35-39", "40-44"]
        let rates = ChartAnalyzer.analyze(Self.bars(bands, [30.4, 45.0, 55.1, 63.2, 57.0], unit: .cldr("percent"))).seriesFacts[0]
        #expect(rates.isRatesOfGroups && !rates.isPartsOfWhole && rates.saysNoMean)
        let means = ChartAnalyzer.analyze(Self.bars(bands, [4.26, 5.5, 6.6, 6.0, 7.7], additive: false)).seriesFacts[0]
        #expect(means.isRatesOfGroups && means.saysNoMean)
        let yearly = ChartAnalyzer.analyze(TestCharts.chart([4.26, 5.5, 6.6, 6.0, 7.7], xs: [2001, 2002, 2003, 2004, 2005])).seriesFacts[0]
        #expect(!yearly.saysNoMean)
    }

    @Test func fewCategoriesWithAHeadSetApartAndNearlyEqualParts() throws {
        // Pizzas sold by size: S, M and L, then almost nothing.
        let sizes = Self.bars(["S", "M", "L", "XL", "XXL"], [14403, 15635, 18956, 552, 28], additive: true)
        let ranking = try #require(ChartAnalyzer.analyze(sizes).findings.lazy.compactMap { f -> CategoryRanking? in
            if case .ranking(let r) = f.detail { r } else { nil } }.first)
        #expect(ranking.concentration?.isLongTail == true && ranking.concentration?.headCount == 3)
        #expect(ChartAnalyzer.analyze(sizes).seriesFacts[0].isPartsOfWhole)
        // A Zipf fall over five has no step of ten.
        #expect(CategoryConcentration.find(order: [0, 1, 2, 3, 4], values: [100, 50, 33.3, 25, 20], total: 228.3,
                                           sharesOfWhole: true)?.isLongTail != true)
        // Four kinds of pizza at about a quarter each: their spread, not "two make up more than half".
        let kinds = Self.bars(["Chicken", "Classic", "Supreme", "Veggie"], [24.0, 26.9, 25.5, 23.7], unit: .cldr("percent"))
        let even = try #require(ChartAnalyzer.analyze(kinds).findings.lazy.compactMap { f -> CategoryRanking? in
            if case .ranking(let r) = f.detail { r } else { nil } }.first)
        #expect(even.isEven && even.concentration == nil)
        let uneven = Self.bars(["A", "B", "C"], [50, 30, 20], unit: .cldr("percent"))
        #expect(ChartAnalyzer.analyze(uneven).findings.allSatisfy { f in
            if case .ranking(let r) = f.detail { !r.isEven } else { true } })
    }

    /// Groups that answered the same question (placebo and treated, husbands and wives) are each told by their
    /// own sides: no course along the answers ("Placebo fell … from None to Marked"), no race of the answers'
    /// totals ("In total, Almost always led with 66"), and a joined low answer ("Never or occasionally") is the
    /// negative side.
    @Test func groupsThatAnsweredTheSameScaleAreEachToldByTheirSides() throws {
        func chart(_ answers: [String], _ groups: [[Double]], unit: AxisUnit?, additive: Bool?) -> Chart {
            Chart(id: "c", type: .bar,
                  xAxis: Axis(kind: .category, categories: answers.map { Category(id: $0) }, isOrdered: true),
                  yAxis: Axis(kind: .numeric, unit: unit, isAdditive: additive),
                  series: groups.enumerated().map { g, values in
                      Series(name: LocalizedText("g\(g)"), isContinuous: false,
                             points: values.enumerated().map { DataPoint(x: Double($0.offset), y: $0.element) })
                  })
        }
        let trial = ChartAnalyzer.analyze(chart(["None", "Some", "Marked"], [[67.4, 16.3, 16.3], [31.7, 17.1, 51.2]],
                                                unit: .cldr("percent"), additive: false)).findings
        let trialScales = trial.compactMap { f -> SurveyScale? in if case .scale(let s) = f.detail { s } else { nil } }
        #expect(trialScales.map(\.series) == [0, 1])
        #expect(trialScales.allSatisfy { $0.negative == [0] && $0.middle == [1] && $0.positive == [2] })
        #expect(!trial.contains { $0.kind == .course || $0.kind == .ranking })
        let couples = ChartAnalyzer.analyze(chart(["Never or occasionally", "Fairly often", "Very often", "Almost always"],
                                                  [[19, 20, 19, 33], [12, 28, 18, 33]], unit: nil, additive: true)).findings
        let coupleScales = couples.compactMap { f -> SurveyScale? in if case .scale(let s) = f.detail { s } else { nil } }
        #expect(coupleScales.count == 2 && coupleScales.allSatisfy { $0.negative == [0] && $0.positive == [1, 2, 3] && $0.isCount })
        #expect(!couples.contains { $0.kind == .ranking || $0.kind == .course })
        // Equal totals (91 husbands, 91 wives) have no largest share.
        #expect(!couples.contains { $0.kind == .shares })
        // Two survey waves that each add up to 100 % (Sweden, World Values Survey 1996 and 2006) are two wholes:
        // "2006 made up the largest share, 50% of the total" said nothing; nor does any share across them.
        let waves = ChartAnalyzer.analyze(chart(["Let anyone come", "As long as jobs are available", "Strict limits",
                                                 "Prohibit people from coming"],
                                                [[8.7, 33.1, 57.2, 0.9], [17.4, 53.7, 27.7, 1.2]],
                                                unit: .cldr("percent"), additive: true)).findings
        #expect(!waves.contains { $0.kind == .shares })
        #expect(ScaleWords.pole("Neither agree nor disagree") == .middle)
    }
}

/// A two-sided scale whose answers mirror each other about the centre is told by its sides (`ScaleDetector`,
/// mirrored): "Extremely liberal" … "Moderate" … "Extremely conservative" is no course along the answers.
@Suite struct MirroredScaleTests {
    /// ANES 1996 self-placement of 944 voters (percent).
    @Test func answersMirroredAboutTheCentreAreAScale() throws {
        let answers = ["Extremely liberal", "Liberal", "Slightly liberal", "Moderate", "Slightly conservative",
                       "Conservative", "Extremely conservative"]
        let chart = SurveyScaleTests.bars(answers, [1.7, 10.9, 15.6, 27.1, 18.0, 23.1, 3.6], unit: .cldr("percent"))
        let s = try #require(SurveyScaleTests.scale(chart))
        #expect(s.negative == [0, 1, 2] && s.middle == [3] && s.positive == [4, 5, 6])
        #expect(s.sidesByShare.first == [4, 5, 6])
        let insights = ChartAnalyzer.analyze(chart)
        #expect(!insights.findings.contains { $0.kind == .course || $0.kind == .ranking })
        #expect(insights.audit.failures.isEmpty)
    }

    @Test func unlikeWordsOrOnePairAreNoMirroredScale() {
        let percent = AxisUnit.cldr("percent")
        // One pair of unlike words is any two categories.
        #expect(SurveyScaleTests.scale(SurveyScaleTests.bars(["Apples", "Pears"], [40, 60], unit: percent)) == nil)
        // The words that differ are not the same on each side.
        #expect(SurveyScaleTests.scale(SurveyScaleTests.bars(["Red cars", "Blue cars", "Other", "Blue vans", "Green vans"],
                                                             [20, 20, 20, 20, 20], unit: percent)) == nil)
        // More than one word differs.
        #expect(SurveyScaleTests.scale(SurveyScaleTests.bars(["Very small town", "Small town", "Suburb", "Large city",
                                                              "Very large city"], [10, 20, 30, 25, 15], unit: percent)) == nil)
    }
}

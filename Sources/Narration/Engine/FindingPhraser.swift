import ChartAnalysis
import ChartModel

/// Says a finding in words: one sentence per finding, from the catalog message `finding.<kind>`, with every
/// number and position formatted by the chart's axis formatters.
///
/// The same message serves the long description (numbers as precise as the data) and the short description
/// and speech (`brief`: three or four significant digits), so the two never disagree in what they claim.
struct FindingPhraser {
    let facts: ChartFacts

    /// How precisely numbers are said.
    enum Precision { case full, brief }

    var x: AxisFormatter { facts.x }
    var y: AxisFormatter { facts.y }
    var renderer: MessageRenderer { facts.renderer }

    /// The sentence for `finding`.
    func sentence(_ finding: Finding, precision: Precision) throws(NarrationError) -> String {
        var a = try arguments(finding, precision: precision)
        a["kind"] = .string(finding.kind.rawValue)
        // Messages may leave details out of the short description and speech; a course with a level among few
        // moves is told move by move there too (`VisibleCourse.toldInFull`).
        let inFull = if case .course(let c) = finding.detail { c.toldInFull && !c.levels.isEmpty } else { false }
        // Swings counted on a pen's line are the long description too: its few moves would pass over most of them.
        let counted = if case .course(let c) = finding.detail { c.swings != nil && !c.isPointByPoint } else { false }
        a["brief"] = .flag((precision == .brief && !inFull) || counted)
        // Parts of a whole over bands whose course is said: their shares only (`CategoryRanking.raceToldByCourse`).
        if case .ranking(let r) = finding.detail, r.raceToldByCourse { return try renderer.render("finding.ranking.shares", a) }
        // A poll's yes, no and don't-know: its answers in order, no race (`CategoryRanking.isAnswerSet`).
        if case .ranking(let r) = finding.detail, r.isAnswerSet { return try renderer.render("finding.ranking.answers", a) }
        return try renderer.render("finding.\(finding.kind.rawValue)", a)
    }

    /// What a listener should listen for in the audio graph that follows, when the finding leads a briefing.
    func listenSentence(_ finding: Finding) throws(NarrationError) -> String {
        var a = try arguments(finding, precision: .brief)
        a["kind"] = .string(finding.kind.rawValue)
        // Among several series the cue says whose graph to listen to: the graphs play in series order, and
        // "Listen for the rise to Mar 2010" before five graphs leaves the listener to guess GOOG's.
        a["namesSeries"] = .flag(facts.chart.series.count > 1 && finding.series.count == 1)
        return try renderer.render("briefing.listenFor", a)
    }

    /// Every catalog key the phraser can render (for the catalog checks), from the kind registry.
    static var keys: [String] {
        FindingKind.allCases.flatMap(\.catalogKeys) + FindingKind.sharedCatalogKeys
    }

    // MARK: Arguments per kind

    /// The arguments of a finding's message: the chart's, the series' name, and the kind's own (a struct of
    /// named, typed fields per kind, in Phrasing/). The switch is exhaustive: a new kind does not compile until
    /// it is worded.
    func arguments(_ f: Finding, precision: Precision) throws(NarrationError) -> [String: MessageArgument] {
        var a = facts.chartContext
        if let s = f.series.first, s < facts.chart.series.count { a["name"] = .string(facts.seriesName(s)) }
        let own: (any MessageArguments)?
        switch f.detail {
        case .shape(let shape): own = try shapeArguments(shape, precision)
        case .levelShift(let shift): own = try levelShiftArguments(shift)
        case .seasonality(let season): own = try seasonalityArguments(season)
        case .cycle(let cycle): own = try cycleArguments(cycle, precision)
        case .record(let record): own = try recordArguments(record, precision)
        case .drawdown(let d): own = try drawdownArguments(d, of: f, precision)
        case .gap(let run): own = try gapArguments(run)
        case .outliers(let set): own = try outlierArguments(set, precision)
        case .steady(let steady): own = try steadyArguments(steady, precision)
        case .overtake(let o): own = try overtakeArguments(o, precision)
        case .dominance(let d): own = try dominanceArguments(d)
        case .splitLead(let s): own = try splitLeadArguments(s, precision)
        case .tracking(let t): own = try trackingArguments(t, precision)
        case .growth(let g): own = try growthArguments(g, precision)
        case .shares(let shares): own = try sharesArguments(shares)
        case .threshold(let t): own = thresholdArguments(t, precision)
        case .sharedExtreme(let e): own = try sharedExtremeArguments(e)
        case .ranking(let r): own = try rankingArguments(r, precision)
        case .pairedChange(let c): own = try pairedChangeArguments(c, precision)
        case .correlation(let rel): own = try correlationArguments(rel, precision)
        case .path(let path): own = pathArguments(path, precision)
        case .commonMove(let c): own = commonMoveArguments(c)
        case .course(let c): own = try courseArguments(c, precision)
        case .signRun(let r): own = try signRunArguments(r)
        case .groupReversal(let g): own = groupReversalArguments(g)
        case .influence(let p): own = try influenceArguments(p, precision)
        case .clusters(let c): own = try clustersArguments(c, base: a)
        case .groups(let g): own = try groupArguments(g, precision)
        case .relationContrast(let c): own = try relationContrastArguments(c, precision)
        case .scale(let s): own = try scaleArguments(s, precision)
        case .periodChange(let c): own = try periodChangeArguments(c, precision)
        case .giants(let g): own = try giantsArguments(g)
        case .spreadShift(let s): own = try spreadShiftArguments(s, precision)
        case .spreadContrast(let c): own = try spreadContrastArguments(c, precision)
        }
        return own?.adding(to: a) ?? a
    }

    // MARK: Small pieces

    /// A title as it stands inside a sentence: its first letter lowered when the title starts with an ordinary
    /// capitalised word ("Weight" → "weight"), kept for acronyms and names written in capitals ("GDP", "CO2 ppm").
    /// A title in title case ("Beak Length (mm)": a later word capitalised too) is a name and kept as written;
    /// lowering its first letter alone gave "beak Length (mm)".
    /// Catalogs of languages that capitalise nouns (German) or quote titles set `keepTitleCase` to keep it.
    static func inSentence(_ title: String) -> String {
        let chars = Array(title)
        guard chars.count >= 2, chars[0].isUppercase, chars[1].isLowercase else { return title }
        let laterWords = title.split(separator: " ").dropFirst()
        if laterWords.contains(where: { $0.first?.isUppercase == true }) { return title }
        return chars[0].lowercased() + String(chars.dropFirst())
    }

    /// A difference of two values; of percentages, in percentage points ("9.5 percentage points", "9.5个百分点"),
    /// since "9.5 percent ahead" would be a ratio.
    func difference(_ v: Double, _ style: AxisFormatter.NumberStyle) throws(NarrationError) -> String {
        try y.difference(v, style, renderer: renderer)
    }

    func number(_ v: Double, _ precision: Precision) -> String {
        y.value(v, precision == .brief ? .brief : .exact)
    }

    func at(_ xValue: Double) throws(NarrationError) -> String { try facts.at(x.position(xValue)) }

    /// Ratios and percentages past a million are said in scientific notation ("8.8E296-fold"), never as a
    /// 300-digit number.
    static let largestPlainRatio = 1e6

    func percent(_ fraction: Double) -> String {
        (try? NumberFormatting(locale: renderer.locale).format(fraction * 100, skeleton: PercentPrecision.skeleton(fraction * 100))) ?? ""
    }

    func ratio(_ r: Double) -> String {
        let skeleton = abs(r) >= Self.largestPlainRatio ? "scientific .#" : r >= 10 ? "precision-integer" : ".#"
        return (try? NumberFormatting(locale: renderer.locale).format(r, skeleton: skeleton)) ?? ""
    }

    func coefficient(_ v: Double) -> String {
        (try? NumberFormatting(locale: renderer.locale).format(v, skeleton: ".00")) ?? String(v)
    }
}

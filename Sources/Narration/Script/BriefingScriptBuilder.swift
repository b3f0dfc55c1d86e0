import ChartAnalysis
import ChartModel

extension Narrator {
    /// Series played together are named one by one up to this many; beyond, only the two ends are.
    static let namedTogether = 5

    /// The spoken briefing of a report, built from Templates/briefing-<length>.json (the length in the
    /// narrator's options) with the same wording as the text outputs: chapters, speech (display and prepared
    /// spoken text) and sonification cues, story first (title, top finding, what to listen for, the graph, then
    /// details). A length with a time budget leaves out its droppable blocks, lowest priority first, until the
    /// estimate of `timing` fits. `narration` must come from this narrator for the same report;
    /// `voiceOverride` replaces the catalog voice.
    package func briefingScript(for report: Report, narration: ReportNarration, voiceOverride: String? = nil,
                               timing: BriefingTiming = BriefingTiming()) throws(NarrationError) -> BriefingScript {
        let name = "briefing-\(options.briefingLength.rawValue)"
        guard let template = templates[name] else { throw .invalidTemplate(name: name, reason: "not loaded") }
        let voice = voiceOverride ?? catalog.speech.voice
        let preparer = SpeechPreparer(narrator: self)
        var facts: [ChartFacts] = []
        if let narrated = narration.facts?.charts, narrated.count == report.charts.count, narration.language == language {
            facts = narrated
        } else {
            // A narration assembled by hand carries no facts: build them as narrate() does.
            for (i, chart) in report.charts.enumerated() {
                facts.append(try self.facts(for: chart, index: i, documentLanguage: report.language))
            }
        }
        let chartCount = MessageArgument.number(Double(report.charts.count))
        let reportContext = try FieldArguments.adding(ReportField.self) { (field) throws(NarrationError) -> MessageArgument? in
            switch field {
            case .hasReportTitle: .flag(narration.title?.isEmpty == false)
            case .hasIntro: .flag(narration.intro?.isEmpty == false)
            case .hasOutro: .flag(narration.outro?.isEmpty == false)
            case .chartCount: chartCount
            case .chartTitles: .string(renderer.list(narration.charts.map(\.title)))
            }
        }
        // Each chart's arguments, and everything below them, with the report's chart count and the chart's
        // title as the narration says it.
        func briefingContext(_ c: Int, _ base: [String: MessageArgument], title: Bool) throws(NarrationError) -> [String: MessageArgument] {
            try FieldArguments.adding(BriefingChartField.self, to: base) { (field) throws(NarrationError) -> MessageArgument? in
                switch field {
                case .chartCount: chartCount
                case .title: title ? .string(c < narration.charts.count ? narration.charts[c].title : "") : nil
                }
            }
        }
        let interpreter = TemplateInterpreter(renderer: renderer) { (each, scope, _) throws(NarrationError) in
            if each == "chart" {
                return try facts.indices.map { (c) throws(NarrationError) in
                    (Scope(chart: c), try briefingContext(c, facts[c].chartContext, title: true))
                }
            }
            guard let c = scope.chart else { return [] }
            return try facts[c].items(each, scope: scope).map { (item) throws(NarrationError) in
                (item.0, try briefingContext(c, item.1, title: false))
            }
        }
        var blocks = try interpreter.run(template.blocks, scope: Scope(), context: reportContext)

        // A chart whose story compares series (a finding about two or more of the series it plays, said in a
        // block no budget drops) plays them one after another and then together; a brief plays them together only.
        var comparing: Set<Int> = []
        for b in blocks where b.drop == nil {
            guard let c = b.scope.chart, let k = b.scope.finding, facts[c].narratedFindings.indices.contains(k) else { continue }
            let played = Self.playedSeries(facts[c])
            if played.count > 1 && facts[c].narratedFindings[k].finding.series.filter(played.contains).count >= 2 { comparing.insert(c) }
        }
        func graphs(_ c: Int) -> (each: [Int], together: [Int]) {
            let series = Self.playedSeries(facts[c])
            // Past `ChartFacts.seriesLimit` series no one follows them one by one (10,000 two-point series made
            // a brief of 19 hours): the first of them play together, once, and the cue says of how many.
            if series.count > ChartFacts.seriesLimit { return ([], Array(series.prefix(ChartFacts.seriesLimit))) }
            guard comparing.contains(c) else { return (series, []) }
            return (options.briefingLength == .brief ? [] : series, series)
        }
        // A threshold that leads a chart (its "listen for" sentence is spoken) is heard against its reference:
        // the constant series plays as a steady guide tone beside the series compared with it, on the right.
        var guides: [Int: (series: Int, reference: Int)] = [:]
        for b in blocks where b.scope.finding == 0 {
            guard let c = b.scope.chart, let top = facts[c].narratedFindings.first, b.text == top.listenText,
                  case .threshold(let t) = top.finding.detail,
                  !Self.playedSeries(facts[c]).contains(t.reference) else { continue }
            guides[c] = (t.series, t.reference)
        }
        // Past a handful of series a listener cannot place each name on its own pan position: the cue then
        // names the two ends (fourteen industries were read out one by one for nineteen seconds).
        func togetherCue(_ names: [String], of c: Int) throws(NarrationError) -> String {
            if Self.playedSeries(facts[c]).count > ChartFacts.seriesLimit {
                let total = facts[c].chart.series.count
                return try renderer.render("briefing.someTogetherCue", [
                    "count": .number(Double(min(names.count, ChartFacts.seriesLimit))), "total": .number(Double(total)),
                    "first": .string(names.first ?? ""), "last": .string(names.prefix(ChartFacts.seriesLimit).last ?? ""),
                ])
            }
            return try renderer.render("briefing.togetherCue", [
                "names": .string(renderer.list(names)), "many": .flag(names.count > Self.namedTogether),
                "count": .number(Double(names.count)), "first": .string(names.first ?? ""), "last": .string(names.last ?? ""),
            ])
        }

        // Spoken forms are prepared once: the estimate and the script both use them.
        var spoken: [String: String] = [:]
        func prepared(_ text: String) -> String {
            if let s = spoken[text] { return s }
            let s = preparer.prepare(text)
            spoken[text] = s
            return s
        }
        func longDetails(_ c: Int) throws(NarrationError) -> [String] {
            // The long description without its findings paragraph: the briefing has said the findings already.
            paragraphs(try render("long", facts[c]).filter { $0.paragraph != "findings" })
        }
        // The notes a graph plays when its series plays one a point (separate values, or a single point); nil
        // for a glide. The cue carries it and the budget's estimate reads it, so both count the same.
        func noteCount(_ c: Int, series s: Int, points: ClosedRange<Int>?) -> Int? {
            let series = report.charts[c].series[s]
            let count = points?.count ?? series.points.count
            return series.isContinuous && count >= 2 ? nil : count
        }
        // Series played together last as long as the longest of them alone: four quarterly bars play four notes
        // (1.4 s), not a 5 s glide (the Korean brief of quarterly revenue was estimated 17 % long). The notes of
        // the longest when that is a series of separate values, nil when a glide is longest.
        func togetherNoteCount(_ c: Int, _ series: [Int]) -> Int? {
            let notes = series.filter(report.charts[c].series.indices.contains).map { noteCount(c, series: $0, points: nil) }
            let most = notes.compactMap { $0 }.max()
            guard let most else { return nil }
            let longest = timing.graphSeconds(pointCount: most, continuous: false, interval: false)
            return notes.contains(nil) && longest <= timing.graphSeconds ? nil : most
        }
        func togetherSeconds(_ c: Int, _ series: [Int]) -> Double {
            let notes = togetherNoteCount(c, series)
            return timing.graphSeconds(pointCount: notes ?? 2, continuous: notes == nil, interval: false)
        }
        func graphSeconds(_ c: Int, series s: Int, points: ClosedRange<Int>?) -> Double {
            guard report.charts[c].series.indices.contains(s) else { return timing.graphSeconds }
            let notes = noteCount(c, series: s, points: points)
            return timing.graphSeconds(pointCount: notes ?? 2, continuous: notes == nil, interval: points != nil)
        }
        func estimate(_ b: RenderedBlock) throws(NarrationError) -> Double {
            if let text = b.text { return speechSeconds(prepared(text), timing) }
            guard b.isGenerated, let c = b.scope.chart, let kind = BlockKind(rawValue: b.name) else { return 0 }
            switch kind {
            case .sonifyChart:
                let (each, together) = graphs(c)
                let named = each.count > 1 || !together.isEmpty
                // Each graph is named by its cue as spoken ("数据系列：北京。"), not by the bare name.
                var seconds = 0.0
                if named {
                    for s in each {
                        let cue = try renderer.render("briefing.seriesCue", ["name": .string(facts[c].seriesName(s))])
                        seconds += speechSeconds(prepared(cue), timing)
                    }
                }
                if !together.isEmpty {
                    seconds += speechSeconds(prepared(try togetherCue(together.map(facts[c].seriesName), of: c)), timing)
                }
                let graphs = each.reduce(0.0) { $0 + graphSeconds(c, series: $1, points: nil) }
                    + (together.isEmpty ? 0 : togetherSeconds(c, together))
                return seconds + graphs + Double(each.count + (together.isEmpty ? 0 : 1)) * (timing.earconSeconds + timing.gapSeconds)
            case .sonifySeries:
                let graph = b.scope.series.map { graphSeconds(c, series: $0, points: nil) } ?? timing.graphSeconds
                return timing.earconSeconds + graph + timing.gapSeconds
            case .sonifyInterval:
                let graph = b.scope.series.flatMap { s in b.scope.interval.map { graphSeconds(c, series: s, points: $0.firstIndex...$0.lastIndex) } }
                return timing.earconSeconds + (graph ?? timing.intervalGraphSeconds) + timing.gapSeconds
            case .longDetails: return try longDetails(c).reduce(0) { $0 + speechSeconds(prepared($1), timing) }
            case .reportTitle, .reportIntro, .reportOutro, .chapter, .chartTitle, .short, .generatedShort, .long: return 0
            }
        }
        if let budget = template.secondsPerChart {
            // Of the digests, the least notable goes first; other units go last one first.
            blocks = try Self.fitted(blocks, budget: budget, estimate: estimate) { b in
                guard let c = b.scope.chart, let s = b.scope.series, let iv = b.scope.interval,
                      let rank = facts[c].notable.rank(iv, series: s) else { return b.drop?.unit ?? 0 }
                return rank
            }
        }

        // The findings the script speaks of, per chart: their landmarks are marked in the graphs.
        var mentioned: [Int: Set<Int>] = [:]
        for b in blocks { if let c = b.scope.chart, let k = b.scope.finding { mentioned[c, default: []].insert(k) } }
        // The markers of a graph of `series` (one, or several played together), most salient finding first and
        // within a finding in its landmarks' order (an overtake's leader first); a point marked once.
        // Each marker carries its short label (said over the graph with `--graph-labels`).
        func markers(_ c: Int, _ series: [Int], _ points: ClosedRange<Int>?) throws(NarrationError) -> [GraphMarker] {
            let findings = facts[c].narratedFindings
            let spoken = (mentioned[c] ?? []).filter(findings.indices.contains).sorted {
                (findings[$0].finding.salience, $1) > (findings[$1].finding.salience, $0)
            }
            var marks: [GraphMarker] = []
            var marked: Set<[Int]> = []
            for k in spoken {
                let f = findings[k]
                let inSeries = f.landmarks.filter { series.contains($0.series) }
                let within = inSeries.filter { points?.contains($0.point.index) ?? true }
                // A finding with many landmarks (a weekly cycle's 52 crests) is heard in the graph itself:
                // a pip on every crest would be a metronome, not a pointer, also in a month's graph of four.
                guard inSeries.count <= NotableIntervals.landmarksSingleOut else { continue }
                for l in within where marked.insert([l.series, l.point.index]).inserted {
                    marks.append(GraphMarker(series: l.series, seriesName: facts[c].seriesName(l.series), point: l.point.index,
                                             finding: f.finding.kind, role: l.role, salience: f.finding.salience))
                }
            }
            var played: [Double] = []
            for s in series {
                for (i, p) in facts[c].chart.series[s].points.enumerated() where points?.contains(i) ?? true { played.append(p.x) }
            }
            return try MarkerLabeler(facts: facts[c], preparer: preparer).labelled(marks, played: played)
        }

        var segments: [ScriptSegment] = []
        func say(_ text: String?, _ block: String, _ chartID: String?) {
            guard let text, !text.isEmpty else { return }
            // Captions show the text as heard: a number the voice rounds is rounded in them too.
            segments.append(.speech(SpeechItem(chartID: chartID, block: block, text: preparer.heard(text),
                                               spokenText: prepared(text), voice: voice)))
        }
        func sonify(_ c: Int, _ s: Int, points: ClosedRange<Int>? = nil) throws(NarrationError) {
            var cue = SonificationCue(chartID: report.charts[c].id, chartIndex: c, seriesIndex: s,
                                      seriesName: facts[c].seriesName(s), points: points,
                                      markers: try markers(c, [s], points), noteCount: noteCount(c, series: s, points: points))
            if let points, let series = facts[c].chart.series.indices.contains(s) ? facts[c].chart.series[s] : nil,
               series.points.indices.contains(points.lowerBound), series.points.indices.contains(points.upperBound) {
                let (lo, hi) = (series.points[points.lowerBound].x, series.points[points.upperBound].x)
                cue.span = facts[c].x.positionSpan(lo, hi) ?? "\(facts[c].x.position(lo)) – \(facts[c].x.position(hi))"
            }
            segments.append(.sonification(cue))
        }
        // Several series in one graph, each at its own place from left to right.
        func sonify(_ c: Int, together series: [Int]) throws(NarrationError) {
            segments.append(.sonification(SonificationCue(chartID: report.charts[c].id, chartIndex: c, seriesIndex: series[0],
                                                          seriesName: renderer.list(series.map(facts[c].seriesName)),
                                                          markers: try markers(c, series, nil), together: series,
                                                          noteCount: togetherNoteCount(c, series))))
        }
        var introChapter = false
        // Report-level speech after the charts (the outro's "in short" and each chart's finding in it) belongs
        // to no chart: a chart's span in the timeline ends with its own part.
        var seenChart = false, pastCharts = false
        for b in blocks {
            if b.scope.chart != nil { seenChart = true } else if seenChart { pastCharts = true }
            let chartIndex = b.scope.chart
            let chartID = pastCharts ? nil : chartIndex.map { report.charts[$0].id }
            let chartText = chartIndex.flatMap { $0 < narration.charts.count ? narration.charts[$0] : nil }
            guard b.isGenerated else {
                say(b.text, b.name, chartID)
                continue
            }
            // Template.load rejects an unknown kind; a block assembled by hand may still carry one.
            guard let kind = BlockKind(rawValue: b.name) else {
                throw .invalidTemplate(name: name, reason: "unknown block kind '\(b.name)'")
            }
            switch kind {
            case .reportTitle:
                if let title = narration.title {
                    segments.append(.chapter(ChapterMark(title: title, chartID: nil)))
                    introChapter = true
                }
                say(narration.title, "reportTitle", nil)
            case .reportIntro:
                if !introChapter {
                    segments.append(.chapter(ChapterMark(title: try renderer.render("briefing.introChapter", [:]), chartID: nil)))
                    introChapter = true
                }
                say(narration.intro, "reportIntro", nil)
            case .reportOutro:
                segments.append(.chapter(ChapterMark(title: try renderer.render("briefing.outroChapter", [:]), chartID: nil)))
                say(narration.outro, "reportOutro", nil)
            case .chapter:
                if let chartText { segments.append(.chapter(ChapterMark(title: chartText.title, chartID: chartID))) }
            case .chartTitle:
                say(chartText?.title, "title", chartID)
            case .short:
                say(chartText?.short, "short", chartID)
            case .generatedShort:
                say(chartText?.generatedShort, "short", chartID)
            case .long:
                for paragraph in chartText?.long ?? [] { say(paragraph, "long", chartID) }
            case .longDetails:
                guard let c = chartIndex else { continue }
                for paragraph in try longDetails(c) { say(paragraph, "long", chartID) }
            case .sonifyChart:
                // Every series with values, one after another; a name before each when there are several.
                guard let c = chartIndex else { continue }
                let (each, together) = graphs(c)
                let guide = guides[c]
                for s in each {
                    if each.count > 1 || !together.isEmpty {
                        say(try renderer.render("briefing.seriesCue", ["name": .string(facts[c].seriesName(s))]),
                            "briefing.seriesCue", chartID)
                    }
                    if let guide, guide.series == s {
                        try sonify(c, together: [s, guide.reference])
                    } else {
                        try sonify(c, s)
                    }
                }
                if !together.isEmpty {
                    // A guide tone not heard beside its series alone joins the together graph, on the right.
                    let series = together + (guide.map { each.contains($0.series) ? [] : [$0.reference] } ?? [])
                    say(try togetherCue(series.map(facts[c].seriesName), of: c), "briefing.togetherCue", chartID)
                    try sonify(c, together: series)
                }
            case .sonifySeries, .sonifyInterval:
                guard let c = chartIndex, let s = b.scope.series else { continue }
                try sonify(c, s, points: kind == .sonifyInterval ? b.scope.interval.map { $0.firstIndex...$0.lastIndex } : nil)
            }
        }
        return BriefingScript(language: language, voice: voice, segments: segments,
                              wordsPerMinute: catalog.speech.wordsPerMinute)
    }

    /// The estimated seconds of each segment of `script`, as a length's time budget counts them: speech at
    /// the catalog's pace scaled to the timing's rate, with the gap after it, a graph with its earcon and gap,
    /// pauses as long as they are, chapters nothing. Nothing is synthesised.
    package func estimatedSeconds(of script: BriefingScript, timing: BriefingTiming = BriefingTiming()) -> [Double] {
        script.segments.map { segment in
            switch segment {
            case .speech(let item): speechSeconds(item.spokenText, timing)
            case .sonification(let cue):
                timing.earconSeconds + timing.gapSeconds
                    + timing.graphSeconds(pointCount: cue.noteCount ?? 2, continuous: cue.noteCount == nil, interval: cue.points != nil)
            case .pause(let seconds): seconds
            case .chapter: 0
            }
        }
    }

    /// Estimated seconds to say a prepared spoken text, with the gap after it: the catalog's measured pace (letters
    /// of its script, Latin letters, pauses, the item) scaled from the catalog's rate to the one `timing` asks for;
    /// a catalog without a pace, words at that rate.
    package func speechSeconds(_ spokenText: String, _ timing: BriefingTiming) -> Double {
        let rate = Double(max(catalog.speech.wordsPerMinute, 1))
        guard let pace = catalog.speech.pace else {
            var timing = timing
            timing.wordsPerMinute = timing.wordsPerMinute ?? rate
            return timing.speechSeconds(spokenText, numberWords: spokenNumberWords)
        }
        return pace.seconds(spokenMeasure(spokenText)) * rate / max(timing.wordsPerMinute ?? rate, 1) + timing.gapSeconds
    }

    /// The measure of a prepared spoken text in this language (numbers in digits said in its words).
    package func spokenMeasure(_ spokenText: String) -> SpokenMeasure {
        let numbers = NumberFormatting(locale: renderer.locale)
        return SpokenMeasure(spokenText, spellOut: numbers.spellOut)
    }

    /// How many words a number written in digits takes to say in this language ("48,600" → "forty-eight
    /// thousand six hundred", five), for estimating speech time.
    func spokenNumberWords(_ token: Substring) -> Int {
        let digits = token.filter { $0.isNumber || $0 == "." }
        guard let value = Double(digits) ?? Double(digits.filter(\.isNumber)) else { return 1 }
        let words = NumberFormatting(locale: renderer.locale).spellOut(value)
        return words.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "\u{AD}" }).count
    }

    /// The series a chart's audio graph plays: every one with values, except constant ones beside others (a
    /// goal line's flat tone says nothing its sentence does not).
    static func playedSeries(_ facts: ChartFacts) -> [Int] {
        let withValues = facts.chart.series.indices.filter { facts.insights.series[$0].validCount > 0 }
        let varying = withValues.filter { facts.insights.series[$0].minimum?.value != facts.insights.series[$0].maximum?.value }
        return varying.isEmpty ? withValues : varying
    }

    /// `blocks` with droppable units removed, chart by chart, until each chart's estimate fits `budget`:
    /// the highest drop order first, and within it the unit `dropFirst` weighs most, the last of equals (a
    /// digest goes with its graph).
    static func fitted(_ blocks: [RenderedBlock], budget: Double,
                       estimate: (RenderedBlock) throws(NarrationError) -> Double,
                       dropFirst: (RenderedBlock) -> Int = { $0.drop?.unit ?? 0 }) throws(NarrationError) -> [RenderedBlock] {
        var kept = blocks
        var seconds: [Int: Double] = [:]
        for b in kept { if let c = b.scope.chart { seconds[c, default: 0] += try estimate(b) } }
        for (chart, total) in seconds.sorted(by: { $0.key < $1.key }) where total > budget {
            var remaining = total
            while remaining > budget {
                let candidates = kept.filter { $0.scope.chart == chart && $0.drop != nil }
                guard let order = candidates.map({ $0.drop!.order }).max() else { break }
                let ofOrder = candidates.filter { $0.drop!.order == order }
                guard let heaviest = ofOrder.map(dropFirst).max(),
                      let unit = ofOrder.last(where: { dropFirst($0) == heaviest })?.drop?.unit else { break }
                var removed = 0.0
                for b in kept where b.drop?.unit == unit { removed += try estimate(b) }
                kept.removeAll { $0.drop?.unit == unit }
                remaining -= removed
            }
        }
        return kept
    }
}

/// How long the parts of a briefing take, to fit a length's time budget before anything is synthesised
/// (the renderer measures the real durations).
package struct BriefingTiming: Sendable, Hashable {
    /// Speaking rate in words (space-separated spoken tokens; pinyin syllables for Chinese) per minute;
    /// nil for the catalog's rate.
    package var wordsPerMinute: Double?
    /// An audio graph of a whole series.
    package var graphSeconds: Double
    /// An audio graph of one interval.
    package var intervalGraphSeconds: Double
    /// The silence between segments.
    package var gapSeconds: Double
    /// The earcon before each graph.
    package var earconSeconds: Double
    /// A note and its gap, for a series of separate values (one note a point).
    package var noteSlotSeconds: Double
    /// The longest graph of a series of separate values.
    package var maxSeriesSeconds: Double

    /// Creates timings; the defaults match the renderer's defaults.
    package init(wordsPerMinute: Double? = nil, graphSeconds: Double = 5, intervalGraphSeconds: Double = 2.5,
                gapSeconds: Double = 0.35, earconSeconds: Double = 0.3, noteSlotSeconds: Double = 0.28,
                maxSeriesSeconds: Double = 8) {
        self.wordsPerMinute = wordsPerMinute
        self.graphSeconds = graphSeconds
        self.intervalGraphSeconds = intervalGraphSeconds
        self.gapSeconds = gapSeconds
        self.earconSeconds = earconSeconds
        self.noteSlotSeconds = noteSlotSeconds
        self.maxSeriesSeconds = maxSeriesSeconds
    }

    /// Seconds of one audio graph as the renderer plays it: a continuous series glides for `graphSeconds`
    /// (`intervalGraphSeconds` for an interval); a series of separate values plays a note a point, at most
    /// `maxSeriesSeconds` (twice `intervalGraphSeconds` for an interval). Playfair's 53 wheat prices from a
    /// CSV play for 8 s, not the 5 s a glide takes: the brief budget was 6 s short.
    package func graphSeconds(pointCount: Int, continuous: Bool, interval: Bool) -> Double {
        if continuous && pointCount >= 2 { return interval ? intervalGraphSeconds : graphSeconds }
        let bound = interval ? min(maxSeriesSeconds, 2 * intervalGraphSeconds) : maxSeriesSeconds
        return min(Double(max(1, pointCount)) * noteSlotSeconds, bound)
    }

    /// Estimated seconds to say a prepared spoken text, with the gap after it. A number still written in
    /// digits counts as the words it is said with (`numberWords`; "48,600" is five), so a sentence full of
    /// figures is not underestimated by half.
    package func speechSeconds(_ spokenText: String, numberWords: (Substring) -> Int = { _ in 1 }) -> Double {
        var words = 0
        for token in spokenText.split(whereSeparator: \.isWhitespace) {
            words += token.contains(where: \.isNumber) ? max(1, numberWords(token)) : 1
        }
        return Double(max(words, 1)) / max(wordsPerMinute ?? 165, 1) * 60 + gapSeconds
    }
}

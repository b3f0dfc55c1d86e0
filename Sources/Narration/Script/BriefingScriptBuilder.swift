import ChartModel

extension Narrator {
    /// The spoken briefing of a report, built from Templates/briefing.json with the same wording as the
    /// text outputs: chapters, speech (display and prepared spoken text) and sonification cues.
    /// `narration` must come from this narrator for the same report; `voiceOverride` replaces the catalog voice.
    public func briefingScript(for report: Report, narration: ReportNarration,
                               voiceOverride: String? = nil) throws(NarrationError) -> BriefingScript {
        guard let template = templates["briefing"] else { throw .invalidTemplate(name: "briefing", reason: "not loaded") }
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
        let reportContext: [String: MessageArgument] = [
            "hasReportTitle": .string(narration.title?.isEmpty == false ? "yes" : "no"),
            "hasIntro": .string(narration.intro?.isEmpty == false ? "yes" : "no"),
            "hasOutro": .string(narration.outro?.isEmpty == false ? "yes" : "no"),
        ]
        let interpreter = TemplateInterpreter(renderer: renderer) { (each, scope, _) throws(NarrationError) in
            if each == "chart" {
                return facts.indices.map { (Scope(chart: $0), facts[$0].chartContext) }
            }
            guard let c = scope.chart else { return [] }
            return try facts[c].items(each, scope: scope)
        }
        let blocks = try interpreter.run(template.blocks, scope: Scope(), context: reportContext)

        var segments: [ScriptSegment] = []
        func say(_ text: String?, _ block: String, _ chartID: String?) {
            guard let text, !text.isEmpty else { return }
            segments.append(.speech(SpeechItem(chartID: chartID, block: block, text: text,
                                               spokenText: preparer.prepare(text), voice: voice)))
        }
        var introChapter = false
        for b in blocks {
            let chartIndex = b.scope.chart
            let chartID = chartIndex.map { report.charts[$0].id }
            let chartText = chartIndex.flatMap { $0 < narration.charts.count ? narration.charts[$0] : nil }
            guard b.isGenerated else {
                say(b.text, b.name, chartID)
                continue
            }
            switch b.name {
            case "reportTitle":
                if let title = narration.title {
                    segments.append(.chapter(ChapterMark(title: title, chartID: nil)))
                    introChapter = true
                }
                say(narration.title, "reportTitle", nil)
            case "reportIntro":
                if !introChapter {
                    segments.append(.chapter(ChapterMark(title: try renderer.render("briefing.introChapter", [:]), chartID: nil)))
                    introChapter = true
                }
                say(narration.intro, "reportIntro", nil)
            case "reportOutro":
                segments.append(.chapter(ChapterMark(title: try renderer.render("briefing.outroChapter", [:]), chartID: nil)))
                say(narration.outro, "reportOutro", nil)
            case "chapter":
                if let chartText { segments.append(.chapter(ChapterMark(title: chartText.title, chartID: chartID))) }
            case "chartTitle":
                say(chartText?.title, "title", chartID)
            case "short":
                say(chartText?.short, "short", chartID)
            case "generatedShort":
                say(chartText?.generatedShort, "short", chartID)
            case "long":
                for paragraph in chartText?.long ?? [] { say(paragraph, "long", chartID) }
            case "sonifySeries", "sonifyInterval":
                guard let c = chartIndex, let s = b.scope.series else { continue }
                let points = b.name == "sonifyInterval" ? b.scope.interval.map { $0.firstIndex...$0.lastIndex } : nil
                segments.append(.sonification(SonificationCue(chartID: report.charts[c].id, chartIndex: c, seriesIndex: s,
                                                              seriesName: facts[c].seriesName(s), points: points)))
            default:
                throw .invalidTemplate(name: "briefing", reason: "unknown block kind '\(b.name)'")
            }
        }
        return BriefingScript(language: language, voice: voice, segments: segments)
    }
}

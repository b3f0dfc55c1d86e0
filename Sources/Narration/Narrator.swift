import ChartAnalysis
import ChartModel

/// Turns a report into localized text (short, long, walkthrough, digests) and a briefing script,
/// following the catalog of its language and the templates.
package struct Narrator: Sendable {
    /// The options in force.
    package let options: NarrationOptions
    /// The catalog language chosen for `options.language`.
    package let language: String
    let catalog: Catalog
    let renderer: MessageRenderer
    let templates: [String: Template]
    /// English, the reference language, for a narrator of another: the short description's budget is measured
    /// on the English sentences so that every language chooses the same findings.
    let reference: MessageRenderer?

    /// Catalog keys the code renders directly (templates name the rest); every shipped catalog must have them.
    static let codeKeys = ["chart.type", "chart.fallbackTitle", "text.sentenceSeparator", "item.range",
                           "item.marker", "item.at", "item.namedX", "item.others", "item.tied", "item.tiedWith", "item.labelled", "item.labelledAt", "heading.short", "heading.generatedShort",
                           "heading.authorSummary", "heading.long", "heading.walkthrough", "heading.digest",
                           "speech.percent", "speech.time", "briefing.introChapter", "briefing.outroChapter",
                           "number.outOfRange", "speech.scientific"]

    /// Every key a narration can need: the code's and every template's.
    static func requiredKeys() throws(NarrationError) -> Set<String> {
        var keys = Set(codeKeys + FindingPhraser.keys).union(HTMLMessages.keys).union(ExplorerText.keys)
        for name in templateNames { keys.formUnion(try Template.load(name).keys) }
        return keys
    }

    /// The template names every narrator loads.
    static let templateNames = ["short", "long", "walkthrough", "digest"] + BriefingLength.allCases.map { "briefing-\($0.rawValue)" }

    /// Loads the catalog serving `options.language` and the templates; an unknown language lists the shipped ones.
    package init(options: NarrationOptions) throws(NarrationError) {
        guard let language = Catalog.bestLanguage(for: options.language) else {
            throw .unknownLanguage(options.language, shipped: Catalog.shippedLanguages)
        }
        self.options = options
        self.language = language
        catalog = try Catalog.load(language)
        let locale = options.numbering.map { "\(options.language)-u-nu-\($0)" } ?? options.language
        renderer = MessageRenderer(catalog: catalog, locale: locale)
        reference = language == "en" ? nil : MessageRenderer(catalog: try Catalog.load("en"), locale: "en")
        var templates: [String: Template] = [:]
        for name in Self.templateNames { templates[name] = try Template.load(name) }
        self.templates = templates
    }

    /// A narrator for `language` with default options.
    package init(language: String) throws(NarrationError) {
        try self.init(options: NarrationOptions(language: language))
    }

    /// Every shipped language with its native name, voice and completeness against English.
    package static var availableLanguages: [CatalogInfo] {
        let english = (try? Catalog.load("en"))?.messages.keys.map { $0 } ?? []
        return Catalog.shippedLanguages.compactMap { code in
            guard let c = try? Catalog.load(code) else { return nil }
            let have = english.filter { c.messages[$0] != nil }.count
            return CatalogInfo(code: code, nativeName: c.nativeName, voice: c.speech.voice,
                               completeness: english.isEmpty ? 1 : Double(have) / Double(english.count))
        }
    }

    /// The caption shown over an audio graph of `series` in this language ("[audio graph: Daily steps]").
    package func audioGraphCaption(series: String) throws(NarrationError) -> String {
        try renderer.render("caption.audioGraph", ["series": .string(series)])
    }

    /// The catalog's speech settings (voice and preparation steps).
    package var speech: SpeechSettings { catalog.speech }

    /// Narrates every chart of the report; throws on an invalid axis format or a catalog problem.
    package func narrate(_ report: Report) throws(NarrationError) -> ReportNarration {
        var charts: [ChartNarration] = []
        var allFacts: [ChartFacts] = []
        let numberLog = NumberFallbackLog()
        for (i, chart) in report.charts.enumerated() {
            let facts = try self.facts(for: chart, index: i, documentLanguage: report.language, numberLog: numberLog)
            allFacts.append(facts)
            charts.append(try narrate(facts))
        }
        let doc = report.language
        var narration = ReportNarration(
            language: language,
            title: report.title?.resolved(for: options.language, documentLanguage: doc),
            intro: report.intro?.resolvedStrictly(for: options.language, documentLanguage: doc),
            outro: report.outro?.resolvedStrictly(for: options.language, documentLanguage: doc),
            charts: charts, headings: try headings())
        narration.facts = NarratedFacts(charts: allFacts, numberLog: numberLog)
        return narration
    }

    // MARK: Internals shared with the briefing builder

    /// The facts of one chart; numbers its axis formats write too long are recorded in `numberLog`.
    func facts(for chart: Chart, index: Int, documentLanguage: String?,
               numberLog: NumberFallbackLog? = nil) throws(NarrationError) -> ChartFacts {
        let insights = ChartAnalyzer.analyze(chart, pointLists: options.measuresPointLists)
        var facts = try ChartFacts(chart: chart, index: index, insights: insights, renderer: renderer,
                                   options: options, language: options.language, documentLanguage: documentLanguage,
                                   numberLog: numberLog)
        if let reference {
            var english = options
            english.language = "en"
            let said = try ChartFacts(chart: chart, index: index, insights: insights, renderer: reference,
                                      options: english, language: "en", documentLanguage: documentLanguage)
            for f in said.narratedFindings {
                facts.referenceWidths[f.finding] = TemplateInterpreter.displayWidth(f.briefText)
            }
        }
        return facts
    }

    func interpreter(_ facts: ChartFacts) -> TemplateInterpreter {
        TemplateInterpreter(renderer: renderer) { (each, scope, _) throws(NarrationError) in
            try facts.items(each, scope: scope)
        }
    }

    func render(_ name: String, _ facts: ChartFacts, scope: Scope? = nil,
                context: [String: MessageArgument]? = nil) throws(NarrationError) -> [RenderedBlock] {
        guard let template = templates[name] else { throw .invalidTemplate(name: name, reason: "not loaded") }
        return try interpreter(facts).run(template.blocks, scope: scope ?? Scope(chart: facts.index),
                                          context: context ?? facts.chartContext)
    }

    func chartTitle(_ facts: ChartFacts) throws(NarrationError) -> String {
        if let t = facts.title, !t.isEmpty { return t }
        return try renderer.render("chart.fallbackTitle", ["index": .number(Double(facts.index + 1))])
    }

    /// Sentences joined into one paragraph.
    func joined(_ blocks: [RenderedBlock]) -> String {
        blocks.compactMap(\.text).joined(separator: renderer.sentenceSeparator)
    }

    /// Consecutive sentences of the same named paragraph joined.
    func paragraphs(_ blocks: [RenderedBlock]) -> [String] {
        var result: [String] = []
        var current: [String] = []
        var currentName: String??
        for b in blocks {
            guard let text = b.text else { continue }
            if let name = currentName, name == b.paragraph {
                current.append(text)
            } else {
                if !current.isEmpty { result.append(current.joined(separator: renderer.sentenceSeparator)) }
                current = [text]
                currentName = .some(b.paragraph)
            }
        }
        if !current.isEmpty { result.append(current.joined(separator: renderer.sentenceSeparator)) }
        return result
    }

    private func narrate(_ facts: ChartFacts) throws(NarrationError) -> ChartNarration {
        let generated = joined(try render("short", facts))
        let summary = facts.authorSummary
        let digestBlocks = try render("digest", facts)
        var narration = ChartNarration(
            chartID: facts.chart.id,
            title: try chartTitle(facts),
            short: options.preferAuthorSummary ? (summary ?? generated) : generated,
            generatedShort: generated,
            authorSummary: summary,
            long: paragraphs(try render("long", facts)),
            walkthrough: try render("walkthrough", facts).compactMap(\.text),
            digests: digestBlocks.compactMap(\.text),
            insights: facts.insights,
            findings: facts.narratedFindings)
        narration.digestIntervals = digestBlocks.compactMap { block in
            guard let text = block.text, let series = block.scope.series, let interval = block.scope.interval else { return nil }
            return DigestInterval(series: series, interval: interval, text: text)
        }
        narration.xRate = facts.x.rateUnit
        return narration
    }

    private func headings() throws(NarrationError) -> NarrationHeadings {
        NarrationHeadings(short: try renderer.render("heading.short", [:]),
                          generatedShort: try renderer.render("heading.generatedShort", [:]),
                          authorSummary: try renderer.render("heading.authorSummary", [:]),
                          long: try renderer.render("heading.long", [:]),
                          walkthrough: try renderer.render("heading.walkthrough", [:]),
                          digest: try renderer.render("heading.digest", [:]))
    }
}

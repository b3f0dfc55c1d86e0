import ChartModel

/// Reads the event stream of one document into a `Report`, collecting problems instead of stopping at the first.
///
/// A recursive-descent reader over a pull parser: each `read…` function consumes exactly the events of
/// the element it was handed, so nothing but the model (and never a DOM) is kept in memory.
final class DescriptorParser {
    let reader: XMLPullReader
    let maxErrors: Int
    private(set) var problems: [Problem] = []
    /// Set when the cap is reached or the document cannot be read further; every loop then unwinds.
    private(set) var stopped = false
    /// The document language (the root's xml:lang).
    var documentLanguage: String?

    init(reader: XMLPullReader, maxErrors: Int) {
        self.reader = reader
        self.maxErrors = max(1, maxErrors)
        reader.streamedElement = "point"
    }

    /// The most text one element may hold (libxml2's limit for one text node; `<values>` streams and has none).
    static let maxTextBytes = 10_000_000  // "10,000,000" in the message

    // MARK: Problems

    func report(_ message: String, at tag: StartTag, attribute: String? = nil) {
        report(Problem(anchor: .tag(ordinal: tag.ordinal, line: tag.line, attribute: attribute), message: message))
    }

    func report(_ problem: Problem) {
        guard !stopped else { return }
        if problems.count >= maxErrors {
            problems.append(Problem(anchor: problem.anchor,
                                    message: "too many errors (\(maxErrors)); fix the ones above and run again"))
            stopped = true
            return
        }
        problems.append(problem)
    }

    /// Stops reading without adding a problem (libxml2's own errors explain why).
    func halt() { stopped = true }

    // MARK: Events

    /// The next event; DOCTYPEs, entity references and libxml2 failures stop the reading.
    func nextEvent() -> XMLEvent {
        guard !stopped else { return .failed }
        let event = reader.next()
        switch event {
        case let .doctype(declaresEntities, _):
            report(Problem(anchor: .doctype, message: Self.doctypeMessage(declaresEntities: declaresEntities)))
            stopped = true
            return .failed
        case let .entityReference(name, line):
            report(Problem(anchor: .position(line: max(line, 1), column: 1),
                           message: "entity reference &\(name); is not allowed: the descriptor format never expands entities; write the text itself"))
            stopped = true
            return .failed
        case .failed:
            stopped = true
            return .failed
        default:
            return event
        }
    }

    static func doctypeMessage(declaresEntities: Bool) -> String {
        declaresEntities
            ? "entity declarations are not allowed: the descriptor format needs no DTD and never expands entities; remove the <!DOCTYPE …> declaration"
            : "DOCTYPE declarations are not allowed: the descriptor format needs no DTD; remove the <!DOCTYPE …> declaration"
    }

    /// Consumes the rest of the current element (after its start tag).
    func skipElement() {
        var depth = 1
        while depth > 0 {
            switch nextEvent() {
            case .start: depth += 1
            case .end: depth -= 1
            case .text, .doctype, .entityReference: continue
            case .finished, .failed: return
            }
        }
    }

    /// Calls `body` for every child element of `parent`; text that is not white space is reported.
    /// `body` must consume the child completely.
    func forEachChild(of parent: StartTag, _ body: (StartTag) -> Void) {
        var reportedText = false
        while true {
            switch nextEvent() {
            case let .start(child):
                body(child)
            case let .text(text):
                guard !reportedText else { continue }
                let trimmed = TextNormalizer.collapsed(text.string)
                if !trimmed.isEmpty {
                    reportedText = true
                    report("unexpected text \"\(TextNormalizer.excerpt(trimmed))\" inside <\(parent.name)>; text belongs in an element such as <title>", at: parent)
                }
            case .end, .finished, .failed:
                return
            case .doctype, .entityReference:
                continue
            }
        }
    }

    /// Reads an element that holds only text (its children are reported and skipped); returns the raw text.
    func readRawText(of element: StartTag) -> String {
        var text = ""
        var reportedSize = false
        forEachTextPiece(of: element) { piece in
            guard !reportedSize else { return }
            guard text.utf8.count + piece.buffer.count <= Self.maxTextBytes else {
                reportedSize = true
                report("<\(element.name)> holds more than 10,000,000 bytes of text, the most one element may hold; shorten it", at: element)
                return
            }
            text += piece.string
        }
        return text
    }

    /// Calls `body` with each piece of `element`'s text as it streams in (its children are reported and skipped).
    @inline(__always)
    func forEachTextPiece(of element: StartTag, _ body: (XMLBytes) -> Void) {
        var reportedChild = false
        while true {
            switch nextEvent() {
            case let .text(piece):
                body(piece)
            case let .start(child):
                if !reportedChild {
                    reportedChild = true
                    report("<\(element.name)> holds text only; remove the <\(child.name)> element inside it", at: child)
                }
                skipElement()
            case .end, .finished, .failed:
                return
            case .doctype, .entityReference:
                continue
            }
        }
    }

    /// Calls `body` with each white-space separated token of `element`'s text and the byte where it lies in
    /// the input, as the text streams in: a token cut between two pieces is joined first. The bytes are
    /// valid only during the call.
    func forEachToken(of element: StartTag, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Void) {
        forEachToken(of: element, taking: { _, start, _ in start }, body)
    }

    /// `forEachToken`, where `take(piece, start, base)` first reads what tokens it can from `piece[start]` on
    /// (`base` is where the piece lies in the input; it must leave a token that may go on in the next piece)
    /// and returns where it stopped: the tokens from there on go to `body` until `take` is asked again.
    /// A caller's `take` so reads runs of tokens in a loop of its own, without a call per token.
    @inline(__always)
    func forEachToken(of element: StartTag, taking take: (UnsafeBufferPointer<UInt8>, Int, Int) -> Int,
                      _ body: (UnsafeBufferPointer<UInt8>, Int) -> Void) {
        var carry: [UInt8] = []
        var carryPosition = 0
        forEachTextPiece(of: element) { piece in
            let bytes = piece.buffer, n = bytes.count, base = reader.position
            var i = 0
            if !carry.isEmpty {
                while i < n && !TextNormalizer.isXMLWhitespace(bytes[i]) { i += 1 }
                carry.append(contentsOf: bytes[0..<i])
                if i == n { return }
                carry.withUnsafeBufferPointer { body($0, carryPosition) }
                carry.removeAll(keepingCapacity: true)
            }
            while i < n {
                while i < n && TextNormalizer.isXMLWhitespace(bytes[i]) { i += 1 }
                guard i < n else { break }
                let taken = take(bytes, i, base)
                if taken != i {
                    i = taken
                    continue
                }
                let start = i
                while i < n && !TextNormalizer.isXMLWhitespace(bytes[i]) { i += 1 }
                if i == n {
                    // The token may go on in the next piece.
                    carry.append(contentsOf: bytes[start..<n])
                    carryPosition = base + start
                    break
                }
                body(UnsafeBufferPointer(rebasing: bytes[start..<i]), base + start)
            }
        }
        if !carry.isEmpty { carry.withUnsafeBufferPointer { body($0, carryPosition) } }
    }

    // MARK: Attributes

    /// Reports attributes `element` does not accept, suggesting the closest accepted name.
    func checkAttributes(_ element: StartTag) {
        guard element.attributes.count > 0 else { return }
        let allowed = Vocabulary.attributes[element.name] ?? []
        for attribute in element.attributes {
            if let namespace = attribute.namespace {
                if namespace == "http://www.w3.org/XML/1998/namespace" && attribute.name == "lang" { continue }
                report("attribute \(attribute.name) in namespace \(namespace) is not part of the descriptor format; remove it", at: element, attribute: attribute.name)
                continue
            }
            if allowed.contains(attribute.name) { continue }
            var message = "unknown attribute \(attribute.name)= on <\(element.name)>"
            if let guess = NameSuggestion.closest(to: attribute.name, among: allowed + ["xml:lang"]) {
                message += "; did you mean \(guess)=?"
            } else if allowed.isEmpty {
                message += " (it takes only xml:lang)"
            } else {
                message += " (allowed: \((allowed + ["xml:lang"]).joined(separator: ", ")))"
            }
            report(message, at: element, attribute: attribute.name)
        }
    }

    /// Reports an element that does not belong in `parent`, then skips it.
    func rejectChild(_ child: StartTag, in parent: StartTag) {
        let allowed = Vocabulary.children[parent.name] ?? []
        if child.namespace != nil {
            report("<\(child.name)> is in namespace \(child.namespace ?? ""); the descriptor format uses no namespace, remove the xmlns declaration", at: child)
        } else if Vocabulary.attributes[child.name] != nil {
            let home = Vocabulary.home[child.name] ?? "another element"
            report("<\(child.name)> is not allowed in <\(parent.name)>; it belongs in \(home)", at: child)
        } else if let guess = NameSuggestion.closest(to: child.name, among: allowed) ?? NameSuggestion.closest(to: child.name, among: Vocabulary.allElements) {
            report("unknown element <\(child.name)> in <\(parent.name)>; did you mean <\(guess)>?", at: child)
        } else {
            let list = allowed.map { "<\($0)>" }.joined(separator: ", ")
            report("unknown element <\(child.name)> in <\(parent.name)>" + (list.isEmpty ? "" : " (expected \(list))"), at: child)
        }
        skipElement()
    }

    // MARK: Translatable text

    /// The language a variant is recorded under: its own or an inherited xml:lang, nil for the document language.
    func variantLanguage(of element: StartTag) -> String? {
        if let own = element.ownLanguage { return own.isEmpty ? nil : own }
        guard let inherited = element.language, inherited != documentLanguage else { return nil }
        return inherited
    }

    /// The most translations one text may have; with a bound, checking each new one against the others
    /// keeps reading linear (10,001 `<title>` translations took 13 s when every pair was compared).
    static let maxTranslations = 256

    /// Adds one variant, reporting a second text in the same language.
    func add(_ text: String, language: String?, to variants: inout [LocalizedText.Variant], element: StartTag) {
        guard variants.count < Self.maxTranslations else {
            report("<\(element.name)> is given in more than \(Self.maxTranslations) languages; keep the translations you need", at: element)
            return
        }
        let effective = (language ?? documentLanguage).map(LanguageTag.normalized)
        if variants.contains(where: { ($0.language ?? documentLanguage).map(LanguageTag.normalized) == effective }) {
            let which = language.map { "in language \($0)" }
                ?? documentLanguage.map { "in the document language (\($0))" } ?? "without xml:lang"
            report("<\(element.name)> is given twice \(which); keep one per language", at: element)
            return
        }
        variants.append(LocalizedText.Variant(language: language, text: text))
    }

    /// Reads a translatable text element (`title`, `name`, `label`, …) into `variants`.
    func readVariant(_ element: StartTag, into variants: inout [LocalizedText.Variant]) {
        checkAttributes(element)
        let text = TextNormalizer.collapsed(readRawText(of: element))
        if text.isEmpty {
            report("<\(element.name)> is empty; write its text or remove it", at: element)
            return
        }
        add(text, language: variantLanguage(of: element), to: &variants, element: element)
    }

    // MARK: Document

    /// Reads the whole document; nil when nothing usable was found (problems say why).
    func parseDocument() -> Report? {
        while true {
            switch nextEvent() {
            case let .start(root):
                documentLanguage = root.ownLanguage.flatMap { $0.isEmpty ? nil : $0 }
                let result: Report?
                switch root.namespace == nil ? root.name : "" {
                case "report": result = readReport(root)
                case "chart":
                    var context = ReportContext()
                    let charts = readChart(root, context: &context).map { [$0] } ?? []
                    result = Report(language: documentLanguage, charts: Self.numbered(charts))
                default:
                    if root.namespace != nil {
                        report("<\(root.name)> is in namespace \(root.namespace ?? ""); the descriptor format uses no namespace, remove the xmlns declaration", at: root)
                        skipElement()
                        result = nil
                        break
                    }
                    let guess = NameSuggestion.closest(to: root.name, among: ["report", "chart"])
                    report("the root element must be <report> or <chart>, not <\(root.name)>" + (guess.map { "; did you mean <\($0)>?" } ?? ""), at: root)
                    skipElement()
                    result = nil
                }
                // Drain to the end so libxml2 reports trailing malformations too.
                drainToEnd()
                return result
            case .finished, .failed:
                return nil
            case .text, .end, .doctype, .entityReference:
                continue
            }
        }
    }

    private func drainToEnd() {
        while true {
            switch nextEvent() {
            case .finished, .failed: return
            default: continue
            }
        }
    }

    /// State shared by the charts of one report: ids used so far.
    struct ReportContext {
        var chartIDs: [String: Int] = [:]
    }

    private func readReport(_ root: StartTag) -> Report? {
        checkAttributes(root)
        checkVersion(root)
        var title: [LocalizedText.Variant] = [], intro: [LocalizedText.Variant] = [], outro: [LocalizedText.Variant] = []
        var charts: [(chart: Chart, explicitID: Bool)] = []
        var context = ReportContext()
        var sawChart = false
        forEachChild(of: root) { child in
            guard child.namespace == nil else { return rejectChild(child, in: root) }
            switch child.name {
            case "title", "intro", "outro":
                if sawChart {
                    report("<\(child.name)> must come before the first <chart>", at: child)
                }
                switch child.name {
                case "title": readVariant(child, into: &title)
                case "intro": readVariant(child, into: &intro)
                default: readVariant(child, into: &outro)
                }
            case "chart":
                sawChart = true
                if let chart = readChart(child, context: &context) { charts.append(chart) }
            default:
                rejectChild(child, in: root)
            }
        }
        if !sawChart && !stopped {
            report("<report> has no <chart>; add at least one", at: root)
        }
        return Report(language: documentLanguage, title: title.isEmpty ? nil : LocalizedText(title),
                      intro: intro.isEmpty ? nil : LocalizedText(intro), outro: outro.isEmpty ? nil : LocalizedText(outro),
                      charts: Self.numbered(charts))
    }

    /// Gives charts without an id "chartN", N being the chart's position (or the next number no explicit id uses).
    static func numbered(_ charts: [(chart: Chart, explicitID: Bool)]) -> [Chart] {
        var used = Set(charts.filter(\.explicitID).map(\.chart.id))
        return charts.enumerated().map { position, entry in
            guard !entry.explicitID else { return entry.chart }
            var chart = entry.chart
            var n = position + 1
            while used.contains("chart\(n)") { n += 1 }
            chart.id = "chart\(n)"
            used.insert(chart.id)
            return chart
        }
    }

    func checkVersion(_ element: StartTag) {
        if let version = element.attribute("version"), version.trimmingXMLWhitespace() != "1" {
            report("version=\"\(version)\" is not supported; this reader understands version=\"1\"", at: element, attribute: "version")
        }
    }
}

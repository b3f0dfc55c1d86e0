/// Walks a template's blocks: evaluates conditions, repeats `each` blocks over what the scope provider
/// returns, renders catalog messages and passes generated kinds through.
struct TemplateInterpreter {
    /// Returns the items an `each` iterates over in a scope: each item's scope and message arguments.
    typealias Provider = (_ each: String, _ scope: Scope, _ context: [String: MessageArgument])
        throws(NarrationError) -> [(Scope, [String: MessageArgument])]

    let renderer: MessageRenderer
    let provider: Provider
    /// Numbers the droppable units of a run.
    private final class UnitCounter: @unchecked Sendable { var next = 0 }
    private let units = UnitCounter()

    /// Renders `blocks` in order.
    func run(_ blocks: [TemplateBlock], scope: Scope, context: [String: MessageArgument],
             paragraph: String? = nil) throws(NarrationError) -> [RenderedBlock] {
        var out: [RenderedBlock] = []
        for block in blocks {
            out += try run(block, scope: scope, context: context, paragraph: paragraph)
        }
        return out
    }

    private func run(_ block: TemplateBlock, scope: Scope, context: [String: MessageArgument],
                     paragraph: String?) throws(NarrationError) -> [RenderedBlock] {
        let paragraph = block.paragraph ?? paragraph
        if let each = block.each {
            var out: [RenderedBlock] = []
            var items = 0, length = 0
            for (itemScope, itemContext) in try provider(each, scope, context).dropFirst(block.skip ?? 0) {
                if let limit = block.limit, items >= limit { break }
                let produced = droppable(block, try body(block, scope: itemScope, context: itemContext, paragraph: paragraph))
                guard !produced.isEmpty else { continue }
                // A finding's length is its English sentence's where the narration has it (`ChartFacts.referenceWidths`):
                // the budget then drops a finding the same way in every language.
                var added = produced.reduce(0) { $0 + ($1.text.map(Self.displayWidth) ?? 0) + 1 }
                if case .number(let width)? = itemContext["referenceWidth"] { added = Int(width) + 1 }
                if let maxLength = block.maxLength, items > 0, length + added > maxLength { continue }
                out += produced
                items += 1
                length += added
            }
            return out
        }
        return droppable(block, try body(block, scope: scope, context: context, paragraph: paragraph))
    }

    /// Length for `maxLength` in columns: a CJK ideograph, kana, Hangul syllable or fullwidth form counts two,
    /// as it carries about as much as two Latin letters, so a Chinese short description says no more than an
    /// English one.
    static func displayWidth(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { width, u in
            switch u.value {
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
                 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD: return width + 2
            default: return width + 1
            }
        }
    }

    /// Marks what one item of a block with a drop order produced as one droppable unit (inner drop orders win).
    private func droppable(_ block: TemplateBlock, _ produced: [RenderedBlock]) -> [RenderedBlock] {
        guard let order = block.drop, !produced.isEmpty else { return produced }
        units.next += 1
        let unit = units.next
        return produced.map { b in
            var b = b
            if b.drop == nil { b.drop = (order, unit) }
            return b
        }
    }

    private func body(_ block: TemplateBlock, scope: Scope, context: [String: MessageArgument],
                      paragraph: String?) throws(NarrationError) -> [RenderedBlock] {
        if let condition = block.condition, !condition.holds(in: context) { return [] }
        var out: [RenderedBlock] = []
        if let key = block.key {
            let text = SentenceStart.capitalized(try renderer.render(key, context), in: renderer.catalog)
            out.append(RenderedBlock(name: key, text: text, isGenerated: false, paragraph: paragraph, scope: scope))
        }
        if let argument = block.text, case .string(let text)? = context[argument], !text.isEmpty {
            out.append(RenderedBlock(name: argument, text: SentenceStart.capitalized(text, in: renderer.catalog), isGenerated: false,
                                     paragraph: paragraph, scope: scope))
        }
        if let kind = block.kind {
            out.append(RenderedBlock(name: kind, text: nil, isGenerated: true, paragraph: paragraph, scope: scope))
        }
        if let children = block.blocks {
            out += try run(children, scope: scope, context: context, paragraph: paragraph)
        }
        if let alternatives = block.firstOf {
            for alternative in alternatives {
                let rendered = try run(alternative, scope: scope, context: context, paragraph: paragraph)
                if !rendered.isEmpty {
                    out += rendered
                    break
                }
            }
        }
        return out
    }
}

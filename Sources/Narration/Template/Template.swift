import Foundation

/// The structure of one output (Templates/<name>.json): ordered blocks under conditions.
struct Template: Sendable, Decodable {
    /// The output this template builds ("short", "long", …).
    let output: String
    /// The top-level blocks in order.
    let blocks: [TemplateBlock]
    /// Briefings: the spoken length to aim at per chart, in seconds; blocks with a `drop` order are left out,
    /// highest order and last first, until the estimate fits (nil: no limit).
    let secondsPerChart: Double?

    /// Loads and checks a shipped template (every condition must parse).
    static func load(_ name: String) throws(NarrationError) -> Template {
        guard let url = ResourceLocation.folder("Templates")?.appendingPathComponent("\(name).json") else {
            throw .invalidTemplate(name: name, reason: ResourceLocation.missingAdvice)
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw .invalidTemplate(name: name, reason: "\(error)") }
        return try parse(data, name: name)
    }

    /// Decodes and checks a template: every condition must parse, and every name it reads (`when`, `text`,
    /// `each`) must be declared in the scope it is read in (`TemplateScope`), so a typo fails here.
    static func parse(_ data: Data, name: String) throws(NarrationError) -> Template {
        let template: Template
        do {
            template = try JSONDecoder().decode(Template.self, from: data)
        } catch {
            throw .invalidTemplate(name: name, reason: "\(error)")
        }
        if let problem = template.blocks.lazy.compactMap(\.conditionProblem).first {
            throw .invalidTemplate(name: name, reason: problem)
        }
        let root = TemplateScope.root(ofOutput: template.output)
        if let problem = template.blocks.lazy.compactMap({ $0.nameProblem(in: root) }).first {
            throw .invalidTemplate(name: name, reason: problem)
        }
        return template
    }

    /// Every catalog key the template can render.
    var keys: Set<String> { Set(blocks.flatMap(\.keys)) }
}

/// One block: a catalog message (`key`), a generated piece (`kind`), a group (`blocks`) or the first
/// applicable alternative (`firstOf`); optionally repeated (`each`), conditional (`when`) and placed in a
/// named paragraph (`paragraph`, long description).
struct TemplateBlock: Sendable, Decodable {
    /// A catalog message key rendered with the current arguments.
    let key: String?
    /// A generated block kind handled by the output builder (briefing: "chapter", "sonifySeries", …).
    let kind: String?
    /// The condition, as written.
    let when: String?
    /// Repeat over "chart", "series", "firstSeries", "interval" or "point".
    let each: String?
    /// Child blocks rendered in order.
    let blocks: [TemplateBlock]?
    /// Alternatives: only the first whose condition holds (and which produces something) renders.
    let firstOf: [TemplateBlock]?
    /// The paragraph the block's text belongs to.
    let paragraph: String?
    /// The name of an argument whose text is emitted as it is (a finding's prepared sentence).
    let text: String?
    /// With `each`: at most this many items produce output.
    let limit: Int?
    /// With `each`: items stop once their text would pass this many characters (the first item always counts).
    let maxLength: Int?
    /// With `each`: the first this many items are skipped (the top finding was already said).
    let skip: Int?
    /// Briefings: when the chart runs over its time, blocks with a drop order go first (highest order first,
    /// and within one order the last item first); blocks without one always stay.
    let drop: Int?

    /// The parsed condition (nil: always; also nil when it does not parse, which `load` rejects).
    let condition: Condition?

    private enum CodingKeys: String, CodingKey {
        case key, kind, when, each, blocks, firstOf, paragraph, text, limit, maxLength, skip, drop
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        key = try c.decodeIfPresent(String.self, forKey: .key)
        kind = try c.decodeIfPresent(String.self, forKey: .kind)
        when = try c.decodeIfPresent(String.self, forKey: .when)
        each = try c.decodeIfPresent(String.self, forKey: .each)
        blocks = try c.decodeIfPresent([TemplateBlock].self, forKey: .blocks)
        firstOf = try c.decodeIfPresent([TemplateBlock].self, forKey: .firstOf)
        paragraph = try c.decodeIfPresent(String.self, forKey: .paragraph)
        text = try c.decodeIfPresent(String.self, forKey: .text)
        limit = try c.decodeIfPresent(Int.self, forKey: .limit)
        maxLength = try c.decodeIfPresent(Int.self, forKey: .maxLength)
        skip = try c.decodeIfPresent(Int.self, forKey: .skip)
        drop = try c.decodeIfPresent(Int.self, forKey: .drop)
        condition = when.flatMap { try? Condition.parse($0) }
    }

    /// The first condition in this subtree that does not parse, with its problem.
    var conditionProblem: String? {
        if let when {
            do { _ = try Condition.parse(when) } catch { return error.description }
        }
        for child in (blocks ?? []) + (firstOf ?? []) {
            if let problem = child.conditionProblem { return problem }
        }
        return nil
    }

    /// Every key in this subtree.
    var keys: [String] {
        (key.map { [$0] } ?? []) + ((blocks ?? []) + (firstOf ?? [])).flatMap(\.keys)
    }
}

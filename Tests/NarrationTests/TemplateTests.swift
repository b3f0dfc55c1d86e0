import Foundation
import Testing
@testable import Narration

@Suite struct TemplateTests {
    @Test(arguments: Narrator.templateNames)
    func everyShippedTemplateLoads(name: String) throws {
        let t = try Template.load(name)
        #expect(t.output == name || (name.hasPrefix("briefing-") && t.output == "briefing"))
        #expect(!t.blocks.isEmpty)
    }

    @Test func conditionsCompareNumbersStringsAndNames() throws {
        let ctx: [String: MessageArgument] = ["chartType": .string("scatter"), "seriesCount": .number(2),
                                              "hasOutliers": .string("no"), "intervalCount": .number(3),
                                              "validCount": .number(90)]
        func holds(_ s: String) throws -> Bool { try Condition.parse(s).holds(in: ctx) }
        #expect(try holds("chartType == scatter"))
        #expect(try !holds("chartType != scatter"))
        #expect(try holds("seriesCount > 1 && !hasOutliers"))
        #expect(try holds("hasOutliers || seriesCount >= 2"))
        #expect(try !holds("unknownName"))
        #expect(try holds("validCount > intervalCount"))
        #expect(try holds("(chartType == bar || chartType == scatter) && seriesCount < 3"))
    }

    @Test func malformedConditionsAreRejected() {
        #expect(throws: ConditionSyntaxError.self) { try Condition.parse("a ==") }
        #expect(throws: ConditionSyntaxError.self) { try Condition.parse("(a && b") }
        #expect(throws: ConditionSyntaxError.self) { try Condition.parse("a $ b") }
    }

    /// The reason a template made of `blocks` (JSON) fails to load, or nil when it loads.
    private func loadProblem(_ blocks: String, output: String = "long") -> String? {
        let json = #"{"output": "\#(output)", "blocks": [\#(blocks)]}"#
        do { _ = try Template.parse(Data(json.utf8), name: "typo"); return nil } catch { return error.description }
    }

    @Test func anUnknownWhenNameFailsAtLoadNamingTemplateBlockAndName() throws {
        let problem = try #require(loadProblem(#"{"each": "series", "key": "long.stats.average", "when": "validCount > 1 && statsNeded"}"#))
        #expect(problem.contains("Template 'typo'"))
        #expect(problem.contains("'long.stats.average'"))
        #expect(problem.contains("'statsNeded'"))
        #expect(problem.contains("did you mean 'statsNeeded'"))
    }

    @Test func aNameOfAnotherScopeFailsAtLoad() throws {
        // `statsNeeded` is a series' field: at the chart's level it would always be false.
        let problem = try #require(loadProblem(#"{"key": "long.stats.omitted", "when": "statsNeeded"}"#))
        #expect(problem.contains("'statsNeeded'") && problem.contains("not a field of a chart"))
        #expect(loadProblem(#"{"each": "series", "key": "long.stats.omitted", "when": "statsNeeded && seriesCount > 1"}"#) == nil)
    }

    @Test func anUnknownTextNameOrEachFailsAtLoad() throws {
        let text = try #require(loadProblem(#"{"each": "finding", "text": "breifSentence"}"#))
        #expect(text.contains("'breifSentence'") && text.contains("as text"))
        let each = try #require(loadProblem(#"{"each": "interval", "key": "digest.interval"}"#))
        #expect(each.contains("'each: interval' is not available in a chart"))
        let unknown = try #require(loadProblem(#"{"each": "serie", "key": "digest.interval"}"#))
        #expect(unknown.contains("unknown 'each' value 'serie'"))
        // A briefing starts at the report: its charts come from `each: chart`, with the briefing's own fields.
        #expect(loadProblem(#"{"each": "chart", "key": "briefing.chartHeading", "when": "chartCount > 1 && hasValues"}"#,
                            output: "briefing") == nil)
        #expect(loadProblem(#"{"key": "briefing.overview", "when": "hasValues"}"#, output: "briefing") != nil)
    }

    @Test func aGeneratedBlockKindIsCheckedAtLoad() throws {
        #expect(loadProblem(#"{"each": "chart", "blocks": [{"kind": "chapter"}, {"kind": "sonifyChart"}]}"#, output: "briefing") == nil)
        let typo = try #require(loadProblem(#"{"each": "chart", "kind": "sonifyChrat"}"#, output: "briefing"))
        #expect(typo.contains("unknown kind 'sonifyChrat'") && typo.contains("did you mean 'sonifyChart'"))
        // A series' graph needs a series; an interval's an interval.
        let outside = try #require(loadProblem(#"{"each": "chart", "kind": "sonifySeries"}"#, output: "briefing"))
        #expect(outside.contains("kind 'sonifySeries' is not available in a chart"))
        // The text outputs make no generated blocks: one there would be silently nothing.
        #expect(try #require(loadProblem(#"{"kind": "chapter"}"#)).contains("generated blocks are a briefing's"))
    }

    @Test func theRightSideOfAComparisonIsANumberANameOrAWordTheNameTakes() throws {
        #expect(loadProblem(#"{"each": "series", "key": "long.stats.change", "when": "validCount > intervalCount && xKind == category"}"#) == nil)
        let word = try #require(loadProblem(#"{"each": "series", "key": "long.stats.change", "when": "xKind == categroy"}"#))
        #expect(word.contains("'categroy'") && word.contains("not a value of 'xKind'") && word.contains("category"))
        // A number compares with numbers and names: a misspelt name there is no word.
        let number = try #require(loadProblem(#"{"each": "series", "key": "long.stats.change", "when": "validCount > intervalCont"}"#))
        #expect(number.contains("'intervalCont'") && number.contains("a number"))
        // Free text compares with any word.
        #expect(loadProblem(#"{"key": "long.summary", "when": "title == Sales"}"#) == nil)
        // A point's change has a direction or none; the series' (in the chart's series scope) has no "none".
        #expect(loadProblem(#"{"each": "series", "blocks": [{"each": "point", "key": "walkthrough.point", "when": "changeDirection == none"}]}"#,
                            output: "walkthrough") == nil)
        #expect(loadProblem(#"{"each": "series", "key": "long.stats.change", "when": "changeDirection == none"}"#) != nil)
    }

    /// Every catalog message a shipped template renders uses only arguments declared in the scope it is rendered
    /// in, and selects only on words they take, in every language: a catalog typo would otherwise render ICU's
    /// "{name}" placeholder, or fall silently to the select's "other".
    @Test(arguments: Catalog.shippedLanguages)
    func everyTemplateMessageUsesOnlyDeclaredArguments(language: String) throws {
        let catalog = try Catalog.load(language)
        var undeclared: [String] = []
        func walk(_ blocks: [TemplateBlock], _ scope: TemplateScope) throws {
            for block in blocks {
                let inner = try block.each.map { (each) throws(TemplateCheckProblem) in try scope.entering(each) } ?? scope
                if let key = block.key, let pattern = catalog.message(key) {
                    for use in try MessageFormatting.arguments(of: pattern) {
                        if !inner.names.contains(use.name) {
                            undeclared.append("\(key) (in a \(inner.level.rawValue)): \(use.name)")
                        }
                        // A select's choice the field never takes (a misspelt "rsie") silently falls to "other".
                        if use.type == "select", let words = inner.words[use.name] {
                            for choice in use.selectors where choice != "other" && !words.contains(choice) {
                                undeclared.append("\(key) (in a \(inner.level.rawValue)): \(use.name) is never '\(choice)'")
                            }
                        }
                    }
                }
                try walk((block.blocks ?? []) + (block.firstOf ?? []), inner)
            }
        }
        for name in Narrator.templateNames {
            let template = try Template.load(name)
            try walk(template.blocks, TemplateScope.root(ofOutput: template.output))
        }
        #expect(undeclared.isEmpty, "\(Set(undeclared).sorted())")
    }
}

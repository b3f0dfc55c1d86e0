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
}

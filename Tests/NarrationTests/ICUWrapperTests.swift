import Testing
@testable import Narration

@Suite struct ICUWrapperTests {
    @Test(arguments: [
        ("en", ["other", "one", "other", "other", "other", "other"]),
        ("ru", ["many", "one", "few", "many", "one", "other"]),
        ("ar", ["zero", "one", "two", "few", "many", "other"]),
        ("zh", ["other", "other", "other", "other", "other", "other"]),
    ])
    func pluralCategoriesFollowCLDR(locale: String, expected: [String]) {
        let rules = PluralRules(locale: locale)
        let got = [0, 1, 2, 5, 21, 1.5].map { rules.category(of: $0) }
        #expect(got == expected)
    }

    @Test func pluralOfFormattedNumberUsesVisibleDecimals() {
        let rules = PluralRules(locale: "en")
        #expect(rules.category(of: 1, skeleton: "precision-integer") == "one")
        #expect(rules.category(of: 1, skeleton: ".0") == "other")
        #expect(rules.category(of: 1.04, skeleton: "precision-integer") == "one")
    }

    @Test func pluralKeywordListsEveryCategory() {
        #expect(Set(PluralRules(locale: "ar").categories) == ["zero", "one", "two", "few", "many", "other"])
        #expect(PluralRules(locale: "zh").categories == ["other"])
    }

    @Test func skeletonsFormatNumbers() throws {
        let en = NumberFormatting(locale: "en"), zh = NumberFormatting(locale: "zh")
        #expect(try en.format(8010.4, skeleton: "precision-integer") == "8,010")
        #expect(try en.format(12345, skeleton: "compact-short") == "12K")
        #expect(try zh.format(12345, skeleton: "compact-short") == "1.2万")
        #expect(try en.format(12.5, skeleton: "percent") == "12.5%")
        #expect(try en.format(3.5, skeleton: "currency/EUR") == "€3.50")
    }

    @Test func unitsTakeTheirPluralForms() throws {
        let en = NumberFormatting(locale: "en")
        let skeleton = "measure-unit/length-kilometer unit-width-full-name"
        #expect(try en.format(1, skeleton: skeleton) == "1 kilometer")
        #expect(try en.format(5, skeleton: skeleton) == "5 kilometers")
        #expect(try NumberFormatting(locale: "ru").format(21, skeleton: skeleton) == "21 километр")
    }

    @Test func roundingFollowsTheSkeleton() {
        let en = NumberFormatting(locale: "en")
        #expect(en.rounded(8010.4, skeleton: "precision-integer") == 8010)
        #expect(en.rounded(1.25, skeleton: ".0") == 1.2)
        #expect(en.rounded(412.6e6, skeleton: "currency/USD compact-short") == 413e6)
        #expect(NumberFormatting(locale: "zh").rounded(412.6e6, skeleton: "compact-short") == 410e6)
    }

    @Test func invalidSkeletonsAreReported() {
        #expect(throws: ICUFailure.self) { try NumberFormatting.validate(skeleton: "precision-banana") }
        #expect(throws: ICUFailure.self) { try DateFormatting.validate(skeleton: "yMM-d") }
        #expect(throws: Never.self) { try NumberFormatting.validate(skeleton: ".00 group-off") }
    }

    @Test func chineseDatesUseYearMonthDayCharacters() throws {
        let march5 = 1_709_596_800.0 // 2024-03-05T00:00:00Z
        #expect(try DateFormatting(locale: "zh").format(march5, skeleton: "yMMMd") == "2024年3月5日")
        #expect(try DateFormatting(locale: "en").format(march5, skeleton: "yMMMd") == "Mar 5, 2024")
        #expect(try DateFormatting(locale: "en").format(march5, skeleton: "yMMMM") == "March 2024")
    }

    @Test func listsJoinTheLocaleWay() {
        #expect(ListFormatting(locale: "en").format(["A", "B", "C"]) == "A, B, and C")
        #expect(ListFormatting(locale: "zh").format(["A", "B", "C"]) == "A、B和C")
        #expect(ListFormatting(locale: "en").format(["A", "B"], kind: .or) == "A or B")
    }

    @Test func messagesTakeNamedArguments() throws {
        let en = MessageFormatting(locale: "en")
        let pattern = "{name} has {count, plural, one {# point} other {# points}}; it''s '{'literal'}'"
        #expect(try en.format(pattern, ["name": .string("Steps"), "count": .number(1)]) == "Steps has 1 point; it's {literal}")
        #expect(try en.format(pattern, ["name": .string("Steps"), "count": .number(1.5)]) == "Steps has 1.5 points; it's {literal}")
        let ru = MessageFormatting(locale: "ru")
        let steps = "{value, plural, one {# шаг} few {# шага} many {# шагов} other {# шага}}"
        #expect(try ru.format(steps, ["value": .number(21)]) == "21 шаг")
        #expect(try ru.format(steps, ["value": .number(5)]) == "5 шагов")
    }

    @Test func messageArgumentsAreListedWithSelectors() throws {
        let uses = try MessageFormatting.arguments(of: "{a} {n, plural, =0 {none} one {# x {b}} other {#}}")
        #expect(uses.map(\.name) == ["a", "n", "b"])
        #expect(uses[1].type == "plural")
        #expect(uses[1].selectors == ["=0", "one", "other"])
        #expect(throws: ICUFailure.self) { try MessageFormatting.arguments(of: "{a, plural, one {x}") }
    }

    @Test func messagesNestedPastTheLimitAreRefusedBeforeICURecursesOnThem() throws {
        // 4,000 nested plurals (a descriptor's unit) ran ICU's recursive format out of stack: exit 139, no message.
        let deep = String(repeating: "{value, plural, other {", count: 4000) + "#" + String(repeating: "}}", count: 4000)
        #expect(MessageFormatting.nestingDepth(of: deep) == 8000)
        #expect { _ = try MessageFormatting.arguments(of: deep) } throws: { "\($0)".contains("braces nested 8000 deep; at most 32") }
        #expect(throws: ICUFailure.self) { _ = try MessageFormatting(locale: "en").format(deep, ["value": .number(2)]) }
        // At the limit the pattern is formatted; quoted braces are text, not nesting.
        let levels = MessageFormatting.maxNesting / 2
        let atLimit = String(repeating: "{value, plural, other {", count: levels) + "# steps" + String(repeating: "}}", count: levels)
        #expect(try MessageFormatting(locale: "en").format(atLimit, ["value": .number(2)]) == "2 steps")
        let quoted = "{value} " + String(repeating: "'{' ", count: 100) + "it''s"
        #expect(MessageFormatting.nestingDepth(of: quoted) == 1)
        #expect(try MessageFormatting(locale: "en").format(quoted, ["value": .number(2)]) == "2 " + String(repeating: "{ ", count: 100) + "it's")
    }

    @Test func spelloutAndPinyin() throws {
        #expect(NumberFormatting(locale: "zh").spellOut(12000) == "一万二千")
        #expect(try Transliteration.transform("每日步数", id: "Han-Latin; Latin-NumericPinyin") == "mei3 ri4 bu4 shu4")
    }
}

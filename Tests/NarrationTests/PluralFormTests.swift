import Testing
@testable import Narration

/// CLDR plural categories through ICU, and the catalogs' forms at the edges, for languages with more
/// than two categories (pl is checked through ICU although it has no catalog).
@Suite struct PluralFormTests {
    static let numbers: [Double] = [0, 1, 2, 3, 5, 11, 21, 100, 1.5]

    @Test(arguments: [
        ("ru", ["many", "one", "few", "few", "many", "many", "one", "many", "other"]),
        ("ar", ["zero", "one", "two", "few", "few", "many", "many", "other", "other"]),
        ("fr", ["one", "one", "other", "other", "other", "other", "other", "other", "one"]),
        ("pl", ["many", "one", "few", "few", "many", "many", "many", "many", "other"]),
    ])
    func categoriesAtTheEdges(language: String, expected: [String]) {
        let rules = PluralRules(locale: language)
        #expect(Self.numbers.map { rules.category(of: $0) } == expected)
    }

    @Test func polishTeensAndTwentiesDiffer() {
        let pl = PluralRules(locale: "pl")
        // 2–4 are few except 12–14; 22–24 are few again; 21 is many (unlike Russian).
        #expect([12, 13, 14, 22, 23, 24, 25, 102, 112].map { pl.category(of: Double($0)) }
                == ["many", "many", "many", "few", "few", "few", "many", "few", "many"])
        #expect(Set(pl.categories) == ["one", "few", "many", "other"])
    }

    @Test func shippedLanguagesUseTheCategoriesOfICU72() {
        #expect(Set(PluralRules(locale: "es").categories) == ["one", "many", "other"])
        #expect(Set(PluralRules(locale: "pt").categories) == ["one", "many", "other"])
        #expect(Set(PluralRules(locale: "de").categories) == ["one", "other"])
        #expect(Set(PluralRules(locale: "hi").categories) == ["one", "other"])
        #expect(Set(PluralRules(locale: "ko").categories) == ["other"])
    }

    func render(_ language: String, _ key: String, _ n: Double) throws -> String {
        let renderer = MessageRenderer(catalog: try Catalog.load(language), locale: language)
        return try renderer.render(key, ["name": .string("S"), "count": .number(n)])
    }

    @Test func russianPointCounts() throws {
        let got = try Self.numbers.map { try render("ru", "walkthrough.series", $0) }
        #expect(got == ["S: 0 точек.", "S: 1 точка.", "S: 2 точки.", "S: 3 точки.", "S: 5 точек.", "S: 11 точек.",
                        "S: 21 точка.", "S: 100 точек.", "S: 1,5 точки."])
    }

    @Test func arabicPointCounts() throws {
        let got = try Self.numbers.map { try render("ar", "walkthrough.series", $0) }
        let s = "\u{2066}S\u{2069}"
        #expect(got == ["\(s): لا نقاط.", "\(s): نقطة واحدة.", "\(s): نقطتان.", "\(s): ٣ نقاط.", "\(s): ٥ نقاط.",
                        "\(s): ١١ نقطة.", "\(s): ٢١ نقطة.", "\(s): ١٠٠ نقطة.", "\(s): ١٫٥ نقطة."])
    }

    @Test func frenchPointCounts() throws {
        let got = try Self.numbers.map { try render("fr", "walkthrough.series", $0) }
        #expect(got == ["S\u{a0}: 0 point.", "S\u{a0}: 1 point.", "S\u{a0}: 2 points.", "S\u{a0}: 3 points.",
                        "S\u{a0}: 5 points.", "S\u{a0}: 11 points.", "S\u{a0}: 21 points.", "S\u{a0}: 100 points.",
                        "S\u{a0}: 1,5 point."])
        // CLDR's "many" (a million and more round millions) takes "de".
        #expect(try render("fr", "walkthrough.series", 1_000_000) == "S\u{a0}: 1\u{202f}000\u{202f}000 de points.")
    }

    @Test func russianDaysInADigest() throws {
        let renderer = MessageRenderer(catalog: try Catalog.load("ru"), locale: "ru")
        func days(_ n: Double) throws -> String {
            try renderer.render("digest.interval", ["label": .string("Март"), "seriesCount": .number(1), "name": .string("S"),
                                                    "pointUnit": .string("day"), "count": .number(n), "missing": .number(0),
                                                    "first": .string("1"), "min": .string("1"), "max": .string("9"),
                                                    "mean": .string("5"), "highest": .string("no"), "steepest": .string("none")])
        }
        #expect(try days(21).hasPrefix("Март: 21 день, от 1 до 9"))
        #expect(try days(22).hasPrefix("Март: 22 дня,"))
        #expect(try days(25).hasPrefix("Март: 25 дней,"))
        #expect(try days(11).hasPrefix("Март: 11 дней,"))
        #expect(try days(1) == "Март: 1 день, 1.")
    }
}

import Testing
@testable import Narration

/// Money is said amount first, then the currency in words, in every language: "€1,204,300" was handed to the
/// voice as it is written and heard "euros one million two hundred four thousand …", and the Korean and Hindi
/// voices said no currency at all (issue 39).
@Suite struct MoneySpeechTests {
    static let languages = ["en", "es", "fr", "de", "pt", "ru", "ar", "hi", "ko", "zh"]
    static let currencies = ["EUR", "USD", "GBP", "JPY", "INR", "KRW", "BRL", "RUB", "CNY", "CHF"]

    @Test(arguments: languages)
    func everyCurrencyIsSaidAfterItsAmount(language: String) throws {
        let narrator = try Narrator(language: language)
        let preparer = SpeechPreparer(narrator: narrator)
        let locale = narrator.renderer.locale
        let numbers = NumberFormatting(locale: locale)
        for code in Self.currencies {
            for (amount, skeleton, compact) in [(1_204_300.0, "currency/\(code) precision-integer", false),
                                                (16_100, "currency/\(code)", false),
                                                (1_200_000, "currency/\(code) compact-short", true)] {
                let shown = try numbers.format(amount, skeleton: skeleton)
                let spoken = preparer.prepare(shown)
                let label = "\(language) \(code) “\(shown)” said “\(spoken)”"
                // No currency sign is left for the voice to read where it stands.
                #expect(!spoken.unicodeScalars.contains { $0.properties.generalCategory == .currencySymbol }, "\(label)")
                // Said as ICU writes the amount in full, amount first (cents of nothing left out), then prepared as
                // any text is: "1,204,300 euros", "1,2 Millionen US-Dollar", "120만 미국 달러".
                let inFull = try numbers.format(amount, skeleton: "currency/\(code) unit-width-full-name"
                                                + (compact ? " compact-long" : " precision-integer"))
                #expect(spoken == preparer.prepare(inFull), "\(label)")
                #expect(inFull.first?.isNumber == true, "\(label): ICU's full form \(inFull) does not lead with the amount")
            }
        }
    }

    @Test func theWordsAreThoseAPersonSays() throws {
        let en = SpeechPreparer(narrator: try Narrator(language: "en"))
        #expect(en.prepare("Revenue rose to €1,204,300 in June.") == "Revenue rose to 1,204,300 euros in June.")
        #expect(en.prepare("It reached $1.2M, then -$16,100.") == "It reached 1.2 million US dollars, then minus 16,100 US dollars.")
        let de = SpeechPreparer(narrator: try Narrator(language: "de"))
        #expect(de.prepare("von 1.204.300 € auf 1,2 Mio. $") == "von 1.204.300 Euro auf 1,2 Millionen US-Dollar")
        let ko = SpeechPreparer(narrator: try Narrator(language: "ko"))
        #expect(ko.prepare("US$120만에서 €1,204,300") == "120만 미국 달러에서 1,204,300 유로")
        let zh = SpeechPreparer(narrator: try Narrator(language: "zh"))
        #expect(zh.prepare("€1,204,300").hasSuffix("ou1 yuan2"))
        // The Arabic voice read "١٬٢٠٤٬٣٠٠" as "one, two hundred four thousand three hundred": the groups go.
        let ar = SpeechPreparer(narrator: try Narrator(language: "ar"))
        #expect(ar.prepare("\u{200F}١٬٢٠٤٬٣٠٠ €") == "١٢٠٤٣٠٠ يورو")
        // A bare sign without an amount, a title's "(€)", is left to the catalog's words.
        #expect(en.prepare("Revenue (€)") == "Revenue (€)")
    }
}

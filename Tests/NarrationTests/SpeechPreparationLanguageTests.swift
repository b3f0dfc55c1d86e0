import Testing
@testable import Narration

/// Speech preparation declared in the added catalogs: ordinal days, whole-word abbreviations, symbols.
@Suite struct SpeechPreparationLanguageTests {
    func preparer(_ language: String) throws -> SpeechPreparer { SpeechPreparer(narrator: try Narrator(language: language)) }

    @Test func germanDaysBeforeMonthsAreOrdinalsAndOtherNumbersAreNot() throws {
        let de = try preparer("de")
        #expect(de.prepare("am 14. Sept. und 1. März") == "am vierzehnten September und ersten März")
        #expect(de.prepare("31. Dez.") == "einunddreißigsten Dezember.")
        #expect(de.prepare("von 8.010 bis 10.") == "von 8.010 bis 10.")
        #expect(de.prepare("14 Werte") == "14 Werte")
    }

    @Test func russianDaysAreNeuterOrdinalsAndMonthsAreWritten() throws {
        let ru = try preparer("ru")
        #expect(ru.prepare("(13 мар.)") == "(тринадцатое марта)")
        #expect(ru.prepare("на 590 (7,3 %)") == "на пятьсот девяносто (семь целых три десятых процента)")
        #expect(ru.prepare("рост 5 %") == "рост пять процентов")
        #expect(ru.prepare("рост 21 %") == "рост двадцать один процент")
        #expect(!ru.prepare("1 230 шагов").contains("1"))
    }

    @Test func russianMonthsAloneAreNominativeAndYearsTakeTheCaseOfTheirWord() throws {
        let ru = try preparer("ru")
        #expect(ru.prepare("(янв. 2008 г.)") == "(январь две тысячи восьмого года)")
        #expect(ru.prepare("(1 янв. 2008 г.)") == "(первое января две тысячи восьмого года)")
        #expect(ru.prepare("в 2016 году") == "в две тысячи шестнадцатом году")
        #expect(ru.prepare("пришёлся на 2003 год.") == "пришёлся на две тысячи третий год.")
        #expect(ru.prepare("2024: 5") == "две тысячи двадцать четвертый: пять")
        // A following word that only starts with "год" does not choose its case.
        #expect(ru.prepare("2008 годах") == "две тысячи восьмой годах")
        // A month that ended a sentence after a day keeps the full stop.
        #expect(ru.prepare("до 14 сент. Потом") == "до четырнадцатое сентября. Потом")
        #expect(ru.prepare("рост 1\u{a0}230 млн") == "рост одна тысяча двести тридцать миллионов")
    }

    @Test func spanishAndPortugueseDatesSayTheirPrepositions() throws {
        #expect(try preparer("es").prepare("en ene 2008 y dic 2009") == "en enero de 2008 y diciembre de 2009")
        let pt = try preparer("pt")
        #expect(pt.prepare("em 1 de jan. de 2008") == "em primeiro de janeiro de 2008")
        #expect(pt.prepare("Gráfico 1 de 3") == "Gráfico 1 de 3")
    }

    @Test func hoursAreSaidWithoutALeadingZero() throws {
        #expect(try preparer("de").prepare("am Samstag, 02:00 und gegen 03 Uhr") == "am Samstag, 2 Uhr und gegen 3 Uhr")
        #expect(try preparer("pt").prepare("no dia sábado, 04:00") == "no dia sábado, 4 horas")
        #expect(try preparer("ko").prepare("매일 오후 2시~오후 4시 무렵, (토요일) 02:00의") == "매일 오후 두 시에서 오후 네 시 무렵, (토요일) 두 시의")
        #expect(try preparer("fr").prepare("vers 14 h au 3e trimestre") == "vers quatorze heures au troisième trimestre")
        #expect(try preparer("ru").prepare("3-й квартал") == "третий квартал")
    }

    @Test func frenchGroupedNumbersMonthsAndTheFirst() throws {
        let fr = try preparer("fr")
        #expect(fr.prepare("1\u{202f}230 le 1 janv.") == "mille deux cent trente le premier janvier.")
        #expect(fr.prepare("le 31 déc.") == "le trente-et-un décembre.")
        #expect(fr.prepare("le 14 sept. et") == "le quatorze septembre et")
        #expect(fr.prepare("(7,3\u{202f}%)") == "(sept virgule trois pour cent)")
    }

    @Test func wholeWordsDoNotTouchLongerWords() throws {
        let es = try preparer("es")
        #expect(es.prepare("el 13 mar, ene–dic") == "el 13 marzo, enero a diciembre")
        #expect(es.prepare("marzo de 2024") == "marzo de 2024")
        #expect(WholeWordReplacement.apply(["sept.": "septembre"], to: "sept.,sept") == "septembre,sept")
        // A sentence that ended with the abbreviation still ends.
        #expect(WholeWordReplacement.apply(["г.": "года"], to: "2024 г. Daily steps") == "2024 года. Daily steps")
        #expect(WholeWordReplacement.apply(["г.": "года"], to: "2024 г.") == "2024 года.")
        #expect(WholeWordReplacement.apply(["мар.": "марта"], to: "(13 мар.)") == "(13 марта)")
    }

    @Test func arabicAndKoreanSymbolsAreSaid() throws {
        #expect(try preparer("ar").prepare("٧٫٣٪؜") == "٧ فاصلة ٣ بالمئة")
        #expect(try preparer("ko").prepare("7.3%") == "7.3 퍼센트")
        #expect(try preparer("hi").prepare("14 सित॰ को") == "14 सितंबर को")
        #expect(try preparer("ar").prepare("٢ مليار كيلو واط/ساعة") == "٢ مليار كيلو واط ساعة")
        #expect(try preparer("ko").prepare("r 값은") == "상관 계수 값은")
    }

    @Test func negativeNumbersKeepTheirSignWhereTheVoiceDropsIt() throws {
        #expect(try preparer("es").prepare("de -3,3 grados, 2020-2024") == "de menos 3,3 grados, 2020-2024")
        #expect(try preparer("ko").prepare("-3.3도") == "마이너스 3.3도")
        #expect(try preparer("ar").prepare("(\u{2066}r\u{2069} = \u{061c}-٠٫٨٧)") == "(ر = سالب ٠ فاصلة ٨٧)")
        #expect(try preparer("hi").prepare("Day-ahead -5") == "Day-ahead ऋण 5")
    }
}

import ChartModel
import Foundation

/// One way a value written as a period reads: what it names and the instant it starts.
package struct WrittenPeriod: Sendable, Hashable {
    /// What the value names.
    package var period: DatePeriod
    /// The instant the period starts, in seconds since 1970-01-01T00:00:00Z (a fiscal or split year: January 1
    /// of the year it names, its first year for "2021/22").
    package var start: Double

    /// Creates a reading.
    package init(period: DatePeriod, start: Double) {
        self.period = period
        self.start = start
    }
}

/// Periods written the way reports and statistical releases write them, in the ten narration languages'
/// common forms (docs/input-formats.md lists them): quarters ("2021-Q1", "Q1 2021", "2021 Q1", "1Q21",
/// "2021年第1季度", "T1 2021", "1T 2021", "Q1/2021", "1 кв. 2021", "2021년 1분기", "الربع الأول 2021"), months
/// ("01/2022", "2022/01", "2022M01", "Jan-22", "2022 Jan", "janv. 2022", "2022年1月", "2022년 1월"), halves ("H1 2021",
/// "2021年上半年", "S1 2021"), fiscal years ("FY2021", "FY21", "FY2021/22", "2021财年") and years across two
/// calendar years ("2021/22"). Letters in any case; Arabic-Indic and Devanagari digits read as digits; a
/// two-digit year is 1950–2049. ISO 8601 dates are not read here (`DescriptorValues.instant` reads them).
package enum PeriodText {
    /// The periods `text` can be read as: none; one; or two when the form leaves it open ("2011/12" is
    /// December 2011 or the year 2011/12; "2011-12" is also ISO 8601's December 2011), which other values of
    /// the same column settle.
    package static func readings(_ text: String) -> [WrittenPeriod] {
        guard text.utf8.count <= 64 else { return [] }
        let normal = normalized(text)
        guard normal.contains(where: \.isNumber) || ordinalWords[normal.split(separator: " ").first.map(String.init) ?? ""] != nil else { return [] }
        var t = Tokens(normal)
        guard !t.tokens.isEmpty else { return [] }
        if let fiscal = fiscalYear(&t) { return [fiscal] }
        t.dropFillers()
        var out: [WrittenPeriod] = []
        if let split = splitYear(t) { out.append(split) }
        if let month = month(t) { out.append(month) }
        if out.isEmpty, let part = partOfYear(t) { out.append(part) }
        return out
    }

    /// A short description of a period for messages: "a quarter", "a month".
    package static func describe(_ period: DatePeriod) -> String {
        switch period {
        case .month: "a month"
        case .quarter: "a quarter"
        case .half: "a half-year"
        case .fiscalYear: "a fiscal year"
        case .fiscalSplitYear: "a fiscal year across two years"
        case .splitYear: "a year across two calendar years"
        }
    }

    /// Forms of a period to name in a message ("2021-Q2, Q2 2021 or 2Q21").
    package static func examples(_ period: DatePeriod) -> String {
        switch period {
        case .month: "2021-02, 02/2021, 2021/02 or Feb-21"
        case .quarter: "2021-Q2, Q2 2021 or 2Q21"
        case .half: "2021-H2, H2 2021 or 2H21"
        case .fiscalYear: "FY2022 or FY22"
        case .fiscalSplitYear: "FY2022/23"
        case .splitYear: "2022/23"
        }
    }

    // MARK: - Normalising and tokens

    /// Lower case, digits of any script as ASCII, dashes as "-", apostrophes as "'", spaces single.
    static func normalized(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var space = false
        for scalar in text.lowercased().unicodeScalars {
            var s = scalar
            switch scalar.value {
            case 0x0660...0x0669: s = Unicode.Scalar(scalar.value - 0x0660 + 0x30)!
            case 0x06F0...0x06F9: s = Unicode.Scalar(scalar.value - 0x06F0 + 0x30)!
            case 0x0966...0x096F: s = Unicode.Scalar(scalar.value - 0x0966 + 0x30)!
            case 0xFF10...0xFF19: s = Unicode.Scalar(scalar.value - 0xFF10 + 0x30)!
            case 0x2010...0x2015, 0x2212: s = "-"
            case 0x2018, 0x2019, 0x0060, 0x00B4: s = "'"
            case 0xFF0F: s = "/"
            // Bidi controls and the Devanagari abbreviation sign ("जन॰") say nothing about the period.
            case 0x200E, 0x200F, 0x2066...0x2069, 0x0970: continue
            default: break
            }
            if s.properties.isWhitespace {
                space = !out.isEmpty
                continue
            }
            if space { out.unicodeScalars.append(" "); space = false }
            out.unicodeScalars.append(s)
        }
        return out
    }

    /// A value split into numbers and words, with the separators between them.
    struct Tokens {
        enum Token: Equatable {
            case number(Int, digits: Int)
            case word(String)
        }
        var tokens: [Token] = []
        /// `separators[i]` stands between `tokens[i]` and `tokens[i + 1]` ("" when they touch).
        var separators: [String] = []

        init(_ text: String) {
            var current = ""
            var currentIsNumber = false
            var separator = ""
            func flush() {
                guard !current.isEmpty else { return }
                if !tokens.isEmpty { separators.append(separator) }
                separator = ""
                if currentIsNumber {
                    tokens.append(current.count <= 6 ? .number(Int(current)!, digits: current.count) : .word(current))
                } else {
                    tokens.append(.word(current))
                }
                current = ""
            }
            for ch in text {
                let isDigit = ch.isASCII && ch.isNumber
                let isLetter = !isDigit && (ch.isLetter || ch == "º" || ch == "ª")
                if isDigit || isLetter {
                    if !current.isEmpty && currentIsNumber != isDigit { flush() }
                    currentIsNumber = isDigit
                    current.append(ch)
                } else {
                    flush()
                    if !tokens.isEmpty { separator.append(ch) }
                }
            }
            flush()
        }

        var count: Int { tokens.count }
        subscript(_ i: Int) -> Token { tokens[i] }

        func word(_ i: Int) -> String? { if case .word(let w) = tokens[i] { w } else { nil } }
        func number(_ i: Int) -> (value: Int, digits: Int)? { if case .number(let v, let d) = tokens[i] { (v, d) } else { nil } }

        /// Removes token `i`, joining the separators around it.
        mutating func remove(_ i: Int) {
            if i < separators.count {
                if i > 0 { separators[i - 1] += separators[i] }
                separators.remove(at: i)
            } else if i > 0 {
                separators.removeLast()
            }
            tokens.remove(at: i)
        }

        /// Without the words that only join ("de 2021", "of 2021"), a year's mark ("2021 г."), and ordinal
        /// endings after a number ("1er", "1º", "1-й", "1st").
        mutating func dropFillers() {
            var i = 0
            while i < tokens.count {
                if let w = word(i) {
                    let afterNumber = i > 0 && number(i - 1) != nil
                    if PeriodText.fillers.contains(w) && tokens.count > 2
                        || afterNumber && PeriodText.ordinalEndings.contains(w) && i + 1 < tokens.count
                        || afterNumber && i == tokens.count - 1 && PeriodText.yearMarks.contains(w) {
                        remove(i)
                        continue
                    }
                }
                i += 1
            }
        }
    }

    static let fillers: Set<String> = ["de", "del", "of", "the", "do", "da", "des", "du"]
    static let ordinalEndings: Set<String> = ["er", "re", "e", "è", "ème", "eme", "º", "ª", "o", "a", "й", "ый", "ий", "st", "nd", "rd", "th", "te", "tes"]
    static let yearMarks: Set<String> = ["г", "года", "год", "гг"]

    /// Ordinal words of the ten languages (and Roman numerals), by the number they stand for.
    static let ordinalWords: [String: Int] = {
        var words: [String: Int] = [:]
        let lists: [[String]] = [
            ["first", "primer", "primero", "primera", "premier", "première", "primeiro", "primeira", "erstes", "erste", "ersten", "первый", "первое", "первого", "الأول", "الاول", "पहली", "पहला", "i"],
            ["second", "segundo", "segunda", "deuxième", "seconde", "zweites", "zweite", "zweiten", "второй", "второе", "второго", "الثاني", "दूसरी", "दूसरा", "ii"],
            ["third", "tercer", "tercero", "tercera", "troisième", "terceiro", "drittes", "dritte", "dritten", "третий", "третьего", "الثالث", "तीसरी", "iii"],
            ["fourth", "cuarto", "quatrième", "quarto", "viertes", "vierte", "vierten", "четвертый", "четвёртый", "четвертого", "четвёртого", "الرابع", "चौथी", "iv"],
        ]
        for (k, list) in lists.enumerated() { for w in list { words[w] = k + 1 } }
        return words
    }()

    static let quarterMarks: Set<String> = ["q", "t", "кв", "квартал", "квартала", "quartal", "trimestre", "trim", "quarter", "तिमाही", "ति", "الربع", "ربع", "분기"]
    static let halfMarks: Set<String> = ["h", "s", "hj", "halbjahr", "semestre", "sem", "half", "пол", "полугодие", "полугодия", "النصف", "छमाही"]
    /// Marks that may stand before a number with no space ("Q1", "T1", "H1", "ति1"): the others are words.
    static let letterMarks: Set<String> = ["q", "t", "h", "s", "ति"]

    // MARK: - Forms

    /// A year of four digits (1000–2999), or of two with `short` (1950–2049).
    static func year(_ t: (value: Int, digits: Int)?, short: Bool = false) -> Int? {
        guard let t else { return nil }
        if t.digits == 4, (1000...2999).contains(t.value) { return t.value }
        if short, t.digits == 2 { return t.value < 50 ? 2000 + t.value : 1900 + t.value }
        return nil
    }

    static func start(_ year: Int, month: Int) -> Double {
        Double(CivilCalendar.days(year: year, month: month, day: 1)) * CivilCalendar.secondsPerDay
    }

    /// "FY2021", "FY21", "FY 2021/22", "GJ 2021", "exercice 2021", "2021财年", "2021 회계연도", "वित्त वर्ष 2021-22".
    static func fiscalYear(_ t: inout Tokens) -> WrittenPeriod? {
        let prefixes: [[String]] = [["fy"], ["gj"], ["geschäftsjahr"], ["exercice"], ["ejercicio"], ["exercício"], ["año", "fiscal"],
                                    ["ano", "fiscal"], ["السنة", "المالية"], ["वित्त", "वर्ष"], ["финансовый", "год"], ["фин", "год"],
                                    ["фг"], ["회계연도"], ["财年"], ["财政年度"], ["会计年度"]]
        var words = t.tokens.map { if case .word(let w) = $0 { w } else { "" } }
        var found = false
        for prefix in prefixes where words.starts(with: prefix) {
            for _ in prefix { t.remove(0) }
            found = true
            break
        }
        words = t.tokens.map { if case .word(let w) = $0 { w } else { "" } }
        if !found {
            for suffix in prefixes.dropFirst(2) where words.count > suffix.count && Array(words.suffix(suffix.count)) == suffix {
                for _ in suffix { t.remove(t.count - 1) }
                found = true
                break
            }
        }
        guard found else { return nil }
        if t.count == 1, let y = year(t.number(0), short: true) {
            return WrittenPeriod(period: .fiscalYear, start: start(y, month: 1))
        }
        // "FY2021/22", "FY21-22", "वित्त वर्ष 2021-22"
        if t.count == 2, ["/", "-"].contains(t.separators[0].trimmingCharacters(in: .whitespaces)),
           let first = year(t.number(0), short: true), let second = t.number(1), consecutive(first, second) {
            return WrittenPeriod(period: .fiscalSplitYear, start: start(first, month: 1))
        }
        return nil
    }

    /// Whether `second` (two or four digits) is the year after `first`.
    static func consecutive(_ first: Int, _ second: (value: Int, digits: Int)) -> Bool {
        second.digits == 4 ? second.value == first + 1 : second.digits == 2 && second.value == (first + 1) % 100
    }

    /// "2021/22", "2021-22", "2021/2022": a year across two calendar years.
    static func splitYear(_ t: Tokens) -> WrittenPeriod? {
        guard t.count == 2, ["/", "-"].contains(t.separators[0].trimmingCharacters(in: .whitespaces)),
              let first = year(t.number(0)), let second = t.number(1), consecutive(first, second) else { return nil }
        return WrittenPeriod(period: .splitYear, start: start(first, month: 1))
    }

    /// Month names of the ten languages (CLDR's, through Foundation: "janv", "märz", "января", "يناير"),
    /// full and abbreviated, lower case without the abbreviating full stop; names two languages give to
    /// different months are left out.
    static let monthNames: [String: Int] = monthNameTable.names

    /// The month names and the names left out because two languages give them to different months.
    static let monthNameTable: (names: [String: Int], clashes: Set<String>) = {
        var names: [String: Int] = [:]
        var clashes: Set<String> = []
        for language in ["en", "es", "fr", "de", "pt", "ru", "ar", "hi"] {
            let f = DateFormatter()
            f.locale = Locale(identifier: language)
            for list in [f.monthSymbols, f.shortMonthSymbols, f.standaloneMonthSymbols, f.shortStandaloneMonthSymbols] {
                for (k, raw) in list.enumerated() {
                    let name = normalized(raw).filter { $0 != "." }
                    guard !name.isEmpty, !name.contains(where: \.isNumber) else { continue }
                    if let m = names[name], m != k + 1 { clashes.insert(name) }
                    names[name] = k + 1
                }
            }
        }
        names["sept"] = 9
        for name in clashes { names[name] = nil }
        return (names, clashes)
    }()

    /// "01/2022", "2022/01", "2022M01", "Jan-22", "janv. 2022", "enero de 2022", "2022年1月", "2022년 1월".
    static func month(_ t: Tokens) -> WrittenPeriod? {
        func month(_ n: (value: Int, digits: Int)?) -> Int? {
            guard let n, n.digits <= 2, (1...12).contains(n.value) else { return nil }
            return n.value
        }
        let slash: Set<String> = ["/", "-"]
        if t.count == 2 {
            let sep = t.separators[0]
            if slash.contains(sep), let m = month(t.number(0)), let y = year(t.number(1)) { return WrittenPeriod(period: .month, start: start(y, month: m)) }
            if slash.contains(sep), let y = year(t.number(0)), let m = month(t.number(1)) { return WrittenPeriod(period: .month, start: start(y, month: m)) }
            if let w = t.word(0), let m = monthNames[w] {
                // "Jan 22" may be January 22nd: a two-digit year only after a mark that cannot start a day.
                let short = sep.contains("-") || sep.contains("'") || sep.contains("/") || sep.contains(".")
                if let y = year(t.number(1), short: short) { return WrittenPeriod(period: .month, start: start(y, month: m)) }
            }
            // "1993 Jan", "2022-March": the year first, written out (R's yearmon and many exports).
            if let n = t.number(0), n.digits == 4, let y = year(n), let w = t.word(1), let m = monthNames[w] {
                return WrittenPeriod(period: .month, start: start(y, month: m))
            }
        }
        if t.count == 3, t.separators.allSatisfy(\.isEmpty), let y = year(t.number(0)), t.word(1) == "m",
           let n = t.number(2), n.digits == 2, let m = month(n) {
            return WrittenPeriod(period: .month, start: start(y, month: m))
        }
        if t.count == 4, let y = year(t.number(0)), ["年", "년"].contains(t.word(1) ?? ""), let m = month(t.number(2)),
           ["月", "월"].contains(t.word(3) ?? "") {
            return WrittenPeriod(period: .month, start: start(y, month: m))
        }
        return nil
    }

    /// Quarters and halves: "2021-Q1", "Q1 2021", "1Q21", "T1 2021", "1. Quartal 2021", "1 кв. 2021",
    /// "primer trimestre de 2021", "الربع الأول 2021", "2021年第1季度", "2021년 1분기", "H1 2021", "2021年上半年".
    static func partOfYear(_ t: Tokens) -> WrittenPeriod? {
        if let cjk = eastAsian(t) { return cjk }
        func period(_ mark: String?, _ k: Int?, _ y: Int?) -> WrittenPeriod? {
            guard let mark, let k, let y else { return nil }
            if quarterMarks.contains(mark), (1...4).contains(k) { return WrittenPeriod(period: .quarter, start: start(y, month: 3 * k - 2)) }
            if halfMarks.contains(mark), (1...2).contains(k) { return WrittenPeriod(period: .half, start: start(y, month: 6 * k - 5)) }
            return nil
        }
        func count(_ i: Int) -> Int? {
            if let n = t.number(i), n.digits == 1 { return n.value }
            return t.word(i).flatMap { ordinalWords[$0] }
        }
        guard t.count == 3 else { return nil }
        let s0 = t.separators[0], s1 = t.separators[1]
        let spaced: Set<String> = ["", "-", "/", "'", ".", "_", "-'"]
        guard spaced.contains(s0.trimmingCharacters(in: .whitespaces)), spaced.contains(s1.trimmingCharacters(in: .whitespaces)) else { return nil }
        // 2021-Q1, 2021 Q1, 2021Q1, 2021/H1
        if let y = year(t.number(0)), let mark = t.word(1), letterMarks.contains(mark), s1.isEmpty,
           let n = t.number(2), n.digits == 1 {
            return period(mark, n.value, y)
        }
        // Q1 2021, Q1-21, Q1'21, Q1/2021, ति1 2021, квартал 1 2021, الربع الأول 2021
        if let mark = t.word(0), quarterMarks.contains(mark) || halfMarks.contains(mark),
           !letterMarks.contains(mark) || (s0.isEmpty && t.number(1) != nil), let k = count(1), !s1.isEmpty,
           let y = year(t.number(2), short: s1 != " " || t.number(2)?.digits == 4) {
            return period(mark, k, y)
        }
        // 1Q21, 1Q 2021, 1T 2021, 1 кв. 2021, 1. Quartal 2021, I полугодие 2021, primer trimestre 2021
        if let k = count(0), let mark = t.word(1), quarterMarks.contains(mark) || halfMarks.contains(mark),
           let y = year(t.number(2), short: letterMarks.contains(mark)) {
            if letterMarks.contains(mark) && !s0.isEmpty { return nil }
            return period(mark, k, y)
        }
        return nil
    }

    /// Chinese and Korean: "2021年第1季度", "2021年第一季度", "2021年一季度", "2021年Q1", "2021年上半年",
    /// "2021년 1분기", "2021년 1/4분기", "2021년 상반기".
    static func eastAsian(_ t: Tokens) -> WrittenPeriod? {
        guard t.count >= 2, let y = year(t.number(0)) else { return nil }
        let numerals: [Character: Int] = ["一": 1, "二": 2, "三": 3, "四": 4, "1": 1, "2": 2, "3": 3, "4": 4]
        var joined = ""
        for i in 1..<t.count {
            if i > 1, t.separators[i - 1].trimmingCharacters(in: .whitespaces) == "/" { joined += "/" }
            switch t[i] {
            case .number(let v, _): joined += String(v)
            case .word(let w): joined += w
            }
        }
        var s = Substring(joined)
        if s.hasPrefix("年") || s.hasPrefix("년") { s = s.dropFirst() }
        if s == "上半年" || s == "上半期" || s == "상반기" { return WrittenPeriod(period: .half, start: start(y, month: 1)) }
        if s == "下半年" || s == "下半期" || s == "하반기" { return WrittenPeriod(period: .half, start: start(y, month: 7)) }
        if s.hasPrefix("第") { s = s.dropFirst() }
        if s.hasPrefix("q"), s.count == 2, let k = s.last.flatMap({ numerals[$0] }) {
            return WrittenPeriod(period: .quarter, start: start(y, month: 3 * k - 2))
        }
        for suffix in ["季度", "季", "/4분기", "분기"] where s.hasSuffix(suffix) {
            let head = s.dropLast(suffix.count)
            guard head.count == 1, let k = head.first.flatMap({ numerals[$0] }) else { return nil }
            return WrittenPeriod(period: .quarter, start: start(y, month: 3 * k - 2))
        }
        return nil
    }
}

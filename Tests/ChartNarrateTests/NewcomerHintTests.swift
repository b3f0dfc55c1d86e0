import Foundation
import Testing

/// Hints that fit what a newcomer typed (issue 24): a percent or currency unit, a country code for a language,
/// a misspelt file name, numeric dates whose order the column proves, a column without values.
@Suite struct NewcomerHintTests {
    /// A folder with one CSV of monthly sales in whole dollars, removed afterwards.
    final class Scratch {
        let root: URL
        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("chartnarrate-hints-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            let rows = (0..<12).map { "2024-\($0 < 9 ? "0" : "")\($0 + 1),\(9800 + 137 * $0 + ($0 % 3) * 211)" }
            try (["Month,Sales"] + rows).joined(separator: "\n").write(to: root.appendingPathComponent("sales.csv"), atomically: true, encoding: .utf8)
        }
        deinit { try? FileManager.default.removeItem(at: root) }
    }

    @Test(arguments: [
        ("%", "did you mean \"percent\"?"),
        ("USD", "use --y-format \"currency/USD\" instead of a unit"),
        ("currency/USD", "use --y-format \"currency/USD\" instead of a unit"),
        ("€", "use --y-format \"currency/EUR\""),
    ])
    func percentAndCurrencyUnitsPointToTheirOwnSpelling(unit: String, hint: String) throws {
        let scratch = try Scratch()
        let run = try CLIRun(["sales.csv", "--unit", unit, "--no-audio"], in: scratch.root)
        #expect(run.status == 64)
        #expect(run.stderr.contains(hint), "\(run.stderr)")
        #expect(!run.stderr.contains("\"em\"") && !run.stderr.contains("currency-ADP"), "\(run.stderr)")
        // CSV users are not told about XML children.
        #expect(!run.stderr.contains("xml:lang"), "\(run.stderr)")
    }

    @Test func aCSVUnitThatIsNoCLDRUnitGetsCSVAdvice() throws {
        let scratch = try Scratch()
        let run = try CLIRun(["sales.csv", "--unit", "stepz", "--no-audio"], in: scratch.root)
        #expect(run.status == 64)
        #expect(run.stderr.contains("--unit \"{value} steps\"") && !run.stderr.contains("<unit"), "\(run.stderr)")
    }

    @Test(arguments: [("cn", "zh"), ("kr", "ko"), ("br", "pt-BR"), ("eng", "en")])
    func aCountryCodeForALanguageSuggestsTheLanguage(tag: String, language: String) throws {
        let scratch = try Scratch()
        let run = try CLIRun(["sales.csv", "--lang", tag, "--no-audio"], in: scratch.root)
        #expect(run.status == 64)
        #expect(run.stderr.contains("Did you mean --lang \(language)?"), "\(run.stderr)")
    }

    @Test func aMissingFileSuggestsTheNearestName() throws {
        let scratch = try Scratch()
        let run = try CLIRun(["sale.csv", "--no-audio"], in: scratch.root)
        #expect(run.status == 66)
        #expect(run.stderr.contains("(did you mean sales.csv?)"), "\(run.stderr)")
        let far = try CLIRun(["budget.csv", "--no-audio"], in: scratch.root)
        #expect(far.status == 66 && !far.stderr.contains("did you mean"), "\(far.stderr)")
    }

    @Test func wholeDollarSalesHaveNoCents() throws {
        let scratch = try Scratch()
        let run = try CLIRun(["sales.csv", "--y-format", "currency/USD", "--no-audio", "--mode", "all", "--lang", "en"], in: scratch.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("$9,800") && !run.stdout.contains(".00") && run.stdout.range(of: #"\$[0-9,]+\.[0-9]"#, options: .regularExpression) == nil,
                "\(run.stdout)")
    }

    @Test func numericDatesWhoseOrderTheColumnProvesAreDates() throws {
        let csv = "Date,Visits\n" + (5...13).map { "01/\($0 < 10 ? "0" : "")\($0)/2024,\(10 + $0)" }.joined(separator: "\n")
        let run = try CLIRun(["-", "--input-format", "csv", "--no-audio", "--mode", "long", "--lang", "en"], stdin: csv)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Jan 5") && run.stdout.contains("Jan 13"), "\(run.stdout)")
        let unsettled = try CLIRun(["-", "--input-format", "csv", "--no-audio"], stdin: "Date,Visits\n01/05/2024,1\n01/06/2024,2\n")
        #expect(unsettled.status == 65)
        #expect(unsettled.stderr.contains("--date-order mdy") && !unsettled.stderr.contains("--x-type category"), "\(unsettled.stderr)")
        let given = try CLIRun(["-", "--input-format", "csv", "--date-order", "dmy", "--no-audio", "--mode", "long", "--lang", "en"],
                               stdin: "Date,Visits\n01/05/2024,1\n01/06/2024,2\n02/06/2024,4\n")
        #expect(given.status == 0 && given.stdout.contains("May") && given.stdout.contains("Jun") && !given.stdout.contains("Jan"), "\(given.stderr)\(given.stdout)")
    }

    @Test func aColumnOfBlanksIsAnErrorNotAnEmptyAltText() throws {
        let run = try CLIRun(["-", "--input-format", "csv", "--no-audio", "--mode", "short"], stdin: "Day,Steps\n2024-01-01,\n2024-01-02,NA\n")
        #expect(run.status == 65)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("<stdin>:1:5: column Steps holds no values"), "\(run.stderr)")
    }

    /// The recipe of docs/input-formats.md for titles in the narration's language: convert, add xml:lang variants,
    /// and the Chinese briefing says the Chinese title instead of the English one.
    @Test func translationsOfACSVsTitlesGoThroughTheConvertedDescriptor() throws {
        let scratch = try Scratch()
        let doc = try String(contentsOf: CLIRun.repoRoot.appendingPathComponent("docs/input-formats.md"), encoding: .utf8)
        #expect(doc.contains("chartnarrate convert sales.csv --x Month --title \"Monthly sales\" --text-lang en > sales.xml"))
        let converted = try CLIRun(["convert", "sales.csv", "--x", "Month", "--title", "Monthly sales", "--text-lang", "en"], in: scratch.root)
        #expect(converted.status == 0, "\(converted.stderr)")
        let xml = converted.stdout.replacingOccurrences(of: "<title>Monthly sales</title>",
                                                        with: "<title>Monthly sales</title>\n  <title xml:lang=\"zh\">月度销售额</title>")
        try xml.write(to: scratch.root.appendingPathComponent("sales.xml"), atomically: true, encoding: .utf8)
        let zh = try CLIRun(["sales.xml", "--lang", "zh", "--dry-run"], in: scratch.root)
        #expect(zh.status == 0, "\(zh.stderr)")
        #expect(zh.stdout.contains("speech  月度销售额") && !zh.stdout.contains("Monthly sales"), "\(zh.stdout)")
        let help = try CLIRun(["--help"])
        #expect(help.stdout.contains("for translations, convert to XML and add xml:lang variants"))
    }

    /// A German export ("84.358.845" in a `;` file) gave 50 lines of "is not a number" and no word of --decimal ,
    /// (issue 39): three cells say why, one line counts the rest, and the hint reads the number as it will be.
    @Test func dotGroupedThousandsPointToDecimalCommaAndAreCountedOnce() throws {
        let csv = "Land;Einwohner\n" + (0..<50).map { "L\($0);\(10 + $0).\(100 + $0).\(200 + $0)\n" }.joined()
        let run = try CLIRun(["-", "--input-format", "csv", "--no-audio"], stdin: csv)
        #expect(run.status == 65)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 4, "\(run.stderr)")
        #expect(lines.first == "<stdin>:2:4: \"10.100.200\" in column Einwohner (row 1) is not a number (points group thousands here, as with a decimal comma: give --decimal , and it reads 10100200)")
        #expect(lines.last == "<stdin>:5:4: and 47 more cells of column Einwohner that are not numbers, from here on")
        let fixed = try CLIRun(["-", "--input-format", "csv", "--no-audio", "--mode", "short", "--decimal", ","], stdin: csv)
        #expect(fixed.status == 0 && fixed.stdout.contains("L49 led with 59.15 million"), "\(fixed.stdout) \(fixed.stderr)")
    }

    /// A units column ("Currency: EUR" in every row) was taken for a long file's series: the hint said
    /// --series Currency --y Revenue (issue 39). It is the values' unit: leave it out and say it.
    @Test func aColumnOfOneTextIsTheUnit() throws {
        let money = "Month,Revenue,Currency\n2024-01,1204300,EUR\n2024-02,1250100,EUR\n2024-03,1198000,EUR\n"
        let run = try CLIRun(["-", "--input-format", "csv", "--no-audio"], stdin: money)
        #expect(run.status == 65)
        #expect(run.stderr == "<stdin>:1:15: column Currency holds one text in every row (\"EUR\"): the unit of the values, not data; leave it out with --y Revenue and give --y-format currency/EUR\n", "\(run.stderr)")
        let fixed = try CLIRun(["-", "--input-format", "csv", "--no-audio", "--mode", "short", "--y", "Revenue", "--y-format", "currency/EUR"], stdin: money)
        #expect(fixed.status == 0 && fixed.stdout.contains("€1,204,300"), "\(fixed.stdout)")
        let weight = try CLIRun(["-", "--input-format", "csv", "--no-audio"], stdin: "Month,Weight,Unit\n2024-01,12.5,kg\n2024-02,13.1,kg\n")
        #expect(weight.stderr.contains("column Unit holds one text in every row (\"kg\"): the unit of the values, not data; leave it out with --y Weight and give --unit \"{value} kg\""), "\(weight.stderr)")
    }

    /// A long file (Date, City, Temp) read without --series was twelve "not a number" errors, one a row, and no
    /// word of --series; a column of point names likewise, without --label.
    @Test func aColumnOfTextIsNamedOnceWithWhatItLikelyIs() throws {
        let long = "Date,City,Temp\n" + ["Oslo", "Rome"].flatMap { city in
            (1...6).map { "2024-0\($0)-01,\(city),\(city == "Oslo" ? -4 + 3 * $0 : 8 + 3 * $0)\n" }
        }.joined()
        let run = try CLIRun(["-", "--input-format", "csv", "--no-audio"], stdin: long)
        #expect(run.status == 65)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(run.stderr)")
        #expect(run.stderr.contains("<stdin>:1:6: column City holds text, not numbers (\"Oslo\", \"Rome\"); if each row names its series (a long file), give --series City --y Temp"), "\(run.stderr)")
        let fixed = try CLIRun(["-", "--input-format", "csv", "--no-audio", "--mode", "short", "--series", "City", "--y", "Temp"], stdin: long)
        #expect(fixed.status == 0 && fixed.stdout.contains("Rome"), "\(fixed.stderr)")

        let named = "Height,Weight,Name\n150,50,Ann\n160,58,Bob\n170,66,Cy\n180,75,Di\n"
        let labels = try CLIRun(["-", "--input-format", "csv", "--no-audio"], stdin: named)
        #expect(labels.status == 65)
        #expect(labels.stderr.contains("column Name holds text, not numbers (\"Ann\", \"Bob\", \"Cy\", …); if it names each point, give --label Name --y Weight"), "\(labels.stderr)")
        // A stray word in a column of numbers is still the cell's own error.
        let stray = try CLIRun(["-", "--input-format", "csv", "--no-audio"], stdin: "Day,Steps\n1,5000\n2,lots\n3,7000\n")
        #expect(stray.stderr.contains(":3:3: \"lots\" in column Steps (row 2) is not a number"), "\(stray.stderr)")
    }
}

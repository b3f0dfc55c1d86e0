import ChartDescriptorXML
import Testing

/// Each fixture holds one kind of mistake; the reader must name the file, line and column and say what to do.
struct ValidationErrorTests {
    static let cases: [(fixture: String, expected: [String])] = [
        ("missing-series-name.xml", ["missing-series-name.xml:5:5: <series> needs a name (attribute name= or a <name> child)"]),
        ("unknown-element.xml", ["unknown-element.xml:5:5: unknown element <serie> in <chart>; did you mean <series>?"]),
        ("unknown-attribute.xml", ["unknown-attribute.xml:4:26: unknown attribute colour= on <series> (allowed: name, continuous, xml:lang)"]),
        ("wrong-x-type.xml", [
            "wrong-x-type.xml:6:12: x=\"abc\" is not a date (expected ISO 8601 such as 2024-03-05 or 2024-03-05T14:30:00Z) on the date x-axis",
            "wrong-x-type.xml:7:12: x=\"2024-02-30\" is not a date (expected ISO 8601 such as 2024-03-05 or 2024-03-05T14:30:00Z) on the date x-axis",
        ]),
        ("range-min-not-less.xml", ["range-min-not-less.xml:5:12: range min=\"100\" must be less than max=\"0\""]),
        ("log-scale-nonpositive.xml", [
            "log-scale-nonpositive.xml:7:18: y=\"0\" cannot be shown on the log-scale y-axis: log scales need values greater than 0; use scale=\"linear\" or mark the value missing",
            "log-scale-nonpositive.xml:8:18: y=\"-5\" cannot be shown on the log-scale y-axis: log scales need values greater than 0; use scale=\"linear\" or mark the value missing",
        ]),
        ("undeclared-category.xml", ["undeclared-category.xml:9:12: x=\"q5\" is not a declared category of the x-axis (declared: q1, q2); add <category id=\"q5\"> or fix the value"]),
        ("duplicate-chart-id.xml", ["duplicate-chart-id.xml:6:10: duplicate chart id \"sales\" (already used on line 3); chart ids must be unique"]),
        ("non-number-y.xml", [
            "non-number-y.xml:5:18: y=\"12,5\" is not a number (write y=\"\" or y=\"NaN\" for a missing value)",
            "non-number-y.xml:6:5: value 3 (\"fourteen\") of <values> is not a number (write y=\"\" or y=\"NaN\" for a missing value)",
        ]),
        ("invalid-x-step.xml", ["invalid-x-step.xml:5:34: x-step=\"1 day\" is not an ISO 8601 duration (such as P1D, P1W, P1M, P1Y, PT1H, PT15M)"]),
        ("chart-without-series.xml", ["chart-without-series.xml:3:3: <chart> has no <series>; add at least one <series> with <point> or <values> data"]),
        ("malformed.xml", ["malformed.xml:5:12: Opening and ending tag mismatch: point line 4 and series"]),
        ("several-errors.xml", [
            "several-errors.xml:3:17: type=\"pie\" is not a chart type; use one of line, area, bar, column, scatter or leave type= out",
            "several-errors.xml:5:13: scale=\"logarithmic\" is not a scale; use linear or log",
            "several-errors.xml:7:7: unknown element <pont> in <series>; did you mean <point>?",
            "several-errors.xml:8:29: y=\"many\" is not a number (write y=\"\" or y=\"NaN\" for a missing value)",
        ]),
    ]

    @Test(arguments: cases.map(\.fixture))
    func fixtureIsRejectedWithLocatedActionableMessages(_ fixture: String) {
        let expected = Self.cases.first { $0.fixture == fixture }!.expected
        #expect(ReaderSupport.fixtureDiagnostics(fixture) == expected)
    }

    @Test func diagnosticDescriptionIsFileLineColumnMessage() {
        let d = Diagnostic(file: "report.xml", line: 12, column: 5, message: "<series> needs a name")
        #expect(d.description == "report.xml:12:5: <series> needs a name")
        #expect(DescriptorError.invalid([d, d]).description == "report.xml:12:5: <series> needs a name\nreport.xml:12:5: <series> needs a name")
    }

    @Test func libxml2VersionIsReported() {
        #expect(DescriptorReader.libxml2Version.hasPrefix("2"))
    }

    @Test func missingFileIsUnreadableNotInvalid() {
        #expect {
            _ = try DescriptorReader().read(contentsOf: "/nonexistent/chart.xml")
        } throws: { error in
            guard case let .unreadable(path, reason) = error as? DescriptorError else { return false }
            return path == "/nonexistent/chart.xml" && reason == "No such file or directory"
        }
    }

    @Test func directoryIsUnreadable() {
        #expect {
            _ = try DescriptorReader().read(contentsOf: "/tmp")
        } throws: { error in
            guard case let .unreadable(_, reason) = error as? DescriptorError else { return false }
            return reason == "it is a directory"
        }
    }

    @Test func allErrorsAreCollectedUpToTheCap() {
        var xml = "<chart><x-axis type=\"numeric\"/><series name=\"s\">\n"
        for i in 0..<20 { xml += "<point x=\"\(i)\" y=\"bad\(i)\"/>\n" }
        xml += "</series></chart>"
        let all = ReaderSupport.diagnostics(xml)
        #expect(all.count == 20)
        #expect(all.map(\.line) == Array(2...21))
        let capped = ReaderSupport.diagnostics(xml, maxErrors: 5)
        #expect(capped.count == 6)
        #expect(capped.last?.message == "too many errors (5); fix the ones above and run again")
        #expect(capped.last?.line == 7)
    }

    @Test func unknownRootSuggestsReport() {
        let d = ReaderSupport.diagnostics("<reprot><chart/></reprot>")
        #expect(d.map(\.description) == ["test.xml:1:1: the root element must be <report> or <chart>, not <reprot>; did you mean <report>?"])
    }

    @Test func elementInTheWrongPlaceSaysWhereItBelongs() {
        let d = ReaderSupport.diagnostics("<chart><point x=\"1\" y=\"2\"/><series name=\"a\"><point x=\"1\" y=\"2\"/></series></chart>")
        #expect(d.map(\.description) == ["test.xml:1:8: <point> is not allowed in <chart>; it belongs in <series>"])
    }

    @Test func axesAfterTheFirstSeriesAreReported() {
        let d = ReaderSupport.diagnostics("<chart>\n<series name=\"a\"><point x=\"1\" y=\"2\"/></series>\n  <x-axis type=\"numeric\"/>\n</chart>")
        #expect(d.map(\.description) == ["test.xml:3:3: <x-axis> must come before the first <series> of its chart"])
    }

    @Test func unknownAdditionalAxisSuggestsTheClosest() {
        let xml = "<chart><axis id=\"cylinders\" type=\"category\"/><series name=\"a\"><point x=\"1\" y=\"2\"><value axis=\"cylinder\">4</value></point></series></chart>"
        #expect(ReaderSupport.diagnostics(xml).map(\.message) == ["axis=\"cylinder\" names no <axis> of this chart; did you mean axis=\"cylinders\"?"])
    }

    @Test func textGivenTwiceInOneLanguageIsReported() {
        let xml = "<chart xml:lang=\"en\"><title>A</title><title xml:lang=\"en\">B</title><series name=\"a\"><point x=\"1\" y=\"2\"/></series></chart>"
        #expect(ReaderSupport.diagnostics(xml).map(\.description) == ["test.xml:1:38: <title> is given twice in language en; keep one per language"])
    }

    @Test func unitMustBeACLDRIdentifier() {
        let xml = "<chart><y-axis unit=\"km/h\"/><series name=\"a\"><point x=\"1\" y=\"2\"/></series></chart>"
        #expect(ReaderSupport.diagnostics(xml).first?.message.hasPrefix("unit=\"km/h\" is not a CLDR unit identifier") == true)
    }

    @Test func columnsCountCharactersNotBytes() {
        let xml = "<chart><title>气温</title><series name=\"a\"><point x=\"1\" y=\"x\"/></series></chart>"
        // "<chart><title>气温</title><series name=\"a\"><point x=\"1\" " is 54 characters (60 bytes).
        #expect(ReaderSupport.diagnostics(xml).map(\.column) == [55])
    }
}

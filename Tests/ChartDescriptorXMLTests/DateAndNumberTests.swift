import ChartDescriptorXML
import ChartModel
import Testing

/// ISO 8601 dates on date axes and the strict number syntax.
struct DateAndNumberTests {
    private func x(_ text: String) throws -> (Double, Bool) {
        let report = try ReaderSupport.read("<chart><x-axis type=\"date\"/><series name=\"s\"><point x=\"\(text)\" y=\"1\"/></series></chart>")
        return (report.charts[0].series[0].points[0].x, report.charts[0].xAxis.hasTimeOfDay)
    }

    @Test(arguments: [
        ("2024-03-05", 1_709_596_800.0, false),
        ("2024-03", 1_709_251_200.0, false),
        ("2024", 1_704_067_200.0, false),
        ("1969-12-31", -86_400.0, false),
        ("2024-02-29", 1_709_164_800.0, false),
        ("2024-03-05T14:30", 1_709_649_000.0, true),
        ("2024-03-05T14:30:15", 1_709_649_015.0, true),
        ("2024-03-05T14:30:15.250Z", 1_709_649_015.25, true),
        ("2024-03-05T14:30:00+08:00", 1_709_620_200.0, true),
        ("2024-03-05T14:30:00-0530", 1_709_668_800.0, true),
        ("2024-03-05T14:30:00+01", 1_709_645_400.0, true),
        (" 2024-03-05 ", 1_709_596_800.0, false),
    ])
    func isoDatesAreSecondsSinceTheEpochUTC(_ text: String, _ seconds: Double, _ hasTime: Bool) throws {
        let (value, timeOfDay) = try x(text)
        #expect(value == seconds)
        #expect(timeOfDay == hasTime)
    }

    @Test(arguments: ["2023-02-29", "2024-13-01", "2024-00-10", "2024-1-5", "24-03-05", "2024-03-05T25:00", "2024-03-05T10",
                      "2024-03-05 10:00", "2024-03T10:00", "2024-03-05T10:00+24:00", "05/03/2024", "2024-03-05Z"])
    func malformedDatesAreRejected(_ text: String) {
        #expect(ReaderSupport.diagnostics("<chart><x-axis type=\"date\"/><series name=\"s\"><point x=\"\(text)\" y=\"1\"/></series></chart>").count == 1)
    }

    @Test(arguments: ["1", "-2.5", "+3", ".5", "5.", "1e3", "2.5E-3"])
    func decimalNumbersAreAccepted(_ text: String) throws {
        let report = try ReaderSupport.read("<chart><series name=\"s\"><point x=\"0\" y=\"\(text)\"/></series></chart>")
        #expect(report.charts[0].series[0].points[0].y == Double(text))
    }

    @Test(arguments: ["0x10", "inf", "infinity", "1,5", "1 000", "e5", "--1", "1e", "1e999"])
    func otherNumberSpellingsAreRejected(_ text: String) {
        #expect(ReaderSupport.diagnostics("<chart><series name=\"s\"><point x=\"0\" y=\"\(text)\"/></series></chart>").count == 1)
    }

    @Test(arguments: ["", " ", "NaN", "nan"])
    func emptyAndNaNAreMissing(_ text: String) throws {
        let report = try ReaderSupport.read("<chart><series name=\"s\"><point x=\"0\" y=\"\(text)\"/></series></chart>")
        #expect(report.charts[0].series[0].points[0].y == nil)
        #expect(report.charts[0].series[0].missingCount == 1)
    }
}

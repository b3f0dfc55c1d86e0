import ChartDescriptorXML
import ChartModel
import Testing

/// The compact `<values>` form: y values at stepped x positions.
struct CompactValuesTests {
    private func points(_ xAxis: String, _ values: String) throws -> [DataPoint] {
        let report = try ReaderSupport.read("<chart>\(xAxis)<series name=\"s\">\(values)</series></chart>")
        return Array(report.charts[0].series[0].points)
    }

    private static let day = 86_400.0
    /// 2024-01-31T00:00:00Z.
    private static let jan31 = 1_706_659_200.0

    @Test func numericStepsStartAtXStart() throws {
        let p = try points("<x-axis type=\"numeric\"/>", "<values x-start=\"10\" x-step=\"2.5\">1 2 NaN 4</values>")
        #expect(p.map(\.x) == [10, 12.5, 15, 17.5])
        #expect(p.map(\.y) == [1, 2, nil, 4])
    }

    @Test func numericDefaultsAreStartZeroStepOne() throws {
        let p = try points("", "<values>\n  5 6\n  7\n</values>")
        #expect(p.map(\.x) == [0, 1, 2])
        #expect(p.map(\.y) == [5, 6, 7])
    }

    @Test func dailyStepsAreWholeDays() throws {
        let p = try points("<x-axis type=\"date\"/>", "<values x-start=\"2024-02-28\" x-step=\"P1D\">1 2 3</values>")
        #expect(p.map(\.x) == [1_709_078_400, 1_709_164_800, 1_709_251_200])  // Feb 28, Feb 29, Mar 1 2024
    }

    @Test func monthlyStepsFollowTheCalendarWithoutDrift() throws {
        let p = try points("<x-axis type=\"date\"/>", "<values x-start=\"2024-01-31\" x-step=\"P1M\">1 2 3 4</values>")
        // Jan 31, Feb 29 (leap year, clamped), Mar 31 (not Mar 29), Apr 30.
        #expect(p.map(\.x) == [Self.jan31, Self.jan31 + 29 * Self.day, Self.jan31 + 60 * Self.day, Self.jan31 + 90 * Self.day])
    }

    @Test func yearAndWeekSteps() throws {
        let years = try points("<x-axis type=\"date\"/>", "<values x-start=\"2020-02-29\" x-step=\"P1Y\">1 2</values>")
        #expect(years.map(\.x) == [1_582_934_400, 1_582_934_400 + 365 * Self.day])  // 2021-02-28
        let weeks = try points("<x-axis type=\"date\"/>", "<values x-start=\"2024-01-01\" x-step=\"P1W\">1 2</values>")
        #expect(weeks.map(\.x) == [1_704_067_200, 1_704_067_200 + 7 * Self.day])
    }

    @Test func hourlyStepsMarkTheAxisAsHavingTimeOfDay() throws {
        let report = try ReaderSupport.read("""
            <chart><x-axis type="date"/><series name="s">
            <values x-start="2024-07-15T22:00:00+02:00" x-step="PT1H">1 2 3</values></series></chart>
            """)
        let axis = report.charts[0].xAxis
        #expect(axis.hasTimeOfDay)
        #expect(report.charts[0].series[0].points.map(\.x) == [1_721_073_600, 1_721_077_200, 1_721_080_800])
    }

    @Test func categoryValuesFollowDeclaredOrder() throws {
        let p = try points("""
            <x-axis type="category"><category id="q1"/><category id="q2"/><category id="q3"/><category id="q4"/></x-axis>
            """, "<values x-start=\"q2\">5 6 7</values>")
        #expect(p.map(\.x) == [1, 2, 3])
    }

    @Test func moreValuesThanCategoriesIsAnError() {
        let d = ReaderSupport.diagnostics("""
            <chart><x-axis type="category"><category id="a"/><category id="b"/></x-axis>
            <series name="s"><values>1 2 3</values></series></chart>
            """)
        #expect(d.map(\.message) == ["<values> has more values than the x-axis has categories (2); value 3 has no category"])
    }

    @Test func aSecondValuesWithoutXStartContinuesTheFirst() throws {
        let p = try points("<x-axis type=\"date\"/>", """
            <values x-start="2024-01-30" x-step="P1D">1 2</values>
            <values>3 4</values>
            """)
        #expect(p.map(\.x) == (0..<4).map { 1_706_572_800 + Double($0) * Self.day })
        #expect(p.map(\.y) == [1, 2, 3, 4])
    }

    @Test func valuesOnAnAdditionalAxisAnnotateEachPoint() throws {
        let report = try ReaderSupport.read("""
            <chart><axis id="temp"/><series name="s">
            <values>10 20 30</values>
            <values axis="temp">21.5 NaN 23</values>
            </series></chart>
            """)
        let p = report.charts[0].series[0].points
        #expect(p.map(\.additionalValues) == [[AdditionalValue(axisID: "temp", value: 21.5)], [], [AdditionalValue(axisID: "temp", value: 23)]])
    }

    @Test func additionalValuesMustMatchThePointCount() {
        let d = ReaderSupport.diagnostics("<chart><axis id=\"t\"/><series name=\"s\"><values>1 2 3</values><values axis=\"t\">1 2</values></series></chart>")
        #expect(d.map(\.message) == ["<values axis=\"t\"> has 2 values but the series has 3 points so far; give one value per point (NaN for none)"])
    }

    @Test(arguments: ["P", "P1", "PT", "P1DT", "P0D", "1D", "P1H", "PT1D", "P1.5D", "P1M1Y"])
    func invalidDurationsAreRejected(_ step: String) {
        let d = ReaderSupport.diagnostics("<chart><x-axis type=\"date\"/><series name=\"s\"><values x-start=\"2024-01-01\" x-step=\"\(step)\">1</values></series></chart>")
        #expect(d.map(\.message) == ["x-step=\"\(step)\" is not an ISO 8601 duration (such as P1D, P1W, P1M, P1Y, PT1H, PT15M)"])
    }

    @Test func dateAxisNeedsXStart() {
        let d = ReaderSupport.diagnostics("<chart><x-axis type=\"date\"/><series name=\"s\"><values x-step=\"P1D\">1</values></series></chart>")
        #expect(d.map(\.message) == ["<values> on a date axis needs x-start= (such as x-start=\"2024-01-01\") and x-step= (such as P1D)"])
    }

    @Test func numericStepMustBePositive() {
        let d = ReaderSupport.diagnostics("<chart><series name=\"s\"><values x-step=\"0\">1</values></series></chart>")
        #expect(d.map(\.message) == ["x-step=\"0\" must be a positive number on the numeric x-axis (such as 1 or 0.5)"])
    }
}

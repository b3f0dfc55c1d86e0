import Testing
import ChartDescriptorXML
import ChartModel
@testable import ChartCSV

@Suite struct CSVChartBuilderTests {
    func chart(_ text: String, _ options: CSVChartOptions = CSVChartOptions()) throws -> Chart {
        let report = try CSVReader(options: options).read(bytes: Array(text.utf8), fileName: "d.csv")
        // Every file the streaming reader takes gives the chart the table gives.
        for streamed in CSVStreamReaderTests.streamed(text, options) { #expect(streamed == report, "streamed: \(text.prefix(80))") }
        return report.charts[0]
    }

    func problems(_ text: String, _ options: CSVChartOptions = CSVChartOptions()) -> [String] {
        do { _ = try CSVReader(options: options).read(bytes: Array(text.utf8), fileName: "d.csv"); return [] } catch {
            // A file with problems is never taken by the streaming reader: the table path locates them.
            #expect(CSVStreamReaderTests.streamed(text, options).isEmpty, "streamed a file with problems: \(text.prefix(80))")
            return error.description.split(separator: "\n").map(String.init)
        }
    }

    @Test func wideFormatMakesASeriesPerColumnWithDatesOnX() throws {
        let c = try chart("Date,Steps,Goal\n2024-01-01,8040,10000\n2024-01-02,,10000\n2024-01-03,NA,10000\n")
        #expect(c.xAxis.kind == .date && c.xAxis.title == LocalizedText("Date"))
        #expect(c.series.map { $0.name.resolved(for: "en", documentLanguage: nil) } == ["Steps", "Goal"])
        #expect(c.series[0].points.map(\.y) == [8040, nil, nil])
        #expect(c.series[0].points[1].x - c.series[0].points[0].x == 86_400)
        #expect(c.series.allSatisfy { $0.isContinuous }, "a date axis without a type is a time series, as in the XML")
        #expect(c.yAxis.title == nil, "two y columns: no y title unless given")
    }

    /// Times of day in ascending order, and month names in calendar order, are an ordered axis (a course through
    /// the day or the year, not a race); out of order, or too few, they stay plain categories.
    @Test func ascendingClockTimesAreOrderedCategories() throws {
        let day = try chart("Time,Demand\n00:00,26000\n04:30,22354\n12:00,37176\n23:30,26205\n")
        #expect(day.xAxis.kind == .category && day.xAxis.isOrdered)
        #expect(try !chart("Time,Demand\n12:00,1\n04:30,2\n23:30,3\n").xAxis.isOrdered)
        #expect(try !chart("Time,Demand\n04:30,1\n12:00,2\n").xAxis.isOrdered)
        #expect(try !chart("Score,Count\n1:2,1\n2:1,2\n3:0,3\n").xAxis.isOrdered, "football scores are no clock")
        #expect(CSVChartBuilder.ascendingClockTimes(["9:00", "09:30:15", "10:00"]))
        #expect(!CSVChartBuilder.ascendingClockTimes(["09:00", "25:00", "26:00"]))
        // Months in calendar order from any month are a course through the year; out of order, a race.
        #expect(try chart("Month,Admissions\nAug,6.4\nSep,7.1\nOct,6.5\nNov,8\nDec,9\nJan,9\n").xAxis.isOrdered)
        #expect(CSVChartBuilder.consecutiveMonths(["October", "November", "December", "January"]))
        #expect(CSVChartBuilder.consecutiveMonths(["Sept.", "Oct", "Nov"]))
        #expect(!CSVChartBuilder.consecutiveMonths(["Jan", "Mar", "Feb"]))
        #expect(!CSVChartBuilder.consecutiveMonths(["Mayor", "Junior", "Julian"]))
    }

    @Test func firstValueDecidesTheKindAsTheXMLReaderDoes() throws {
        #expect(try chart("x,y\n1,2\n3,4\n").xAxis.kind == .numeric)
        #expect(try chart("x,y\n2024-03,2\n2024-04,4\n").xAxis.kind == .date)
        let c = try chart("Region,Sales\nNorth,2\nSouth,4\nNorth,5\n")
        #expect(c.xAxis.kind == .category)
        #expect(c.xAxis.categories.map(\.id) == ["North", "South"])
        #expect(c.series[0].points.map(\.x) == [0, 1, 0])
    }

    @Test func datesWithSlashesOrASpaceBeforeTheTimeAreDates() throws {
        let c = try chart("time,count\n2015/01/01 01:00:00,2\n2015/01/01 04:00:00,3\n")
        #expect(c.xAxis.kind == .date && c.xAxis.hasTimeOfDay)
        #expect(c.series[0].points.map(\.x) == [TestDates.seconds(2015, 1, 1, 1), TestDates.seconds(2015, 1, 1, 4)])
        #expect(try chart("t,v\n2024-03-05 14:30,1\n2024-03-06 09:00,2\n").series[0].points[0].x == TestDates.seconds(2024, 3, 5, 14, 30))
        #expect(try chart("t,v\n2024/03/05,1\n2024/03/06,2\n").xAxis.kind == .date)
        #expect(!problems("t,v\n2024-03-05 14:30,1\n2024-03-0614:30,2\n").isEmpty, "no space, no T: not a date")
    }

    @Test func datesWithAnEnglishMonthNameAreDates() throws {
        // vega-datasets' stocks.csv and sp500.csv write "Jan 1 2000".
        let c = try chart("date,price\nJan 1 2000,1394.46\nFeb 1 2000,1366.42\n")
        #expect(c.xAxis.kind == .date && !c.xAxis.hasTimeOfDay)
        #expect(c.series[0].points.map(\.x) == [TestDates.seconds(2000, 1, 1), TestDates.seconds(2000, 2, 1)])
        for text in ["January 5, 2024", "Jan. 5, 2024", "5 Jan 2024", "5-jan-2024", "JAN 5 2024"] {
            #expect(try chart("d,v\n\"\(text)\",1\n").series[0].points[0].x == TestDates.seconds(2024, 1, 5), "\(text)")
        }
        #expect(try chart("d,v\nSept 2023,1\nOct-2023,2\n").series[0].points.map(\.x)
                == [TestDates.seconds(2023, 9, 1), TestDates.seconds(2023, 10, 1)])
        #expect(try chart("d,v\nJan 5 24,1\n").xAxis.kind == .category, "a two-digit year does not settle the century")
        #expect(try chart("d,v\nMay,1\nJune,2\n").xAxis.kind == .category, "a month without a year is a name")
        #expect(!problems("d,v\nJan 1 2000,1\nFeb 30 2000,2\n").isEmpty, "no 30 February")
    }

    @Test func numbersOnXOutOfOrderMakeAScatterPlotUnlessATypeIsGiven() throws {
        let cloud = "petalLength,petalWidth\n1.4,0.2\n4.7,1.4\n1.3,0.2\n6.0,2.5\n"
        #expect(try chart(cloud).type == .scatter)
        #expect(try chart(cloud).series.allSatisfy { !$0.isContinuous })
        #expect(try chart(cloud, CSVChartOptions(type: .line)).type == .line)
        #expect(try chart("x,y\n1,2\n1,3\n4,4\n").type == nil, "ascending numbers (ties too) stay a course along x")
        #expect(try chart("Date,v\n2024-01-03,1\n2024-01-01,2\n").type == nil, "dates out of order stay a time series")
        let long = "Entity,Year,Deaths\nDrought,1900,10\nDrought,1901,12\nFlood,1900,5\nFlood,1901,7\n"
        #expect(try chart(long, CSVChartOptions(x: "Year", y: ["Deaths"], seriesColumn: "Entity")).type == nil,
                "a long file's years ascend within each series")
    }

    @Test func aMixedXColumnNamesEveryRowAndValueThatDoesNotFit() {
        #expect(problems("Date,v\n2024-01-01,1\n2024-13-01,2\nsoon,3\n") == [
            "d.csv:3:1: \"2024-13-01\" in column Date (row 2) is not a date like the column's first value (expected ISO 8601 such as 2024-03-05 or 2024-03-05T14:30); fix it, or read the column as names with --x-type category",
            "d.csv:4:1: \"soon\" in column Date (row 3) is not a date like the column's first value (expected ISO 8601 such as 2024-03-05 or 2024-03-05T14:30); fix it, or read the column as names with --x-type category",
        ])
        #expect(problems("Year,v\n2020,1\n2021-06,2\n").first?.contains("is not a number like the column's first value; 1 of the column's values are dates") == true)
    }

    /// 01/05/2024 … 01/13/2024 was refused as ambiguous although 13 settles the order; --date-order decides otherwise.
    @Test func aDayAboveTwelveSettlesTheDateOrder() throws {
        let mdy = try chart("Date,v\n01/05/2024,1\n01/09/2024,2\n01/13/2024,3\n")
        #expect(mdy.xAxis.kind == .date)
        #expect(mdy.series[0].points.xs == [1704412800, 1704758400, 1705104000])
        let dmy = try chart("Date,v\n05/01/2024,1\n13/01/2024,3\n")
        #expect(dmy.series[0].points.xs == [1704412800, 1705104000])
        // Contradicting values settle nothing; a given order reads what no value settles.
        #expect(problems("Date,v\n13/01/2024,1\n01/13/2024,2\n").first?.contains("--date-order") == true)
        var o = CSVChartOptions(); o.dateOrder = .dmy
        #expect(try chart("Date,v\n03/04/2024,1\n04/04/2024,2\n", o).series[0].points.xs == [1712102400, 1712188800])
    }

    /// "1.234,5" (points grouping, a decimal comma) was told to write NA for a missing value.
    @Test func groupedDecimalCommaNumbersPointToDecimalComma() {
        #expect(problems("Datum;Umsatz\n2024-01-01;1.234,5\n").first?.hasSuffix("(use --decimal , if commas are decimal marks)") == true)
    }

    /// A column of only blanks and NA gave the alt text "Chart:" and exit 0; it is a located error.
    @Test func aColumnWithoutValuesIsALocatedError() {
        #expect(problems("Day,Steps\n2024-01-01,\n2024-01-02,NA\n") == [
            "d.csv:1:5: column Steps holds no values: every row is blank or NA; fill it in, or name a column of numbers with --y"])
        #expect(problems("Day,Steps,Goal\n2024-01-01,5,\n2024-01-02,6,n/a\n") == [
            "d.csv:1:11: column Goal holds no values: every row is blank or NA; fill it in, or leave it out with --y Steps"])
    }

    @Test func ambiguousDatesAreRefusedWithTheISOForm() {
        #expect(problems("Date,v\n03/04/2024,1\n04/04/2024,2\n") == [
            "d.csv:2:1: \"03/04/2024\" in column Date looks like a date but no value settles its day and month order; give --date-order mdy (01/05 is January 5) or --date-order dmy (01/05 is May 1), or write ISO 8601 dates such as 2024-01-05"])
        var o = CSVChartOptions(); o.xKind = .date
        #expect(problems("Date,v\n03/04/2024,1\n", o).first?.contains("is an ambiguous date (day or month first?)") == true)
        #expect((try? chart("Date,v\n2024/03/04,1\n", o))?.xAxis.kind == .date, "year first with slashes is unambiguous")
    }

    @Test func decimalCommasAndGroupingSeparators() throws {
        var o = CSVChartOptions(); o.decimalMark = ","
        let c = try chart("Monat;Wert\n2024-01;1.234,5\n2024-02;12,25\n2024-03;-0,5\n", o)
        #expect(c.series[0].points.map(\.y) == [1234.5, 12.25, -0.5])
        #expect(try chart("x,y\n1,\"1,234,567.5\"\n").series[0].points[0].y == 1_234_567.5)
        #expect(problems("x;y\n1;12,5\n").first == "d.csv:2:3: \"12,5\" in column y (row 1) is not a number (use --decimal , if commas are decimal marks)")
        #expect(problems("x,y\n1,12%\n").first?.hasSuffix("(write the number without % and give --unit percent)") == true)
        #expect(problems("x,y\n1,\"1,23\"\n").first?.contains("is not a number") == true, "1,23 is not grouping in threes")
    }

    @Test func longFormatSplitsSeriesByAColumnInOrderOfFirstAppearance() throws {
        var o = CSVChartOptions(); o.seriesColumn = "City"; o.y = ["Temp"]
        let c = try chart("Month,City,Temp\n2023-01,Beijing,-3.3\n2023-01,Shanghai,4.4\n2023-02,Beijing,1.1\n2023-02,Shanghai,7.2\n", o)
        #expect(c.series.map { $0.name.resolved(for: "en", documentLanguage: nil) } == ["Beijing", "Shanghai"])
        #expect(c.series[1].points.map(\.y) == [4.4, 7.2])
        #expect(c.yAxis.title == LocalizedText("Temp"))
    }

    @Test func labelsTitlesUnitsFormatsAndRangesComeFromOptions() throws {
        var o = CSVChartOptions(x: "Weight", y: ["MPG"], labelColumn: "Car", title: "  Cars  of 1974 ", summary: "Heavier, thirstier.",
                                type: .scatter, yTitle: "Fuel economy", yUnit: "consumption-mile-per-gallon", xUnit: "mass-pound",
                                xFormat: "precision-integer", yFormat: ".0",
                                xRange: .init(min: "1000", max: "6000"), yRange: .init(min: "0", max: "40"), textLanguage: "en")
        let report = try CSVReader(options: o).read(bytes: Array("Car,Weight,MPG\nMazda RX4,2620,21\nFiat 128,2200,32.4\n".utf8), fileName: "d.csv")
        #expect(report.language == "en")
        let c = report.charts[0]
        #expect(c.title == LocalizedText("Cars of 1974"), "text normalised as the XML reader does")
        #expect(c.type == .scatter && c.series[0].isContinuous == false)
        #expect(c.series[0].points[1].label == LocalizedText("Fiat 128"))
        #expect(c.xAxis.unit == .cldr("mass-pound") && c.yAxis.unit == .cldr("consumption-mile-per-gallon"))
        #expect(c.xAxis.range == AxisRange(min: 1000, max: 6000) && c.yAxis.range == AxisRange(min: 0, max: 40))
        o.yUnit = "{value, plural, one {# step} other {# steps}}"
        let patterned = try CSVReader(options: o).read(bytes: Array("Car,Weight,MPG\nA,1,2\n".utf8), fileName: "d.csv")
        #expect(patterned.charts[0].yAxis.unit == .messages(LocalizedText("{value, plural, one {# step} other {# steps}}")))
    }

    @Test func optionsThatDoNotFitTheFileAreOptionErrors() {
        func option(_ text: String, _ o: CSVChartOptions) -> String? {
            do { _ = try CSVReader(options: o).read(bytes: Array(text.utf8), fileName: "d.csv"); return nil } catch {
                if case .option(let m) = error { return m }
                return "not an option error: \(error)"
            }
        }
        #expect(option("Date,Steps\n2024-01-01,1\n", CSVChartOptions(x: "Dat")) == "--x Dat: the file has no column of that name (columns: Date, Steps); did you mean Date?")
        #expect(option("a,b,c\n1,2,3\n", CSVChartOptions(y: ["b", "c"], seriesColumn: "a")) == "with --series, give one --y column (the values), not 2")
        #expect(option("r,v\nx,1\n", CSVChartOptions(xUnit: "meter"))?.hasPrefix("--x-unit applies to a numeric x axis") == true)
        #expect(option("x,v\n1,1\n", CSVChartOptions(yRange: .init(min: "5", max: "1"))) == "--y-range: the minimum 5 must be less than the maximum 1")
        #expect(option("onlyx\n1\n", CSVChartOptions()) == "no y column: the file has only onlyx; name the value columns with --y")
        var ordered = CSVChartOptions(); ordered.xOrdered = true
        #expect(option("d,v\n2024-01-01,1\n", ordered)?.hasPrefix("--ordered applies to category x axes") == true)
        #expect((try? CSVReader(options: ordered).read(bytes: Array("q,v\nQ1,1\nQ2,2\n".utf8), fileName: "d.csv"))?.charts[0].xAxis.isOrdered == true)
        // --rating-scale declares a scale of answers on a category axis only.
        var scale = CSVChartOptions(); scale.xRatingScale = true
        #expect(option("d,v\n2024-01-01,1\n", scale)?.hasPrefix("--rating-scale applies to category x axes") == true)
        scale.xKind = .category  // answers 1 to 5 are read as numbers unless said to be categories
        #expect((try? CSVReader(options: scale).read(bytes: Array("a,v\n1,5\n2,9\n3,4\n".utf8), fileName: "d.csv"))?.charts[0].xAxis.isRatingScale == true)
    }

    @Test func everyRowNeedsAnXAndAHeaderAloneIsNoData() {
        #expect(problems("x,y\n,1\n") == ["d.csv:2:1: row 1 has no x value in column x; every row needs one"])
        #expect(problems("x,y\n") == ["d.csv:1:1: the file has a header but no rows of values"])
    }

    @Test func timesOfDayMarkTheAxis() throws {
        let c = try chart("Time,Load\n2024-07-15T00:00,4359\n2024-07-15T01:00,4156\n")
        #expect(c.xAxis.hasTimeOfDay)
        #expect(c.series[0].points[1].x - c.series[0].points[0].x == 3600)
    }
}

/// Seconds since 1970 (UTC) of a civil date and time, for expectations.
enum TestDates {
    static func seconds(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Double {
        Double(CivilCalendar.days(year: year, month: month, day: day)) * 86_400 + Double(hour * 3600 + minute * 60)
    }
}

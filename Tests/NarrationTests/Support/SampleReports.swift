import ChartModel

/// Reports built in Swift, independent of the XML reader, with known data.
enum SampleReports {
    static let jan1_2024 = 1_704_067_200.0
    static let day = 86_400.0

    /// 91 daily step counts, Jan 1 – Mar 31 2024, rising, one missing day and one labelled day.
    static var steps: Report {
        var points: [DataPoint] = []
        for i in 0..<91 {
            let wobble = Double((i * 37) % 11) * 45 - 225
            var y: Double? = 6_000 + Double(i) * 42 + wobble
            if i == 40 { y = nil }
            if i == 70 { y = 14_250 }
            let label: LocalizedText? = i == 70 ? LocalizedText([.init(language: "en", text: "Charity walk"),
                                                                 .init(language: "zh", text: "慈善健步走")]) : nil
            points.append(DataPoint(x: jan1_2024 + Double(i) * day, y: y, label: label))
        }
        let unit = AxisUnit.messages(LocalizedText([
            .init(language: "en", text: "{value, plural, one {# step} other {# steps}}"),
            .init(language: "zh", text: "{value}步"),
        ]))
        let chart = Chart(
            id: "steps", type: .line,
            title: LocalizedText([.init(language: "en", text: "Daily steps"), .init(language: "zh", text: "每日步数")]),
            xAxis: Axis(kind: .date, title: LocalizedText([.init(language: "en", text: "Date"), .init(language: "zh", text: "日期")])),
            yAxis: Axis(kind: .numeric, title: LocalizedText([.init(language: "en", text: "Steps"), .init(language: "zh", text: "步数")]),
                        format: "precision-integer", unit: unit),
            series: [Series(name: LocalizedText([.init(language: "en", text: "Steps"), .init(language: "zh", text: "步数")]),
                            isContinuous: true, points: points)])
        return Report(language: "en", charts: [chart])
    }

    /// Sales per region in two years (bar chart, euros).
    static var sales: Report {
        let regions = ["North", "East", "South", "West", "Centre"]
        let zh = ["北部", "东部", "南部", "西部", "中部"]
        let cats = regions.indices.map { Category(id: regions[$0].lowercased(),
                                                  label: LocalizedText([.init(language: "en", text: regions[$0]),
                                                                        .init(language: "zh", text: zh[$0])])) }
        let y2023: [Double] = [120_500, 98_000, 143_250, 87_600, 101_000]
        let y2024: [Double] = [131_000, 91_500, 150_000, 99_900, 101_000]
        func series(_ name: String, _ values: [Double]) -> Series {
            Series(name: LocalizedText(name), isContinuous: false,
                   points: values.indices.map { DataPoint(x: Double($0), y: values[$0]) })
        }
        let chart = Chart(
            id: "sales", type: .bar,
            title: LocalizedText([.init(language: "en", text: "Sales by region")]),
            summary: LocalizedText([.init(language: "en", text: "South leads both years; West grew fastest.")]),
            xAxis: Axis(kind: .category, title: LocalizedText([.init(language: "en", text: "Region"), .init(language: "zh", text: "地区")]),
                        categories: cats),
            yAxis: Axis(kind: .numeric, title: LocalizedText([.init(language: "en", text: "Sales"), .init(language: "zh", text: "销售额")]),
                        format: "currency/EUR precision-integer"),
            series: [series("2023", y2023), series("2024", y2024)])
        return Report(language: "en", title: LocalizedText("Regional review"), charts: [chart])
    }

    /// Height against weight of 12 people (scatter, CLDR units).
    static var heights: Report {
        let h: [Double] = [152, 158, 160, 163, 165, 168, 170, 172, 175, 178, 181, 190]
        let w: [Double] = [50.5, 54, 57.2, 58, 61.5, 63, 66.4, 68, 70.1, 74, 77.5, 88]
        let chart = Chart(
            id: "heights", type: .scatter, title: LocalizedText("Height and weight"),
            xAxis: Axis(kind: .numeric, title: LocalizedText("Height"), format: "precision-integer", unit: .cldr("length-centimeter")),
            yAxis: Axis(kind: .numeric, title: LocalizedText("Weight"), format: ".0", unit: .cldr("mass-kilogram")),
            series: [Series(name: LocalizedText("People"), isContinuous: false,
                            points: h.indices.map { DataPoint(x: h[$0], y: w[$0]) })])
        return Report(language: "en", charts: [chart])
    }

    /// A long daily series (for the threshold and the performance measurement).
    static func long(count: Int) -> Report {
        var points: [DataPoint] = []
        points.reserveCapacity(count)
        for i in 0..<count {
            points.append(DataPoint(x: jan1_2024 + Double(i) * 60, y: 100 + Double(i % 1_000) * 0.5 + Double(i) * 0.0001))
        }
        let chart = Chart(id: "long", type: .line, title: LocalizedText("Sensor"),
                          xAxis: Axis(kind: .date, hasTimeOfDay: true), yAxis: Axis(kind: .numeric, format: ".0"),
                          series: [Series(name: LocalizedText("Sensor"), isContinuous: true, points: points)])
        return Report(charts: [chart])
    }

    static var all: [(String, Report)] { [("steps", steps), ("sales", sales), ("heights", heights)] }
}

import ChartModel
import Narration

/// Bounds on the spoken briefing, so a runaway descriptor (a 10 KB title spoken three times, thousands
/// of series) fails clearly instead of rendering for minutes into gigabytes.
public struct AudioLimits: Sendable, Hashable {
    /// The longest programme, in seconds.
    public var maxDuration: Double
    /// The most characters in any one descriptor text that may be spoken (title, summary, name, label, …).
    public var maxTextLength: Int

    /// One hour.
    public static let defaultMaxDuration = 3600.0
    /// 5,000 characters: about five minutes of speech, for one title or summary.
    public static let defaultMaxTextLength = 5_000

    /// Creates limits with the documented defaults.
    public init(maxDuration: Double = AudioLimits.defaultMaxDuration,
                maxTextLength: Int = AudioLimits.defaultMaxTextLength) {
        self.maxDuration = maxDuration
        self.maxTextLength = maxTextLength
    }

    /// Throws a limit error naming the first descriptor text longer than `maxTextLength`.
    func checkTexts(of report: Report) throws(ChartNarrateError) {
        func check(_ text: LocalizedText?, _ what: @autoclosure () -> String) throws(ChartNarrateError) {
            guard let text else { return }
            for variant in text.variants where variant.text.unicodeScalars.count > maxTextLength {
                let length = EnglishNumbers.grouped(variant.text.unicodeScalars.count)
                throw .limit("\(what()) is \(length) characters long, more than the \(EnglishNumbers.grouped(maxTextLength)) a spoken text may have; shorten it, or raise --max-text-length")
            }
        }
        try check(report.title, "the report <title>")
        try check(report.intro, "the report <intro>")
        try check(report.outro, "the report <outro>")
        for chart in report.charts {
            let at = "chart \"\(chart.id)\":"
            try check(chart.title, "\(at) its <title>")
            try check(chart.summary, "\(at) its <summary>")
            for axis in [chart.xAxis, chart.yAxis] + chart.additionalAxes {
                try check(axis.title, "\(at) an axis <title>")
                if case .messages(let unit)? = axis.unit { try check(unit, "\(at) a <unit>") }
                for category in axis.categories { try check(category.label, "\(at) the label of category \"\(category.id)\"") }
            }
            for series in chart.series {
                try check(series.name, "\(at) a series <name>")
                for point in series.points where point.label != nil { try check(point.label, "\(at) a point <label>") }
            }
        }
    }

    /// Throws a limit error when `script` cannot fit in `maxDuration` even spoken quickly: characters at
    /// 30 a second (espeak-ng says about 15 a second at its default 175 words a minute) and one second per
    /// audio graph, so the estimate stays below the real length and only refuses a hopeless case early.
    func checkEstimate(of script: BriefingScript, rate: Int) throws(ChartNarrateError) {
        var characters = 0, graphs = 0
        for segment in script.segments {
            switch segment {
            case .speech(let item): characters += item.spokenText.count
            case .sonification: graphs += 1
            default: break
            }
        }
        let charactersPerSecond = 30.0 * Double(max(rate, 80)) / 175
        let estimate = Double(characters) / charactersPerSecond + Double(graphs)
        if estimate > maxDuration {
            throw .limit("the briefing would last at least \(Self.minutes(estimate)), more than the limit of \(Self.minutes(maxDuration)); narrate less (shorter texts, fewer series) or raise --max-duration")
        }
    }

    static func minutes(_ seconds: Double) -> String {
        if seconds < 120 { return "\(Int(seconds.rounded())) seconds" }
        let m = seconds / 60
        return m == m.rounded() ? "\(Int(m)) minutes" : "\(Int(m.rounded())) minutes"
    }
}

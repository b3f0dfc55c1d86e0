import Narration
import Sonification

extension ChartBriefing {
    /// Every point's tone as the audio graphs sound it (the same pitch mapping over the chart's y range, the
    /// same pan by x), for the HTML page's keyboard explorer; none for a chart too large for the page to explore.
    public func htmlTones(options: SonificationOptions = SonificationOptions()) -> HTMLPointTones {
        let tones = report.charts.map { chart -> [[HTMLPointTones.Tone?]] in
            guard chart.series.reduce(0, { $0 + $1.points.count }) <= Self.htmlTonePointLimit else { return [] }
            return chart.series.indices.map { s in
                let point = PointTones(chart: chart, seriesIndex: s, options: options)
                return chart.series[s].points.indices.map { i in
                    point.tone(at: i).map { HTMLPointTones.Tone(frequency: $0.frequency, pan: $0.pan) }
                }
            }
        }
        return HTMLPointTones(tones: tones, noteSeconds: options.noteSeconds)
    }

    /// The page's explorer limit (see `HTMLExplorerData`): larger charts get no tones, as they get no explorer.
    static let htmlTonePointLimit = 5_000
}

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

    /// The page's explorer limit: larger charts get no tones, as they get no explorer (one number for both: the
    /// explorer's rose past 5,000 and the tones stayed behind, a 7,440-point page stepped in silence).
    static let htmlTonePointLimit = HTMLRenderer.explorerPointLimit
}

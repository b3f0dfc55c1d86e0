import Narration
import Sonification

extension ChartBriefing {
    /// Every point's tone as the audio graphs sound it (the same pitch mapping over the chart's y range, the
    /// same pan by x), for the HTML page's keyboard explorer, which explores every chart (a long one through the
    /// points it steps through: the tones of the others are never written).
    public func htmlTones(options: SonificationOptions = SonificationOptions()) -> HTMLPointTones {
        let tones = report.charts.map { chart -> [[HTMLPointTones.Tone?]] in
            chart.series.indices.map { s in
                let point = PointTones(chart: chart, seriesIndex: s, options: options)
                return chart.series[s].points.indices.map { i in
                    point.tone(at: i).map { HTMLPointTones.Tone(frequency: $0.frequency, pan: $0.pan) }
                }
            }
        }
        return HTMLPointTones(tones: tones, noteSeconds: options.noteSeconds)
    }

}

// Times Sonifier.render on a 1,000,000-point continuous series against baselines measured in the
// same run: a 1,000-point series (same 5 s of synthesis, no reduction work) and one plain pass over
// the points. Run with `swift run -c release sonification-bench`.
import Foundation
import ChartModel
import Sonification

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ runs: Int, _ body: () -> Void) -> Double {
    let times = (0..<runs).map { _ in seconds(body) }.sorted()
    return times[times.count / 2]
}

func chart(points: Int) -> Chart {
    var state: UInt64 = 12345
    let data = (0..<points).map { i -> DataPoint in
        state = state &* 6364136223846793005 &+ 1442695040888963407
        let noise = Double(state >> 11) / Double(1 << 53) - 0.5
        return DataPoint(x: Double(i), y: 50 + 30 * sin(Double(i) / Double(points) * 12) + 10 * noise)
    }
    return Chart(id: "bench", type: .line, xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric),
                 series: [Series(name: LocalizedText("bench"), isContinuous: true, points: data)])
}

let options = SonificationOptions()
let small = chart(points: 1_000)
let large = chart(points: 1_000_000)
var sink = 0.0
var smallClip = Sonifier.render(chart: small, seriesIndex: 0, options: options)
var largeClip = Sonifier.render(chart: large, seriesIndex: 0, options: options)
let pass = median(5) {
    let points = large.series[0].points
    for i in points.indices { sink += points[i].y ?? 0 }
}
let baseline = median(5) { smallClip = Sonifier.render(chart: small, seriesIndex: 0, options: options) }
let dense = median(5) { largeClip = Sonifier.render(chart: large, seriesIndex: 0, options: options) }
let anchors = largeClip.events.filter { if case .point = $0.kind { true } else { false } }.count
print(String(format: "1,000,000-point continuous series → %.1f s clip: %.1f ms (median of 5), %d anchors kept",
             largeClip.duration, dense * 1000, anchors))
print(String(format: "1,000-point series → %.1f s clip: %.1f ms; ratio 1M/1k = %.2f", smallClip.duration,
             baseline * 1000, dense / baseline))
print(String(format: "one pass summing 1M y values: %.2f ms; render/pass = %.1f (checksum %.0f)", pass * 1000,
             dense / pass, sink))
print(String(format: "real-time factor of the 1M render: %.0f× faster than playback", largeClip.duration / dense))

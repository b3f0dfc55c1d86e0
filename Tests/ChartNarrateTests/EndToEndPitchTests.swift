import Foundation
import Testing
import ChartModel
import ChartNarrate
import Narration
import AudioRender

/// From descriptor to rendered file: the pitch heard in each audio-graph segment of the final mix (speech,
/// earcons, loudness normalization and limiting included) follows the data.
@Suite struct EndToEndPitchTests {
    /// Autocorrelation pitch of a window, searched over the sonification range (C3–C6 plus margin).
    static func pitch(_ x: ArraySlice<Float>, sampleRate: Double) -> Double? {
        let samples = Array(x)
        let minLag = Int(sampleRate / 1200), maxLag = Int(sampleRate / 110)
        guard samples.count > maxLag * 2 else { return nil }
        let energy = samples.reduce(0) { $0 + Double($1) * Double($1) }
        guard energy > 1e-6 else { return nil }
        var correlations = [Double](repeating: 0, count: maxLag + 1)
        for lag in minLag...maxLag {
            var sum = 0.0
            for i in 0..<(samples.count - lag) { sum += Double(samples[i]) * Double(samples[i + lag]) }
            correlations[lag] = sum
        }
        // The first lag reaching 90% of the best avoids octave errors on harmonic timbres.
        let best = correlations[minLag...maxLag].max()!
        guard let lag = (minLag...maxLag).first(where: { correlations[$0] >= 0.9 * best && correlations[$0] >= correlations[$0 - 1] && correlations[$0] >= correlations[min($0 + 1, maxLag)] }) else { return nil }
        return sampleRate / Double(lag)
    }

    static func ranks(_ v: [Double]) -> [Double] {
        let order = v.indices.sorted { v[$0] < v[$1] }
        var r = [Double](repeating: 0, count: v.count)
        var i = 0
        while i < order.count {
            var j = i
            while j + 1 < order.count && v[order[j + 1]] == v[order[i]] { j += 1 }
            for k in i...j { r[order[k]] = Double(i + j) / 2 }
            i = j + 1
        }
        return r
    }

    static func spearman(_ a: [Double], _ b: [Double]) -> Double {
        let ra = ranks(a), rb = ranks(b)
        let ma = ra.reduce(0, +) / Double(ra.count), mb = rb.reduce(0, +) / Double(rb.count)
        var num = 0.0, da = 0.0, db = 0.0
        for i in ra.indices { num += (ra[i] - ma) * (rb[i] - mb); da += (ra[i] - ma) * (ra[i] - ma); db += (rb[i] - mb) * (rb[i] - mb) }
        return num / (da * db).squareRoot()
    }

    @Test func pitchOfEveryWholeSeriesGraphFollowsItsValues() throws {
        let report = try DescriptorLoader.load(CLIRun.repoRoot.appendingPathComponent("examples/monthly-temperature.xml").path)
        let briefing = try ChartBriefing(report: report, options: NarrationOptions(language: "en"))
        var options = AudioOptions()
        options.sonification.extremeEarcons = false
        options.sonification.gridlineClicks = false
        let audio = try briefing.audio(options: options)
        let chart = report.charts[0]
        let graphs = audio.timeline.segments.filter { $0.kind == .sonification && $0.points == nil }
        #expect(graphs.count == chart.series.count)
        for segment in graphs {
            let series = try #require(chart.series.first { $0.name.resolved(for: "en", documentLanguage: report.language) == segment.series })
            let points = series.points.compactMap { p in p.y.map { (p.x, $0) } }.sorted { $0.0 < $1.0 }
            let rate = Double(audio.sampleRate)
            var heard: [Double] = [], expected: [Double] = []
            let windows = 24
            let length = segment.end - segment.start
            for w in 1..<(windows - 1) {
                let t = (Double(w) + 0.5) / Double(windows)
                let start = Int((segment.start + t * length - 0.0125) * rate), count = Int(0.025 * rate)
                // Mono mix of the interleaved frames.
                let mono = (start..<(start + count)).map { f in
                    (0..<audio.channels).reduce(Float(0)) { $0 + audio.samples[f * audio.channels + $1] }
                }
                guard let f = Self.pitch(mono[...], sampleRate: rate) else { continue }
                // The glide maps x linearly onto the segment's time: interpolate the value heard at t.
                let x = points.first!.0 + t * (points.last!.0 - points.first!.0)
                let after = points.firstIndex { $0.0 >= x } ?? points.count - 1
                let before = max(0, after - 1)
                let (x0, y0) = points[before], (x1, y1) = points[after]
                let value = x1 == x0 ? y1 : y0 + (y1 - y0) * (x - x0) / (x1 - x0)
                heard.append(f)
                expected.append(value)
            }
            #expect(heard.count >= windows - 4, "pitch found in too few windows of \(segment.series ?? "")")
            let rho = Self.spearman(heard, expected)
            #expect(rho >= 0.95, "\(segment.series ?? ""): Spearman \(rho)")
            print("end-to-end pitch, \(segment.series ?? ""): Spearman \(rho) over \(heard.count) windows")
        }
    }
}

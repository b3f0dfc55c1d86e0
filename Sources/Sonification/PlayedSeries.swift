import Foundation
import ChartModel

/// The points of one series chosen for playing, in x order, with everything the renderers need
/// resolved once: transformed x, pitch mapping, pan, additional-axis encoding and extremes.
struct PlayedSeries {
    /// The series' index in the chart.
    let seriesIndex: Int
    /// Point indices in playing order (ascending x; document order among equal x).
    let indices: [Int]
    /// x per played point, in log10 units on log x axes.
    let x: [Double]
    /// y per played point; nil is missing.
    let y: [Double?]
    /// Additional-axis position 0…1 per played point (empty when no encoding applies).
    let extra: [Double?]
    let encoding: AdditionalAxisEncoding?
    let xLower: Double
    let xUpper: Double
    let xIsLogarithmic: Bool
    let pitch: PitchMapping
    let timbre: Timbre
    /// Positions (into the arrays above) of the first smallest and first largest value, when they differ.
    let minimumPosition: Int?
    let maximumPosition: Int?
    let gridlines: [Double]
    let panEnabled: Bool

    /// How far from the centre the extreme left and right positions sit (1 would be hard-panned,
    /// which is tiring in headphones).
    static let panSpread = 0.8

    init(chart: Chart, seriesIndex: Int, points: ClosedRange<Int>?, options: SonificationOptions) {
        let series = chart.series[seriesIndex]
        let all = series.points
        var chosen: [Int]
        if let points {
            let lo = max(0, points.lowerBound), hi = min(all.count - 1, points.upperBound)
            chosen = lo <= hi ? Array(lo...hi) : []
        } else {
            chosen = Array(all.indices)
        }
        xIsLogarithmic = chart.xAxis.scale == .log && chosen.allSatisfy { all[$0].x > 0 }
        let logX = xIsLogarithmic
        func tx(_ v: Double) -> Double { logX ? log10(v) : v }
        // Sorting costs n log n; most series already come in x order, so check first.
        var sorted = true
        for k in chosen.indices.dropFirst() where tx(all[chosen[k]].x) < tx(all[chosen[k - 1]].x) {
            sorted = false
            break
        }
        if !sorted {
            chosen = chosen.enumerated().sorted {
                let a = tx(all[$0.element].x), b = tx(all[$1.element].x)
                return a < b || (a == b && $0.offset < $1.offset)
            }.map(\.element)
        }
        indices = chosen
        x = chosen.map { tx(all[$0].x) }
        y = chosen.map { all[$0].y }
        if let domain = options.xDomain, !logX || domain.lowerBound > 0 {
            xLower = tx(domain.lowerBound)
            xUpper = tx(domain.upperBound)
        } else {
            xLower = x.min() ?? 0
            xUpper = x.max() ?? 0
        }
        self.seriesIndex = seriesIndex
        gridlines = chart.xAxis.gridlines
        panEnabled = options.pan
        timbre = Timbre.forSeries(seriesIndex)

        // Pitch spans the whole chart's values so series and intervals can be compared by ear.
        let logY = chart.yAxis.scale == .log
        var lo = Double.infinity, hi = -Double.infinity
        for s in chart.series {
            for p in s.points {
                guard let v = p.y, v.isFinite, !logY || v > 0 else { continue }
                if v < lo { lo = v }
                if v > hi { hi = v }
            }
        }
        pitch = PitchMapping(axis: chart.yAxis, dataRange: lo <= hi ? lo...hi : nil, options: options)

        if let wanted = options.additionalAxis, let axis = chart.additionalAxis(id: wanted.axisID),
           axis.kind == .numeric {
            let id = wanted.axisID
            func value(_ p: DataPoint) -> Double? { p.additionalValues.first { $0.axisID == id }?.value }
            var alo = Double.infinity, ahi = -Double.infinity
            for s in chart.series {
                for p in s.points {
                    guard let v = value(p), v.isFinite, axis.scale != .log || v > 0 else { continue }
                    alo = min(alo, v)
                    ahi = max(ahi, v)
                }
            }
            let normalizer = AxisNormalizer(range: axis.range, dataRange: alo <= ahi ? alo...ahi : nil,
                                            logarithmic: axis.scale == .log)
            encoding = wanted
            extra = chosen.map { value(all[$0]).map(normalizer.position(for:)) }
        } else {
            encoding = nil
            extra = []
        }

        var minPos: Int?, maxPos: Int?
        for (k, v) in y.enumerated() {
            guard let v else { continue }
            if minPos == nil || v < y[minPos!]! { minPos = k }
            if maxPos == nil || v > y[maxPos!]! { maxPos = k }
        }
        if let a = minPos, let b = maxPos, y[a]! < y[b]! {
            minimumPosition = a
            maximumPosition = b
        } else {
            minimumPosition = nil
            maximumPosition = nil
        }
    }

    var count: Int { indices.count }

    /// Whether x spreads over an interval (a glide needs one).
    var hasXExtent: Bool { xUpper > xLower }

    /// A gridline's axis value in the units of `x`, or nil when it cannot be placed.
    func transformedGridline(_ g: Double) -> Double? {
        guard xIsLogarithmic else { return g }
        return g > 0 ? log10(g) : nil
    }

    /// Pan position −spread…spread for an x in the units of `x`.
    func pan(atX value: Double) -> Double {
        guard panEnabled, xUpper > xLower else { return 0 }
        // Clamped: an x outside the domain (or ±∞, NaN as a fraction) pans fully left or right, never NaN.
        let fraction = SpanFraction.of(value, from: xLower, to: xUpper)
        return Self.panSpread * (2 * (fraction.isNaN ? 0.5 : Swift.min(1, Swift.max(0, fraction))) - 1)
    }

    /// Loudness factor of the played point at `position` (about −10 dB … 0 dB when loudness is encoded).
    func level(at position: Int) -> Double {
        guard case .loudness = encoding else { return 1 }
        return 0.32 + 0.68 * (extra[position] ?? 0.5)
    }

    /// Brightness 0…1 of the played point at `position` (0 unless brightness is encoded).
    func brightness(at position: Int) -> Double {
        guard case .brightness = encoding else { return 0 }
        return extra[position] ?? 0.5
    }

    /// The played positions of the point indices `points`, in their order, each with its point index; points
    /// not played (outside the played range) are left out.
    func positions(of points: [Int]) -> [(position: Int, index: Int)] {
        var at: [Int: Int] = [:]
        let wanted = Set(points)
        for (k, i) in indices.enumerated() where wanted.contains(i) { at[i] = k }
        return points.compactMap { i in at[i].map { ($0, i) } }
    }

    /// The point indices of a run of played positions, as the range they span.
    func pointRange(_ positions: ClosedRange<Int>) -> ClosedRange<Int> {
        var lo = Int.max, hi = Int.min
        for p in positions {
            lo = min(lo, indices[p])
            hi = max(hi, indices[p])
        }
        return lo...hi
    }
}

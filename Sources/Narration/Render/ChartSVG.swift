import Foundation
import ChartAnalysis
import ChartModel

/// One chart drawn as inline SVG from the model: axes with nice ticks labelled by the axis formatters (the
/// chart's number and date formats, the locale's digits), axis titles, gridlines (the ticks' and the
/// descriptor's own), a legend, the series (lines, areas, grouped bars and columns, scatter points), a constant
/// series as a reference line, and the landmarks of the findings the text speaks of, marked and labelled.
///
/// The SVG is `role="img"`, named by the short description and described by the long one (ids of elements
/// the page holds), with the same texts in `<title>` and `<desc>`. Series differ by marker shape, dash
/// pattern and bar hatching as well as colour. No script, no network: styles live in the SVG's own `<style>`
/// with class names prefixed `cn-`, so a page embedding it is not restyled. In a right-to-left language the x
/// axis runs from right to left and the value axis stands on the right.
struct ChartSVG {
    /// Where each point was drawn (its centre, or a bar's end), per series and point index; nil when missing.
    struct Drawn {
        var svg: String
        var points: [[(x: Double, y: Double)?]]
    }

    /// Texts the drawing needs that are not in the facts.
    struct Labels {
        var short: String
        var long: String
        /// A landmark's label on the chart ("Record: 12,000 steps (Dec 31)") for a role (a `LandmarkRole`, "highest"
        /// or "lowest"), a formatted value, the series name (nil in a chart of one series) and the x position.
        var landmark: (String, String, String?, String) throws(NarrationError) -> String
    }

    let facts: ChartFacts
    let findings: [NarratedFinding]
    let id: String
    let isRightToLeft: Bool
    let labels: Labels

    /// The most landmarks marked on a chart, taken from the findings in rank order.
    static let landmarkLimit = 5
    /// The findings whose landmarks are marked (the ones the short description and the briefing lead with).
    static let findingLimit = 3
    /// The most points of a series drawn one by one; a longer series is drawn by each pixel column's extremes.
    static let pointLimit = 4_000

    private var chart: Chart { facts.chart }
    private let width = 720.0
    private let fontSize = 12.0

    var kind: ChartType {
        if let t = chart.type { return t }
        if chart.xAxis.kind == .category { return .column }
        return chart.series.allSatisfy(\.isContinuous) ? .line : .scatter
    }

    /// Whether a series is a constant reference (every value equal, at least two values) beside other series.
    func isReference(_ s: Int) -> Bool {
        guard chart.series.count > 1 else { return false }
        let st = facts.insights.series[s]
        return st.validCount >= 2 && st.minimum?.value == st.maximum?.value
    }

    // MARK: Layout

    /// The estimated width of a text in the SVG's units (CJK and Hangul full width, others about 0.6 em).
    func textWidth(_ s: String, size: Double = 12) -> Double {
        s.unicodeScalars.reduce(0.0) { w, u in
            w + ((0x1100...0x11FF).contains(u.value) || (0x2E80...0xFFEF).contains(u.value) ? 1.0 : 0.6) * size
        }
    }

    private struct ValueAxis {
        var domain: ClosedRange<Double>
        var ticks: ChartTicks
        var isLog: Bool
        var labels: [String]
        func fraction(_ v: Double) -> Double {
            if isLog {
                let lo = log10(domain.lowerBound), hi = log10(domain.upperBound)
                return (log10(max(v, domain.lowerBound)) - lo) / (hi - lo)
            }
            return (v - domain.lowerBound) / (domain.upperBound - domain.lowerBound)
        }
    }

    private struct PositionAxis {
        /// Bands (category or bar positions): their x values in order; nil for a continuous axis.
        var bands: [Double]?
        var domain: ClosedRange<Double>
        var ticks: [(value: Double, label: String)]
        var isLog: Bool
        func fraction(_ v: Double) -> Double {
            if let bands {
                let i = bands.firstIndex(of: v) ?? bands.indices.min { abs(bands[$0] - v) < abs(bands[$1] - v) } ?? 0
                return (Double(i) + 0.5) / Double(max(bands.count, 1))
            }
            if isLog {
                let lo = log10(domain.lowerBound), hi = log10(domain.upperBound)
                return hi > lo ? (log10(max(v, domain.lowerBound)) - lo) / (hi - lo) : 0.5
            }
            let span = domain.upperBound - domain.lowerBound
            return span > 0 ? (v - domain.lowerBound) / span : 0.5
        }
    }

    private func valueAxis() -> ValueAxis {
        let axis = chart.yAxis
        var lo = Double.infinity, hi = -Double.infinity
        for s in facts.insights.series {
            if let v = s.minimum?.value { lo = min(lo, v) }
            if let v = s.maximum?.value { hi = max(hi, v) }
        }
        for g in axis.gridlines { lo = min(lo, g); hi = max(hi, g) }
        if lo > hi { lo = 0; hi = 1 }
        let isLog = axis.scale == .log && hi > 0
        var domain: ClosedRange<Double>
        var ticks: ChartTicks
        if isLog {
            var positiveLow = Double.infinity
            for s in chart.series { for v in s.points.finiteYs where v > 0 { positiveLow = min(positiveLow, v) } }
            let r = ChartTicks.log(axis.range.map { max($0.min, Double.leastNormalMagnitude) } ?? positiveLow,
                                   axis.range?.max ?? hi)
            (domain, ticks) = r
            if let range = axis.range, range.min > 0 { domain = range.min...range.max; ticks.values = ticks.values.filter(domain.contains) }
        } else if let range = axis.range {
            domain = range.min...range.max
            ticks = ChartTicks.within(domain)
        } else {
            (domain, ticks) = ChartTicks.linear(lo, hi, includeZero: kind == .bar || kind == .column || kind == .area)
        }
        let labels = ticks.values.enumerated().map { k, v in
            // The unit said once, on the top tick; the others carry the number alone.
            let style: AxisFormatter.NumberStyle = ticks.step > 0 ? .about(step: ticks.step) : .brief
            return k == ticks.values.count - 1 ? facts.y.value(v, style) : facts.y.number(v, style)
        }
        return ValueAxis(domain: domain, ticks: ticks, isLog: isLog, labels: labels)
    }

    private func positionAxis() -> PositionAxis {
        let axis = chart.xAxis
        if kind == .bar || kind == .column || axis.kind == .category {
            var bands: [Double]
            if axis.kind == .category {
                var top = axis.categories.count - 1
                for s in chart.series { for x in s.points.finiteXs { top = max(top, Int(x.rounded())) } }
                bands = (0...max(top, 0)).map(Double.init)
            } else {
                var xs = Set<Double>()
                for s in chart.series { for x in s.points.xs.prefix(Self.pointLimit) where x.isFinite { xs.insert(x) } }
                bands = xs.sorted()
            }
            let ticks = bands.map { (value: $0, label: axis.kind == .category ? facts.x.category(Int($0)) : facts.x.position($0)) }
            return PositionAxis(bands: bands, domain: 0...Double(max(bands.count, 1)), ticks: ticks, isLog: false)
        }
        let extent = facts.xExtent ?? 0...1
        switch axis.kind {
        case .date:
            let t = ChartTicks.dates(extent.lowerBound, extent.upperBound)
            let ticks = t.values.enumerated().map { k, v in (value: v, label: dateTickLabel(v, unit: t.dateUnit, first: k == 0)) }
            return PositionAxis(bands: nil, domain: extent, ticks: ticks, isLog: false)
        default:
            if axis.scale == .log, extent.lowerBound > 0 {
                let (domain, t) = ChartTicks.log(extent.lowerBound, extent.upperBound)
                return PositionAxis(bands: nil, domain: domain, ticks: t.values.map { ($0, facts.x.number($0, .brief)) }, isLog: true)
            }
            var (domain, t) = ChartTicks.linear(extent.lowerBound, extent.upperBound, target: 6)
            if facts.x.isYearAxis {
                if t.step < 1 { t = ChartTicks.within(domain, target: 6); t.values = t.values.filter { $0 == $0.rounded() } }
                domain = extent
                t.values = t.values.filter(extent.contains)
                return PositionAxis(bands: nil, domain: domain, ticks: t.values.map { ($0, facts.x.position($0)) }, isLog: false)
            }
            if kind == .line || kind == .area { domain = extent; t.values = t.values.filter(extent.contains) }
            let ticks = t.values.map { (value: $0, label: facts.x.number($0, .about(step: t.step))) }
            return PositionAxis(bands: nil, domain: domain, ticks: ticks, isLog: false)
        }
    }

    private func dateTickLabel(_ t: Double, unit: ChartTicks.DateUnit?, first: Bool) -> String {
        let (_, month, day) = CivilCalendar.civil(fromDays: CivilCalendar.dayNumber(t))
        switch unit {
        case .year: return facts.x.date(t, skeleton: "y")
        case .month: return facts.x.date(t, skeleton: first || month == 1 ? "yMMM" : "MMM")
        case .day: return facts.x.date(t, skeleton: first || (day == 1) ? "MMMd" : "d")
        default:
            let midnight = t.truncatingRemainder(dividingBy: CivilCalendar.secondsPerDay) == 0
            return facts.x.date(t, skeleton: first || midnight ? "MMMEdj" : "j")
        }
    }

    // MARK: Drawing

    func render(shortID: String, longID: String?) throws(NarrationError) -> Drawn {
        let horizontal = kind == .bar
        let value = valueAxis(), position = positionAxis()
        let drawn = chart.series.indices.filter { !chart.series[$0].points.isEmpty }
        let legendItems = chart.series.count > 1 ? chart.series.indices.map { facts.seriesName($0) } : []
        // Legend rows: items flow across the width.
        var legendRows: [[Int]] = []
        var rowWidth = 0.0
        for (i, name) in legendItems.enumerated() {
            let w = 40 + textWidth(name) + 18
            if legendRows.isEmpty || rowWidth + w > width - 16 { legendRows.append([]); rowWidth = 0 }
            legendRows[legendRows.count - 1].append(i)
            rowWidth += w
        }
        let legendHeight = Double(legendRows.count) * 20 + (legendRows.isEmpty ? 0 : 6)
        let valueLabelWidth = value.labels.map { textWidth($0) }.max() ?? 20
        let positionLabelWidth = position.ticks.map { textWidth($0.label) }.max() ?? 20
        let yTitle = facts.text(chart.yAxis.title)
        let xTitle = facts.text(chart.xAxis.title)
        let bandCount = Double(position.bands?.count ?? 0)
        // The side axis holds the value labels (or, for bars, the category labels).
        let sideLabelWidth = min(horizontal ? positionLabelWidth : valueLabelWidth, 200)
        let side = sideLabelWidth + 14 + (horizontal ? (xTitle == nil ? 0 : 20) : (yTitle == nil ? 0 : 20))
        let top = 14 + legendHeight
        let bottom = 28.0 + ((horizontal ? yTitle : xTitle) == nil ? 0 : 20)
        let plotHeight = horizontal ? max(200, bandCount * max(22, Double(chart.series.count) * 12 + 8)) : 300
        let marks = try self.marks()
        var keyRows: [[Mark]] = []
        var keyRowWidth = 0.0
        for m in marks {
            if keyRows.isEmpty || keyRowWidth + keyWidth(m) > width - 16 { keyRows.append([]); keyRowWidth = 0 }
            keyRows[keyRows.count - 1].append(m)
            keyRowWidth += keyWidth(m)
        }
        let height = top + plotHeight + bottom + Double(keyRows.count) * 18 + (keyRows.isEmpty ? 0 : 4)
        // The far side leaves room for half the last bottom label (it is centred on its tick).
        let bottomLabelWidth = horizontal ? valueLabelWidth : positionLabelWidth
        let far = min(max(28, bottomLabelWidth / 2 + 4), 120)
        let plotLeft = isRightToLeft ? far : side, plotRight = isRightToLeft ? width - side : width - far
        let plotWidth = plotRight - plotLeft
        let plotTop = top, plotBottom = top + plotHeight

        // Pixel positions: along the position axis (x, or y for bars) and the value axis.
        func along(_ f: Double) -> Double {
            horizontal ? plotTop + f * plotHeight : (isRightToLeft ? plotRight - f * plotWidth : plotLeft + f * plotWidth)
        }
        func across(_ f: Double) -> Double {
            horizontal ? (isRightToLeft ? plotRight - f * plotWidth : plotLeft + f * plotWidth) : plotBottom - f * plotHeight
        }
        func point(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
            let a = along(position.fraction(x)), c = across(value.fraction(y))
            return horizontal ? (c, a) : (a, c)
        }

        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chartnarrate-svg cn-\(kind.rawValue)\" id=\"\(id)-svg\""
        out += " viewBox=\"0 0 \(SVGNumber.text(width)) \(SVGNumber.text(height))\" role=\"img\""
        out += " aria-labelledby=\"\(shortID)\"" + (longID.map { " aria-describedby=\"\($0)\"" } ?? "") + " data-chartnarrate=\"\(kind.rawValue)\">\n"
        out += "<title>\(HTMLWriter.escape(labels.short))</title>\n<desc>\(HTMLWriter.escape(labels.long))</desc>\n"
        out += "<style>\(Self.style)</style>\n"
        let seriesMarks = chart.series.indices.map { SeriesMarks(index: $0) }
        if kind == .bar || kind == .column {
            out += "<defs>"
            for (i, m) in seriesMarks.enumerated() { if let p = m.pattern(id: "\(id)-fill\(i)") { out += p } }
            out += "</defs>\n"
        }
        out += "<rect class=\"cn-bg\" width=\"\(SVGNumber.text(width))\" height=\"\(SVGNumber.text(height))\"/>\n"

        // Gridlines at the value ticks, and the descriptor's own gridlines drawn darker.
        out += "<g class=\"cn-grid\" aria-hidden=\"true\">"
        for v in value.ticks.values {
            let c = across(value.fraction(v))
            out += horizontal ? "<path d=\"M\(SVGNumber.pair(c, plotTop))V\(SVGNumber.text(plotBottom))\"/>"
                              : "<path d=\"M\(SVGNumber.pair(plotLeft, c))H\(SVGNumber.text(plotRight))\"/>"
        }
        out += "</g>\n<g class=\"cn-gridline\">"
        for g in chart.yAxis.gridlines where value.domain.contains(g) {
            let c = across(value.fraction(g))
            out += horizontal ? "<path data-gridline=\"y\" d=\"M\(SVGNumber.pair(c, plotTop))V\(SVGNumber.text(plotBottom))\"/>"
                              : "<path data-gridline=\"y\" d=\"M\(SVGNumber.pair(plotLeft, c))H\(SVGNumber.text(plotRight))\"/>"
        }
        if !horizontal && position.bands == nil {
            for g in chart.xAxis.gridlines where position.domain.contains(g) {
                let a = along(position.fraction(g))
                out += "<path data-gridline=\"x\" d=\"M\(SVGNumber.pair(a, plotTop))V\(SVGNumber.text(plotBottom))\"/>"
            }
        }
        out += "</g>\n"

        // Axes: the value axis's labels on the side (or the bottom for bars), the position axis's on the other.
        out += axes(value: value, position: position, horizontal: horizontal, along: along, across: across,
                    plot: (plotLeft, plotRight, plotTop, plotBottom), height: height, side: side,
                    titles: (xTitle, yTitle), xTitleLanguage: facts.localized(chart.xAxis.title)?.language,
                    yTitleLanguage: facts.localized(chart.yAxis.title)?.language)

        // Series.
        var coordinates: [[(x: Double, y: Double)?]] = chart.series.map { _ in [] }
        let baseline = value.isLog ? value.domain.lowerBound : min(max(0, value.domain.lowerBound), value.domain.upperBound)
        let bars = kind == .bar || kind == .column
        let barSeries = bars ? drawn.filter { !isReference($0) } : []
        for s in drawn {
            let series = chart.series[s], m = seriesMarks[s]
            let reference = isReference(s)
            let name = HTMLWriter.escape(facts.seriesName(s))
            out += "<g class=\"cn-series cn-c\(m.colorIndex)\(reference ? " cn-ref" : "")\" data-series=\"\(s)\" data-name=\"\(name)\""
            out += " data-marker=\"\(m.marker)\" data-dash=\"\(reference ? "6 4" : m.dash)\" data-fill=\"\(m.fill)\">"
            var coords = [(x: Double, y: Double)?](repeating: nil, count: series.points.count)
            let count = series.points.count
            if reference, let level = facts.insights.series[s].minimum?.value {
                let c = across(value.fraction(level))
                for (i, p) in series.points.enumerated() where p.y?.isFinite == true { coords[i] = point(p.x, level) }
                let d = horizontal ? "M\(SVGNumber.pair(c, plotTop))V\(SVGNumber.text(plotBottom))" : "M\(SVGNumber.pair(plotLeft, c))H\(SVGNumber.text(plotRight))"
                out += "<path class=\"cn-refline\" d=\"\(d)\" data-points=\"\(facts.insights.series[s].validCount)\"/>"
                let label = "\(facts.seriesName(s)): \(facts.y.value(level, .brief))"
                let lx = horizontal ? c + 4 : (isRightToLeft ? plotLeft + 4 : plotRight - 4)
                let ly = horizontal ? plotTop + 12 : c - 5
                let anchor = horizontal ? "start" : "end"
                out += "<text class=\"cn-reflabel\" x=\"\(SVGNumber.text(lx))\" y=\"\(SVGNumber.text(ly))\" text-anchor=\"\(anchor)\">\(HTMLWriter.escape(label))</text>"
            } else if bars {
                let k = Double(barSeries.firstIndex(of: s) ?? 0), n = Double(max(barSeries.count, 1))
                let band = (horizontal ? plotHeight : plotWidth) / Double(max(position.bands?.count ?? 1, 1))
                let inner = band * 0.8, slot = inner / n
                let fill = m.fill == "solid" ? "" : " style=\"fill:url(#\(id)-fill\(s))\""
                for (i, p) in series.points.enumerated() {
                    guard let y = p.y, y.isFinite, i < Self.pointLimit else { continue }
                    let centre = along(position.fraction(p.x))
                    let offset = (k - (n - 1) / 2) * slot * (horizontal || !isRightToLeft ? 1 : -1)
                    let mid = centre + offset
                    let v0 = across(value.fraction(baseline)), v1 = across(value.fraction(y))
                    let lo = min(v0, v1), len = max(abs(v1 - v0), 0.5)
                    let thickness = max(slot - 2, 1)
                    if horizontal {
                        out += "<rect class=\"cn-bar\"\(fill) data-point=\"\(i)\" x=\"\(SVGNumber.text(lo))\" y=\"\(SVGNumber.text(mid - thickness / 2))\" width=\"\(SVGNumber.text(len))\" height=\"\(SVGNumber.text(thickness))\"/>"
                        coords[i] = (v1, mid)
                    } else {
                        out += "<rect class=\"cn-bar\"\(fill) data-point=\"\(i)\" x=\"\(SVGNumber.text(mid - thickness / 2))\" y=\"\(SVGNumber.text(lo))\" width=\"\(SVGNumber.text(thickness))\" height=\"\(SVGNumber.text(len))\"/>"
                        coords[i] = (mid, v1)
                    }
                }
            } else {
                // Lines and areas: one path, broken where values are missing; scatter: a marker per point.
                var d = "", area = "", run: [(x: Double, y: Double)] = []
                var vertices = 0
                let b = across(value.fraction(baseline))
                func closeRun() {
                    guard let first = run.first, let last = run.last else { return }
                    if kind == .area {
                        area += "M\(SVGNumber.pair(first.x, b))" + run.map { "L" + SVGNumber.pair($0.x, $0.y) }.joined() + "L\(SVGNumber.pair(last.x, b))Z"
                    }
                    run = []
                }
                let stride = count > Self.pointLimit ? Int((Double(count) / plotWidth).rounded(.up)) : 1
                var i = 0
                while i < count {
                    // A long series: each group of `stride` points drawn by its first, lowest and highest values.
                    let group = i..<min(count, i + stride)
                    var drawnGroup: [Int] = []
                    if stride == 1 { drawnGroup = [i] } else {
                        var lo: Int?, hi: Int?
                        for j in group { if let y = series.points[j].y, y.isFinite {
                            if lo == nil || y < series.points[lo!].y! { lo = j }
                            if hi == nil || y > series.points[hi!].y! { hi = j } } }
                        drawnGroup = Array(Set([group.lowerBound, lo, hi].compactMap { $0 })).sorted()
                    }
                    for j in drawnGroup {
                        let p = series.points[j]
                        guard let y = p.y, y.isFinite, !(value.isLog && y <= 0) else {
                            if kind != .scatter { closeRun() }
                            continue
                        }
                        let c = point(p.x, y)
                        if kind != .scatter {
                            d += (run.isEmpty ? "M" : "L") + SVGNumber.pair(c.x, c.y)
                            run.append(c)
                            vertices += 1
                        }
                        coords[j] = c
                    }
                    i += stride
                }
                closeRun()
                if kind == .area { out += "<path class=\"cn-area\" d=\"\(area)\"/>" }
                if kind != .scatter {
                    out += "<path class=\"cn-line\" d=\"\(d)\" stroke-dasharray=\"\(m.dash)\" data-points=\"\(vertices)\"/>"
                }
                // Markers: every scatter point (sized by an additional axis when there is one); on a line, every
                // point up to 60, else about 40 spread along it, so the shape tells the series apart.
                let size = sizeScale(series)
                let every = kind == .scatter ? 1 : (count <= 60 ? 1 : max(1, count / 40))
                out += "<g class=\"cn-markers\">"
                for (j, c) in coords.enumerated() where j % every == 0 {
                    guard let c else { continue }
                    let r = size?(j) ?? (kind == .scatter ? 4.5 : 3.5)
                    out += "<path class=\"cn-marker\" data-point=\"\(j)\" d=\"\(m.markerPath(x: c.x, y: c.y, r: r))\"/>"
                }
                out += "</g>"
            }
            coordinates[s] = coords
            out += "</g>\n"
        }

        // Landmarks of the top findings, as the text says them, and their key under the plot.
        out += landmarks(marks, coordinates: coordinates, plot: (plotLeft, plotRight, plotTop, plotBottom))
        if !keyRows.isEmpty {
            out += "<g class=\"cn-key\">"
            for (r, row) in keyRows.enumerated() {
                var x = isRightToLeft ? width - 12 : 12.0
                let y = plotBottom + bottom + Double(r) * 18 + 10
                for m in row {
                    let bx = isRightToLeft ? x - 8 : x + 8
                    out += "<circle class=\"cn-badge\" cx=\"\(SVGNumber.text(bx))\" cy=\"\(SVGNumber.text(y))\" r=\"7.5\"/>"
                    out += "<text class=\"cn-badge-number\" x=\"\(SVGNumber.text(bx))\" y=\"\(SVGNumber.text(y + 3.8))\" text-anchor=\"middle\">\(HTMLWriter.escape(m.number))</text>"
                    let tx = isRightToLeft ? x - 22 : x + 22
                    out += "<text class=\"cn-key-label\" x=\"\(SVGNumber.text(tx))\" y=\"\(SVGNumber.text(y + 4))\" text-anchor=\"start\">\(HTMLWriter.escape(m.label))</text>"
                    x += isRightToLeft ? -keyWidth(m) : keyWidth(m)
                }
            }
            out += "</g>\n"
        }

        // Legend: marker, dash (or hatching) and name per series.
        if !legendRows.isEmpty {
            out += "<g class=\"cn-legend\">"
            for (r, row) in legendRows.enumerated() {
                var x = isRightToLeft ? width - 12 : 12.0
                let y = 14 + Double(r) * 20 + 6
                for s in row {
                    let m = seriesMarks[s], name = facts.seriesName(s), reference = isReference(s)
                    let sx = isRightToLeft ? x - 32 : x
                    out += "<g class=\"cn-series-key cn-c\(m.colorIndex)\(reference ? " cn-ref" : "")\">"
                    if bars && !reference {
                        let fill = m.fill == "solid" ? "" : " style=\"fill:url(#\(id)-fill\(s))\""
                        out += "<rect class=\"cn-bar\"\(fill) x=\"\(SVGNumber.text(sx + 6))\" y=\"\(SVGNumber.text(y - 7))\" width=\"20\" height=\"12\"/>"
                    } else {
                        out += "<path class=\"\(reference ? "cn-refline" : "cn-line")\" d=\"M\(SVGNumber.pair(sx, y))h32\" stroke-dasharray=\"\(reference ? "6 4" : m.dash)\"/>"
                        if !reference { out += "<path class=\"cn-marker\" d=\"\(m.markerPath(x: sx + 16, y: y, r: 4.5))\"/>" }
                    }
                    let tx = isRightToLeft ? x - 38 : x + 38
                    out += "<text x=\"\(SVGNumber.text(tx))\" y=\"\(SVGNumber.text(y + 4))\" text-anchor=\"start\">\(HTMLWriter.escape(name))</text></g>"
                    let w = 40 + textWidth(name) + 18
                    x += isRightToLeft ? -w : w
                }
            }
            out += "</g>\n"
        }
        out += "<g class=\"cn-cursor\" aria-hidden=\"true\"><circle r=\"9\" class=\"cn-cursor-ring\"/><circle r=\"9\" class=\"cn-cursor-inner\"/></g>\n"
        out += "</svg>\n"
        return Drawn(svg: out, points: coordinates)
    }

    /// The radius of each scatter point from the first numeric additional axis its points carry, 3…9 by the
    /// square root of the value's place in that axis's range (area proportional); nil without one.
    private func sizeScale(_ series: Series) -> ((Int) -> Double)? {
        guard kind == .scatter, let axis = chart.additionalAxes.first(where: { $0.kind == .numeric }), let axisID = axis.id else { return nil }
        var values: [Int: Double] = [:]
        var lo = Double.infinity, hi = -Double.infinity
        for (i, p) in series.points.enumerated() {
            if let v = p.additionalValues.first(where: { $0.axisID == axisID })?.value, v.isFinite {
                values[i] = v; lo = min(lo, v); hi = max(hi, v)
            }
        }
        guard !values.isEmpty else { return nil }
        if let r = axis.range { lo = r.min; hi = r.max }
        return { i in
            guard let v = values[i], hi > lo else { return 4.5 }
            return 3 + 6 * sqrt(max(0, min(1, (v - lo) / (hi - lo))))
        }
    }

    private func axes(value: ValueAxis, position: PositionAxis, horizontal: Bool, along: (Double) -> Double,
                      across: (Double) -> Double, plot: (left: Double, right: Double, top: Double, bottom: Double),
                      height: Double, side: Double, titles: (x: String?, y: String?),
                      xTitleLanguage: String?, yTitleLanguage: String?) -> String {
        var out = "<g class=\"cn-axes\">"
        // Anchors are logical: in a right-to-left page SVG text runs right to left, so "end" is the left end.
        let sideX = isRightToLeft ? plot.right : plot.left
        let sideAnchor = "end"
        let sideLabelX = isRightToLeft ? plot.right + 6 : plot.left - 6
        // Axis lines.
        out += "<path class=\"cn-axis\" d=\"M\(SVGNumber.pair(sideX, plot.top))V\(SVGNumber.text(plot.bottom))\"/>"
        out += "<path class=\"cn-axis\" d=\"M\(SVGNumber.pair(plot.left, plot.bottom))H\(SVGNumber.text(plot.right))\"/>"
        // Value ticks.
        for (v, label) in zip(value.ticks.values, value.labels) {
            let c = across(value.fraction(v))
            if horizontal {
                out += "<text class=\"cn-tick\" x=\"\(SVGNumber.text(c))\" y=\"\(SVGNumber.text(plot.bottom + 16))\" text-anchor=\"middle\">\(HTMLWriter.escape(label))</text>"
            } else {
                out += "<text class=\"cn-tick\" x=\"\(SVGNumber.text(sideLabelX))\" y=\"\(SVGNumber.text(c + 4))\" text-anchor=\"\(sideAnchor)\">\(HTMLWriter.escape(label))</text>"
            }
        }
        // Position ticks, thinned so labels do not overlap.
        let length = horizontal ? plot.bottom - plot.top : plot.right - plot.left
        let widest = position.ticks.map { textWidth($0.label) }.max() ?? 0
        let per = horizontal ? 16.0 : widest + 10
        let every = max(1, Int((Double(position.ticks.count) * per / max(length, 1)).rounded(.up)))
        for (k, t) in position.ticks.enumerated() where k % every == 0 {
            let a = along(position.fraction(t.value))
            if horizontal {
                out += "<text class=\"cn-tick\" x=\"\(SVGNumber.text(sideLabelX))\" y=\"\(SVGNumber.text(a + 4))\" text-anchor=\"\(sideAnchor)\">\(HTMLWriter.escape(t.label))</text>"
            } else {
                out += "<path class=\"cn-axis\" d=\"M\(SVGNumber.pair(a, plot.bottom))v4\"/>"
                out += "<text class=\"cn-tick\" x=\"\(SVGNumber.text(a))\" y=\"\(SVGNumber.text(plot.bottom + 16))\" text-anchor=\"middle\">\(HTMLWriter.escape(t.label))</text>"
            }
        }
        // Titles: the position axis's under the plot (bars: at the side), the value axis's turned at the side.
        func lang(_ l: String?) -> String { l.map { " lang=\"\(HTMLWriter.escape($0))\"" } ?? "" }
        let bottomTitle = horizontal ? titles.y : titles.x, sideTitle = horizontal ? titles.x : titles.y
        let bottomLanguage = horizontal ? yTitleLanguage : xTitleLanguage, sideLanguage = horizontal ? xTitleLanguage : yTitleLanguage
        if let t = bottomTitle {
            out += "<text class=\"cn-title\"\(lang(bottomLanguage)) x=\"\(SVGNumber.text((plot.left + plot.right) / 2))\" y=\"\(SVGNumber.text(plot.bottom + 40))\" text-anchor=\"middle\">\(HTMLWriter.escape(t))</text>"
        }
        if let t = sideTitle {
            let x = isRightToLeft ? width - 12 : 14.0, y = (plot.top + plot.bottom) / 2
            let angle = isRightToLeft ? 90 : -90
            out += "<text class=\"cn-title\"\(lang(sideLanguage)) transform=\"translate(\(SVGNumber.pair(x, y))) rotate(\(angle))\" text-anchor=\"middle\">\(HTMLWriter.escape(t))</text>"
        }
        out += "</g>\n"
        return out
    }

    /// A landmark to mark: a point of a top finding and its label.
    struct Mark {
        var series: Int
        var index: Int
        var role: LandmarkRole
        var label: String
        var number: String
    }

    /// The landmarks of the top findings, in rank order (the ones the text and the briefing speak of), each point
    /// once; a series' extreme is labelled as its highest or lowest.
    func marks() throws(NarrationError) -> [Mark] {
        var seen = Set<[Int]>(), out: [Mark] = []
        for finding in findings.sorted(by: { $0.rank < $1.rank }).prefix(Self.findingLimit) {
            for l in finding.landmarks where out.count < Self.landmarkLimit {
                guard chart.series.indices.contains(l.series), chart.series[l.series].points.indices.contains(l.point.index),
                      let y = chart.series[l.series].points[l.point.index].y, y.isFinite,
                      seen.insert([l.series, l.point.index]).inserted else { continue }
                var role = l.role.rawValue
                if l.role == .extreme {
                    let st = facts.insights.series[l.series]
                    role = y == st.maximum?.value ? "highest" : y == st.minimum?.value ? "lowest" : role
                }
                // The key names the series and the date: "Overtake: 4,283" told neither (issue 39).
                let point = chart.series[l.series].points[l.point.index]
                let label = try labels.landmark(role, facts.y.value(y, .brief), chart.series.count > 1 ? facts.seriesName(l.series) : nil,
                                                facts.x.position(point.x))
                let number = (try? NumberFormatting(locale: facts.renderer.locale).format(Double(out.count + 1), skeleton: "precision-integer")) ?? String(out.count + 1)
                out.append(Mark(series: l.series, index: l.point.index, role: l.role, label: label, number: number))
            }
        }
        return out
    }

    /// A ring at each landmark with its number beside it; the numbers' key is drawn under the plot.
    private func landmarks(_ marks: [Mark], coordinates: [[(x: Double, y: Double)?]],
                           plot: (left: Double, right: Double, top: Double, bottom: Double)) -> String {
        var out = "<g class=\"cn-landmarks\">"
        let rings = marks.compactMap { coordinates[$0.series][$0.index] }
        var placed: [(x: Double, y: Double)] = []
        for m in marks {
            guard let c = coordinates[m.series][m.index] else { continue }
            let b = Self.badgePlace(ring: c, rings: rings, badges: placed, plot: plot, mirrored: isRightToLeft)
            placed.append(b)
            out += "<g class=\"cn-landmark\" data-series=\"\(m.series)\" data-point=\"\(m.index)\" data-role=\"\(m.role.rawValue)\">"
            out += "<circle class=\"cn-landmark-ring\" cx=\"\(SVGNumber.text(c.x))\" cy=\"\(SVGNumber.text(c.y))\" r=\"8\"/>"
            // A badge moved away from its ring is tied to it by a thin line.
            if hypot(b.x - c.x, b.y - c.y) > 20 {
                let d = hypot(b.x - c.x, b.y - c.y), ux = (b.x - c.x) / d, uy = (b.y - c.y) / d
                out += "<path class=\"cn-badge-leader\" d=\"M\(SVGNumber.pair(c.x + 8 * ux, c.y + 8 * uy))L\(SVGNumber.pair(b.x - 7.5 * ux, b.y - 7.5 * uy))\"/>"
            }
            out += "<circle class=\"cn-badge\" cx=\"\(SVGNumber.text(b.x))\" cy=\"\(SVGNumber.text(b.y))\" r=\"7.5\"/>"
            out += "<text class=\"cn-badge-number\" x=\"\(SVGNumber.text(b.x))\" y=\"\(SVGNumber.text(b.y + 3.8))\" text-anchor=\"middle\">\(HTMLWriter.escape(m.number))</text></g>"
        }
        return out + "</g>\n"
    }

    /// Where a landmark's numbered badge goes: beside its ring, up and ahead first, else at the first of the places
    /// around it, farther out ring by ring, that covers no other badge or landmark ring and stays in the plot.
    /// Three cities peaking in July put three badges on one another (issue 39).
    static func badgePlace(ring c: (x: Double, y: Double), rings: [(x: Double, y: Double)], badges: [(x: Double, y: Double)],
                           plot: (left: Double, right: Double, top: Double, bottom: Double), mirrored: Bool) -> (x: Double, y: Double) {
        let ahead = mirrored ? -1.0 : 1.0
        let badge = 7.5, ring = 8.0, gap = 1.5
        func free(_ p: (x: Double, y: Double)) -> Bool {
            p.x - badge >= plot.left - 4 && p.x + badge <= plot.right + 4 && p.y - badge >= plot.top - 4 && p.y + badge <= plot.bottom + 4
                && badges.allSatisfy { hypot($0.x - p.x, $0.y - p.y) >= 2 * badge + gap }
                && rings.allSatisfy { hypot($0.x - p.x, $0.y - p.y) >= badge + ring + 1 }
        }
        // Up-ahead, up-behind, down-ahead, down-behind, above, below, ahead, behind; 17 units out (12 on each
        // axis, where the badge always sat), then farther.
        let directions: [(Double, Double)] = [(ahead, -1), (-ahead, -1), (ahead, 1), (-ahead, 1), (0, -1.41), (0, 1.41), (1.41 * ahead, 0), (-1.41 * ahead, 0)]
        for distance in stride(from: 12.0, through: 60, by: 8) {
            for (dx, dy) in directions {
                let p = (x: c.x + dx * distance, y: c.y + dy * distance)
                if free(p) { return p }
            }
        }
        return (c.x + ahead * 12, c.y - 12)
    }

    /// The width of one entry of the landmarks' key.
    func keyWidth(_ m: Mark) -> Double { 22 + textWidth(m.label, size: 11) + 16 }

    /// The drawing's styles, all under `.chartnarrate-svg` and `cn-` class names: the palette, marks, the focus
    /// cursor, and the high-contrast, forced-colours and reduced-motion variants.
    static let style: String = {
        var s = ".chartnarrate-svg{display:block;width:100%;height:auto;max-width:48rem;font-family:system-ui,-apple-system,\"Segoe UI\",\"Noto Sans\",\"Noto Sans CJK SC\",\"Noto Sans CJK JP\",\"Noto Sans CJK KR\",\"PingFang SC\",\"Microsoft YaHei\",\"Malgun Gothic\",\"Noto Sans Arabic\",\"Noto Sans Devanagari\",sans-serif;font-size:12px;color:#1a1a1a}"
        s += ".chartnarrate-svg text{fill:#1a1a1a}.chartnarrate-svg .cn-bg{fill:#fff}"
        s += ".chartnarrate-svg .cn-grid path{stroke:#dadada;stroke-width:1}.chartnarrate-svg .cn-gridline path{stroke:#8c8c8c;stroke-width:1}"
        s += ".chartnarrate-svg .cn-axis{stroke:#3d3d3d;stroke-width:1;fill:none}.chartnarrate-svg .cn-title{font-weight:600}"
        for (i, c) in SeriesMarks.palette.enumerated() { s += ".chartnarrate-svg .cn-c\(i){color:\(c)}" }
        s += ".chartnarrate-svg .cn-line{fill:none;stroke:currentColor;stroke-width:2.5;stroke-linejoin:round}"
        s += ".chartnarrate-svg .cn-area{fill:currentColor;fill-opacity:.14;stroke:none}"
        s += ".chartnarrate-svg .cn-marker{fill:currentColor;stroke:#fff;stroke-width:.8}"
        s += ".chartnarrate-svg .cn-scatter .cn-marker{fill-opacity:.85}"
        s += ".chartnarrate-svg .cn-bar{fill:currentColor;stroke:currentColor;stroke-width:1.5}"
        s += ".chartnarrate-svg .cn-hatch path,.chartnarrate-svg .cn-hatch .cn-dot{stroke:currentColor;stroke-width:2;fill:currentColor}"
        s += ".chartnarrate-svg .cn-hatch-ground{fill:#fff}"
        s += ".chartnarrate-svg .cn-ref{color:#4a4a4a}.chartnarrate-svg .cn-refline{fill:none;stroke:currentColor;stroke-width:2;stroke-dasharray:6 4}"
        s += ".chartnarrate-svg .cn-reflabel{font-style:italic}"
        s += ".chartnarrate-svg .cn-landmark-ring{fill:none;stroke:#1a1a1a;stroke-width:2}"
        s += ".chartnarrate-svg .cn-badge{fill:#1a1a1a;stroke:#fff;stroke-width:1}.chartnarrate-svg .cn-badge-leader{stroke:#1a1a1a;stroke-width:1.2;fill:none}"
        s += ".chartnarrate-svg text.cn-badge-number{fill:#fff;font-size:10px;font-weight:700}.chartnarrate-svg .cn-key-label{font-size:11px}"
        s += ".chartnarrate-svg .cn-cursor{display:none;transition:transform .12s ease-out}"
        s += ".chartnarrate-svg .cn-cursor-ring{fill:none;stroke:#fff;stroke-width:6}.chartnarrate-svg .cn-cursor-inner{fill:none;stroke:#1a1a1a;stroke-width:3}"
        s += ".chartnarrate-svg.cn-exploring .cn-cursor{display:inline}"
        s += ".chartnarrate-svg:focus{outline:none}.chartnarrate-svg:focus-visible,.chartnarrate-svg:focus{outline:3px solid #1a1a1a;outline-offset:3px}"
        s += "@media (prefers-contrast:more){.chartnarrate-svg .cn-grid path{stroke:#8a8a8a}.chartnarrate-svg .cn-line{stroke-width:3.5}"
        s += ".chartnarrate-svg .cn-area{fill-opacity:.3}.chartnarrate-svg .cn-marker{stroke:#000;stroke-width:1}.chartnarrate-svg .cn-bar{stroke:#000}"
        s += ".chartnarrate-svg text{fill:#000}.chartnarrate-svg .cn-badge{fill:#000}.chartnarrate-svg text.cn-badge-number{fill:#fff}}"
        s += "@media (forced-colors:active){.chartnarrate-svg,.chartnarrate-svg *{forced-color-adjust:none}"
        s += ".chartnarrate-svg .cn-bg,.chartnarrate-svg .cn-hatch-ground{fill:Canvas}.chartnarrate-svg .cn-badge{fill:CanvasText;stroke:Canvas}"
        s += ".chartnarrate-svg text{fill:CanvasText}.chartnarrate-svg text.cn-badge-number{fill:Canvas}.chartnarrate-svg [class*=cn-c],.chartnarrate-svg .cn-ref{color:CanvasText}"
        s += ".chartnarrate-svg .cn-axis,.chartnarrate-svg .cn-gridline path{stroke:CanvasText}.chartnarrate-svg .cn-grid path{stroke:GrayText}"
        s += ".chartnarrate-svg .cn-marker{stroke:Canvas}.chartnarrate-svg .cn-area{fill-opacity:.2}"
        s += ".chartnarrate-svg .cn-landmark-ring,.chartnarrate-svg .cn-badge-leader{stroke:CanvasText}"
        s += ".chartnarrate-svg .cn-cursor-inner{stroke:Highlight}.chartnarrate-svg .cn-cursor-ring{stroke:Canvas}"
        s += ".chartnarrate-svg:focus{outline-color:Highlight}}"
        s += "@media (prefers-reduced-motion:reduce){.chartnarrate-svg *{transition:none!important;animation:none!important}}"
        return s
    }()
}

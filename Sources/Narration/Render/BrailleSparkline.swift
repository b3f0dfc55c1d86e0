import ChartModel
/// The shape of a series drawn in Unicode braille cells (U+2800–U+28FF), one line of `width` cells, the way
/// MAIDR and BrailleR give refreshable-braille readers a chart: each cell is 2 dot columns by 4 dot rows, so a
/// line of 40 cells has 80 columns of 4 levels. x runs left to right across the x extent (uneven spacing kept);
/// y runs bottom to top across `yRange`.
///
/// - Lines: consecutive points are joined (not across a missing value), each dot column shows every level
///   the line reaches in it, and a jump between neighbouring columns is bridged, so the dots read as one line.
/// - Bars: each column is filled from the bottom to its highest value.
/// - Dots (scatter plots): a dot at each point's level.
/// - A column without a value (missing, or between the points of bars and dots) stays blank (U+2800).
package struct BrailleSparkline: Sendable, Hashable {
    /// How points become dots.
    package enum Style: String, Sendable, Hashable, CaseIterable {
        /// A connected line (continuous series).
        case line
        /// Bars from the bottom (bar and column charts).
        case bars
        /// One dot per point (scatter plots and other discrete series).
        case dots
    }

    /// Dot rows per cell.
    package static let levels = 4

    /// The cells, one Unicode scalar each.
    package let text: String

    /// Draws the series `points` (x, y; nil y = missing) across `xRange` and `yRange` in `width` cells.
    /// Values outside `yRange` are drawn at its edge; a single x value fills the line.
    package init(points: [(x: Double, y: Double?)], xRange: ClosedRange<Double>, yRange: ClosedRange<Double>,
                width: Int, style: Style) {
        let columns = max(1, width) * 2
        var low = [Int?](repeating: nil, count: columns)
        var high = [Int?](repeating: nil, count: columns)
        let hasXSpan = xRange.upperBound > xRange.lowerBound, hasYSpan = yRange.upperBound > yRange.lowerBound
        func column(_ index: Int, _ x: Double) -> Int {
            let position = hasXSpan ? SpanFraction.of(x, from: xRange.lowerBound, to: xRange.upperBound)
                : (points.count > 1 ? Double(index) / Double(points.count - 1) : 0.5)
            return min(columns - 1, max(0, Int((position * Double(columns)).rounded(.down))))
        }
        func level(_ y: Double) -> Int {
            let fraction = hasYSpan ? SpanFraction.of(y, from: yRange.lowerBound, to: yRange.upperBound) : 0.5
            return min(Self.levels - 1, max(0, Int((fraction * Double(Self.levels)).rounded(.down))))
        }
        func mark(_ c: Int, _ l: Int) {
            low[c] = min(low[c] ?? l, l)
            high[c] = max(high[c] ?? l, l)
        }
        var previous: (column: Int, y: Double)?
        for (index, p) in points.enumerated() {
            guard let y = p.y, y.isFinite, p.x.isFinite else { previous = nil; continue }
            let c = column(index, p.x)
            mark(c, level(y))
            // A line passes through the columns between two consecutive points at its interpolated height.
            if style == .line, let prev = previous, c > prev.column + 1 {
                for between in (prev.column + 1)..<c {
                    let t = Double(between - prev.column) / Double(c - prev.column)
                    mark(between, level(SpanFraction.interpolate(prev.y, y, t)))
                }
            }
            previous = (c, y)
        }
        switch style {
        case .bars:
            for c in 0..<columns where high[c] != nil { low[c] = 0 }
        case .line:
            // Bridge steps between neighbouring drawn columns so a steep line stays connected: the later
            // column reaches back to one level short of the earlier one (measured before bridging).
            let (drawnLow, drawnHigh) = (low, high)
            for c in 1..<columns {
                guard let lo = drawnLow[c], let hi = drawnHigh[c],
                      let pl = drawnLow[c - 1], let ph = drawnHigh[c - 1] else { continue }
                if pl > hi + 1 { high[c] = pl - 1 }
                if ph < lo - 1 { low[c] = ph + 1 }
            }
        case .dots:
            break
        }
        var scalars = String.UnicodeScalarView()
        for cell in 0..<(columns / 2) {
            var bits: UInt32 = 0
            for side in 0..<2 {
                let c = cell * 2 + side
                guard let lo = low[c], let hi = high[c] else { continue }
                for level in lo...hi { bits |= Self.dot(level: level, rightColumn: side == 1) }
            }
            scalars.append(Unicode.Scalar(0x2800 + bits)!)
        }
        text = String(scalars)
    }

    /// The bit of the braille dot at `level` (0 = bottom row) in the left or right dot column:
    /// left column top to bottom dots 1, 2, 3, 7; right column dots 4, 5, 6, 8.
    static func dot(level: Int, rightColumn: Bool) -> UInt32 {
        let left: [UInt32] = [0x40, 0x04, 0x02, 0x01]   // dots 7, 3, 2, 1 (bottom to top)
        let right: [UInt32] = [0x80, 0x20, 0x10, 0x08]  // dots 8, 6, 5, 4
        return (rightColumn ? right : left)[level]
    }
}

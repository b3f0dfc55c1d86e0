import Foundation

/// How one series is told apart on the drawn chart without relying on colour: a marker shape, a dash pattern
/// and, for bars, a fill pattern, besides a colour of a palette whose every colour has at least 3:1 contrast
/// against white (WCAG 1.4.11) and whose first colours stay apart in red–green colour blindness (blue, orange,
/// purple before teal and magenta).
struct SeriesMarks: Hashable {
    /// The palette slot (CSS class `cn-c<n>`).
    let colorIndex: Int
    /// The marker shape's name (`data-marker`).
    let marker: String
    /// The SVG `stroke-dasharray` ("none" for a solid line).
    let dash: String
    /// The fill pattern of bars' name (`data-fill`): "solid" or a hatching.
    let fill: String

    /// Contrast against white: 6.1, 5.0, 6.9, 5.3, 6.8, 6.1, 6.2, 8.7.
    static let palette = ["#0063B1", "#B8500A", "#7B3FA0", "#00796B", "#A3286F", "#5F6368", "#6B6200", "#1F4E79"]
    static let markers = ["circle", "square", "triangle", "diamond", "cross", "triangleDown", "plus", "star"]
    static let dashes = ["none", "8 4", "2 3", "10 3 2 3", "5 5", "1 5", "12 4 2 4 2 4", "3 6"]
    static let fills = ["solid", "diagonal", "dots", "crosshatch", "horizontal", "vertical", "backDiagonal", "grid"]

    /// The marks of the series at `index`: every property cycles on its own, so eight series differ in all four.
    init(index: Int) {
        colorIndex = index % Self.palette.count
        marker = Self.markers[index % Self.markers.count]
        dash = Self.dashes[index % Self.dashes.count]
        fill = Self.fills[index % Self.fills.count]
    }

    /// The marker shape as an SVG path centred on (x, y), about `r` in radius.
    func markerPath(x: Double, y: Double, r: Double) -> String {
        func p(_ dx: Double, _ dy: Double) -> String { SVGNumber.pair(x + dx * r, y + dy * r) }
        switch marker {
        case "square": return "M\(p(-0.85, -0.85))H\(SVGNumber.text(x + 0.85 * r))V\(SVGNumber.text(y + 0.85 * r))H\(SVGNumber.text(x - 0.85 * r))Z"
        case "triangle": return "M\(p(0, -1.1))L\(p(1, 0.75))L\(p(-1, 0.75))Z"
        case "triangleDown": return "M\(p(0, 1.1))L\(p(1, -0.75))L\(p(-1, -0.75))Z"
        case "diamond": return "M\(p(0, -1.2))L\(p(1, 0))L\(p(0, 1.2))L\(p(-1, 0))Z"
        case "cross":
            let a = 0.35
            return "M\(p(-1, -1 + a))L\(p(-a, 0))L\(p(-1, 1 - a))L\(p(-1 + a, 1))L\(p(0, a))L\(p(1 - a, 1))L\(p(1, 1 - a))L\(p(a, 0))L\(p(1, -1 + a))L\(p(1 - a, -1))L\(p(0, -a))L\(p(-1 + a, -1))Z"
        case "plus":
            let a = 0.33
            return "M\(p(-a, -1))H\(SVGNumber.text(x + a * r))V\(SVGNumber.text(y - a * r))H\(SVGNumber.text(x + r))V\(SVGNumber.text(y + a * r))H\(SVGNumber.text(x + a * r))V\(SVGNumber.text(y + r))H\(SVGNumber.text(x - a * r))V\(SVGNumber.text(y + a * r))H\(SVGNumber.text(x - r))V\(SVGNumber.text(y - a * r))H\(SVGNumber.text(x - a * r))Z"
        case "star":
            var d = ""
            for k in 0..<10 {
                let angle = -Double.pi / 2 + Double(k) * Double.pi / 5
                let radius = k % 2 == 0 ? 1.2 : 0.5
                d += (k == 0 ? "M" : "L") + p(cos(angle) * radius, sin(angle) * radius)
            }
            return d + "Z"
        default:
            return "M\(p(-1, 0))A\(SVGNumber.text(r)) \(SVGNumber.text(r)) 0 1 0 \(p(1, 0))A\(SVGNumber.text(r)) \(SVGNumber.text(r)) 0 1 0 \(p(-1, 0))Z"
        }
    }

    /// The bars' fill pattern (`<pattern>` with this id), or nil for a solid fill.
    func pattern(id: String) -> String? {
        let shape: String
        switch fill {
        case "diagonal": shape = "<path d=\"M-2,2 l4,-4 M0,8 l8,-8 M6,10 l4,-4\"/>"
        case "backDiagonal": shape = "<path d=\"M-2,6 l4,4 M0,0 l8,8 M6,-2 l4,4\"/>"
        case "dots": shape = "<circle cx=\"4\" cy=\"4\" r=\"1.8\" class=\"cn-dot\"/>"
        case "crosshatch": shape = "<path d=\"M0,0 l8,8 M8,0 l-8,8\"/>"
        case "horizontal": shape = "<path d=\"M0,4 h8\"/>"
        case "vertical": shape = "<path d=\"M4,0 v8\"/>"
        case "grid": shape = "<path d=\"M0,4 h8 M4,0 v8\"/>"
        default: return nil
        }
        return "<pattern id=\"\(id)\" class=\"cn-c\(colorIndex) cn-hatch\" patternUnits=\"userSpaceOnUse\" width=\"8\" height=\"8\">"
            + "<rect width=\"8\" height=\"8\" class=\"cn-hatch-ground\"/>\(shape)</pattern>"
    }
}

/// Numbers as SVG writes them: at most one decimal, no exponent, no "-0".
enum SVGNumber {
    static func text(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let tenths = Int((v * 10).rounded())
        if tenths == 0 { return "0" }
        let sign = tenths < 0 ? "-" : ""
        let a = abs(tenths)
        return a % 10 == 0 ? "\(sign)\(a / 10)" : "\(sign)\(a / 10).\(a % 10)"
    }

    static func pair(_ x: Double, _ y: Double) -> String { "\(text(x)),\(text(y))" }
}

import ChartAnalysis

/// A scatter's giants in JSON: along each axis whose values span orders of magnitude, the few largest points
/// that lie apart from the rest.
struct GiantsJSON: Encodable {
    /// The giants along one axis.
    struct Along: Encodable {
        let axis: String
        let points: [JSONPoint]
        let decades: Int
        let gapShare: JSONNumber
        /// The next largest after the giants (labelled points only); omitted when none.
        let next: [JSONPoint]?
    }

    let series: Int
    let axes: [Along]
    /// The other axis's largest point, where the giants stand along one axis only; omitted otherwise.
    let otherTop: Top?

    /// The other axis's largest point.
    struct Top: Encodable {
        let axis: String
        let point: JSONPoint
    }

    init(_ g: ScatterGiants, _ axes: JSONAxisValues) {
        series = g.series
        otherTop = g.otherTop.map { Top(axis: $0.alongX ? "x" : "y", point: axes.pointValue($0.point)) }
        self.axes = g.axes.map {
            Along(axis: $0.alongX ? "x" : "y", points: $0.points.map(axes.pointValue), decades: $0.decades,
                  gapShare: JSONNumber($0.gapShare), next: $0.next.isEmpty ? nil : $0.next.map(axes.pointValue))
        }
    }
}

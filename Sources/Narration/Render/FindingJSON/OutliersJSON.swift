import ChartAnalysis

/// An outlier set's detail in JSON: its basis and groups of high or low points with their residuals.
struct OutliersJSON: Encodable {
    let series: Int
    let basis: String
    let pointCount: Int
    /// The first `FindingJSON.listLimit` groups.
    let groups: [Group]

    /// A group of outliers on one side: how many, and the first `FindingJSON.listLimit` points and residuals.
    struct Group: Encodable {
        let isHigh: Bool
        let count: Int
        let points: [JSONPoint]
        let residuals: [JSONNumber]
    }

    init(_ s: OutlierSet, _ axes: JSONAxisValues) {
        series = s.series
        basis = s.basis.rawValue
        pointCount = s.pointCount
        groups = s.groups.prefix(FindingJSON.listLimit).map { g in
            Group(isHigh: g.isHigh, count: g.points.count, points: g.points.prefix(FindingJSON.listLimit).map(axes.pointValue),
                  residuals: g.residuals.prefix(FindingJSON.listLimit).map(JSONNumber.init))
        }
    }
}

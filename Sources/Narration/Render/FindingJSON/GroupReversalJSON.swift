import ChartAnalysis

/// A group reversal's detail in JSON: the correlation within each group and of the groups pooled.
struct GroupReversalJSON: Encodable {
    let series: [Int]
    let groupPearsons: [JSONNumber]
    let pooledPearson: JSONNumber
    let pooledCount: Int

    init(_ g: GroupReversal, _ axes: JSONAxisValues) {
        series = g.series
        groupPearsons = g.groupPearsons.map(JSONNumber.init)
        pooledPearson = JSONNumber(g.pooledPearson)
        pooledCount = g.pooledCount
    }
}

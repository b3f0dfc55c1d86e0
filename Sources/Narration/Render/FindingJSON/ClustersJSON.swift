import ChartAnalysis

/// A scatter's clusters in JSON: how much better the mixture fits than one cloud, how far apart the clusters are,
/// and each cluster's size and centre.
struct ClustersJSON: Encodable {
    let series: Int
    let bicGain: JSONNumber
    let separation: JSONNumber
    let clusters: [Cluster]

    /// One cluster: how many points, and their mean.
    struct Cluster: Encodable {
        let count: Int
        let meanX: JSONNumber
        let meanY: JSONNumber
    }

    init(_ c: ScatterClusters, _ axes: JSONAxisValues) {
        series = c.series
        bicGain = JSONNumber(c.bicGain)
        separation = JSONNumber(c.separation)
        clusters = c.clusters.map { Cluster(count: $0.count, meanX: JSONNumber($0.meanX), meanY: JSONNumber($0.meanY)) }
    }
}

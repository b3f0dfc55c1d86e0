/// One cluster of a scatter series' points.
package struct PointCluster: Sendable, Hashable {
    /// Points assigned to it (each point to its most probable component).
    package var count: Int
    /// Mean x of its points.
    package var meanX: Double
    /// Mean y of its points.
    package var meanY: Double

    /// Creates a cluster.
    package init(count: Int, meanX: Double, meanY: Double) {
        self.count = count
        self.meanX = meanX
        self.meanY = meanY
    }
}

/// Two or more clusters in one scatter series (`ClusterDetector`, docs/findings.md).
///
/// Test: Gaussian mixtures of one to three components with full covariance, fitted by EM on standardized
/// axes; the chosen number of clusters lowers BIC by more than 10 against one fewer ("very strong" evidence,
/// Kass & Raftery 1995); each cluster holds at least 10 % of the points; and every pair is separated: Ashman's
/// D > 2 along the line joining their centres, and the density of their points along that line dips between
/// them to below 60 % of the lower peak (a skewed or flat cloud that a mixture splits has no dip).
package struct ScatterClusters: Sendable, Hashable {
    /// The series.
    package var series: Int
    /// The clusters, in order of mean x.
    package var clusters: [PointCluster]
    /// BIC of one Gaussian minus BIC of the chosen mixture (larger is stronger evidence).
    package var bicGain: Double
    /// The smallest Ashman's D between two clusters.
    package var separation: Double
    /// The squared pooled within-cluster correlation of x and y (each point against its own cluster's means):
    /// how much of a straight-line relation across the whole cloud holds inside the clusters, nil when
    /// either axis does not vary within them.
    package var withinRSquared: Double?

    /// Creates a set of clusters.
    package init(series: Int, clusters: [PointCluster], bicGain: Double, separation: Double,
                 withinRSquared: Double? = nil) {
        self.series = series
        self.clusters = clusters
        self.bicGain = bicGain
        self.separation = separation
        self.withinRSquared = withinRSquared
    }
}

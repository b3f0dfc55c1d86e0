/// Ordinary least squares for a design of a few columns (up to a dozen) and many rows, by Householder QR.
///
/// QR instead of the normal equations because hinge columns of nearby knots are nearly collinear; a column
/// that is (numerically) a combination of earlier ones is dropped and gets coefficient 0 — e.g. the
/// intercept after the quasi-differencing of an AR(1) fit with φ = 1.
struct SmallLeastSquares {
    /// One coefficient per column (0 for dropped columns).
    var coefficients: [Double]
    /// Σ (y − Xβ)².
    var residualSumOfSquares: Double
    /// (XᵀX)⁻¹ over the kept columns (rows and columns of dropped columns are 0): the coefficients'
    /// covariance is σ² times this.
    var inverseGram: [[Double]]
    /// Number of kept columns.
    var rank: Int

    /// A column is dropped when the part of it not explained by earlier columns is below this fraction of its norm.
    static let dropTolerance = 1e-9

    /// Fits y ≈ Σ βⱼ columns[j]; every column has `y.count` rows.
    init(columns: [[Double]], y: [Double]) {
        let n = y.count, p = columns.count
        var a = columns
        var b = y
        var kept: [Int] = []
        // R stored by kept column: r[k][i] is row i of the k-th kept column (i ≤ k).
        var r: [[Double]] = []
        var row = 0
        for j in 0..<p where row < n {
            var original = 0.0
            for i in 0..<n { original += a[j][i] * a[j][i] }
            var norm = 0.0
            for i in row..<n { norm += a[j][i] * a[j][i] }
            norm = norm.squareRoot()
            guard norm > SmallLeastSquares.dropTolerance * original.squareRoot(), norm > 0 else { continue }
            // Householder vector v = x + sign(x₀)‖x‖e₀ on rows row..<n, applied to later columns and b.
            let alpha = a[j][row] >= 0 ? -norm : norm
            var v = [Double](repeating: 0, count: n - row)
            for i in row..<n { v[i - row] = a[j][i] }
            v[0] -= alpha
            var vv = 0.0
            for x in v { vv += x * x }
            if vv > 0 {
                func reflect(_ column: inout [Double]) {
                    var dot = 0.0
                    for i in row..<n { dot += v[i - row] * column[i] }
                    let f = 2 * dot / vv
                    for i in row..<n { column[i] -= f * v[i - row] }
                }
                for later in (j + 1)..<p { reflect(&a[later]) }
                reflect(&b)
            }
            // Rows above `row` of column j are final (earlier reflections left them); the diagonal is alpha.
            var column = [Double](repeating: 0, count: kept.count + 1)
            for k in 0..<kept.count { column[k] = a[j][k] }
            column[kept.count] = alpha
            r.append(column)
            kept.append(j)
            row += 1
        }
        let q = kept.count
        // Back substitution R β = (Qᵀy)[0..<q].
        var beta = [Double](repeating: 0, count: q)
        for k in stride(from: q - 1, through: 0, by: -1) {
            var s = b[k]
            for l in (k + 1)..<max(k + 1, q) { s -= r[l][k] * beta[l] }
            beta[k] = s / r[k][k]
        }
        var rss = 0.0
        for i in q..<n { rss += b[i] * b[i] }
        // R⁻¹ (upper triangular), then (XᵀX)⁻¹ = R⁻¹ R⁻ᵀ.
        var inverse = [[Double]](repeating: [Double](repeating: 0, count: q), count: q)  // inverse[row][col]
        for k in 0..<q {
            inverse[k][k] = 1 / r[k][k]
            for i in stride(from: k - 1, through: 0, by: -1) {
                var s = 0.0
                for l in (i + 1)...k { s += r[l][i] * inverse[l][k] }
                inverse[i][k] = -s / r[i][i]
            }
        }
        var gram = [[Double]](repeating: [Double](repeating: 0, count: p), count: p)
        for x in 0..<q {
            for y in 0..<q {
                var s = 0.0
                for l in max(x, y)..<q { s += inverse[x][l] * inverse[y][l] }
                gram[kept[x]][kept[y]] = s
            }
        }
        var full = [Double](repeating: 0, count: p)
        for (k, j) in kept.enumerated() { full[j] = beta[k] }
        coefficients = full
        residualSumOfSquares = rss
        inverseGram = gram
        rank = q
    }
}

import Testing
@testable import ChartAnalysis

@Suite struct DistributionsTests {
    @Test func studentTailsMatchSciPy() {
        // 2 · scipy.stats.t.sf(t, df)
        let cases: [(t: Double, df: Double, p: Double)] = [
            (1, 1, 0.5), (2, 5, 0.10193947882985835), (3.5, 30, 0.0014768074376442532),
            (0.2, 200, 0.8416837917584334), (-2, 5, 0.10193947882985835),
        ]
        for c in cases {
            #expect(abs(Distributions.studentTwoSided(c.t, df: c.df) - c.p) < 1e-12 * max(1, 1 / c.p) * c.p + 1e-14)
        }
        // Large samples (a million points) still get the t distribution, not a normal stand-in.
        let large: [(t: Double, df: Double, p: Double)] = [
            (4, 1500, 6.642790175189846e-05), (2, 1e6, 0.04550053385131924), (0.5, 1e7, 0.6170750884540148),
            (30, 5e5, 1.4719379922311782e-197),
        ]
        for c in large {
            #expect(abs(Distributions.studentTwoSided(c.t, df: c.df) / c.p - 1) < 1e-8)  // lgamma of 5e6 limits this
        }
    }

    @Test func normalTailMatchesErfc() {
        #expect(abs(Distributions.normalTwoSided(3) - 0.0026997960632601913) < 1e-16)
        #expect(Distributions.normalTwoSided(0) == 1)
    }

    @Test func degenerateStatistics() {
        #expect(Distributions.studentTwoSided(.infinity, df: 3) == 0)
        #expect(Distributions.studentTwoSided(.nan, df: 3) == 1)
        #expect(Distributions.studentTwoSided(1, df: 0) == 1)
    }
}

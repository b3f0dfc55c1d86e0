/// The bound a rate test puts on a count it measured once, from a fixed seed.
///
/// Every family of charts in the rate tests is drawn from a fixed seed, so a run gives the same counts until
/// the code changes; the bound only tells a change that matters from one that does not. For a measured count
/// k of N (false claims on a null family, or misses on a family with a planted signal) the binomial standard
/// deviation is √(N p (1 − p)) ≤ √k, so the bound is k + ⌈√k⌉, about one standard deviation of slack, but at
/// most 2k − 1 so that a doubling of the count always fails; with k = 0 it is 1 (one claim in N passes, two
/// fail). k = 1 → 1, 2 → 3, 3 → 5, 4 → 6, 7 → 10, 9 → 12, 16 → 20.
enum ClaimBound {
    static func of(measured k: Int) -> Int {
        k == 0 ? 1 : min(2 * k - 1, k + Int(Double(k).squareRoot().rounded(.up)))
    }
}

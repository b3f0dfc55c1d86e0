import ChartDescriptorXML
import Foundation

/// The bins of Vega-Lite's `bin` (https://vega.github.io/vega-lite/docs/bin.html), chosen as Vega's `bin`
/// function chooses them: a step of 10ⁿ divided by 5 or 2 giving at most `maxbins` bins (10 by default) over the
/// data's extent, the first bin starting at a multiple of the step ("nice"), unless `step` or `extent` is given.
struct BinParameters {
    let start: Double
    let stop: Double
    let step: Double

    init(_ node: LocatedJSON, extent: (Double, Double), pipeline: TransformPipeline) throws(DescriptorError) {
        var maxbins = 10.0, minstep = 0.0, fixedStep: Double?, nice = true
        var (lo, hi) = extent
        if node.isObject {
            for key in node.keys where !["maxbins", "step", "minstep", "extent", "nice", "base", "divide", "anchor", "binned", "steps"].contains(key) {
                throw pipeline.fail(node, "bin parameter \"\(key)\" is not supported")
            }
            // Vega-Lite's schema: maxbins at least 2, a step above 0, minstep at least 0, an extent of two numbers.
            // Checked here, since a step of 0 or NaN never grows and maxbins -1 looped forever.
            if let m = node["maxbins"] {
                guard let n = m.number, n >= 2, n <= 1e6 else { throw pipeline.fail(m, "maxbins must be a number from 2 to 1,000,000") }
                maxbins = n
            }
            if let m = node["minstep"] {
                guard let n = m.number, n >= 0, n.isFinite else { throw pipeline.fail(m, "minstep must be a number of 0 or more") }
                minstep = n
            }
            if let m = node["step"] {
                guard let n = m.number, n > 0, n.isFinite else { throw pipeline.fail(m, "a bin step must be a number above 0") }
                fixedStep = n
            }
            if let n = node["nice"]?.bool { nice = n }
            if let e = node["extent"] {
                guard let list = e.array, list.count == 2, let a = list[0].number, let b = list[1].number, a.isFinite, b.isFinite, a <= b else {
                    throw pipeline.fail(e, "a bin extent is [min, max]: two numbers, the first not above the second")
                }
                (lo, hi) = (a, b)
            }
            if node["steps"] != nil || node["base"] != nil || node["divide"] != nil || node["anchor"] != nil {
                throw pipeline.fail(node, "bin with steps, base, divide or anchor is not supported; give maxbins, step or extent")
            }
        } else if node.bool != true {
            throw pipeline.fail(node, "bin must be true or an object of bin parameters")
        }
        var span = hi - lo != 0 ? hi - lo : abs(lo) != 0 ? abs(lo) : 1
        // An extent of 1e308 to -1e308 spans ∞: bins of the largest finite width instead.
        if !span.isFinite { span = .greatestFiniteMagnitude }
        var step: Double
        if let fixedStep {
            step = fixedStep
        } else {
            let level = (log10(maxbins)).rounded(.up)
            // At least the smallest normal number: a tiny span over many bins must not give a step of 0.
            step = Swift.max(minstep, pow(10, (log10(span)).rounded() - level), .leastNormalMagnitude)
            // Each turn multiplies a positive step by 10, so this ends within about 630 turns (at ∞ at worst).
            while (span / step).rounded(.up) > maxbins { step *= 10 }
            for div in [5.0, 2.0] {
                let v = step / div
                if v >= minstep && span / v <= maxbins { step = v }
            }
        }
        guard step.isFinite else { throw pipeline.fail(node, "these bins cannot be computed over the data's extent; give a step or an extent") }
        let v = log(step)
        let precision = v >= 0 ? 0 : Int(-v / log(10)) + 1
        let eps = pow(10, -Double(precision) - 1)
        if nice {
            let first = ((lo / step + eps).rounded(.down)) * step
            lo = lo < first ? first - step : first
            hi = (hi / step).rounded(.up) * step
        }
        self.start = lo
        self.stop = hi == lo ? lo + step : hi
        self.step = step
    }

    /// The start of the bin holding `value`; the last bin holds its upper end. Nil outside the bins.
    func start(of value: Double) -> Double? {
        guard value.isFinite, value >= start, value <= stop else { return nil }
        let k = Swift.min(((value - start) / step).rounded(.down), ((stop - start) / step).rounded() - 1)
        // Rounded to the step's precision, so that 0.1 steps give 0.3 and not 0.30000000000000004.
        let s = start + k * step
        let scale = pow(10, Swift.max(0, (-log10(step)).rounded(.up) + 1))
        return (s * scale).rounded() / scale
    }
}

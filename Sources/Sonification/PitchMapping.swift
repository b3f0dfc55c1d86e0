import Foundation
import ChartModel

/// Maps y values to frequencies on a perceptual scale: equal value steps give equal musical intervals.
///
/// The domain is the axis's declared range, else the data extent; `scale == .log` axes map log10 of
/// the values. The bottom of the domain sounds at `lowFrequency`, the top at `highFrequency`, and the
/// frequency in between is exponential in the (transformed) value, i.e. linear in log-frequency.
/// Values outside the domain are clamped to its ends; a single-valued domain sounds at the geometric
/// middle of the two frequencies.
package struct PitchMapping: Sendable, Hashable {
    /// Frequency of the bottom of the domain in Hz.
    package let lowFrequency: Double
    /// Frequency of the top of the domain in Hz.
    package let highFrequency: Double
    let normalizer: AxisNormalizer

    /// Creates the mapping for a y axis; `dataRange` is the extent of the plotted values (used when the
    /// axis declares no range; on log axes pass the extent of the positive values).
    package init(axis: Axis, dataRange: ClosedRange<Double>?, options: SonificationOptions) {
        lowFrequency = options.lowFrequency
        highFrequency = options.highFrequency
        normalizer = AxisNormalizer(range: axis.range, dataRange: dataRange, logarithmic: axis.scale == .log)
    }

    /// The position of a value in the domain, 0 (bottom) … 1 (top), clamped.
    package func position(for value: Double) -> Double { normalizer.position(for: value) }

    /// The frequency in Hz at which a value sounds.
    package func frequency(for value: Double) -> Double { frequency(atPosition: position(for: value)) }

    /// The frequency in Hz at a position 0…1 of the domain (log-frequency interpolation).
    package func frequency(atPosition position: Double) -> Double {
        lowFrequency * exp(position * log(highFrequency / lowFrequency))
    }
}

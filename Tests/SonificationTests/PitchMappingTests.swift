import Foundation
import Testing
import ChartModel
@testable import Sonification

@Suite struct PitchMappingTests {
    let options = SonificationOptions()

    @Test func axisEndpointsSoundAtC3AndC6() {
        let m = PitchMapping(axis: Axis(kind: .numeric, range: AxisRange(min: 0, max: 100)), dataRange: 20...60, options: options)
        #expect(abs(m.frequency(for: 0) - 130.81) < 1e-9)
        #expect(abs(m.frequency(for: 100) - 1046.50) < 1e-9)
    }

    @Test func equalValueStepsAreEqualMusicalIntervals() {
        let threeOctaves = SonificationOptions(lowFrequency: 100, highFrequency: 800)
        let m = PitchMapping(axis: Axis(kind: .numeric, range: AxisRange(min: 0, max: 90)), dataRange: nil, options: threeOctaves)
        // 100…800 Hz is three octaves: every 30 units is one octave.
        #expect(abs(m.frequency(for: 30) - 200) < 1e-9)
        #expect(abs(m.frequency(for: 60) / m.frequency(for: 30) - 2) < 1e-12)
        #expect(abs(m.frequency(for: 45) - (m.frequency(for: 30) * m.frequency(for: 60)).squareRoot()) < 1e-9)
    }

    @Test func dataExtentIsUsedWhenTheAxisDeclaresNoRange() {
        let m = PitchMapping(axis: Axis(kind: .numeric), dataRange: 1000...5000, options: options)
        #expect(abs(m.frequency(for: 1000) - 130.81) < 1e-9)
        #expect(abs(m.frequency(for: 5000) - 1046.50) < 1e-9)
    }

    @Test func valuesOutsideTheRangeAreClamped() {
        let m = PitchMapping(axis: Axis(kind: .numeric, range: AxisRange(min: 0, max: 10)), dataRange: nil, options: options)
        #expect(m.frequency(for: -5) == m.frequency(for: 0))
        #expect(m.frequency(for: 50) == m.frequency(for: 10))
    }

    @Test func logAxesMapDecadesToEqualIntervals() {
        let axis = Axis(kind: .numeric, range: AxisRange(min: 1, max: 1000), scale: .log)
        let m = PitchMapping(axis: axis, dataRange: nil, options: options)
        #expect(abs(m.position(for: 10) - 1.0 / 3) < 1e-12)
        #expect(abs(m.position(for: 100) - 2.0 / 3) < 1e-12)
        #expect(abs(m.frequency(for: 10) - 261.62) < 0.01)  // one octave above C3
        #expect(m.frequency(for: 0) == m.frequency(for: 1))   // non-positive values clamp to the bottom
    }

    @Test func logAxisWithoutRangeUsesPositiveDataExtent() {
        let m = PitchMapping(axis: Axis(kind: .numeric, scale: .log), dataRange: 10...10_000, options: options)
        #expect(abs(m.position(for: 100) - 1.0 / 3) < 1e-12)
    }

    @Test func singleValuedDomainSoundsInTheMiddle() {
        let m = PitchMapping(axis: Axis(kind: .numeric), dataRange: 7...7, options: options)
        #expect(abs(m.frequency(for: 7) - (130.81 * 1046.50).squareRoot()) < 1e-9)
    }

    @Test func customFrequenciesAreRespected() {
        let custom = SonificationOptions(lowFrequency: 200, highFrequency: 800)
        let m = PitchMapping(axis: Axis(kind: .numeric, range: AxisRange(min: 0, max: 1)), dataRange: nil, options: custom)
        #expect(abs(m.frequency(for: 0.5) - 400) < 1e-9)
    }
}

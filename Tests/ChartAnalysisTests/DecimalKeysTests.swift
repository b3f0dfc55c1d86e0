import Testing
@testable import ChartAnalysis

/// Short decimals become 4-byte numerators that give every value back bit for bit; anything else is refused.
@Suite struct DecimalKeysTests {
    @Test func readingsBecomeNumeratorsThatGiveTheValuesBack() throws {
        let values: [Double] = [103.7, 12, -0.5, 99.25, 1e-3, 2_000_000.125, 0]
        let keys = try #require(DecimalKeys(values))
        #expect(keys.scale == 1000)
        #expect(keys.keys == [103_700, 12_000, -500, 99_250, 1, 2_000_000_125, 0])
        // Recorded as the keys were made, and scaled with them as more places turn up.
        #expect(keys.minimum == -500 && keys.maximum == 2_000_000_125)
        for (value, key) in zip(values, keys.keys) {
            #expect((Double(key) / keys.scale).bitPattern == value.bitPattern)
        }
        // Order and ties are the values' own.
        for i in values.indices { for j in values.indices {
            #expect((values[i] < values[j]) == (keys.keys[i] < keys.keys[j]))
            #expect((values[i] == values[j]) == (keys.keys[i] == keys.keys[j]))
        } }
    }

    @Test func extremesOfOneValueAndOfNone() throws {
        let one = try #require(DecimalKeys([-7.25]))
        #expect(one.minimum == -725 && one.maximum == -725)
        let none = try #require(DecimalKeys([]))
        #expect(none.minimum == 0 && none.maximum == 0 && none.keys.isEmpty)
    }

    @Test(arguments: [[0.1, 1.0 / 3], [1, -0.0], [1, .nan], [1, .infinity], [3e9], [0.5, 2.5e7 + 0.001], [1e-10]])
    func valuesThatAreNotShortDecimalsAreRefused(values: [Double]) {
        #expect(DecimalKeys(values) == nil)
    }
}

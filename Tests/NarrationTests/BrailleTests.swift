import Foundation
import Testing
@testable import Narration

@Suite struct BrailleTests {
    /// The dots set in a braille cell, as the braille numbering (1–8).
    func dots(_ cell: Character) -> Set<Int> {
        let bits = cell.unicodeScalars.first!.value - 0x2800
        let numbers = [1, 2, 3, 4, 5, 6, 7, 8]
        return Set(numbers.filter { bits & (1 << UInt32($0 - 1)) != 0 })
    }

    @Test func risingLineClimbsFromTheBottomLeftDotToTheTopRightDot() {
        let points = (0..<8).map { (x: Double($0), y: Optional(Double($0))) }
        let line = BrailleSparkline(points: points, xRange: 0...7, yRange: 0...7, width: 4, style: .line)
        let cells = Array(line.text)
        #expect(cells.count == 4)
        // Cell 1 holds x = 0 and 1 (both level 0); cell 4 holds x = 6 and 7 (both level 3).
        #expect(dots(cells[0]) == [7, 8])
        #expect(dots(cells[3]) == [1, 4])
    }

    @Test func eachLevelMapsToTheBrailleDotOfItsRow() {
        // One point per dot column; levels 0, 1, 2, 3 bottom to top.
        for (level, expected) in [(0, [7]), (1, [3]), (2, [2]), (3, [1])] {
            let y = Double(level) + 0.5
            let line = BrailleSparkline(points: [(x: 0, y: y)], xRange: 0...1, yRange: 0...4, width: 1, style: .dots)
            #expect(dots(Array(line.text)[0]) == Set(expected), "level \(level)")
        }
        for (level, expected) in [(0, [8]), (1, [6]), (2, [5]), (3, [4])] {
            let y = Double(level) + 0.5
            let line = BrailleSparkline(points: [(x: 0.9, y: y)], xRange: 0...1, yRange: 0...4, width: 1, style: .dots)
            #expect(dots(Array(line.text)[0]) == Set(expected), "right column level \(level)")
        }
    }

    @Test func barsFillFromTheBottomAndMissingValuesStayBlank() {
        let points: [(x: Double, y: Double?)] = [(0, 4), (1, nil), (2, 1), (3, 2.5)]
        let line = BrailleSparkline(points: points, xRange: 0...4, yRange: 0...4, width: 4, style: .bars)
        let cells = Array(line.text)
        #expect(dots(cells[0]) == [7, 3, 2, 1])   // full bar in the left dot column
        #expect(cells[1] == "\u{2800}")           // missing: blank
        #expect(dots(cells[2]) == [7, 3])         // y = 1 → level 1: bars fill levels 0…1
        #expect(dots(cells[3]) == [7, 3, 2])      // y = 2.5 → level 2
    }

    @Test func aLineIsJoinedBetweenDistantPointsButNotAcrossAMissingValue() {
        let joined = BrailleSparkline(points: [(0, 0), (10, 0)], xRange: 0...10, yRange: 0...1, width: 5, style: .line)
        #expect(!joined.text.contains("\u{2800}"), "every column between two points is drawn: \(joined.text)")
        let gap = BrailleSparkline(points: [(0, 0), (5, nil), (10, 0)], xRange: 0...10, yRange: 0...1, width: 5, style: .line)
        #expect(gap.text.contains("\u{2800}"), "no line across the missing value: \(gap.text)")
    }

    @Test func aSteepLineIsBridgedBetweenNeighbouringColumns() {
        // Bottom then top in neighbouring columns: the second column reaches down to level 1.
        let line = BrailleSparkline(points: [(0, 0), (1, 3)], xRange: 0...2, yRange: 0...3, width: 1, style: .line)
        #expect(dots(Array(line.text)[0]) == [7, 4, 5, 6])
    }

    @Test func widthIsTheNumberOfCells() {
        let points = (0..<500).map { (x: Double($0), y: Optional(sin(Double($0) / 20))) }
        for width in [1, 20, 40, 80] {
            let line = BrailleSparkline(points: points, xRange: 0...499, yRange: -1...1, width: width, style: .line)
            #expect(line.text.unicodeScalars.count == width)
            #expect(line.text.unicodeScalars.allSatisfy { (0x2800...0x28FF).contains($0.value) })
        }
    }

    @Test func brailleOutputCaptionsEachSeriesWithTheYRangeInTheNarrationLanguage() throws {
        let narrator = try Narrator(language: "zh")
        let text = try BrailleRenderer(narrator: narrator, width: 30).render(try narrator.narrate(SampleReports.steps))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "每日步数")
        #expect(lines[1].hasPrefix("步数：底部为"))
        // The steps example's values run from its minimum to the labelled 14,250-step day.
        #expect(lines[1].contains("14,250步"))
        #expect(lines[2].unicodeScalars.count == 30)
    }
}

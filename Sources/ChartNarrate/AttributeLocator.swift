import Foundation
import Narration

/// Finds where an attribute value stands in the descriptor text, for problems found after parsing
/// (the model keeps no positions). It looks for the attribute after the chart's `id="…"`, and falls back
/// to the first occurrence; columns count characters, like the reader's.
struct AttributeLocator {
    let lines: [Substring]

    init(source: String) { lines = source.split(separator: "\n", omittingEmptySubsequences: false) }

    func locate(_ problem: AxisFormatProblem) -> (line: Int, column: Int) {
        let chartStart = find("id=\"\(problem.chartID)\"", from: 0)?.line ?? 0
        let needle = problem.attribute == "unit" && problem.value.contains("{")
            ? "<unit" : "\(problem.attribute)=\"\(problem.value)\""
        if let hit = find(needle, from: chartStart) ?? find(needle, from: 0) {
            return (hit.line + 1, hit.column + 1)
        }
        return (chartStart + 1, 1)
    }

    private func find(_ needle: String, from startLine: Int) -> (line: Int, column: Int)? {
        guard startLine < lines.count else { return nil }
        for index in startLine..<lines.count {
            if let range = lines[index].range(of: needle) {
                return (index, lines[index].distance(from: lines[index].startIndex, to: range.lowerBound))
            }
        }
        return nil
    }
}

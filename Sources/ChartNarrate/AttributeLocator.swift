import Foundation

/// Finds where an attribute value stands in the descriptor text, for problems found after parsing
/// (the model keeps no positions). It looks for the attribute after the chart's `id="…"` (for the
/// document's own `xml:lang`, from the start), and falls back to the first occurrence; columns count
/// characters, like the reader's. The text is scanned line by line and only as far as needed, so a huge
/// file with a problem near its start is not read whole.
struct AttributeLocator {
    /// Calls its argument with each line (without the newline) and its 0-based number until it returns true.
    private let eachLine: (_ body: (Int, ArraySlice<UInt8>) -> Bool) -> Void

    init(bytes: [UInt8]) {
        eachLine = { body in
            var start = 0, number = 0
            while start <= bytes.count {
                let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
                if body(number, bytes[start..<end]) { return }
                start = end + 1
                number += 1
            }
        }
    }

    init(path: String) {
        eachLine = { body in
            let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
            guard fd >= 0 else { return }
            defer { close(fd) }
            var pending: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            var number = 0
            while true {
                let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { break }
                var start = 0
                while let newline = chunk[start..<n].firstIndex(of: 0x0A) {
                    let line: ArraySlice<UInt8> = pending.isEmpty ? chunk[start..<newline] : ArraySlice(pending + chunk[start..<newline])
                    pending.removeAll(keepingCapacity: true)
                    if body(number, line) { return }
                    number += 1
                    start = newline + 1
                }
                pending.append(contentsOf: chunk[start..<n])
            }
            _ = body(number, ArraySlice(pending))
        }
    }

    func locate(_ problem: LocatedProblem) -> (line: Int, column: Int) {
        let chartStart = problem.chartID.flatMap { find(["id=\"\($0)\"", "id='\($0)'"], from: 0)?.line } ?? 0
        var needles = ["\(problem.attribute)=\"\(problem.value)\"", "\(problem.attribute)='\(problem.value)'"]
        // A <unit> message is element text, not an attribute.
        if problem.attribute == "unit" { needles = problem.value.contains("{") ? ["<unit"] : needles + ["<unit"] }
        if let hit = find(needles, from: chartStart) ?? find(needles, from: 0) {
            return (hit.line + 1, hit.column + 1)
        }
        return (chartStart + 1, 1)
    }

    /// The first line at or after `startLine` holding one of `needles`, and the character column (0-based) of it.
    private func find(_ needles: [String], from startLine: Int) -> (line: Int, column: Int)? {
        let patterns = needles.map { Array($0.utf8) }
        var result: (line: Int, column: Int)?
        eachLine { number, line in
            guard number >= startLine else { return false }
            for pattern in patterns {
                if let offset = Self.firstOffset(of: pattern, in: line) {
                    let column = line[line.startIndex..<(line.startIndex + offset)].reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
                    result = (number, column)
                    return true
                }
            }
            return false
        }
        return result
    }

    private static func firstOffset(of pattern: [UInt8], in line: ArraySlice<UInt8>) -> Int? {
        guard let first = pattern.first, pattern.count <= line.count else { return nil }
        var i = line.startIndex
        let last = line.endIndex - pattern.count
        while i <= last {
            if line[i] == first && line[i..<(i + pattern.count)].elementsEqual(pattern) { return i - line.startIndex }
            i += 1
        }
        return nil
    }
}

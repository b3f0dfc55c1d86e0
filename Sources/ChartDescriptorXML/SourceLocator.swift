/// Finds exact lines and columns in the source text.
///
/// libxml2's streaming reader knows an element's line but not its column (the parser runs ahead of
/// the current node), so diagnostics remember which start tag they concern (its ordinal among all
/// start tags) and this scanner finds that tag, or an attribute name inside it, in one pass over the
/// bytes. Columns count Unicode scalars, starting at 1. Only called when there is something to report.
struct SourceLocator {
    /// A request: the start tag with this ordinal, optionally one of its attributes.
    struct Target: Hashable {
        var ordinal: Int
        var attribute: String?
    }

    /// Where each target was found.
    static func locate(_ targets: Set<Target>, in bytes: UnsafeBufferPointer<UInt8>) -> [Target: (line: Int, column: Int)] {
        var wanted: [Int: [String?]] = [:]
        for target in targets { wanted[target.ordinal, default: []].append(target.attribute) }
        var found: [Target: (line: Int, column: Int)] = [:]
        var scanner = Scanner(bytes: bytes)
        var ordinal = 0
        while found.count < targets.count, let tagStart = scanner.nextStartTag() {
            defer { ordinal += 1 }
            guard let attributes = wanted[ordinal] else { continue }
            for attribute in attributes {
                if let attribute, let position = scanner.attributePosition(named: attribute, inTagAt: tagStart) {
                    found[Target(ordinal: ordinal, attribute: attribute)] = position
                } else {
                    found[Target(ordinal: ordinal, attribute: attribute)] = scanner.position(of: tagStart)
                }
            }
        }
        return found
    }

    /// Where a `<!DOCTYPE` sits in the prolog of `bytes` (a document prefix is enough), and whether it
    /// declares entities. Found before libxml2 sees the document, so nothing in it is ever processed.
    static func doctype(in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int, declaresEntities: Bool)? {
        var scanner = Scanner(bytes: bytes)
        scanner.skipByteOrderMark()
        while true {
            scanner.skipWhitespace()
            if scanner.matches("<?") {
                guard scanner.skip(past: "?>") else { return nil }
            } else if scanner.matches("<!--") {
                guard scanner.skip(past: "-->") else { return nil }
            } else if scanner.matches("<!DOCTYPE") {
                let start = scanner.index
                let position = scanner.position(of: start)
                return (position.line, position.column, scanner.doctypeDeclaresEntities(from: start))
            } else {
                return nil
            }
        }
    }

    /// A byte scanner that keeps line and column as it moves forward.
    struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        private var line = 1
        private var lineStart = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        /// Line and column of byte `offset`, which must lie on the current line or after `index`'s line start.
        func position(of offset: Int) -> (line: Int, column: Int) {
            var l = line, start = lineStart
            if offset >= index {
                var i = index
                while i < offset {
                    if bytes[i] == 0x0A { l += 1; start = i + 1 }
                    i += 1
                }
            }
            var column = 1
            var i = start
            while i < offset {
                if bytes[i] & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
            return (l, column)
        }

        mutating func advance(to offset: Int) {
            while index < offset {
                if bytes[index] == 0x0A { line += 1; lineStart = index + 1 }
                index += 1
            }
        }

        func matches(_ literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            let pointer = literal.utf8Start
            for k in 0..<count where bytes[index + k] != pointer[k] { return false }
            return true
        }

        /// Moves just past the next occurrence of `literal`; false (at the end) when there is none.
        mutating func skip(past literal: StaticString) -> Bool {
            while index < bytes.count {
                if matches(literal) {
                    advance(to: index + literal.utf8CodeUnitCount)
                    return true
                }
                advance(to: index + 1)
            }
            return false
        }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { advance(to: index + 1) }
        }

        mutating func skipByteOrderMark() {
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3; lineStart = 3 }
        }

        /// The offset of the next start tag's `<`, skipping comments, CDATA, processing instructions,
        /// declarations and end tags; the scanner stops just after the `<`.
        mutating func nextStartTag() -> Int? {
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "<") else {
                    advance(to: index + 1)
                    continue
                }
                if matches("<!--") {
                    _ = skip(past: "-->")
                } else if matches("<![CDATA[") {
                    _ = skip(past: "]]>")
                } else if matches("<?") {
                    _ = skip(past: "?>")
                } else if matches("<!") {
                    skipDeclaration()
                } else if matches("</") {
                    _ = skip(past: ">")
                } else {
                    let start = index
                    // Keep line bookkeeping at the tag so positions inside it are cheap.
                    advance(to: index + 1)
                    return start
                }
            }
            return nil
        }

        /// Skips `<!DOCTYPE …>` including an internal subset in brackets.
        private mutating func skipDeclaration() {
            var depth = 0
            var quote: UInt8?
            while index < bytes.count {
                let b = bytes[index]
                advance(to: index + 1)
                if let q = quote {
                    if b == q { quote = nil }
                } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                    quote = b
                } else if b == UInt8(ascii: "[") {
                    depth += 1
                } else if b == UInt8(ascii: "]") {
                    depth -= 1
                } else if b == UInt8(ascii: ">") && depth <= 0 {
                    return
                }
            }
        }

        /// The position of attribute `name` in the start tag whose `<` is at `tagStart`.
        func attributePosition(named name: String, inTagAt tagStart: Int) -> (line: Int, column: Int)? {
            let target = Array(name.utf8)
            var i = tagStart + 1
            func isNameByte(_ b: UInt8) -> Bool {
                !(b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == UInt8(ascii: "=") || b == UInt8(ascii: ">") || b == UInt8(ascii: "/"))
            }
            while i < bytes.count, isNameByte(bytes[i]) { i += 1 }
            while i < bytes.count {
                while i < bytes.count, !isNameByte(bytes[i]) {
                    if bytes[i] == UInt8(ascii: ">") { return nil }
                    i += 1
                }
                let nameStart = i
                while i < bytes.count, isNameByte(bytes[i]) { i += 1 }
                var local = nameStart
                for k in nameStart..<i where bytes[k] == UInt8(ascii: ":") { local = k + 1 }
                if i - local == target.count, Array(bytes[local..<i]) == target, local == nameStart {
                    return position(of: nameStart)
                }
                while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "'") {
                    if bytes[i] == UInt8(ascii: ">") { return nil }
                    i += 1
                }
                guard i < bytes.count else { return nil }
                let quote = bytes[i]
                i += 1
                while i < bytes.count, bytes[i] != quote { i += 1 }
                i += 1
            }
            return nil
        }

        /// Whether the DOCTYPE starting at `start` contains an `<!ENTITY` declaration.
        func doctypeDeclaresEntities(from start: Int) -> Bool {
            var probe = self
            probe.index = start
            probe.skipDeclaration()
            let end = probe.index
            let needle = Array("<!ENTITY".utf8)
            guard end - start >= needle.count else { return false }
            for i in start...(end - needle.count) where bytes[i] == UInt8(ascii: "<") {
                if Array(bytes[i..<(i + needle.count)]) == needle { return true }
            }
            return false
        }
    }
}

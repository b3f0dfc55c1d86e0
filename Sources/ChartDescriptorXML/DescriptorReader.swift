import CXML
import ChartModel
import Foundation

/// Reads chart descriptor XML (format v1) into a `Report`, streaming, with every problem located.
package struct DescriptorReader: Sendable {
    /// How many problems to collect before giving up on a document.
    package let maxErrors: Int

    /// The libxml2 version the reader was built against, such as "20914" (for `--version` output).
    package static var libxml2Version: String { String(cString: cn_libxml_version()) }

    /// Creates a reader that reports at most `maxErrors` problems per document.
    package init(maxErrors: Int = 50) { self.maxErrors = max(1, maxErrors) }

    /// Reads the descriptor file at `path`; diagnostics name the file as `path` is written.
    package func read(contentsOf path: String) throws(DescriptorError) -> Report {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        return try read(fileDescriptor: fd, name: path)
    }

    /// Reads the regular file open as `fd` (from its start; the caller closes it), streaming; diagnostics name it `name`.
    /// Pipes and devices cannot be read this way (the prolog check reads ahead): read them into memory and use `read(bytes:fileName:)`.
    package func read(fileDescriptor fd: Int32, name path: String) throws(DescriptorError) -> Report {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw .unreadable(path: path, reason: "it is a directory") }

        // The prolog is checked before libxml2 sees the file, so a DTD is never even parsed.
        var prefix = [UInt8](repeating: 0, count: 65_536)
        let prefixCount = prefix.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard prefixCount >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        if let found = prefix.withUnsafeBufferPointer({ SourceLocator.doctype(in: UnsafeBufferPointer(rebasing: $0[0..<prefixCount])) }) {
            throw .invalid([Diagnostic(file: path, line: found.line, column: found.column,
                                       message: DescriptorParser.doctypeMessage(declaresEntities: found.declaresEntities))])
        }
        if prefix[0..<prefixCount].allSatisfy(TextNormalizer.isXMLWhitespace) && info.st_size <= prefixCount {
            throw .invalid([Diagnostic(file: path, line: 1, column: 1, message: Self.emptyMessage)])
        }
        let isRegular = (info.st_mode & S_IFMT) == S_IFREG
        guard lseek(fd, 0, SEEK_SET) == 0,
              let reader = XMLPullReader(.file(fd), name: path, expectedSize: isRegular ? Int(info.st_size) : nil) else {
            throw .unreadable(path: path, reason: "libxml2 could not open it")
        }
        let outcome = parse(reader)
        if let code = reader.readError { throw .unreadable(path: path, reason: String(cString: strerror(code))) }
        if let report = outcome.report, outcome.problems.isEmpty { return report }
        let source = Self.readForLocating(fd, outcome.problems)
        throw .invalid(source.withUnsafeBufferPointer { locate(outcome.problems, file: path, source: $0) })
    }

    /// Reads a descriptor held in memory (standard input, tests); diagnostics name it `fileName`.
    package func read(bytes: [UInt8], fileName: String) throws(DescriptorError) -> Report {
        let result: Result<Report, DescriptorError> = bytes.withUnsafeBufferPointer { buffer in
            if let found = SourceLocator.doctype(in: UnsafeBufferPointer(rebasing: buffer.prefix(65_536))) {
                return .failure(.invalid([Diagnostic(file: fileName, line: found.line, column: found.column,
                                                     message: DescriptorParser.doctypeMessage(declaresEntities: found.declaresEntities))]))
            }
            if buffer.allSatisfy(TextNormalizer.isXMLWhitespace) {
                return .failure(.invalid([Diagnostic(file: fileName, line: 1, column: 1, message: Self.emptyMessage)]))
            }
            guard let reader = XMLPullReader(.memory(buffer), name: fileName, expectedSize: buffer.count) else {
                return .failure(.unreadable(path: fileName, reason: "libxml2 could not read it from memory"))
            }
            let outcome = parse(reader)
            if let report = outcome.report, outcome.problems.isEmpty { return .success(report) }
            return .failure(.invalid(locate(outcome.problems, file: fileName, source: buffer)))
        }
        return try result.get()
    }

    static let emptyMessage = "the document is empty; a descriptor starts with <report> or <chart> (see docs/descriptor-format.md)"

    /// Runs the parser and merges libxml2's own errors (which carry their own line and column).
    private func parse(_ reader: XMLPullReader) -> (report: Report?, problems: [Problem]) {
        let parser = DescriptorParser(reader: reader, maxErrors: maxErrors)
        let report = parser.parseDocument()
        var problems = parser.problems
        let xmlErrors = reader.libxmlErrors.filter { $0.level >= 2 }
        for error in xmlErrors {
            problems.append(Problem(anchor: .position(line: max(error.line, 1), column: max(error.column, 1)), message: Self.explained(error.message)))
        }
        if report == nil && problems.isEmpty {
            problems.append(Problem(anchor: .position(line: 1, column: 1), message: "the document holds no <report> or <chart> element"))
        }
        return (report, problems)
    }

    /// libxml2's message in the reader's terms where its own words say nothing to a user: "internal error:
    /// Huge input lookup" is a value past libxml2's 10,000,000-byte limit (a 50 MB attribute).
    static func explained(_ message: String) -> String {
        if message.contains("Huge input lookup") || message.contains("huge input lookup") {
            return "a text or attribute value is longer than 10,000,000 bytes, libxml2's limit without XML_PARSE_HUGE (which chartnarrate does not set); shorten it, or give long data as <values> text"
        }
        return message
    }

    /// Turns problems into diagnostics with exact positions, ordered by position (a cap notice stays last).
    private func locate(_ problems: [Problem], file: String, source: UnsafeBufferPointer<UInt8>) -> [Diagnostic] {
        // A DOCTYPE beyond the first 64 KB reaches libxml2, which may fail inside the DTD (an entity loop)
        // before reporting the DOCTYPE node; the DOCTYPE is then the one problem worth reporting.
        if let found = SourceLocator.doctype(in: source) {
            return [Diagnostic(file: file, line: found.line, column: found.column,
                               message: DescriptorParser.doctypeMessage(declaresEntities: found.declaresEntities))]
        }
        var targets = Set<SourceLocator.Target>()
        for problem in problems {
            if case let .tag(ordinal, _, attribute) = problem.anchor { targets.insert(.init(ordinal: ordinal, attribute: attribute)) }
        }
        let positions = targets.isEmpty ? [:] : SourceLocator.locate(targets, in: source)
        var diagnostics = problems.map { problem -> Diagnostic in
            let problem = Problem(anchor: problem.anchor, message: Diagnostic.abbreviatingQuotes(problem.message))
            switch problem.anchor {
            case let .position(line, column):
                return Diagnostic(file: file, line: line, column: column, message: problem.message)
            case .doctype:
                let found = SourceLocator.doctype(in: source)
                return Diagnostic(file: file, line: found?.line ?? 1, column: found?.column ?? 1, message: problem.message)
            case let .tag(ordinal, line, attribute):
                let found = positions[.init(ordinal: ordinal, attribute: attribute)]
                return Diagnostic(file: file, line: found?.line ?? max(line, 1), column: found?.column ?? 1, message: problem.message)
            }
        }
        let notice = diagnostics.last.flatMap { $0.message.hasPrefix("too many errors") ? $0 : nil }
        if notice != nil { diagnostics.removeLast() }
        diagnostics = diagnostics.enumerated().sorted { a, b in
            (a.element.line, a.element.column, a.offset) < (b.element.line, b.element.column, b.offset)
        }.map(\.element)
        if let notice { diagnostics.append(notice) }
        return diagnostics
    }

    /// As much of the file as locating `problems` needs: the prolog when libxml2 gave every position itself,
    /// else the lines up to the last start tag a problem names (plus a margin for a tag spread over lines).
    /// A huge file with an error near its start is never read whole.
    static func readForLocating(_ fd: Int32, _ problems: [Problem]) -> [UInt8] {
        var lastLine = 0
        for problem in problems {
            if case let .tag(_, line, _) = problem.anchor { lastLine = max(lastLine, line) }
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var offset: off_t = 0
        var lines = 1
        var margin = 0
        while true {
            let n = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, offset) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            bytes.append(contentsOf: chunk[0..<n])
            offset += off_t(n)
            // Without tag anchors only the prolog matters (a late DOCTYPE): it ends before the first start tag.
            if lastLine == 0 {
                if containsStartTag(chunk[0..<n]) || bytes.count >= 16 << 20 { break }
                continue
            }
            if lines <= lastLine + 2 {
                for b in chunk[0..<n] where b == 0x0A { lines += 1 }
            } else {
                margin += 1
                if margin >= 2 { break }
            }
        }
        return bytes
    }

    private static func containsStartTag(_ bytes: ArraySlice<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for b in bytes {
            if previous == UInt8(ascii: "<"), b >= 0x80 || b == UInt8(ascii: "_") || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) {
                return true
            }
            previous = b
        }
        return false
    }
}

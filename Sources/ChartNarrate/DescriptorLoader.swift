import Foundation
import ChartModel
import ChartDescriptorXML
import Narration

/// Reads descriptor documents from files, standard input, pipes and devices, within `InputLimits`.
package enum DescriptorLoader {
    /// Reads and validates the descriptor at `path`; `-` reads standard input (reported as `<stdin>`).
    ///
    /// A regular file is streamed from disk after its size is checked against `limits.maxBytes`; standard
    /// input, pipes (`<(generate)`), devices and files that report no size are read into memory, stopping
    /// at the limit. A folder is unreadable (exit 66). Besides the reader's checks, every axis `format=` and
    /// `unit=` is checked against ICU here, so a bad skeleton is a located validation error rather than a
    /// failure half-way through narration. With `requireNarratedLanguage`, the document's `xml:lang` must
    /// name a shipped language (it becomes the narration language when none is asked for).
    package static func load(_ path: String, limits: InputLimits = InputLimits(),
                            requireNarratedLanguage: Bool = false) throws(ChartNarrateError) -> Report {
        let input = try OpenedInput(path, folderReason: "it is a folder, not a descriptor file")
        defer { withExtendedLifetime(input) {} }
        let (fd, info, name) = (input.fd, input.info, input.name)

        let reader = DescriptorReader()
        var memory: [UInt8]?
        let report: Report
        do {
            if path != "-", (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 {
                if Int64(info.st_size) > Int64(limits.maxBytes) { throw tooLarge(name, Int64(info.st_size), limits) }
                report = try reader.read(fileDescriptor: fd, name: name)
            } else {
                let bytes = try readBounded(fd, name: name, limits: limits)
                memory = bytes
                report = try reader.read(bytes: bytes, fileName: name)
            }
        } catch let error as ChartNarrateError {
            throw error
        } catch let error as DescriptorError {
            throw .descriptor(error)
        } catch {
            throw .internalError("reading \(name): \(error)")
        }
        if let problem = limits.seriesProblem(report, name: name) { throw problem }
        if report.pointCount > limits.maxPoints {
            throw .limit("\(name): the descriptor holds \(EnglishNumbers.grouped(report.pointCount)) points, more than the limit of \(EnglishNumbers.grouped(limits.maxPoints)); raise it with --max-points if you mean it")
        }

        var problems = (AxisFormatCheck.problems(in: report) + EmptyChartCheck.problems(in: report)).map(LocatedProblem.init)
        if requireNarratedLanguage, let language = report.language, Narrator.shippedLanguage(for: language) == nil {
            problems.insert(LocatedProblem(chartID: nil, attribute: "xml:lang", value: language,
                message: "xml:lang=\"\(language)\": chartnarrate does not narrate this language (it narrates \(Narrator.shippedLanguageList)); pass --lang with one of them, or fix the document language"), at: 0)
        }
        guard !problems.isEmpty else { return report }
        let locator = memory.map(AttributeLocator.init(bytes:))
            ?? (path == "-" ? AttributeLocator(bytes: []) : AttributeLocator(path: path))
        let diagnostics = problems.map { problem -> Diagnostic in
            let (line, column) = locator.locate(problem)
            return Diagnostic(file: name, line: line, column: column, message: problem.message)
        }
        throw .descriptor(.invalid(diagnostics))
    }

    /// Every byte of `path` (`-`: standard input) within `limits`, for the other input formats (`ChartInput`):
    /// a folder is unreadable, a file or stream past the byte limit a limit error, as for descriptors.
    static func bytes(of path: String, limits: InputLimits) throws(ChartNarrateError) -> [UInt8] {
        let input = try OpenedInput(path, folderReason: "it is a folder, not a file")
        defer { withExtendedLifetime(input) {} }
        let (fd, info, name) = (input.fd, input.info, input.name)
        if (info.st_mode & S_IFMT) == S_IFREG, Int64(info.st_size) > Int64(limits.maxBytes) {
            throw tooLarge(name, Int64(info.st_size), limits)
        }
        do { return try readBounded(fd, name: name, limits: limits) } catch let error as ChartNarrateError {
            throw error
        } catch let error as DescriptorError {
            throw .descriptor(error)
        } catch {
            throw .internalError("reading \(name): \(error)")
        }
    }

    /// The one-line summary `--validate` prints: "ok: 2 charts, 3 series, 1,461 points".
    package static func validationSummary(of report: Report) -> String {
        func count(_ n: Int, _ one: String, _ many: String) -> String {
            "\(EnglishNumbers.grouped(n)) \(n == 1 ? one : many)"
        }
        return "ok: " + [count(report.charts.count, "chart", "charts"),
                         count(report.seriesCount, "series", "series"),
                         count(report.pointCount, "point", "points")].joined(separator: ", ")
    }

    /// Everything `fd` yields, failing as soon as it passes the byte limit (`/dev/zero` stops there).
    private static func readBounded(_ fd: Int32, name: String, limits: InputLimits) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                let reason = errno == EISDIR ? "it is a folder, not a descriptor file" : String(cString: strerror(errno))
                throw DescriptorError.unreadable(path: name, reason: reason)
            }
            if n == 0 { return bytes }
            if bytes.count + n > limits.maxBytes { throw tooLarge(name, nil, limits) }
            bytes.append(contentsOf: chunk[0..<n])
            // A NUL byte cannot occur in UTF-8 XML: the parser's error on what was read so far is the answer,
            // and a stream such as /dev/zero or /dev/urandom is not read any further.
            if !startsWithUTF16Mark(bytes), chunk[0..<n].contains(0) { return bytes }
        }
    }

    /// A byte order mark, or "<" as the first UTF-16 code unit: NUL bytes are then part of the text.
    private static func startsWithUTF16Mark(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 2 else { return false }
        let (a, b) = (bytes[0], bytes[1])
        return (a == 0xFE && b == 0xFF) || (a == 0xFF && b == 0xFE) || (a == 0x3C && b == 0) || (a == 0 && b == 0x3C)
    }

    private static func tooLarge(_ name: String, _ size: Int64?, _ limits: InputLimits) -> ChartNarrateError {
        let what = size.map { "is \(EnglishNumbers.grouped(Int($0))) bytes, more than" } ?? "is larger than"
        return .limit("\(name): the descriptor \(what) the limit of \(EnglishNumbers.grouped(limits.maxBytes)) bytes; raise it with --max-input-bytes if you mean it")
    }
}

/// An input opened for reading (`-` is standard input) with its status; a folder is refused. Closed when released.
private final class OpenedInput {
    let fd: Int32
    let info: stat
    let name: String

    /// The file of the folder `path` names whose name is nearest to the missing one ("sale.csv" → "sales.csv"),
    /// as the user would type it; nil when none is close enough to be a typo.
    static func nearestFile(to path: String) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        let wanted = (path as NSString).lastPathComponent
        guard !wanted.isEmpty, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)
        else { return nil }
        let visible = names.filter { !$0.hasPrefix(".") }
        guard let near = NameSuggestion.closest(to: wanted, among: visible.map { $0.lowercased() }),
              let original = visible.first(where: { $0.lowercased() == near }) else { return nil }
        return folder.isEmpty ? original : (folder as NSString).appendingPathComponent(original)
    }

    init(_ path: String, folderReason: String) throws(ChartNarrateError) {
        name = path == "-" ? "<stdin>" : path
        fd = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            let code = errno
            var reason = String(cString: strerror(code))
            if code == ENOENT, let near = Self.nearestFile(to: path) { reason += " (did you mean \(near)?)" }
            throw .descriptor(.unreadable(path: name, reason: reason))
        }
        var status = stat()
        guard fstat(fd, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            if fd != STDIN_FILENO { close(fd) }
            throw .descriptor(.unreadable(path: name, reason: reason))
        }
        info = status
        if (status.st_mode & S_IFMT) == S_IFDIR {
            if fd != STDIN_FILENO { close(fd) }
            throw .descriptor(.unreadable(path: name, reason: folderReason))
        }
    }

    deinit { if fd != STDIN_FILENO { close(fd) } }
}

/// A problem found after parsing, to be located by attribute text (`AttributeLocator`).
struct LocatedProblem {
    /// The chart the attribute belongs to (nil for the document's root).
    var chartID: String?
    var attribute: String
    var value: String
    var message: String

    init(chartID: String?, attribute: String, value: String, message: String) {
        self.chartID = chartID
        self.attribute = attribute
        self.value = value
        self.message = message
    }

    init(_ problem: AxisFormatProblem) {
        self.init(chartID: problem.chartID, attribute: problem.attribute, value: problem.value, message: problem.message)
    }
}

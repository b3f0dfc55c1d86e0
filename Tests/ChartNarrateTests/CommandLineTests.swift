import Foundation
import Testing

/// Runs the built `chartnarrate` executable, as a user would.
struct CLIRun {
    let status: Int32
    let stdout: String
    let stderr: String

    static let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var executable: URL {
        // Another build of the command (e.g. the release one, for timing the corpus) can be named explicitly.
        if let path = ProcessInfo.processInfo.environment["CHARTNARRATE_EXECUTABLE"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        // The test bundle lives in the products directory next to the executable.
        var dir = Bundle.main.bundleURL
        for _ in 0..<4 where !FileManager.default.fileExists(atPath: dir.appendingPathComponent("chartnarrate").path) {
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent("chartnarrate")
    }

    /// Runs the command; standard input is `stdin` through a pipe, or the file `stdinFile`; standard output
    /// is captured, or goes to `stdoutFile` (such as /dev/full).
    init(_ arguments: [String], stdin: String? = nil, stdinFile: URL? = nil, stdoutFile: URL? = nil,
         in directory: URL? = nil, environment: [String: String] = [:]) throws {
        let process = Process()
        process.executableURL = CLIRun.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? CLIRun.repoRoot
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe(), err = Pipe(), input = Pipe()
        if let stdoutFile {
            process.standardOutput = try FileHandle(forWritingTo: stdoutFile)
        } else {
            process.standardOutput = out
        }
        process.standardError = err
        process.standardInput = try stdinFile.map { try FileHandle(forReadingFrom: $0) } ?? input
        try process.run()
        if stdinFile == nil {
            if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
            try input.fileHandleForWriting.close()
        }
        // Standard error is drained on its own thread: a child filling one pipe while the other is read
        // to its end would block forever.
        let errReader = PipeDrain(err.fileHandleForReading)
        let outData = stdoutFile == nil ? out.fileHandleForReading.readDataToEndOfFile() : Data()
        let errData = errReader.wait()
        process.waitUntilExit()
        status = process.terminationStatus
        stdout = String(decoding: outData, as: UTF8.self)
        stderr = String(decoding: errData, as: UTF8.self)
    }
}

/// Reads a pipe to its end on a thread of its own.
final class PipeDrain: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }.start()
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}

@Suite struct CommandLineTests {
    @Test func helpListsEveryExitCode() throws {
        let run = try CLIRun(["--help"])
        #expect(run.status == 0)
        for code in ["0", "64", "65", "66", "70", "73"] {
            #expect(run.stdout.contains("\n  \(code) "), "exit code \(code) missing from --help")
        }
    }

    @Test func unknownOptionIsAUsageErrorWithSuggestion() throws {
        let run = try CLIRun(["examples/daily-steps.xml", "--langg", "zh"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("did you mean --lang?"))
    }

    @Test func missingValueIsAUsageError() throws {
        let run = try CLIRun(["examples/daily-steps.xml", "--mode"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--mode needs a value"))
    }

    @Test func missingInputFileExits66() throws {
        let run = try CLIRun(["--validate", "no/such/file.xml"])
        #expect(run.status == 66)
        #expect(run.stderr.contains("no/such/file.xml"))
    }

    @Test func validateAcceptsEveryExample() throws {
        let examples = try FileManager.default.contentsOfDirectory(atPath: CLIRun.repoRoot.appendingPathComponent("examples").path)
            .filter { $0.hasSuffix(".xml") }.sorted().map { "examples/\($0)" }
        #expect(examples.count >= 5)
        let run = try CLIRun(["--validate"] + examples)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").count == examples.count)
        #expect(run.stdout.split(separator: "\n").allSatisfy { $0.contains(": ok: ") })
    }

    @Test func validateReadsStandardInput() throws {
        let xml = """
        <?xml version="1.0"?>
        <chart id="c" type="bar"><title>T</title>
          <x-axis type="category"><title>Q</title></x-axis>
          <y-axis type="numeric"><title>V</title></y-axis>
          <series name="S"><point x="a" y="1"/><point x="b" y="1461"/></series>
        </chart>
        """
        let run = try CLIRun(["--validate", "-"], stdin: xml)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "ok: 1 chart, 1 series, 2 points\n")
    }

    @Test func invalidDescriptorExits65WithLocation() throws {
        let xml = "<?xml version=\"1.0\"?>\n<chart>\n  <serie name=\"x\"/>\n</chart>\n"
        let run = try CLIRun(["--validate", "-"], stdin: xml)
        #expect(run.status == 65)
        #expect(run.stderr.contains("<stdin>:3:"))
        #expect(run.stderr.contains("did you mean <series>?"))
    }

    @Test func externalEntityIsRejectedNotExpanded() throws {
        let xml = """
        <?xml version="1.0"?>
        <!DOCTYPE chart [<!ENTITY x SYSTEM "file:///etc/passwd">]>
        <chart><title>&x;</title></chart>
        """
        let run = try CLIRun(["-", "--outline"], stdin: xml)
        #expect(run.status == 65)
        #expect(!run.stdout.contains("root:"))
        #expect(!run.stderr.contains("root:"))
        #expect(run.stderr.contains("<stdin>:2:"))
    }
}

@Suite struct FormatValidationTests {
    /// A y-axis attribute ICU cannot use, and the start of the located diagnostic it must produce.
    @Test(arguments: [
        (#"format="currency/XYZW bogus-thing""#, #"<stdin>:4:26: format="currency/XYZW bogus-thing" is not a valid ICU skeleton"#),
        (#"unit="length-furlongs""#, #"<stdin>:4:26: unit="length-furlongs" is not a CLDR unit ICU knows (did you mean unit="length-furlong"?)"#),
        (#"format="percent" unit="length-meter""#, #"<stdin>:4:43: unit="length-meter" cannot be combined with format="percent""#),
    ])
    func unusableAxisAttributeIsALocatedValidationError(attribute: String, diagnostic: String) throws {
        let xml = """
        <?xml version="1.0"?>
        <chart id="c" type="bar"><title>T</title>
          <x-axis type="category"><title>Q</title></x-axis>
          <y-axis type="numeric" \(attribute)><title>V</title></y-axis>
          <series name="S"><point x="a" y="1"/></series>
        </chart>
        """
        for arguments in [["--validate", "-"], ["-", "--no-audio"]] {
            let run = try CLIRun(arguments, stdin: xml)
            #expect(run.status == 65)
            #expect(run.stderr.hasPrefix(diagnostic), "\(run.stderr)")
        }
    }
}

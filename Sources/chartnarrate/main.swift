import Foundation
import ChartNarrate
import AudioRender

/// Writes to standard error (diagnostics, notices), control characters from input shown escaped.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((TerminalText.escaped(message) + "\n").utf8))
}

/// Results on standard output, written unbuffered so that a write error (a full disk, `> /dev/full`) is
/// seen and turned into exit 73 instead of being lost in a stdio buffer.
enum StandardOutput {
    nonisolated(unsafe) private(set) static var failure: String?

    /// Writes `text`, its control characters shown escaped unless it is `raw` (the explorer's full-screen
    /// frame, whose own escape sequences draw it and whose input text is escaped before).
    static func print(_ text: String, terminator: String = "\n", raw: Bool = false) {
        guard failure == nil else { return }
        let shown = raw ? text : TerminalText.escaped(text)
        do { try AtomicFile.writeAll(Data((shown + terminator).utf8), to: STDOUT_FILENO) } catch {
            failure = error.reason
        }
    }
}

func run() -> ExitCode {
    // Temporaries are removed and the exit status is 128 + N on SIGINT, SIGTERM, SIGHUP and SIGPIPE.
    SignalCleanup.installHandlers()
    MemoryReuse.configure()
    let options: CommandLineOptions
    do {
        options = try CommandLineParser.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
        printError("chartnarrate: \(error)")
        return .usage
    }
    do {
        try OptionChecks.check(options)
        switch options.action {
        case .help:
            StandardOutput.print(options.explore != nil ? ExploreOptions.help : HelpText.full)
            return .success
        case .version:
            StandardOutput.print("chartnarrate \(ChartNarrateVersion.string)")
            return .success
        case .validate:
            return try validate(options)
        case .listLanguages, .catalogCheck:
            return try Commands.languageCommand(options)
        case .run:
            return try Commands.run(options)
        case .convert:
            return try ConvertCommand.run(options)
        case .explore:
            return try ExploreCommand.run(options)
        case .batch:
            return try BatchCommand.run(options)
        }
    } catch let error as ChartNarrateError {
        // Located diagnostics stay bare ("file:line:column: message") so editors can jump to them.
        if case .descriptor(.invalid) = error {
            printError(error.description)
        } else {
            printError("chartnarrate: \(error.description)")
        }
        return error.exitCode
    } catch let error as UsageError {
        printError("chartnarrate: \(error)")
        return .usage
    } catch {
        printError("chartnarrate: internal error: \(error)")
        return .internalError
    }
}

/// `--validate`: every input is checked; the worst exit code wins.
func validate(_ options: CommandLineOptions) throws -> ExitCode {
    guard !options.inputs.isEmpty else { throw UsageError(description: "--validate needs at least one descriptor file") }
    var worst = ExitCode.success
    for input in options.inputs {
        do {
            let report = try FormatOptions.load(input, options)
            StandardOutput.print(options.inputs.count > 1 ? "\(input): \(DescriptorLoader.validationSummary(of: report))"
                                           : DescriptorLoader.validationSummary(of: report))
        } catch {
            printError(error.description)
            if error.exitCode.rawValue > worst.rawValue { worst = error.exitCode }
        }
    }
    return worst
}

/// A run whose results did not reach standard output failed, whatever else went well.
func finish(_ code: ExitCode) -> ExitCode {
    guard let failure = StandardOutput.failure else { return code }
    printError("chartnarrate: standard output: cannot write: \(failure)")
    return code == .success ? .cannotCreateOutput : code
}

exit(finish(run()).rawValue)

import Foundation
import ChartNarrate

/// Writes to standard error (diagnostics, notices, progress).
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

func run() -> ExitCode {
    let options: CommandLineOptions
    do {
        options = try CommandLineParser.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
        printError("chartnarrate: \(error)")
        return .usage
    }
    do {
        switch options.action {
        case .help:
            print(options.explore != nil ? ExploreOptions.help : HelpText.full)
            return .success
        case .version:
            print("chartnarrate \(ChartNarrateVersion.string)")
            return .success
        case .validate:
            return try validate(options)
        case .listLanguages, .catalogCheck:
            return try Commands.languageCommand(options)
        case .run:
            return try Commands.run(options)
        case .explore:
            return try ExploreCommand.run(options)
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
            let report = try DescriptorLoader.load(input)
            print(options.inputs.count > 1 ? "\(input): \(DescriptorLoader.validationSummary(of: report))"
                                           : DescriptorLoader.validationSummary(of: report))
        } catch {
            printError(error.description)
            if error.exitCode.rawValue > worst.rawValue { worst = error.exitCode }
        }
    }
    return worst
}

exit(run().rawValue)

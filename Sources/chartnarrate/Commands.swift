import Foundation
import ChartNarrate

/// The actions behind the command line; each maps options onto the library façade.
enum Commands {
    static func run(_ options: CommandLineOptions) throws -> ExitCode {
        guard options.inputs.count == 1 else {
            throw UsageError(description: options.inputs.isEmpty
                ? "no descriptor given; usage: chartnarrate <descriptor.xml | -> [options] (see --help)"
                : "give one descriptor (or use --validate for several)")
        }
        let report = try DescriptorLoader.load(options.inputs[0])
        if options.outline {
            print(Outline.render(report, language: options.language))
            return .success
        }
        print(Outline.render(report, language: options.language))
        return .success
    }

    static func languageCommand(_ options: CommandLineOptions) throws -> ExitCode {
        throw ChartNarrateError.usage("not available yet")
    }
}

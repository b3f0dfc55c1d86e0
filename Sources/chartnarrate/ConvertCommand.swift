import ChartDescriptorXML
import ChartNarrate

/// `chartnarrate convert INPUT [options]`: the chart descriptor of a CSV file, a Vega-Lite spec or a descriptor,
/// to edit and keep; on standard output, or in `--text-out`.
enum ConvertCommand {
    static func run(_ options: CommandLineOptions) throws -> ExitCode {
        guard options.inputs.count == 1 else {
            throw UsageError(description: "usage: chartnarrate convert <data.csv | spec.vl.json | descriptor.xml> [options] > chart.xml")
        }
        let report = try FormatOptions.load(options.inputs[0], options)
        let xml = DescriptorWriter().write(report)
        if let path = options.textOut {
            try OutputFile.write(xml, to: path)
            if !options.quiet { printError("descriptor: \(path)") }
        } else {
            print(xml, terminator: "")
        }
        return .success
    }
}

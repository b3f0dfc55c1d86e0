import ChartNarrate

/// The text of `--help`, generated from the option table so the two never disagree.
enum HelpText {
    static var full: String {
        var lines = [
            "chartnarrate \(ChartNarrateVersion.string): turn a chart (descriptor, CSV or Vega-Lite) into narration text and one audio file",
            "",
            "USAGE",
            "  chartnarrate <descriptor.xml | data.csv | spec.vl.json | -> [options]",
            "  chartnarrate convert <data.csv | spec.vl.json | descriptor.xml> [options] > chart.xml",
            "  chartnarrate batch <folder | files…> --out DIR [--lang en,zh] [--jobs N] [options]",
            "  chartnarrate --validate <descriptor.xml>...",
            "  chartnarrate --list-languages",
            "  chartnarrate catalog check",
            "  chartnarrate explore <descriptor.xml | data.csv | spec.vl.json> [options]   (keyboard explorer; see explore --help)",
            "",
            "  '-' reads the descriptor from standard input. Results go to standard output, errors to standard error.",
            "  convert writes the chart descriptor of any input, to edit and keep.",
            "  batch narrates every input in every language into DIR with a manifest (docs/batch.md).",
            "",
            "OPTIONS",
        ]
        lines += CommandLineParser.specs.map(line)
        for group in FormatOptions.groups + [BatchOptions.group] {
            lines += ["", group.title] + group.specs.map(line)
        }
        lines += ["", "EXIT CODES"]
        for code in ExitCode.allCases {
            let number = String(code.rawValue)
            lines.append("  " + number + String(repeating: " ", count: 5 - number.count) + code.meaning)
        }
        lines += ["  SIGINT, SIGTERM and SIGHUP remove the run's temporary files and exit 128 + the signal (130, 143, 129)."]
        lines += ["", "Descriptor format: docs/descriptor-format.md; CSV and Vega-Lite: docs/input-formats.md; manual: docs/chartnarrate.1"]
        return lines.joined(separator: "\n")
    }

    /// One option: "  -l, --lang TAG" padded to a column, then its help.
    static func line(_ spec: CommandLineParser.Spec) -> String {
        var left = "  " + (spec.short.map { "-\($0), " } ?? "    ") + "--" + spec.name
        if let v = spec.valueName { left += " \(v)" }
        return left + String(repeating: " ", count: max(2, 34 - left.count)) + spec.help
    }
}

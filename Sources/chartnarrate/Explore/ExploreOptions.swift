import ChartModel

/// The options only `chartnarrate explore` has; the shared ones (--lang, --voice, …) are parsed by
/// `CommandLineParser` into `CommandLineOptions` as for any run.
struct ExploreOptions: Equatable {
    var sound = false
    var speak = false
    var tui = false
    var keys: String?
    var record: String?

    static let specs: [CommandLineParser.Spec] = [
        .init(name: "sound", short: nil, valueName: nil, help: "sound each point's tone (pitch as in the audio graph, pan by x) and play audio graphs"),
        .init(name: "speak", short: nil, valueName: nil, help: "speak each line with espeak-ng (besides printing it)"),
        .init(name: "keys", short: nil, valueName: "KEYS", help: "run these keys and exit, e.g. \"→ → ] s q\" (keys are also read from standard input when it is not a terminal)"),
        .init(name: "record", short: nil, valueName: "FILE", help: "write what --sound and --speak would play to FILE (.wav .flac .ogg .mp3 .opus) instead of the device"),
        .init(name: "tui", short: nil, valueName: nil, help: "full-screen view with a sparkline of the series (screen readers: leave it off)"),
    ]

    /// Shared options that mean something to the explorer; every other run option is refused.
    static let sharedOptions = Set(["lang", "voice", "rate", "pitch", "numbering", "generated-short",
                                    "graph-seconds", "sample-rate", "quiet", "help"] + inputSpecs.map(\.name))

    /// The input options of the main command (--input-format and the CSV columns): a CSV or Vega-Lite input is
    /// explored as the main command reads it.
    static var inputSpecs: [CommandLineParser.Spec] {
        FormatOptions.groups.filter { $0.title.hasPrefix("INPUT") || $0.title.hasPrefix("CSV INPUT") }.flatMap(\.specs)
    }

    /// Parses the arguments after `explore`: explore's own options here, the shared ones by `CommandLineParser`.
    static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        var explore = ExploreOptions()
        var shared: [String] = []
        let mainSpecs = CommandLineParser.specs + inputSpecs
        var index = 0
        var onlyInputs = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyInputs || argument == "-" || !argument.hasPrefix("-") {
                shared.append(argument)
                continue
            }
            if argument == "--" { onlyInputs = true; shared.append(argument); continue }
            let body = argument.hasPrefix("--") ? String(argument.dropFirst(2)) : ""
            let name = String(body.prefix { $0 != "=" })
            let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
            if let spec = specs.first(where: { $0.name == name }) {
                var value: String?
                if spec.valueName != nil {
                    if let inline { value = inline } else if index < arguments.count {
                        value = arguments[index]
                        index += 1
                    } else {
                        throw UsageError(description: "--\(name) needs a value (\(spec.valueName!))")
                    }
                } else if inline != nil {
                    throw UsageError(description: "--\(name) takes no value")
                }
                switch name {
                case "sound": explore.sound = true
                case "speak": explore.speak = true
                case "tui": explore.tui = true
                case "keys": explore.keys = value
                default: explore.record = value
                }
                continue
            }
            // A shared option: by long name, or by its one-letter form.
            let main = argument.hasPrefix("--") ? mainSpecs.first { $0.name == name }
                : argument.count == 2 ? mainSpecs.first { $0.short == argument.last } : nil
            guard let main else {
                var message = "unknown option \(argument) for explore"
                let candidates = specs.map(\.name) + sharedOptions.sorted()
                if !name.isEmpty, let suggestion = NameSuggestion.closest(to: name, among: candidates) {
                    message += " (did you mean --\(suggestion)?)"
                }
                throw UsageError(description: message + "; see chartnarrate explore --help")
            }
            guard sharedOptions.contains(main.name) else {
                throw UsageError(description: "--\(main.name) does not apply to explore; see chartnarrate explore --help")
            }
            shared.append(argument)
            if main.valueName != nil && inline == nil && index < arguments.count {
                shared.append(arguments[index])
                index += 1
            }
        }
        var options = try CommandLineParser.parse(shared)
        options.explore = explore
        if options.action == .run { options.action = .explore }
        return options
    }

    /// `chartnarrate explore --help`.
    static var help: String {
        var lines = [
            "chartnarrate explore: move through a chart from the keyboard, one plain line per step",
            "",
            "USAGE",
            "  chartnarrate explore <chart.xml | data.csv | spec.vl.json> [--lang TAG] [--sound] [--speak] [--tui]",
            "  chartnarrate explore <input> --keys \"→ → ] s q\" [--sound] [--speak] [--record FILE]",
            "  chartnarrate explore data.csv --x Month --y Sales   (a CSV's columns as for the main command)",
            "",
            "  Keys come from the terminal; with --keys, or from standard input when it is not a terminal, the",
            "  explorer runs them and exits. Press ? inside for the keys (docs/explore.md lists them).",
            "",
            "OPTIONS",
        ]
        let shared = CommandLineParser.specs.filter { sharedOptions.contains($0.name) }
        for spec in specs + shared { lines.append(HelpText.line(spec)) }
        lines += ["", "INPUT (as for the main command; docs/input-formats.md)"]
        for spec in inputSpecs { lines.append(HelpText.line(spec)) }
        return lines.joined(separator: "\n")
    }
}

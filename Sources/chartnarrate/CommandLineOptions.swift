import ChartModel
import ChartNarrate
import Narration

/// What the command line asked for, after parsing and before anything runs.
struct CommandLineOptions: Equatable {
    enum Action: Equatable { case run, validate, help, version, listLanguages, catalogCheck, convert, explore, batch }

    var action: Action = .run
    var inputs: [String] = []
    var language: String?
    var mode: NarrationMode = .overview
    var format: TextFormat = .text
    var textOut: String?
    var audioOut: String?
    var noAudio = false
    var outline = false
    var timeline: String?
    var captions: String?
    var chapters: String?
    var voice: String?
    var rate: Int?
    var pitch: Int?
    var graphSeconds: Double?
    /// --graph-labels: say each marker's label over its ducked audio graph.
    var graphLabels = false
    var allPoints = false
    var generatedShort = false
    var walkthroughThreshold: Int?
    var numbering: String?
    var sampleRate: Int?
    var quiet = false
    /// --dry-run: print the spoken script with estimated durations; synthesise and write nothing.
    var dryRun = false
    var length: BriefingLength = .standard
    var limits = InputLimits()
    var audioLimits = AudioLimits()
    /// Whether --max-duration was given (it only applies to audio).
    var maxDurationGiven = false
    /// HTML and braille outputs, CSV and Vega-Lite inputs (FormatOptions.swift).
    var formats = FormatOptions()
    /// The options of `chartnarrate explore` (nil for other commands).
    var explore: ExploreOptions?
    /// The options of `chartnarrate batch` (BatchCommand.swift).
    var batch = BatchOptions()
}

/// A command-line mistake; the message says what to type instead.
struct UsageError: Error, CustomStringConvertible {
    let description: String
}

/// Hand-written parser (no outside packages are available): GNU-style long options,
/// `--name value` or `--name=value`, `-` as standard input, `--` ends options.
enum CommandLineParser {
    struct Spec {
        let name: String
        let short: Character?
        let valueName: String?
        let help: String
    }

    static let specs: [Spec] = [
        Spec(name: "lang", short: "l", valueName: "TAG", help: "narration language, BCP 47 (default: the document's xml:lang, else en)"),
        Spec(name: "mode", short: "m", valueName: "MODE", help: "short | long | walkthrough | digest | overview | all (default: overview = short, long, digests)"),
        Spec(name: "format", short: "f", valueName: "FORMAT", help: "text | markdown | json | html | braille (default: text)"),
        Spec(name: "text-out", short: nil, valueName: "FILE", help: "write the narration text to FILE instead of standard output"),
        Spec(name: "output", short: "o", valueName: "FILE", help: "audio file: .wav .flac .ogg .mp3 .opus (default: <input stem>.<lang>.wav)"),
        Spec(name: "no-audio", short: nil, valueName: nil, help: "text only; never needs espeak-ng"),
        Spec(name: "outline", short: nil, valueName: nil, help: "print a plain factual outline of each chart (no narration, no audio)"),
        Spec(name: "timeline", short: nil, valueName: "FILE", help: "write the audio timeline as JSON"),
        Spec(name: "captions", short: nil, valueName: "FILE", help: "write WebVTT captions of the audio"),
        Spec(name: "chapters", short: nil, valueName: "FILE", help: "write Podcasting 2.0 JSON chapters"),
        Spec(name: "length", short: nil, valueName: "LENGTH", help: "brief | standard | full: about 45 s, about 2 min a chart, or everything (default: standard)"),
        Spec(name: "dry-run", short: nil, valueName: nil, help: "print the spoken script with estimated durations per line and chart; synthesise and write nothing"),
        Spec(name: "voice", short: nil, valueName: "NAME", help: "espeak-ng voice (default: the language catalog's voice)"),
        Spec(name: "rate", short: nil, valueName: "WPM", help: "speaking rate in words per minute (80-450)"),
        Spec(name: "pitch", short: nil, valueName: "0-99", help: "voice pitch (default 50)"),
        Spec(name: "graph-seconds", short: nil, valueName: "SECONDS", help: "length of an audio graph of a continuous series (default 5)"),
        Spec(name: "graph-labels", short: nil, valueName: nil, help: "say a short label at each landmark marker over its audio graph (ducked about 12 dB)"),
        Spec(name: "sample-rate", short: nil, valueName: "HZ", help: "44100 or 48000 (default 48000)"),
        Spec(name: "generated-short", short: nil, valueName: nil, help: "use chartnarrate's own short description even when the descriptor has a <summary>"),
        Spec(name: "all-points", short: nil, valueName: nil, help: "walk through every point even in long series"),
        Spec(name: "walkthrough-threshold", short: nil, valueName: "N", help: "series longer than N points are walked through by interval (default 100)"),
        Spec(name: "numbering", short: nil, valueName: "SYSTEM", help: "digits to use, e.g. latn for Latin digits in Arabic"),
        Spec(name: "max-input-bytes", short: nil, valueName: "N", help: "refuse descriptors larger than N bytes; K, M, G suffixes (default 1G)"),
        Spec(name: "max-points", short: nil, valueName: "N", help: "refuse descriptors with more than N points (default 20000000)"),
        Spec(name: "max-series", short: nil, valueName: "N", help: "refuse inputs with more than N series (default 10000)"),
        Spec(name: "max-duration", short: nil, valueName: "MINUTES", help: "refuse briefings longer than this (default 60)"),
        Spec(name: "max-text-length", short: nil, valueName: "N", help: "refuse spoken descriptor texts longer than N characters (default 5000)"),
        Spec(name: "validate", short: nil, valueName: nil, help: "check the descriptors only and print a summary or the errors"),
        Spec(name: "list-languages", short: nil, valueName: nil, help: "list the shipped languages with native name, voice and completeness"),
        Spec(name: "quiet", short: "q", valueName: nil, help: "no progress or file notices on standard error"),
        Spec(name: "help", short: "h", valueName: nil, help: "show this help"),
        Spec(name: "version", short: nil, valueName: nil, help: "show the version"),
    ]

    /// Every option: the table above and the groups of FormatOptions.swift.
    static var allSpecs: [Spec] { specs + FormatOptions.specs + BatchOptions.group.specs }

    static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        if arguments.first == "explore" { return try ExploreOptions.parse(Array(arguments.dropFirst())) }
        var options = CommandLineOptions()
        var index = 0
        var onlyInputs = false

        func spec(named name: String) throws(UsageError) -> Spec {
            if let s = allSpecs.first(where: { $0.name == name }) { return s }
            var message = "unknown option --\(name)"
            if let suggestion = NameSuggestion.closest(to: name, among: allSpecs.map(\.name)) {
                message += " (did you mean --\(suggestion)?)"
            }
            throw UsageError(description: message + "; see --help")
        }

        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyInputs || argument == "-" || !argument.hasPrefix("-") {
                if argument == "convert" && options.inputs.isEmpty && options.action == .run {
                    options.action = .convert
                    continue
                }
                if argument == "batch" && options.inputs.isEmpty && options.action == .run {
                    options.action = .batch
                    continue
                }
                if argument == "catalog" && options.inputs.isEmpty && index < arguments.count && arguments[index] == "check" {
                    options.action = .catalogCheck
                    index += 1
                    continue
                }
                options.inputs.append(argument)
                continue
            }
            if argument == "--" { onlyInputs = true; continue }

            var name: String
            var inlineValue: String?
            if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                if let eq = body.firstIndex(of: "=") {
                    name = String(body[..<eq])
                    inlineValue = String(body[body.index(after: eq)...])
                } else {
                    name = String(body)
                }
            } else {
                let letter = argument.dropFirst().first!
                guard argument.count == 2, let s = allSpecs.first(where: { $0.short == letter }) else {
                    throw UsageError(description: "unknown option \(argument); see --help")
                }
                name = s.name
            }
            let s = try spec(named: name)
            var value: String?
            if s.valueName != nil {
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError(description: "--\(s.name) needs a value (\(s.valueName!))")
                }
            } else if inlineValue != nil {
                throw UsageError(description: "--\(s.name) takes no value")
            }
            try apply(s.name, value, to: &options)
        }
        try FormatOptions.check(options)
        return options
    }

    private static func apply(_ name: String, _ value: String?, to o: inout CommandLineOptions) throws(UsageError) {
        switch name {
        case "lang": o.language = value
        case "mode": o.mode = try choice(value, name, NarrationMode.self)
        case "format": o.format = try choice(value, name, TextFormat.self)
        case "text-out": o.textOut = value
        case "output": o.audioOut = value
        case "no-audio": o.noAudio = true
        case "outline": o.outline = true
        case "timeline": o.timeline = value
        case "captions": o.captions = value
        case "chapters": o.chapters = value
        case "voice": o.voice = value
        case "rate": o.rate = try integer(value, name, 80...450)
        case "length": o.length = try choice(value, name, BriefingLength.self)
        case "pitch": o.pitch = try integer(value, name, 0...99)
        case "graph-seconds":
            guard let v = value.flatMap(Double.init), v >= 0.5, v <= 120 else {
                throw UsageError(description: "--graph-seconds needs a number of seconds from 0.5 to 120, not \"\(value ?? "")\"")
            }
            o.graphSeconds = v
        case "sample-rate":
            let rate = try integer(value, name, 8000...192_000)
            guard rate == 44100 || rate == 48000 else {
                throw UsageError(description: "--sample-rate must be 44100 or 48000, not \(rate)")
            }
            o.sampleRate = rate
        case "all-points": o.allPoints = true
        case "generated-short": o.generatedShort = true
        case "walkthrough-threshold": o.walkthroughThreshold = try integer(value, name, 1...10_000_000)
        case "numbering": o.numbering = value
        case "max-input-bytes": o.limits.maxBytes = try byteCount(value, name)
        case "max-points": o.limits.maxPoints = try integer(value, name, 1...2_000_000_000)
        case "max-series": o.limits.maxSeries = try integer(value, name, 1...10_000_000)
        case "max-duration":
            guard let v = value.flatMap(Double.init), v >= 0.1, v <= 1440 else {
                throw UsageError(description: "--max-duration needs a number of minutes from 0.1 to 1440, not \"\(value ?? "")\"")
            }
            o.audioLimits.maxDuration = v * 60
            o.maxDurationGiven = true
        case "max-text-length": o.audioLimits.maxTextLength = try integer(value, name, 1...100_000_000)
        case "validate": o.action = .validate
        case "list-languages": o.action = .listLanguages
        case "quiet": o.quiet = true
        case "dry-run": o.dryRun = true
        case "graph-labels": o.graphLabels = true
        case "help": o.action = .help
        case "version": o.action = .version
        default:
            if try FormatOptions.apply(name, value, to: &o.formats) { return }
            guard try BatchOptions.apply(name, value, to: &o.batch) else {
                throw UsageError(description: "unknown option --\(name); see --help")
            }
        }
    }

    /// A value of one of the library's option enums; the error lists exactly the enum's cases.
    static func choice<T: RawRepresentable & CaseIterable>(_ value: String?, _ name: String, _: T.Type) throws(UsageError) -> T
        where T.RawValue == String {
        guard let value, let result = T(rawValue: value) else {
            let names = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(description: "--\(name) must be one of \(names), not \"\(value ?? "")\"")
        }
        return result
    }

    /// A byte count such as 500000, 64K, 100M or 2G (binary multiples), from 1 byte to 64 GiB.
    private static func byteCount(_ value: String?, _ name: String) throws(UsageError) -> Int {
        let text = value ?? ""
        let multipliers: [Character: Int] = ["k": 1 << 10, "K": 1 << 10, "m": 1 << 20, "M": 1 << 20, "g": 1 << 30, "G": 1 << 30]
        var digits = Substring(text), multiplier = 1
        if let last = text.last, let m = multipliers[last] { digits = text.dropLast(); multiplier = m }
        guard let n = Int(digits), n >= 1, n <= (64 << 30) / multiplier else {
            throw UsageError(description: "--\(name) needs a number of bytes from 1 to 64G (e.g. 500000, 64M, 2G), not \"\(text)\"")
        }
        return n * multiplier
    }

    static func integer(_ value: String?, _ name: String, _ range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let value, let n = Int(value), range.contains(n) else {
            throw UsageError(description: "--\(name) needs a whole number from \(range.lowerBound) to \(range.upperBound), not \"\(value ?? "")\"")
        }
        return n
    }
}

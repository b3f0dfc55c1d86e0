import ChartCSV
import ChartModel
import ChartNarrate
import AudioRender
import Foundation

/// The options only `chartnarrate batch` takes.
struct BatchOptions: Equatable {
    var out: String?
    var jobs: Int?
    var shard: Shard?
    var audioFormat: String?
    var force = false
    /// `--time-limit SECONDS`: nil for the default, 0 for none.
    var timeLimit: Int?

    /// Seconds one input may take when `--time-limit` is not given.
    static let defaultTimeLimit = 600

    /// `--shard K/N`.
    struct Shard: Equatable {
        var index: Int
        var count: Int
    }

    /// The option group in `--help` and the man page.
    static let group: (title: String, specs: [CommandLineParser.Spec]) = (
        "BATCH (chartnarrate batch <folder | files…> --out DIR [--lang en,zh])", [
            .init(name: "out", short: nil, valueName: "DIR", help: "the folder for the outputs (<name>.<lang>.<ext>) and manifest.json"),
            .init(name: "jobs", short: "j", valueName: "N", help: "inputs worked on at once (default: the number of processors)"),
            .init(name: "shard", short: nil, valueName: "K/N", help: "only the K-th of N shares of the sorted inputs, with its own manifest (for GNU parallel, Kubernetes, CI)"),
            .init(name: "audio-format", short: nil, valueName: "EXT", help: "wav | flac | ogg | mp3 | opus (default wav)"),
            .init(name: "force", short: nil, valueName: nil, help: "redo every output, also those the manifest shows up to date"),
            .init(name: "time-limit", short: nil, valueName: "SECONDS", help: "stop an input that takes longer and record it as failed (default 600; 0: no limit)"),
        ])

    /// Applies one of the batch options; false when `name` is not one of them.
    static func apply(_ name: String, _ value: String?, to o: inout BatchOptions) throws(UsageError) -> Bool {
        switch name {
        case "out": o.out = value
        case "jobs": o.jobs = try CommandLineParser.integer(value, name, 1...256)
        case "shard":
            let parts = (value ?? "").split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 100_000, k >= 1, k <= n else {
                throw UsageError(description: "--shard needs K/N with 1 ≤ K ≤ N, such as 1/4, not \"\(value ?? "")\"")
            }
            o.shard = Shard(index: k, count: n)
        case "audio-format": o.audioFormat = value
        case "force": o.force = true
        case "time-limit": o.timeLimit = try CommandLineParser.integer(value, name, 0...604_800)
        default: return false
        }
        return true
    }
}

/// `chartnarrate batch <folder | files…> --out DIR`: every input in every language, with a manifest. The work
/// itself is the library's `BatchRunner`; this file maps the options and shows progress.
enum BatchCommand {
    /// The library settings of the command line; usage errors for anything that cannot work, before any input is read.
    static func settings(_ o: CommandLineOptions) throws(ChartNarrateError) -> BatchSettings {
        guard let out = o.batch.out else { throw .usage("batch needs --out DIR, the folder for its outputs") }
        let single = [("--text-out", o.textOut), ("-o", o.audioOut), ("--timeline", o.timeline), ("--captions", o.captions),
                      ("--chapters", o.chapters)].compactMap { $0.1 == nil ? nil : $0.0 }
        if let first = single.first {
            throw .usage("\(first) names one run's output; a batch names its outputs itself (<name>.<lang>.<ext> in --out)")
        }
        if o.outline { throw .usage("--outline is not a batch output; use --mode and --format") }
        if o.noAudio, o.batch.audioFormat != nil { throw .usage("--audio-format shapes audio; drop it or drop --no-audio") }
        var settings = BatchSettings(outputDirectory: out)
        if let list = o.language {
            let languages = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard !languages.isEmpty, Set(languages).count == languages.count else {
                throw .usage("--lang needs a comma-separated list of different languages, such as en,zh, not \"\(list)\"")
            }
            for language in languages { try ChartBriefing.check(o.narrationOptions(language: language)) }
            settings.languages = languages
        }
        settings.narration = o.narrationOptions(language: "en")
        settings.mode = o.mode
        settings.format = o.format
        settings.html.standalone = o.formats.standalone
        settings.html.brailleWidth = o.formats.brailleWidth ?? 40
        settings.jsonPoints = o.formats.jsonPoints
        settings.inputFormat = o.formats.inputFormat
        settings.csv = o.formats.csv
        settings.inputLimits = o.limits
        settings.audioLimits = o.audioLimits
        settings.audio = o.audioOptions
        settings.audioFormat = o.noAudio ? nil : (o.batch.audioFormat ?? "wav")
        if let format = settings.audioFormat { try OutputFile.checkAudioPath("audio.\(format)", sampleRate: settings.audio.sampleRate) }
        if !o.noAudio, let voice = o.voice { try ChartBriefing.checkVoice(voice) }
        settings.jobs = o.batch.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        settings.shard = o.batch.shard.map { ($0.index, $0.count) }
        settings.force = o.batch.force
        return settings
    }

    /// The plan of the command line's inputs, each CSV input with its sidecar's options.
    static func plan(_ o: CommandLineOptions, settings: BatchSettings) throws -> BatchPlan {
        var plan = try BatchPlan.make(o.inputs, settings: settings)
        for index in plan.items.indices {
            guard let arguments = try plan.items[index].sidecarArguments() else { continue }
            plan.items[index].csv = try sidecarOptions(arguments, file: plan.items[index].sidecar!, over: o.formats)
        }
        return plan
    }

    static func run(_ o: CommandLineOptions) throws -> ExitCode {
        if let parent = ProcessInfo.processInfo.environment[BatchIsolation.environmentKey].flatMap({ Int32($0) }) {
            return try serve(o, parent: parent)
        }
        let settings = try settings(o)
        let plan = try plan(o, settings: settings)
        // Each worker is this command again in worker mode, so a crash or hang costs one input, not the batch.
        let limit = o.batch.timeLimit ?? BatchOptions.defaultTimeLimit
        let isolation = BatchIsolation(executable: selfExecutable(), arguments: Array(CommandLine.arguments.dropFirst()),
                                       timeLimit: limit == 0 ? nil : Double(limit))
        let bar = BatchProgressBar(enabled: !o.quiet && isatty(STDERR_FILENO) == 1)
        let manifest = try BatchRunner(plan: plan, settings: settings, isolation: isolation).run { finished, total, entries in
            for entry in entries {
                guard let error = entry.error else { continue }
                bar.clear()
                // Located diagnostics stay bare ("file:line:column: message"), as in a single run.
                let named = error.message.hasPrefix(entry.input + ":")
                if named && error.exitCode == ExitCode.invalidDescriptor.rawValue {
                    printError(error.message)
                } else {
                    printError("chartnarrate: " + (named ? error.message : "\(entry.input)\(entry.language.map { " (\($0))" } ?? ""): \(error.message)"))
                }
            }
            bar.update(finished, of: total)
        }
        bar.clear()
        if !o.quiet {
            let c = manifest.counts
            printError(String(format: "batch: %d written, %d up to date, %d failed (%d inputs) in %.1f s; manifest: %@",
                              c.done, c.upToDate, c.failed, plan.items.count, manifest.seconds, settings.manifestPath))
        }
        return manifest.exitCode
    }
}

extension BatchCommand {
    /// A batch's worker process (`BatchIsolation`): the same settings and plan as the batch, inputs taken from
    /// standard input and entries written to standard output, ended by SIGTERM when the batch ends.
    static func serve(_ o: CommandLineOptions, parent: Int32) throws -> ExitCode {
        guard SignalCleanup.endWithParent(parent) else { return .internalError }
        var settings = try settings(o)
        settings.beforeInput = { TestCrash.at(input: $0) }
        let plan = try plan(o, settings: settings)
        BatchRunner(plan: plan, settings: settings).serve(input: STDIN_FILENO, output: STDOUT_FILENO)
        return .success
    }

    /// The path of the running executable.
    static func selfExecutable() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// The CSV options of an input's `.args` sidecar, one argument a line, on top of the command line's: only the
    /// CSV input options belong there (a language or an output is the batch's). A mistake is a usage error naming
    /// the file, before any input is read.
    static func sidecarOptions(_ arguments: [String], file: String, over base: FormatOptions) throws(UsageError) -> CSVChartOptions {
        let csvSpecs = FormatOptions.groups.filter { $0.title.hasPrefix("CSV INPUT") }.flatMap(\.specs)
        var formats = base
        var index = 0
        while index < arguments.count {
            let argument = arguments[index].trimmingCharacters(in: .whitespaces)
            index += 1
            let body = argument.hasPrefix("--") ? String(argument.dropFirst(2)) : ""
            let name = String(body.prefix { $0 != "=" })
            guard let spec = csvSpecs.first(where: { $0.name == name }) else {
                var message = "\(file): \(argument.hasPrefix("--") ? "--\(name) is not a CSV input option" : "\"\(argument)\" is not an option")"
                if !name.isEmpty, let suggestion = NameSuggestion.closest(to: name, among: csvSpecs.map(\.name)) {
                    message += " (did you mean --\(suggestion)?)"
                }
                throw UsageError(description: message + "; a sidecar holds CSV options one a line, such as --x then Month (docs/batch.md)")
            }
            var value: String?
            if body.contains("=") {
                value = String(body.drop { $0 != "=" }.dropFirst())
            } else if spec.valueName != nil {
                guard index < arguments.count else { throw UsageError(description: "\(file): --\(name) needs a value (\(spec.valueName!)) on the next line") }
                value = arguments[index]
                index += 1
            }
            do { _ = try FormatOptions.apply(name, value, to: &formats) } catch {
                throw UsageError(description: "\(file): \(error.description)")
            }
        }
        return formats.csv
    }
}

/// `[#######.......] 37/100` on a terminal's standard error, redrawn in place; silent when it is not a terminal.
final class BatchProgressBar: @unchecked Sendable {
    private let enabled: Bool
    private var shown = false

    init(enabled: Bool) { self.enabled = enabled }

    func update(_ finished: Int, of total: Int) {
        guard enabled, total > 0 else { return }
        let width = 30, filled = finished * width / total
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        FileHandle.standardError.write(Data("\r\u{1B}[K[\(bar)] \(finished)/\(total)".utf8))
        shown = true
    }

    func clear() {
        guard shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        shown = false
    }
}

import AudioRender
import ChartModel
import Foundation
import Narration

/// One worker of a batch: takes an input, keeps or makes its outputs in each language, and says what happened.
struct BatchWorker {
    let settings: BatchSettings
    /// The previous run's entries by input.
    private let previous: [String: [BatchManifest.Entry]]
    /// One narrator per language, made on first use (loading a catalog and its templates is most of a small run).
    private var narrators: [String: Narrator] = [:]

    init(settings: BatchSettings, previous: [BatchManifest.Entry]) {
        self.settings = settings
        self.previous = Dictionary(grouping: previous, by: \.input)
    }

    /// The entries of `item`: one per language.
    mutating func process(_ item: BatchPlan.Item) -> [BatchManifest.Entry] {
        process(item, previous: previous[item.input] ?? [])
    }

    /// The entries of `item`, `earlier` being the previous manifest's entries for it. A language that fails
    /// loses its earlier outputs: they no longer match the input (issue 39).
    mutating func process(_ item: BatchPlan.Item, previous earlier: [BatchManifest.Entry]) -> [BatchManifest.Entry] {
        settings.beforeInput?(item.input)
        let clock = ContinuousClock.now
        let inputHash = Self.hash(file: item.input)

        // What can be kept is known before the input is parsed: from the languages asked for, or (when each
        // input speaks its own language) from the languages of the earlier run, which the same bytes decide.
        var kept: [BatchManifest.Entry] = []
        let wanted: [String]?
        if let languages = settings.languages {
            kept = languages.compactMap { language in earlier.first { $0.language == language }.flatMap { keep($0, item, inputHash) } }
            wanted = languages.filter { language in !kept.contains { $0.language == language } }
            if wanted?.isEmpty == true { return finishing(kept, since: clock) }
        } else {
            let all = earlier.compactMap { keep($0, item, inputHash) }
            if !earlier.isEmpty && all.count == earlier.count { return finishing(all, since: clock) }
            wanted = nil
        }

        let report: Report
        do {
            report = try ChartInput.load(item.input, format: settings.inputFormat, csv: item.csv ?? settings.csv, limits: settings.inputLimits,
                                         requireNarratedLanguage: settings.languages == nil)
        } catch {
            let languages: [String?] = wanted ?? [nil]
            Self.removeOutputs(of: earlier, languages: languages, settings: settings)
            let failures = languages.map { language in entry(item, inputHash, language: language, status: .failed, error: error) }
            return finishing(kept + failures, since: clock)
        }
        var made: [BatchManifest.Entry] = []
        for language in wanted ?? [ChartBriefing.defaultLanguage(for: report)] {
            let started = ContinuousClock.now
            var result: BatchManifest.Entry
            do {
                result = entry(item, inputHash, language: language, status: .done)
                result.outputs = try render(report, item: item, language: language)
            } catch {
                Self.removeOutputs(of: earlier, languages: [language], settings: settings)
                result = entry(item, inputHash, language: language, status: .failed, error: error)
            }
            result.seconds = Self.seconds(since: started)
            made.append(result)
        }
        let order = settings.languages ?? []
        return (kept + made).sorted { (order.firstIndex(of: $0.language ?? "") ?? 0) < (order.firstIndex(of: $1.language ?? "") ?? 0) }
    }

    /// Entries whose time is the whole input's (for kept and failed-early entries).
    private func finishing(_ entries: [BatchManifest.Entry], since clock: ContinuousClock.Instant) -> [BatchManifest.Entry] {
        let seconds = Self.seconds(since: clock)
        return entries.map { entry in
            var entry = entry
            if entry.status != .done { entry.seconds = seconds }
            return entry
        }
    }

    /// The earlier entry as kept, when it is up to date: same key and every file unchanged.
    private func keep(_ earlier: BatchManifest.Entry, _ item: BatchPlan.Item, _ inputHash: String?) -> BatchManifest.Entry? {
        guard earlier.status != .failed, let language = earlier.language, let inputHash,
              earlier.key == key(item, inputHash, language), !earlier.outputs.isEmpty else { return nil }
        for output in earlier.outputs {
            let path = (settings.outputDirectory as NSString).appendingPathComponent(output.path)
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
            guard size == output.bytes, Self.hash(file: path) == output.sha256 else { return nil }
        }
        var entry = earlier
        entry.status = .upToDate
        entry.error = nil
        return entry
    }

    /// Equal keys make equal outputs: the input's bytes, every setting, the language and the version.
    private func key(_ item: BatchPlan.Item, _ inputHash: String, _ language: String) -> String {
        // An input's own CSV options (its .args sidecar) shape its outputs as much as the settings do.
        let own = item.csv.map { "\noptions \(String(reflecting: $0))" } ?? ""
        return SHA256.hex(of: "chartnarrate \(ChartNarrateVersion.string)\n\(settings.fingerprint)\nlanguage \(language)\ninput \(inputHash)\(own)")
    }

    private func entry(_ item: BatchPlan.Item, _ inputHash: String?, language: String?, status: BatchManifest.Status,
                       error: ChartNarrateError? = nil) -> BatchManifest.Entry {
        BatchManifest.Entry(input: item.input, inputSHA256: inputHash, language: language, status: status,
                            key: inputHash.flatMap { hash in language.map { key(item, hash, $0) } }, outputs: [], seconds: 0,
                            error: error.map { BatchManifest.Failure(exitCode: $0.exitCode.rawValue, message: $0.description) })
    }

    /// Narrates (and renders) `report` in `language` and commits its outputs together.
    private mutating func render(_ report: Report, item: BatchPlan.Item, language: String) throws(ChartNarrateError) -> [BatchManifest.Output] {
        let narrator: Narrator
        if let cached = narrators[language] {
            narrator = cached
        } else {
            var options = settings.narration
            options.language = language
            do { narrator = try Narrator(options: options) } catch { throw ChartBriefing.failure(error) }
            narrators[language] = narrator
        }
        let briefing = try ChartBriefing(report: report, narrator: narrator)

        let folder = settings.outputDirectory as NSString
        let textName = "\(item.stem).\(language).\(settings.textExtension)"
        let textPath = folder.appendingPathComponent(textName)
        let subfolder = (textPath as NSString).deletingLastPathComponent
        do { try FileManager.default.createDirectory(atPath: subfolder, withIntermediateDirectories: true) } catch {
            throw .output(path: subfolder, reason: "cannot create the folder: \(error.localizedDescription)")
        }
        let outputs = OutputSet(input: item.input, removingStaleTemporaries: false)
        defer { outputs.discard() }
        let textOutput = try outputs.add(textPath, role: "the text output")
        var html = settings.html
        var audioFile: (name: String, path: String, output: OutputSet.Output, audio: RenderedAudio)?
        if let format = settings.audioFormat {
            let name = "\(item.stem).\(language).\(format)"
            let path = folder.appendingPathComponent(name)
            let output = try outputs.add(path, role: "the audio output")
            let audio = try briefing.audio(options: settings.audio, limits: settings.audioLimits)
            html.audio = briefing.htmlAudio(for: audio, source: OutputFile.relativeURL(of: path, from: textPath))
            audioFile = (name, path, output, audio)
        }
        let text = try briefing.text(mode: settings.mode, format: settings.format, html: html, brailleWidth: settings.html.brailleWidth,
                                     jsonPoints: settings.jsonPoints) + "\n"
        try outputs.write(text, to: textOutput)
        if let audioFile { try outputs.write(audioFile.audio, to: audioFile.output) }
        try outputs.commit()

        var written = [BatchManifest.Output(path: textName, bytes: text.utf8.count, sha256: SHA256.hex(of: text))]
        if let audioFile {
            let size = (try? FileManager.default.attributesOfItem(atPath: audioFile.path)[.size] as? Int) ?? 0
            written.append(BatchManifest.Output(path: audioFile.name, bytes: size, sha256: Self.hash(file: audioFile.path) ?? ""))
        }
        return written
    }

    /// Removes the outputs `earlier` entries recorded in `languages` (every language for nil) that are still as
    /// they were written (same SHA-256): an input that worked once and now fails must not leave its old
    /// `name.en.txt` beside a manifest that says failed.
    static func removeOutputs(of earlier: [BatchManifest.Entry], languages: [String?], settings: BatchSettings) {
        let all = languages.contains(nil)
        for entry in earlier where all || languages.contains(entry.language) {
            for output in entry.outputs {
                let path = (settings.outputDirectory as NSString).appendingPathComponent(output.path)
                if hash(file: path) == output.sha256 { unlink(path) }
            }
        }
    }

    /// The SHA-256 of a file's bytes, read a megabyte at a time; nil when it cannot be read.
    static func hash(file path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var hash = SHA256()
        do {
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty { hash.update(chunk) }
        } catch {
            return nil
        }
        return hash.hexDigest()
    }

    private static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}

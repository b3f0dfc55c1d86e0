import AudioRender
import ChartModel
import Foundation
import Narration

/// Runs a batch: every input of the plan in every language, `settings.jobs` at a time, each input's outputs
/// committed together, a failing input recorded and the rest carried on; then the manifest.
///
/// Work that is up to date is skipped: an entry of the previous manifest whose key (input bytes, settings,
/// language and version) matches and whose files are still there with their recorded checksums is kept as
/// it is. Each worker keeps one narrator per language, so catalogs and templates are loaded once per worker,
/// not once per input. With `isolation` (the command line) each worker is a process of its own, so a crash or a
/// hang on one input costs only that input (`BatchWorkerProcess`). The manifest is rewritten (atomically) as
/// inputs finish, holding the previous run's entries for the inputs not reached yet, so an interrupted or
/// killed batch resumes where it stopped.
package final class BatchRunner: Sendable {
    /// The inputs.
    package let plan: BatchPlan
    /// What to make of them.
    package let settings: BatchSettings
    /// Worker processes to run the inputs in; nil runs them in this process (library use).
    package let isolation: BatchIsolation?

    /// A batch of `plan` with `settings`, its inputs worked on in processes of their own with `isolation`.
    package init(plan: BatchPlan, settings: BatchSettings, isolation: BatchIsolation? = nil) {
        self.plan = plan
        self.settings = settings
        self.isolation = isolation
    }

    /// Runs the batch and writes its manifest. `progress` is called after each input (one call at a time) with the
    /// number of inputs finished, their total and the input's entries. Throws only when the output folder or the
    /// manifest cannot be written; failures of inputs are entries of the manifest.
    package func run(progress: (@Sendable (Int, Int, [BatchManifest.Entry]) -> Void)? = nil) throws(ChartNarrateError) -> BatchManifest {
        let started = Date()
        let clock = ContinuousClock.now
        do {
            try FileManager.default.createDirectory(atPath: settings.outputDirectory, withIntermediateDirectories: true)
        } catch {
            throw .output(path: settings.outputDirectory, reason: "cannot create the output folder: \(error.localizedDescription)")
        }
        Self.removeStaleTemporaries(below: settings.outputDirectory)
        let previous = settings.force ? [:] : Dictionary(grouping: BatchManifest.read(settings.manifestPath)?.entries ?? [], by: \.input)
        let state = BatchState(items: plan.items, previous: previous)
        let workers = max(1, min(settings.jobs, plan.items.count))
        // A checkpoint put off (the manifest was written a moment ago) is written within a second, also while
        // every worker is busy with a long or hung input.
        let flusher = DispatchSource.makeTimerSource(queue: .global())
        flusher.schedule(deadline: .now() + 1, repeating: 1)
        flusher.setEventHandler { state.flush { _ = try? self.write($0, started: started, clock: clock) } }
        flusher.resume()
        defer { flusher.cancel() }
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var worker = BatchWorker(settings: settings, previous: [])
            let process = isolation.map { BatchWorkerProcess(isolation: $0, settings: settings) }
            while let index = state.take() {
                let item = plan.items[index], earlier = previous[item.input] ?? []
                let entries = process?.process(item, index: index, previous: earlier) ?? worker.process(item, previous: earlier)
                state.finish(index, entries) { finished, partial in
                    progress?(finished, plan.items.count, entries)
                    if let partial { _ = try? self.write(partial, started: started, clock: clock) }
                }
            }
        }
        return try write(state.results(), started: started, clock: clock)
    }

    /// Serves a batch's requests as its worker process: reads one `BatchRequest` a line from `input`, works on
    /// that input as the batch would in process, and writes its entries as one JSON line to `output`, until
    /// `input` ends.
    package func serve(input: Int32, output: Int32) {
        var worker = BatchWorker(settings: settings, previous: [])
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            guard let newline = buffer.firstIndex(of: 0x0A) else {
                let n = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return }
                buffer.append(contentsOf: chunk[..<n])
                continue
            }
            let line = Data(buffer[..<newline])
            buffer.removeSubrange(...newline)
            guard let request = try? JSONDecoder().decode(BatchRequest.self, from: line), plan.items.indices.contains(request.index) else { return }
            let entries = worker.process(plan.items[request.index], previous: request.previous)
            guard let reply = try? JSONEncoder().encode(entries), (try? AtomicFile.writeAll(reply + Data([0x0A]), to: output)) != nil else { return }
        }
    }

    /// Removes the temporaries killed runs left anywhere below `folder` (their owners hold no lock on them).
    static func removeStaleTemporaries(below folder: String) {
        AtomicFile.removeStaleTemporaries(in: folder)
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return }
        while let entry = walker.nextObject() as? String {
            guard walker.fileAttributes?[.type] as? FileAttributeType == .typeDirectory else { continue }
            AtomicFile.removeStaleTemporaries(in: (folder as NSString).appendingPathComponent(entry))
        }
    }

    @discardableResult
    private func write(_ entries: [BatchManifest.Entry], started: Date, clock: ContinuousClock.Instant) throws(ChartNarrateError) -> BatchManifest {
        var counts = BatchManifest.Counts()
        for entry in entries {
            switch entry.status {
            case .done: counts.done += 1
            case .upToDate: counts.upToDate += 1
            case .failed: counts.failed += 1
            }
        }
        let elapsed = ContinuousClock.now - clock
        let manifest = BatchManifest(version: ChartNarrateVersion.string, started: ISO8601DateFormatter().string(from: started),
                                     seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
                                     jobs: max(1, min(settings.jobs, plan.items.count)),
                                     shard: settings.shard.map { "\($0.index)/\($0.count)" }, counts: counts, entries: entries)
        try OutputFile.write(manifest.json(), to: settings.manifestPath)
        return manifest
    }
}

/// The batch's shared state: which input is next, and the entries so far (behind one lock).
private final class BatchState: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var finished = 0
    private var entries: [[BatchManifest.Entry]?]
    /// The previous manifest's entries of each input, kept in the manifest until the input is redone.
    private let previous: [[BatchManifest.Entry]]
    private var lastCheckpoint = ContinuousClock.now
    private var checkpointCost = Duration.zero
    /// True when a finished input is not in the manifest yet.
    private var pending = false

    init(items: [BatchPlan.Item], previous: [String: [BatchManifest.Entry]]) {
        entries = Array(repeating: nil, count: items.count)
        self.previous = items.map { previous[$0.input] ?? [] }
    }

    /// The next input to work on, nil when all are taken.
    func take() -> Int? {
        lock.withLock {
            guard next < entries.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    /// Records an input's entries and calls `report` (with the manifest's entries when a checkpoint is due:
    /// after every input, unless writing the manifest takes more than a tenth of the time since the last
    /// one, as it does for thousands of entries), locked.
    func finish(_ index: Int, _ result: [BatchManifest.Entry], report: (Int, [BatchManifest.Entry]?) -> Void) {
        lock.withLock {
            entries[index] = result
            finished += 1
            let due = ContinuousClock.now - lastCheckpoint >= checkpointCost * 10 && finished < entries.count
            pending = !due && finished < entries.count
            let begun = ContinuousClock.now
            report(finished, due ? checkpoint : nil)
            if due { record(since: begun) }
        }
    }

    /// Writes a checkpoint `finish` put off, if any, with `write`, locked.
    func flush(_ write: ([BatchManifest.Entry]) -> Void) {
        lock.withLock {
            guard pending, finished < entries.count, ContinuousClock.now - lastCheckpoint >= checkpointCost * 10 else { return }
            pending = false
            let begun = ContinuousClock.now
            write(checkpoint)
            record(since: begun)
        }
    }

    /// The manifest's entries mid-run: the finished inputs' own, the previous run's for the others.
    private var checkpoint: [BatchManifest.Entry] { zip(entries, previous).flatMap { $0 ?? $1 } }

    private func record(since begun: ContinuousClock.Instant) {
        lastCheckpoint = .now
        checkpointCost = lastCheckpoint - begun
    }

    /// Every entry, in input order.
    func results() -> [BatchManifest.Entry] { lock.withLock { entries.compactMap { $0 }.flatMap { $0 } } }
}

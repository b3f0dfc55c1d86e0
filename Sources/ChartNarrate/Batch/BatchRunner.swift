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
/// not once per input. The manifest is also written every few seconds while the batch runs, so an
/// interrupted batch keeps what it finished.
package final class BatchRunner: Sendable {
    /// The inputs.
    package let plan: BatchPlan
    /// What to make of them.
    package let settings: BatchSettings

    /// A batch of `plan` with `settings`.
    package init(plan: BatchPlan, settings: BatchSettings) {
        self.plan = plan
        self.settings = settings
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
        let previous = settings.force ? nil : BatchManifest.read(settings.manifestPath)
        let state = BatchState(count: plan.items.count)
        let workers = max(1, min(settings.jobs, plan.items.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var worker = BatchWorker(settings: settings, previous: previous?.entries ?? [])
            while let index = state.take() {
                let entries = worker.process(plan.items[index])
                state.finish(index, entries) { finished, partial in
                    progress?(finished, plan.items.count, entries)
                    if let partial { _ = try? self.write(partial, started: started, clock: clock) }
                }
            }
        }
        return try write(state.results(), started: started, clock: clock)
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
    private var lastCheckpoint = ContinuousClock.now

    /// How often an unfinished batch rewrites its manifest.
    private static let checkpoint = Duration.seconds(5)

    init(count: Int) { entries = Array(repeating: nil, count: count) }

    /// The next input to work on, nil when all are taken.
    func take() -> Int? {
        lock.withLock {
            guard next < entries.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    /// Records an input's entries and calls `report` (with the entries so far when a checkpoint is due), locked.
    func finish(_ index: Int, _ result: [BatchManifest.Entry], report: (Int, [BatchManifest.Entry]?) -> Void) {
        lock.withLock {
            entries[index] = result
            finished += 1
            let due = ContinuousClock.now - lastCheckpoint >= Self.checkpoint && finished < entries.count
            if due { lastCheckpoint = .now }
            report(finished, due ? entries.compactMap { $0 }.flatMap { $0 } : nil)
        }
    }

    /// Every entry, in input order.
    func results() -> [BatchManifest.Entry] { lock.withLock { entries.compactMap { $0 }.flatMap { $0 } } }
}

import Foundation
import AudioRender

/// The output files of one run, checked before any work and committed together at the end, or none.
///
/// `add` checks each target at once: it must not name the input or another output of the run (compared
/// by folder and name, and by device and inode where the file exists), its folder must exist and be
/// writable, and it must not be a folder; then its temporary is created, so a bad path fails before
/// anything is computed. `commit()` writes the stream targets (standard output, devices, FIFOs) first,
/// since they are the ones that can still fail, then renames every temporary into place with signals
/// held, so an interrupted run ends with all of its outputs or none. Anything not committed is removed
/// by `discard()` or when the set is released.
package final class OutputSet: @unchecked Sendable {
    /// One output of the run.
    package final class Output: @unchecked Sendable {
        /// The target as given (`-` is standard output).
        package let path: String
        fileprivate let staged: AtomicFile.Staged
        fileprivate init(path: String, staged: AtomicFile.Staged) {
            self.path = path
            self.staged = staged
        }
    }

    private var outputs: [Output] = []
    private var keys: [String: String] = [:]
    private let input: FileIdentity?
    private let inputName: String?

    /// Whether `add` first removes what killed runs left for the same target (their unlocked temporaries); a
    /// batch's inputs do not, since the batch removes them from its whole output folder once.
    private let removesStaleTemporaries: Bool

    /// A set for a run reading `input` (a path, or `-` / nil for standard input or none).
    package init(input: String?, removingStaleTemporaries: Bool = true) {
        removesStaleTemporaries = removingStaleTemporaries
        inputName = input
        if let input, input != "-" {
            self.input = FileIdentity(path: input)
        } else if input == "-" {
            self.input = FileIdentity(descriptor: STDIN_FILENO)
        } else {
            self.input = nil
        }
    }

    deinit { discard() }

    /// Checks `path` and creates its temporary; `role` names it in messages ("--timeline").
    /// Throws a usage error for a clash with the input or another output, an output error for a bad folder.
    package func add(_ path: String, role: String) throws(ChartNarrateError) -> Output {
        guard !path.isEmpty else { throw .usage("\(role) needs a file name, not an empty string") }
        let stream: Bool
        do { stream = try AtomicFile.isStream(path) } catch {
            throw .output(path: path, reason: error.reason)
        }
        let identity = path == "-" ? FileIdentity(descriptor: STDOUT_FILENO) : FileIdentity(path: path)
        if !stream {
            if let input, let identity, identity == input, input.isRegular {
                throw .usage("\(role) \(path) is the input descriptor\(inputName == "-" ? " (standard input)" : ""); choose another output name")
            }
            let key = try entryKey(path)
            if let other = keys[key] {
                throw .usage("\(role) \(path) is the same file as \(other); give each output its own name")
            }
            keys[key] = "\(role) \(path)"
        }
        if !stream && removesStaleTemporaries {
            let url = URL(fileURLWithPath: path)
            AtomicFile.removeStaleTemporaries(in: url.deletingLastPathComponent().path, for: url.lastPathComponent)
        }
        do {
            let output = Output(path: path, staged: try AtomicFile.stage(path))
            outputs.append(output)
            return output
        } catch {
            throw .output(path: path, reason: error.reason)
        }
    }

    /// Sets the text of `output`.
    package func write(_ text: String, to output: Output) throws(ChartNarrateError) {
        do { try output.staged.write(Data(text.utf8)) } catch {
            throw .output(path: output.path, reason: error.reason)
        }
    }

    /// Encodes `audio` into `output` by its extension; `progress` receives the encoded fraction.
    package func write(_ audio: RenderedAudio, to output: Output, progress: ((Double) -> Void)? = nil) throws(ChartNarrateError) {
        do { try AudioFileWriter.encode(audio, into: output.staged, progress: progress) } catch {
            switch error {
            case .unsupportedExtension, .opusRequires48kHz: throw .usage(error.description)
            default: throw .output(path: output.path, reason: error.description)
            }
        }
    }

    /// Renders audio straight into `output` (format by its extension): `render` receives the encoder to render
    /// into, so the programme is never held in memory.
    package func render<T>(to output: Output, _ render: (AudioSink) throws(ChartNarrateError) -> T) throws(ChartNarrateError) -> T {
        do {
            return try AudioFileWriter.encode(into: output.staged) { encoder in try render(encoder) }
        } catch let error as ChartNarrateError {
            throw error
        } catch let error as AudioFileError {
            switch error {
            case .unsupportedExtension, .opusRequires48kHz: throw .usage(error.description)
            default: throw .output(path: output.path, reason: error.description)
            }
        } catch {
            throw .internalError("audio encoding failed: \(error)")
        }
    }

    /// Puts every output in place (streams first, then the renames, with signals held); on a failure the
    /// outputs not yet in place are removed and the error is thrown.
    package func commit() throws(ChartNarrateError) {
        let ordered = outputs.filter(\.staged.isStream) + outputs.filter { !$0.staged.isStream }
        // Another run committing into the same folders finishes first: each run's outputs land together.
        let locks = AtomicFile.FolderLocks(outputs.filter { !$0.staged.isStream }.map { ($0.path as NSString).deletingLastPathComponent })
        defer { locks.release() }
        SignalCleanup.hold()
        defer { SignalCleanup.release() }
        for output in ordered {
            do { try output.staged.commit() } catch {
                discard()
                throw .output(path: output.path == "-" ? "standard output" : output.path, reason: error.reason)
            }
        }
        outputs.removeAll()
    }

    /// Removes every temporary not yet committed; targets stay as they were.
    package func discard() {
        for output in outputs { output.staged.discard() }
        outputs.removeAll()
    }

    /// The folder (resolved) and name of a regular target: two paths with the same key are the same entry.
    private func entryKey(_ path: String) throws(ChartNarrateError) -> String {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        guard let resolved = realpath(folder, nil) else {
            let reason = String(cString: strerror(errno))
            throw .output(path: path, reason: "its folder \(folder): \(reason); create the folder first")
        }
        defer { free(resolved) }
        return String(cString: resolved) + "/" + url.lastPathComponent
    }
}

/// A file's device and inode, to tell whether two names reach the same file.
struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64
    let isRegular: Bool

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    private init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        isRegular = (info.st_mode & S_IFMT) == S_IFREG
    }

    static func == (a: FileIdentity, b: FileIdentity) -> Bool { a.device == b.device && a.inode == b.inode }
}

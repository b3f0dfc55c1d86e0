import Foundation

/// The record of a batch run, written as JSON beside its outputs: every input, what became of it in each
/// language, the outputs with their sizes and SHA-256 checksums, timings and errors. The next run reads it
/// to skip the work that is still up to date.
public struct BatchManifest: Codable, Sendable {
    /// What happened to one input in one language.
    public enum Status: String, Codable, Sendable {
        /// The outputs were written.
        case done
        /// The outputs of an earlier run were kept: same input, settings and version, files unchanged.
        case upToDate = "up-to-date"
        /// The input or its narration failed; `error` says why.
        case failed
    }

    /// One output file.
    public struct Output: Codable, Sendable, Hashable {
        /// The path below the output folder.
        public var path: String
        /// Its size in bytes.
        public var bytes: Int
        /// Its SHA-256, hex.
        public var sha256: String
    }

    /// Why an input failed: the exit code a single run would have ended with, and its message.
    public struct Failure: Codable, Sendable, Hashable {
        /// The exit code (65 invalid descriptor, 66 unreadable, 73 output, 70 internal…).
        public var exitCode: Int32
        /// The message, with file:line:column where the error has one.
        public var message: String
    }

    /// One input in one language.
    public struct Entry: Codable, Sendable {
        /// The input's path as given.
        public var input: String
        /// The SHA-256 of the input's bytes (nil when it could not be read).
        public var inputSHA256: String?
        /// The narration language (nil when the input failed before its language was known).
        public var language: String?
        /// What happened.
        public var status: Status
        /// The hash of input, settings, language and version: equal keys make equal outputs.
        public var key: String?
        /// The files written (or kept).
        public var outputs: [Output]
        /// Wall-clock seconds spent on it.
        public var seconds: Double
        /// Why it failed.
        public var error: Failure?
    }

    /// How many entries of each status.
    public struct Counts: Codable, Sendable, Hashable {
        /// Outputs written.
        public var done = 0
        /// Outputs kept from an earlier run.
        public var upToDate = 0
        /// Failures.
        public var failed = 0

        /// Counts as given.
        public init(done: Int = 0, upToDate: Int = 0, failed: Int = 0) {
            self.done = done
            self.upToDate = upToDate
            self.failed = failed
        }
    }

    /// Always "chartnarrate".
    public var tool = "chartnarrate"
    /// The chartnarrate version that ran.
    public var version: String
    /// When the run started (ISO 8601, UTC).
    public var started: String
    /// Wall-clock seconds of the whole run.
    public var seconds: Double
    /// Inputs worked on at once.
    public var jobs: Int
    /// "K/N" when the run was one shard of the inputs.
    public var shard: String?
    /// Entries by status.
    public var counts: Counts
    /// Every input in every language, in input order.
    public var entries: [Entry]

    /// The worst exit code among the failures (0 when none failed), as `--validate` reports several files.
    public var exitCode: ExitCode {
        entries.compactMap { $0.error.flatMap { ExitCode(rawValue: $0.exitCode) } }.max { $0.rawValue < $1.rawValue } ?? .success
    }

    /// The manifest as pretty-printed JSON with sorted keys (stable to diff).
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self) + "\n"
    }

    /// The manifest at `path`, or nil when there is none or it cannot be read (then nothing is skipped).
    public static func read(_ path: String) -> BatchManifest? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JSONDecoder().decode(BatchManifest.self, from: data)
    }
}

import Foundation

/// The record of a batch run, written as JSON beside its outputs: every input, what became of it in each
/// language, the outputs with their sizes and SHA-256 checksums, timings and errors. The next run reads it
/// to skip the work that is still up to date.
package struct BatchManifest: Codable, Sendable {
    /// What happened to one input in one language.
    package enum Status: String, Codable, Sendable {
        /// The outputs were written.
        case done
        /// The outputs of an earlier run were kept: same input, settings and version, files unchanged.
        case upToDate = "up-to-date"
        /// The input or its narration failed; `error` says why.
        case failed
    }

    /// One output file.
    package struct Output: Codable, Sendable, Hashable {
        /// The path below the output folder.
        package var path: String
        /// Its size in bytes.
        package var bytes: Int
        /// Its SHA-256, hex.
        package var sha256: String
    }

    /// Why an input failed: the exit code a single run would have ended with, and its message.
    package struct Failure: Codable, Sendable, Hashable {
        /// The exit code (65 invalid descriptor, 66 unreadable, 73 output, 70 internal…).
        package var exitCode: Int32
        /// The message, with file:line:column where the error has one.
        package var message: String
    }

    /// One input in one language.
    package struct Entry: Codable, Sendable {
        /// The input's path as given.
        package var input: String
        /// The SHA-256 of the input's bytes (nil when it could not be read).
        package var inputSHA256: String?
        /// The narration language (nil when the input failed before its language was known).
        package var language: String?
        /// What happened.
        package var status: Status
        /// The hash of input, settings, language and version: equal keys make equal outputs.
        package var key: String?
        /// The files written (or kept).
        package var outputs: [Output]
        /// Wall-clock seconds spent on it.
        package var seconds: Double
        /// Why it failed.
        package var error: Failure?
    }

    /// How many entries of each status.
    package struct Counts: Codable, Sendable, Hashable {
        /// Outputs written.
        package var done = 0
        /// Outputs kept from an earlier run.
        package var upToDate = 0
        /// Failures.
        package var failed = 0

        /// Counts as given.
        package init(done: Int = 0, upToDate: Int = 0, failed: Int = 0) {
            self.done = done
            self.upToDate = upToDate
            self.failed = failed
        }
    }

    /// Always "chartnarrate".
    package var tool = "chartnarrate"
    /// The chartnarrate version that ran.
    package var version: String
    /// When the run started (ISO 8601, UTC).
    package var started: String
    /// Wall-clock seconds of the whole run.
    package var seconds: Double
    /// Inputs worked on at once.
    package var jobs: Int
    /// "K/N" when the run was one shard of the inputs.
    package var shard: String?
    /// Entries by status.
    package var counts: Counts
    /// Every input in every language, in input order.
    package var entries: [Entry]

    /// The worst exit code among the failures (0 when none failed), as `--validate` reports several files.
    package var exitCode: ExitCode {
        entries.compactMap { $0.error.flatMap { ExitCode(rawValue: $0.exitCode) } }.max { $0.rawValue < $1.rawValue } ?? .success
    }

    /// The manifest as pretty-printed JSON with sorted keys (stable to diff).
    package func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self) + "\n"
    }

    /// The manifest at `path`, or nil when there is none or it cannot be read (then nothing is skipped).
    package static func read(_ path: String) -> BatchManifest? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JSONDecoder().decode(BatchManifest.self, from: data)
    }
}

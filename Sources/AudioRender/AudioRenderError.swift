/// Why speech, resampling, mixing or loudness measurement failed.
package enum AudioRenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// espeak-ng could not be initialised (its data files are missing).
    case speechEngineUnavailable
    /// espeak-ng has no voice of this name.
    case voiceNotFound(String)
    /// espeak-ng returned an error code while synthesizing.
    case synthesisFailed(code: Int32)
    /// libsoxr reported an error.
    case resamplingFailed(String)
    /// libebur128 could not be set up or fed.
    case loudnessMeasurementFailed
    /// The mixing rate is not one the renderer supports.
    case unsupportedSampleRate(Int)
    /// A sonification cue names a chart or series the report does not have.
    case missingSeries(chartID: String, seriesIndex: Int)
    /// The scratch file that holds the programme between the rendering passes could not be written or read.
    case scratchFileFailed(String)
    /// The programme passed `AudioOptions.maxDuration` (seconds) while being rendered.
    case programmeTooLong(limit: Double)

    /// What went wrong and what to do about it.
    package var description: String {
        switch self {
        case .speechEngineUnavailable:
            return "espeak-ng could not start: install the espeak-ng-data package (scripts/install-deps.sh)."
        case .voiceNotFound(let name):
            return "espeak-ng has no voice '\(name)'. List the installed voices with `espeak-ng --voices` "
                + "(or `espeak-ng --voices=<language>`) and pass one with --voice."
        case .synthesisFailed(let code):
            return "espeak-ng failed to synthesize speech (error \(code)); check the voice and the espeak-ng-data installation."
        case .resamplingFailed(let message):
            return "Resampling with libsoxr failed: \(message)."
        case .loudnessMeasurementFailed:
            return "libebur128 could not measure loudness; check the libebur128 installation."
        case .unsupportedSampleRate(let rate):
            return "Cannot mix at \(rate) Hz: use 48000 or 44100."
        case .missingSeries(let chartID, let seriesIndex):
            return "The script plays series \(seriesIndex) of chart '\(chartID)', which the report does not contain; "
                + "render the script with the report it was made from."
        case .scratchFileFailed(let reason):
            return "The scratch file for rendering audio failed: \(reason). Check the free space of the temporary folder (TMPDIR, else /tmp)."
        case .programmeTooLong(let limit):
            return "The briefing would last more than \(Self.minutes(limit)) (the limit): narrate less (--mode short, "
                + "shorter texts) or raise --max-duration."
        }
    }

    /// "60 minutes", "90 seconds", "1.5 minutes".
    static func minutes(_ seconds: Double) -> String {
        if seconds < 120 { return "\(Int(seconds.rounded())) seconds" }
        let m = seconds / 60
        return m == m.rounded() ? "\(Int(m)) minutes" : String(format: "%.1f minutes", m)
    }
}

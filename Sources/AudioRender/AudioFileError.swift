/// Why an audio file could not be written. No partial file is ever left behind.
package enum AudioFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The output name's extension names no supported format.
    case unsupportedExtension(String)
    /// Opus was asked for at a rate other than 48 kHz.
    case opusRequires48kHz(Int)
    /// The encoder could not be opened on the temporary file (folder missing or not writable, …).
    case cannotCreate(path: String, reason: String)
    /// Encoding stopped part-way.
    case encodingFailed(path: String, reason: String)
    /// The finished temporary file could not be renamed into place.
    case cannotMove(path: String, reason: String)

    /// What went wrong and what to do about it.
    package var description: String {
        switch self {
        case .unsupportedExtension(let ext):
            let known = AudioFileFormat.allCases.map { "." + $0.rawValue }.joined(separator: ", ")
            return "Unknown audio format '.\(ext)': name the output file with one of \(known)."
        case .opusRequires48kHz(let rate):
            return "Opus can only be written at 48000 Hz (the mix is \(rate) Hz): use --sample-rate 48000 or another format."
        case .cannotCreate(let path, let reason):
            return "Cannot create an audio file in the folder of \(path): \(reason). Check that the folder exists and is writable."
        case .encodingFailed(let path, let reason):
            return "Writing \(path) failed: \(reason). Nothing was written; check free disk space."
        case .cannotMove(let path, let reason):
            return "Cannot move the finished audio into place at \(path): \(reason)."
        }
    }
}

import CSndFile

/// An output encoding, chosen by file extension.
package enum AudioFileFormat: String, Sendable, Hashable, CaseIterable {
    /// RIFF WAVE, 16-bit PCM.
    case wav
    /// FLAC, 16-bit.
    case flac
    /// Ogg Vorbis.
    case ogg
    /// MPEG-1 Layer III, constant bit rate (128 kbit/s stereo, 96 kbit/s mono).
    case mp3
    /// Ogg Opus (48 kHz only).
    case opus

    /// The format for a file name's extension (case-insensitive).
    package init(pathExtension: String) throws(AudioFileError) {
        guard let format = AudioFileFormat(rawValue: pathExtension.lowercased()) else {
            throw .unsupportedExtension(pathExtension)
        }
        self = format
    }

    /// libsndfile's major|minor format code.
    var sndfileFormat: Int32 {
        switch self {
        case .wav: Int32(SF_FORMAT_WAV | SF_FORMAT_PCM_16)
        case .flac: Int32(SF_FORMAT_FLAC | SF_FORMAT_PCM_16)
        case .ogg: Int32(SF_FORMAT_OGG | SF_FORMAT_VORBIS)
        case .mp3: Int32(SF_FORMAT_MPEG | SF_FORMAT_MPEG_LAYER_III)
        case .opus: Int32(SF_FORMAT_OGG | SF_FORMAT_OPUS)
        }
    }
}

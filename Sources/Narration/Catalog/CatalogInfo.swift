/// A shipped narration language, for listings such as `--list-languages`.
public struct CatalogInfo: Sendable, Hashable {
    /// The language code (catalog file name), e.g. "zh".
    public var code: String
    /// The language's name in itself, e.g. "简体中文".
    public var nativeName: String
    /// The espeak-ng voice its speech uses.
    public var voice: String
    /// Share of the English catalog's keys this catalog has, from 0 to 1.
    public var completeness: Double

    /// Creates an entry.
    package init(code: String, nativeName: String, voice: String, completeness: Double) {
        self.code = code
        self.nativeName = nativeName
        self.voice = voice
        self.completeness = completeness
    }
}

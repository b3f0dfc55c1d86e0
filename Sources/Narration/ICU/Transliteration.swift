import CICUBridge

/// ICU transforms such as `Han-Latin; Latin-NumericPinyin`.
enum Transliteration {
    /// `text` run through the ICU transform `id`.
    static func transform(_ text: String, id: String) throws(ICUFailure) -> String {
        try ICUBuffer.string { icub_transliterate(id, text, $0, $1) }
    }
}

/// How a language's narration text is prepared for espeak-ng (the catalog's "speech" section).
package struct SpeechSettings: Sendable, Hashable, Decodable {
    /// The espeak-ng voice that speaks the prepared text.
    package var voice: String
    /// Whether numbers are replaced by words (ICU spellout) before speaking.
    package var spellOutNumbers: Bool
    /// An ICU transform applied last (e.g. `Han-Latin; Latin-NumericPinyin`), or nil.
    package var transform: String?
    /// Words whose reading the transform gets wrong, mapped to what to say instead.
    package var lexicon: [String: String]
    /// Strings after which a number is read digit by digit (zh "2024年": 二〇二四年).
    package var digitsBefore: [String]
    /// Words that replace a spelled-out whole number before certain counters (zh: 2 before 个 → 两).
    package var numberWords: [NumberWord]
    /// Literal replacements applied after the lexicon (e.g. full-width punctuation to ASCII pauses).
    package var replacements: [String: String]
    /// Whole words (not inside a longer word) said differently, e.g. month abbreviations ("sept." → "septembre");
    /// applied after the lexicon, before `replacements`.
    package var words: [String: String]
    /// Days of the month said as ordinals before month names (applied first), or nil.
    package var ordinalDays: OrdinalDays?
    /// The word for the minus sign of negative numbers, for voices that drop the sign (es "menos"), or nil.
    package var minusWord: String?
    /// Calendar years said as years ("twenty nineteen"), or nil when the voice already does.
    package var years: SpokenYears?
    /// Numbers before scale words said with fewer digits ("138 million" for "138.4 million"), or nil.
    package var roundScaled: ScaledNumberRounding?
    /// The speaking rate handed to espeak-ng, in its words per minute (165 unless the catalog says otherwise).
    package var wordsPerMinute: Int
    /// How long the voice takes to say a prepared text at `wordsPerMinute`, fitted on the examples' audio; only for
    /// estimating a briefing's duration before synthesis (nil: `wordsPerMinute` words a minute).
    package var pace: SpeechPace?

    private enum CodingKeys: String, CodingKey {
        case voice, spellOutNumbers, transform, lexicon, digitsBefore, numberWords, replacements, words, ordinalDays, minusWord, years, roundScaled, wordsPerMinute,
             pace
    }

    /// Decodes the section; the optional fields default to empty.
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        voice = try c.decode(String.self, forKey: .voice)
        spellOutNumbers = try c.decodeIfPresent(Bool.self, forKey: .spellOutNumbers) ?? false
        transform = try c.decodeIfPresent(String.self, forKey: .transform)
        lexicon = try c.decodeIfPresent([String: String].self, forKey: .lexicon) ?? [:]
        digitsBefore = try c.decodeIfPresent([String].self, forKey: .digitsBefore) ?? []
        numberWords = try c.decodeIfPresent([NumberWord].self, forKey: .numberWords) ?? []
        replacements = try c.decodeIfPresent([String: String].self, forKey: .replacements) ?? [:]
        words = try c.decodeIfPresent([String: String].self, forKey: .words) ?? [:]
        ordinalDays = try c.decodeIfPresent(OrdinalDays.self, forKey: .ordinalDays)
        minusWord = try c.decodeIfPresent(String.self, forKey: .minusWord)
        years = try c.decodeIfPresent(SpokenYears.self, forKey: .years)
        roundScaled = try c.decodeIfPresent(ScaledNumberRounding.self, forKey: .roundScaled)
        wordsPerMinute = try c.decodeIfPresent(Int.self, forKey: .wordsPerMinute) ?? 165
        pace = try c.decodeIfPresent(SpeechPace.self, forKey: .pace)
    }
}

/// A spoken word for a whole number when it directly precedes one of some strings.
package struct NumberWord: Sendable, Hashable, Decodable {
    /// The number (e.g. 2).
    package var value: Int
    /// What to say instead of the spellout (e.g. "两").
    package var word: String
    /// The strings it must precede (e.g. "个", "次").
    package var before: [String]
}

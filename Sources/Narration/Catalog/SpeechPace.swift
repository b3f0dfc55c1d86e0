/// How long a language's voice takes to say a prepared text at the catalog's `wordsPerMinute` (the catalog's
/// `speech.pace`): seconds per letter of the language's own script, per Latin letter, per clause or sentence mark,
/// and per spoken item, fitted by least squares on the rendered examples' speech (docs/translating.md says how).
/// Only for estimating a briefing's length before anything is synthesised.
package struct SpeechPace: Sendable, Hashable, Decodable {
    /// Seconds per letter of the language's script (a Latin-script language: every letter).
    package var letter: Double
    /// Seconds per Latin letter (in a Latin-script language, the same as `letter`).
    package var latinLetter: Double
    /// Seconds per clause or sentence mark (a bracket counts half).
    package var pause: Double
    /// Seconds per spoken item (the voice's start and end).
    package var item: Double

    /// A pace from its four coefficients.
    package init(letter: Double, latinLetter: Double, pause: Double, item: Double) {
        self.letter = letter
        self.latinLetter = latinLetter
        self.pause = pause
        self.item = item
    }

    /// Seconds to say a text of measure `m` at the catalog's rate.
    package func seconds(_ m: SpokenMeasure) -> Double {
        Double(m.letters) * letter + Double(m.latin) * latinLetter + m.weightedPauses * pause + item
    }
}

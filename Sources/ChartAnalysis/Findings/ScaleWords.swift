/// The side of a rating scale one answer stands on.
package enum ScalePole: Sendable, Hashable {
    /// Agree, satisfied, likely, good, important, high.
    case positive
    /// Disagree, dissatisfied, unlikely, poor, not important, low.
    case negative
    /// Neutral, neither … nor, medium, fair.
    case middle
}

/// The words of rating scales' answers in the ten narration languages (en zh es fr de pt ru ar hi ko): which side
/// an answer stands on ("Very satisfied" positive, "Not at all important" negative, "Neither agree nor disagree"
/// the middle; "Don't know" outside it). docs/findings.md, "Survey scales", lists the families: agree, satisfied, likely, good, approve,
/// important, happy, accurate, support, high and their opposites, and how often (never … sometimes … always).
///
/// An answer is read in this order: two answers joined by "or" whose lower is negative and the other a middle word
/// ("Never or occasionally"), negative; a middle word ("neutral", "neither", "一般"); an opposite word
/// ("dissatisfied", "反对", "unzufrieden"); a positive word, negative where a negation stands beside it ("not
/// important", "不满意", "nicht zufrieden", "중요하지 않음"); else nothing. Words of alphabetic scripts (Latin, Cyrillic)
/// match whole words, a word ending in `*` any word it begins, several words the phrase; words of the scripts
/// written without spaces or with affixes glued on (Chinese, Korean, Arabic, Devanagari) match inside the answer.
enum ScaleWords {
    /// The side `label` stands on, or nil when no scale word is in it.
    static func pole(_ label: String) -> ScalePole? {
        let text = Text(label)
        guard !text.tokens.isEmpty || !text.raw.isEmpty else { return nil }
        // Two answers joined ("Never or occasionally", "Rarely or sometimes") form the scale's low end: the
        // joined answer is as low as its lower word.
        if text.tokens.contains("or"), text.matches(negative), text.matches(middle), !text.matches(["neither"]) { return .negative }
        if text.matches(middle) { return .middle }
        if text.matches(negative) { return .negative }
        if text.matches(positive) { return text.matches(negation) ? .negative : .positive }
        return nil
    }

    /// An answer outside the scale ("Don't know", "No answer"), counted in the total but on no side.
    static func isOutside(_ label: String) -> Bool { Text(label).matches(outside) }

    /// One answer, lower-cased, as words and as written.
    private struct Text {
        let raw: String
        let tokens: [String]
        /// The words joined by single spaces, with a space at each end, for phrases.
        let spaced: String

        init(_ label: String) {
            raw = label.lowercased()
            var words: [String] = []
            var current = ""
            for ch in raw {
                if ch.isLetter || ch.isNumber || ch.unicodeScalars.contains(where: { $0.properties.generalCategory == .nonspacingMark || $0.properties.generalCategory == .spacingMark }) {
                    current.append(ch)
                } else if !current.isEmpty {
                    words.append(current); current = ""
                }
            }
            if !current.isEmpty { words.append(current) }
            tokens = words
            spaced = " " + words.joined(separator: " ") + " "
        }

        func matches(_ words: [String]) -> Bool { words.contains(where: matches) }

        func matches(_ word: String) -> Bool {
            // Spaces around a glued word ask for it alone (" لا ", " न ").
            if word.unicodeScalars.contains(where: ScaleWords.isGlued) { return (" " + raw + " ").contains(word) }
            if word.hasSuffix("*") {
                let stem = String(word.dropLast())
                return stem.contains(" ") ? spaced.contains(" " + stem) : tokens.contains { $0.hasPrefix(stem) }
            }
            return word.contains(" ") ? spaced.contains(" " + word + " ") : tokens.contains(word)
        }
    }

    /// Scripts whose scale words are found inside an answer rather than as whole words.
    private static func isGlued(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x0600...0x06FF, 0x0900...0x097F, 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF, 0x3400...0x9FFF: true
        default: false
        }
    }

    /// The middle of a scale.
    static let middle = [
        "neutral", "neither", "medium", "moderate", "fair", "average", "mixed", "undecided", "in between", "middle",
        "indifferent", "so so", "ok", "okay", "about the same", "about right", "just right", "right amount",
        // A comparison with before: "Worse", "The same", "Better" (Uruguay's PANES households on the government).
        "the same", "unchanged", "no change",
        "一般", "中立", "中等", "中间", "无所谓", "说不清", "既不", "不好不坏", "还行", "尚可", "适中", "正好", "刚好",
        "ni", "regular", "medio", "media", "indiferente", "intermedio",
        "neutre", "moyen*", "indifférent*",
        "weder", "teils", "mittel*", "unentschieden",
        "neutro", "nem", "médio", "média",
        "нейтральн*", "средн*",
        "محايد", "متوسط",
        "तटस्थ", "मध्यम", "औसत", "न तो",
        "보통", "중립", "그저 그렇", "중간", "반반",
        // How often: "Never … Sometimes … Always" (a frequency scale).
        "sometimes", "occasionally", "some", "有时", "偶尔", "a veces", "parfois", "manchmal", "às vezes", "иногда",
    ]

    /// Words that stand on the negative side by themselves.
    static let negative = [
        "disagree*", "dissatisf*", "unsatisf*", "unlikely", "poor*", "bad*", "terrible", "awful", "disapprov*",
        "unimportant", "unhappy", "inaccurate", "oppose*", "unfavo*", "negative*", "distrust*", "mistrust*",
        "useless", "unhelpful", "uninterested", "uncomfortable", "low", "lower", "worse", "difficult", "ineffective",
        "unsafe", "against", "too little", "too few", "too small",
        "反对", "差", "坏", "低",
        "desacuerdo", "insatisfech*", "improbable", "mal", "malo*", "mala*", "desaprueb*", "infeliz", "impreci*",
        "contra", "bajo*", "baja*", "inútil",
        "désaccord", "insatisfait*", "mécontent*", "mauvais*", "désapprouv*", "malheureu*", "imprécis*",
        "défavorable*", "faible*", "bas", "basse", "inutile*",
        "unzufrieden*", "unwahrscheinlich*", "schlecht*", "unwichtig*", "unglücklich*", "ungenau*", "niedrig*",
        "lehne*", "ablehn*", "negativ*", "dagegen",
        "discord*", "insatisfeit*", "improvável", "ruim", "mau", "má", "desaprov*", "baix*", "inútil",
        "несоглас*", "неудовлетвор*", "недовол*", "маловероятн*", "плох*", "неважн*", "несчастлив*", "неточн*",
        "низк*", "отрицательн*", "бесполезн*", "против",
        "عارض", "سيء", "سيئ", "ضعيف", "منخفض",
        "असहमत", "असंतुष्ट", "असंभव", "बुरा", "बुरी", "खराब", "महत्वहीन", "नाखुश", "गलत", "निम्न", "विरोध",
        "반대", "불만", "부정확", "나쁘", "나쁨", "낮", "불행", "비동의",
        "never", "rarely", "seldom", "hardly ever", "none", "not at all", "从不", "从未", "很少", "几乎不",
        "nunca", "raramente", "jamais", "rarement", "nie", "selten", "никогда", "редко",
    ]

    /// Words that stand on the positive side unless negated.
    static let positive = [
        "agree*", "satisf*", "likely", "good", "excellent", "great", "approv*", "important", "happy", "accurate",
        "support*", "favo*", "positive*", "confident", "trust*", "useful", "helpful", "interested", "comfortable",
        "high", "higher", "better", "easy", "effective", "safe", "well", "too much", "too many", "too large",
        "comfortabl*", "coping", "cope",
        "同意", "满意", "可能", "好", "赞成", "支持", "重要", "幸福", "快乐", "准确", "高", "喜欢", "信任", "优",
        "acuerdo", "satisfech*", "probable", "buen*", "bien", "aprueb*", "aprob*", "importante*", "feliz",
        "precis*", "preciso*", "favor*", "alto*", "alta*", "útil",
        "accord", "satisfait*", "content*", "bon", "bonne*", "approuv*", "important*", "heureu*", "précis*",
        "favorable*", "élevé*", "haut*", "utile*",
        "stimme*", "zustimm*", "einverstanden", "zufrieden*", "wahrscheinlich*", "gut*", "wichtig*", "glücklich*",
        "genau*", "hoch", "hohe*", "befürwort*", "positiv*",
        "concord*", "satisfeit*", "provável", "bom", "boa", "bem", "aprov*", "importante*", "feliz",
        "соглас*", "удовлетвор*", "довол*", "вероятн*", "хорош*", "одобр*", "важн*", "счастлив*", "точн*", "высок*",
        "поддерж*", "положительн*", "полезн*",
        "وافق", "راض", "محتمل", "جيد", "مهم", "سعيد", "دقيق", "مرتفع", "ؤيد", "ممتاز",
        "सहमत", "संतुष्ट", "संभावित", "संभव", "अच्छा", "अच्छी", "अच्छे", "महत्वपूर्ण", "खुश", "सटीक", "उच्च", "समर्थन",
        "동의", "만족", "좋", "찬성", "지지", "중요", "행복", "정확", "높", "신뢰",
        "always", "often", "usually", "frequently", "most of the time", "总是", "经常", "通常", "siempre",
        // The top of a frequency scale said by a period ("Never … Often, Every day": teenagers feeling depressed).
        "every day", "daily", "almost always", "每天",
        // How much: "None … Some … Marked" (an amount, as a trial's improvement is scored).
        "marked", "markedly", "a lot", "a great deal", "very much",
        "a menudo", "frecuentemente", "toujours", "souvent", "immer", "oft", "häufig", "sempre", "frequentemente",
        "всегда", "часто",
    ]

    /// Negations that turn a positive word ("not important", "不满意", "pas d'accord", "중요하지 않음").
    static let negation = [
        "not", "no", "never",
        "不", "没", "无", "未",
        "nada", "poco", "nunca",
        "pas", "peu", "ne", "jamais",
        "nicht", "kein*", "wenig",
        "não", "pouco",
        "не", "нет",
        "غير", " لا ", "ليس", "ليست", "لست",
        "नहीं", " न ",
        "않", "없", "아니",
    ]

    /// Answers outside the scale: counted in the total, on no side.
    static let outside = [
        "don't know", "don t know", "dont know", "do not know", "not sure", "no answer", "refused", "no opinion",
        "不知道", "不清楚", "拒绝回答",
        "no sé", "no sabe", "ne sais pas", "ne sait pas", "sans opinion", "weiß nicht", "keine angabe",
        "não sei", "não sabe", "не знаю", "затрудняюсь*", "لا أعرف", "पता नहीं", "모름", "무응답",
    ]
}

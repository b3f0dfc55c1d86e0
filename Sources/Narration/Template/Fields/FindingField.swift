import ChartAnalysis

/// The fields a ranked finding adds to its chart's: its kind and rank, where it is said, and its sentences.
enum FindingField: String, CaseIterable, Sendable, TemplateFieldSet {
    case kind, rank, sayInShort, sayInStandard, sayInLong
    case sentence, briefSentence, listenSentence, referenceWidth, name

    var words: Set<String>? {
        switch self {
        case .kind: Set(FindingKind.allCases.map(\.rawValue))
        case .sayInShort, .sayInStandard, .sayInLong: FieldWords.flag
        case .rank, .referenceWidth: FieldWords.number
        case .sentence, .briefSentence, .listenSentence, .name: nil
        }
    }
}

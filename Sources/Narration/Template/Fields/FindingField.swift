/// The fields a ranked finding adds to its chart's: its kind and rank, where it is said, and its sentences.
enum FindingField: String, CaseIterable, Sendable {
    case kind, rank, sayInShort, sayInStandard, sayInLong
    case sentence, briefSentence, listenSentence, referenceWidth, name
}

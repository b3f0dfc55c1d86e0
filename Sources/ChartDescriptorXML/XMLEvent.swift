/// An attribute as written on a start tag.
struct XMLAttribute {
    /// The local name (no prefix).
    let name: String
    /// The namespace URI, nil for plain attributes.
    let namespace: String?
    /// The value, entity- and character-references resolved by libxml2 (only predefined ones exist here).
    let value: String
}

/// A start tag as the streaming reader delivers it.
struct StartTag {
    /// The local name.
    let name: String
    /// The element's namespace URI, nil when it has none (the format uses none).
    let namespace: String?
    /// Attributes other than namespace declarations, in document order.
    let attributes: [XMLAttribute]
    /// The 0-based count of start tags before this one; locates the tag in the source exactly.
    let ordinal: Int
    /// libxml2's line for the element, used when the source cannot be re-scanned.
    let line: Int
    /// The element's own xml:lang, if it carries one.
    let ownLanguage: String?
    /// The xml:lang in scope (own or inherited), if any.
    let language: String?

    /// The value of a plain (namespace-less) attribute.
    func attribute(_ name: String) -> String? {
        for attribute in attributes where attribute.namespace == nil && attribute.name == name { return attribute.value }
        return nil
    }
}

/// What the reader saw next.
enum XMLEvent {
    case start(StartTag)
    case text(String)
    case end
    /// A `<!DOCTYPE>`; the format forbids it.
    case doctype(declaresEntities: Bool, line: Int)
    /// An entity reference libxml2 left unexpanded (only possible with a DOCTYPE).
    case entityReference(name: String, line: Int)
    /// The document ended cleanly.
    case finished
    /// libxml2 stopped on an error; its messages are in `libxmlErrors`.
    case failed
}

/// One libxml2 error with its own location.
struct LibXMLError {
    let message: String
    let line: Int
    let column: Int
    let level: Int
}

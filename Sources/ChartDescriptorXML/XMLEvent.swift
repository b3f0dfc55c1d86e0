import CXML

/// An attribute as written on a start tag.
struct XMLAttribute {
    /// The local name (no prefix).
    let name: String
    /// The namespace URI, nil for plain attributes.
    let namespace: String?
    /// The value, entity- and character-references resolved by libxml2 (only predefined ones exist here).
    let value: String
}

/// UTF-8 bytes owned by the reader: valid until it is asked for its next event.
struct XMLBytes {
    let buffer: UnsafeBufferPointer<UInt8>

    /// A copy as a string.
    var string: String { String(decoding: buffer, as: UTF8.self) }

    /// True when the bytes spell `name` exactly (ASCII).
    func equals(_ name: StaticString) -> Bool {
        guard buffer.count == name.utf8CodeUnitCount else { return false }
        let expected = name.utf8Start
        for i in 0..<buffer.count where buffer[i] != expected[i] { return false }
        return true
    }
}

/// One attribute as the reader holds it: bytes valid until the reader's next event.
struct RawAttribute {
    /// The local name.
    let name: XMLBytes
    /// The namespace URI, nil for plain attributes (all of the format's own).
    let namespace: XMLBytes?
    /// The value, references resolved.
    let value: XMLBytes

    /// True for attributes in no namespace.
    var isPlain: Bool { namespace == nil }
}

/// The attributes of the current start tag as the reader holds them (valid until its next event).
struct RawAttributes: RandomAccessCollection {
    let base: UnsafePointer<cn_attribute>?
    let count: Int

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(i: Int) -> RawAttribute {
        let a = base![i]
        return RawAttribute(name: XMLBytes(buffer: UnsafeBufferPointer(start: a.name, count: Int(a.name_length))),
                            namespace: a.namespace_uri.map { XMLBytes(buffer: UnsafeBufferPointer(start: $0, count: Int(a.namespace_length))) },
                            value: XMLBytes(buffer: UnsafeBufferPointer(start: a.value, count: Int(a.value_length))))
    }

    /// Swift copies, namespaces included.
    func copied() -> [XMLAttribute] {
        (0..<count).map { i in
            let a = base![i]
            return XMLAttribute(name: String(decoding: UnsafeBufferPointer(start: a.name, count: Int(a.name_length)), as: UTF8.self),
                                namespace: a.namespace_uri.map { String(decoding: UnsafeBufferPointer(start: $0, count: Int(a.namespace_length)), as: UTF8.self) },
                                value: String(decoding: UnsafeBufferPointer(start: a.value, count: Int(a.value_length)), as: UTF8.self))
        }
    }
}

/// A start tag as the streaming reader delivers it.
///
/// Most tags carry their attributes as Swift strings. The element the reader streams (one per data point,
/// see `XMLPullReader.streamedElement`) carries only `raw` bytes, valid until the next event: its reader
/// must take what it needs from them first. `attributes` copies them on demand.
struct StartTag {
    /// The local name.
    let name: String
    /// The element's namespace URI, nil when it has none (the format uses none).
    let namespace: String?
    /// Attributes copied into strings (nil for the streamed element).
    private let copiedAttributes: [XMLAttribute]?
    /// Attributes as the reader holds them; valid until the reader's next event.
    let raw: RawAttributes
    /// The 0-based count of start tags before this one; locates the tag in the source exactly.
    let ordinal: Int
    /// libxml2's line for the element, used when the source cannot be re-scanned.
    let line: Int
    /// The element's own xml:lang, if it carries one.
    let ownLanguage: String?
    /// The xml:lang in scope (own or inherited), if any.
    let language: String?
    /// True when the element has no content: its `.end` is the reader's next event.
    let isEmpty: Bool

    init(name: String, namespace: String?, copiedAttributes: [XMLAttribute]?, raw: RawAttributes, ordinal: Int, line: Int,
         ownLanguage: String?, language: String?, isEmpty: Bool) {
        self.name = name
        self.namespace = namespace
        self.copiedAttributes = copiedAttributes
        self.raw = raw
        self.ordinal = ordinal
        self.line = line
        self.ownLanguage = ownLanguage
        self.language = language
        self.isEmpty = isEmpty
    }

    /// Attributes other than namespace declarations, in document order (for the streamed element, only
    /// before the reader's next event).
    var attributes: [XMLAttribute] { copiedAttributes ?? raw.copied() }

    /// The value of a plain (namespace-less) attribute.
    func attribute(_ name: String) -> String? {
        for attribute in attributes where attribute.namespace == nil && attribute.name == name { return attribute.value }
        return nil
    }
}

/// What the reader saw next.
enum XMLEvent {
    case start(StartTag)
    /// Character data; long text comes in several pieces. The bytes are valid until the next event.
    case text(XMLBytes)
    case end
    /// A `<!DOCTYPE>`; the format forbids it.
    case doctype(declaresEntities: Bool, line: Int)
    /// An entity reference libxml2 left unexpanded (only possible with a DOCTYPE).
    case entityReference(name: String, line: Int)
    /// The document ended cleanly.
    case finished
    /// libxml2 stopped on an error (its messages are in `libxmlErrors`), or the input could not be read.
    case failed
}

/// One libxml2 error with its own location.
struct LibXMLError {
    let message: String
    let line: Int
    let column: Int
    let level: Int
}

import CXML

/// Pulls events from cn_reader, synthesising an `.end` for empty tags and tracking xml:lang scope.
final class XMLPullReader {
    private let handle: OpaquePointer
    private var pendingEnd = false
    private var languageStack: [String?] = []
    private var startCount = 0

    private static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"
    private static let xmlnsNamespace = "http://www.w3.org/2000/xmlns/"

    /// Reads from an open file descriptor the caller closes afterwards; nil when libxml2 could not create a reader.
    init?(fileDescriptor: Int32, name: String) {
        guard let handle = cn_reader_open_fd(fileDescriptor, name) else { return nil }
        self.handle = handle
    }

    /// Opens bytes that the caller keeps alive (and unmoved) for the reader's lifetime.
    init?(bytes: UnsafeBufferPointer<UInt8>, name: String) {
        guard let handle = cn_reader_open_memory(bytes.baseAddress, Int64(bytes.count), name) else { return nil }
        self.handle = handle
    }

    deinit { cn_reader_free(handle) }

    /// The next event of interest; comments, processing instructions and white space are skipped.
    func next() -> XMLEvent {
        if pendingEnd {
            pendingEnd = false
            languageStack.removeLast()
            return .end
        }
        while true {
            let status = cn_reader_read(handle)
            if status == 0 { return .finished }
            if status < 0 { return .failed }
            switch cn_reader_node_type(handle) {
            case Int32(CN_NODE_ELEMENT):
                return .start(readStartTag())
            case Int32(CN_NODE_END_ELEMENT):
                languageStack.removeLast()
                return .end
            case Int32(CN_NODE_TEXT), Int32(CN_NODE_CDATA):
                return .text(cn_reader_value(handle).map { String(cString: $0) } ?? "")
            case Int32(CN_NODE_DOCUMENT_TYPE):
                return .doctype(declaresEntities: cn_reader_doctype_declares_entities(handle) == 1,
                                line: Int(cn_reader_line(handle)))
            case Int32(CN_NODE_ENTITY_REFERENCE):
                let name = cn_reader_local_name(handle).map { String(cString: $0) } ?? ""
                return .entityReference(name: name, line: Int(cn_reader_line(handle)))
            default:
                continue
            }
        }
    }

    /// Every error and warning libxml2 reported so far.
    var libxmlErrors: [LibXMLError] {
        (0..<cn_reader_error_count(handle)).map { i in
            LibXMLError(message: cn_reader_error_message(handle, i).map { String(cString: $0) } ?? "XML error",
                        line: Int(cn_reader_error_line(handle, i)),
                        column: Int(cn_reader_error_column(handle, i)),
                        level: Int(cn_reader_error_level(handle, i)))
        }
    }

    private func readStartTag() -> StartTag {
        let name = String(cString: cn_reader_local_name(handle))
        let namespace = cn_reader_namespace_uri(handle).map { String(cString: $0) }
        let isEmpty = cn_reader_is_empty_element(handle) == 1
        let line = Int(cn_reader_line(handle))
        var attributes: [XMLAttribute] = []
        var ownLanguage: String?
        var localName: UnsafePointer<CChar>?
        var attributeNamespace: UnsafePointer<CChar>?
        var value: UnsafePointer<CChar>?
        while cn_reader_next_attribute(handle, &localName, &attributeNamespace, &value) == 1 {
            let ns = attributeNamespace.map { String(cString: $0) }
            if ns == Self.xmlnsNamespace { continue }
            let attribute = XMLAttribute(name: localName.map { String(cString: $0) } ?? "", namespace: ns,
                                         value: value.map { String(cString: $0) } ?? "")
            if ns == Self.xmlNamespace && attribute.name == "lang" {
                ownLanguage = attribute.value
            }
            attributes.append(attribute)
        }
        let inherited = languageStack.last ?? nil
        let language = ownLanguage.map { $0.isEmpty ? nil : $0 } ?? inherited
        languageStack.append(language)
        let ordinal = startCount
        startCount += 1
        if isEmpty { pendingEnd = true }
        return StartTag(name: name, namespace: namespace, attributes: attributes, ordinal: ordinal, line: line,
                        ownLanguage: ownLanguage, language: language)
    }
}

import CXML
import Foundation

/// Pulls events from libxml2's SAX2 push parser (through cn_reader), feeding it the input in chunks and
/// tracking xml:lang scope.
///
/// Events are parsed a chunk at a time and handed out one by one, so memory stays bounded by the
/// chunk whatever the document's size, and a text of any length arrives in pieces.
final class XMLPullReader {
    /// Where the document comes from.
    enum Input {
        /// An open file descriptor, read from its current position; the caller closes it.
        case file(Int32)
        /// Bytes the caller keeps alive (and unmoved) for the reader's lifetime.
        case memory(UnsafeBufferPointer<UInt8>)
    }

    /// The element whose attributes are handed out raw (one per data point; see `StartTag`).
    var streamedElement: String?
    /// The input's size in bytes when known beforehand (for sizing the model's arrays).
    let expectedSize: Int?
    /// The errno of a failed read, if any; the reading then stops with `.failed`.
    private(set) var readError: Int32?

    private let handle: OpaquePointer
    private let input: Input
    private var buffer: UnsafeMutableRawBufferPointer?
    private var pushed = 0
    private var ended = false
    /// The xml:lang declarations in scope, with the depth of the element that made each (most elements make none).
    private var languages: [(depth: Int, language: String?)] = []
    private var depth = 0
    /// Set after an empty element's start: its end comes next, without asking libxml2.
    private var pendingEnd = false
    private var startCount = 0
    private var lastOffset = 0
    private var names: [(address: UnsafeRawPointer, name: String)] = []
    private var lastNameAddress: UnsafeRawPointer?
    private var lastName = ""

    /// Bytes per push: large enough that libxml2's per-chunk work vanishes, small enough to stay in cache.
    static let chunkSize = 1 << 15

    private static let xmlNamespace: StaticString = "http://www.w3.org/XML/1998/namespace"

    /// A reader of `input` whose errors name `name`; nil when libxml2 could not create a parser.
    init?(_ input: Input, name: String, expectedSize: Int? = nil) {
        guard let handle = cn_reader_create(name) else { return nil }
        self.handle = handle
        self.input = input
        self.expectedSize = expectedSize
        if case .file = input { buffer = .allocate(byteCount: Self.chunkSize, alignment: 16) }
    }

    deinit {
        cn_reader_free(handle)
        buffer?.deallocate()
    }

    /// How far into the document (in bytes) the current event lies.
    var position: Int { lastOffset }

    /// The next event of interest; comments, processing instructions and white space between tags are skipped.
    func next() -> XMLEvent {
        if pendingEnd {
            pendingEnd = false
            return end()
        }
        while true {
            if let event = cn_reader_next(handle) {
                let e = event.pointee
                lastOffset = Int(e.byte_offset)
                switch e.kind {
                case Int32(CN_EVENT_START):
                    return .start(startTag(e))
                case Int32(CN_EVENT_END):
                    return end()
                case Int32(CN_EVENT_TEXT):
                    return .text(XMLBytes(buffer: UnsafeBufferPointer(start: e.text, count: Int(e.text_length))))
                case Int32(CN_EVENT_DOCTYPE):
                    return .doctype(declaresEntities: e.declares_entities != 0, line: Int(e.line))
                case Int32(CN_EVENT_ENTITY_REFERENCE):
                    return .entityReference(name: String(decoding: UnsafeBufferPointer(start: e.name, count: Int(e.name_length)), as: UTF8.self),
                                            line: Int(e.line))
                default:
                    continue
                }
            }
            if cn_reader_failed(handle) != 0 || readError != nil { return .failed }
            if ended { return .finished }
            pushNextChunk()
        }
    }

    private func end() -> XMLEvent {
        if let last = languages.last, last.depth == depth { languages.removeLast() }
        depth -= 1
        return .end
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

    private func pushNextChunk() {
        switch input {
        case let .memory(bytes):
            let count = min(Self.chunkSize, bytes.count - pushed)
            let last = pushed + count == bytes.count
            _ = cn_reader_push(handle, bytes.baseAddress.map { $0 + pushed }, Int64(count), last ? 1 : 0)
            pushed += count
            ended = last
        case let .file(fd):
            guard let buffer else { return }
            var count: Int
            repeat { count = read(fd, buffer.baseAddress, buffer.count) } while count < 0 && errno == EINTR
            guard count >= 0 else {
                readError = errno
                return
            }
            _ = cn_reader_push(handle, buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), Int64(count), count == 0 ? 1 : 0)
            pushed += count
            ended = count == 0
        }
    }

    private func startTag(_ e: cn_event) -> StartTag {
        let name = elementName(e.name, length: Int(e.name_length))
        let namespace = e.namespace_uri.map { String(decoding: UnsafeBufferPointer(start: $0, count: Int(e.namespace_length)), as: UTF8.self) }
        let raw = RawAttributes(base: e.attributes, count: Int(e.attribute_count))
        var ownLanguage: String?
        for attribute in raw where attribute.name.equals("lang") && attribute.namespace?.equals(Self.xmlNamespace) == true {
            ownLanguage = attribute.value.string
        }
        depth += 1
        let language: String?
        if let ownLanguage {
            language = ownLanguage.isEmpty ? nil : ownLanguage
            languages.append((depth, language))
        } else {
            language = languages.last?.language ?? nil
        }
        let ordinal = startCount
        startCount += 1
        let copied = name == streamedElement ? nil : raw.copied()
        pendingEnd = e.is_empty != 0
        return StartTag(name: name, namespace: namespace, copiedAttributes: copied, raw: raw, ordinal: ordinal, line: Int(e.line),
                        ownLanguage: ownLanguage, language: language, isEmpty: pendingEnd)
    }

    /// libxml2 interns names, so one address means one name: a few remembered addresses spare a string per tag.
    private func elementName(_ address: UnsafePointer<UInt8>, length: Int) -> String {
        let key = UnsafeRawPointer(address)
        if key == lastNameAddress { return lastName }
        let name = names.first { $0.address == key }?.name
            ?? String(decoding: UnsafeBufferPointer(start: address, count: length), as: UTF8.self)
        if names.count < 64 && !names.contains(where: { $0.address == key }) { names.append((key, name)) }
        lastNameAddress = key
        lastName = name
        return name
    }
}

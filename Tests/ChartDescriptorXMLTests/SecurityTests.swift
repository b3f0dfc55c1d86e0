import ChartDescriptorXML
import Foundation
import Testing

/// Documents with a DTD are rejected before anything in the DTD is used: no entity is expanded, no file opened.
struct SecurityTests {
    static let entityMessage = "entity declarations are not allowed: the descriptor format needs no DTD and never expands entities; remove the <!DOCTYPE …> declaration"

    @Test func externalEntityIsRejectedWithoutBeingExpanded() {
        #expect(ReaderSupport.fixtureDiagnostics("xxe.xml") == ["xxe.xml:2:1: \(Self.entityMessage)"])
    }

    @Test func billionLaughsIsRejected() {
        #expect(ReaderSupport.fixtureDiagnostics("billion-laughs.xml") == ["billion-laughs.xml:2:1: \(Self.entityMessage)"])
    }

    @Test func externalDTDIsRejected() {
        #expect(ReaderSupport.fixtureDiagnostics("doctype-without-entities.xml") == [
            "doctype-without-entities.xml:2:1: DOCTYPE declarations are not allowed: the descriptor format needs no DTD; remove the <!DOCTYPE …> declaration",
        ])
    }

    /// Past the 64 KB prolog check, libxml2's own DOCTYPE node (parsed with NONET, no NOENT, no DTDLOAD) still stops reading.
    @Test func doctypeBehindALongCommentIsStillRejectedAndNotExpanded() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("chartnarrate-secret-\(getpid()).txt")
        try "TOP-SECRET-MARKER".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        let padding = "<!--" + String(repeating: "x", count: 70_000) + "-->\n"
        let xml = padding + "<!DOCTYPE chart [<!ENTITY s SYSTEM \"\(secret.absoluteString)\">]>\n"
            + "<chart><title>&s;</title><series name=\"a\"><point x=\"1\" y=\"2\"/></series></chart>"
        do {
            let report = try ReaderSupport.read(xml)
            Issue.record("accepted a document with entities: \(report)")
        } catch {
            let text = error.description
            #expect(text.contains("entity declarations are not allowed"))
            #expect(!text.contains("TOP-SECRET-MARKER"))
            #expect(error.diagnostics.first?.line == 2)
        }
    }

    @Test func billionLaughsBehindALongCommentIsStoppedByTheStreamingReader() throws {
        let laughs = try String(contentsOfFile: ReaderSupport.fixturePath("billion-laughs.xml"), encoding: .utf8)
            .replacingOccurrences(of: "<?xml version=\"1.0\"?>\n", with: "")
        let xml = "<!--" + String(repeating: "ha ", count: 30_000) + "-->\n" + laughs
        let diagnostics = ReaderSupport.diagnostics(xml)
        #expect(diagnostics.first?.message == Self.entityMessage)
        #expect(diagnostics.first?.line == 2)
        #expect(!diagnostics.contains { $0.message.contains("lollol") })
    }

    /// UTF-16 hides the DOCTYPE from the byte-level prolog check; libxml2's DOCTYPE node still stops the reading.
    @Test func utf16DocumentWithAnExternalEntityIsRejected() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<!DOCTYPE chart [<!ENTITY s SYSTEM \"file:///etc/hostname\">]>\n"
            + "<chart><title>&s;</title><series name=\"a\"><point x=\"1\" y=\"2\"/></series></chart>"
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect {
            _ = try DescriptorReader().read(bytes: bytes, fileName: "utf16.xml")
        } throws: { error in
            (error as? DescriptorError)?.diagnostics.map(\.message) == [Self.entityMessage]
        }
    }

    @Test func undeclaredEntityReferenceIsAnXMLError() {
        let d = ReaderSupport.diagnostics("<chart><title>&nbsp;</title><series name=\"a\"><point x=\"1\" y=\"2\"/></series></chart>")
        #expect(d.map(\.description) == ["test.xml:1:21: Entity 'nbsp' not defined"])
    }

    @Test func predefinedEntitiesAndCharacterReferencesAreText() throws {
        let report = try ReaderSupport.read("<chart><title>R&amp;D &lt;2024&gt; &#x6C14;</title><series name=\"a\"><point x=\"1\" y=\"2\"/></series></chart>")
        #expect(report.charts[0].title?.variants.first?.text == "R&D <2024> 气")
    }
}

import ChartDescriptorXML
import Testing

/// Odd documents get a clear, located message rather than a crash or silence.
struct EdgeCaseTests {
    static let series = "<series name=\"a\"><point x=\"1\" y=\"2\"/></series>"

    @Test(arguments: [
        ("", "test.xml:1:1: the document is empty; a descriptor starts with <report> or <chart> (see docs/descriptor-format.md)"),
        ("  \n ", "test.xml:1:1: the document is empty; a descriptor starts with <report> or <chart> (see docs/descriptor-format.md)"),
        ("<report/>", "test.xml:1:1: <report> has no <chart>; add at least one"),
        ("<chart>\(series)</chart><chart/>", "test.xml:1:62: Extra content at the end of the document"),
        ("<chart>hello\(series)</chart>", "test.xml:1:1: unexpected text \"hello\" inside <chart>; text belongs in an element such as <title>"),
        ("<chart xmlns=\"urn:x\">\(series)</chart>", "test.xml:1:1: <chart> is in namespace urn:x; the descriptor format uses no namespace, remove the xmlns declaration"),
        ("<chart><title>A <b>bold</b> title</title>\(series)</chart>", "test.xml:1:17: <title> holds text only; remove the <b> element inside it"),
        ("<chart><series name=\"a\" continuous=\"yes\"><point x=\"1\" y=\"2\"/></series></chart>", "test.xml:1:25: continuous=\"yes\" must be true or false"),
        ("<chart><series name=\"a\"><point x=\"1\" y=\"2\"/><name>b</name></series></chart>", "test.xml:1:45: <name> is given twice without xml:lang; keep one per language"),
        ("<chart><x-axis type=\"category\"><range min=\"a\" max=\"b\"/></x-axis>\(series)</chart>", "test.xml:1:32: <range> does not apply to a category axis (its order is the category order); remove it"),
        ("<chart><y-axis/><y-axis/>\(series)</chart>", "test.xml:1:17: a chart has one <y-axis>; remove this second one"),
        ("<chart><axis type=\"numeric\"/>\(series)</chart>", "test.xml:1:8: <axis> needs an id= so that points can refer to it with <value axis=\"…\">"),
        ("<chart><series name=\"a\"><point y=\"2\"/></series></chart>", "test.xml:1:25: <point> needs x= (its position on the x-axis)"),
        ("<chart><series name=\"a\"><point x=\"1\"/></series></chart>", "test.xml:1:25: <point> needs y= (write y=\"\" for a missing value)"),
        ("<chart><x-axis type=\"numerik\"/>\(series)</chart>", "test.xml:1:16: type=\"numerik\" is not an axis type; did you mean type=\"numeric\"?"),
        ("<report version=\"2\"><chart>\(series)</chart></report>", "test.xml:1:9: version=\"2\" is not supported; this reader understands version=\"1\""),
    ])
    func oddDocumentIsReportedPrecisely(_ xml: String, _ expected: String) {
        #expect(ReaderSupport.diagnostics(xml).map(\.description) == [expected])
    }

    @Test func legacyEncodingsDeclaredInTheXMLDeclarationAreRead() throws {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><chart><title>caf".utf8)
        bytes.append(0xE9)
        bytes += Array("</title>\(Self.series)</chart>".utf8)
        let report = try DescriptorReader().read(bytes: bytes, fileName: "latin1.xml")
        #expect(report.charts[0].title?.variants.first?.text == "café")
    }
}

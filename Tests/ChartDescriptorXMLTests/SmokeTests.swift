import ChartDescriptorXML
import Testing

@Test func dumpFixtures() throws {
    for name in ["missing-series-name.xml", "unknown-element.xml", "unknown-attribute.xml", "wrong-x-type.xml", "range-min-not-less.xml", "log-scale-nonpositive.xml", "undeclared-category.xml", "duplicate-chart-id.xml", "non-number-y.xml", "invalid-x-step.xml", "chart-without-series.xml", "malformed.xml", "xxe.xml", "billion-laughs.xml", "doctype-without-entities.xml", "several-errors.xml"] {
        print("== \(name)")
        for d in ReaderSupport.fixtureDiagnostics(name) { print(d) }
    }
}

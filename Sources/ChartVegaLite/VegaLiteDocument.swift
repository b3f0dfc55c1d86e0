import ChartDescriptorXML
import ChartModel

/// A whole Vega-Lite spec as a report: its views composed (`ViewComposition`) into one chart each, read by
/// `VegaLiteSpec`. One view makes a one-chart report; several make a report titled by the spec's title, each
/// chart titled by its facet value or repeated field.
struct VegaLiteDocument {
    let root: LocatedJSON
    let file: String
    let baseDirectory: String

    /// Views read at most; a facet or repeat beyond this is refused rather than narrated for minutes.
    static let maxCharts = 60

    func report() throws(DescriptorError) -> Report {
        guard root.isObject else { throw VegaLiteProblem.at(root, file, "a Vega-Lite spec is a JSON object, not \(root.kindName)") }
        if let schema = root["$schema"]?.string, schema.contains("/vega/") && !schema.contains("vega-lite") {
            throw VegaLiteProblem.at(root["$schema"]!, file, "this is a Vega spec, not Vega-Lite; chartnarrate reads Vega-Lite")
        }
        let meta = root["usermeta"]?["chartnarrate"]
        let loader = DataLoader(document: root, file: file, baseDirectory: baseDirectory)
        let units = try ViewComposition(loader: loader).units(root, inherited: nil, title: nil)
        guard units.count <= Self.maxCharts else {
            throw VegaLiteProblem.at(root, file, "this spec composes \(units.count) views; chartnarrate reads at most \(Self.maxCharts)")
        }
        var charts: [Chart] = []
        for (k, unit) in units.enumerated() {
            var chart = try VegaLiteSpec(root: unit.node, file: file, loader: loader, inherited: unit.data,
                                         titleOverride: unit.title, meta: meta).chart()
            if units.count > 1 { chart.id = "chart\(k + 1)" }
            charts.append(chart)
        }
        guard charts.count > 1 else { return Report(language: meta?["lang"]?.string, charts: charts) }
        var title = FieldPlan.text(root["title"])
        if title == nil { title = FieldPlan.text(root["title"]?["text"]) }
        return Report(language: meta?["lang"]?.string, title: title.map { LocalizedText(DescriptorValues.text($0)) }, charts: charts)
    }
}

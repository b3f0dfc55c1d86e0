import ChartDescriptorXML

/// Where each view's rows come from: its own `data` (inline `values`, a local `url`, or a `name` of the top-level
/// `datasets`), else its parent's, then its own `transform`s applied in order (`TransformPipeline`).
struct DataLoader {
    let document: LocatedJSON
    let file: String
    let baseDirectory: String

    func fail(_ node: LocatedJSON, _ message: String) -> DescriptorError { VegaLiteProblem.at(node, file, message) }

    /// The rows `node` reads: its data or `inherited`, transformed. Nil when neither gives any data.
    func rows(of node: LocatedJSON, inherited: VegaLiteData?) throws(DescriptorError) -> VegaLiteData? {
        var data = inherited
        if let own = node["data"] { data = try load(own) }
        if let t = node["transform"] {
            guard let d = data else { throw fail(t, "a transform needs data; give \"data\" in this view or above it") }
            data = try TransformPipeline(file: file).apply(t, to: d)
        }
        return data
    }

    func load(_ data: LocatedJSON) throws(DescriptorError) -> VegaLiteData {
        if let values = data["values"] { return try VegaLiteData.inline(values, file: file) }
        if let url = data["url"] { return try VegaLiteData.file(url, format: data["format"], specFile: file, baseDirectory: baseDirectory) }
        if let name = data["name"] {
            guard let set = document["datasets"]?[name.string ?? ""] else {
                throw fail(name, "data.name \(name.string.map { "\"\($0)\"" } ?? "") names no entry of the top-level \"datasets\"")
            }
            return try VegaLiteData.inline(set, file: file)
        }
        if data["sequence"] != nil || data["sphere"] != nil || data["graticule"] != nil {
            throw fail(data, "generated data (sequence, sphere, graticule) is not supported; give values or a local url")
        }
        throw fail(data, "data needs \"values\", a local \"url\" or a \"name\" of the top-level datasets")
    }
}

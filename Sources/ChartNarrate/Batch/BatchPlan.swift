import ChartCSV
import Foundation

/// The inputs of a batch and where each one's outputs go, fixed before any work.
///
/// A folder contributes every input the tool reads (`*.xml`, `*.csv`, `*.tsv`, `*.vl.json`, in subfolders too,
/// hidden entries skipped; a CSV beside a Vega-Lite spec of the same name is that spec's data, not a chart of
/// its own), whose outputs keep their place below the output folder (`in/a/b.xml` → `out/a/b.en.txt`); a file
/// named on the command line (any input format) puts its outputs at the top (`b.en.txt`). A CSV or TSV input's
/// own options sit beside it in `<name>.args`, one argument a line (`sidecar`). Inputs are sorted by path, so a
/// shard (`--shard K/N`: every N-th input from the K-th) is the same in every process that computes it.
package struct BatchPlan: Sendable {
    /// One input.
    package struct Item: Sendable, Hashable {
        /// The input's path as it will be opened.
        package var input: String
        /// The outputs' path without language and extension, below the output folder (`a/b`).
        package var stem: String
        /// The input's options file (`a/b.args` beside `a/b.csv`), when it has one: one command-line argument a
        /// line, as the examples' own (`xargs -d '\n' -a b.args chartnarrate b.csv`).
        package var sidecar: String?
        /// The CSV options this input is read with instead of the batch's (the sidecar's, parsed by the front end).
        package var csv: CSVChartOptions?

        /// An input whose outputs go to `stem`, with its sidecar and its own CSV options when it has them.
        package init(input: String, stem: String, sidecar: String? = nil, csv: CSVChartOptions? = nil) {
            self.input = input
            self.stem = stem
            self.sidecar = sidecar
            self.csv = csv
        }

        /// The arguments of the sidecar, one a line (blank lines skipped); nil without one.
        package func sidecarArguments() throws(ChartNarrateError) -> [String]? {
            guard let sidecar else { return nil }
            guard let data = FileManager.default.contents(atPath: sidecar) else {
                throw .descriptor(.unreadable(path: sidecar, reason: "the options file cannot be read"))
            }
            return String(decoding: data, as: UTF8.self).split(separator: "\n").map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
                .filter { !$0.isEmpty }
        }
    }

    /// The file name endings a folder's inputs have (a `.json` file other than a Vega-Lite spec, such as a
    /// manifest, is not an input).
    package static let folderInputEndings = [".xml", ".csv", ".tsv", ".vl.json"]

    /// The name without its input ending: `b.vl.json` → `b`, `b.csv` → `b`.
    static func stem(of name: String) -> String {
        if name.lowercased().hasSuffix(".vl.json") { return String(name.dropLast(".vl.json".count)) }
        return (name as NSString).deletingPathExtension
    }

    /// The options file of a CSV or TSV input (`<stem>.args` beside it), when it exists.
    static func sidecar(of input: String) -> String? {
        let ending = (input as NSString).pathExtension.lowercased()
        guard ending == "csv" || ending == "tsv" else { return nil }
        let path = ((input as NSString).deletingLastPathComponent as NSString).appendingPathComponent(stem(of: (input as NSString).lastPathComponent) + ".args")
        return FileManager.default.isReadableFile(atPath: path) ? path : nil
    }

    /// The inputs, in order.
    package var items: [Item]

    /// Plans `inputs` (files and folders) for `settings`; usage errors for no inputs or two inputs whose outputs
    /// would share a name.
    package static func make(_ inputs: [String], settings: BatchSettings) throws(ChartNarrateError) -> BatchPlan {
        guard !inputs.isEmpty else { throw .usage("batch needs descriptor files or folders; usage: chartnarrate batch <folder | files…> --out DIR") }
        let outputFolder = URL(fileURLWithPath: settings.outputDirectory).resolvingSymlinksInPath().standardizedFileURL.path
        var items: [Item] = []
        var folders: [String] = []
        for input in inputs {
            // A missing file stays in the plan: it fails as an unreadable input, and the rest go on.
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: input, isDirectory: &isFolder), isFolder.boolValue {
                items += try descriptors(in: input, skipping: outputFolder)
                folders.append(input)
            } else {
                items.append(Item(input: input, stem: stem(of: (input as NSString).lastPathComponent), sidecar: sidecar(of: input)))
            }
        }
        if items.isEmpty, let folder = folders.first {
            // Saying "0 written" and exiting 0 would hide a wrong folder or a wrong idea of what a batch reads.
            let endings = folderInputEndings.map { "*" + $0 }.joined(separator: ", ")
            throw .descriptor(.unreadable(path: folders.joined(separator: ", "),
                reason: "no inputs in \(folders.count == 1 ? "the folder" : "these folders") (a batch reads \(endings); \(folder) has none)"))
        }
        items.sort { $0.input < $1.input }
        var seen: [String: String] = [:]
        for item in items {
            if let other = seen[item.stem] {
                throw .usage("\(other) and \(item.input) would both write \(item.stem).*; give them different names or put them in a folder")
            }
            seen[item.stem] = item.input
        }
        if let (index, count) = settings.shard {
            items = items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
        }
        return BatchPlan(items: items)
    }

    private static func descriptors(in folder: String, skipping outputFolder: String) throws(ChartNarrateError) -> [Item] {
        let root = URL(fileURLWithPath: folder).resolvingSymlinksInPath().standardizedFileURL
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey],
                                                          options: [.skipsHiddenFiles]) else {
            throw .descriptor(.unreadable(path: folder, reason: "the folder cannot be listed"))
        }
        var items: [Item] = []
        for case let url as URL in walker {
            let path = url.standardizedFileURL.path
            if path == outputFolder { walker.skipDescendants(); continue }
            let name = url.lastPathComponent.lowercased()
            guard folderInputEndings.contains(where: { name.hasSuffix($0) }),
                  (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
            else { continue }
            let relative = String(path.dropFirst(root.path.count).drop { $0 == "/" })
            let input = (folder as NSString).appendingPathComponent(relative)
            let stem = (relative as NSString).deletingLastPathComponent.isEmpty ? stem(of: relative)
                : ((relative as NSString).deletingLastPathComponent as NSString).appendingPathComponent(stem(of: url.lastPathComponent))
            items.append(Item(input: input, stem: stem, sidecar: sidecar(of: input)))
        }
        // A spec's data file (quarterly-revenue.csv beside quarterly-revenue.vl.json) is read through the spec.
        let specs = Set(items.filter { $0.input.lowercased().hasSuffix(".vl.json") }.map(\.stem))
        return items.filter { item in
            let ending = (item.input as NSString).pathExtension.lowercased()
            return !((ending == "csv" || ending == "tsv") && specs.contains(item.stem))
        }
    }
}

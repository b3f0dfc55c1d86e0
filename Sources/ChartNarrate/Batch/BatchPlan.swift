import Foundation

/// The inputs of a batch and where each one's outputs go, fixed before any work.
///
/// A folder contributes its descriptors (`*.xml`, in subfolders too, hidden entries skipped), whose outputs
/// keep their place below the output folder (`in/a/b.xml` → `out/a/b.en.txt`); a file named on the command
/// line (any input format) puts its outputs at the top (`b.en.txt`). Inputs are sorted by path, so a shard
/// (`--shard K/N`: every N-th input from the K-th) is the same in every process that computes it.
public struct BatchPlan: Sendable {
    /// One input.
    public struct Item: Sendable, Hashable {
        /// The input's path as it will be opened.
        public var input: String
        /// The outputs' path without language and extension, below the output folder (`a/b`).
        public var stem: String
    }

    /// The inputs, in order.
    public var items: [Item]

    /// Plans `inputs` (files and folders) for `settings`; usage errors for no inputs or two inputs whose outputs
    /// would share a name.
    public static func make(_ inputs: [String], settings: BatchSettings) throws(ChartNarrateError) -> BatchPlan {
        guard !inputs.isEmpty else { throw .usage("batch needs descriptor files or folders; usage: chartnarrate batch <folder | files…> --out DIR") }
        let outputFolder = URL(fileURLWithPath: settings.outputDirectory).resolvingSymlinksInPath().standardizedFileURL.path
        var items: [Item] = []
        for input in inputs {
            // A missing file stays in the plan: it fails as an unreadable input, and the rest go on.
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: input, isDirectory: &isFolder), isFolder.boolValue {
                items += try descriptors(in: input, skipping: outputFolder)
            } else {
                items.append(Item(input: input, stem: ((input as NSString).lastPathComponent as NSString).deletingPathExtension))
            }
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
            guard url.pathExtension.lowercased() == "xml", (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
            else { continue }
            let relative = String(path.dropFirst(root.path.count).drop { $0 == "/" })
            let input = (folder as NSString).appendingPathComponent(relative)
            items.append(Item(input: input, stem: (relative as NSString).deletingPathExtension))
        }
        return items
    }
}

import ChartAnalysis
import Foundation
import Testing
@testable import Narration

/// The Narration side of the kind registry: each kind names the catalog keys it is worded with, every
/// language has them, and no `finding.*` key of a catalog belongs to no kind.
@Suite struct FindingWordingTests {
    static func catalogKeys(_ url: URL) throws -> Set<String> {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        return Set((object?["messages"] as? [String: Any] ?? [:]).keys)
    }

    @Test func everyKindsKeysAreInEveryCatalogAndNoFindingKeyIsAnOrphan() throws {
        let wording = Set(FindingPhraser.keys)
        let folder = try #require(ResourceLocation.folder("Locales"))
        let catalogs = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
        #expect(catalogs.count == 10)
        for url in catalogs {
            let language = url.deletingPathExtension().lastPathComponent
            let keys = try Self.catalogKeys(url)
            #expect(wording.subtracting(keys).isEmpty, "\(language) lacks \(wording.subtracting(keys).sorted())")
            let orphans = keys.filter { $0.hasPrefix("finding.") }.subtracting(wording)
            #expect(orphans.isEmpty, "\(language): finding keys no kind uses: \(orphans.sorted())")
        }
    }
}

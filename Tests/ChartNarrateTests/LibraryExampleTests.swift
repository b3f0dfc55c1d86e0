import Foundation
import Testing

/// examples/library is a separate package that depends on this one by path, as an app would. It is built once per
/// test run (incrementally, in .build/examples-library) and run: it loads charts four ways, narrates them, renders
/// audio with progress and writes an HTML page, all through the library.
@Suite struct LibraryExampleTests {
    @Test func examplePackageBuildsAgainstTheLibraryAndRuns() throws {
        guard let swift = Tool.find("swift") else {
            Issue.record("swift is not on PATH")
            return
        }
        let package = CLIRun.repoRoot.appendingPathComponent("examples/library")
        let scratch = CLIRun.repoRoot.appendingPathComponent(".build/examples-library")
        let build = try Tool.run(swift, ["build", "--package-path", package.path, "--scratch-path", scratch.path,
                                                 // A cached build manifest would miss source files added to this package since.
                                                 "--disable-build-manifest-caching"])
        #expect(build.status == 0, "swift build of examples/library failed:\n\(build.output.suffix(4000))")
        guard build.status == 0 else { return }

        let output = FileManager.default.temporaryDirectory.appendingPathComponent("cn-library-\(getpid())")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try Tool.run(scratch.appendingPathComponent("debug/narrate-example").path, [output.path])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("car-scatter, descriptor and Vega-Lite say the same: true"))
        #expect(run.output.contains("[en] Website visits: Line chart: Visits rose 34% from 1,200 in Jan to a high of 1,610 in Apr."))
        #expect(run.output.contains("[zh] Revenue: 条形图：Q4最高，为€1.6亿"))
        #expect(run.output.contains("rendering… 100%"))
        for file in ["quarterly.ogg", "quarterly.vtt", "quarterly.html"] {
            let size = (try? FileManager.default.attributesOfItem(atPath: output.appendingPathComponent(file).path)[.size] as? Int) ?? 0
            #expect(size > 100, "\(file) was not written")
        }
        let page = try String(contentsOf: output.appendingPathComponent("quarterly.html"), encoding: .utf8)
        #expect(page.contains("<audio id=\"chartnarrate-player\" controls preload=\"metadata\" src=\"quarterly.ogg\">"))
    }
}

import Foundation
import Testing

/// The narration and audio paths of the command line, run as a user would.
@Suite struct NarrationCommandTests {
    static let tinyChart = """
    <?xml version="1.0" encoding="UTF-8"?>
    <chart id="sales" type="column" xml:lang="en">
      <title>Units sold</title>
      <title xml:lang="zh">销量</title>
      <x-axis type="category"><title>Quarter</title></x-axis>
      <y-axis type="numeric"><title>Units</title></y-axis>
      <series name="Units"><point x="Q1" y="120"/><point x="Q2" y="150"/><point x="Q3" y="90"/><point x="Q4" y="210"/></series>
    </chart>
    """

    func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chartnarrate-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func unknownLanguageIsAUsageErrorListingShippedLanguages() throws {
        let run = try CLIRun(["examples/quarterly-revenue.xml", "--lang", "xx", "--no-audio"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("en"))
        #expect(run.stderr.contains("zh"))
    }

    @Test func shortModePrintsOnlyTheAltTextAndWritesNoAudio() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CLIRun(["-", "--no-audio", "--mode", "short"], stdin: Self.tinyChart, in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Q4"))
        #expect(!run.stdout.contains("Long description"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func jsonFormatIsValidJSONWithTheLanguage() throws {
        let run = try CLIRun(["-", "--no-audio", "--format", "json", "--lang", "zh"], stdin: Self.tinyChart)
        #expect(run.status == 0, "\(run.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(object?["language"] as? String == "zh")
    }

    @Test func unsupportedAudioExtensionFailsBeforeAnyWork() throws {
        let run = try CLIRun(["-", "-o", "out.aiff"], stdin: Self.tinyChart)
        #expect(run.status == 64)
        #expect(run.stderr.contains("aiff"))
        #expect(run.stdout.isEmpty, "the extension is checked before narrating")
    }

    @Test func textOutIntoAMissingFolderExits73() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("missing/out.txt").path
        let run = try CLIRun(["-", "--no-audio", "--text-out", target], stdin: Self.tinyChart)
        #expect(run.status == 73)
        #expect(run.stderr.contains(target))
    }

    @Test func failedRenameExits73AndLeavesNoTemporaryFile() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A folder where the file should go: the temporary file is written, the rename over it fails.
        let target = dir.appendingPathComponent("out.txt")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("child"), withIntermediateDirectories: true)
        let run = try CLIRun(["-", "--no-audio", "--text-out", target.path], stdin: Self.tinyChart)
        #expect(run.status == 73)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out.txt"])
    }

    @Test func audioRunWritesAudioTimelineCaptionsAndChaptersInTheCurrentFolder() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CLIRun(["-", "--lang", "zh", "--timeline", "t.json", "--captions", "c.vtt", "--chapters", "ch.json"],
                             stdin: Self.tinyChart, in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: dir.path))
        #expect(files == ["stdin.zh.wav", "t.json", "c.vtt", "ch.json"], "no temporary file may remain")
        #expect(run.stderr.contains("stdin.zh.wav"))
        let vtt = try String(contentsOf: dir.appendingPathComponent("c.vtt"), encoding: .utf8)
        #expect(vtt.hasPrefix("WEBVTT"))
        #expect(vtt.contains("销量"))
        #expect(!vtt.contains("audio graph"), "graph cues are localized")
        let timeline = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("t.json"))) as? [String: Any]
        let segments = timeline?["segments"] as? [[String: Any]] ?? []
        #expect(segments.contains { $0["kind"] as? String == "sonification" })
        #expect(segments.contains { $0["kind"] as? String == "speech" })
    }

    @Test func listLanguagesShowsVoiceAndCompleteness() throws {
        let run = try CLIRun(["--list-languages"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("en\tEnglish\tvoice en-us\t100% complete"))
        #expect(run.stdout.contains("zh\t"))
    }
}

@Suite struct CatalogCommandTests {
    @Test func catalogCheckIsCleanForShippedCatalogs() throws {
        let run = try CLIRun(["catalog", "check"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains("All 10 catalogs are clean"))
    }

    @Test func everyShippedLanguageNarratesTheMainExample() throws {
        let list = try CLIRun(["--list-languages"])
        let codes = list.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        #expect(codes.count == 10)
        for code in codes {
            let run = try CLIRun(["examples/daily-steps.xml", "--no-audio", "--mode", "short", "--generated-short", "--lang", code, "-q"])
            #expect(run.status == 0, "\(code): \(run.stderr)")
            #expect(!run.stdout.contains("{"), "\(code): unfilled argument in \(run.stdout)")
        }
    }
}

@Suite struct ReproducibleAudioTests {
    @Test(arguments: ["wav", "mp3"])
    func twoRunsWriteTheSameBytes(ext: String) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chartnarrate-repro-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var files: [Data] = []
        for run in 0..<2 {
            let name = "run\(run).\(ext)"
            let result = try CLIRun(["-", "-q", "-o", name], stdin: NarrationCommandTests.tinyChart, in: dir)
            #expect(result.status == 0, "\(result.stderr)")
            files.append(try Data(contentsOf: dir.appendingPathComponent(name)))
        }
        #expect(files[0].count > 10_000)
        #expect(files[0] == files[1])
    }
}

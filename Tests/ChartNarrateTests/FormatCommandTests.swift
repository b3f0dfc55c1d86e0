import Foundation
import Testing
import ChartNarrate

/// The command line's HTML and braille outputs and their options.
@Suite struct FormatCommandTests {
    @Test func brailleFormatPrintsACaptionAndASparklinePerSeries() throws {
        let run = try CLIRun(["examples/quarterly-revenue.xml", "--no-audio", "--format", "braille", "--braille-width", "10"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Quarterly revenue by region, 2024")
        #expect(lines.contains("North America, from $0 at the bottom to $487M at the top"))
        // Four quarters, a cell each; North America's bars are all in the top row (dots 1, 2, 3, 7).
        #expect(lines.contains("⡇⡇⡇⡇"))
    }

    @Test func htmlFragmentAndPageCarryTheNarrationLanguage() throws {
        let fragment = try CLIRun(["examples/monthly-temperature.xml", "--no-audio", "--format", "html", "--lang", "ar"])
        #expect(fragment.status == 0)
        #expect(fragment.stdout.hasPrefix("<div class=\"chartnarrate\" lang=\"ar\" dir=\"rtl\">"))
        let page = try CLIRun(["examples/monthly-temperature.xml", "--no-audio", "--format", "html", "--standalone", "--lang", "zh"])
        #expect(page.stdout.hasPrefix("<!DOCTYPE html>\n<html lang=\"zh\" dir=\"ltr\">"))
    }

    @Test(arguments: [
        (["--format", "text", "--standalone"], "--standalone makes a whole HTML page; add --format html"),
        (["--format", "json", "--braille-width", "20"], "--braille-width sets the braille sparklines"),
        (["--format", "braille", "--braille-width", "0"], "--braille-width needs a whole number from 1 to 1000"),
        (["--format", "pdf"], "--format must be one of text, markdown, json, html, braille"),
    ])
    func misusedFormatOptionsAreUsageErrors(arguments: [String], message: String) throws {
        let run = try CLIRun(["examples/quarterly-revenue.xml", "--no-audio"] + arguments)
        #expect(run.status == 64)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test func playerURLsAreRelativeToThePage() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cn-relative-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("site/media files"), withIntermediateDirectories: true)
        #expect(OutputFile.relativeURL(of: "\(dir.path)/site/media files/a b.mp3", from: "\(dir.path)/site/page.html") == "media%20files/a%20b.mp3")
        #expect(OutputFile.relativeURL(of: "\(dir.path)/a.mp3", from: "\(dir.path)/site/page.html") == "../a.mp3")
        #expect(OutputFile.relativeURL(of: "\(dir.path)/site/x#1.ogg", from: "\(dir.path)/site/p.html") == "x%231.ogg")
    }
}


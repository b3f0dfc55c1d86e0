import AudioRender
import ChartNarrate
import Narration

/// Options of the HTML and braille outputs: parsed here, carried out by the library (`ChartBriefing.text`).
struct FormatOptions: Equatable {
    var standalone = false
    var brailleWidth: Int?

    /// Option groups in `--help` and the man page, in order.
    static let groups: [(title: String, specs: [CommandLineParser.Spec])] = [
        ("HTML AND BRAILLE OUTPUT", [
            .init(name: "standalone", short: nil, valueName: nil, help: "with --format html: a whole page (<html lang dir>, styles) instead of a fragment"),
            .init(name: "braille-width", short: nil, valueName: "CELLS", help: "braille sparkline width in cells (default 40)"),
        ]),
    ]

    static var specs: [CommandLineParser.Spec] { groups.flatMap(\.specs) }

    /// Applies one of this file's options; false when `name` is not one of them.
    static func apply(_ name: String, _ value: String?, to o: inout FormatOptions) throws(UsageError) -> Bool {
        let v = value ?? ""
        switch name {
        case "standalone": o.standalone = true
        case "braille-width":
            guard let n = Int(v), (1...1000).contains(n) else {
                throw UsageError(description: "--braille-width needs a whole number of cells from 1 to 1000, not \"\(v)\"")
            }
            o.brailleWidth = n
        default: return false
        }
        return true
    }

    /// Combinations that cannot work, refused before any work.
    static func check(_ o: CommandLineOptions) throws(UsageError) {
        if o.formats.standalone && o.format != .html {
            throw UsageError(description: "--standalone makes a whole HTML page; add --format html")
        }
        if o.formats.brailleWidth != nil && o.format != .html && o.format != .braille {
            throw UsageError(description: "--braille-width sets the braille sparklines of --format braille or --format html")
        }
    }

    /// The HTML options of a run; `audio` is the briefing rendered in the same run, offered in a player whose
    /// URLs are relative to the page (`--text-out`, else the current folder).
    static func html(_ o: CommandLineOptions, briefing: ChartBriefing, audio: RenderedProgramme?, audioPath: String?) -> HTMLOptions {
        var html = HTMLOptions(standalone: o.formats.standalone, brailleWidth: o.formats.brailleWidth ?? 40)
        if let audio, let audioPath {
            html.audio = briefing.htmlAudio(for: audio, source: OutputFile.relativeURL(of: audioPath, from: o.textOut),
                                            captions: o.captions.map { OutputFile.relativeURL(of: $0, from: o.textOut) })
        }
        return html
    }
}

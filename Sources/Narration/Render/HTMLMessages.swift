import ChartModel

/// The catalog messages of the HTML and braille outputs (table captions and headers, the player, the braille
/// caption), rendered in the narration language.
struct HTMLMessages {
    let renderer: MessageRenderer

    /// Every key these outputs use; every shipped catalog must have them (see `Narrator.requiredKeys`).
    static let keys = ["html.dataTable", "html.intervalTable", "html.allRows", "html.column", "html.xColumn",
                       "html.count", "html.missing", "html.audio", "html.chapters", "html.audioDownload",
                       "html.braille", "braille.caption", "html.tones", "html.exploreKeys", "html.landmark"]

    func dataTable(title: String) throws(NarrationError) -> String {
        try renderer.render("html.dataTable", ["title": .string(title)])
    }

    func intervalTable(series: String) throws(NarrationError) -> String {
        try renderer.render("html.intervalTable", ["series": .string(series)])
    }

    func allRows(_ count: Int) throws(NarrationError) -> String {
        try renderer.render("html.allRows", ["count": .number(Double(count))])
    }

    /// A column header: interval, count, minimum, maximum, mean or label.
    func column(_ name: String) throws(NarrationError) -> String {
        try renderer.render("html.column", ["column": .string(name)])
    }

    func labelColumn() throws(NarrationError) -> String { try column("label") }

    /// The x column header of an axis without a title.
    func xColumn(kind: AxisKind) throws(NarrationError) -> String {
        try renderer.render("html.xColumn", ["xKind": .string(kind.rawValue)])
    }

    func count(valid: Int, missing: Int) throws(NarrationError) -> String {
        try renderer.render("html.count", ["count": .number(Double(valid)), "missing": .number(Double(missing))])
    }

    func missing() throws(NarrationError) -> String { try renderer.render("html.missing", [:]) }

    func audio() throws(NarrationError) -> String { try renderer.render("html.audio", [:]) }

    func chapters() throws(NarrationError) -> String { try renderer.render("html.chapters", [:]) }

    func audioDownload() throws(NarrationError) -> String { try renderer.render("html.audioDownload", [:]) }

    func braille() throws(NarrationError) -> String { try renderer.render("html.braille", [:]) }

    /// The label of the button that turns the explorer's tones on and off.
    func tones() throws(NarrationError) -> String { try renderer.render("html.tones", [:]) }

    /// The summary of the explorer's key list ("Explore the chart with the keyboard").
    func exploreKeys() throws(NarrationError) -> String { try renderer.render("html.exploreKeys", [:]) }

    /// A landmark's label on the drawn chart: its role, the value there and where ("Record: 12,000 steps (Dec 31)",
    /// "Overtake: 4,283 (Wind, 2009)"). `role` is a `LandmarkRole`'s name, or "highest" or "lowest" for a series'
    /// extreme; `series` is nil in a chart of one series.
    func landmark(role: String, value: String, series: String?, x: String) throws(NarrationError) -> String {
        try renderer.render("html.landmark", ["role": .string(role), "value": .string(value), "hasSeries": .flag(series != nil),
                                              "series": .string(series ?? ""), "x": .string(x)])
    }

    /// "Daily steps, from 0 steps at the bottom to 12,000 steps at the top".
    func brailleCaption(series: String, low: String, high: String) throws(NarrationError) -> String {
        try renderer.render("braille.caption", ["series": .string(series), "low": .string(low), "high": .string(high)])
    }
}

/// Builds HTML text; every piece of narration or descriptor text goes through `escape`, so a title such as
/// `<script>` is shown, never run.
struct HTMLWriter {
    private(set) var text = ""

    /// `s` with `&`, `<`, `>` and `"` escaped (safe in text and in double-quoted attributes).
    static func escape(_ s: String) -> String {
        var r = ""
        r.reserveCapacity(s.utf8.count)
        for c in s {
            switch c {
            case "&": r += "&amp;"
            case "<": r += "&lt;"
            case ">": r += "&gt;"
            case "\"": r += "&quot;"
            default: r.append(c)
            }
        }
        return r
    }

    /// Markup written as is.
    mutating func raw(_ markup: String) { text += markup }

    /// `<name attributes lang>escaped text</name>` on its own line; `language` marks text in another language
    /// than the page's, with `dir="auto"` so its direction follows its own script.
    mutating func element(_ name: String, _ content: String, attributes: [(String, String)] = [], language: String? = nil) {
        text += "<\(name)" + Self.attributes(attributes, language: language) + ">" + Self.escape(content) + "</\(name)>\n"
    }

    /// `<details><summary>…</summary>…</details>`.
    mutating func details(_ summary: String, _ body: (inout HTMLWriter) -> Void) {
        text += "<details>\n<summary>\(Self.escape(summary))</summary>\n"
        body(&self)
        text += "</details>\n"
    }

    /// A bulleted list of text items.
    mutating func list(_ items: [String]) {
        text += "<ul>\n"
        for item in items { element("li", item) }
        text += "</ul>\n"
    }

    /// A data table with column headers (`scope="col"`) and row headers (`scope="row"`).
    mutating func table(_ table: ChartDataTable) {
        text += "<table>\n<caption>\(Self.escape(table.caption))</caption>\n<thead>\n<tr>"
        for header in table.headers { text += cell("th", header, [("scope", "col")]) }
        text += "</tr>\n</thead>\n<tbody>\n"
        for row in table.rows {
            text += "<tr>"
            for (i, c) in row.enumerated() {
                if i == 0 {
                    text += cell("th", c, [("scope", "row")])
                } else {
                    let cls = c.isMissing ? "missing" : c.isNumber ? "number" : nil
                    text += cell("td", c, cls.map { [("class", $0)] } ?? [])
                }
            }
            text += "</tr>\n"
        }
        text += "</tbody>\n</table>\n"
    }

    private func cell(_ name: String, _ c: ChartDataTable.Cell, _ attributes: [(String, String)]) -> String {
        "<\(name)" + Self.attributes(attributes, language: c.language) + ">" + Self.escape(c.text) + "</\(name)>"
    }

    private static func attributes(_ list: [(String, String)], language: String?) -> String {
        var all = list
        if let language { all += [("lang", language), ("dir", "auto")] }
        return all.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }
}

/// Writes Podcasting 2.0 JSON chapters (`{"version": "1.2.0", "chapters": [...]}`).
public enum ChapterWriter {
    /// The chapters as JSON, start times in seconds rounded to the millisecond.
    public static func json(_ chapters: [TimedChapter]) -> String {
        let rows = chapters.map {
            "    {\"startTime\": \(JSONText.seconds($0.startTime)), \"title\": \(JSONText.string($0.title))}"
        }
        let list = rows.isEmpty ? "[]" : "[\n" + rows.joined(separator: ",\n") + "\n  ]"
        return "{\n  \"version\": \"1.2.0\",\n  \"chapters\": \(list)\n}\n"
    }
}

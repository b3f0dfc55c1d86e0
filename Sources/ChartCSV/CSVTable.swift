/// A CSV file as read: the header row and the data rows, every field with its position in the file.
package struct CSVTable: Sendable, Hashable {
    /// One field: its text (quotes removed, doubled quotes undone) and where it starts.
    package struct Field: Sendable, Hashable {
        /// The field's text.
        package var text: String
        /// 1-based line of the field's first character.
        package var line: Int
        /// 1-based column (in characters) of the field's first character.
        package var column: Int
        /// Creates a field.
        package init(text: String, line: Int, column: Int) {
            self.text = text
            self.line = line
            self.column = column
        }
    }

    /// The first row: the column names.
    package var header: [Field]
    /// The rows after the header (blank lines skipped), each with as many fields as the header.
    package var rows: [[Field]]
    /// The field separator used.
    package var separator: Character

    /// Creates a table.
    package init(header: [Field], rows: [[Field]], separator: Character) {
        self.header = header
        self.rows = rows
        self.separator = separator
    }
}

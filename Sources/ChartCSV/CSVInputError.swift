import ChartDescriptorXML

/// Why a CSV file could not become a chart.
package enum CSVInputError: Error, CustomStringConvertible {
    /// The file could not be read, or its content has problems, each located (`file:line:column: message`).
    case file(DescriptorError)
    /// An option does not fit the file (an unknown column, a range that is not in the x axis's terms).
    case option(String)

    /// One line per problem.
    package var description: String {
        switch self {
        case .file(let error): error.description
        case .option(let message): message
        }
    }
}

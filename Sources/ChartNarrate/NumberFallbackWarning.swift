import Foundation
import Narration

extension ChartBriefing {
    /// The one warning a run gives when an axis format wrote a number longer than 40 characters, so that the
    /// number was said in scientific notation instead (`NumberFallbackLog`); nil when every number fitted.
    /// It names the first such number only: a series of thousands of points would otherwise warn thousands
    /// of times. Read it after every output is made (the script and captions format numbers too).
    ///
    /// For a descriptor file the warning is located at the axis's `format=` (`file:line:column: warning: …`);
    /// for other inputs (the format came from `--x-format` / `--y-format`) and standard input it names the input.
    package func numberFallbackWarning(input: String) -> String? {
        guard let log = narration.numberFallbacks, let first = log.first else { return nil }
        let name = input == "-" ? "<stdin>" : input
        let chart = report.charts.first { $0.id == first.chartID }
        let format = (first.axis == "x" ? chart?.xAxis : chart?.yAxis)?.format ?? first.skeleton
        var place = name
        if input != "-", InputFormat(path: input) == .xml {
            let problem = LocatedProblem(chartID: first.chartID, attribute: "format", value: format, message: "")
            let (line, column) = AttributeLocator(path: input).locate(problem)
            place = "\(name):\(line):\(column)"
        }
        let others = log.count > 1 ? " (\(EnglishNumbers.grouped(log.count)) numbers in this run)" : ""
        return "\(place): warning: chart \"\(first.chartID)\": the \(first.axis)-axis format \"\(format)\" writes a number "
            + "in \(EnglishNumbers.grouped(first.length)) characters; numbers longer than \(NumberFallbackLog.maxLength) "
            + "are said in scientific notation instead, such as \(first.said)\(others)"
    }
}

import Foundation
import Testing

/// Daily changes that were calm, then wild, are told so, and not as "no clear trend or pattern" (sterling in
/// 1992: the pound left the European exchange-rate mechanism on 16 September).
@Suite struct SpreadShiftCommandTests {
    @Test func calmThenWildChangesAreToldByTheirShift() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("RealData/sterling-daily-change-1992")
        for (language, said, denied) in [
            ("en", "stayed between -0.82% and 0.79% until Sep 10, then its swings widened to between -3.04% on Sep 17 and 1.59% on Oct 6",
             "no clear trend or pattern"),
            ("zh", "在9月10日之前一直处于-0.82%至0.79%之间，随后在-3.04%（9月17日）至1.59%（10月6日）之间剧烈波动", "没有明显的趋势或规律"),
        ] {
            let run = try CLIRun(["data.csv", "--x", "Date", "--type", "line", "--unit", "percent", "--additive", "false",
                                  "--no-audio", "--mode", "short", "--lang", language], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains(said), "\(run.stdout)")
            #expect(!run.stdout.contains(denied), "\(run.stdout)")
        }
    }
}

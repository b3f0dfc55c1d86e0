import Foundation
import Testing

/// A year of days under a weekly swing is told by its course as well as its week (held-out set 16): Victoria's
/// electricity demand in 2014 was only "peaked each week on Tuesday–Wednesday", its January heat wave and its
/// Christmas low unsaid.
@Suite struct YearOfDaysCommandTests {
    @Test func aYearOfDaysUnderAWeeklySwingSaysItsCourseAndItsWeek() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("RealData/victoria-daily-electricity-2014")
        for (language, course, week) in [("en", "to a high of 347.6 on Jan 16", "peaked each week on Tuesday–Wednesday"),
                                         ("zh", "至1月16日的最高点347.6", "每周星期二至星期三最高")] {
            let run = try CLIRun(["data.csv", "--x", "Date", "--additive", "false", "--no-audio", "--mode", "long",
                                  "--lang", language], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains(course), "\(run.stdout)")
            #expect(run.stdout.contains(week), "\(run.stdout)")
        }
    }
}

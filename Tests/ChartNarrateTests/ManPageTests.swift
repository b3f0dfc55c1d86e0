import ChartNarrate
import Foundation
import Testing

/// docs/chartnarrate.1 and `chartnarrate --help` (with `chartnarrate explore --help`) describe the same options, value names, help texts and exit codes.
@Suite struct ManPageTests {
    struct Option: Hashable, CustomStringConvertible {
        var name: String
        var short: String?
        var value: String?
        var help: String
        var description: String { "--\(name)\(value.map { " " + $0 } ?? "")" }
    }

    /// Roff as plain text: escapes and font changes removed.
    static func plain(_ roff: String) -> String {
        var s = roff
        for (from, to) in [("\\fB", ""), ("\\fI", ""), ("\\fR", ""), ("\\fP", ""), ("\\&", ""), ("\\-", "-"),
                           ("\\(->", "→"), ("\\(em", "—"), ("\\(mu", "×"), ("\\e", "\\")] {
            s = s.replacingOccurrences(of: from, with: to)
        }
        return s
    }

    /// The options of the man page: each `.TP` whose tag line names a long option, with the text below it.
    static func manOptions() throws -> [Option] {
        let page = try String(contentsOf: CLIRun.repoRoot.appendingPathComponent("docs/chartnarrate.1"), encoding: .utf8)
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var options: [Option] = []
        for (i, line) in lines.enumerated() where line == ".TP" && i + 2 < lines.count {
            let tag = plain(lines[i + 1])
            guard let match = tag.wholeMatch(of: /(?:-(\w), )?--([\w-]+)(?: (\S+))?/) else { continue }
            let body = lines[(i + 2)...].prefix { !$0.hasPrefix(".") }.map(plain).joined(separator: " ")
            options.append(Option(name: String(match.2), short: match.1.map(String.init), value: match.3.map(String.init), help: body))
        }
        return options
    }

    /// The options `--help` lists, with their help text.
    static func helpOptions(_ help: String) -> [Option] {
        help.split(separator: "\n").compactMap { line -> Option? in
            guard let m = String(line).wholeMatch(of: /\ \ (?:-(\w),\ |\ \ \ \ )--([\w-]+)(?: (\S+))?\s{2,}(.*)/) else { return nil }
            return Option(name: String(m.2), short: m.1.map(String.init), value: m.3.map(String.init), help: String(m.4))
        }
    }

    @Test func everyOptionOfHelpIsInTheManPageWithTheSameValueAndText() throws {
        let help = try CLIRun(["--help"])
        let main = Self.helpOptions(help.stdout)
        // The explorer's own options (`explore --help`) are in the man page's EXPLORER section.
        let mainNames = Set(main.map(\.name))
        let explorer = Self.helpOptions(try CLIRun(["explore", "--help"]).stdout).filter { !mainNames.contains($0.name) }
        let fromHelp = main + explorer
        let fromMan = try Self.manOptions()
        #expect(main.count > 40, "parsed \(main.count) options from --help")
        #expect(Set(explorer.map(\.name)) == ["sound", "speak", "keys", "record", "tui"], "explorer options \(explorer)")
        let manByName = Dictionary(fromMan.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for option in fromHelp {
            guard let page = manByName[option.name] else {
                Issue.record("docs/chartnarrate.1 lacks \(option) — add a .TP entry for it")
                continue
            }
            #expect(page.short == option.short && page.value == option.value, "man page has \(page), --help has \(option)")
            #expect(page.help.hasPrefix(option.help), "--\(option.name): the man page says \"\(page.help)\", --help says \"\(option.help)\"")
        }
        let helpNames = Set(fromHelp.map(\.name))
        for option in fromMan where !helpNames.contains(option.name) {
            Issue.record("docs/chartnarrate.1 documents \(option), which neither --help nor explore --help lists")
        }
    }

    @Test func exitCodesAgree() throws {
        let help = try CLIRun(["--help"]).stdout
        let codes = help.split(separator: "\n").compactMap { $0.wholeMatch(of: /\ \ (\d+)\ +(.*)/).map { "\($0.1) \($0.2)" } }
        let page = try String(contentsOf: CLIRun.repoRoot.appendingPathComponent("docs/chartnarrate.1"), encoding: .utf8)
        let section = page.components(separatedBy: ".SH EXIT STATUS")[1].components(separatedBy: ".SH ")[0]
        let lines = section.split(separator: "\n").map(String.init)
        var manCodes: [String] = []
        for (i, line) in lines.enumerated() where line.hasPrefix(".B ") && i + 1 < lines.count {
            manCodes.append("\(line.dropFirst(3)) \(Self.plain(lines[i + 1]))")
        }
        #expect(codes.count == 6)
        #expect(manCodes == codes)
    }

    /// The batch section said it reads "*.xml descriptors"; a folder gives it CSV, TSV and Vega-Lite too (issue 39).
    @Test func batchSectionNamesEveryInputAFolderGives() throws {
        let page = try String(contentsOf: CLIRun.repoRoot.appendingPathComponent("docs/chartnarrate.1"), encoding: .utf8)
        let section = Self.plain(page.components(separatedBy: ".SS \"Batch")[1].components(separatedBy: ".TP")[0])
            .replacingOccurrences(of: "\n.I ", with: " ").replacingOccurrences(of: "\n", with: " ")
        for ending in BatchPlan.folderInputEndings {
            #expect(section.contains(" *\(ending)"), "the batch section does not name *\(ending): \(section)")
        }
        #expect(section.contains(".args"))
    }

    @Test func manPageFormatsWithoutWarnings() throws {
        guard let groff = Tool.find("groff") else {
            Issue.record("groff is not installed; run scripts/install-deps.sh")
            return
        }
        let run = try Tool.run(groff, ["-man", "-Tutf8", "-ww", "-z", CLIRun.repoRoot.appendingPathComponent("docs/chartnarrate.1").path])
        #expect(run.status == 0 && run.output.isEmpty, "\(run.output)")
    }
}

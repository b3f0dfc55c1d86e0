import Testing
import ChartNarrate

/// Keys as terminals send them and as scripts name them, and what they are bound to.
@Suite struct ExplorerKeyTests {
    static func keys(_ bytes: String, final: Bool = true) -> [ExplorerKey] {
        ExplorerKey.decode(Array(bytes.utf8), final: final).keys
    }

    @Test func terminalSequencesOfXtermVT220AndTheConsoleDecode() {
        #expect(Self.keys("\u{1B}[C\u{1B}[D\u{1B}[A\u{1B}[B") == [.right, .left, .up, .down])
        #expect(Self.keys("\u{1B}OC\u{1B}OH\u{1B}OF") == [.right, .home, .end])
        #expect(Self.keys("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~") == [.home, .end, .home, .end, .home, .end])
        #expect(Self.keys("\u{1B}[5~\u{1B}[6~") == [.pageUp, .pageDown])
        #expect(Self.keys("\u{1B}[1;5C") == [.right], "modifiers are ignored")
        #expect(Self.keys("]] s?") == [.character("]"), .character("]"), .character(" "), .character("s"), .character("?")])
        #expect(Self.keys("\u{03}") == [.interrupt])
    }

    @Test func aLoneEscapeWaitsForWhatFollowsUnlessFinal() {
        let partial = ExplorerKey.decode(Array("q\u{1B}".utf8), final: false)
        #expect(partial.keys == [.character("q")] && partial.consumed == 1)
        let cut = ExplorerKey.decode(Array("\u{1B}[".utf8), final: false)
        #expect(cut.keys.isEmpty && cut.consumed == 0)
        #expect(Self.keys("\u{1B}", final: true) == [.escape])
        #expect(Self.keys("\u{1B}\u{1B}[C") == [.escape, .right])
    }

    @Test func scriptsNameKeysByGlyphOrWord() throws {
        #expect(try ExplorerKey.script("→ → ] s q") == [.right, .right, .character("]"), .character("s"), .character("q")])
        #expect(try ExplorerKey.script("Right left UP down Home END PgUp pagedown esc space ⇞ ⇟")
                == [.right, .left, .up, .down, .home, .end, .pageUp, .pageDown, .escape, .character(" "), .pageUp, .pageDown])
        #expect(try ExplorerKey.script("]]s\n\u{1B}[C") == [.character("]"), .character("]"), .character("s"), .right])
        #expect(throws: ExplorerKey.ScriptError(word: "x")) { try ExplorerKey.script("→ x q") }
        #expect(throws: ExplorerKey.ScriptError(word: "rihgt")) { try ExplorerKey.script("rihgt") }
    }

    @Test func bindingsFollowTheIssueAndChart2music() {
        let expected: [(ExplorerKey, ExplorerCommand)] = [
            (.right, .next), (.left, .previous), (.home, .first), (.end, .last), (.pageDown, .nextInterval),
            (.pageUp, .previousInterval), (.character("]"), .nextFinding), (.character("["), .previousFinding),
            (.down, .nextSeries), (.up, .previousSeries), (.character("n"), .nextSeries), (.character("p"), .previousSeries),
            (.character(" "), .play), (.escape, .stop), (.character("s"), .short), (.character("l"), .long),
            (.character("d"), .details), (.character("c"), .nextChart), (.character("?"), .help), (.character("q"), .quit),
        ]
        for (key, command) in expected { #expect(key.command == command, "\(key.name)") }
        #expect(Set(expected.map(\.1)) == Set(ExplorerCommand.allCases), "every command has a key")
        #expect(ExplorerKey.character("x").command == nil)
    }
}

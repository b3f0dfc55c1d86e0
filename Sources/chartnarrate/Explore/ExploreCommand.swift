import AudioDevice
import ChartNarrate
import Foundation
import Narration

/// `chartnarrate explore`: the keyboard explorer on a terminal. All it does is read keys, hand them to
/// the library's `ChartExplorer`, print the lines it returns and send their sound to the device or the
/// recording; what is said and sounded is decided in the library.
enum ExploreCommand {
    static func run(_ options: CommandLineOptions) throws -> ExitCode {
        let explore = options.explore ?? ExploreOptions()
        guard options.inputs.count == 1 else {
            throw UsageError(description: options.inputs.isEmpty
                ? "no descriptor given; usage: chartnarrate explore <chart.xml | data.csv | spec.vl.json> [options] (see chartnarrate explore --help)"
                : "explore takes one input")
        }
        let input = options.inputs[0]
        if let record = explore.record {
            try OutputFile.checkAudioPath(record, sampleRate: options.sampleRate ?? 48000)
            guard explore.sound || explore.speak else {
                throw UsageError(description: "--record writes what --sound and --speak play; add one of them")
            }
        }
        if let language = options.language {
            var narration = NarrationOptions(language: language)
            narration.numbering = options.numbering
            try ChartBriefing.check(narration)
        }
        if explore.speak, let voice = options.voice { try ChartBriefing.checkVoice(voice) }
        let terminalInput = isatty(STDIN_FILENO) == 1
        if input == "-" && explore.keys == nil {
            throw UsageError(description: "with the descriptor on standard input, give the keys with --keys")
        }
        // Scripted keys are checked before any work, so a typo costs nothing.
        var script: [ExplorerKey]?
        if let keys = explore.keys {
            script = try scriptKeys(keys)
        }
        let report = try FormatOptions.load(input, options)
        if script == nil && !terminalInput {
            script = try scriptKeys(String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self))
        }

        var narrationOptions = NarrationOptions(language: options.language ?? ChartBriefing.defaultLanguage(for: report))
        narrationOptions.numbering = options.numbering
        narrationOptions.preferAuthorSummary = !options.generatedShort
        let briefing = try ChartBriefing(report: report, options: narrationOptions)

        var sound = ExplorerSoundOptions(tones: explore.sound, speech: explore.speak)
        if let rate = options.sampleRate { sound.sampleRate = rate }
        sound.voice = options.voice
        if let rate = options.rate { sound.rate = rate }
        if let pitch = options.pitch { sound.pitch = pitch }
        if let seconds = options.graphSeconds { sound.graphSeconds = seconds }

        var output: SoundOutput = .none
        if let record = explore.record {
            output = .recording(ExplorerRecording(sampleRate: sound.sampleRate), path: record)
        } else if explore.sound || explore.speak {
            if let player = AudioPlayer.open(sampleRate: sound.sampleRate) { output = .device(player) }
        }
        let hasSound = { if case .none = output { false } else { true } }()
        var explorer = try ChartExplorer(briefing: briefing, soundIsOn: explore.sound && hasSound)
        // --sound was given but nothing can play it: Space says there is no device, not to add --sound.
        explorer.soundUnavailable = explore.sound && !hasSound
        var session = Session(explorer: explorer, sound: hasSound ? ExplorerSound(explorer: explorer, options: sound) : nil,
                              output: output, scripted: script != nil)
        if (explore.sound || explore.speak) && !hasSound && !options.quiet {
            printError(try session.explorer.text.notice(.noDevice))
        }

        if let script {
            try session.say(try session.explorer.opening())
            for key in script where try session.press(key) {}
            try session.finish()
            return .success
        }
        return try interactive(&session, fullScreen: explore.tui)
    }

    private static func scriptKeys(_ text: String) throws -> [ExplorerKey] {
        do { return try ExplorerKey.script(text) } catch { throw UsageError(description: "--keys: \(error)") }
    }

    /// Keys from the terminal until `q`, Ctrl-D or end of input; the terminal is restored on every way out.
    private static func interactive(_ session: inout Session, fullScreen: Bool) throws -> ExitCode {
        guard let terminal = Terminal.enter(fullScreen: fullScreen) else {
            throw UsageError(description: "explore needs a terminal, or keys with --keys")
        }
        defer { terminal.restore() }
        if fullScreen { session.view = (FullScreenView(report: session.explorer.briefing.report), terminal) }
        try session.say(try session.explorer.opening())
        var pending: [UInt8] = []
        while true {
            // A lone ESC is the Escape key only when nothing follows it at once (arrow keys start with ESC).
            let waitingForSequence = !pending.isEmpty
            guard let bytes = terminal.read(timeout: waitingForSequence ? 0.05 : nil) else { break }
            pending += bytes
            let decoded = ExplorerKey.decode(pending, final: bytes.isEmpty)
            pending.removeFirst(decoded.consumed)
            for key in decoded.keys {
                if try !session.press(key) {
                    try session.finish()
                    return .success
                }
            }
        }
        try session.finish()
        return .success
    }
}

/// Where the sound goes.
enum SoundOutput {
    case none
    case device(AudioPlayer)
    case recording(ExplorerRecording, path: String)
}

/// One run of the explorer: the navigation, the sound, and the way lines reach the user.
struct Session {
    var explorer: ChartExplorer
    var sound: ExplorerSound?
    var output: SoundOutput
    /// Keys from a script: each step's sound plays in full before the next.
    let scripted: Bool
    var view: (FullScreenView, Terminal)?

    init(explorer: ChartExplorer, sound: ExplorerSound?, output: SoundOutput, scripted: Bool) {
        self.explorer = explorer
        self.sound = sound
        self.output = output
        self.scripted = scripted
    }

    /// Performs a key; false when the explorer ends.
    mutating func press(_ key: ExplorerKey) throws -> Bool {
        guard let command = key.command else {
            try say(ExplorerStep(lines: [try explorer.text.notice(.unknownKey(key.name))]))
            return true
        }
        let step = try explorer.perform(command)
        try say(step)
        return !step.quits
    }

    /// Prints a step's lines (or redraws the full-screen view) and sends its sound out.
    mutating func say(_ step: ExplorerStep) throws {
        if let (view, terminal) = view {
            let position = explorer.position
            let title = explorer.briefing.narration.charts[position.chart].title
            let heading = (try? explorer.text.seriesHeading(chart: position.chart, series: position.series)) ?? ""
            if !step.lines.isEmpty {
                StandardOutput.print(view.render(position, title: TerminalText.escaped(title), heading: TerminalText.escaped(heading),
                                                 lines: step.lines.map(TerminalText.escaped), columns: terminal.columns),
                                     terminator: "", raw: true)
            }
        } else {
            for line in step.lines { StandardOutput.print(line) }
        }
        guard var sound else { return }
        let clip = try sound.render(step)
        self.sound = sound
        switch output {
        case .none: break
        case .device(let player):
            if !clip.left.isEmpty {
                player.play(clip.interleaved)
                if scripted { player.waitUntilIdle() }
            } else if step.stopsSound {
                player.stop()
            }
        case .recording(var recording, let path):
            recording.append(clip)
            output = .recording(recording, path: path)
        }
    }

    /// Lets the last sound finish (scripted) or stops it, and writes the recording.
    mutating func finish() throws {
        switch output {
        case .none: break
        case .device(let player):
            if scripted { player.waitUntilIdle() }
            player.close()
        case .recording(let recording, let path):
            try recording.write(to: path)
        }
        output = .none
    }
}

import ChartNarrate
import Narration

/// Every option value and combination checked before any input is read (all usage errors, exit 64),
/// so a typo never costs a render.
enum OptionChecks {
    static func check(_ o: CommandLineOptions) throws(ChartNarrateError) {
        switch o.action {
        case .validate:
            try refuse(outputs(o) + (o.outline ? ["--outline"] : []), because: "--validate only checks descriptors and writes nothing", otherwise: nil)
        case .run:
            try checkRun(o)
        default:
            break
        }
    }

    private static func checkRun(_ o: CommandLineOptions) throws(ChartNarrateError) {
        guard o.inputs.count == 1 else {
            throw .usage(o.inputs.isEmpty
                ? "no descriptor given; usage: chartnarrate <descriptor.xml | -> [options] (see --help)"
                : "give one descriptor (or use --validate for several)")
        }
        if o.dryRun {
            let others = outputs(o) + (o.outline ? ["--outline"] : []) + (o.noAudio ? ["--no-audio"] : [])
            try refuse(others, because: "--dry-run lists the spoken script and writes nothing", otherwise: "drop --dry-run")
        }
        if o.outline {
            try refuse(audioOnly(o), because: "--outline makes no audio", otherwise: "drop --outline")
        } else if o.noAudio {
            try refuse(audioOnly(o), because: "--no-audio makes no audio", otherwise: "drop --no-audio")
        }
        if let language = o.language {
            var narration = NarrationOptions(language: language)
            narration.numbering = o.numbering
            try ChartBriefing.check(narration)
        } else if let numbering = o.numbering {
            var narration = NarrationOptions(language: "en")
            narration.numbering = numbering
            try ChartBriefing.check(narration)
        }
        guard !o.noAudio && !o.outline else { return }
        let sampleRate = o.sampleRate ?? 48000
        if let path = o.audioOut { try OutputFile.checkAudioPath(path, sampleRate: sampleRate) }
        if let voice = o.voice { try ChartBriefing.checkVoice(voice) }
    }

    /// The output options given, by name.
    private static func outputs(_ o: CommandLineOptions) -> [String] {
        [("--text-out", o.textOut), ("-o", o.audioOut), ("--timeline", o.timeline), ("--captions", o.captions),
         ("--chapters", o.chapters)].compactMap { $0.1 == nil ? nil : $0.0 }
    }

    /// The options that only shape audio, by name.
    private static func audioOnly(_ o: CommandLineOptions) -> [String] {
        var names = outputs(o).filter { $0 != "--text-out" }
        if o.voice != nil { names.append("--voice") }
        if o.rate != nil { names.append("--rate") }
        if o.pitch != nil { names.append("--pitch") }
        if o.graphSeconds != nil { names.append("--graph-seconds") }
        if o.graphLabels { names.append("--graph-labels") }
        if o.sampleRate != nil { names.append("--sample-rate") }
        if o.maxDurationGiven { names.append("--max-duration") }
        return names
    }

    private static func refuse(_ names: [String], because reason: String, otherwise: String?) throws(ChartNarrateError) {
        guard !names.isEmpty else { return }
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
        throw .usage("\(reason): drop \(list)\(otherwise.map { " or \($0)" } ?? "")")
    }
}

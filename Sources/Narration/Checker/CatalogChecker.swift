import CICUBridge
import Foundation

/// Checks every shipped catalog against English: missing and extra keys, ICU MessageFormat syntax,
/// placeholders that differ from English, plural messages missing a CLDR category of the language,
/// messages identical to English (unless the catalog's `sameAsEnglish` list allows them), right-to-left
/// languages without `"direction": "rtl"`, speech-section names ICU does not know (transform, ordinal rule
/// set), and whether espeak-ng has the catalog's voice.
/// Used by `chartnarrate catalog check` (exit 0 when clean, 65 on errors) and by the test suite.
package struct CatalogChecker: Sendable {
    /// The espeak-ng voices installed (language codes, voice names and files, lower-cased), or nil when
    /// espeak-ng is not installed (the voice check then only warns).
    package var installedVoices: Set<String>?

    /// Languages written right to left (ISO 639-1/-3 codes) whose catalogs must declare `"direction": "rtl"`.
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur", "ps", "sd", "yi", "dv", "ug", "ckb"]

    /// A checker that asks the installed espeak-ng for its voices.
    package init() {
        installedVoices = CatalogChecker.espeakVoices()
    }

    /// A checker with a given voice list (nil: espeak-ng absent).
    package init(installedVoices: Set<String>?) {
        self.installedVoices = installedVoices
    }

    /// One report per shipped catalog, English included, in language order.
    package func check() -> [CatalogReport] {
        Catalog.shippedLanguages.map { check(language: $0) }
    }

    /// The report for one shipped catalog (by its file name, e.g. "pt").
    package func check(language: String) -> CatalogReport {
        let english: Catalog
        do { english = try Catalog.load("en") } catch {
            return CatalogReport(language: language, nativeName: language, voice: "", completeness: 0,
                                 findings: [CatalogFinding(.error, key: nil, "the English catalog Locales/en.json cannot be read")])
        }
        guard let url = Catalog.directory?.appendingPathComponent("\(language).json"),
              let data = try? Data(contentsOf: url) else {
            return CatalogReport(language: language, nativeName: language, voice: "", completeness: 0,
                                 findings: [CatalogFinding(.error, key: nil, "Locales/\(language).json cannot be read")])
        }
        let catalog: Catalog
        do { catalog = try JSONDecoder().decode(Catalog.self, from: data) } catch {
            return CatalogReport(language: language, nativeName: language, voice: "", completeness: 0,
                                 findings: [CatalogFinding(.error, key: nil, "Locales/\(language).json is not a valid catalog: \(error). Compare its structure with en.json.")])
        }
        let allowed = Set((try? JSONDecoder().decode(CatalogAllowances.self, from: data))?.sameAsEnglish ?? [])
        var findings = check(catalog, against: english, fileName: language, sameAsEnglish: allowed)
        findings += voiceFindings(catalog.speech.voice)
        findings += speechFindings(catalog)
        findings.sort { ($0.severity, $0.key ?? "") < ($1.severity, $1.key ?? "") }
        let present = english.messages.keys.filter { catalog.messages[$0] != nil }.count
        return CatalogReport(language: language, nativeName: catalog.nativeName, voice: catalog.speech.voice,
                             completeness: english.messages.isEmpty ? 1 : Double(present) / Double(english.messages.count),
                             findings: findings)
    }

    /// The findings about the messages of `catalog` compared with `english`.
    func check(_ catalog: Catalog, against english: Catalog, fileName: String,
               sameAsEnglish: Set<String>) -> [CatalogFinding] {
        var findings: [CatalogFinding] = []
        let language = catalog.language
        if catalog.language != fileName {
            findings.append(CatalogFinding(.error, key: nil, "the catalog says \"language\": \"\(catalog.language)\" but its file is \(fileName).json; make them agree"))
        }
        let primary = LanguageTagNormal.primary(language)
        if Self.rightToLeftLanguages.contains(primary) && !catalog.isRightToLeft {
            findings.append(CatalogFinding(.error, key: nil, "\(language) is written right to left: add \"direction\": \"rtl\" so that left-to-right fragments are isolated"))
        }
        for key in english.messages.keys.sorted() where catalog.messages[key] == nil {
            findings.append(CatalogFinding(.error, key: key, "missing; translate the English \"\(english.messages[key]!)\""))
        }
        for key in catalog.messages.keys.sorted() where english.messages[key] == nil {
            findings.append(CatalogFinding(.error, key: key, "not in the English catalog; remove it or rename it to an English key"))
        }
        let categories = Set(PluralRules(locale: language).categories)
        // Messages are rendered with every argument of their scope, so an argument English uses in another
        // message may be fine here; one English never uses is most likely a typo.
        let englishArguments = Set(english.messages.values.flatMap { (try? MessageFormatting.arguments(of: $0))?.map(\.name) ?? [] })
        for key in catalog.messages.keys.sorted() {
            guard let pattern = catalog.messages[key] else { continue }
            let uses: [MessageArgumentUse]
            do { uses = try MessageFormatting.arguments(of: pattern) } catch {
                findings.append(CatalogFinding(.error, key: key, "not valid ICU MessageFormat (\(error.message)); check braces and apostrophes (write ’ or '' for a literal apostrophe)"))
                continue
            }
            for use in uses where use.type == "plural" {
                let missing = categories.subtracting(use.selectors)
                if !missing.isEmpty {
                    findings.append(CatalogFinding(.error, key: key, "plural '\(use.name)' lacks the \(language) categor\(missing.count == 1 ? "y" : "ies") \(missing.sorted().joined(separator: ", ")) (\(language) needs \(PluralRules(locale: language).categories.joined(separator: ", ")))"))
                }
            }
            for use in uses where use.type == "select" && !use.selectors.contains("other") {
                findings.append(CatalogFinding(.error, key: key, "select '\(use.name)' has no 'other' case"))
            }
            guard let englishPattern = english.messages[key],
                  let englishUses = try? MessageFormatting.arguments(of: englishPattern) else { continue }
            findings += placeholderFindings(key: key, uses: uses, englishUses: englishUses, englishArguments: englishArguments)
            if language != "en", pattern == englishPattern, !sameAsEnglish.contains(key) {
                findings.append(CatalogFinding(.warning, key: key, "identical to English (untranslated?); if it is right as is, add the key to \"sameAsEnglish\""))
            }
        }
        return findings
    }

    /// Arguments the narration provides that English happens not to say, for languages that word it otherwise:
    /// bare positions beside the prepositional ones (`minAt` beside `minWhen`), titles as written beside their
    /// in-sentence form, a month's number beside its name, the axis facts item.at may select on.
    static let alsoProvided: Set<String> = ["minAt", "maxAt", "xName", "yName", "month", "fromX", "toX", "peakX",
                                            "troughX", "x", "xHasUnit", "xOrdered", "xMeasured", "xGranularity", "hasMinutes",
                                            "highAt", "lowAt", "names", "seriesCount"]

    /// Placeholders: an argument no English message uses is an error when displayed (nothing provides it,
    /// so it would be shown as "{name}") and a warning when only selected on; an English value the
    /// translation never says is a warning.
    private func placeholderFindings(key: String, uses: [MessageArgumentUse], englishUses: [MessageArgumentUse],
                                     englishArguments: Set<String>) -> [CatalogFinding] {
        var findings: [CatalogFinding] = []
        let names = Set(uses.map(\.name))
        let shown: Set<String> = ["none", "simple"]
        let provided = englishArguments.union(Self.alsoProvided)
        for name in Set(uses.filter { shown.contains($0.type) }.map(\.name)).subtracting(provided).sorted() {
            findings.append(CatalogFinding(.error, key: key, "uses {\(name)}, which no English message uses; the narration does not provide it (English here uses \(Set(englishUses.map(\.name)).sorted().map { "{\($0)}" }.joined(separator: " ")))"))
        }
        for name in Set(uses.filter { !shown.contains($0.type) }.map(\.name)).subtracting(provided).sorted() {
            findings.append(CatalogFinding(.warning, key: key, "selects on '\(name)', which no English message uses; make sure the narration provides it"))
        }
        let englishShown = Set(englishUses.filter { shown.contains($0.type) || $0.type == "plural" }.map(\.name))
        for name in englishShown.subtracting(names).sorted() {
            findings.append(CatalogFinding(.warning, key: key, "never says {\(name)}, which the English message says"))
        }
        return findings
    }

    /// The speech section's ICU names must exist: the transform and the ordinal rule set.
    func speechFindings(_ catalog: Catalog) -> [CatalogFinding] {
        var findings: [CatalogFinding] = []
        if let id = catalog.speech.transform {
            do { _ = try Transliteration.transform("a", id: id) } catch {
                findings.append(CatalogFinding(.error, key: nil, "speech.transform '\(id)' is not an ICU transform (\(error.message))"))
            }
        }
        if let ordinals = catalog.speech.ordinalDays,
           (try? ICUBuffer.string({ icub_spellout_rules(catalog.language, ordinals.ruleSet, 1, $0, $1) })) == nil {
            findings.append(CatalogFinding(.error, key: nil, "speech.ordinalDays.ruleSet '\(ordinals.ruleSet)' is not a spellout rule set of \(catalog.language)"))
        }
        if let years = catalog.speech.years {
            for (name, set) in [("ruleSet", years.ruleSet)] + (years.ruleSetBefore ?? [:]).sorted(by: <).map({ ("ruleSetBefore[\"\($0.key)\"]", $0.value) })
            where (try? ICUBuffer.string({ icub_spellout_rules(catalog.language, set, 2019, $0, $1) })) == nil {
                findings.append(CatalogFinding(.error, key: nil, "speech.years.\(name) '\(set)' is not a spellout rule set of \(catalog.language)"))
            }
        }
        return findings
    }

    private func voiceFindings(_ voice: String) -> [CatalogFinding] {
        guard let installed = installedVoices else {
            return [CatalogFinding(.warning, key: nil, "espeak-ng is not installed, so the voice '\(voice)' was not checked")]
        }
        if installed.contains(voice.lowercased()) { return [] }
        return [CatalogFinding(.error, key: nil, "espeak-ng has no voice '\(voice)'; pick one from `espeak-ng --voices`")]
    }

    /// Language codes, voice names and voice files of the installed espeak-ng, or nil without espeak-ng.
    static func espeakVoices() -> Set<String>? {
        let candidates = ["/usr/bin/espeak-ng", "/usr/local/bin/espeak-ng", "/opt/homebrew/bin/espeak-ng"]
        guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--voices"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var voices = Set<String>()
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true).map { $0.lowercased() }
            guard fields.count >= 5 else { continue }
            voices.insert(fields[1])
            voices.insert(fields[3])
            voices.insert(fields[4])
            voices.insert(String(fields[4].split(separator: "/").last ?? ""))
        }
        return voices
    }

    /// The reports as text for a terminal, and whether any has an error (`catalog check` exits 65 then).
    package static func render(_ reports: [CatalogReport]) -> (text: String, hasErrors: Bool) {
        var lines: [String] = []
        for r in reports {
            let percent = Int((r.completeness * 100).rounded(.down))
            lines.append("\(r.language)\t\(r.nativeName)\tvoice \(r.voice)\t\(percent)% complete\t\(r.errors.count) error\(r.errors.count == 1 ? "" : "s"), \(r.warnings.count) warning\(r.warnings.count == 1 ? "" : "s")")
            for f in r.findings { lines.append("  \(f)") }
        }
        let errors = reports.reduce(0) { $0 + $1.errors.count }
        // "Clean" after dozens of warnings scrolled past read as "nothing to look at": the summary counts them
        // and says where they are.
        let warned = reports.filter { !$0.warnings.isEmpty }
        let warnings = warned.reduce(0) { $0 + $1.warnings.count }
        let whereWarned = warned.map { "\($0.language) \($0.warnings.count)" }.joined(separator: ", ")
        let warningNote = warnings == 0 ? "" : ", with \(warnings) warning\(warnings == 1 ? "" : "s") (\(whereWarned); each listed above"
            + " under its catalog as a \"warning\" line: chartnarrate catalog check | grep warning)"
        lines.append(errors == 0 ? "All \(reports.count) catalogs are clean\(warningNote)."
                     : "\(errors) error\(errors == 1 ? "" : "s") in \(reports.filter(\.hasErrors).count) catalog(s)\(warningNote).")
        return (lines.joined(separator: "\n") + "\n", errors > 0)
    }

    /// The process exit status for `catalog check`: 0 when clean, 65 (EX_DATAERR) on errors.
    package static func exitStatus(_ reports: [CatalogReport]) -> Int32 {
        reports.contains(where: \.hasErrors) ? 65 : 0
    }
}

/// Fields of a catalog file that only the checker reads.
private struct CatalogAllowances: Decodable {
    /// Keys whose message may equal the English one.
    var sameAsEnglish: [String]?
}

// swift-tools-version:6.0
// chartnarrate: chart descriptors → localized narration text and one audio file.
// Data flows one way: descriptor → model → analysis → narration → script → audio.
import PackageDescription

/// ICU's C++ symbols overlap with Foundation's private ICU; linking Foundation's copy
/// first keeps Foundation's own calls bound to itself (see docs/architecture.md).
let icuLinker: [LinkerSetting] = [
    .linkedLibrary("_FoundationICU"),
    .linkedLibrary("icui18n"),
    .linkedLibrary("icuuc"),
    .linkedLibrary("icudata"),
]

/// The command links the Swift runtime and Foundation statically (`-static-stdlib`): it starts in about two thirds
/// of the time (no symbol lookup across a dozen Swift libraries) and holds about 6 MB less, and Foundation's
/// private ICU is then internal to the binary, so system ICU's own calls can no longer bind to it (see
/// docs/architecture.md). Only the executable: the test bundle and library users keep the shared runtime.
/// Linked by the toolchain's lld with packed relative relocations (RELR): the 77,000 pointers the static runtime
/// relocates at start-up take 15 KB instead of 1.8 MB, about 1 MB less resident.
let staticRuntime: [LinkerSetting] = [
    .unsafeFlags(["-static-stdlib", "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"]),
    // What the static Foundation modules would name themselves had every module been compiled against them.
    .linkedLibrary("CoreFoundation"), .linkedLibrary("_FoundationCollections"), .linkedLibrary("_FoundationCShims"),
    .linkedLibrary("swiftSynchronization"),
]

let package = Package(
    name: "chartnarrate",
    products: [
        .library(name: "ChartNarrate", targets: ["ChartNarrate"]),
        .executable(name: "chartnarrate", targets: ["chartnarrate"]),
    ],
    targets: [
        // MARK: C libraries (system module maps, pkg-config) and our stdint-only wrappers
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CEspeakNG", pkgConfig: "espeak-ng", providers: [.apt(["libespeak-ng-dev"])]),
        .systemLibrary(name: "CSndFile", pkgConfig: "sndfile", providers: [.apt(["libsndfile1-dev"])]),
        .systemLibrary(name: "CSoxr", pkgConfig: "soxr", providers: [.apt(["libsoxr-dev"])]),
        .systemLibrary(name: "CEbur128", pkgConfig: "libebur128", providers: [.apt(["libebur128-dev"])]),
        .systemLibrary(name: "CALSA", pkgConfig: "alsa", providers: [.apt(["libasound2-dev"])]),
        .target(name: "CXML", dependencies: ["CLibXML2"]),
        // libpulse-simple (libpulse-dev) is linked by name: its pkg-config adds -D_REENTRANT/-pthread, which SwiftPM
        // rejects with a warning on every build; its headers are in the default include path.
        .target(name: "CAudioOut", dependencies: ["CALSA"],
                linkerSettings: [.linkedLibrary("pulse-simple"), .linkedLibrary("pulse")]),
        .target(name: "CICUBridge", linkerSettings: icuLinker),
        .target(name: "CSignalCleanup"),

        // MARK: Swift layers
        .target(name: "ChartModel"),
        .target(name: "ChartDescriptorXML", dependencies: ["ChartModel", "CXML"]),
        .target(name: "ChartCSV", dependencies: ["ChartModel", "ChartDescriptorXML"]),
        .target(name: "ChartVegaLite", dependencies: ["ChartModel", "ChartDescriptorXML", "ChartCSV"]),
        .target(name: "ChartAnalysis", dependencies: ["ChartModel"]),
        .target(name: "Narration", dependencies: ["ChartModel", "ChartAnalysis", "CICUBridge"],
                resources: [.copy("Resources/Locales"), .copy("Resources/Templates")]),
        .target(name: "Sonification", dependencies: ["ChartModel", "ChartAnalysis"]),
        .target(name: "AudioRender", dependencies: ["Narration", "Sonification", "CEspeakNG", "CSndFile", "CSoxr", "CEbur128", "CSignalCleanup"]),
        .target(name: "ChartNarrate", dependencies: ["ChartModel", "ChartDescriptorXML", "ChartCSV", "ChartVegaLite", "ChartAnalysis", "Narration", "Sonification", "AudioRender"]),
        .target(name: "AudioDevice", dependencies: ["CAudioOut"]),
        .executableTarget(name: "chartnarrate", dependencies: ["ChartNarrate", "AudioDevice"], linkerSettings: staticRuntime),
        // libFuzzer targets over the readers, narration, script and audio timing; scripts/fuzz.sh builds them with -sanitize=fuzzer.
        .executableTarget(name: "chartnarrate-fuzz",
                          dependencies: ["ChartModel", "ChartDescriptorXML", "ChartCSV", "Narration", "AudioRender", "ChartNarrate"],
                          path: "Fuzz/chartnarrate-fuzz"),
        .executableTarget(name: "chartnarrate-bench",
                          dependencies: ["ChartModel", "ChartDescriptorXML", "ChartAnalysis", "Narration", "Sonification", "AudioRender", "ChartNarrate"],
                          path: "Benchmarks/chartnarrate-bench"),

        // MARK: Tests mirror the targets
        .testTarget(name: "ChartModelTests", dependencies: ["ChartModel"]),
        .testTarget(name: "ChartDescriptorXMLTests", dependencies: ["ChartDescriptorXML"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ChartCSVTests", dependencies: ["ChartCSV"]),
        .testTarget(name: "ChartVegaLiteTests", dependencies: ["ChartVegaLite"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ChartAnalysisTests", dependencies: ["ChartAnalysis"]),
        .testTarget(name: "NarrationTests", dependencies: ["Narration", "ChartDescriptorXML"], resources: [.copy("Golden")]),
        .testTarget(name: "SonificationTests", dependencies: ["Sonification"]),
        .testTarget(name: "AudioRenderTests", dependencies: ["AudioRender", "ChartDescriptorXML"], exclude: ["Golden"]),
        .testTarget(name: "ChartNarrateTests", dependencies: ["ChartNarrate"]),
    ],
    cxxLanguageStandard: .cxx17
)

// swift-tools-version:6.0
// An app that uses chartnarrate as a library, through a path dependency on this repository.
// Build and run from this folder: swift run narrate-example [output folder]
import PackageDescription

let package = Package(
    name: "narrate-example",
    dependencies: [.package(name: "chartnarrate", path: "../..")],
    targets: [
        .executableTarget(name: "narrate-example",
                          dependencies: [.product(name: "ChartNarrate", package: "chartnarrate")]),
    ]
)

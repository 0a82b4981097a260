// swift-tools-version:5.9
// The engine as a Swift package of its own: the Rust library (AlquerqueFFI.xcframework) and the
// Swift bindings UniFFI generates for it (Sources/AlquerqueCore/AlquerqueCore.swift). Both are
// written here by ../build-xcframework.sh and are not committed. A module of their own keeps the
// generated code out of the app's build settings: Swift 5 language mode, and none of Xcode 26's
// default MainActor isolation, under which the bindings no longer compile inside an app target.
import PackageDescription

let package = Package(
    name: "AlquerqueCore",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "AlquerqueCore", targets: ["AlquerqueCore"]),
    ],
    targets: [
        // The static library for devices and simulators, with the C header and module map
        // (module AlquerqueFFI) the bindings import.
        .binaryTarget(name: "AlquerqueFFI", path: "AlquerqueFFI.xcframework"),
        .target(
            name: "AlquerqueCore",
            dependencies: ["AlquerqueFFI"],
            path: "Sources/AlquerqueCore",
            linkerSettings: [
                // For the Rust standard library's random numbers on older toolchains; harmless otherwise.
                .linkedFramework("Security"),
            ]
        ),
    ]
)

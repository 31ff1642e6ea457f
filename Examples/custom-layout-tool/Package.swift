// swift-tools-version: 6.0
// A transition-sim of your own: the whole tool, with your layouts registered.
import PackageDescription

let package = Package(
  name: "custom-layout-tool",
  platforms: [.macOS(.v13)],
  dependencies: [
    // TransitionSim checked out beside this package (or `.package(url:branch:)` with its address).
    .package(path: "../TransitionSim")
  ],
  targets: [
    .executableTarget(
      name: "my-sim",
      dependencies: [
        .product(name: "TransitionSim", package: "TransitionSim"),
        .product(name: "TransitionSimCLI", package: "TransitionSim"),
        .product(name: "TransitionSimLayouts", package: "TransitionSim"),
      ])
  ],
  swiftLanguageModes: [.v6]
)

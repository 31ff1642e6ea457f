// swift-tools-version: 6.0
// TransitionSim: UICollectionView's layout engine and its animated updates, headless and
// deterministic. No package dependencies: Foundation, XCTest and Swift Testing only.
import PackageDescription

let package = Package(
  name: "TransitionSim",
  // The oldest systems supported: macOS 13 and iOS 16 (with tvOS 16 and visionOS 1, which share
  // iOS's SDK surface). Every standard-library API the sources use is checked against them by
  // .ci/availability-lint.py, and the Apple-platform branches by .ci/apple/check.
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .visionOS(.v1)],
  products: [
    .library(name: "TransitionSim", targets: ["TransitionSim"]),
    .library(name: "TransitionSimLayouts", targets: ["TransitionSimLayouts"]),
    .library(name: "TransitionSimTesting", targets: ["TransitionSimTesting"]),
    // The command-line tool as a library: a tool of your own with your layouts registered.
    .library(name: "TransitionSimCLI", targets: ["TransitionSimCLI"]),
    .executable(name: "transition-sim", targets: ["transition-sim"]),
    .executable(name: "transition-sim-bench", targets: ["transition-sim-bench"]),
    .executable(name: "transition-sim-fuzz", targets: ["transition-sim-fuzz"]),
  ],
  targets: [
    // Geometry at the bottom; everything else builds on it.
    .target(name: "TransitionSim"),
    .target(name: "TransitionSimLayouts", dependencies: ["TransitionSim"]),
    .target(name: "TransitionSimTesting", dependencies: ["TransitionSim"]),
    .target(name: "TransitionSimCLI", dependencies: ["TransitionSim", "TransitionSimLayouts"]),
    // A thin main: TransitionSimCLI with the standard layouts.
    .executableTarget(
      name: "transition-sim",
      dependencies: ["TransitionSimCLI", "TransitionSimLayouts"]
    ),
    .executableTarget(
      name: "transition-sim-bench",
      dependencies: ["TransitionSim", "TransitionSimLayouts", "TransitionSimTesting"],
      path: "Benchmarks/TransitionSimBench"
    ),
    // The fuzzer shows its progress line as the tool does (TransitionSimCLI's ProgressReporter).
    .executableTarget(
      name: "transition-sim-fuzz",
      dependencies: [
        "TransitionSim", "TransitionSimCLI", "TransitionSimLayouts", "TransitionSimTesting",
      ],
      path: "Benchmarks/TransitionSimFuzz"
    ),
    .testTarget(
      name: "TransitionSimTests", dependencies: ["TransitionSim", "TransitionSimTesting"],
      // Golden files of the exporters, read by path.
      exclude: ["Export/Golden"]),
    .testTarget(
      name: "TransitionSimLayoutsTests",
      dependencies: ["TransitionSim", "TransitionSimLayouts", "TransitionSimTesting"],
      // Real-UIKit calibration data (numbers measured in public screenshots), read by path.
      exclude: ["RealUIKit/Data"]
    ),
    .testTarget(
      name: "TransitionSimTestingTests",
      dependencies: ["TransitionSim", "TransitionSimLayouts", "TransitionSimTesting"],
      // Golden frame dumps, read and written by the tests, not compiled.
      exclude: ["__Dumps__"]
    ),
    .testTarget(
      name: "TransitionSimCLITests",
      dependencies: [
        // The tool and transition-sim-bench (for its --peak-of helper, which measures the tool's
        // memory) run as processes: on macOS and Linux only, as the tests that run them.
        .target(name: "transition-sim", condition: .when(platforms: [.macOS, .linux])),
        .target(name: "transition-sim-bench", condition: .when(platforms: [.macOS, .linux])),
        "TransitionSim", "TransitionSimCLI", "TransitionSimLayouts", "TransitionSimTesting",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

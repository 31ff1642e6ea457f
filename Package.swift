// swift-tools-version: 6.0
// TransitionSim: UICollectionView's layout engine and its animated updates, headless and
// deterministic. No package dependencies: Foundation, XCTest and Swift Testing only.
import PackageDescription

// What a target on the library depends on: the umbrella it imports and the three modules behind
// it. Naming the three lets the build see their changes: a target that depended on the umbrella
// alone kept objects compiled against an engine type's old layout after an incremental build.
let library: [Target.Dependency] = [
  "TransitionSim", "TransitionSimEngine", "TransitionSimScenario", "TransitionSimExport",
]

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
    // UIKit's collection-view names and classes on the engine: a file written for UIKit compiles
    // against it with only its import changed.
    .library(name: "TransitionSimUIKit", targets: ["TransitionSimUIKit"]),
    // The command-line tool as a library: a tool of your own with your layouts registered.
    .library(name: "TransitionSimCLI", targets: ["TransitionSimCLI"]),
    .executable(name: "transition-sim", targets: ["transition-sim"]),
    .executable(name: "transition-sim-bench", targets: ["transition-sim-bench"]),
    .executable(name: "transition-sim-fuzz", targets: ["transition-sim-fuzz"]),
  ],
  targets: [
    // The library in three layers, each seeing only the ones below it, so that a use against the
    // pipeline's direction does not compile:
    // - the engine: number formatting, geometry, attributes, layouts (flow, compositional),
    //   updates, the collection view and the animation. The view and its layout use each other
    //   (`layout.collectionView`, as in UIKit), so the engine is one module;
    // - scenarios: the JSON reader, scenario files and the runner that replays them;
    // - export: frame dumps (JSON, JSON Lines, CSV), keyframes, Lottie, SVG, animated SVG and the
    //   HTML player, and the dump reader behind `check` and `diff`.
    // `TransitionSim` is what users import: it re-exports the three (and Foundation).
    .target(name: "TransitionSimEngine"),
    .target(name: "TransitionSimScenario", dependencies: ["TransitionSimEngine"]),
    .target(
      name: "TransitionSimExport", dependencies: ["TransitionSimEngine", "TransitionSimScenario"]),
    .target(
      name: "TransitionSim",
      dependencies: ["TransitionSimEngine", "TransitionSimScenario", "TransitionSimExport"]),
    .target(name: "TransitionSimLayouts", dependencies: library),
    .target(name: "TransitionSimTesting", dependencies: library),
    // The UIKit-named front door: on the engine alone, as UIKit has no scenarios or exports.
    .target(name: "TransitionSimUIKit", dependencies: ["TransitionSimEngine"]),
    .target(name: "TransitionSimCLI", dependencies: library + ["TransitionSimLayouts"]),
    // A thin main: TransitionSimCLI with the standard layouts.
    .executableTarget(
      name: "transition-sim",
      dependencies: ["TransitionSimCLI", "TransitionSimLayouts"]
    ),
    .executableTarget(
      name: "transition-sim-bench",
      dependencies: library + [
        "TransitionSimLayouts", "TransitionSimTesting", "TransitionSimUIKit",
      ],
      path: "Benchmarks/TransitionSimBench"
    ),
    // The fuzzer shows its progress line as the tool does (TransitionSimCLI's ProgressReporter).
    .executableTarget(
      name: "transition-sim-fuzz",
      dependencies: library + ["TransitionSimCLI", "TransitionSimLayouts", "TransitionSimTesting"],
      path: "Benchmarks/TransitionSimFuzz"
    ),
    .testTarget(
      name: "TransitionSimTests",
      dependencies: [
        "TransitionSim", "TransitionSimEngine", "TransitionSimExport", "TransitionSimScenario",
        "TransitionSimTesting",
      ],
      // Golden files of the exporters, read by path.
      exclude: ["Export/Golden"]),
    .testTarget(
      name: "TransitionSimLayoutsTests",
      dependencies: [
        "TransitionSim", "TransitionSimEngine", "TransitionSimExport", "TransitionSimScenario",
        "TransitionSimLayouts", "TransitionSimTesting",
      ],
      // Real-UIKit calibration data (numbers measured in public screenshots), read by path.
      exclude: ["RealUIKit/Data"]
    ),
    .testTarget(
      name: "TransitionSimTestingTests",
      dependencies: [
        "TransitionSim", "TransitionSimEngine", "TransitionSimExport", "TransitionSimScenario",
        "TransitionSimLayouts", "TransitionSimTesting",
      ],
      // Golden frame dumps, read and written by the tests, not compiled.
      exclude: ["__Dumps__"]
    ),
    .testTarget(
      name: "TransitionSimUIKitTests",
      dependencies: library + ["TransitionSimUIKit", "TransitionSimTesting"]),
    .testTarget(
      name: "TransitionSimCLITests",
      dependencies: [
        // The tool and transition-sim-bench (for its --peak-of helper, which measures the tool's
        // memory) run as processes: on macOS and Linux only, as the tests that run them.
        .target(name: "transition-sim", condition: .when(platforms: [.macOS, .linux])),
        .target(name: "transition-sim-bench", condition: .when(platforms: [.macOS, .linux])),
      ] + library + ["TransitionSimCLI", "TransitionSimLayouts", "TransitionSimTesting"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

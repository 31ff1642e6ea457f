// transition-sim-bench: every hot path of TransitionSim, timed in release mode against a baseline
// measured in the same run. Run it with `swift run -c release transition-sim-bench`.
// `--smoke` runs each case once at its smallest size (used by the test suite so it cannot rot).
import Foundation
import TransitionSim

if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "--peak-of" {
  printPeakOfChild(Array(CommandLine.arguments.dropFirst(2)))
}
var smoke = false
var filter: String?
var jsonPath: String?
var memory = false
var sizeOverride: Int?
var repetitionsOverride: Int?
/// What `--help` prints, and an unknown option's message ends with.
let usage = """
  Usage: transition-sim-bench [--smoke] [--filter TEXT] [--json PATH] [--memory]
                              [--size N] [--repetitions N]
    --smoke          each case once at its smallest size (the test suite's check)
    --filter TEXT    only the cases whose name contains TEXT
    --json PATH      also write every result, with its target met or missed, to PATH
    --memory         also measure the peak memory of a large JSON replay
    --size N         the flow cases at N items only
    --repetitions N  time each case N times (default: adaptive)
    --help, -h       print this and exit

  """
var argumentIterator = CommandLine.arguments.dropFirst().makeIterator()
/// Reads the positive integer that follows `option`, or exits with a usage error.
@MainActor func positiveInteger(after option: String) -> Int {
  guard let text = argumentIterator.next(), let value = Int(text), value > 0 else {
    FileHandle.standardError.write(Data("Error: \(option) needs a positive integer\n".utf8))
    exit(64)
  }
  return value
}
while let argument = argumentIterator.next() {
  switch argument {
  case "--smoke": smoke = true
  case "--filter":
    guard let value = argumentIterator.next() else {
      FileHandle.standardError.write(Data("Error: --filter needs a value\n".utf8))
      exit(64)
    }
    filter = value
  case "--json":
    guard let value = argumentIterator.next() else {
      FileHandle.standardError.write(Data("Error: --json needs a path\n".utf8))
      exit(64)
    }
    jsonPath = value
  case "--memory": memory = true
  case "--size": sizeOverride = positiveInteger(after: argument)
  case "--repetitions": repetitionsOverride = positiveInteger(after: argument)
  case "--help", "-h":
    print(usage, terminator: "")
    exit(0)
  default:
    FileHandle.standardError.write(Data("Error: unknown option '\(argument)'\n\(usage)".utf8))
    exit(64)
  }
}

// `--size N` runs the flow series at that size only and `--repetitions N` times each case N
// times: together they make a short run to profile, e.g. under
// `valgrind --tool=callgrind … --filter "flow prepare (delegate" --size 100000 --repetitions 1`.
let sizes = sizeOverride.map { [$0] } ?? (smoke ? [1_000] : [1_000, 10_000, 100_000, 1_000_000])
var cases: [BenchmarkCase] = []
for size in sizes { cases.append(flowPrepareCase(count: size, delegateSized: false)) }
for size in sizes { cases.append(flowPrepareCase(count: size, delegateSized: true)) }
for size in sizes { cases.append(flowDelegateCallsCase(count: size)) }
cases.append(flowQueryCase(count: smoke ? 1_000 : 1_000_000))
for size in sizes { cases.append(compositionalPrepareCase(count: size)) }
for size in smoke ? [1_000] : [10_000, 100_000] { cases.append(frontDoorFlowCase(count: size)) }
cases.append(compositionalQueryCase(count: smoke ? 1_000 : 1_000_000))
for size in smoke ? [1_000] : [1_000, 1_000_000] { cases.append(orthogonalQueryCase(count: size)) }
for size in smoke ? [1_000] : [1_000, 10_000, 100_000] {
  cases.append(selfSizingScrollCase(count: size))
}
cases.append(compositionalSelfSizingScrollCase(count: smoke ? 1_000 : 1_000_000))
let repetitions = repetitionsOverride ?? (smoke ? 1 : 7)
cases.append(
  batchUpdateCase(
    operations: smoke ? 100 : 1_000, count: smoke ? 1_000 : 100_000, repetitions: repetitions
  ).benchmark)
for size in smoke ? [1_000] : [10_000, 100_000] { cases += diffCases(count: size) }
cases += animationCases(smoke: smoke)  // size = element-frames; rate = size / median

for url in bundledScenarios() where !smoke || url.lastPathComponent == "flow-grid-batch.json" {
  cases.append(replayCase(url))
}
if !smoke, let cli = cliReplayCase() { cases.append(cli) }
if !smoke, let check = checkJobsCase() { cases.append(check) }

// The targets each case must meet, shown in the table.
for index in cases.indices {
  let name = cases[index].name
  if name.hasPrefix("batch update") { cases[index].target = .under(0.010) }
  if name.hasPrefix("snapshot difference(from:) alone") && cases[index].size == 100_000 {
    cases[index].target = .under(0.050)
  }
  // 2D sampling ≥ 40 M element-frames/s end to end and, with its inputs prepared before the
  // timing as the lerp's are, ≤ 8× the lerp; 3D ≤ 1.5 × (2D + T), T the transform's
  // interpolation alone (1.2× is the aim).
  if name == "sample frames (2D)" { cases[index].target = .rateAtLeast(40e6) }
  if name == "sample frames (2D, prepared sequence)" { cases[index].target = .ratioAtMost(8) }
  if name == "sample frames (3D transforms)" { cases[index].target = .ratioAtMost(1.5) }
  if name.hasPrefix("UIKit front door") { cases[index].target = .ratioAtMost(1.5) }
}

if let filter { cases = cases.filter { $0.name.contains(filter) } }

do {
  var results = try run(
    cases, repetitions: repetitions, adaptive: !smoke && repetitionsOverride == nil)
  printTable(results)
  _ = printScaling(results)
  let peak = memory ? try measureReplayMemory() : nil
  results += try runExportBenchmarks(smoke: smoke, repetitions: repetitions, filter: filter)
  if let jsonPath {
    try writeJSON(results, extra: peak.map { ["memory": $0.json] } ?? [:], to: jsonPath)
  }
} catch {
  FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
  exit(1)
}

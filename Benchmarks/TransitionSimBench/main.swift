// transition-sim-bench: every hot path of TransitionSim, timed in release mode against a baseline
// measured in the same run. Run it with `swift run -c release transition-sim-bench`.
// `--smoke` runs each case once at its smallest size (used by the test suite so it cannot rot).
import Foundation
import TransitionSim

var smoke = false
var filter: String?
var argumentIterator = CommandLine.arguments.dropFirst().makeIterator()
while let argument = argumentIterator.next() {
  switch argument {
  case "--smoke": smoke = true
  case "--filter":
    guard let value = argumentIterator.next() else {
      FileHandle.standardError.write(Data("Error: --filter needs a value\n".utf8))
      exit(64)
    }
    filter = value
  default:
    FileHandle.standardError.write(
      Data(
        "Error: unknown option '\(argument)'\nUsage: transition-sim-bench [--smoke] [--filter TEXT]\n"
          .utf8))
    exit(64)
  }
}

let sizes = smoke ? [1_000] : [1_000, 10_000, 100_000, 1_000_000]
var cases: [BenchmarkCase] = []
for size in sizes { cases.append(flowPrepareCase(count: size, delegateSized: false)) }
for size in sizes { cases.append(flowPrepareCase(count: size, delegateSized: true)) }
cases.append(flowQueryCase(count: smoke ? 1_000 : 1_000_000))
let repetitions = smoke ? 1 : 7
cases.append(
  batchUpdateCase(
    operations: smoke ? 100 : 1_000, count: smoke ? 1_000 : 100_000, repetitions: repetitions
  ).benchmark)
// The query case runs 100 queries per repetition; its table row is the time for 100.

if let filter { cases = cases.filter { $0.name.contains(filter) } }

do {
  let results = try run(cases, repetitions: repetitions)
  printTable(results)
  try runExportBenchmarks(smoke: smoke, repetitions: repetitions, filter: filter)
} catch {
  FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
  exit(1)
}

// transition-sim-bench: every hot path of TransitionSim, timed in release mode against a baseline
// measured in the same run. Run it with `swift run -c release transition-sim-bench`.
// `--smoke` runs each case once at its smallest size (used by the test suite so it cannot rot).
import Foundation
import TransitionSim

let arguments = CommandLine.arguments.dropFirst()
let smoke = arguments.contains("--smoke")
if let unknown = arguments.first(where: { $0 != "--smoke" }) {
  FileHandle.standardError.write(
    Data("Error: unknown option '\(unknown)'\nUsage: transition-sim-bench [--smoke]\n".utf8))
  exit(64)
}

let sizes = smoke ? [1_000] : [1_000, 10_000, 100_000, 1_000_000]
var cases: [BenchmarkCase] = []
for size in sizes { cases.append(flowPrepareCase(count: size, delegateSized: false)) }
for size in sizes { cases.append(flowPrepareCase(count: size, delegateSized: true)) }
cases.append(flowQueryCase(count: smoke ? 1_000 : 1_000_000))
// The query case runs 100 queries per repetition; its table row is the time for 100.
cases += animationCases(smoke: smoke)  // size = element-frames; rate = size / median

do {
  let results = try run(cases, repetitions: smoke ? 1 : 7)
  printTable(results)
} catch {
  FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
  exit(1)
}

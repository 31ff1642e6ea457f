import Foundation

/// Keeps a value alive so the optimiser cannot remove the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
  withUnsafePointer(to: value) { pointer in
    if UInt(bitPattern: pointer) == 1 { print("unreachable") }
  }
}

/// One measured case: our code and a baseline doing comparable plain work, timed in the same run.
struct BenchmarkCase {
  var name: String
  var size: Int
  /// What the ratio is against, in words.
  var baselineName: String
  /// Runs once before timing; returns the measured body and the baseline body.
  var setUp: () throws -> (body: () throws -> Void, baseline: () -> Void)
  /// How many times to time the baseline, without a warm-up, when it is too slow to run as often
  /// as the body; `nil` times it as often as the body.
  var baselineRepetitions: Int? = nil
  /// How many units of work one run of the body does (queries, element-frames, …), for the
  /// per-unit cost column; the case's size by default.
  var units: Int? = nil
  /// The target this case must meet, if any.
  var target: BenchmarkTarget? = nil
  /// Whether the body and baseline use up state made for a set number of runs (a fresh view per
  /// run): such a case is timed exactly `repetitions` times, never more (``run(_:repetitions:adaptive:)``).
  var usesUpItsState = false
}

/// A performance target from the issues, checked in the table.
enum BenchmarkTarget {
  /// The median must be under this many seconds.
  case under(Double)
  /// The ratio to the baseline must be at most this.
  case ratioAtMost(Double)
  /// The ratio to the baseline must be at least this (our code is this many times faster).
  case speedupAtLeast(Double)
  /// At least this many units per second.
  case rateAtLeast(Double)
  /// At least this many megabytes (10^6 bytes) per second, the units being bytes.
  case megabytesPerSecondAtLeast(Double)

  func check(_ result: BenchmarkResult) -> String {
    let met: Bool
    let text: String
    switch self {
    case .under(let limit):
      met = result.median < limit
      text = "< \(formatTime(limit))"
    case .ratioAtMost(let limit):
      met = result.ratio <= limit
      text = "≤ \(limit)×"
    case .speedupAtLeast(let factor):
      met = result.ratio > 0 && 1 / result.ratio >= factor
      text = "≥ \(Int(factor))× faster"
    case .rateAtLeast(let rate):
      met = Double(result.units) / result.median >= rate
      text = String(format: "≥ %.0fM/s", rate / 1e6)
    case .megabytesPerSecondAtLeast(let rate):
      met = Double(result.units) / 1e6 / result.median >= rate
      text = String(format: "≥ %.0f MB/s", rate)
    }
    return (met ? "met " : "MISSED ") + text
  }
}

/// The timings of one case.
struct BenchmarkResult {
  var name: String
  var size: Int
  var baselineName: String
  var median: Double
  var spread: Double
  var baselineMedian: Double
  var units: Int
  var target: BenchmarkTarget?

  var ratio: Double { baselineMedian > 0 ? median / baselineMedian : .infinity }
  /// Seconds per unit of work.
  var perUnit: Double { median / Double(max(units, 1)) }
}

/// How many times to time a case whose warm-up run took `seconds`, at least `repetitions`: a short
/// case is timed until about 20 ms of runs, at most 201 times, so that its median does not rest
/// on seven samples of a few microseconds each (a timer tick or an interrupt is then a large
/// part of one).
///
/// - Complexity: O(1).
func sampleCount(repetitions: Int, warmUpSeconds seconds: Double) -> Int {
  guard seconds > 0, seconds < 0.020 / Double(repetitions) else { return repetitions }
  return max(repetitions, min(201, Int(0.020 / seconds) | 1))
}

/// Runs each case `repetitions` times (after one warm-up), body and baseline interleaved, and
/// keeps the medians.
///
/// With `adaptive`, a short case that does not use up its state is timed more often
/// (``sampleCount(repetitions:warmUpSeconds:)``).
func run(_ cases: [BenchmarkCase], repetitions: Int, adaptive: Bool) throws -> [BenchmarkResult] {
  let clock = ContinuousClock()
  func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }
  var results: [BenchmarkResult] = []
  for benchmark in cases {
    let (body, baseline) = try benchmark.setUp()
    let warmUp = try seconds(clock.measure { try body() })
    if benchmark.baselineRepetitions == nil { baseline() }
    let repetitions =
      adaptive && !benchmark.usesUpItsState
      ? sampleCount(repetitions: repetitions, warmUpSeconds: warmUp) : repetitions
    let baselineRuns = max(1, min(benchmark.baselineRepetitions ?? repetitions, repetitions))
    var times: [Double] = []
    var baselineTimes: [Double] = []
    for repetition in 0..<repetitions {
      // Interleave so both see the same machine load.
      var error: Error?
      times.append(
        seconds(
          clock.measure {
            do { try body() } catch let thrown { error = thrown }
          }))
      if let error { throw error }
      if repetition < baselineRuns { baselineTimes.append(seconds(clock.measure { baseline() })) }
    }
    times.sort()
    baselineTimes.sort()
    let median = times[times.count / 2]
    let spread = (times.last ?? median) - (times.first ?? median)
    results.append(
      BenchmarkResult(
        name: benchmark.name, size: benchmark.size, baselineName: benchmark.baselineName,
        median: median, spread: spread, baselineMedian: baselineTimes[baselineTimes.count / 2],
        units: benchmark.units ?? benchmark.size, target: benchmark.target))
  }
  return results
}

/// Formats seconds with a unit that keeps three significant digits.
func formatTime(_ seconds: Double) -> String {
  switch seconds {
  case ..<1e-6: String(format: "%.1f ns", seconds * 1e9)
  case ..<1e-3: String(format: "%.2f µs", seconds * 1e6)
  case ..<1: String(format: "%.2f ms", seconds * 1e3)
  default: String(format: "%.2f s", seconds)
  }
}

/// Prints the results as one aligned table.
func printTable(_ results: [BenchmarkResult]) {
  let header = [
    "case", "size", "median", "spread", "per unit", "baseline", "ratio", "target", "baseline is",
  ]
  var rows = [header]
  for result in results {
    rows.append([
      result.name, String(result.size), formatTime(result.median), formatTime(result.spread),
      formatTime(result.perUnit), formatTime(result.baselineMedian),
      String(format: result.ratio < 0.1 ? "%.2g×" : "%.1f×", result.ratio),
      result.target?.check(result) ?? "", result.baselineName,
    ])
  }
  var widths = Array(repeating: 0, count: header.count)
  for row in rows {
    for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
  }
  for row in rows {
    let cells = row.enumerated().map { index, cell in
      cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
    }
    print(cells.joined(separator: "  "))
  }
}

/// Prints, for each case run at several sizes, the cost per unit at the smallest and largest size
/// and whether it stays within 2× (linear scaling).
func printScaling(_ results: [BenchmarkResult]) -> Bool {
  var names: [String] = []
  for result in results where !names.contains(result.name) { names.append(result.name) }
  var allFlat = true
  var lines: [String] = []
  for name in names {
    let series = results.filter { $0.name == name }.sorted { $0.size < $1.size }
    guard series.count > 1, let first = series.first, let last = series.last else { continue }
    let growth = last.perUnit / first.perUnit
    let flat = growth <= 2
    allFlat = allFlat && flat
    lines.append(
      "  \(name): \(formatTime(first.perUnit)) per unit at \(first.size), "
        + "\(formatTime(last.perUnit)) at \(last.size): "
        + String(format: "%.2f×", growth) + (flat ? " (flat: linear)" : " (GROWS: not linear)"))
  }
  if !lines.isEmpty {
    print("\nScaling (cost per unit, smallest to largest size; flat within 2× means linear):")
    for line in lines { print(line) }
  }
  return allFlat
}

/// Writes the results as JSON to `path`, with `extra` members (the memory measurement) beside
/// them.
func writeJSON(
  _ results: [BenchmarkResult], extra: [String: Any] = [:], to path: String
) throws {
  let rows: [[String: Any]] = results.map { result in
    var row: [String: Any] = [
      "case": result.name, "size": result.size, "medianSeconds": result.median,
      "spreadSeconds": result.spread, "baselineSeconds": result.baselineMedian,
      "ratio": result.ratio, "units": result.units, "secondsPerUnit": result.perUnit,
      "baseline": result.baselineName,
    ]
    if let target = result.target { row["target"] = target.check(result) }
    return row
  }
  let data = try JSONSerialization.data(
    withJSONObject: extra.merging(["results": rows]) { $1 }, options: [.prettyPrinted, .sortedKeys])
  try data.write(to: URL(fileURLWithPath: path), options: .atomic)
}

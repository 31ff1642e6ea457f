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
}

/// The timings of one case.
struct BenchmarkResult {
  var name: String
  var size: Int
  var baselineName: String
  var median: Double
  var spread: Double
  var baselineMedian: Double

  var ratio: Double { baselineMedian > 0 ? median / baselineMedian : .infinity }
}

/// Runs each case `repetitions` times (after one warm-up) and keeps the median.
func run(_ cases: [BenchmarkCase], repetitions: Int) throws -> [BenchmarkResult] {
  let clock = ContinuousClock()
  func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }
  var results: [BenchmarkResult] = []
  for benchmark in cases {
    let (body, baseline) = try benchmark.setUp()
    try body()
    if benchmark.baselineRepetitions == nil { baseline() }
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
        median: median, spread: spread, baselineMedian: baselineTimes[baselineTimes.count / 2]))
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
  let header = ["case", "size", "median", "spread", "baseline", "ratio", "baseline is"]
  var rows = [header]
  for result in results {
    rows.append([
      result.name, String(result.size), formatTime(result.median), formatTime(result.spread),
      formatTime(result.baselineMedian),
      String(format: result.ratio < 0.1 ? "%.2g×" : "%.1f×", result.ratio),
      result.baselineName,
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

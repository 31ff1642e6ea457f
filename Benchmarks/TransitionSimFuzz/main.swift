// transition-sim-fuzz: random batch updates, valid and invalid, on every registered layout,
// checking the update engine's invariants; runs as many cases as asked and reports cases per
// second. `swift run -c release transition-sim-fuzz --cases 1000000 --seed 42`. On a terminal,
// standard error shows a progress line (cases done, rate, time left) until the end; -q hides it.
import Foundation
import TransitionSim
import TransitionSimCLI
import TransitionSimLayouts
import TransitionSimTesting

/// What `--help` prints, and an unknown option's message ends with.
let usage = """
  Usage: transition-sim-fuzz [--cases N] [--seed S] [--dumps] [-q]
    --cases N   how many random batches to run (default 10000)
    --seed S    the random generator's seed (default 1)
    --dumps     mutate golden frame dumps instead, through check --golden --artifacts, diff
                and verifyFrames (in a temporary folder, removed at the end)
    --quiet, -q no progress line on standard error (shown only on a terminal)
    --help, -h  print this and exit

  """
var cases = 10_000
var seed: UInt64 = 1
var quiet = false
var dumps = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--cases":
    guard let value = arguments.next().flatMap(Int.init), value > 0 else {
      FileHandle.standardError.write(Data("Error: --cases needs a positive number\n".utf8))
      exit(64)
    }
    cases = value
  case "--seed":
    guard let value = arguments.next().flatMap(UInt64.init) else {
      FileHandle.standardError.write(Data("Error: --seed needs a number\n".utf8))
      exit(64)
    }
    seed = value
  case "--quiet", "-q":
    quiet = true
  case "--dumps":
    dumps = true
  case "--help", "-h":
    print(usage, terminator: "")
    exit(0)
  default:
    FileHandle.standardError.write(Data("Error: unknown option '\(argument)'\n\(usage)".utf8))
    exit(64)
  }
}

/// Runs one case; returns a description of the broken invariant, or nil.
func check(_ index: Int, _ generator: inout SeededGenerator, _ counter: inout Int) -> String? {
  let names = LayoutRegistry.standard.names
  let name = names[Int.random(in: 0..<names.count, using: &generator)]
  let sections = name == "circle" ? 1 : Int.random(in: 1...3, using: &generator)
  var data: [[String]] = []
  for section in 0..<sections {
    data.append((0..<Int.random(in: 0...12, using: &generator)).map { "s\(section)i\($0)" })
  }
  do {
    let layout = try LayoutRegistry.standard.makeLayout(named: name)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 500), collectionViewLayout: layout,
      itemIdentifiers: data)
    view.displayScale = 0
    try view.layoutIfNeeded()
    let before = try view.visibleLayoutAttributes()
    let (update, expected) = RandomBatchUpdates.valid(
      on: data, using: &generator, nextIdentifier: &counter)
    if Int.random(in: 0..<4, using: &generator) == 0 {
      let broken = RandomBatchUpdates.invalid(from: update, on: data, using: &generator)
      do {
        try view.performBatchUpdates(broken)
        return "\(name): an invalid batch was accepted: \(broken)"
      } catch is BatchUpdateError {
        guard view.itemIdentifiers == data, try view.visibleLayoutAttributes() == before else {
          return "\(name): a rejected batch changed the collection view"
        }
        return nil
      }
    }
    let transition = try view.performBatchUpdates(update)
    guard view.itemIdentifiers == expected else {
      return "\(name): data \(view.itemIdentifiers), expected \(expected); update \(update)"
    }
    let after = Dictionary(
      try view.visibleLayoutAttributes().map { ($0.elementKey, $0) },
      uniquingKeysWith: { a, _ in a })
    let frames = FrameSampler.standard.frames(of: transition)
    for frame in frames {
      var seen = Set<String>()
      for element in frame.elements {
        guard seen.insert("\(element.element)|\(element.role)").inserted else {
          return "\(name): \(element.element) twice in frame \(frame.index)"
        }
        guard element.attributes.isGeometryValid else {
          return "\(name): invalid attributes for \(element.element) in frame \(frame.index)"
        }
      }
    }
    if let last = frames.last {
      for element in last.elements where element.role == .element {
        guard let path = element.element.indexPathAfter, element.element.category == .cell,
          let expectedAttributes = after[.cell(path)]
        else { continue }
        guard element.attributes == expectedAttributes else {
          return "\(name): \(element.element) does not end at its new attributes"
        }
      }
    }
    return nil
  } catch {
    return "\(name): unexpected error \(error)"
  }
}

var generator = SeededGenerator(seed: seed)
var counter = 0
var failures = 0
let clock = ContinuousClock()
let start = clock.now
let progress = ProgressReporter.standardError(
  label: "transition-sim-fuzz", unit: "cases", total: cases, quiet: quiet)
let dumpFolder = FileManager.default.temporaryDirectory.appendingPathComponent(
  "transition-sim-fuzz-dumps-\(seed)-\(ProcessInfo.processInfo.processIdentifier)")
let dumpFuzz: DumpFuzz?
do {
  dumpFuzz = dumps ? try DumpFuzz(folder: dumpFolder) : nil
  if dumps {
    // The readers' output is silenced: should one of them crash, this file names the case.
    FileHandle.standardError.write(
      Data("dump cases in \(dumpFolder.path) (a crash leaves current-case.txt there)\n".utf8))
  }
} catch {
  FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
  exit(1)
}
for index in 0..<cases {
  let failure =
    dumpFuzz.map { $0.check(index, &generator) } ?? check(index, &generator, &counter)
  if let failure {
    failures += 1
    progress.printingAbove { print("case \(index) (seed \(seed)): \(failure)") }
    if failures >= 20 { break }
  }
  progress.advance()
}
progress.finish()
let elapsed = clock.now - start
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
print(
  String(
    format: "%d cases, %d failures, %.1f s, %.0f cases per second (seed %llu)", cases, failures,
    seconds, Double(cases) / max(seconds, 1e-9), seed))
if dumps { try? FileManager.default.removeItem(at: dumpFolder) }
exit(failures == 0 ? 0 : 1)

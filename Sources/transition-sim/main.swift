// transition-sim: replay UICollectionView update scenarios headless.
// The full command set (replay, check, list, diff) arrives with the scenario issue; this entry
// point already follows swift-argument-parser's conventions: help on stdout with exit 0, usage
// errors on stderr with exit 64.
import Foundation
import TransitionSim

let help = """
  OVERVIEW: Simulate UICollectionView layouts and their animated updates, headless and \
  deterministic.

  USAGE: transition-sim <options>

  OPTIONS:
    --version               Show the version.
    -h, --help              Show help information.

  """

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(
    Data(
      """
      Error: \(message)
      Usage: transition-sim <options>
        See 'transition-sim --help' for more information.

      """.utf8))
  exit(64)
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case nil, "-h", "--help", "help":
  print(help, terminator: "")
case "--version":
  print(transitionSimVersion)
case let argument?:
  if argument.hasPrefix("-") {
    fail("Unknown option '\(argument)'")
  } else {
    fail("Unexpected argument '\(argument)'")
  }
}

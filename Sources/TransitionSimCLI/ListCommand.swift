import Foundation
import TransitionSim
import TransitionSimLayouts

/// `transition-sim list`: the registered layouts, curves and formats.
package enum ListCommand {
  static let spec = CommandSpec(
    name: "list", abstract: "List the registered layouts, timing curves and output formats.",
    discussion: "With layout names, prints only those layouts with their parameters, in the order "
      + "given.",
    argument: ("layout", "A registered layout's name.", true),
    minimumArguments: 0, maximumArguments: .max)

  static func run(_ arguments: ParsedArguments, layouts: LayoutRegistry) throws -> Int32 {
    guard !arguments.positionals.isEmpty else {
      print(text(layouts: layouts), terminator: "")
      return ExitCode.success
    }
    print(try text(layouts: layouts, named: arguments.positionals), terminator: "")
    return ExitCode.success
  }

  /// What `list <layout> ...` prints: the layouts named `names`, in that order, with their
  /// parameters.
  ///
  /// - Throws: `UsageError` for a name that is not registered, with a "did you mean".
  /// - Complexity: O(*n* · *m*) for *n* names among *m* layouts.
  package static func text(layouts: LayoutRegistry, named names: [String]) throws -> String {
    var text = ""
    for name in names {
      guard let entry = layouts.entry(named: name) else {
        throw UsageError(
          message: "Unknown layout '\(name)'." + Suggestion.didYouMean(name, among: layouts.names)
            + " Layouts: \(layouts.names.joined(separator: ", ")).",
          command: spec)
      }
      text += LayoutRegistry(entries: [entry]).listing
    }
    return text
  }

  /// What `list` prints: `layouts` with their parameters, the timing curves and the formats.
  ///
  /// - Complexity: O(*n*) in the layouts' parameters.
  package static func text(layouts: LayoutRegistry) -> String {
    var lines = ["LAYOUTS:"]
    for line in layouts.listing.split(separator: "\n", omittingEmptySubsequences: false) {
      lines.append(line.isEmpty ? "" : "  " + line)
    }
    lines.append(
      "  (flow layouts also take \"sections\": per-section insets, spacings, header and "
        + "footer sizes, and item sizes)")
    lines.append("\nTIMING CURVES:")
    for name in TimingCurve.curveNames {
      if let curve = TimingCurve.named(name) { lines.append("  \(curve)") }
    }
    lines.append("  [c1x, c1y, c2x, c2y]  a custom cubic Bézier")
    lines.append(
      "  spring: {stiffness, mass, damping, initialVelocity}, {duration, dampingRatio, "
        + "initialSpringVelocity}, {response, dampingFraction} or {duration, bounce} (iOS 17)")
    lines.append("\nFORMATS:")
    for format in ReplayCommand.formats { lines.append("  \(format)") }
    return lines.joined(separator: "\n") + "\n"
  }
}

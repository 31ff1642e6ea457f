import Foundation
import TransitionSim

/// The layouts the command-line tool knows, by registered name.
///
/// Until TransitionSimLayouts' registry is wired in, only the core flow layout is known.
enum CLILayouts {
  /// The registered names, in order.
  static let names = ["flow"]

  /// One line per layout for `transition-sim list`.
  static let descriptions = [
    "flow: UICollectionViewFlowLayout, with per-section metrics under \"sections\"."
  ]

  /// Makes the layout a scenario names.
  static func make(_ specification: LayoutSpecification) throws -> CollectionViewLayout {
    guard specification.type == "flow" else {
      throw RuntimeError(
        description: "unknown layout '\(specification.type)'."
          + Suggestion.didYouMean(specification.type, among: names)
          + " Registered layouts: " + names.joined(separator: ", ") + ".")
    }
    return CollectionViewFlowLayout()
  }
}

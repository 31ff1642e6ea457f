import Foundation
import TransitionSim
import TransitionSimLayouts

/// The layouts the command-line tool knows: TransitionSimLayouts' standard registry.
enum CLILayouts {
  /// Makes the layout a scenario names.
  static func make(_ specification: LayoutSpecification) throws -> CollectionViewLayout {
    try LayoutRegistry.standard.makeLayout(specification)
  }

  /// Every layout with its parameters, for `transition-sim list`.
  static var listing: String { LayoutRegistry.standard.listing }
}

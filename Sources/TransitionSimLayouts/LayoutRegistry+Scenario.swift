import Foundation
import TransitionSim

extension LayoutRegistry {
  /// Makes the layout a scenario's `layout` object names, for ``ScenarioRunner``.
  ///
  /// - Throws: ``LayoutParameterError`` for an unknown layout or a bad parameter.
  public func makeLayout(_ specification: LayoutSpecification) throws -> CollectionViewLayout {
    try makeLayout(named: specification.type, parameters: specification.parameters)
  }
}

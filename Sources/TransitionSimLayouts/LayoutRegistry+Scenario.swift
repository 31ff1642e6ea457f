import Foundation
import TransitionSim

extension LayoutRegistry {
  /// Makes the layout a scenario's `layout` object names, for ``ScenarioRunner``.
  ///
  /// A bad layout name or parameter is reported where it is in the file: the error is a
  /// `ScenarioError` at the parameter's value (`grid.json:4:33: layout.itemSize.width: parameter
  /// 'itemSize.width' of layout 'grid' must be at least 0, not -1`), or at the layout's `type`
  /// for an unknown layout.
  ///
  /// A mistake inside a structured parameter (the compositional layout's `sections`) is located
  /// at the value at fault, its path starting with the layout's
  /// (`layout.sections[0].group.horizontal.count`).
  ///
  /// - Throws: `ScenarioError` for an unknown layout or a bad parameter, with the
  ///   ``LayoutParameterError``'s or ``LayoutJSONError``'s message.
  /// - Complexity: what the layout's factory costs, plus O(*p*) for *p* parameters.
  public func makeLayout(_ specification: LayoutSpecification) throws -> CollectionViewLayout {
    do {
      return try makeLayout(named: specification.type, parameters: specification.parameters)
    } catch let error as LayoutParameterError {
      throw specification.error(error.description, parameter: error.parameter)
    } catch let error as LayoutJSONError {
      // A missing structure is reported at the layout's type, as a missing parameter would be.
      guard !error.path.isEmpty else { throw specification.error(error.message) }
      throw ScenarioError(
        path: specification.path + "." + error.path, line: error.line, column: error.column,
        message: error.message)
    }
  }
}

extension LayoutParameterError {
  /// The parameter the error is about (`itemSize`, or `itemSize.width` for a member of one);
  /// `nil` for an unknown layout.
  public var parameter: String? {
    switch self {
    case .unknownLayout: nil
    case .unknownParameter(_, let name, _): name
    case .wrongType(_, let parameter, _, _), .invalidValue(_, let parameter, _): parameter
    }
  }
}

import Foundation
import TransitionSim

extension LayoutParameterValue {
  /// The same value read from a scenario file (positions are dropped).
  public init(_ json: JSONValue) {
    switch json.kind {
    case .null: self = .null
    case .bool(let value): self = .bool(value)
    case .number(let value): self = .number(value)
    case .string(let value): self = .string(value)
    case .array(let values): self = .array(values.map(LayoutParameterValue.init))
    case .object(let members):
      var object: [String: LayoutParameterValue] = [:]
      for member in members { object[member.key] = LayoutParameterValue(member.value) }
      self = .object(object)
    }
  }
}

extension LayoutRegistry {
  /// Makes the layout a scenario's `layout` object names, for ``ScenarioRunner``.
  ///
  /// - Throws: ``LayoutParameterError`` for an unknown layout or a bad parameter.
  public func makeLayout(_ specification: LayoutSpecification) throws -> CollectionViewLayout {
    try makeLayout(
      named: specification.type,
      parameters: specification.parameters.mapValues(LayoutParameterValue.init))
  }
}

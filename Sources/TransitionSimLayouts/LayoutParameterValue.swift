import Foundation
import TransitionSim

/// The JSON value a layout's parameters arrive as: another name for ``JSONValue``, TransitionSim's
/// one JSON value type.
///
/// Literals and the constructors `.number(_:)`, `.string(_:)`, `.bool(_:)`, `.array(_:)`,
/// `.object(_:)` and `.null` build a value; read one through its `kind`
/// (`if case .number(let x) = value.kind`).
@available(*, deprecated, renamed: "JSONValue")
public typealias LayoutParameterValue = JSONValue

extension JSONValue {
  /// The name of the value's type for error messages.
  @available(*, deprecated, renamed: "typeName")
  public var kindDescription: String { typeName }
}

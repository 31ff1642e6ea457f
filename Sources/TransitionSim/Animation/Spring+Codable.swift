import Foundation

extension Spring: Codable {
  private static let coreAnimationKeys = ["mass", "stiffness", "damping"]
  private static let uiKitKeys = ["duration", "dampingRatio"]
  private static let responseKeys = ["response", "dampingFraction"]
  private static let allKeys = coreAnimationKeys + uiKitKeys + responseKeys + ["initialVelocity"]

  /// Decodes a spring from one parameterisation's keys.
  ///
  /// `{"mass", "stiffness", "damping"}` (each optional, defaulting as `CASpringAnimation`),
  /// `{"duration", "dampingRatio"}` (UIKit; both required) or `{"response", "dampingFraction"}`
  /// (SwiftUI; both required), each with an optional `"initialVelocity"` (default 0). An empty
  /// object is `CASpringAnimation`'s default spring.
  ///
  /// - Throws: `DecodingError` for unknown keys, keys of two parameterisations, a missing key or
  ///   invalid values, with a message that says which.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: SpringCodingKey.self)
    let keys = container.allKeys.map(\.stringValue)
    let known = Set(Self.allKeys)
    if let unknown = keys.filter({ !known.contains($0) }).sorted().first {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: container.codingPath,
          debugDescription: "Unknown spring parameter \"\(unknown)\": use "
            + Self.allKeys.map { "\"\($0)\"" }.joined(separator: ", ") + "."))
    }
    func value(_ key: String) throws -> Double? {
      try container.decodeIfPresent(Double.self, forKey: SpringCodingKey(key))
    }
    let present = Set(keys)
    let forms = [Self.coreAnimationKeys, Self.uiKitKeys, Self.responseKeys].filter {
      !present.isDisjoint(with: $0)
    }
    guard forms.count <= 1 else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: container.codingPath,
          debugDescription: "A spring is given by mass/stiffness/damping (CASpringAnimation), "
            + "duration/dampingRatio (UIKit) or response/dampingFraction (SwiftUI), not a mix of "
            + "them; found " + keys.sorted().joined(separator: ", ") + "."))
    }
    func required(_ key: String) throws -> Double {
      guard let value = try value(key) else {
        throw DecodingError.keyNotFound(
          SpringCodingKey(key),
          DecodingError.Context(
            codingPath: container.codingPath,
            debugDescription: "This spring also needs \"\(key)\"."))
      }
      return value
    }
    let velocity = try value("initialVelocity") ?? 0
    do {
      switch forms.first {
      case Self.uiKitKeys?:
        self = try Spring(
          duration: required("duration"), dampingRatio: required("dampingRatio"),
          initialSpringVelocity: velocity)
      case Self.responseKeys?:
        self = try Spring(
          response: required("response"), dampingFraction: required("dampingFraction"),
          initialVelocity: velocity)
      default:
        self = try Spring(
          mass: value("mass") ?? 1, stiffness: value("stiffness") ?? 100,
          damping: value("damping") ?? 10, initialVelocity: velocity)
      }
    } catch let error as SpringError {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: container.codingPath, debugDescription: error.description)
      )
    }
  }

  /// Encodes the parameters the spring was created from, with the keys ``init(from:)`` reads.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SpringCodingKey.self)
    for (name, value) in parameterization.namedValues + [("initialVelocity", initialVelocity)] {
      try container.encode(value, forKey: SpringCodingKey(name.description))
    }
  }
}

/// A coding key for any string, so that unknown keys can be reported.
private struct SpringCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ string: String) { stringValue = string }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

import Foundation

extension Spring: Codable {
  private static let coreAnimationKeys = ["mass", "stiffness", "damping"]
  private static let uiKitKeys = ["duration", "dampingRatio"]
  private static let responseKeys = ["response", "dampingFraction"]
  private static let durationBounceKeys = ["duration", "bounce"]
  private static let allKeys =
    coreAnimationKeys + uiKitKeys + responseKeys + ["bounce", "initialVelocity"]
  /// Each parameterisation's keys and the keys that only it has: `duration` is shared by UIKit's
  /// and iOS 17's springs, and `dampingRatio` or `bounce` tells them apart.
  private static let forms: [(keys: [String], distinctive: Set<String>)] = [
    (coreAnimationKeys, Set(coreAnimationKeys)), (uiKitKeys, ["dampingRatio"]),
    (responseKeys, Set(responseKeys)), (durationBounceKeys, ["bounce"]),
  ]

  /// Decodes a spring from one parameterisation's keys.
  ///
  /// `{"mass", "stiffness", "damping"}` (each optional, defaulting as `CASpringAnimation`),
  /// `{"duration", "dampingRatio"}` (UIKit; both required), `{"response", "dampingFraction"}`
  /// (SwiftUI; both required) or `{"duration", "bounce"}` (iOS 17; `bounce` required, `duration`
  /// 0.5 by default as in UIKit and SwiftUI), each with an optional `"initialVelocity"` (default
  /// 0). An empty object is `CASpringAnimation`'s default spring; `"duration"` alone is refused,
  /// as it could be UIKit's or iOS 17's.
  ///
  /// - Throws: `DecodingError` for unknown keys, keys of two parameterisations, a missing key or
  ///   invalid values, with a message that says which.
  /// - Complexity: O(1).
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
    let forms = Self.forms.filter { !present.isDisjoint(with: $0.distinctive) }
    let strays = present.subtracting((forms.first?.keys ?? []) + ["initialVelocity"])
    guard forms.count <= 1, forms.isEmpty || strays.isEmpty else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: container.codingPath,
          debugDescription: "A spring is given by mass/stiffness/damping (CASpringAnimation), "
            + "duration/dampingRatio (UIKit), response/dampingFraction (SwiftUI) or "
            + "duration/bounce (iOS 17), not a mix of them; found "
            + keys.sorted().joined(separator: ", ") + "."))
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
    if forms.isEmpty, present.contains("duration") {
      throw DecodingError.keyNotFound(
        SpringCodingKey("bounce"),
        DecodingError.Context(
          codingPath: container.codingPath,
          debugDescription: "A spring with \"duration\" also needs \"dampingRatio\" (UIKit's "
            + "duration-based spring) or \"bounce\" (iOS 17's duration/bounce spring)."))
    }
    let velocity = try value("initialVelocity") ?? 0
    do {
      switch forms.first?.keys {
      case Self.durationBounceKeys?:
        self = try Spring(
          duration: value("duration") ?? 0.5, bounce: required("bounce"),
          initialVelocity: velocity)
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

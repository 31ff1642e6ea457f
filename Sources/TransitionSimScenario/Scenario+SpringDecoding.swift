import Foundation
import TransitionSimEngine

extension Scenario {
  /// One way of writing a scenario's `"spring"`: the key that selects it and the keys it takes.
  struct SpringForm: Sendable {
    /// The key only this form has.
    let selector: String
    /// The form as messages name it.
    let name: String
    /// Every key the form takes, the selector first.
    let keys: [String]
  }

  /// The spring forms, in the order messages list them.
  static let springForms = [
    SpringForm(
      selector: "stiffness", name: "a stiffness spring (CASpringAnimation)",
      keys: ["stiffness", "mass", "damping", "initialVelocity"]),
    SpringForm(
      selector: "dampingRatio", name: "a dampingRatio spring (UIKit)",
      keys: ["dampingRatio", "duration", "initialSpringVelocity", "initialVelocity"]),
    SpringForm(
      selector: "response", name: "a response spring (SwiftUI)",
      keys: ["response", "dampingFraction", "initialVelocity"]),
    SpringForm(
      selector: "bounce", name: "a bounce spring (iOS 17)",
      keys: ["bounce", "duration", "initialVelocity"]),
  ]

  /// Every key of every spring form.
  static let springKeys = springForms.flatMap(\.keys).reduce(into: [String]()) { keys, key in
    if !keys.contains(key) { keys.append(key) }
  }

  /// Reads a spring in one of its four forms (``springForms``): `stiffness` (with `mass`,
  /// `damping`), `dampingRatio` (with `duration`), `response` (with `dampingFraction`) or
  /// `bounce` (with `duration`), each with an initial velocity.
  ///
  /// - `duration` is the animation's (`animationDuration`, the same `animation` object's) for a
  ///   `dampingRatio` spring without its own, as UIKit's `animate(withDuration:…
  ///   usingSpringWithDamping:…)` has one duration for both.
  /// - A `bounce` spring's `duration` is its perceptual pace, 0.5 s by default as in UIKit
  ///   (Apple's documentation of `UIView.animate(springDuration:bounce:…)`); it never comes from
  ///   the animation's `duration`, which only cuts the animation off. A bounce spring without its
  ///   own `duration` in an `animation` that has one is refused as ambiguous.
  /// - The velocity is `initialVelocity`; a `dampingRatio` spring also takes UIKit's name for it,
  ///   `initialSpringVelocity` (one of the two).
  /// - Keys of two forms are refused, at the key that does not belong.
  ///
  /// - Throws: ``ScenarioError`` at the offending key, or at the spring for a missing one.
  /// - Complexity: O(1).
  static func spring(_ node: ScenarioNode, duration animationDuration: Double?) throws -> Spring {
    let object = try node.object(allowing: springKeys)
    let form = try springForm(of: object)
    func value(_ key: String) throws -> Double? { try object.optional(key)?.finite() }
    do {
      switch form.selector {
      case "stiffness":
        return try Spring(
          mass: try value("mass") ?? 1, stiffness: try value("stiffness") ?? 100,
          damping: try value("damping") ?? 10, initialVelocity: try value("initialVelocity") ?? 0)
      case "dampingRatio":
        guard let springDuration = try value("duration") ?? animationDuration else {
          throw node.error("a dampingRatio spring needs a \"duration\"")
        }
        if object.optional("initialSpringVelocity") != nil,
          let velocity = object.optional("initialVelocity")
        {
          throw velocity.error(
            "give a dampingRatio spring's velocity once: \"initialSpringVelocity\" (UIKit's "
              + "name) or \"initialVelocity\", not both")
        }
        return try Spring(
          duration: springDuration, dampingRatio: try value("dampingRatio") ?? 1,
          initialSpringVelocity: try value("initialSpringVelocity")
            ?? value("initialVelocity") ?? 0)
      case "response":
        return try Spring(
          response: try value("response") ?? 0.5,
          dampingFraction: try value("dampingFraction") ?? 0.825,
          initialVelocity: try value("initialVelocity") ?? 0)
      default:
        if object.optional("duration") == nil, let animationDuration {
          throw node.error(
            "give this bounce spring its own \"duration\" (its pace, 0.5 s by default): the "
              + "animation's duration (\(animationDuration) s) does not set it but cuts the "
              + "animation off before the spring settles. Write "
              + "{\"spring\": {\"duration\": \(animationDuration), \"bounce\": …}}, and keep the "
              + "animation's duration only to cut the spring off on purpose")
        }
        return try Spring(
          duration: try value("duration") ?? 0.5, bounce: try value("bounce") ?? 0,
          initialVelocity: try value("initialVelocity") ?? 0)
      }
    } catch let error as SpringError {
      let parameter = error.parameter.flatMap { object.optional($0) }
      throw (parameter ?? node).error("\(error)")
    }
  }

  /// The one form whose keys `object` uses.
  ///
  /// - Throws: ``ScenarioError`` when no form's selecting key is present, when two are (at the
  ///   second), or when a key does not belong to the selected form (at that key).
  private static func springForm(of object: ScenarioObject) throws -> SpringForm {
    let selected = springForms.filter { object.optional($0.selector) != nil }
    guard let form = selected.first else {
      throw object.node.error(
        "a spring needs \"stiffness\" (with mass, damping), \"dampingRatio\" (with duration), "
          + "\"response\" (with dampingFraction) or \"bounce\" (with duration)")
    }
    if selected.count > 1, let second = object.optional(selected[1].selector) {
      throw second.error(
        "a spring is \(form.name) or \(selected[1].name), not both: give either "
          + "\"\(form.selector)\" or \"\(selected[1].selector)\"")
    }
    for member in object.members where !form.keys.contains(member.key) {
      throw object.node.child(member.key, member.value).error(
        "\"\(member.key)\" does not belong to \(form.name), which takes "
          + form.keys.joined(separator: ", "))
    }
    return form
  }
}

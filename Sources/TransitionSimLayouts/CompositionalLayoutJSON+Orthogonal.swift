import Foundation
import TransitionSim

extension CompositionalLayoutJSON {
  static let orthogonalPropertiesKeys = ["decelerationRate", "bounce"]
  static let effectKeys = ["minimumScale", "minimumAlpha", "falloff"]
  static let bounceModes = ["automatic", "always", "never"]

  /// Reads a section's orthogonal keys into `section`: `orthogonalScrollingBehavior` (a case
  /// name), `orthogonalScrollingProperties` (`decelerationRate`: `"automatic"`, `"normal"`,
  /// `"fast"` or a number strictly between 0 and 1; `bounce`: `"automatic"`, `"always"`,
  /// `"never"`) and `visibleItemsEffect`.
  ///
  /// - Complexity: O(1).
  static func readOrthogonalKeys(
    _ object: LayoutJSONObject, into section: inout CollectionLayoutSection, vertical: Bool
  ) throws(LayoutJSONError) {
    if let behavior = object.optional("orthogonalScrollingBehavior") {
      let names = CollectionLayoutSectionOrthogonalScrollingBehavior.allCases.map(\.name)
      let name = try behavior.choice(names, "orthogonal scrolling behavior")
      section.orthogonalScrollingBehavior =
        CollectionLayoutSectionOrthogonalScrollingBehavior.allCases.first { $0.name == name }
        ?? .none
    }
    if let properties = object.optional("orthogonalScrollingProperties") {
      let settings = try properties.object(allowing: orthogonalPropertiesKeys)
      if let rate = settings.optional("decelerationRate") {
        section.orthogonalScrollingProperties.decelerationRate = try decelerationRate(rate)
      }
      if let bounce = settings.optional("bounce") {
        let name = try bounce.choice(bounceModes, "bounce mode")
        section.orthogonalScrollingProperties.bounce =
          CollectionLayoutSectionOrthogonalScrollingProperties.BounceMode(
            rawValue: bounceModes.firstIndex(of: name) ?? 0) ?? .automatic
      }
    }
    if let effect = object.optional("visibleItemsEffect") {
      // The effect works along the axis the section's items scroll on: across the layout's for
      // an orthogonal section.
      let orthogonal = section.orthogonalScrollingBehavior != .none
      section.visibleItemsInvalidationHandler = try zoomEffect(
        effect, alongX: vertical == orthogonal)
    }
  }

  private static func decelerationRate(
    _ node: LayoutJSONNode
  ) throws(LayoutJSONError)
    -> CollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate
  {
    if case .string = node.value.kind {
      switch try node.choice(["automatic", "normal", "fast"], "deceleration rate") {
      case "normal": return .rate(.normal)
      case "fast": return .rate(.fast)
      default: return .automatic
      }
    }
    let number = try node.number()
    guard number > 0, number < 1 else {
      throw node.error(
        "the deceleration rate is \"automatic\", \"normal\", \"fast\" or a number strictly "
          + "between 0 and 1, found \(LayoutJSONNode.format(number))")
    }
    return .rate(.custom(number))
  }

  /// Reads a `visibleItemsEffect`: the carousel "zoom towards the middle" most apps write as
  /// their `visibleItemsInvalidationHandler` (ours: a scenario cannot hold a closure).
  ///
  /// Each visible cell's distance from the middle of the screen along the axis its section
  /// scrolls on (x when `alongX`) — `|frame.mid − offset − width / 2|`, computed as those
  /// handlers do — over `falloff`
  /// (points; the default is the container's width), capped at 1, scales the cell from 1 down
  /// to `minimumScale` and fades it from 1 down to `minimumAlpha` (both default to 1: no change).
  ///
  /// - Complexity: O(1) to read; the handler is O(*k*) in the visible items.
  static func zoomEffect(
    _ node: LayoutJSONNode, alongX: Bool
  ) throws(LayoutJSONError) -> CollectionLayoutSectionVisibleItemsInvalidationHandler {
    let object = try node.object(allowing: effectKeys)
    func fraction(_ key: String) throws(LayoutJSONError) -> CGFloat {
      guard let value = object.optional(key) else { return 1 }
      let number = try value.number()
      guard number >= 0, number <= 1 else {
        throw value.error("\(key) must be between 0 and 1, found \(LayoutJSONNode.format(number))")
      }
      return CGFloat(number)
    }
    let scale = try fraction("minimumScale")
    let alpha = try fraction("minimumAlpha")
    var falloff: CGFloat?
    if let value = object.optional("falloff") {
      let length = try value.size("the falloff")
      guard length > 0 else { throw value.error("the falloff must be greater than 0, found 0") }
      falloff = length
    }
    let across = falloff
    return { items, offset, environment in
      let size = environment.container.contentSize
      for index in items.indices where items[index].representedElementCategory == .cell {
        let frame = items[index].frame
        let width = alongX ? size.width : size.height
        let middle = alongX ? frame.midX - offset.x : frame.midY - offset.y
        let share = min(abs(middle - width / 2) / max(across ?? width, 1), 1)
        let factor = 1 - (1 - scale) * share
        items[index].transform = CGAffineTransform(scaleX: factor, y: factor)
        items[index].alpha = 1 - (1 - alpha) * share
      }
    }
  }
}

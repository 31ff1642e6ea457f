import Foundation
import Testing

/// The four engine layouts under the UIKit-style ones forward every call the same way.
///
/// Swift lets only a subclass call its superclass, so each engine superclass needs a class of its
/// own. This test keeps them the same text but for their names, so that a change to one is made
/// to all.
@Suite struct LayoutBridgeTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Sources/TransitionSimUIKit").standardized

  /// Each bridge file, its class and its engine superclass.
  static let bridges: [(file: String, names: [String])] = [
    (
      "PlainLayoutBridge.swift",
      ["PlainLayoutBridge", "CollectionViewLayout"]
    ),
    (
      "FlowLayoutBridge.swift",
      ["FlowLayoutBridge", "CollectionViewFlowLayout"]
    ),
    (
      "CompositionalLayoutBridge.swift",
      [
        "CompositionalLayoutBridge", "CollectionViewCompositionalLayout",
      ]
    ),
    (
      "TransitionLayoutBridge.swift",
      [
        "TransitionLayoutBridge", "CollectionViewTransitionLayout",
      ]
    ),
  ]

  /// The file's text with its class and superclass names replaced by placeholders and its
  /// whitespace collapsed.
  static func normalized(_ file: String, names: [String]) throws -> String {
    var text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    text = text.replacingOccurrences(
      of: "final class \(names[0]): \(names[1]), LayoutBridge",
      with: "final class BRIDGE: SUPER, LayoutBridge")
    text = text.replacingOccurrences(
      of: "This one subclasses `\(names[1])`.", with: "This one subclasses `SUPER`.")
    return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test func theBridgesAreOneTextWithTheirNames() throws {
    let first = try Self.normalized(Self.bridges[0].file, names: Self.bridges[0].names)
    #expect(first.contains("class BRIDGE: SUPER, LayoutBridge"))
    for bridge in Self.bridges.dropFirst() {
      #expect(try Self.normalized(bridge.file, names: bridge.names) == first, "\(bridge.file)")
    }
  }
}

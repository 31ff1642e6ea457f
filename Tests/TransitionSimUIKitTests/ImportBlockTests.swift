import Foundation
import Testing

/// The import block the README shows is the one the shared files compile through.
@Suite struct ImportBlockTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardized

  static let block = """
    #if canImport(UIKit)
    import UIKit
    #else
    import TransitionSimUIKit
    #endif

    """

  @Test func theReadmeAndTheGuideShowTheBlockTheSharedFilesUse() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("```swift\n" + Self.block + "```\n"))
    let guide = try String(
      contentsOf: Self.root.appendingPathComponent("PORTING.md"), encoding: .utf8)
    let indented = Self.block.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
    #expect(guide.contains(indented))
    for name in ["WaterfallLayout.swift", "LeftAlignedTags.swift"] {
      let file = try String(
        contentsOf: Self.root.appendingPathComponent("Tests/TransitionSimUIKitTests/SharedFiles")
          .appendingPathComponent(name), encoding: .utf8)
      // swift-format indents the imports inside the block; the lines are otherwise the same.
      let unindented = file.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.drop { $0 == " " } }.joined(separator: "\n")
      #expect(unindented.contains("\n" + Self.block + "\n"), "\(name)")
    }
  }
}

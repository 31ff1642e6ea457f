import Foundation
import Testing
import TransitionSim

/// The README's example: its code as written there, and the values its comments give.
@Suite struct ReadmeLibraryExampleTests {
  static let readme =
    (try? String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../README.md").standardized, encoding: .utf8)) ?? ""

  @Test func theReadmeShowsThisCode() {
    let code = """
      let layout = CollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 50, height: 50)
      let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
        itemIdentifiers: [["A", "B", "C", "D", "E"]])
      view.displayScale = 0  // no pixel rounding: every frame is exact

      let transition = try view.performBatchUpdates {
        try view.deleteItems(at: [IndexPath(item: 1, section: 0)])
      }
      transition.track(forItem: "B")?.change  // .deleted: B fades out where it is
      transition.track(forItem: "C")?.start.center  // (160, 25)
      transition.track(forItem: "C")?.end.center  // (92.5, 25): C slides into B's column
      transition.layoutCalls.map(\\.method)  // in UIKit's order: prepare(), collectionViewContentSize, …
      """
    #expect(Self.readme.contains("```swift\nimport TransitionSim\n\n" + code + "\n```\n"))
  }

  @Test func theValuesAreTheOnesTheCommentsGive() throws {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemIdentifiers: [["A", "B", "C", "D", "E"]])
    view.displayScale = 0
    let transition = try view.performBatchUpdates {
      try view.deleteItems(at: [IndexPath(item: 1, section: 0)])
    }
    #expect(transition.track(forItem: "B")?.change == .deleted)
    #expect(transition.track(forItem: "B")?.end.alpha == 0)
    #expect(transition.track(forItem: "C")?.start.center == CGPoint(x: 160, y: 25))
    #expect(transition.track(forItem: "C")?.end.center == CGPoint(x: 92.5, y: 25))
    let methods = transition.layoutCalls.map(\.method)
    #expect(Array(methods.prefix(2)) == ["prepare()", "collectionViewContentSize"])
    #expect(methods.contains("prepare(forCollectionViewUpdates:)"))
  }
}

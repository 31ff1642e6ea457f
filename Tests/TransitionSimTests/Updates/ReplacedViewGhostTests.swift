import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// A deleted supplementary or decoration view whose key another view takes after the update is
/// a ghost, so a frame never names two elements by one key and role.
@Suite struct ReplacedViewGhostTests {
  @Test func aMovedRowsSeparatorLeavesAGhost() throws {
    // A plain list of 8 rows (44 points, separators on each row's bottom). Moving row 5 to 3:
    // the separator at [0, 5] is deleted (its row left that index path) while row 4's separator
    // moves to [0, 5]; the deleted one is the ghost of [0, 5].
    let layout = CollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 500), collectionViewLayout: layout,
      itemCounts: [8])
    view.displayScale = 0
    try view.layoutIfNeeded()
    let transition = try view.performBatchUpdates {
      try view.moveItem(at: IndexPath(item: 5, section: 0), to: IndexPath(item: 3, section: 0))
    }
    let kind = CollectionLayoutListConfiguration.separatorElementKind
    let key = ElementKey(
      category: .decorationView, kind: kind, indexPath: IndexPath(item: 5, section: 0))
    let deleted = transition.tracks.filter { $0.element.keyBefore == key && $0.change == .deleted }
    #expect(deleted.count == 1)
    #expect(deleted.first?.role == .ghost)
    let taking = transition.tracks.filter { $0.element.keyAfter == key }
    #expect(taking.count == 1)
    #expect(taking.first?.role == .element)
    // Each sampled frame names every element once per role.
    for frame in FrameSampler.standard.frames(of: transition) {
      var seen = Set<String>()
      for element in frame.elements {
        #expect(seen.insert("\(element.element)|\(element.role)").inserted, "\(element.element)")
      }
    }
  }
}

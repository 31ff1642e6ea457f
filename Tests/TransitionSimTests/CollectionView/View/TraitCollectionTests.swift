import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// The trait collection: the display scale (also `displayScale`) and the layout direction.
@Suite struct TraitCollectionTests {
  @Test func defaultsAreA3xLeftToRightDevice() {
    let traits = TraitCollection()
    #expect(traits.displayScale == 3)
    #expect(traits.layoutDirection == .leftToRight)
    #expect(TraitEnvironmentLayoutDirection.rightToLeft.rawValue == 1)
  }

  @Test func displayScaleForwardsToTheTraits() {
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: CollectionViewFlowLayout(), itemCounts: [1])
    view.displayScale = 2
    #expect(view.traitCollection.displayScale == 2)
    view.traitCollection.displayScale = 1
    #expect(view.displayScale == 1)
  }

  @Test func aScaleChangeLaysOutAgain() throws {
    // One 51-wide item alone is centred: x = (320 − 51) / 2 = 134.5, kept at scale 2, rounded
    // away from zero to 135 at scale 1.
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 51, height: 50)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemCounts: [1])
    view.traitCollection = TraitCollection(displayScale: 2)
    let path = IndexPath(item: 0, section: 0)
    #expect(try view.layoutAttributesForItem(at: path)?.frame.minX == 134.5)
    view.traitCollection = TraitCollection(displayScale: 1)
    #expect(try view.layoutAttributesForItem(at: path)?.frame.minX == 135)
  }
}

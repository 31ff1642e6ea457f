import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// `register`: accepted for porting, recorded, with no effect on geometry.
@Suite struct ViewRegistrationTests {
  final class Cell {}
  final class Header {}

  @Test func registrationsAreRecordedAndNilRemovesThem() throws {
    let layout = CollectionViewFlowLayout()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemCounts: [3])
    let before = try view.visibleLayoutAttributes()
    view.register(Cell.self, forCellWithReuseIdentifier: "cell")
    view.register(
      Header.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    layout.register(Cell.self, forDecorationViewOfKind: "background")
    #expect(view.registrations.cells["cell"] == "Cell")
    #expect(
      view.registrations.supplementaryViews[CollectionView.elementKindSectionHeader]?["header"]
        == "Header")
    #expect(layout.decorationViewClasses["background"] == "Cell")
    #expect(try view.visibleLayoutAttributes() == before)
    #expect(view.pendingInvalidation == nil)
    view.register(nil, forCellWithReuseIdentifier: "cell")
    layout.register(nil, forDecorationViewOfKind: "background")
    #expect(view.registrations.cells["cell"] == nil)
    #expect(layout.decorationViewClasses["background"] == nil)
  }
}

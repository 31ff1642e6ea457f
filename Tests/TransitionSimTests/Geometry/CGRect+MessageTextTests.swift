import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// A rectangle in an error message reads as Core Graphics prints it on Apple platforms.
@Suite struct CGRectMessageTextTests {
  @Test func originThenSizeAsCoreGraphicsPrintsThem() {
    #expect(CGRect(x: 1, y: -2.5, width: 30, height: 0.25).messageText == "(1.0, -2.5, 30.0, 0.25)")
    #expect(CGRect.zero.messageText == "(0.0, 0.0, 0.0, 0.0)")
  }

  /// A custom group item with a NaN origin is refused with its frame so written.
  @Test func aCustomGroupsBadFrameIsWrittenSo() throws {
    let group = CollectionLayoutGroup.custom(
      layoutSize: CollectionLayoutSize(
        widthDimension: .absolute(100), heightDimension: .absolute(50))
    ) { _ in
      [CollectionLayoutGroupCustomItem(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))]
    }
    let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemCounts: [1])
    #expect {
      try view.layoutIfNeeded()
    } throws: { error in
      String(describing: error).contains("(nan, 0.0, 10.0, 10.0) is not a finite, positive rect")
    }
  }
}

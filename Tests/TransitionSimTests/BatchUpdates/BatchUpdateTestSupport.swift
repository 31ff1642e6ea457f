import Foundation

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// A 320 × `height` collection view with a default flow layout (50-point items, 5 per line,
/// lines every 60 points) and no pixel rounding.
func makeGrid(
  _ identifiers: [[String]], height: CGFloat = 480
) -> (CollectionView, CollectionViewFlowLayout) {
  let layout = CollectionViewFlowLayout()
  let view = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout,
    itemIdentifiers: identifiers)
  view.displayScale = 0
  return (view, layout)
}

/// The frame of grid position `index` in a section starting at `top` (5 columns, 17.5 gaps).
func gridFrame(_ index: Int, top: CGFloat = 0) -> CGRect {
  let xs: [CGFloat] = [0, 67.5, 135, 202.5, 270]
  return CGRect(x: xs[index % 5], y: top + CGFloat(index / 5) * 60, width: 50, height: 50)
}

func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

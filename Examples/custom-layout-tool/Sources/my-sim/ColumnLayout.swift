import Foundation
import TransitionSim

/// One column of full-width rows, `spacing` apart; each section follows the previous one.
final class ColumnLayout: CollectionViewLayout {
  let rowHeight: CGFloat
  let spacing: CGFloat
  /// The frame of every item, by section, computed by `prepare()`.
  private var frames: [[CGRect]] = []
  private var height: CGFloat = 0

  init(rowHeight: CGFloat, spacing: CGFloat) {
    self.rowHeight = rowHeight
    self.spacing = spacing
    super.init()
  }

  /// Stacks every item of every section.
  ///
  /// - Complexity: O(*n*) in the number of items.
  override func prepare() {
    super.prepare()
    frames = []
    height = 0
    guard let collectionView else { return }
    let width = collectionView.frame.width
    for section in 0..<collectionView.numberOfSections {
      frames.append(
        (0..<collectionView.numberOfItems(inSection: section)).map { _ in
          defer { height += rowHeight + spacing }
          return CGRect(x: 0, y: height, width: width, height: rowHeight)
        })
    }
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.frame.width ?? 0, height: max(height - spacing, 0))
  }

  override func layoutAttributesForItem(
    at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard frames.indices.contains(indexPath.section),
      frames[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    var attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frames[indexPath.section][indexPath.item]
    return attributes
  }

  /// The items whose frames meet `rect`.
  ///
  /// - Complexity: O(*n*) in the number of items.
  override func layoutAttributesForElements(
    in rect: CGRect
  ) -> [CollectionViewLayoutAttributes]? {
    frames.indices.flatMap { section in
      frames[section].indices.compactMap { item in
        frames[section][item].intersects(rect)
          ? layoutAttributesForItem(at: IndexPath(item: item, section: section)) : nil
      }
    }
  }
}

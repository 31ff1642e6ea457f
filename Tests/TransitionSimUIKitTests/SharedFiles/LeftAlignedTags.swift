// A file in the shape an app shares with its tests: written against UIKit, compiled here through
// the import block alone.
#if canImport(UIKit)
  import UIKit
#else
  import TransitionSimUIKit
#endif

/// A flow layout whose rows start at the left inset instead of being justified.
class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    guard let original = super.layoutAttributesForElements(in: rect) else { return nil }
    let attributes = original.compactMap { $0.copy() as? UICollectionViewLayoutAttributes }
    var leftMargin = sectionInset.left
    var rowMaxY: CGFloat = -1
    for layoutAttribute in attributes where layoutAttribute.representedElementCategory == .cell {
      if layoutAttribute.frame.origin.y >= rowMaxY {
        leftMargin = sectionInset.left
      }
      layoutAttribute.frame.origin.x = leftMargin
      leftMargin += layoutAttribute.frame.width + minimumInteritemSpacing
      rowMaxY = max(layoutAttribute.frame.maxY, rowMaxY)
    }
    return attributes
  }
}

/// A tag to show.
struct Tag: Hashable {
  var title: String
}

/// The model and the answers a tags screen gives its collection view.
final class TagsController: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  var tags: [Tag]
  let collectionView: UICollectionView

  init(tags: [Tag], width: CGFloat) {
    self.tags = tags
    let layout = LeftAlignedFlowLayout()
    layout.sectionInset = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: 400), collectionViewLayout: layout)
    super.init()
    collectionView.dataSource = self
    collectionView.delegate = self
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    tags.count
  }

  /// A tag is as wide as its title at 8 points a character, plus padding.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: CGFloat(tags[indexPath.item].title.count) * 8 + 16, height: 30)
  }

  func add(_ tag: Tag) {
    collectionView.performBatchUpdates {
      self.tags.insert(tag, at: 0)
      self.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
  }
}

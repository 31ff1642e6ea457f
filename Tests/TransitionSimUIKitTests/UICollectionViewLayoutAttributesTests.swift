import Testing

@testable import TransitionSimUIKit

@Suite struct UICollectionViewLayoutAttributesTests {
  @Test func attributesAreSharedObjectsAsInUIKit() {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
    let sameObject = attributes
    sameObject.alpha = 0.5
    sameObject.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(attributes.alpha == 0.5)
    #expect(attributes.center == CGPoint(x: 25, y: 40))
    #expect(attributes.size == CGSize(width: 30, height: 40))
    #expect(attributes.representedElementCategory == .cell)
    #expect(attributes.representedElementKind == nil)
    #expect(attributes.indexPath == IndexPath(item: 2, section: 1))
  }

  @Test func aCopyIsIndependentAndOfTheSameClass() throws {
    let original = WaterfallLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    original.photoHeight = 120
    original.zIndex = 3
    let copy = try #require(original.copy() as? WaterfallLayoutAttributes)
    #expect(copy !== original)
    #expect(copy.photoHeight == 120)
    #expect(copy.zIndex == 3)
    copy.photoHeight = 80
    copy.zIndex = 1
    #expect(original.photoHeight == 120)
    #expect(original.zIndex == 3)
  }

  @Test func equalityComparesTheStandardAndTheSubclassProperties() {
    let a = WaterfallLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    let b = WaterfallLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    a.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    b.frame = a.frame
    #expect(a.isEqual(b))
    #expect(a == b)
    b.photoHeight = 1
    #expect(!a.isEqual(b))
    b.photoHeight = 0
    b.alpha = 0.2
    #expect(!a.isEqual(b))
    #expect(!a.isEqual("not attributes"))
  }

  @Test func supplementaryAndDecorationAttributesKeepTheirKind() {
    let header = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      with: IndexPath(item: 0, section: 2))
    #expect(header.representedElementCategory == .supplementaryView)
    #expect(header.representedElementKind == "UICollectionElementKindSectionHeader")
    let copy = header.copy() as? UICollectionViewLayoutAttributes
    #expect(copy?.representedElementKind == "UICollectionElementKindSectionHeader")
    let decoration = UICollectionViewLayoutAttributes(
      forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 0))
    #expect(decoration.representedElementCategory == .decorationView)
    #expect(decoration.representedElementKind == "background")
  }

  @Test func transformsUseCoreAnimationsNames() {
    let attributes = UICollectionViewLayoutAttributes()
    attributes.transform3D = CATransform3DMakeScale(2, 3, 1)
    #expect(attributes.transform == CGAffineTransform(scaleX: 2, y: 3))
    #expect(CATransform3DIsAffine(attributes.transform3D))
    attributes.transform = .identity
    #expect(CATransform3DIsIdentity(attributes.transform3D))
  }
}

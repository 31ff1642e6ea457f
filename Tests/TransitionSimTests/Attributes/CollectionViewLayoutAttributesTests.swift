import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

extension LayoutAttributeKey where Value == [IndexPath] {
  fileprivate static let children = LayoutAttributeKey("children")
}

@Suite struct CollectionViewLayoutAttributesTests {
  @Test func plainInitialiserHasUIKitsDefaults() {
    // UIKit: a cell, no index path, zero frame, alpha 1, zIndex 0, visible, identity transform.
    let attributes = CollectionViewLayoutAttributes()
    #expect(attributes.representedElementCategory == .cell)
    #expect(attributes.representedElementKind == nil)
    #expect(attributes.indexPath == IndexPath())
    #expect(attributes.frame == .zero)
    #expect(attributes.alpha == 1)
    #expect(attributes.zIndex == 0)
    #expect(!attributes.isHidden)
    #expect(attributes.transform3D == .identity)
  }

  @Test func initialisersSetCategoryAndKind() {
    let path = IndexPath(item: 3, section: 1)
    let cell = CollectionViewLayoutAttributes(forCellWith: path)
    #expect(cell.representedElementCategory == .cell)
    #expect(cell.representedElementKind == nil)
    let header = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, with: path)
    #expect(header.representedElementCategory == .supplementaryView)
    #expect(header.representedElementKind == "UICollectionElementKindSectionHeader")
    let decoration = CollectionViewLayoutAttributes(forDecorationViewOfKind: "bg", with: path)
    #expect(decoration.representedElementCategory == .decorationView)
    #expect(decoration.representedElementKind == "bg")
    // UIKit's defaults.
    #expect(cell.alpha == 1 && cell.zIndex == 0 && !cell.isHidden && cell.transform3D.isIdentity)
    #expect(cell.frame == .zero)
  }

  @Test func frameCenterAndSizeStayConsistent() {
    var attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(attributes.center == CGPoint(x: 25, y: 40))
    #expect(attributes.size == CGSize(width: 30, height: 40))
    #expect(attributes.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
    // Moving the center moves the frame and keeps the size.
    attributes.center = CGPoint(x: 100, y: 100)
    #expect(attributes.frame == CGRect(x: 85, y: 80, width: 30, height: 40))
    // Resizing keeps the center.
    attributes.size = CGSize(width: 10, height: 20)
    #expect(attributes.frame == CGRect(x: 95, y: 90, width: 10, height: 20))
    attributes.bounds = CGRect(x: 7, y: 7, width: 50, height: 50)
    #expect(attributes.frame == CGRect(x: 75, y: 75, width: 50, height: 50))
    // A negative-size frame is standardized, as UIKit stores it.
    attributes.frame = CGRect(x: 10, y: 10, width: -4, height: -6)
    #expect(attributes.frame == CGRect(x: 6, y: 4, width: 4, height: 6))
  }

  @Test func aFrameThatWasSetReadsBackExactly() {
    // 112.666… cannot survive center − size / 2 exactly; UIKit caches the frame, and so do we.
    var attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    let frame = CGRect(x: 338.0 / 3.0, y: 0.1, width: 100, height: 0.2)
    attributes.frame = frame
    #expect(attributes.frame == frame)
  }

  @Test func transformIsNotPartOfTheFrame() {
    var attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    var scale = Transform3D.identity
    scale.m11 = 2
    scale.m22 = 2
    attributes.transform3D = scale
    #expect(attributes.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test func customAttributesTakePartInEquality() {
    // Seed 000 Listing 6-3: equal only when the children match and everything else matches.
    let path = IndexPath(item: 0, section: 0)
    var a = CollectionViewLayoutAttributes(forCellWith: path)
    a.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    var b = a
    #expect(a == b)
    a[.children] = [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)]
    #expect(a != b)
    b[.children] = [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)]
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    b[.children] = [IndexPath(item: 1, section: 1), IndexPath(item: 0, section: 1)]
    #expect(a != b, "order of children matters, as isEqualToArray:")
    b[.children] = a[.children]
    b.alpha = 0.5
    #expect(a != b, "super's equality still counts")
  }

  @Test func typedKeysReadBackOnlyTheirOwnType() {
    var attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    let zoom = LayoutAttributeKey<Double>("zoom")
    let label = LayoutAttributeKey<String>("zoom")
    attributes[zoom] = 1.5
    #expect(attributes[zoom] == 1.5)
    #expect(attributes[label] == nil)
    #expect(attributes.customAttributes["zoom"] == .number(1.5))
    attributes.customAttributes["a"] = .bool(true)
    #expect(attributes.customAttributes.sortedEntries.map(\.name) == ["a", "zoom"])
    attributes[zoom] = nil
    #expect(attributes.customAttributes.sortedEntries.map(\.name) == ["a"])
  }

  @Test func valuesAreCopiedNotShared() {
    // The UIKit pitfall of modifying a layout's cached attributes cannot happen.
    var cache = [CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))]
    var handedOut = cache[0]
    handedOut.alpha = 0
    #expect(cache[0].alpha == 1)
    cache[0].zIndex = 3
    #expect(handedOut.zIndex == 0)
  }

  @Test func elementKeysOrderByCategoryKindThenIndexPath() {
    let keys: [ElementKey] = [
      .decorationView("bg", IndexPath(item: 0, section: 0)),
      .supplementaryView("b", IndexPath(item: 0, section: 0)),
      .cell(IndexPath(item: 2, section: 0)),
      .supplementaryView("a", IndexPath(item: 0, section: 3)),
      .cell(IndexPath(item: 0, section: 1)),
    ]
    #expect(
      keys.sorted() == [
        .cell(IndexPath(item: 2, section: 0)), .cell(IndexPath(item: 0, section: 1)),
        .supplementaryView("a", IndexPath(item: 0, section: 3)),
        .supplementaryView("b", IndexPath(item: 0, section: 0)),
        .decorationView("bg", IndexPath(item: 0, section: 0)),
      ])
    #expect(ElementKey.cell(IndexPath(item: 2, section: 0)).description == "cell [0,2]")
  }
}

@Suite struct CollectionViewLayoutAttributesAffineTests {
  @Test func affineAndThreeDTransformsAreOneProperty() {
    var attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.transform = CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 7)
    // CATransform3DMakeAffineTransform: a b c d → m11 m12 m21 m22, tx ty → m41 m42.
    #expect(attributes.transform3D.m11 == 2 && attributes.transform3D.m22 == 3)
    #expect(attributes.transform3D.m41 == 5 && attributes.transform3D.m42 == 7)
    #expect(attributes.transform3D.m33 == 1 && attributes.transform3D.m44 == 1)
    #expect(attributes.transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 7))
    attributes.transform3D = Transform3D(scaleX: 0.1, y: 0.1, z: 1)
    #expect(attributes.transform == CGAffineTransform(a: 0.1, b: 0, c: 0, d: 0.1, tx: 0, ty: 0))
  }
}

/// The attributes keep their index path as integers and their rare parts (transform, kind, long
/// index path, custom values) in one shared box: these check that the storage is invisible.
@Suite struct CollectionViewLayoutAttributesStorageTests {
  private let kind = CollectionView.elementKindSectionHeader

  @Test("Index paths of every length read back as they were set")
  func indexPathsOfEveryLengthRoundTrip() {
    let paths: [IndexPath] = [
      IndexPath(), IndexPath(index: 4), IndexPath(item: 7, section: 2), [1, 2, 3], [9, 8, 7, 6],
    ]
    for path in paths {
      let cell = CollectionViewLayoutAttributes(forCellWith: path)
      #expect(cell.indexPath == path)
      #expect(cell.indexPath.count == path.count)
      let header = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: path)
      #expect(header.indexPath == path && header.representedElementKind == kind)
    }
  }

  @Test("Changing an index path's length changes nothing else, and compares as new")
  func changingTheLengthOfAnIndexPath() {
    var header = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 1, section: 0))
    header.indexPath = [1, 2, 3]
    #expect(header.indexPath == [1, 2, 3] && header.representedElementKind == kind)
    header.indexPath = IndexPath(item: 5, section: 6)
    #expect(header.indexPath.item == 5 && header.indexPath.section == 6)
    #expect(header.representedElementKind == kind)
    let fresh = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 5, section: 6))
    #expect(header == fresh && header.hashValue == fresh.hashValue)
    var cell = CollectionViewLayoutAttributes(forCellWith: [4, 4, 4])
    cell.indexPath = IndexPath(index: 3)
    #expect(cell == CollectionViewLayoutAttributes(forCellWith: IndexPath(index: 3)))
  }

  @Test("A transform set and cleared leaves the kind and custom values, and equals a fresh copy")
  func transformsLeaveTheOtherPartsAlone() {
    let key = LayoutAttributeKey<Double>("depth")
    var header = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: 1))
    header[key] = 2
    let rotated = Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1)
    header.transform3D = rotated
    #expect(header.transform3D == rotated && header[key] == 2)
    #expect(header.representedElementKind == kind)
    header.transform3D = .identity
    header[key] = nil
    let fresh = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: 1))
    #expect(header == fresh && header.hashValue == fresh.hashValue)

    var cell = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    cell.transform3D = rotated
    cell.transform3D = Transform3D(scaleX: 2, y: 2, z: 1)
    #expect(cell.transform3D == Transform3D(scaleX: 2, y: 2, z: 1))
    cell.transform3D = .identity
    #expect(cell == CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0)))
  }

  @Test("A transform written into a box of its own equals one set into a new box")
  func settingATransformInPlaceMatchesANewBox() {
    let key = LayoutAttributeKey<Double>("depth")
    let rotated = Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0)
    let scaled = Transform3D(scaleX: 2, y: 3, z: 1)
    let plain = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    var custom = plain
    custom[key] = 2
    for start in [plain, custom] {
      for (first, second) in [(rotated, scaled), (rotated, .identity), (.identity, rotated)] {
        // Set once on a copy of `start`, whose box (if any) `start` shares: a new box is made.
        var expected = start
        expected.transform3D = second
        #expect(expected.transform3D == second && expected[key] == start[key])
        // Set twice: the second write goes into the box the first made (written in place),
        // and, for `shared`, into a box a copy shares (not written: the copy keeps `first`).
        var written = start
        written.transform3D = first
        var shared = start
        shared.transform3D = first
        let copy = shared
        written.setTransform { second }
        shared.setTransform { second }
        for result in [written, shared] {
          #expect(result == expected && result.transform3D == second)
          #expect(result.hashValue == expected.hashValue && result[key] == start[key])
          // No box is left holding the identity alone.
          let boxless = second.isIdentity && start[key] == nil
          #expect(result.sharesExtras(with: plain) == boxless)
          #expect(expected.sharesExtras(with: plain) == boxless)
        }
        #expect(copy.transform3D == first && copy[key] == start[key])
      }
    }
  }

  @Test("A copy is independent of the original's transform and custom values")
  func copiesDoNotShareChanges() {
    let key = LayoutAttributeKey<Double>("depth")
    var original = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    original.transform3D = Transform3D(scaleX: 2, y: 2, z: 1)
    original[key] = 1
    var copy = original
    copy.transform3D = .identity
    copy[key] = 3
    #expect(original.transform3D == Transform3D(scaleX: 2, y: 2, z: 1) && original[key] == 1)
    #expect(copy.transform3D.isIdentity && copy[key] == 3)
    #expect(original != copy)
  }

  @Test("Setting a transform again changes this copy alone, whether or not it has a kind")
  func repeatedTransformsLeaveEarlierCopiesAlone() {
    let turn = Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0)
    let scale = Transform3D(scaleX: 2, y: 3, z: 1)
    let cell = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    let header = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: 1))
    for plain in [cell, header] {
      var attributes = plain
      attributes.transform3D = turn
      let turned = attributes
      attributes.transform3D = scale  // shared with `turned`
      attributes.transform3D = turn  // held by `attributes` alone
      attributes.transform3D = scale
      #expect(turned.transform3D == turn && attributes.transform3D == scale)
      #expect(turned.representedElementKind == plain.representedElementKind)
      #expect(attributes.representedElementKind == plain.representedElementKind)
      var scaled = plain
      scaled.transform3D = scale
      #expect(attributes == scaled && attributes.hashValue == scaled.hashValue)
      attributes.transform3D = .identity
      #expect(attributes == plain && attributes.hashValue == plain.hashValue)
      #expect(turned != plain)
    }
  }

  @Test(
    arguments: [
      ([], 0, 0, 0), ([4], 1, 4, 0), ([2, 7], 2, 2, 7), ([1, 2, 3], 3, 1, 2),
    ] as [([Int], Int, Int, Int)])
  func leadingIndexesAreTheIndexPathsCountAndFirstTwo(
    path: [Int], count: Int, first: Int, second: Int
  ) {
    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(indexes: path))
    let leading = attributes.leadingIndexes
    #expect(leading.count == count && leading.first == first && leading.second == second)
  }

  @Test func hasTransformTellsTheIdentityApart() {
    var cell = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    #expect(!cell.hasTransform)
    cell.transform3D = Transform3D(scaleX: 2, y: 1, z: 1)
    #expect(cell.hasTransform)
    cell.transform3D = .identity
    #expect(!cell.hasTransform)
    var header = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 0))
    #expect(!header.hasTransform)
    header.transform3D = Transform3D(scaleX: 1, y: 1, z: 3)
    #expect(header.hasTransform)
  }

  @Test func sharingExtrasIsASufficientTestOfEqualTransformAndCustomValues() {
    var a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    var b = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
    // Neither has a transform, kind or custom value: no box at all.
    #expect(a.sharesExtras(with: b))
    a.transform3D = Transform3D(scaleX: 2, y: 2, z: 1)
    #expect(!a.sharesExtras(with: b))
    // A copy shares the box until one of them changes it.
    b = a
    b.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
    #expect(a.sharesExtras(with: b))
    b.transform3D = Transform3D(scaleX: 3, y: 2, z: 1)
    #expect(!a.sharesExtras(with: b))
    // Equal values in two boxes are not detected: the test is sufficient, not necessary.
    b.transform3D = Transform3D(scaleX: 2, y: 2, z: 1)
    #expect(a.transform3D == b.transform3D)
    #expect(!a.sharesExtras(with: b))
  }
}

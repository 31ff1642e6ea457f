import Foundation

/// Checks a layout against the contract UIKit relies on, and lists every rule an element breaks.
///
/// The rules (UICollectionViewLayout.h, and the exceptions iOS raises, as quoted in public crash
/// reports; each is a ``LayoutLintFinding/Rule``):
/// - every item of the data has attributes: `layoutAttributesForItem(at:)` is not `nil`
///   (UIKit raises "no UICollectionViewLayoutAttributes instance for
///   -layoutAttributesForItemAtIndexPath:" otherwise);
/// - a getter describes the element asked for;
/// - `layoutAttributesForElements(in:)` agrees with `layoutAttributesForItem(at:)`,
///   `layoutAttributesForSupplementaryView(ofKind:at:)` and
///   `layoutAttributesForDecorationView(ofKind:at:)` for the same element (UIKit animates from the
///   one and lays out with the other, so a disagreement shows as a jump);
/// - two calls with no invalidation in between give the same attributes;
/// - no NaN or infinite number, no negative size;
/// - a rect query returns each element once;
/// - every frame lies inside the content size, within ``tolerance``;
/// - an item whose frame meets a rect is returned by the query of that rect, for rects on a grid
///   and rects off it;
/// - the query of a rect and the queries of its two halves return the same elements;
/// - index paths exist in the data (UIKit raises "UICollectionView received layout attributes
///   for a cell with an index path that does not exist").
///
/// The linter runs a layout pass if one is pending, asks the item getter twice for every item,
/// and tiles the content with viewport-sized rects (enlarged so there are at most
/// ``maximumTiles``), querying each tile twice and each of its halves once. Then it queries as
/// many rects again, the tiles shifted by 0.381966 (1 − 1/φ) of a tile along both axes: UIKit
/// asks for the rects around whatever the content offset is, and a layout whose search goes
/// wrong only for a rect that starts inside an item (the tiles start on round offsets that items
/// often line up with) drops that item there. It stops after ``maximumFindings`` findings and
/// reports each rule at most once per element.
///
/// ```swift
/// let findings = LayoutLinter().findings(for: layout, in: collectionView)
/// findings.isEmpty  // true for a correct layout
/// ```
public struct LayoutLinter: Hashable, Sendable {
  /// How far, in points, numbers may differ and frames may stick out of the content.
  public var tolerance: CGFloat
  /// The most findings returned.
  public var maximumFindings: Int
  /// The most rects the content is tiled into.
  public var maximumTiles: Int

  /// Creates a linter.
  ///
  /// - Parameters:
  ///   - tolerance: How far numbers may differ, in points (0.01 by default).
  ///   - maximumFindings: The most findings returned (100 by default).
  ///   - maximumTiles: The most rects the content is tiled into (4,096 by default).
  public init(tolerance: CGFloat = 0.01, maximumFindings: Int = 100, maximumTiles: Int = 4_096) {
    self.tolerance = tolerance
    self.maximumFindings = maximumFindings
    self.maximumTiles = maximumTiles
  }

  /// The rules `layout` breaks in `collectionView`, sorted by element (the whole layout first)
  /// and rule; empty for a correct layout.
  ///
  /// - Parameters:
  ///   - layout: The layout to check; it must be `collectionView`'s layout.
  ///   - collectionView: The collection view whose data and bounds the layout serves.
  /// - Returns: The findings, sorted; empty for a correct layout.
  /// - Complexity: O(*n*) getter calls for *n* items, plus five rect queries for each of at most
  ///   ``maximumTiles`` tiles.
  public func findings(
    for layout: CollectionViewLayout, in collectionView: CollectionView
  ) -> [LayoutLintFinding] {
    var run = LintRun(linter: self, layout: layout, view: collectionView)
    run.check()
    let order = Dictionary(
      uniqueKeysWithValues: LayoutLintFinding.Rule.allCases.enumerated().map { ($1, $0) })
    return run.findings.sorted { lhs, rhs in
      switch (lhs.element, rhs.element) {
      case (nil, .some): return true
      case (.some, nil): return false
      case (let left?, let right?) where left != right: return left < right
      default: return (order[lhs.rule] ?? 0) < (order[rhs.rule] ?? 0)
      }
    }
  }
}

/// The rules `layout` breaks in `collectionView` (``LayoutLinter`` with its defaults); empty for a
/// correct layout.
///
/// - Parameters:
///   - layout: The layout to check; it must be `collectionView`'s layout.
///   - collectionView: The collection view whose data and bounds the layout serves.
/// - Returns: The findings, sorted; empty for a correct layout.
/// - Complexity: O(*n*) for *n* items, plus a bounded number of rect queries.
public func verifyLayout(
  _ layout: CollectionViewLayout, in collectionView: CollectionView
) -> [LayoutLintFinding] {
  LayoutLinter().findings(for: layout, in: collectionView)
}

//===--- The checks -------------------------------------------------------===//

struct LintRun {
  struct Reported: Hashable {
    var rule: LayoutLintFinding.Rule
    var element: ElementKey?
  }

  let linter: LayoutLinter
  let layout: CollectionViewLayout
  let view: CollectionView
  var findings: [LayoutLintFinding] = []
  var reported: Set<Reported> = []
  var isFull = false
  /// Elements other than cells whose getter, geometry and place were checked.
  var checkedElements: Set<ElementKey> = []
  /// Items with valid attributes, by every tile their frame meets (only the tile holding their
  /// center for an item spanning more than ``Tiling/maximumTilesPerItem`` tiles).
  var itemsByTile: [Int: [IndexPath]] = [:]
  /// The frames of the items in ``itemsByTile``, from `layoutAttributesForItem(at:)`.
  var itemFrames: [IndexPath: CGRect] = [:]

  init(linter: LayoutLinter, layout: CollectionViewLayout, view: CollectionView) {
    self.linter = linter
    self.layout = layout
    self.view = view
  }

  mutating func add(_ rule: LayoutLintFinding.Rule, _ element: ElementKey?, _ message: String) {
    guard !isFull else { return }
    guard findings.count < linter.maximumFindings else {
      isFull = true
      return
    }
    guard reported.insert(Reported(rule: rule, element: element)).inserted else { return }
    findings.append(LayoutLintFinding(rule: rule, element: element, message: message))
  }

  mutating func check() {
    guard layout === view.collectionViewLayout, layout.collectionView === view else {
      add(
        .notInstalled, nil,
        "the layout is not this collection view's layout; install it with "
          + "setCollectionViewLayout(_:) first")
      return
    }
    do {
      try view.layoutIfNeeded()
    } catch {
      add(.layoutPassFailed, nil, "prepare() raised an error: \(error)")
      return
    }
    let size = layout.collectionViewContentSize
    var content: CGRect?
    if size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0 {
      content = CGRect(origin: .zero, size: size)
    } else {
      add(
        .invalidContentSize, nil,
        "collectionViewContentSize is \(LintFormat.size(size)); it must be finite and not "
          + "negative")
    }
    let tiling = Tiling(content: content, view: view, maximumTiles: linter.maximumTiles)
    checkItems(content: content, tiling: tiling)
    for index in 0..<tiling.count where !isFull {
      checkTile(tiling.rect(index), index: index)
    }
    for index in 0..<tiling.count where !isFull {
      checkOffGridRect(tiling.offGridRect(index), tiling: tiling)
    }
    if let error = layout.raisedError {
      layout.raisedError = nil
      add(.layoutPassFailed, nil, "the layout raised an error while answering queries: \(error)")
    }
  }

  //===--- Items ------------------------------------------------------------===//

  mutating func checkItems(content: CGRect?, tiling: Tiling) {
    for section in 0..<view.numberOfSections {
      for item in 0..<view.numberOfItems(inSection: section) {
        if isFull { return }
        let path = IndexPath(item: item, section: section)
        let key = ElementKey.cell(path)
        let getter = "layoutAttributesForItem(at:)"
        guard let first = layout.layoutAttributesForItem(at: path) else {
          add(
            .missingItemAttributes, key,
            "\(getter) returned nil for an item of the data (UIKit raises \""
              + "\(CollectionViewLayoutError.missingAttributes(path).uikitMessage)\")")
          continue
        }
        if first.elementKey != key {
          add(.wrongElement, key, "\(getter) returned attributes for \(first.elementKey)")
        }
        guard checkGeometry(first, key, source: getter) else { continue }
        if let second = layout.layoutAttributesForItem(at: path) {
          if second != first {
            add(
              .unstableAttributes, key,
              "two calls to \(getter) with no invalidation in between returned different "
                + "attributes: " + LintFormat.difference(first, second, tolerance: 0, "then"))
          }
        } else {
          add(
            .unstableAttributes, key,
            "\(getter) returned attributes, then nil when called again with no invalidation")
        }
        if let content { checkInside(first.frame, key, content: content) }
        let tiles = tiling.indices(meeting: first.frame)
        for tile in tiles { itemsByTile[tile, default: []].append(path) }
        if !tiles.isEmpty { itemFrames[path] = first.frame }
      }
    }
  }

  /// Reports a NaN, an infinity or a negative size; whether the attributes are valid.
  mutating func checkGeometry(
    _ attributes: CollectionViewLayoutAttributes, _ key: ElementKey, source: String
  ) -> Bool {
    let transform = attributes.transform3D
    let entries = [
      transform.m11, transform.m12, transform.m13, transform.m14, transform.m21, transform.m22,
      transform.m23, transform.m24, transform.m31, transform.m32, transform.m33, transform.m34,
      transform.m41, transform.m42, transform.m43, transform.m44,
    ]
    let center = attributes.center
    let size = attributes.size
    let problem: String
    if !(center.x.isFinite && center.y.isFinite && size.width.isFinite && size.height.isFinite) {
      problem = "a frame of \(LintFormat.rect(attributes.frame))"
    } else if size.width < 0 || size.height < 0 {
      problem = "a negative size, \(LintFormat.size(size))"
    } else if !attributes.alpha.isFinite {
      problem = "alpha \(LintFormat.number(attributes.alpha))"
    } else if !entries.allSatisfy(\.isFinite) {
      problem = "a transform with a non-finite entry"
    } else {
      return true
    }
    add(.invalidGeometry, key, "\(source) returned \(problem)")
    return false
  }

  mutating func checkInside(_ frame: CGRect, _ key: ElementKey, content: CGRect) {
    var content = content
    // An orthogonal section's items and their supplementaries lie in the section's own
    // scrollable content, which reaches past the collection view's width.
    if key.category != .decorationView,
      let compositional = layout as? CollectionViewCompositionalLayout,
      let scrolling = compositional.orthogonalContentRect(ofSection: key.indexPath.section)
    {
      content = content.union(scrolling)
    }
    let sides: [(String, CGFloat)] = [
      ("left", content.minX - frame.minX), ("right", frame.maxX - content.maxX),
      ("top", content.minY - frame.minY), ("bottom", frame.maxY - content.maxY),
    ]
    guard let worst = sides.max(by: { $0.1 < $1.1 }), worst.1 > linter.tolerance else { return }
    add(
      .outsideContent, key,
      "its frame \(LintFormat.rect(frame)) is outside the content "
        + "\(LintFormat.rect(content)) by \(LintFormat.number(worst.1)) points on the "
        + "\(worst.0)")
  }

  //===--- Rect queries -----------------------------------------------------===//

  mutating func checkTile(_ rect: CGRect, index: Int) {
    let query = "layoutAttributesForElements(in: \(LintFormat.rect(rect)))"
    let whole = layout.layoutAttributesForElements(in: rect) ?? []
    var returned: [ElementKey: CollectionViewLayoutAttributes] = [:]
    var repeats: [ElementKey: Int] = [:]
    for attributes in whole {
      let key = attributes.elementKey
      if returned[key] == nil {
        returned[key] = attributes
      } else {
        repeats[key, default: 1] += 1
      }
    }
    for (key, count) in repeats.sorted(by: { $0.key < $1.key }) {
      add(.duplicateElement, key, "\(query) returned it \(count) times")
    }
    let keys = returned.keys.sorted()

    // The same query again, with no invalidation in between.
    var again: [ElementKey: CollectionViewLayoutAttributes] = [:]
    for attributes in layout.layoutAttributesForElements(in: rect) ?? []
    where again[attributes.elementKey] == nil {
      again[attributes.elementKey] = attributes
    }
    for key in keys {
      guard let first = returned[key] else { continue }
      guard let second = again[key] else {
        add(
          .unstableAttributes, key,
          "\(query) returned it, then did not when called again with no invalidation")
        continue
      }
      if first != second && first.isGeometryValid && second.isGeometryValid {
        add(
          .unstableAttributes, key,
          "two calls to \(query) with no invalidation in between returned different attributes: "
            + LintFormat.difference(first, second, tolerance: 0, "then"))
      }
    }
    for key in again.keys.sorted() where returned[key] == nil {
      add(
        .unstableAttributes, key,
        "\(query) did not return it, then did when called again with no invalidation")
    }

    for key in keys {
      guard let attributes = returned[key] else { continue }
      checkReturned(attributes, key, query: query)
    }

    // Items whose frame meets the rect must be returned.
    for path in itemsByTile[index] ?? [] where returned[.cell(path)] == nil {
      let frame = layout.layoutAttributesForItem(at: path)?.frame ?? .zero
      add(
        .missingFromRectQuery, .cell(path),
        "its frame \(LintFormat.rect(frame)) from layoutAttributesForItem(at:) meets "
          + "\(LintFormat.rect(rect)), but \(query) did not return it")
    }

    // The two halves together return what the whole returns.
    let (first, second) = Self.halves(of: rect)
    var inHalves = Set<ElementKey>()
    for half in [first, second] {
      for attributes in layout.layoutAttributesForElements(in: half) ?? [] {
        inHalves.insert(attributes.elementKey)
      }
    }
    let halvesText = "\(LintFormat.rect(first)) and \(LintFormat.rect(second))"
    for key in keys where !inHalves.contains(key) {
      add(
        .splitQueryMismatch, key,
        "\(query) returns it, but the queries of its halves, \(halvesText), do not")
    }
    for key in inHalves.sorted() where returned[key] == nil {
      add(
        .splitQueryMismatch, key,
        "the query of a half of \(LintFormat.rect(rect)) (\(halvesText)) returns it, but "
          + "\(query) does not")
    }
  }

  /// Checks an element a rect query returned: its index path, its geometry, its getter and its
  /// place in the content, once per element.
  mutating func checkReturned(
    _ attributes: CollectionViewLayoutAttributes, _ key: ElementKey, query: String
  ) {
    guard checkedElements.insert(key).inserted else { return }
    let path = key.indexPath
    switch key.category {
    case .cell:
      guard view.isValid(path, for: .cell) else {
        add(
          .nonexistentIndexPath, key,
          "\(query) returned a cell whose index path does not exist: \(dataDescription(path)) "
            + "(UIKit raises "
            + "\"\(CollectionViewLayoutError.nonexistentIndexPath(key).uikitMessage)\")")
        return
      }
    case .supplementaryView:
      guard view.isValid(path, for: .supplementaryView) else {
        add(
          .nonexistentIndexPath, key,
          "\(query) returned a supplementary view whose index path does not exist: "
            + "\(dataDescription(path)) (UIKit raises "
            + "\"\(CollectionViewLayoutError.nonexistentIndexPath(key).uikitMessage)\")")
        return
      }
    case .decorationView:
      break
    }
    guard checkGeometry(attributes, key, source: "layoutAttributesForElements(in:)") else { return }
    let getterName = CollectionViewLayout.getterName(for: key.category)
    let fromGetter = layout.layoutAttributes(for: key)
    // A missing or invalid item was reported already.
    if key.category == .cell && !(fromGetter?.isGeometryValid ?? false) { return }
    guard let fromGetter else {
      add(
        .gettersDisagree, key,
        "layoutAttributesForElements(in:) returns it, but \(getterName) "
          + "returns nil")
      return
    }
    if key.category != .cell {
      if fromGetter.elementKey != key {
        add(.wrongElement, key, "\(getterName) returned attributes for \(fromGetter.elementKey)")
        return
      }
      guard checkGeometry(fromGetter, key, source: getterName) else { return }
      if let content = currentContent { checkInside(attributes.frame, key, content: content) }
    }
    if fromGetter != attributes {
      let difference = LintFormat.difference(
        attributes, fromGetter, tolerance: linter.tolerance, "but \(getterName) gives")
      if !difference.isEmpty {
        add(.gettersDisagree, key, "layoutAttributesForElements(in:) gives \(difference)")
      } else if fromGetter.customAttributes != attributes.customAttributes {
        add(
          .gettersDisagree, key,
          "layoutAttributesForElements(in:) and \(getterName) give different custom attributes")
      }
    }
  }

  var currentContent: CGRect? {
    let size = layout.collectionViewContentSize
    guard size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    else { return nil }
    return CGRect(origin: .zero, size: size)
  }

  func dataDescription(_ path: IndexPath) -> String {
    guard path.count == 2 else { return "an index path needs a section and an item" }
    let sections = view.numberOfSections
    guard path.section >= 0 && path.section < sections else {
      return "there \(sections == 1 ? "is" : "are") only \(sections) "
        + "section\(sections == 1 ? "" : "s")"
    }
    let items = view.numberOfItems(inSection: path.section)
    return "section \(path.section) has only \(items) item\(items == 1 ? "" : "s")"
  }

  /// The two halves of `rect`, split across its longer side.
  static func halves(of rect: CGRect) -> (CGRect, CGRect) {
    if rect.width >= rect.height {
      let half = rect.width / 2
      return (
        CGRect(x: rect.minX, y: rect.minY, width: half, height: rect.height),
        CGRect(x: rect.minX + half, y: rect.minY, width: rect.width - half, height: rect.height)
      )
    }
    let half = rect.height / 2
    return (
      CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: half),
      CGRect(x: rect.minX, y: rect.minY + half, width: rect.width, height: rect.height - half)
    )
  }
}

import Foundation

extension CollectionViewCompositionalLayout {
  //===--- Kinds -----------------------------------------------------------===//

  /// Whether `kind` is the list's bottom separators' (the kind the layout's own update hooks
  /// send to ``listSeparatorInitialAttributes(at:)`` and ``listSeparatorFinalAttributes(at:)``).
  static func isListSeparator(_ kind: String) -> Bool {
    kind == CollectionLayoutListConfiguration.separatorElementKind
  }

  /// Whether `kind` is a list separator's, bottom or top: items of those kinds, anchored to rows,
  /// are reported as decoration views at their row's index path.
  static func isAnyListSeparator(_ kind: String) -> Bool {
    kind == CollectionLayoutListConfiguration.separatorElementKind
      || kind == CollectionLayoutListConfiguration.topSeparatorElementKind
  }

  //===--- Batch updates ---------------------------------------------------===//

  /// The separators of `kind` a batch update inserts (`inserted`) or deletes: those of the rows
  /// it inserts (reloads and move destinations included, numbered after the update) or deletes
  /// (reloads and move sources, before it), in sections whose rows carry separators of that
  /// kind.
  ///
  /// A separator is part of its row, so it fades in and out with it, and the others follow their
  /// rows (a moved row's separators fade out and in: our choice).
  ///
  /// - Complexity: O(*u* log *u*) in the update items.
  func listSeparatorIndexPaths(ofKind kind: String, inserted: Bool) -> [IndexPath] {
    guard Self.isAnyListSeparator(kind), let update = activeUpdate else { return [] }
    let sections = inserted ? geometry.sections : previousSections
    var paths: [IndexPath] = []
    for item in update.plan.updateItems where !item.isSectionOperation {
      let path: IndexPath?
      switch item.updateAction {
      case .insert: path = inserted ? item.indexPathAfterUpdate : nil
      case .delete: path = inserted ? nil : item.indexPathBeforeUpdate
      case .reload, .move:
        path =
          inserted
          ? item.indexPathAfterUpdate ?? item.indexPathBeforeUpdate : item.indexPathBeforeUpdate
      case .none: path = nil
      }
      guard let path, sections.indices.contains(path.section),
        sections[path.section].slots.first?.supplementaries.contains(where: { $0.kind == kind })
          == true
      else { continue }
      paths.append(path)
    }
    return paths.sorted()
  }

  /// Where a bottom list separator appearing at `indexPath` starts; see
  /// ``listSeparatorInitialAttributes(ofKind:at:)``.
  func listSeparatorInitialAttributes(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    listSeparatorInitialAttributes(
      ofKind: CollectionLayoutListConfiguration.separatorElementKind, at: indexPath)
  }

  /// Where a bottom list separator disappearing from `indexPath` ends; see
  /// ``listSeparatorFinalAttributes(ofKind:at:)``.
  func listSeparatorFinalAttributes(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    listSeparatorFinalAttributes(
      ofKind: CollectionLayoutListConfiguration.separatorElementKind, at: indexPath)
  }

  /// Where a list separator of `kind` appearing at `indexPath` (after the update) starts, during
  /// a batch update; `nil` to use the base class's default (outside a batch update, in a layout
  /// transition, or when the row shows no such separator).
  ///
  /// The base class's defaults are prepared before the layout lists the separators its update
  /// inserts and deletes, so they pair a separator with the one at its old index path; a
  /// separator follows its row instead: an inserted one fades in in place; a surviving one starts
  /// where its row's separator was on screen, else — when its row was on screen without it (an
  /// `itemSeparatorHandler` answered otherwise before) — fades in from where it would have been
  /// on the row's old frame (our choice), else starts where it is now.
  ///
  /// - Complexity: O(*l*) in the views listed by the update, plus one handler call.
  func listSeparatorInitialAttributes(
    ofKind kind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard let update = activeUpdate, transitioningFromLayout == nil,
      transitioningToLayout == nil
    else { return nil }
    let key = ElementKey.decorationView(kind, indexPath)
    guard var attributes = layoutAttributesForDecorationView(ofKind: kind, at: indexPath) else {
      return nil
    }
    if updateState?.isInserted(key, listed: update.listedInserted) ?? false {
      attributes.alpha = 0
    } else if let oldKey = update.oldKey(forNew: key) {
      if var old = update.before.elements[oldKey] {
        old.indexPath = indexPath
        attributes = old
      } else if let rows = rowFrames(old: oldKey.indexPath, new: indexPath, update: update) {
        let frame = separatorFrame(attributes.frame, ofKind: kind, from: rows.new, to: rows.old)
        guard frame.overlaps(update.before.bounds) else { return attributes }
        attributes.frame = frame
        attributes.alpha = 0
      }
    }
    return attributes
  }

  /// Where a list separator of `kind` disappearing from `indexPath` (before the update) ends,
  /// during a batch update; `nil` for the base class's default.
  ///
  /// A deleted one fades out where it was; a surviving one ends at its row's new separator, or —
  /// when its row no longer shows one (an `itemSeparatorHandler` answers otherwise now) — fades
  /// out where it would be on the row's new frame (our choice).
  ///
  /// - Complexity: O(*l*) in the views listed by the update, plus one handler call.
  func listSeparatorFinalAttributes(
    ofKind kind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard let update = activeUpdate, transitioningFromLayout == nil,
      transitioningToLayout == nil
    else { return nil }
    let key = ElementKey.decorationView(kind, indexPath)
    let deleted = updateState?.isDeleted(key, listed: update.listedDeleted) ?? false
    let newKey = deleted ? nil : update.newKey(forOld: key)
    if let newKey, var new = layoutAttributesForDecorationView(ofKind: kind, at: newKey.indexPath) {
      new.indexPath = indexPath
      return new
    }
    guard var old = update.before.elements[key] else { return nil }
    if let newKey, let rows = rowFrames(old: indexPath, new: newKey.indexPath, update: update) {
      old.frame = separatorFrame(old.frame, ofKind: kind, from: rows.old, to: rows.new)
    }
    old.alpha = 0
    return old
  }

  /// A row's frame on screen before the update (at `old`) and in the layout now (at `new`);
  /// `nil` when it was not on screen.
  ///
  /// - Complexity: O(1).
  private func rowFrames(
    old: IndexPath, new: IndexPath, update: UpdateContext
  ) -> (old: CGRect, new: CGRect)? {
    guard let before = update.before.elements[.cell(old)]?.frame,
      let after = layoutAttributesForItem(at: new)?.frame
    else { return nil }
    return (before, after)
  }

  /// `frame`, a separator of `kind` on a row of frame `from`, moved onto the row's frame `to`:
  /// the same distance from the row's leading edge and from the edge it is on (the top edge for a
  /// top separator, the bottom one for a bottom separator).
  private func separatorFrame(
    _ frame: CGRect, ofKind kind: String, from: CGRect, to: CGRect
  ) -> CGRect {
    let top = kind == CollectionLayoutListConfiguration.topSeparatorElementKind
    return frame.offsetBy(
      dx: to.minX - from.minX, dy: top ? to.minY - from.minY : to.maxY - from.maxY)
  }
}

extension CollectionViewCompositionalLayout: DecorationUpdateAttributesProviding {
  /// A list separator's start in a batch update
  /// (``listSeparatorInitialAttributes(ofKind:at:)``), before the base class's default; `nil`
  /// for other decoration views.
  func updateInitialAttributes(
    forDecorationOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    Self.isAnyListSeparator(kind)
      ? listSeparatorInitialAttributes(ofKind: kind, at: indexPath) : nil
  }

  /// A list separator's end in a batch update (``listSeparatorFinalAttributes(ofKind:at:)``),
  /// before the base class's default; `nil` for other decoration views.
  func updateFinalAttributes(
    forDecorationOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    Self.isAnyListSeparator(kind) ? listSeparatorFinalAttributes(ofKind: kind, at: indexPath) : nil
  }

  //===--- itemSeparatorHandler ------------------------------------------===//

  /// A separator `attributes` of `kind` on the row `row` (its unrounded frame) of a section whose
  /// `itemSeparatorHandler` decides its separators: `nil` when the handler's answer for the row
  /// does not show it, else inset across the row by the answer's insets, its origin on the pixel
  /// grid.
  ///
  /// Its height and place along the row are the section's, so a row that self-sizes keeps its
  /// separators on its edges.
  ///
  /// The handler is called lazily and nothing is kept between queries: once per row a query
  /// answers for (`answers` holds the query's answers), never at `prepare()`.
  ///
  /// - Complexity: O(1), plus one handler call for a row not in `answers`.
  func ruledSeparator(
    _ attributes: CollectionViewLayoutAttributes, ofKind kind: String, row: CGRect,
    rule: CollectionLayoutListConfiguration,
    answers: inout [IndexPath: ListSeparatorConfiguration]
  ) -> CollectionViewLayoutAttributes? {
    guard let handler = rule.itemSeparatorHandler else { return attributes }
    let path = attributes.indexPath
    let answer = answers[path] ?? handler(path, rule.separatorConfiguration)
    answers[path] = answer
    let top = kind == CollectionLayoutListConfiguration.topSeparatorElementKind
    let shown =
      top
      ? answer.showsTopSeparator
      : answer.showsBottomSeparator(listShowsSeparators: rule.showsSeparators)
    guard shown else { return nil }
    let insets = top ? answer.topSeparatorInsets : answer.bottomSeparatorInsets
    var separator = attributes
    separator.frame.origin.x = grid.rounded(row.minX + insets.leading)
    separator.frame.size.width = max(row.width - insets.leading - insets.trailing, 0)
    return separator
  }
}

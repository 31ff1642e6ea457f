import Foundation

extension CollectionView {
  /// Runs `update` through the planner, with the count check of the collection view's
  /// ``iOSVersion``. When the data source's counts after the update do not add up with the update:
  /// - before iOS 16.4, UIKit logged the classic "Invalid update: invalid number of …" text
  ///   followed by "- will perform reloadData" and reloaded the data without animation (the log
  ///   line apps reported, e.g. JoniVR/VerticalCardSwiper#62; UIKit did it only in some situations,
  ///   which no public source pins down: here it is every count mismatch, our choice). The
  ///   transition returned is then of kind ``Transition/Kind/reloadData``, with the logged line in
  ///   its ``Transition/log``;
  /// - from iOS 16.4 to 17.x, it raises ``BatchUpdateError/invalidBatchUpdates(_:)``, "Invalid
  ///   batch updates detected…" ("new as of iOS 16.4", an Apple Frameworks Engineer in Apple
  ///   Developer Forums thread 728797; ra1028/DifferenceKit#155);
  /// - from iOS 18, the classic per-section text again, raised from UIKit's dedicated
  ///   `_Bug_Detected_In_Client_Of_UICollectionView_Invalid_Number_Of_Items_In_Section:` frame
  ///   (Instagram/IGListKit#1623: crash stacks from iOS 18; that it carries the classic text is
  ///   inferred from the frame's name).
  ///
  /// Other invalid updates raise their classic texts on every version. An error leaves the
  /// collection view as it was.
  ///
  /// - Complexity: the planner's, or a reload's: O(*n*) plus a layout pass.
  func runCheckingCounts(
    _ update: BatchUpdate, dataAfter: DataAfterUpdate?, animation: AnimationParameters
  ) throws -> Transition {
    if iOSVersion < .iOS15,
      update.operations.contains(where: {
        if case .reconfigureItem = $0 { return true }
        return false
      })
    {
      throw BatchUpdateError.unavailable(
        api: "reconfigureItems(at:)", introduced: "15.0", target: iOSVersion)
    }
    do {
      return try UpdatePlanner(collectionView: self, animation: animation)
        .run(update, dataAfter: dataAfter)
    } catch let error as BatchUpdateError where error.isCountMismatch {
      guard let dataAfter, iOSVersion < .iOS18 else { throw error }
      if iOSVersion >= .iOS16Point4 {
        throw BatchUpdateError.invalidBatchUpdates(
          InvalidBatchUpdates(
            countsBefore: itemIdentifiers.map(\.count), countsAfter: Self.counts(of: dataAfter),
            updates: InvalidBatchUpdates.entries(update.operations),
            collectionView: uikitStyleDescription))
      }
      return try reload(afterInconsistentUpdate: error, dataAfter: dataAfter)
    }
  }

  /// iOS 16.3's fallback: the log line, then `reloadData` with the data source's data after the
  /// update, without animation.
  private func reload(
    afterInconsistentUpdate error: BatchUpdateError, dataAfter: DataAfterUpdate
  ) throws -> Transition {
    let identifiers = try identifiers(after: dataAfter)
    let line =
      "[UICollectionView] \(error.description) - will perform reloadData. "
      + "UICollectionView instance: \(uikitStyleDescription)"
    let offset = contentOffset
    let sizeBefore = contentSize
    reloadData(identifiers)
    storedSectionIdentifiers = nil
    try layoutIfNeeded()
    var transition = Transition(
      kind: .reloadData, tracks: [], contentOffsetBefore: offset,
      contentOffsetAfter: contentOffset, contentSizeBefore: sizeBefore,
      contentSizeAfter: contentSize, updateItems: [], layoutCalls: [], animation: .immediate)
    transition.log = [line]
    transition.viewportSize = bounds.size
    return transition
  }

  /// The items a reload shows: the data source's identifiers, or for counts alone each
  /// section's first identifiers kept and new ones made for the rest.
  private func identifiers(after data: DataAfterUpdate) throws -> [[String]] {
    switch data {
    case .identifiers(let identifiers):
      var seen = Set<String>()
      let repeated = identifiers.joined().filter { !seen.insert($0).inserted }
      guard repeated.isEmpty else {
        throw BatchUpdateError.duplicateItemIdentifiers(Array(Set(repeated)).sorted())
      }
      return identifiers
    case .itemCounts(let counts):
      var known = Set(itemIdentifiers.joined())
      return counts.enumerated().map { section, count in
        let old = section < itemIdentifiers.count ? itemIdentifiers[section] : []
        var items = Array(old.prefix(max(count, 0)))
        while items.count < count {
          let identifier = makeIdentifier(avoiding: known)
          known.insert(identifier)
          items.append(identifier)
        }
        return items
      }
    }
  }

  /// Items per section of the data after an update.
  private static func counts(of data: DataAfterUpdate) -> [Int] {
    switch data {
    case .identifiers(let identifiers): identifiers.map(\.count)
    case .itemCounts(let counts): counts
    }
  }

  /// `<CollectionView: frame = (0 0; 371 150); layout: <CollectionViewFlowLayout>>`: where
  /// UIKit prints its view's description (ours: no address).
  var uikitStyleDescription: String {
    func number(_ value: CGFloat) -> String { DumpNumberFormat.string(Double(value), decimals: 3) }
    return "<CollectionView: frame = (\(number(frame.minX)) \(number(frame.minY)); "
      + "\(number(frame.width)) \(number(frame.height))); "
      + "layout: <\(type(of: collectionViewLayout))>>"
  }
}

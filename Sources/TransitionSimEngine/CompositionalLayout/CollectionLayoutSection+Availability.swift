import Foundation

extension CollectionLayoutSection {
  /// The newest API the section uses and the iOS version it needs: `uniformAcrossSiblings` and
  /// `orthogonalScrollingProperties` (iOS 17), `supplementaryContentInsetsReference` and
  /// `repeatingSubitem:count:` (iOS 16); `nil` when it uses only what iOS 13–15 have (the
  /// versions Apple's documentation gives).
  ///
  /// - Complexity: O(*m*) in the section's model objects.
  func newestAPI() -> (api: String, introduced: IOSVersion)? {
    if orthogonalScrollingProperties != CollectionLayoutSectionOrthogonalScrollingProperties() {
      return ("orthogonalScrollingProperties", .iOS17)
    }
    if Self.usesUniformAcrossSiblings(group) { return ("uniformAcrossSiblings", .iOS17) }
    if supplementaryContentInsetsReference != .automatic {
      return ("supplementaryContentInsetsReference", .iOS16)
    }
    if Self.usesRepeatingSubitem(group) { return ("repeatingSubitem:count:", .iOS16) }
    return nil
  }

  private static func usesUniformAcrossSiblings(_ subitem: any CollectionLayoutSubitem) -> Bool {
    let size = subitem.layoutSize
    if size.widthDimension.isUniformAcrossSiblings || size.heightDimension.isUniformAcrossSiblings {
      return true
    }
    guard let group = subitem as? CollectionLayoutGroup else { return false }
    return group.subitems.contains(where: usesUniformAcrossSiblings)
  }

  private static func usesRepeatingSubitem(_ subitem: any CollectionLayoutSubitem) -> Bool {
    guard let group = subitem as? CollectionLayoutGroup else { return false }
    if case .repeatCount = group.repetition { return true }
    return group.subitems.contains(where: usesRepeatingSubitem)
  }
}

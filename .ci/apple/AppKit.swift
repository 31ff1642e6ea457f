// A stand-in for AppKit in the Apple-platform check (.ci/apple/check): only what AppKit adds to
// Foundation that TransitionSim relies on, as Apple documents it — `IndexPath(item:section:)`,
// `item` and `section` (AppKit's NSCollectionView additions). Not shipped; never linked.
@_exported import CoreGraphics
@_exported import Foundation

extension IndexPath {
  /// Apple: `init(item: Int, section: Int)`, an index path of two indexes.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// Apple: `var item: Int { get set }`, the second index; a path of another length traps.
  public var item: Int {
    get {
      precondition(count == 2, "Invalid index path for use with NSCollectionView.")
      return self[1]
    }
    set { self[1] = newValue }
  }

  /// Apple: `var section: Int { get set }`, the first index.
  public var section: Int {
    get {
      precondition(count == 2, "Invalid index path for use with NSCollectionView.")
      return self[0]
    }
    set { self[0] = newValue }
  }
}

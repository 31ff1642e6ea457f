import Foundation

/// The iOS version an app runs on and links against: UIKit's update rules changed across
/// versions, and the collection view follows the version it is given (see
/// ``CollectionView/iOSVersion``).
///
/// One version stands for both the system and the SDK: UIKit's iOS 16.4 validation applies to
/// apps linked against the 16.4 SDK (the crash appears only in apps built with Xcode 14.3 or later,
/// as reported in Instagram/IGListKit#1576), so a test of an app built with an older SDK on a newer
/// system sets the older version (our simplification).
///
/// ```swift
/// let version = try IOSVersion("16.3")
/// version < .iOS16Point4  // true
/// ```
public struct IOSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The major version (13 …).
  public let major: Int
  /// The minor version (0 …).
  public let minor: Int

  /// The oldest version the rules cover: iOS 13, the first with diffable data sources and the
  /// compositional layout.
  public static let oldest = IOSVersion(unchecked: 13, 0)
  /// The newest version the rules cover (they follow UIKit's binary of iOS 26.1), the default.
  public static let newest = IOSVersion(unchecked: 26, 1)
  /// iOS 14: section snapshots (outlines) and lists.
  public static let iOS14 = IOSVersion(unchecked: 14, 0)
  /// iOS 15: `apply(_:animatingDifferences: false)` diffs, `applySnapshotUsingReloadData` and
  /// `reconfigureItems` exist.
  public static let iOS15 = IOSVersion(unchecked: 15, 0)
  /// iOS 16: `supplementaryContentInsetsReference`, `repeatingSubitem:count:`.
  public static let iOS16 = IOSVersion(unchecked: 16, 0)
  /// iOS 16.4: invalid batch updates raise "Invalid batch updates detected".
  public static let iOS16Point4 = IOSVersion(unchecked: 16, 4)
  /// iOS 17: `orthogonalScrollingProperties`, `uniformAcrossSiblings`, duration/bounce springs.
  public static let iOS17 = IOSVersion(unchecked: 17, 0)
  /// iOS 18: a count that does not add up raises the classic per-section text again, from a
  /// dedicated frame.
  public static let iOS18 = IOSVersion(unchecked: 18, 0)

  private init(unchecked major: Int, _ minor: Int) {
    self.major = major
    self.minor = minor
  }

  /// The version `major.minor`.
  ///
  /// - Throws: ``IOSVersionError`` when it is outside ``oldest``…``newest``'s major version.
  public init(_ major: Int, _ minor: Int = 0) throws(IOSVersionError) {
    guard minor >= 0, minor < 100,
      (IOSVersion.oldest.major...IOSVersion.newest.major).contains(major)
    else { throw .outOfRange("\(major).\(minor)") }
    self.init(unchecked: major, minor)
  }

  /// The version written as `"17"`, `"17.0"` or `"16.4"` (a patch, `"16.4.1"`, is accepted and
  /// ignored: no rule depends on it).
  ///
  /// - Throws: ``IOSVersionError`` when the text is not a version or is out of range.
  public init(_ text: String) throws(IOSVersionError) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count),
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let major = Int(parts[0]), let minor = parts.count > 1 ? Int(parts[1]) : 0
    else { throw .notAVersion(text) }
    try self.init(major, minor)
  }

  /// `"17.0"`.
  public var description: String { "\(major).\(minor)" }

  /// Orders by major, then minor version.
  public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }
}

/// Why a text is not an iOS version the rules cover.
public enum IOSVersionError: Error, Equatable, CustomStringConvertible {
  /// Not written as `major.minor`.
  case notAVersion(String)
  /// Before iOS 13 or after the newest version covered.
  case outOfRange(String)

  /// The message for the user.
  public var description: String {
    switch self {
    case .notAVersion(let text):
      "\"\(text)\" is not an iOS version: write it as \"17.0\" or \"16.4\""
    case .outOfRange(let text):
      "iOS \(text) is not covered: the rules cover iOS \(IOSVersion.oldest.major) to "
        + "\(IOSVersion.newest.major).x"
    }
  }
}

import Foundation

//===--- assertLayout(_:in:) ---------------------------------------------------------===//

/// Checks a layout with the layout linter (``LayoutLinter``): `nil` when it breaks no rule,
/// otherwise the failure message, one finding per line.
///
/// ```
/// BrokenLayout breaks 2 layout rules.
///
///   - missingItemAttributes: cell [0,1]: layoutAttributesForItem(at:) returned nil for an …
///   - invalidGeometry: cell [0,2]: layoutAttributesForItem(at:) returned a frame of (NaN, 0, …
/// ```
///
/// - Parameters:
///   - layout: The layout, installed in `collectionView`.
///   - collectionView: The collection view whose data and bounds the layout serves.
///   - linter: The linter's tolerance and limits.
/// - Returns: `nil`, or the failure message.
/// - Complexity: O(*n*) for *n* items, plus a bounded number of rect queries.
public func verifyLayoutMessage(
  _ layout: CollectionViewLayout, in collectionView: CollectionView,
  linter: LayoutLinter = LayoutLinter()
) -> String? {
  let findings = linter.findings(for: layout, in: collectionView)
  guard !findings.isEmpty else { return nil }
  let name = String(describing: type(of: layout))
  let rules = findings.count == 1 ? "1 layout rule" : "\(findings.count) layout rules"
  var message = "\(name) breaks \(rules)"
  if findings.count >= linter.maximumFindings {
    message += " (the linter stops after \(linter.maximumFindings) findings)"
  }
  return message + ".\n\n" + findings.map { "  - \($0)" }.joined(separator: "\n")
}

/// Fails the running test (XCTest or Swift Testing) if the layout breaks a rule of the layout
/// linter (``verifyLayout(_:in:)``), listing every finding.
///
/// - Parameters:
///   - layout: The layout, installed in `collectionView`.
///   - collectionView: The collection view whose data and bounds the layout serves.
///   - linter: The linter's tolerance and limits.
///   - fileID: The file ID reported; the caller's by default.
///   - filePath: The file path reported; the caller's by default.
///   - line: The line reported; the caller's by default.
///   - column: The column reported; the caller's by default.
public func assertLayout(
  _ layout: CollectionViewLayout, in collectionView: CollectionView,
  linter: LayoutLinter = LayoutLinter(), fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  guard let message = verifyLayoutMessage(layout, in: collectionView, linter: linter) else {
    return
  }
  recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

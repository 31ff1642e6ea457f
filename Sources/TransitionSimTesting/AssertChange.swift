import Foundation

//===--- verifyChange(of:in:is:) ------------------------------------------------===//

/// Checks what the update did to an element (inserted, deleted, moved, reloaded, unchanged,
/// appearing or disappearing): `nil` when it is `expected`, otherwise the failure message.
///
/// ```
/// Item "C" [0,4] is moved, expected inserted.
/// Item "C" [0,4] is moved at frame 6 (t = 0.1 s), expected inserted.
/// Item "E" [0,3] is unchanged, expected moved. Its index path changed from [0,4] to [0,3], but
/// UIKit reports a move only for an explicit moveItem(at:to:) or …
/// ```
///
/// - Parameters:
///   - element: The element checked.
///   - animation: A ``Transition``, ``Timeline``, ``FrameSequence`` or ``ScenarioRun``.
///   - expected: The change expected.
///   - time: When to read the change, for an animation of several steps; `nil` reads it in the
///     first frame that shows the element.
///   - sampler: The frame rate (see ``TestableAnimation``).
/// - Returns: `nil`, or the failure message.
/// - Complexity: O(*f*) for *f* frames of the element, or O(*n*) for *n* views at `time`.
public func verifyChange(
  of element: ElementSelector, in animation: some TestableAnimation, is expected: Track.Change,
  at time: Double? = nil, sampler: FrameSampler? = nil
) -> String? {
  verifying {
    let probe = try FrameProbe(animation, sampler: sampler)
    let view: FrameElement
    var location = ""
    if let time {
      let sighting = try probe.sight(element, at: .time(time))
      view = sighting.view
      location = " " + sighting.location
    } else {
      view = try probe.track(of: element).first
    }
    guard view.change != expected else { return nil }
    return "\(MessageFormat.sentence(MessageFormat.name(view))) is \(view.change.rawValue)"
      + "\(location), expected \(expected.rawValue)."
      + changeExplanation(view.element, is: view.change, expected: expected)
  }
}

/// Why an element whose index path changed is `unchanged` rather than `moved`, when a test
/// expected a move: UIKit reports a move only for `moveItem(at:to:)`, `moveSection(_:toSection:)`
/// or a snapshot diff's move (a `.move` `UICollectionViewUpdateItem`); an item shifted by inserts
/// or deletes before it keeps its identity and is not a move, though it slides to its new place.
///
/// Empty otherwise.
func changeExplanation(
  _ element: TrackElement, is change: Track.Change, expected: Track.Change
) -> String {
  guard change == .unchanged, expected == .moved,
    let before = element.indexPathBefore, let after = element.indexPathAfter, before != after
  else { return "" }
  return " Its index path changed from \(MessageFormat.indexPath(before)) to "
    + "\(MessageFormat.indexPath(after)), but UIKit reports a move only for an explicit "
    + "moveItem(at:to:) or moveSection(_:toSection:), or a move in a snapshot's diff; an item "
    + "shifted by inserts and deletes before it is unchanged (it still animates to its new "
    + "place)."
}

/// Fails the running test unless the update did `expected` to the element
/// (``verifyChange(of:in:is:at:sampler:)``).
///
/// - Parameters:
///   - element: The element checked.
///   - animation: The animation; an error it throws fails the test.
///   - expected: The change expected.
///   - time: When to read the change, or `nil` for the first frame that shows the element.
///   - sampler: The frame rate.
///   - fileID: The file ID reported; the caller's by default.
///   - filePath: The file path reported; the caller's by default.
///   - line: The line reported; the caller's by default.
///   - column: The column reported; the caller's by default.
public func assertChange<Animation: TestableAnimation>(
  of element: ElementSelector, in animation: @autoclosure () throws -> Animation,
  is expected: Track.Change, at time: Double? = nil, sampler: FrameSampler? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  report(animation, fileID: fileID, filePath: filePath, line: line, column: column) {
    verifyChange(of: element, in: $0, is: expected, at: time, sampler: sampler)
  }
}

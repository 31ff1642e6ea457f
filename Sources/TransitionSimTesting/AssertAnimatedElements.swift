import Foundation

//===--- verifyAnimatedElements(in:are:) ------------------------------------------===//

/// Checks which elements animate: `nil` when the elements whose views change in some frame
/// (beyond `tolerance`) are exactly those `expected` selects, otherwise the failure message.
///
/// An element animates when any of its views (its own or its ghost) changes an attribute; views
/// that keep their attributes in every frame do not count. Each selector must match at least one
/// animating element, and each animating element must be matched by a selector; a selector's
/// role is ignored.
///
/// ```
/// The animated elements are not the expected ones: item "D" [0,3] animates but is not
/// expected; nothing that matches item "B" animates.
///
/// Animated (2): item "C" [0,2] and item "D" [0,3].
/// ```
///
/// - Parameters:
///   - animation: A ``Transition``, ``Timeline``, ``FrameSequence`` or ``ScenarioRun``.
///   - expected: The elements expected to animate.
///   - tolerance: How far an attribute may move and still count as still.
///   - sampler: The frame rate (see ``TestableAnimation``).
/// - Returns: `nil`, or the failure message.
/// - Complexity: O(*f* · *n*) for *f* frames of *n* views.
public func verifyAnimatedElements(
  in animation: some TestableAnimation, are expected: [ElementSelector],
  tolerance: AttributeTolerance = .default, sampler: FrameSampler? = nil
) -> String? {
  verifying {
    let probe = try FrameProbe(animation, sampler: sampler)
    let animated = animatedElements(in: probe.frames, tolerance: tolerance)
    let unexpected = animated.filter { element in !expected.contains { $0.matches(element) } }
    let missing = expected.filter { selector in !animated.contains { selector.matches($0) } }
    guard !unexpected.isEmpty || !missing.isEmpty else { return nil }
    var problems: [String] = []
    if !unexpected.isEmpty {
      let names = MessageFormat.list(unexpected.map { MessageFormat.name($0) })
      problems.append(
        unexpected.count == 1
          ? "\(names) animates but is not expected" : "\(names) animate but are not expected")
    }
    if !missing.isEmpty {
      problems.append(
        "nothing that matches \(MessageFormat.list(missing.map(\.description))) animates")
    }
    let names = animated.map { MessageFormat.name($0) }
    return "The animated elements are not the expected ones: "
      + problems.joined(separator: "; ") + ".\n\n"
      + "Animated (\(animated.count)): \(MessageFormat.list(names, limit: 40))."
  }
}

/// Fails the running test unless exactly the `expected` elements animate
/// (``verifyAnimatedElements(in:are:tolerance:sampler:)``).
///
/// - Parameters:
///   - animation: The animation; an error it throws fails the test.
///   - expected: The elements expected to animate.
///   - tolerance: How far an attribute may move and still count as still.
///   - sampler: The frame rate.
///   - fileID: The file ID reported; the caller's by default.
///   - filePath: The file path reported; the caller's by default.
///   - line: The line reported; the caller's by default.
///   - column: The column reported; the caller's by default.
public func assertAnimatedElements<Animation: TestableAnimation>(
  in animation: @autoclosure () throws -> Animation, are expected: [ElementSelector],
  tolerance: AttributeTolerance = .default, sampler: FrameSampler? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  report(animation, fileID: fileID, filePath: filePath, line: line, column: column) {
    verifyAnimatedElements(in: $0, are: expected, tolerance: tolerance, sampler: sampler)
  }
}

/// The elements with a view whose attributes change in some frame, in element order.
func animatedElements(
  in frames: FrameSequence, tolerance: AttributeTolerance
) -> [TrackElement] {
  struct ViewKey: Hashable {
    var element: TrackElement
    var role: Track.Role
  }
  var first: [ViewKey: CollectionViewLayoutAttributes] = [:]
  var animated = Set<TrackElement>()
  for frame in frames {
    for view in frame.elements where !animated.contains(view.element) {
      let key = ViewKey(element: view.element, role: view.role)
      guard let start = first[key] else {
        first[key] = view.attributes
        continue
      }
      if !ExpectedAttributes(start).mismatches(in: view.attributes, tolerance: tolerance).isEmpty {
        animated.insert(view.element)
      }
    }
  }
  return animated.sorted()
}

import Foundation
import TransitionSimEngine

extension ScenarioRunner {
  /// Runs a step that moves the content or an outline — a scroll or fling of the collection
  /// view or of an orthogonal section, an outline applied, an item expanded or collapsed — and
  /// returns its transition (`.some(nil)` when it shows its new state at once); `nil` for any
  /// other step.
  ///
  /// - Throws: ``ScenarioRunError/stepFailed(path:step:message:)`` naming the step.
  /// - Complexity: the action's own: the samples of a scroll, or the update of an outline.
  func motionTransition(
    of step: ScenarioStep, in context: StepContext
  ) throws -> Transition?? {
    let view = context.view
    let parameters = context.parameters
    let sampleRate = context.sampleRate
    var transition: Transition?
    switch step.action {
    case .scroll(let offset, let animated):
      try runStep(step.path, "scroll", sizes: (context.sizing, view)) {
        transition = try view.setContentOffset(
          offset, animated: animated, animation: parameters, sampleRate: sampleRate)
      }
    case .fling(let velocity, let deceleration):
      try runStep(step.path, "fling", sizes: (context.sizing, view)) {
        transition = try view.fling(
          velocity: velocity, deceleration: deceleration, sampleRate: sampleRate)
      }
    case .scrollSection(let section, let offset, let animated):
      try runStep(step.path, "scroll", sizes: (context.sizing, view)) {
        transition = try view.setOrthogonalContentOffset(
          offset, inSection: section, animated: animated, animation: parameters,
          sampleRate: sampleRate)
      }
    case .flingSection(let section, let velocity):
      try runStep(step.path, "fling", sizes: (context.sizing, view)) {
        transition = try view.flingOrthogonalSection(
          section, velocity: velocity, sampleRate: sampleRate)
      }
    case .outline(let section, let outline, let animated):
      try runStep(step.path, "outline") {
        guard view.sectionIdentifiers.indices.contains(section) else {
          throw OrthogonalScrollingError.sectionOutOfRange(
            section: section, sectionCount: view.sectionIdentifiers.count)
        }
        let applied = try view.apply(
          outline, to: view.sectionIdentifiers[section], animatingDifferences: animated,
          animation: outlineParameters(step, context))
        transition = animated ? applied : nil
      }
    case .disclose(let item, let expanding):
      try runStep(step.path, expanding ? "expand" : "collapse") {
        let timing = outlineParameters(step, context)
        transition =
          expanding
          ? try view.expand(item, animation: timing) : try view.collapse(item, animation: timing)
      }
    case .batch, .apply, .setLayout, .resize, .interactive, .wait, .contentChange:
      return nil
    }
    return .some(transition)
  }
}

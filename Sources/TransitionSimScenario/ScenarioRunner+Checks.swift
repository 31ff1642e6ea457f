import Foundation
import TransitionSimEngine

extension ScenarioRunner {
  /// The timing of an outline step: the step's or the scenario's animation when either sets a
  /// duration or a curve, otherwise UIKit's section-snapshot timing (0.25 s easeInEaseOut, see
  /// ``AnimationParameters/sectionSnapshotDefault``).
  func outlineParameters(_ step: ScenarioStep, _ context: StepContext)
    -> AnimationParameters
  {
    let settings = step.animation.merged(over: context.scenario.animation)
    return settings.duration == nil && settings.curve == nil
      ? .sectionSnapshotDefault : context.parameters
  }

  /// Refuses iOS 17's `{duration, bounce}` springs in a scenario replayed as an earlier iOS:
  /// UIKit's `animate(springDuration:bounce:…)` and `UISpringTimingParameters(duration:bounce:)`
  /// are iOS 17 API (Apple's documentation).
  ///
  /// A scenario read from a file is refused at the spring's key when it is read; this check covers
  /// scenarios built in code.
  static func checkSpringAvailability(_ scenario: Scenario) throws {
    let version = scenario.view.iOSVersion
    guard version < .iOS17 else { return }
    var places:
      [(path: String, file: String?, line: Int, column: Int, settings: AnimationSettings)] = [
        ("animation", nil, 0, 0, scenario.animation)
      ]
    for (index, step) in scenario.steps.enumerated() {
      let path = step.path.isEmpty ? "steps[\(index)]" : step.path
      places.append((path + ".animation", step.file, step.line, step.column, step.animation))
    }
    for place in places {
      guard case .spring(let spring)? = place.settings.curve,
        case .durationBounce = spring.parameterization
      else { continue }
      throw ScenarioError(
        file: place.file, path: place.path + ".spring", line: place.line, column: place.column,
        message: Scenario.lateSpringMessage(version))
    }
  }

  /// Checks what a batch logged against the step's `expectLog`: the line it expects is kept as
  /// reproduced on the step's segment (as an expected error is), any other line is reported
  /// among the run's diagnostics.
  func checkLog(
    _ log: [String], expected: String?, path: String, segment: inout ScenarioSegment,
    run: inout ScenarioRun
  ) throws {
    var unexpected = log
    if let expected {
      guard let index = log.firstIndex(where: { $0.contains(expected) }) else {
        throw ScenarioRunError.expectedLogNotWritten(
          path: path, expected: expected, logged: log.first)
      }
      segment.reproducedLog = unexpected.remove(at: index)
    }
    for line in unexpected { run.diagnostics.append("\(path): UIKit logged: \(line)") }
  }
}

import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct KeyframeExportTests {
  @Test func theGoldenScenarioMatchesItsGoldenFile() throws {
    let bytes = try rendered { try KeyframeExport.write(run: try goldenRun(), to: $0) }
    try expectGolden(bytes, named: "golden.keyframes.json")
  }

  @Test func everyTrackOfEveryStepReadsBack() throws {
    let run = try goldenRun()
    let bytes = try rendered { try KeyframeExport.write(run: run, to: $0) }
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    #expect(document["format"] as? String == "transition-sim-keyframes")
    #expect(document["version"] as? Int == 1)
    #expect(document["scenario"] as? String == "golden")
    let steps = try #require(document["steps"] as? [[String: Any]])
    try #require(steps.count == run.segments.count)
    for (step, segment) in zip(steps, run.segments) {
      #expect(step["path"] as? String == segment.path)
      #expect(agree(try #require(number(step["start"])), segment.start, decimals: 6))
      let transition = try #require(segment.transition)
      #expect(step["kind"] as? String == "batchUpdate")
      let tracks = try #require(step["tracks"] as? [[String: Any]])
      try #require(tracks.count == transition.tracks.count)
      for (parsed, track) in zip(tracks, transition.tracks) {
        #expect(parsed["id"] as? String == track.element.description)
        #expect(parsed["role"] as? String == track.role.rawValue)
        #expect(parsed["change"] as? String == track.change.rawValue)
        let keyframes = try #require(parsed["keyframes"] as? [[String: Any]])
        try #require(keyframes.count == track.keyframes.count)
        for (index, (object, keyframe)) in zip(keyframes, track.keyframes).enumerated() {
          // Times are on the scenario's timeline: the step's start plus the keyframe's own.
          #expect(
            agree(
              try #require(number(object["time"])), segment.start + keyframe.time, decimals: 6))
          let frame = try #require(numbers(object["frame"]))
          let rect = keyframe.attributes.frame
          for (a, b) in zip(frame, [rect.minX, rect.minY, rect.width, rect.height]) {
            #expect(agree(a, Double(b), decimals: 4))
          }
          #expect(
            agree(
              try #require(number(object["alpha"])), Double(keyframe.attributes.alpha),
              decimals: 4))
          #expect((object["transform"] == nil) == keyframe.attributes.transform3D.isIdentity)
          // Every keyframe but the last names the curve to the next.
          let isLast = index == track.keyframes.count - 1
          #expect(object["curve"] as? String == (isLast ? nil : "easeInEaseOut"))
        }
      }
    }
  }

  @Test func customCurvesAreControlPointsAndSpringsTheirParameters() throws {
    let custom = try TimingCurve(controlPoints: 0.1, 0.7, 0.3, 1.2)
    let spring = try Spring(duration: 0.5, dampingRatio: 0.8, initialSpringVelocity: 0.25)
    for (curve, expected) in [
      (AnimationCurve.timing(custom), "\"curve\": [0.1, 0.7, 0.3, 1.2]"),
      (
        AnimationCurve.spring(spring),
        "\"spring\": {\"duration\": 0.5, \"dampingRatio\": 0.8, \"initialVelocity\": 0.25}"
      ),
      (
        AnimationCurve.spring(try Spring(mass: 2, stiffness: 300, damping: 20)),
        "\"spring\": {\"mass\": 2, \"stiffness\": 300, \"damping\": 20, \"initialVelocity\": 0}"
      ),
      (
        AnimationCurve.spring(try Spring(duration: 0.5, bounce: 0.3)),
        "\"spring\": {\"duration\": 0.5, \"bounce\": 0.3, \"initialVelocity\": 0}"
      ),
    ] {
      let transition = try syntheticTransition(curve: curve)
      let step = KeyframeExport.Step(
        name: "batch", path: "steps[0]", start: 0.5, duration: 0.1, transition: transition)
      let text = String(
        decoding: try rendered { try KeyframeExport.write(scenario: "s", steps: [step], to: $0) },
        as: UTF8.self)
      #expect(text.contains(expected), "\(text)")
      // The synthetic transition scrolls by 10 points: its content offset keyframes are shown.
      #expect(text.contains("\"contentOffset\": [{\"time\": 0.5, \"value\": [0, 0], "))
      #expect(text.contains("{\"time\": 0.6, \"value\": [0, 10]}]"))
      // The rotated and scaled element's last keyframe carries its transform.
      #expect(text.contains("\"transform\": [0.25, 0.433013, 0, 0, -1.732051, 1, 0, 0,"))
      #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [String: Any])
    }
  }

  @Test func aWrittenSpringReadsBackAsTheSameSpring() throws {
    // The parameters the spring was made from, in both of the formats that read springs: a
    // scenario's animation.spring and Codable.
    for spring in [
      try Spring(duration: 0.5, bounce: 0.3), try Spring(duration: 0.35, bounce: -0.25),
      try Spring(duration: 0.5, dampingRatio: 0.8, initialSpringVelocity: 0.25),
      try Spring(response: 0.4, dampingFraction: 0.9, initialVelocity: -1),
      try Spring(mass: 2, stiffness: 300, damping: 20),
    ] {
      let step = KeyframeExport.Step(
        name: "batch", path: "steps[0]", start: 0, duration: 0.1,
        transition: try syntheticTransition(curve: .spring(spring)))
      let bytes = try rendered { try KeyframeExport.write(scenario: "s", steps: [step], to: $0) }
      let document = try #require(
        try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
      let steps = try #require(document["steps"] as? [[String: Any]])
      let tracks = try #require(steps.first?["tracks"] as? [[String: Any]])
      let keyframes = try #require(tracks.first?["keyframes"] as? [[String: Any]])
      let object = try #require(keyframes.first?["spring"])
      let data = try JSONSerialization.data(withJSONObject: object, options: .sortedKeys)
      #expect(try JSONDecoder().decode(Spring.self, from: data) == spring, "\(spring)")
      let text = """
        {"version": 1, "name": "s", "viewport": {"width": 100, "height": 100},
         "layout": {"type": "flow"}, "data": [["A"]],
         "animation": {"spring": \(String(decoding: data, as: UTF8.self))}, "steps": []}
        """
      let decoded = try Scenario(json: Data(text.utf8), file: "s.json")
      #expect(decoded.animation.curve == .spring(spring), "\(spring)")
    }
  }

  @Test func stepsWithoutAnimationHaveNoTracks() throws {
    let step = KeyframeExport.Step(
      name: "wait", path: "steps[1]", start: 0.3, duration: 0.2, transition: nil)
    let text = String(
      decoding: try rendered { try KeyframeExport.write(scenario: "w", steps: [step], to: $0) },
      as: UTF8.self)
    #expect(
      text
        == """
        {
          "format": "transition-sim-keyframes",
          "version": 1,
          "scenario": "w",
          "steps": [
            {"name": "wait", "path": "steps[1]", "start": 0.3, "duration": 0.2, "tracks": []}
          ]
        }

        """)
  }
}

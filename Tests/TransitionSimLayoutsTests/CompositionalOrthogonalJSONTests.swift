import Foundation
import Testing
import TransitionSim
import TransitionSimLayouts

/// A scenario's orthogonal sections: the section keys, the `visibleItemsEffect`, and `scroll` and
/// `fling` steps with a `section`.
///
/// The carousel: cards 100 × 100, 10 apart, no insets, in a 320 × 480 view; so card k is at x =
/// 110·k and the content of n cards is 110·n − 10 wide.
@Suite struct CompositionalOrthogonalJSONTests {
  private static func carousel(_ keys: String, count: Int = 10, steps: String) -> String {
    """
    {"version": 1, "name": "carousel", "viewport": {"width": 320, "height": 480},
     "displayScale": 0, "data": [\(count), 3], "animation": {"duration": 0.2, "fps": 10},
     "layout": {"type": "compositional", "sections": [
       {\(keys) "interGroupSpacing": 10, "group": {"horizontal": {
         "layoutSize": {"widthDimension": {"absolute": 100}, "heightDimension": {"absolute": 100}},
         "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1},
                                      "heightDimension": {"fractionalHeight": 1}}}]}}},
       {"group": {"horizontal": {
         "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 50}},
         "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1},
                                      "heightDimension": {"fractionalHeight": 1}}}]}}}]},
     "steps": [\(steps)]}
    """
  }

  private func run(_ text: String) throws -> ScenarioRun {
    let scenario = try Scenario(json: Data(text.utf8), file: "carousel.json")
    return try ScenarioRunner(layoutFactory: LayoutRegistry.standard.makeLayout).run(scenario)
  }

  private func failure(_ text: String) -> String {
    do {
      _ = try run(text)
      return ""
    } catch {
      return "\(error)"
    }
  }

  private func card(_ run: ScenarioRun, _ item: Int, afterStep step: Int) -> CGRect? {
    run.segments[step].restingState.first {
      $0.representedElementCategory == .cell && $0.indexPath == IndexPath(item: item, section: 0)
    }?.frame
  }

  @Test func aScrollStepWithASectionScrollsThatSection() throws {
    let run = try run(
      Self.carousel(
        #""orthogonalScrollingBehavior": "continuous","#,
        steps: #"{"scroll": {"to": {"x": 250, "y": 0}, "section": 0, "animated": false}}"#))
    // Card 3 at 330 − 250 = 80; the collection view's offset does not move.
    #expect(card(run, 3, afterStep: 0) == CGRect(x: 80, y: 0, width: 100, height: 100))
    #expect(run.segments[0].restingContentOffset == .zero)
  }

  @Test func aFlingStepWithASectionLandsWhereItsBehaviourLands() throws {
    // paging: one viewport (320) on from 0.
    let paging = try run(
      Self.carousel(
        #""orthogonalScrollingBehavior": "paging","#,
        steps: #"{"fling": {"velocity": {"x": 200, "y": 0}, "section": 0}}"#))
    let pagingX: CGFloat = card(paging, 3, afterStep: 0)?.minX ?? 0
    #expect(pagingX == CGFloat(330 - 320))
    // A custom rate 0.99 on a continuous section: 1 / −ln 0.99 ≈ 99.5 at 1000 points a second.
    let custom = try run(
      Self.carousel(
        #""orthogonalScrollingBehavior": "continuous", "orthogonalScrollingProperties": {"decelerationRate": 0.99},"#,
        steps: #"{"fling": {"velocity": {"x": 1000, "y": 0}, "section": 0}}"#))
    let offset = 110 - (card(custom, 1, afterStep: 0)?.minX ?? 0)
    #expect(abs(offset - (-1 / log(0.99))) < 1e-6)
  }

  @Test func theZoomEffectScalesAndFadesByDistance() throws {
    // Card 1's middle is 160, the screen's: scale and alpha 1. Card 0's middle (50) is 110
    // away: over a falloff of 220, share 0.5: scale 1 − 0.2·0.5 = 0.9, alpha 1 − 0.5·0.5 = 0.75.
    let run = try run(
      Self.carousel(
        #""orthogonalScrollingBehavior": "continuous", "visibleItemsEffect": {"minimumScale": 0.8, "minimumAlpha": 0.5, "falloff": 220},"#,
        steps: #"{"scroll": {"to": {"x": 0, "y": 0}, "section": 0, "animated": false}}"#))
    let cells = run.initialState.filter {
      $0.representedElementCategory == .cell && $0.indexPath.section == 0
    }
    let first = try #require(cells.first { $0.indexPath.item == 0 })
    let second = try #require(cells.first { $0.indexPath.item == 1 })
    #expect(abs(first.transform.a - 0.9) < 1e-12 && abs(first.alpha - 0.75) < 1e-12)
    #expect(second.transform.a == 1 && second.alpha == 1)
  }

  @Test func mistakesAreLocated() {
    let behavior = failure(
      Self.carousel(
        #""orthogonalScrollingBehavior": "sideways","#, steps: #"{"wait": 0.1}"#))
    #expect(behavior.contains("orthogonalScrollingBehavior"))
    #expect(behavior.contains("groupPagingCentered"))
    let rate = failure(
      Self.carousel(
        #""orthogonalScrollingProperties": {"decelerationRate": 1.5},"#, steps: #"{"wait": 0.1}"#))
    #expect(rate.contains("strictly between 0 and 1, found 1.5"))
    let bounce = failure(
      Self.carousel(
        #""orthogonalScrollingProperties": {"bounce": "sometimes"},"#, steps: #"{"wait": 0.1}"#))
    #expect(bounce.contains("bounce"))
    let scale = failure(
      Self.carousel(#""visibleItemsEffect": {"minimumScale": 2},"#, steps: #"{"wait": 0.1}"#))
    #expect(scale.contains("minimumScale must be between 0 and 1, found 2"))
    let key = failure(
      Self.carousel(#""visibleItemsEffect": {"scale": 0.5},"#, steps: #"{"wait": 0.1}"#))
    #expect(key.contains("unknown key 'scale'"))
  }

  @Test func stepMistakesAreLocatedAtTheStep() {
    let notOrthogonal = failure(
      Self.carousel(
        "", steps: #"{"fling": {"velocity": {"x": 200, "y": 0}, "section": 0}}"#))
    #expect(notOrthogonal.contains("steps[0]"))
    #expect(notOrthogonal.contains("section 0 does not scroll orthogonally"))
    let missing = failure(
      Self.carousel(
        #""orthogonalScrollingBehavior": "continuous","#,
        steps: #"{"scroll": {"to": {"x": 10, "y": 0}, "section": 5}}"#))
    #expect(missing.contains("section 5 does not exist"))
    let deceleration = failure(
      Self.carousel(
        #""orthogonalScrollingBehavior": "continuous","#,
        steps: #"{"fling": {"velocity": {"x": 10, "y": 0}, "section": 0, "deceleration": "fast"}}"#)
    )
    #expect(deceleration.contains("orthogonalScrollingProperties"))
    let negative = failure(
      Self.carousel(
        #""orthogonalScrollingBehavior": "continuous","#,
        steps: #"{"scroll": {"to": {"x": 10, "y": 0}, "section": -1}}"#))
    #expect(negative.contains("must not be negative"))
  }
}

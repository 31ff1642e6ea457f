import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// The scenario keys for the collection view's insets, margins, paging and deceleration.
@Suite struct ScenarioViewSettingsTests {
  /// 30 items of 100 × 100 in 320 × 480: three a line (3 × 100 + 2 × 10 = 320), ten lines,
  /// 10 × 100 + 9 × 10 = 1090 tall; offsets run from 0 to 1090 − 480 = 610.
  static func text(_ settings: String) -> String {
    """
    {
      "version": 1,
      "name": "pages",
      "viewport": {"width": 320, "height": 480},
      \(settings)
      "layout": {"type": "flow", "itemSize": {"width": 100, "height": 100}},
      "data": [30],
      "steps": [{"fling": {"velocity": {"x": 0, "y": 1000}}}]
    }
    """
  }

  @Test func defaultsAreUIKits() throws {
    let decoded = try scenario(Self.text(""))
    #expect(decoded.view == ScenarioViewSettings())
    #expect(decoded.view.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
  }

  @Test func everyKeyIsRead() throws {
    let decoded = try scenario(
      Self.text(
        """
        "contentInset": {"top": 1, "left": 2},
        "safeAreaInsets": {"top": 47, "bottom": 34},
        "layoutMargins": {"top": 4, "left": 4, "bottom": 4, "right": 4},
        "insetsLayoutMarginsFromSafeArea": false,
        "contentInsetAdjustmentBehavior": "never",
        "pagingEnabled": true,
        "decelerationRate": 0.95,
        """))
    #expect(decoded.view.contentInset == EdgeInsets(top: 1, left: 2, bottom: 0, right: 0))
    #expect(decoded.view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(decoded.view.layoutMargins == EdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
    #expect(!decoded.view.insetsLayoutMarginsFromSafeArea)
    #expect(decoded.view.contentInsetAdjustmentBehavior == .never)
    #expect(decoded.view.isPagingEnabled)
    #expect(decoded.view.decelerationRate == .custom(0.95))
  }

  @Test func pagingMakesTheFlingLandOnAPage() throws {
    // From offset 0 at 1000 pt/s down: the next page, y = 480 (free, it would stop near
    // 1 / −ln 0.998 ≈ 499.5).
    let paged = try scenario(Self.text("\"pagingEnabled\": true,"))
    let run = try ScenarioRunner(layoutFactory: testLayoutFactory).run(paged)
    #expect(run.segments[0].transition?.contentOffsetAfter == CGPoint(x: 0, y: 480))
  }

  @Test func theSafeAreaMovesTheFirstOffset() throws {
    // .always adds the 47-point top safe area: offsets start at −47, so a fling up from 0 at
    // 10000 pt/s ends there.
    let text = Self.text(
      "\"safeAreaInsets\": {\"top\": 47}, \"contentInsetAdjustmentBehavior\": \"always\","
    )
    .replacingOccurrences(of: "\"y\": 1000", with: "\"y\": -10000")
    let run = try ScenarioRunner(layoutFactory: testLayoutFactory).run(try scenario(text))
    #expect(run.segments[0].transition?.contentOffsetAfter == CGPoint(x: 0, y: -47))
  }

  /// A fling step that names its deceleration uses it, even "normal" under a scenario whose
  /// rate is "fast" (not the scenario's rate); one that names none uses the scenario's.
  @Test func aFlingsOwnDecelerationWins() throws {
    // At 1000 pt/s from 0, a fling stops at −v / ln(rate) with v in points per millisecond:
    // 1 / −ln(0.998) ≈ 499.5 at the normal rate, 1 / −ln(0.99) ≈ 99.5 at the fast one.
    func end(_ step: String) throws -> CGFloat? {
      let text = Self.text("\"decelerationRate\": \"fast\",").replacingOccurrences(
        of: "\"velocity\": {\"x\": 0, \"y\": 1000}}",
        with: "\"velocity\": {\"x\": 0, \"y\": 1000}\(step)}")
      let run = try ScenarioRunner(layoutFactory: testLayoutFactory).run(try scenario(text))
      return run.segments[0].transition?.contentOffsetAfter.y
    }
    let normal = try #require(try end(", \"deceleration\": \"normal\""))
    let inherited = try #require(try end(""))
    let custom = try #require(try end(", \"deceleration\": 0.995"))
    #expect(abs(normal - 1 / -log(0.998)) < 0.5)
    #expect(abs(inherited - 1 / -log(0.99)) < 0.5)
    #expect(abs(custom - 1 / -log(0.995)) < 0.5)
  }

  @Test func mistakesAreLocated() throws {
    let behavior = Self.text("\"contentInsetAdjustmentBehavior\": \"sometimes\",")
    let error = #expect(throws: ScenarioError.self) { try scenario(behavior) }
    let (line, column) = position(of: "\"sometimes\"", in: behavior)
    #expect(
      error?.description
        == "test.json:\(line):\(column): contentInsetAdjustmentBehavior: the content inset "
        + "adjustment behavior is one of \"automatic\", \"scrollableAxes\", \"never\", \"always\", "
        + "found \"sometimes\"")
    let rate = Self.text("\"decelerationRate\": \"slow\",")
    let rateError = #expect(throws: ScenarioError.self) { try scenario(rate) }
    #expect(rateError?.description.contains("decelerationRate: the deceleration rate is") == true)
    let inset = Self.text("\"safeAreaInsets\": {\"top\": 1, \"middle\": 2},")
    let insetError = #expect(throws: ScenarioError.self) { try scenario(inset) }
    #expect(insetError?.description.contains("unknown key 'middle'") == true)
  }
}

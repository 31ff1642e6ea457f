import Foundation
import Testing
import TransitionSimLayouts

/// A shorthand for `IndexPath(item:section:)`.
func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

/// Whether two numbers agree to `tolerance`.
func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two points agree to `tolerance` on both axes.
func close(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
  guard let a else { return false }
  return close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

/// Whether two rectangles agree to `tolerance` in every coordinate.
func close(_ a: CGRect?, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
  guard let a else { return false }
  return close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
    && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

/// A collection view of the given size with pixel rounding off, so frames are exact.
func makeView(
  width: CGFloat, height: CGFloat, layout: CollectionViewLayout, items: [[String]]
) -> CollectionView {
  let view = CollectionView(
    frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout,
    itemIdentifiers: items)
  view.displayScale = 0
  return view
}

/// The error replaying a scenario whose `layout` object (on line 3 of the file) is `layout`
/// throws, with the file's text, so a test computes the error's line and column from it.
func replayError(layout: String) -> (error: ScenarioError?, text: String) {
  let text = """
    {"version": 1, "name": "bad", "viewport": {"width": 320, "height": 480},
     "data": [["A", "B"]], "steps": [],
     "layout": \(layout)}
    """
  do {
    let scenario = try Scenario(json: Data(text.utf8), file: "bad.json")
    _ = try ScenarioRunner(layoutFactory: LayoutRegistry.standard.makeLayout).run(scenario)
    return (nil, text)
  } catch let error as ScenarioError {
    return (error, text)
  } catch {
    Issue.record("not a ScenarioError: \(type(of: error)): \(error)")
    return (nil, text)
  }
}

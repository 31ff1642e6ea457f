import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct InterpolatableTests {
  @Test func linearValuesInterpolateComponentwise() {
    let point = CGPoint.makeInterpolator(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 4, y: 0))
    #expect(point.value(atProgress: 0.5) == CGPoint(x: 2, y: 5))
    let size = CGSize.makeInterpolator(
      from: CGSize(width: 1, height: 1), to: CGSize(width: 3, height: 5))
    #expect(size.value(atProgress: 0.25) == CGSize(width: 1.5, height: 2))
    #expect(Double.makeInterpolator(from: 1, to: 3).value(atProgress: 0.75) == 2.5)
    #expect(CGFloat.makeInterpolator(from: 1, to: 3).value(atProgress: 0.75) == 2.5)
    let rect = CGRect.makeInterpolator(from: .zero, to: CGRect(x: 2, y: 4, width: 6, height: 8))
    #expect(rect.value(atProgress: 0.5) == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test func linearInterpolatorsAreExactAtTheEnds() {
    // 3.3 + (0.1 − 3.3)·1 is 0.10000000000000009 in Double; the interpolator returns 0.1 itself.
    #expect(3.3.linearlyInterpolated(to: 0.1, progress: 1) != 0.1)
    let interpolator = Double.makeInterpolator(from: 3.3, to: 0.1)
    #expect(interpolator.value(atProgress: 1) == 0.1)
    #expect(interpolator.value(atProgress: 0) == 3.3)
  }

  @Test func additiveCompositionAddsTheRemainingChange() {
    // An interrupted animation heading for (100, 0) is at (60, 0): 40 still to go backwards.
    let base = CGPoint(x: 10, y: 10)
    let reference = CGPoint.additiveReference(for: CGPoint(x: 100, y: 0))
    #expect(base.adding(CGPoint(x: 60, y: 0), relativeTo: reference) == CGPoint(x: -30, y: 10))
    #expect(base.adding(CGPoint(x: 100, y: 0), relativeTo: reference) == base)
    let size = CGSize(width: 5, height: 5)
    #expect(
      size.adding(CGSize(width: 2, height: 8), relativeTo: CGSize(width: 4, height: 4))
        == CGSize(width: 3, height: 9))
  }
}

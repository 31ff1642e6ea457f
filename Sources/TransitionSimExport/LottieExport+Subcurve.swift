import Foundation
import TransitionSimEngine
import TransitionSimScenario

extension LottieExport {
  /// The easing of the part of `curve` between the time fractions `from` and `to`, renormalised
  /// to the unit square; `nil` when that part does not change the value.
  static func subcurve(of curve: TimingCurve, from: Double, to: Double) -> Easing? {
    if from <= 0 && to >= 1 { return .bezier(curve.c1x, curve.c1y, curve.c2x, curve.c2y) }
    let p = [(0.0, 0.0), (curve.c1x, curve.c1y), (curve.c2x, curve.c2y), (1.0, 1.0)]
    func point(_ t: Double) -> (Double, Double) {
      let u = 1 - t
      let w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t]
      return (
        zip(w, p).reduce(0) { $0 + $1.0 * $1.1.0 }, zip(w, p).reduce(0) { $0 + $1.0 * $1.1.1 }
      )
    }
    func derivative(_ t: Double) -> (Double, Double) {
      let u = 1 - t
      let w = [-3 * u * u, 3 * u * u - 6 * u * t, 6 * u * t - 3 * t * t, 3 * t * t]
      return (
        zip(w, p).reduce(0) { $0 + $1.0 * $1.1.0 }, zip(w, p).reduce(0) { $0 + $1.0 * $1.1.1 }
      )
    }
    func parameter(forX x: Double) -> Double {
      if x <= 0 { return 0 }
      if x >= 1 { return 1 }
      var low = 0.0
      var high = 1.0
      for _ in 0..<80 {
        let middle = (low + high) / 2
        if point(middle).0 < x { low = middle } else { high = middle }
      }
      return (low + high) / 2
    }
    let t0 = parameter(forX: from)
    let t1 = parameter(forX: to)
    let q0 = point(t0)
    let q3 = point(t1)
    let d0 = derivative(t0)
    let d1 = derivative(t1)
    let span = (t1 - t0) / 3
    let q1 = (q0.0 + span * d0.0, q0.1 + span * d0.1)
    let q2 = (q3.0 - span * d1.0, q3.1 - span * d1.1)
    let width = q3.0 - q0.0
    let height = q3.1 - q0.1
    guard width > 1e-12, abs(height) > 1e-12 else { return nil }
    func x(_ value: Double) -> Double { min(max((value - q0.0) / width, 0), 1) }
    func y(_ value: Double) -> Double { (value - q0.1) / height }
    return .bezier(x(q1.0), y(q1.1), x(q2.0), y(q2.1))
  }
}

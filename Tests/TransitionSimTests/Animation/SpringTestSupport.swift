import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

// Expected values come from a numerical integration written here (classic RK4 on
// m·x″ + c·x′ + k·(x − 1) = 0, x(0) = 0, x′(0) = v₀), from published numbers (Apple's
// documentation, CASpringAnimation.h, Framer's README), or from the published formulas and
// pseudo-code (Framer's converter, OpenSwiftUI's `Spring`) written out again here, never from
// `Spring`.

/// A spring's physical parameters, independent of the library.
struct SpringPhysical: CustomStringConvertible {
  var m: Double
  var k: Double
  var c: Double
  var v0: Double
  var description: String { "m \(m), k \(k), c \(c), v₀ \(v0)" }
}

/// (progress, velocity) every `every` steps of size `h`, from t = 0, `count` samples, by RK4.
func integrateSpring(
  _ p: SpringPhysical, h: Double = 1e-4, every: Int, count: Int
) -> [(x: Double, v: Double)] {
  func acceleration(_ x: Double, _ v: Double) -> Double { -(p.c * v + p.k * (x - 1)) / p.m }
  var x = 0.0
  var v = p.v0
  var samples = [(x: x, v: v)]
  for _ in 1..<count {
    for _ in 0..<every {
      let k1x = v
      let k1v = acceleration(x, v)
      let k2x = v + h / 2 * k1v
      let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
      let k3x = v + h / 2 * k2v
      let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
      let k4x = v + h * k3v
      let k4v = acceleration(x + h * k3x, v + h * k3v)
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    samples.append((x, v))
  }
  return samples
}

/// Compares `spring` with RK4 every 0.01 s over 0…2 s.
func expectMatchesIntegration(_ spring: Spring, _ p: SpringPhysical) {
  let samples = integrateSpring(p, every: 100, count: 201)
  var worstValue = 0.0
  var worstVelocity = 0.0
  for (i, sample) in samples.enumerated() {
    let t = Double(i) / 100
    worstValue = max(worstValue, abs(spring.value(at: t) - sample.x))
    // Velocities scale with ω₀; compare relative to the largest rate in play.
    let scale = max(1, abs(p.v0), (p.k / p.m).squareRoot())
    worstVelocity = max(worstVelocity, abs(spring.velocity(at: t) - sample.v) / scale)
  }
  #expect(worstValue < 1e-7, "\(p): value error \(worstValue)")
  #expect(worstVelocity < 1e-7, "\(p): velocity error \(worstVelocity)")
}

/// OpenSwiftUI's settling time (its reimplementation of SwiftUI's `Spring.settlingDuration`) for an
/// under- or critically damped spring.
func envelopeSettlingTime(_ p: SpringPhysical) -> Double {
  let lambda = p.c / (2 * p.m)
  return max(0, -log(0.001 / (abs(lambda - p.v0) + 1)) / lambda)
}

/// OpenSwiftUI's over-damped scan over RK4 samples every 0.1 s: the first sample time below ε after
/// which every sample stays below ε for more than 1 s.
func scannedSettlingTime(_ p: SpringPhysical) -> Double? {
  let samples = integrateSpring(p, every: 1000, count: 1024)
  var firstBelow: Int?
  for (i, sample) in samples.enumerated() {
    if abs(1 - sample.x) < 0.001 {
      let start = firstBelow ?? i
      firstBelow = start
      if i - start > 10 { return Double(start) / 10 }
    } else {
      firstBelow = nil
    }
  }
  return nil
}

/// Framer's mapping of UIKit's duration and damping ratio, verbatim (`SpringCurveValueConverter`,
/// which OpenSwiftUI's `Spring(settlingDuration:dampingRatio:)` matches): twelve Newton steps from
/// 5/D with Framer's sign rule.
///
/// Returns ω₀ (NaN when the steps diverge).
func framerNaturalFrequency(zeta: Double, duration: Double, velocity v: Double) -> Double {
  let epsilon = 0.001
  let z = min(max(zeta, .leastNonzeroMagnitude), 1)
  let d = min(max(duration, 0.01), 10)
  func f(_ w: Double) -> Double {
    if z < 1 {
      return epsilon - (w * z - v) / (w * (1 - z * z).squareRoot()) * exp(-w * z * d)
    }
    return -epsilon + exp(-w * d) * ((w - v) * d + 1)
  }
  func derivative(_ w: Double) -> Double {
    if z < 1 {
      let decay = w * z * d
      let numerator = (decay * v + v - z * z * w * w * d) * exp(-decay)
      let sign: Double = (-f(w) + epsilon) > 0 ? -1 : 1
      return sign * numerator / (w * w * (1 - z * z).squareRoot())
    }
    return exp(-w * d) * (v - w) * d * d
  }
  var w = 5 / d
  for _ in 0..<12 { w -= f(w) / derivative(w) }
  return w
}

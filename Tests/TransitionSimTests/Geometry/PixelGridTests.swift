import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite("Rounding positions to a display's pixel grid")
struct PixelGridTests {
  /// The same bits, so that -0.0 and 0.0 (equal as numbers) are told apart, and NaN matches NaN.
  private func sameBits(_ a: CGFloat, _ b: CGFloat) -> Bool {
    a.isNaN ? b.isNaN : Double(a).bitPattern == Double(b).bitPattern
  }

  /// The rule written out with libm's rounding and a real division.
  private func reference(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    scale > 0 ? (value * scale).rounded() / scale : value
  }

  @Test("Positions snap to whole pixels at 1×, 2× and 3×")
  func snapsToPixels() {
    #expect(PixelGrid(scale: 1).rounded(10.5) == 11)
    #expect(PixelGrid(scale: 2).rounded(10.3) == 10.5)
    #expect(PixelGrid(scale: 2).rounded(10.25) == 10.5)
    #expect(PixelGrid(scale: 2).rounded(-10.25) == -10.5)
    // At 3× a third of a point is a pixel: 10.2 is 30.6 pixels, rounded to 31 pixels.
    #expect(PixelGrid(scale: 3).rounded(10.2) == 31.0 / 3)
  }

  @Test("A scale that is not positive leaves positions as they are")
  func noScale() {
    for scale: CGFloat in [0, -2, .nan, -.infinity] {
      #expect(sameBits(PixelGrid(scale: scale).rounded(10.3), 10.3), "scale \(scale)")
    }
  }

  @Test("Equals (value × scale).rounded() / scale bit for bit, power-of-two scales or not")
  func matchesDivision() {
    var generator = SeededGenerator(seed: 0x61D_5CA1E)
    let scales: [CGFloat] = [
      1, 2, 3, 4, 0.5, 0.25, 1.5, 2.625, 8, 1024, 0x1p-20, 0x1p1000, 0x1p1023, .infinity,
    ]
    for scale in scales {
      let grid = PixelGrid(scale: scale)
      for _ in 0..<20_000 {
        let magnitude = pow(10, CGFloat(Double.random(in: -3...12, using: &generator)))
        let value: CGFloat
        switch UInt8.random(in: 0...3, using: &generator) {
        // Half pixels (the ties), and pixel positions a third of a point apart.
        case 0: value = CGFloat(Int.random(in: -100_000...100_000, using: &generator)) / (2 * scale)
        case 1: value = CGFloat(Int.random(in: -100_000...100_000, using: &generator)) / 3
        case 2: value = [0, -0.0, 0x1p-1074, -0x1p-1060][Int.random(in: 0...3, using: &generator)]
        default: value = CGFloat(Double.random(in: -1...1, using: &generator)) * magnitude
        }
        let expected = reference(value, scale: scale)
        if !sameBits(grid.rounded(value), expected) {
          Issue.record("scale \(scale), \(value): \(grid.rounded(value)) ≠ \(expected)")
          return
        }
      }
    }
  }

  /// Values that stress the rounding: ties, signed zeros, the largest doubles, both sides of 2⁵²
  /// (where every double is an integer), subnormals, infinities and NaN.
  private static let edgeValues: [CGFloat] = [
    0, -0.0, 0.5, -0.5, 1.5, -2.5, 0.49999999999999994, -0.49999999999999994, 1 / 6, -1 / 6,
    0x1p52 - 0.5, -(0x1p52 - 0.5), 0x1p52, 0x1p52 + 1, 0x1p53 - 1, -0x1p53, 0x1p51 + 0.5,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
    -.leastNormalMagnitude, .infinity, -.infinity, .nan, 1e300, -1e-300,
  ]

  @Test("The point's two coordinates round as two single positions would, bit for bit")
  func pointMatchesSingleRoundings() {
    var generator = SeededGenerator(seed: 0x9A1_2D)
    let scales: [CGFloat] = [3, 1, 2, 0.5, 1.5, 2.625, 0x1p1000, 0, -1, .nan, .infinity]
    func check(_ grid: PixelGrid, _ x: CGFloat, _ y: CGFloat) -> Bool {
      let expected = (reference(x, scale: grid.scale), reference(y, scale: grid.scale))
      // A grid that divides (3×, 1.5× …) is also checked through the rounding loops call.
      let points =
        [grid.rounded(x: x, y: y)] + (grid.divides ? [grid.roundedByDivision(x: x, y: y)] : [])
      for point in points {
        guard sameBits(point.x, expected.0), sameBits(point.y, expected.1) else {
          Issue.record("scale \(grid.scale), (\(x), \(y)): \(point) ≠ \(expected)")
          return false
        }
      }
      return true
    }
    for scale in scales {
      let grid = PixelGrid(scale: scale)
      for x in Self.edgeValues {
        for y in Self.edgeValues where !check(grid, x, y) { return }
      }
      for _ in 0..<20_000 {
        // Ties at this scale, thirds of a point, any bit pattern, and plain positions.
        var values: [CGFloat] = []
        for _ in 0..<2 {
          switch UInt8.random(in: 0...3, using: &generator) {
          case 0:
            values.append(
              CGFloat(Int.random(in: -1_000_000...1_000_000, using: &generator)) / (2 * scale))
          case 1:
            values.append(CGFloat(Int.random(in: -1_000_000...1_000_000, using: &generator)) / 3)
          case 2: values.append(CGFloat(Double(bitPattern: generator.next())))
          default: values.append(CGFloat(Double.random(in: -1e7...1e7, using: &generator)))
          }
        }
        if !check(grid, values[0], values[1]) { return }
      }
    }
  }
}

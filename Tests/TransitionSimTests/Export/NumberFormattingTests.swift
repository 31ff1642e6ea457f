import Foundation
import Testing

@testable import TransitionSim

@Suite struct NumberFormattingTests {
  @Test(
    arguments: [
      (12.5, 4, "12.5"), (1.0 / 3, 4, "0.3333"), (-4, 4, "-4"), (0, 4, "0"), (-0.0, 4, "0"),
      (-0.00001, 4, "0"), (0.00005, 4, "0.0001"), (-0.00005, 4, "-0.0001"), (100, 6, "100"),
      (137.66666666, 4, "137.6667"), (0.016666666, 6, "0.016667"), (1_000_000.25, 2, "1000000.25"),
      (2.5, 0, "3"), (-2.5, 0, "-3"), (0.1 + 0.2, 6, "0.3"), (1e17, 4, "100000000000000000"),
      (.nan, 4, "null"), (.infinity, 4, "null"),
    ] as [(Double, Int, String)])
  func valuesPrintWithFixedDecimalsAndNoTrailingZeros(value: Double, decimals: Int, text: String) {
    #expect(DumpNumberFormat.string(value, decimals: decimals) == text)
  }

  /// The same rounding, then the digits written with the standard library's integer printing.
  static func reference(_ value: Double, decimals: Int) -> String {
    let scale = pow(10, Double(decimals))
    let units = Int64((value * scale).rounded(.toNearestOrAwayFromZero))
    if units == 0 { return "0" }
    let magnitude = units.magnitude
    let divisor = UInt64(scale)
    var text = (units < 0 ? "-" : "") + String(magnitude / divisor)
    guard decimals > 0 else { return text }
    var fraction = String(magnitude % divisor)
    fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    if !fraction.isEmpty { text += "." + fraction }
    return text
  }

  @Test func randomValuesMatchAnIndependentRendering() {
    // SplitMix64, seeded: the same values on every run.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    for _ in 0..<4_000 {
      let magnitude = pow(10, Double(next() % 14) - 6)
      let value = (Double(next() % 2_000_000) / 1_000_000 - 1) * magnitude
      for decimals in [0, 4, 6] {
        #expect(
          DumpNumberFormat.string(value, decimals: decimals)
            == Self.reference(value, decimals: decimals), "\(value) with \(decimals) decimals")
      }
    }
  }

  @Test func integersPrintAllTheirDigits() {
    for value: Int64 in [0, 7, -7, 10, 1_000, -123_456_789, .max, .min + 1] {
      var buffer: [UInt8] = [UInt8(ascii: "x")]
      DumpNumberFormat.appendInteger(value, to: &buffer)
      #expect(String(decoding: buffer, as: UTF8.self) == "x" + String(value))
    }
  }
}

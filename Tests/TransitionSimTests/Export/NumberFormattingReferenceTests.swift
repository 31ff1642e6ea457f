import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// The reference formatter, which the fast one is held to, checked on its own: the values and
/// texts come from the format's definition (DumpNumberFormat's documentation).
@Suite struct NumberFormattingReferenceTests {
  @Test(
    arguments: [
      (12.5, 4, "12.5"), (1.0 / 3, 4, "0.3333"), (-4, 4, "-4"), (0, 4, "0"), (-0.0, 4, "0"),
      (-0.00004, 4, "0"), (0.03125, 4, "0.0313"), (-0.03125, 4, "-0.0313"), (2.5, 0, "3"),
      (-2.5, 0, "-3"), (0.1 + 0.2, 6, "0.3"), (1.25, 9, "1.25"), (1.25, -1, "1"),
      (1e17, 4, "100000000000000000"), (1e19, 4, "9000000000000000000"),
      (-1e300, 6, "-9000000000000000000"), (.nan, 4, "null"), (-.infinity, 6, "null"),
    ] as [(Double, Int, String)])
  func valuesPrintAsTheFormatDefinesThem(value: Double, decimals: Int, text: String) {
    #expect(DumpNumberFormatReference.string(value, decimals: decimals) == text)
  }
}

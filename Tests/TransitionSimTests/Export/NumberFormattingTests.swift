import Foundation
import Testing
import TransitionSimTesting

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

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
            == DumpNumberFormatReference.string(value, decimals: decimals),
          "\(value) with \(decimals) decimals")
      }
    }
  }

  /// The values the property test draws: each kind the formatter treats apart, around each of
  /// its thresholds, from a fixed seed.
  static func propertyValues() -> [Double] {
    var random = SeededGenerator(seed: 0x5EED_D0C5_0000_0023)
    var values: [Double] = [
      0, -0.0, .nan, -.nan, .infinity, -.infinity, .greatestFiniteMagnitude,
      -.greatestFiniteMagnitude, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
      .leastNormalMagnitude, FrameDumpFile.largestMagnitude, -FrameDumpFile.largestMagnitude,
      9e18, -9e18, 9.2e18, -9.2e18, 0.5, -0.5, 1.5, -2.5,
    ]
    // Where the formatter changes paths: whole numbers from a scaled 9e15 on, libm's rounding
    // from 4.5e15, and 2^52 and 2^53 — divided by 10^d for each number of decimals d.
    for decimals in 0...7 {
      let scale = pow(10, Double(decimals))
      for threshold in [9e15, 4.5e15, 0x1p52, 0x1p53] {
        var value = threshold / scale
        for _ in 0..<4 { value = value.nextDown }
        for _ in 0..<8 {
          values += [value, -value, value.rounded(.down) + 0.5, -(value.rounded(.down) + 0.5)]
          value = value.nextUp
        }
      }
    }
    for _ in 0..<20_000 {
      let kind = random.next() % 8
      let sign: Double = random.next() % 2 == 0 ? 1 : -1
      switch kind {
      case 0:
        // Exact binary halves at every place: k / 2^m, halfway at 4 or 6 decimals for many.
        let k = Double(random.next() % 1_000_000)
        values.append(sign * k / pow(2, Double(random.next() % 24)))
      case 1:
        // Decimal halfway cases at the 4th and 6th decimal, as near as a double gets.
        let k = Double(random.next() % 100_000_000)
        values.append(sign * (k + 0.5) / (random.next() % 2 == 0 ? 10_000 : 1_000_000))
      case 2:
        // Tiny values that round to zero, with a sign.
        values.append(sign * Double(random.next() % 1_000) / 2_000 / 1e6)
      case 3:
        // Integers up to 2^63.
        values.append(sign * Double(random.next() >> (random.next() % 64)))
      case 4:
        // Up to the largest magnitude a dump holds, any scale.
        let magnitude = pow(2, Double(random.next() % 64))
        values.append(sign * magnitude * Double(random.next() % 1_000_000) / 1_000_000)
      case 5:
        // Any finite double: random bits.
        let value = Double(bitPattern: random.next())
        values.append(value.isFinite ? value : sign)
      default:
        // Ordinary geometry: up to 10^5 points with many decimals.
        values.append(sign * Double(random.next() % 100_000_000_000) / 1_000_000)
      }
    }
    return values
  }

  @Test func everyValueMatchesTheReferenceFormatterByteForByte() {
    var mismatches: [String] = []
    for value in Self.propertyValues() {
      for decimals in [-1, 0, 1, 2, 3, 4, 5, 6, 7, 9] {
        let text = DumpNumberFormat.string(value, decimals: decimals)
        let expected = DumpNumberFormatReference.string(value, decimals: decimals)
        if text != expected, mismatches.count < 20 {
          mismatches.append(
            "\(value) (\(value.bitPattern)) with \(decimals): \(text) ≠ \(expected)")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
  }

  @Test func theDumpBufferWritesWhatTheReferenceWrites() {
    var buffer = DumpByteBuffer(capacity: 64)
    var expected: [UInt8] = []
    for value in Self.propertyValues().prefix(5_000) {
      buffer.appendGeometry(CGFloat(value))
      DumpNumberFormatReference.appendFixed(value, decimals: 4, to: &expected)
      buffer.appendSixDecimals(value)
      DumpNumberFormatReference.appendFixed(value, decimals: 6, to: &expected)
      buffer.append(",")
      expected.append(UInt8(ascii: ","))
    }
    #expect(
      String(decoding: buffer.bytes, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
  }

  @Test func integersMatchTheStandardLibrary() {
    var random = SeededGenerator(seed: 23)
    var values: [Int64] = [0, 1, -1, 9, 10, 99, 100, .max, .min, .max - 1, .min + 1]
    for _ in 0..<10_000 {
      let value = Int64(bitPattern: random.next() >> (random.next() % 64))
      values.append(random.next() % 2 == 0 ? value : 0 &- value)
    }
    for value in values {
      var buffer: [UInt8] = []
      DumpNumberFormat.appendInteger(value, to: &buffer)
      #expect(buffer == Array(String(value).utf8), "\(value)")
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

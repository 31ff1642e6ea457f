import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// Expected values follow from the definition of a valid item size (both sides positive and
/// finite) and of a fixed size (every size equal to the first).
@Suite struct ItemSizeBoundsTests {
  /// The bounds of `sizes`, taken as the flow layout's scan takes them: the minimum a size at a
  /// time, the sum and the maximum a line (here `lineLength` sizes) at a time.
  private func bounds(_ sizes: [CGSize], lineLength: Int = 2) -> ItemSizeBounds {
    var bounds = ItemSizeBounds()
    var start = 0
    while start < sizes.count {
      var sum = SIMD2<Double>()
      var maximum = SIMD2<Double>()
      for size in sizes[start..<min(start + lineLength, sizes.count)] {
        let value = SIMD2(size.width.native, size.height.native)
        bounds.addToMinimum(value)
        sum += value
        maximum = SIMD2(Swift.max(maximum.x, value.x), Swift.max(maximum.y, value.y))
      }
      bounds.addLine(sum: sum, maximum: maximum)
      start += lineLength
    }
    return bounds
  }

  @Test func equalSizesAreFixedAndOneDifferentSizeIsNot() {
    let size = CGSize(width: 30, height: 12.5)
    #expect(bounds(Array(repeating: size, count: 5)).isFixedSize(first: size) == true)
    for index in 0..<5 {
      var sizes = Array(repeating: size, count: 5)
      sizes[index] = CGSize(width: 30, height: 12.500000000000002)
      #expect(bounds(sizes).isFixedSize(first: sizes[0]) == false, "differs at \(index)")
    }
  }

  @Test(arguments: [
    CGSize(width: 0, height: 5), CGSize(width: -0.0, height: 5), CGSize(width: 5, height: -1),
    CGSize(width: CGFloat.nan, height: 5), CGSize(width: 5, height: CGFloat.infinity),
    CGSize(width: -CGFloat.infinity, height: 5),
    CGSize(width: CGFloat.infinity, height: CGFloat.nan),
  ])
  func anInvalidSizeAnywhereCannotBeTold(invalid: CGSize) {
    let valid = CGSize(width: 10, height: 10)
    for index in 0..<5 {
      var sizes = Array(repeating: valid, count: 5)
      sizes[index] = invalid
      #expect(bounds(sizes).isFixedSize(first: sizes[0]) == nil, "invalid at \(index)")
    }
  }

  @Test func anOverflowingSumCannotBeToldAndTheItemByItemCheckAcceptsIt() throws {
    // Each width is valid, but their sum is past the largest double: the bounds cannot tell, and
    // the exact check finds every size valid (and all the same).
    let size = CGSize(width: 1e308, height: 1)
    let sizes = Array(repeating: size, count: 3)
    #expect(bounds(sizes).isFixedSize(first: size) == nil)
    let layout = CollectionViewFlowLayout()
    let result = sizes.withUnsafeBufferPointer { layout.checkItemSizes($0, section: 0) }
    #expect(result == true)
  }

  @Test func longestIsTheLargestLengthAlongALine() {
    let sizes = [CGSize(width: 10, height: 70), CGSize(width: 40, height: 5)]
    #expect(bounds(sizes, lineLength: 1).longest(vertical: true) == 40)
    #expect(bounds(sizes, lineLength: 1).longest(vertical: false) == 70)
  }
}

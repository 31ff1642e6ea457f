import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

@Suite struct CustomLayoutAttributesTests {
  @Test func aBagEmptiedAgainEqualsANewOne() {
    var bag = CustomLayoutAttributes()
    #expect(bag.isEmpty && bag.sortedEntries.isEmpty)
    bag["b"] = .number(2)
    bag["a"] = .bool(true)
    #expect(!bag.isEmpty)
    #expect(bag.sortedEntries.map(\.name) == ["a", "b"])
    bag["a"] = nil
    bag["b"] = nil
    #expect(bag.isEmpty)
    #expect(bag == CustomLayoutAttributes())
    #expect(bag.hashValue == CustomLayoutAttributes().hashValue)
    bag["missing"] = nil
    #expect(bag == CustomLayoutAttributes())
  }
}

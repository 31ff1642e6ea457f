import Testing

@testable import TransitionSimUIKit

@Suite struct IndexPathRowTests {
  @Test func rowIsTheItem() {
    var path = IndexPath(row: 3, section: 1)
    #expect(path == IndexPath(item: 3, section: 1))
    #expect(path.row == 3)
    path.row = 5
    #expect(path.item == 5)
  }
}

import Foundation
import TransitionSimTesting
import XCTest

/// The testing module re-exports the core, so a user's test imports one module. An XCTest case,
/// because the testing module serves XCTest suites as well as Swift Testing ones.
final class TestingModuleExportTests: XCTestCase {
  func testTestingModuleReexportsTheCore() {
    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    XCTAssertEqual(attributes.alpha, 1)
    XCTAssertFalse(transitionSimVersion.isEmpty)
  }
}

import Foundation
import Testing

/// The example test files of the "Testing your layout's animations" article are the ones in this
/// folder, verbatim, so the example compiles and passes.
@Suite struct ReadmeExampleTests {
  @Test(arguments: ["GridAnimationTests.swift", "GridAnimationXCTests.swift"])
  func theArticleShowsTheExampleFile(_ name: String) throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let article = try String(
      contentsOf: folder.appendingPathComponent(
        "../../Sources/TransitionSimTesting/TransitionSimTesting.docc/TestingAnimations.md"
      ).standardized, encoding: .utf8)
    let file = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    #expect(article.contains("```swift\n" + file + "```\n"))
  }
}

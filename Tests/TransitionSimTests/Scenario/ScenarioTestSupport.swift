import Foundation

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// A layout factory for tests: `flow` with a few parameters, nothing else.
func testLayoutFactory(_ specification: LayoutSpecification) throws -> CollectionViewLayout {
  struct Unknown: Error, CustomStringConvertible {
    var name: String
    var description: String { "unknown layout '\(name)'" }
  }
  guard specification.type == "flow" else { throw Unknown(name: specification.type) }
  let layout = CollectionViewFlowLayout()
  if case .object = specification.parameters["itemSize"]?.kind,
    case .number(let width) = specification.parameters["itemSize"]?["width"]?.kind,
    case .number(let height) = specification.parameters["itemSize"]?["height"]?.kind
  {
    layout.itemSize = CGSize(width: width, height: height)
  }
  if case .number(let width) = specification.parameters["estimatedItemSize"]?["width"]?.kind,
    case .number(let height) = specification.parameters["estimatedItemSize"]?["height"]?.kind
  {
    layout.estimatedItemSize = CGSize(width: width, height: height)
  }
  if case .number(let spacing) = specification.parameters["minimumLineSpacing"]?.kind {
    layout.minimumLineSpacing = spacing
  }
  if case .number(let spacing) = specification.parameters["minimumInteritemSpacing"]?.kind {
    layout.minimumInteritemSpacing = spacing
  }
  if case .number(let width) = specification.parameters["headerReferenceSize"]?["width"]?.kind,
    case .number(let height) = specification.parameters["headerReferenceSize"]?["height"]?.kind
  {
    layout.headerReferenceSize = CGSize(width: width, height: height)
  }
  return layout
}

/// Decodes a scenario from a JSON string.
func scenario(_ json: String, file: String? = "test.json") throws -> Scenario {
  try Scenario(json: Data(json.utf8), file: file)
}

/// The 1-based line and column of the character `offset` characters after the first occurrence
/// of `needle` in `text` (a test computes where an error must point instead of copying it).
func position(of needle: String, in text: String, offset: Int = 0) -> (line: Int, column: Int) {
  guard let range = text.range(of: needle) else { return (0, 0) }
  let target = text.index(range.lowerBound, offsetBy: offset)
  let before = text[..<target]
  let line = before.filter { $0 == "\n" }.count + 1
  let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
  return (line, text.distance(from: lineStart, to: target) + 1)
}

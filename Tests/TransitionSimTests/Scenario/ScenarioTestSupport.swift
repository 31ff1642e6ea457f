import Foundation

@testable import TransitionSim

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
  return layout
}

/// Decodes a scenario from a JSON string.
func scenario(_ json: String, file: String? = "test.json") throws -> Scenario {
  try Scenario(json: Data(json.utf8), file: file)
}

import Foundation
import TransitionSimEngine
import TransitionSimScenario

/// A frame dump read back into frames, so that a dump on disk (a golden reference) can be drawn
/// by the writers that take frames, such as ``AnimatedSVGExport``.
extension FrameDumpFile {
  /// The dump's scenario name (`header.scenario`), or `"frames"` when it has none.
  public var scenarioName: String {
    if case .string(let name) = header["scenario"]?.kind { return name }
    return "frames"
  }

  /// The dump's viewport (`header.viewport`), or zero when it has none.
  public var viewport: CGSize {
    guard let viewport = header["viewport"] else { return .zero }
    return CGSize(
      width: FrameDumpDiff.number(viewport["width"]) ?? 0,
      height: FrameDumpDiff.number(viewport["height"]) ?? 0)
  }

  /// The frames as the program made them, to the precision of the dump.
  ///
  /// Each element gets its category, kind, role, change, index path, center, size, alpha,
  /// zIndex, hidden flag and transform. Its identity is the dump's `id`, kept as the element's
  /// item identifier whatever its category, so that ``TrackElement/description`` gives the
  /// dump's `id` back. Custom attributes are not read.
  ///
  /// - Throws: ``OutputError`` located at the first frame or element that lacks a member the
  ///   writers always write.
  /// - Complexity: O(*n*) in the number of elements of all frames.
  public func decodedFrames() throws -> [Frame] {
    var frames: [Frame] = []
    frames.reserveCapacity(self.frames.count)
    for (position, frame) in self.frames.enumerated() {
      guard case .array(let values)? = frame["elements"]?.kind,
        let time = FrameDumpDiff.number(frame["time"]),
        let offset = Self.pair(frame["contentOffset"]),
        let size = Self.pair(frame["contentSize"])
      else {
        throw OutputError(
          path: "\(path):\(frame.line):\(frame.column)",
          message: "frame \(position) lacks \"time\", \"contentOffset\", \"contentSize\" or "
            + "\"elements\"")
      }
      let elements = try values.map(element(from:))
      let presentation = Presentation(
        time: time, contentOffset: CGPoint(x: offset.0, y: offset.1),
        contentSize: CGSize(width: size.0, height: size.1), elements: elements)
      frames.append(Frame(index: position, presentation: presentation))
    }
    return frames
  }

  /// One element of a frame.
  private func element(from value: JSONValue) throws -> FrameElement {
    guard case .string(let id)? = value["id"]?.kind,
      case .string(let categoryName)? = value["category"]?.kind,
      let category = ElementCategory.allCases.first(where: { $0.description == categoryName }),
      case .string(let changeName)? = value["change"]?.kind,
      let change = Track.Change(rawValue: changeName),
      let center = Self.pair(value["center"]), let size = Self.pair(value["size"])
    else {
      throw OutputError(
        path: "\(path):\(value.line):\(value.column)",
        message: "an element lacks \"id\", \"category\", \"change\", \"center\" or \"size\", or "
          + "one of them is not one this version writes")
    }
    var kind: String?
    if case .string(let name)? = value["kind"]?.kind { kind = name }
    let indexPath = IndexPath(indexes: Self.numbers(value["indexPath"]).map { Int($0) })
    var attributes: CollectionViewLayoutAttributes
    switch category {
    case .cell: attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
    case .supplementaryView:
      attributes = CollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: kind ?? "", with: indexPath)
    case .decorationView:
      attributes = CollectionViewLayoutAttributes(
        forDecorationViewOfKind: kind ?? "", with: indexPath)
    }
    attributes.center = CGPoint(x: center.0, y: center.1)
    attributes.size = CGSize(width: size.0, height: size.1)
    attributes.alpha = FrameDumpDiff.number(value["alpha"]) ?? 1
    // Range-checked when read: a whole number within ±2^63, where 2^63 is Int.max read back.
    let zIndex = FrameDumpDiff.number(value["zIndex"]) ?? 0
    attributes.zIndex = zIndex >= 0x1p63 ? .max : Int(zIndex)
    attributes.isHidden = value["hidden"]?.kind == .bool(true)
    let matrix = Self.numbers(value["transform"])
    if matrix.count == 16 {
      attributes.transform3D = Transform3D(
        m11: matrix[0], m12: matrix[1], m13: matrix[2], m14: matrix[3],
        m21: matrix[4], m22: matrix[5], m23: matrix[6], m24: matrix[7],
        m31: matrix[8], m32: matrix[9], m33: matrix[10], m34: matrix[11],
        m41: matrix[12], m42: matrix[13], m43: matrix[14], m44: matrix[15])
    }
    let gone = change == .deleted || change == .disappearing
    let element = TrackElement(
      category: category, kind: kind, indexPathBefore: gone ? indexPath : nil,
      indexPathAfter: gone ? nil : indexPath, itemIdentifier: id)
    let role: Track.Role = value["role"]?.kind == .string("ghost") ? .ghost : .element
    return FrameElement(element: element, change: change, role: role, attributes: attributes)
  }

  private static func numbers(_ value: JSONValue?) -> [Double] {
    guard case .array(let values)? = value?.kind else { return [] }
    return values.compactMap { FrameDumpDiff.number($0) }
  }

  private static func pair(_ value: JSONValue?) -> (Double, Double)? {
    let values = numbers(value)
    return values.count == 2 ? (values[0], values[1]) : nil
  }
}

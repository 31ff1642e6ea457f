import Foundation
import TransitionSimEngine
import TransitionSimScenario

/// What a JSON dump writes around the elements of a frame: before the first, between two, and
/// after the last (a newline and indentation in the pretty dump, nothing in JSON Lines).
struct FrameDumpElementSeparators {
  /// Before the first element.
  var first: [UInt8]
  /// Between two elements: a comma, then `first`.
  var between: [UInt8]
  /// After the last element.
  var closing: [UInt8]

  /// The separators of ``FrameDumpJSON/appendFrame(_:elementSeparator:closing:to:)``.
  init(elementSeparator: String, closing: String) {
    first = Array(elementSeparator.utf8)
    between = [UInt8(ascii: ",")] + first
    self.closing = Array(closing.utf8)
  }
}

// The frames and elements of the JSON dumps, written into a `DumpByteBuffer`.
extension FrameDumpJSON {
  /// Appends one frame as a JSON object (see ``appendFrame(_:elementSeparator:closing:to:)``).
  ///
  /// - Complexity: O(*n*) in the frame's elements.
  static func appendFrame(
    _ frame: Frame, separators: FrameDumpElementSeparators, to buffer: inout DumpByteBuffer
  ) {
    // One frame alone: starting a cache on the sampler's table would cost more than it saves.
    var identities = IdentityBytesCache.uncached
    appendFrame(frame, separators: separators, identities: &identities, to: &buffer)
  }

  /// Appends one frame as a JSON object, each element's identity members through `identities`
  /// (kept from frame to frame by a dump).
  ///
  /// - Complexity: O(*n*) in the frame's elements.
  static func appendFrame(
    _ frame: Frame, separators: FrameDumpElementSeparators,
    identities: inout IdentityBytesCache, to buffer: inout DumpByteBuffer
  ) {
    buffer.append("{\"index\": ")
    buffer.appendInteger(frame.index)
    buffer.append(", \"time\": ")
    buffer.appendSixDecimals(frame.time)
    buffer.append(", \"contentOffset\": ")
    appendPair(frame.contentOffset.x, frame.contentOffset.y, to: &buffer)
    buffer.append(", \"contentSize\": ")
    appendPair(frame.contentSize.width, frame.contentSize.height, to: &buffer)
    buffer.append(", \"elements\": [")
    var first = true
    for element in frame.elements {
      buffer.append(first ? separators.first : separators.between)
      first = false
      identities.append(element, to: &buffer, write: appendIdentityMembers)
      appendMembers(of: element, to: &buffer)
    }
    if !first { buffer.append(separators.closing) }
    buffer.append("]}")
  }

  /// Appends one element as a JSON object (the members listed in ``FrameDumpJSON``).
  ///
  /// - Complexity: O(1) besides its strings and custom attributes.
  static func appendElement(_ element: FrameElement, to buffer: inout DumpByteBuffer) {
    appendIdentityMembers(element.label, to: &buffer)
    appendMembers(of: element, to: &buffer)
  }

  /// Appends the start of an element's object, up to its identity's last member: `{"id": …`,
  /// the category, the kind and the role, which depend on the identity alone.
  ///
  /// - Complexity: O(*n*) in the length of the identifier and kind.
  static func appendIdentityMembers(_ label: LaneLabel, to buffer: inout DumpByteBuffer) {
    buffer.append("{\"id\": ")
    buffer.appendJSONString(label.element.description)
    switch label.element.category {
    case .cell: buffer.append(", \"category\": \"cell\"")
    case .supplementaryView: buffer.append(", \"category\": \"supplementary\"")
    case .decorationView: buffer.append(", \"category\": \"decoration\"")
    }
    if let kind = label.element.kind {
      buffer.append(", \"kind\": ")
      buffer.appendJSONString(kind)
    }
    if label.role == .ghost { buffer.append(", \"role\": \"ghost\"") }
  }

  /// Appends the rest of an element's object after ``appendIdentityMembers(_:to:)``: the index
  /// path, change, geometry, transform and custom attributes, and the closing brace.
  ///
  /// - Complexity: O(1) besides its custom attributes.
  static func appendMembers(of element: FrameElement, to buffer: inout DumpByteBuffer) {
    let attributes = element.attributes
    // The numbers and literals through a cursor, in room reserved for the most they can take:
    // the path's components and 26 numbers, and under 300 bytes of literals.
    let leading = attributes.leadingIndexes
    var cursor = buffer.cursor(
      reserving: (leading.count + 26) * DumpNumberFormat.maximumBytes + 300)
    cursor.append(", \"indexPath\": [")
    switch leading.count {
    case 0: break
    case 1: cursor.appendInteger(leading.first)
    case 2:
      cursor.appendInteger(leading.first)
      cursor.append(", ")
      cursor.appendInteger(leading.second)
    default: appendIndexPath(attributes.indexPath, to: &cursor)
    }
    cursor.append("], \"change\": \"")
    cursor.append(element.label.change)
    let frame = attributes.frame
    cursor.append("\", \"frame\": [")
    cursor.appendGeometry(frame.origin.x)
    cursor.append(", ")
    cursor.appendGeometry(frame.origin.y)
    cursor.append(", ")
    cursor.appendGeometry(frame.size.width)
    cursor.append(", ")
    cursor.appendGeometry(frame.size.height)
    cursor.append("], \"center\": ")
    appendPair(attributes.center.x, attributes.center.y, to: &cursor)
    cursor.append(", \"size\": ")
    appendPair(attributes.size.width, attributes.size.height, to: &cursor)
    cursor.append(", \"alpha\": ")
    cursor.appendGeometry(attributes.alpha)
    cursor.append(", \"zIndex\": ")
    cursor.appendInteger(attributes.zIndex)
    cursor.append(attributes.isHidden ? ", \"hidden\": true" : ", \"hidden\": false")
    if attributes.hasTransform {
      cursor.append(", \"transform\": [")
      cursor.appendEntries(of: attributes.transform3D, separator: ", ")
      cursor.append(UInt8(ascii: "]"))
    }
    buffer.commit(cursor)
    let custom = attributes.customAttributes
    if !custom.isEmpty {
      buffer.append(", \"custom\": {")
      for (index, entry) in custom.sortedEntries.enumerated() {
        if index > 0 { buffer.append(", ") }
        buffer.appendJSONString(entry.name)
        buffer.append(": ")
        appendCustom(entry.value, to: &buffer)
      }
      buffer.append("}")
    }
    buffer.append("}")
  }

  /// Appends `[x, y]` with 4 decimals.
  private static func appendPair(_ a: CGFloat, _ b: CGFloat, to buffer: inout DumpByteBuffer) {
    var cursor = buffer.cursor(reserving: 2 * DumpNumberFormat.maximumBytes + 4)
    appendPair(a, b, to: &cursor)
    buffer.commit(cursor)
  }

  /// Writes `[x, y]` with 4 decimals: at most 2 numbers and 4 bytes.
  @inline(__always)
  private static func appendPair(_ a: CGFloat, _ b: CGFloat, to cursor: inout DumpCursor) {
    cursor.append(UInt8(ascii: "["))
    cursor.appendGeometry(a)
    cursor.append(", ")
    cursor.appendGeometry(b)
    cursor.append(UInt8(ascii: "]"))
  }

  /// Appends an index path's components, `, ` between them.
  private static func appendIndexPath(_ path: IndexPath, to buffer: inout DumpByteBuffer) {
    var cursor = buffer.cursor(reserving: path.count * (DumpNumberFormat.maximumBytes + 2))
    appendIndexPath(path, to: &cursor)
    buffer.commit(cursor)
  }

  /// Writes an index path's components, `, ` between them: a number and 2 bytes each.
  private static func appendIndexPath(_ path: IndexPath, to cursor: inout DumpCursor) {
    for (index, component) in path.enumerated() {
      if index > 0 { cursor.append(", ") }
      cursor.appendInteger(component)
    }
  }

  /// Appends a custom attribute's value.
  private static func appendCustom(_ value: LayoutAttributeValue, to buffer: inout DumpByteBuffer) {
    switch value {
    case .number(let number): buffer.appendGeometry(CGFloat(number))
    case .bool(let bool): buffer.append(bool ? "true" : "false")
    case .string(let string): buffer.appendJSONString(string)
    case .point(let point): appendPair(point.x, point.y, to: &buffer)
    case .size(let size): appendPair(size.width, size.height, to: &buffer)
    case .rect(let rect):
      buffer.append("[")
      buffer.appendGeometry(rect.minX)
      buffer.append(", ")
      buffer.appendGeometry(rect.minY)
      buffer.append(", ")
      buffer.appendGeometry(rect.width)
      buffer.append(", ")
      buffer.appendGeometry(rect.height)
      buffer.append("]")
    case .indexPaths(let paths):
      buffer.append("[")
      for (index, path) in paths.enumerated() {
        if index > 0 { buffer.append(", ") }
        buffer.append("[")
        appendIndexPath(path, to: &buffer)
        buffer.append("]")
      }
      buffer.append("]")
    }
  }
}

import Foundation
import TransitionSimEngine
import TransitionSimScenario

/// The CSV rendering of a frame dump: one row per element per frame, the rows of the JSON dump
/// (``FrameDumpJSON``) flattened into columns.
///
/// The first line names the columns (``columns``):
///
/// ```
/// frame,time,id,category,kind,section,item,change,role,x,y,width,height,centerX,centerY,alpha,
/// zIndex,hidden,m11,m12,m13,m14,m21,m22,m23,m24,m31,m32,m33,m34,m41,m42,m43,m44
/// ```
///
/// - `frame` is the frame's index and `time` its time in seconds; the elements of a frame follow
///   each other in drawing order, back to front, as in the JSON dump. A frame without elements
///   has no row.
/// - `id` is the item identifier or `kind/section-item`; `category` is `cell`, `supplementary` or
///   `decoration`; `kind` is empty for cells; `section` and `item` are the index path's two
///   components (empty when the path is shorter); `change` is `inserted`, `deleted`, …; `role`
///   is `element` or `ghost`.
/// - `x`, `y`, `width`, `height` are the untransformed frame, `centerX`, `centerY` the center;
///   `hidden` is `true` or `false`; `m11` … `m44` are the 3D transform row by row, the identity's
///   16 values when the element is not transformed.
///
/// Numbers use `DumpNumberFormat`'s precisions: geometry and alpha 4 decimals, times and
/// transform entries 6, trailing zeros dropped. Fields are quoted as RFC 4180 requires — a field
/// containing a comma, a double quote, CR or LF is enclosed in double quotes, with its double
/// quotes doubled — and only then. Other control characters (U+0000–U+001F but CR and LF, and
/// U+007F), which CSV readers mishandle (a NUL ends a C string), are never written raw: each is
/// written as `\u` and four hex digits, as in JSON (`a\u0000b`); the JSON dump keeps identifiers
/// exactly. Lines end with LF (`\n`), not RFC 4180's CRLF, so dumps diff
/// cleanly in git; every common CSV reader accepts both. The content offset and size and the
/// layouts' custom attributes are only in the JSON dumps.
public enum FrameDumpCSV {
  /// The column names, in order.
  public static let columns: [String] =
    [
      "frame", "time", "id", "category", "kind", "section", "item", "change", "role", "x", "y",
      "width", "height", "centerX", "centerY", "alpha", "zIndex", "hidden",
    ] + (1...4).flatMap { row in (1...4).map { "m\(row)\($0)" } }

  /// The identity transform's entries, written for untransformed elements.
  private static let identityEntries: StaticString = "1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1"

  /// Appends the header line (column names and LF).
  public static func appendHeader(to buffer: inout [UInt8]) {
    for (index, column) in columns.enumerated() {
      if index > 0 { buffer.append(UInt8(ascii: ",")) }
      buffer.append(contentsOf: column.utf8)
    }
    buffer.append(UInt8(ascii: "\n"))
  }

  /// Appends `text` as one CSV field: as is, or in double quotes with its double quotes doubled
  /// when it contains a comma, a double quote, CR or LF (RFC 4180 §2); any other control
  /// character is written as `\u` and four hex digits (`\u0000`).
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public static func appendField(_ text: String, to buffer: inout [UInt8]) {
    var bytes = DumpByteBuffer(capacity: text.utf8.count + 2)
    appendField(text, to: &bytes)
    bytes.withUnsafeBytes { buffer.append(contentsOf: $0) }
  }

  /// Appends `text` as one CSV field (``appendField(_:to:)``); a field that needs neither quotes
  /// nor escapes is copied at once.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func appendField(_ text: String, to buffer: inout DumpByteBuffer) {
    var text = text
    text.withUTF8 { appendField(utf8: $0, to: &buffer) }
  }

  private static func appendField(
    utf8 text: UnsafeBufferPointer<UInt8>, to buffer: inout DumpByteBuffer
  ) {
    // One test per byte for the common field, which needs neither quotes nor escapes.
    var plain = true
    for byte in text
    where byte < 0x20 || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == 0x7F {
      plain = false
      break
    }
    guard !plain else {
      buffer.append(UnsafeRawBufferPointer(text))
      return
    }
    var needsQuotes = false
    var hasControls = false
    for byte in text {
      switch byte {
      case UInt8(ascii: ","), UInt8(ascii: "\""), 0x0A, 0x0D: needsQuotes = true
      case 0x00..<0x20, 0x7F: hasControls = true
      default: continue
      }
    }
    guard needsQuotes || hasControls else {
      buffer.append(UnsafeRawBufferPointer(text))
      return
    }
    if needsQuotes { buffer.append(UInt8(ascii: "\"")) }
    for byte in text {
      switch byte {
      case UInt8(ascii: "\""): buffer.append("\"\"")
      case 0x0A, 0x0D: buffer.append(byte)
      case 0x00..<0x20, 0x7F: buffer.appendUnicodeEscape(byte)
      default: buffer.append(byte)
      }
    }
    if needsQuotes { buffer.append(UInt8(ascii: "\"")) }
  }

  /// Appends one row (with its LF) for `element` of the frame with `index` at `time`.
  ///
  /// - Complexity: O(1) besides the element's strings.
  public static func appendRow(
    frameIndex index: Int, time: Double, element: FrameElement, to buffer: inout [UInt8]
  ) {
    var bytes = DumpByteBuffer(capacity: 512)
    appendRow(frameIndex: index, time: time, element: element, to: &bytes)
    bytes.withUnsafeBytes { buffer.append(contentsOf: $0) }
  }

  /// Appends one row (with its LF) into a dump buffer (``appendRow(frameIndex:time:element:to:)``).
  ///
  /// - Complexity: O(1) besides the element's strings.
  static func appendRow(
    frameIndex index: Int, time: Double, element: FrameElement, to buffer: inout DumpByteBuffer
  ) {
    appendFrameColumns(frameIndex: index, time: time, to: &buffer)
    appendElementColumns(element, to: &buffer)
  }

  /// Appends the columns every row of a frame starts with: `frame,time,`.
  ///
  /// - Complexity: O(1).
  static func appendFrameColumns(
    frameIndex index: Int, time: Double, to buffer: inout DumpByteBuffer
  ) {
    var cursor = buffer.cursor(reserving: 2 * DumpNumberFormat.maximumBytes + 2)
    cursor.appendInteger(index)
    cursor.append(UInt8(ascii: ","))
    cursor.appendSixDecimals(time)
    cursor.append(UInt8(ascii: ","))
    buffer.commit(cursor)
  }

  /// Appends the rest of an element's row, from `id` to the LF.
  ///
  /// - Complexity: O(1) besides the element's strings.
  static func appendElementColumns(_ element: FrameElement, to buffer: inout DumpByteBuffer) {
    appendIdentityColumns(element.label, to: &buffer)
    appendValueColumns(element, to: &buffer)
  }

  /// Appends the columns that depend on the element's identity alone: `id,category,kind`.
  ///
  /// - Complexity: O(*n*) in the length of the identifier and kind.
  static func appendIdentityColumns(_ label: LaneLabel, to buffer: inout DumpByteBuffer) {
    // The identifier and kind, of any length, through the buffer.
    appendField(label.element.description, to: &buffer)
    switch label.element.category {
    case .cell: buffer.append(",cell,")
    case .supplementaryView: buffer.append(",supplementary,")
    case .decorationView: buffer.append(",decoration,")
    }
    if let kind = label.element.kind { appendField(kind, to: &buffer) }
  }

  /// Appends the rest of an element's row after ``appendIdentityColumns(_:to:)``, from the comma
  /// before `section` to the LF.
  ///
  /// - Complexity: O(1).
  static func appendValueColumns(_ element: FrameElement, to buffer: inout DumpByteBuffer) {
    let attributes = element.attributes
    // The numbers and literals through a cursor, in room reserved for the most they can take.
    // 26 numbers at most (2 path components, 7 geometry values, zIndex, 16 transform entries),
    // and under 160 bytes of literals.
    var cursor = buffer.cursor(reserving: 26 * DumpNumberFormat.maximumBytes + 160)
    cursor.append(UInt8(ascii: ","))
    let path = attributes.leadingIndexes
    if path.count >= 1 { cursor.appendInteger(path.first) }
    cursor.append(UInt8(ascii: ","))
    if path.count >= 2 { cursor.appendInteger(path.second) }
    cursor.append(UInt8(ascii: ","))
    cursor.append(element.label.change)
    cursor.append(element.label.role == .ghost ? ",ghost," : ",element,")
    let frame = attributes.frame
    let center = attributes.center
    cursor.appendGeometry(frame.origin.x)
    cursor.append(UInt8(ascii: ","))
    cursor.appendGeometry(frame.origin.y)
    cursor.append(UInt8(ascii: ","))
    cursor.appendGeometry(frame.size.width)
    cursor.append(UInt8(ascii: ","))
    cursor.appendGeometry(frame.size.height)
    cursor.append(UInt8(ascii: ","))
    cursor.appendGeometry(center.x)
    cursor.append(UInt8(ascii: ","))
    cursor.appendGeometry(center.y)
    cursor.append(UInt8(ascii: ","))
    cursor.appendGeometry(attributes.alpha)
    cursor.append(UInt8(ascii: ","))
    cursor.appendInteger(attributes.zIndex)
    cursor.append(attributes.isHidden ? ",true," : ",false,")
    if attributes.hasTransform {
      cursor.appendEntries(of: attributes.transform3D, separator: ",")
    } else {
      cursor.append(identityEntries)
    }
    cursor.append(UInt8(ascii: "\n"))
    buffer.commit(cursor)
  }

  /// Writes the CSV dump: the header line, then every element of every frame, streaming frame by
  /// frame.
  ///
  /// - Complexity: O(total elements); memory holds one frame at a time.
  public static func write(frames: some Sequence<Frame>, to output: OutputFile) throws {
    var head: [UInt8] = []
    appendHeader(to: &head)
    var buffer = DumpByteBuffer(capacity: OutputFile.chunkSize + (1 << 16))
    buffer.append(head)
    var frameColumns = DumpByteBuffer(capacity: 64)
    var identities = IdentityBytesCache()
    for frame in frames {
      // The same `frame,time,` begins every row of the frame: formatted once, copied per row.
      frameColumns.removeAll()
      appendFrameColumns(frameIndex: frame.index, time: frame.time, to: &frameColumns)
      frameColumns.withUnsafeBytes { columns in
        for element in frame.elements {
          buffer.append(columns)
          identities.append(element, to: &buffer, write: appendIdentityColumns)
          appendValueColumns(element, to: &buffer)
        }
      }
      if buffer.count >= OutputFile.chunkSize { try buffer.flush(to: output) }
    }
    try buffer.flush(to: output)
  }
}

extension FrameDumpFormat {
  /// The frame dump as CSV, a row per element per frame (`csv`, `.csv`).
  public static let csv = FrameDumpFormat(name: "csv", fileExtension: "csv") { replay, file in
    try FrameDumpCSV.write(frames: replay.frames, to: file)
  }
}

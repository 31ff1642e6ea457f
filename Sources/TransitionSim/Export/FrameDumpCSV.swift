import Foundation

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
/// Numbers use ``DumpNumberFormat``'s precisions: geometry and alpha 4 decimals, times and
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
    var needsQuotes = false
    var hasControls = false
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: ","), UInt8(ascii: "\""), 0x0A, 0x0D: needsQuotes = true
      case 0x00..<0x20, 0x7F: hasControls = true
      default: continue
      }
    }
    guard needsQuotes || hasControls else {
      buffer.append(contentsOf: text.utf8)
      return
    }
    if needsQuotes { buffer.append(UInt8(ascii: "\"")) }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): buffer.append(contentsOf: [byte, byte])
      case 0x0A, 0x0D: buffer.append(byte)
      case 0x00..<0x20, 0x7F: appendEscaped(byte, to: &buffer)
      default: buffer.append(byte)
      }
    }
    if needsQuotes { buffer.append(UInt8(ascii: "\"")) }
  }

  /// Appends a control character as `\u00XX`.
  private static func appendEscaped(_ byte: UInt8, to buffer: inout [UInt8]) {
    let digits = Array("0123456789abcdef".utf8)
    buffer.append(contentsOf: Array("\\u00".utf8))
    buffer.append(digits[Int(byte >> 4)])
    buffer.append(digits[Int(byte & 0xF)])
  }

  /// Appends one row (with its LF) for `element` of the frame with `index` at `time`.
  public static func appendRow(
    frameIndex index: Int, time: Double, element: FrameElement, to buffer: inout [UInt8]
  ) {
    let comma = UInt8(ascii: ",")
    let attributes = element.attributes
    DumpNumberFormat.appendInteger(Int64(index), to: &buffer)
    buffer.append(comma)
    DumpNumberFormat.appendFixed(time, decimals: DumpNumberFormat.timeDecimals, to: &buffer)
    buffer.append(comma)
    appendField(element.element.description, to: &buffer)
    switch element.element.category {
    case .cell: buffer.appendASCII(",cell,")
    case .supplementaryView: buffer.appendASCII(",supplementary,")
    case .decorationView: buffer.appendASCII(",decoration,")
    }
    if let kind = element.element.kind { appendField(kind, to: &buffer) }
    buffer.append(comma)
    let path = attributes.indexPath
    if path.count >= 1 { DumpNumberFormat.appendInteger(Int64(path[0]), to: &buffer) }
    buffer.append(comma)
    if path.count >= 2 { DumpNumberFormat.appendInteger(Int64(path[1]), to: &buffer) }
    buffer.append(comma)
    buffer.append(contentsOf: element.change.rawValue.utf8)
    buffer.appendASCII(element.role == .ghost ? ",ghost," : ",element,")
    let frame = attributes.frame
    let center = attributes.center
    func geometry(_ value: CGFloat) {
      DumpNumberFormat.appendFixed(
        Double(value), decimals: DumpNumberFormat.geometryDecimals, to: &buffer)
      buffer.append(comma)
    }
    geometry(frame.origin.x)
    geometry(frame.origin.y)
    geometry(frame.size.width)
    geometry(frame.size.height)
    geometry(center.x)
    geometry(center.y)
    geometry(attributes.alpha)
    DumpNumberFormat.appendInteger(Int64(attributes.zIndex), to: &buffer)
    buffer.appendASCII(attributes.isHidden ? ",true," : ",false,")
    let t = attributes.transform3D
    if t.isIdentity {
      buffer.appendASCII(identityEntries)
    } else {
      for (position, value) in [
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
        t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
      ].enumerated() {
        if position > 0 { buffer.append(comma) }
        DumpNumberFormat.appendFixed(
          Double(value), decimals: DumpNumberFormat.transformDecimals, to: &buffer)
      }
    }
    buffer.append(UInt8(ascii: "\n"))
  }

  /// Writes the CSV dump: the header line, then every element of every frame, streaming frame by
  /// frame.
  ///
  /// - Complexity: O(total elements); memory holds one frame at a time.
  public static func write(frames: some Sequence<Frame>, to output: OutputFile) throws {
    var buffer: [UInt8] = []
    buffer.reserveCapacity(OutputFile.chunkSize + 4096)
    appendHeader(to: &buffer)
    for frame in frames {
      let time = frame.time
      for element in frame.elements {
        appendRow(frameIndex: frame.index, time: time, element: element, to: &buffer)
      }
      if buffer.count >= OutputFile.chunkSize {
        try output.write(buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    try output.write(buffer)
  }
}

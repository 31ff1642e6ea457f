import Foundation
import TransitionSimEngine
import TransitionSimScenario

/// Pictures of frames as SVG: one frame, or a filmstrip contact sheet of evenly spaced frames.
///
/// A picture is drawn in the collection view's content coordinates. It shows the content area
/// (`0, 0, contentSize`, light grey), the visible rect (the content offset and the viewport,
/// outlined in red), and every element of the frame back to front as a labelled rectangle:
///
/// - Cells have a solid blue outline and a fill that tells the change apart: green for
///   inserted, red for deleted, violet for moved, orange for reloaded, blue otherwise.
///   Supplementary views have a dashed orange outline on a pale yellow fill, decoration views a
///   dotted grey outline on a pale grey fill; the outgoing ghost of a reloaded or two-sided move
///   is drawn with a fine dash.
/// - Each element is a group `<g class="cell inserted" data-id="N1" opacity="…"
///   transform="matrix(a b c d e f)">` holding a rectangle centred on the origin, the element's
///   id as a label, and a tooltip (`<title>`). The matrix applies the element's transform about
///   its center as UIKit does: `a b c d` are `m11 m12 m21 m22` and `e f` are the center plus
///   `m41 m42`. SVG is two-dimensional, so a transform with perspective or depth is drawn with
///   its affine part only (``Transform3D/affineTransform``).
/// - A hidden element is kept in the file with `visibility="hidden"`, so it is not painted.
///
/// The picture's region is the union of the visible rect and every shown element's transformed
/// bounds, with a 16-point margin, rounded out to whole points; pictures of several frames share
/// one region so that they line up. Numbers use `DumpNumberFormat` (4 decimals for geometry,
/// 6 for matrix entries), so the same frames give the same bytes. Fonts are the generic
/// `sans-serif`; nothing refers to anything outside the file.
public enum SVGExport {
  /// How many frames a filmstrip shows unless told otherwise: 8.
  public static let defaultFilmstripFrameCount = 8
  /// How many frames a filmstrip row holds unless told otherwise: 4.
  public static let defaultFilmstripColumns = 4
  /// The margin around a picture's content, in points.
  public static let margin: CGFloat = 16
  /// The largest width of one filmstrip picture, in pixels; larger regions are scaled down.
  public static let maximumCellWidth: CGFloat = 200
  /// The largest height of one filmstrip picture, in pixels.
  public static let maximumCellHeight: CGFloat = 360

  private static let captionHeight: CGFloat = 28
  private static let gap: CGFloat = 16
  private static let titleHeight: CGFloat = 36

  static let styleSheet: StaticString = """
    <style>
    .background{fill:#ffffff}
    .content{fill:#f3f3f3;stroke:#c9c9c9;stroke-width:1}
    .visible{fill:none;stroke:#d0021b;stroke-width:2}
    .cell rect{fill:#d6e6fb;stroke:#2f6fd6;stroke-width:1.5}
    .cell.inserted rect{fill:#c9efc9}
    .cell.deleted rect{fill:#f7c8c8}
    .cell.moved rect{fill:#e3d5f8}
    .cell.reloaded rect{fill:#fde3bb}
    .supplementary rect{fill:#fff4cc;stroke:#c77800;stroke-width:1.5;stroke-dasharray:6 3}
    .decoration rect{fill:#ececec;stroke:#7a7a7a;stroke-width:1.5;stroke-dasharray:2 2}
    .ghost rect{stroke-dasharray:1 2}
    text{font-family:sans-serif;fill:#1b1b1b}
    .label{text-anchor:middle;dominant-baseline:central}
    .caption{font-size:13px;text-anchor:middle}
    .title{font-size:16px;font-weight:bold}
    </style>

    """

  //===--- Regions ------------------------------------------------------------------------===//

  /// The visible rect of `frame`: its content offset and the viewport's size.
  public static func visibleRect(of frame: Frame, viewport: CGSize) -> CGRect {
    CGRect(origin: frame.contentOffset, size: viewport)
  }

  /// The region a picture of `frame` shows: the visible rect and every shown element's
  /// transformed bounds, with ``margin``, rounded out to whole points.
  ///
  /// - Complexity: O(*n*) in the number of elements.
  public static func region(of frame: Frame, viewport: CGSize) -> CGRect {
    var box = visibleRect(of: frame, viewport: viewport)
    for element in frame.elements where !element.attributes.isHidden {
      box = box.union(bounds(of: element.attributes))
    }
    return rounded(box.insetBy(dx: -margin, dy: -margin))
  }

  /// The region that shows every frame of `frames` (see ``region(of:viewport:)``).
  ///
  /// - Complexity: O(total elements); memory holds one frame at a time.
  public static func region(of frames: some Sequence<Frame>, viewport: CGSize) -> CGRect {
    var box: CGRect?
    for frame in frames {
      let region = region(of: frame, viewport: viewport)
      box = box.map { $0.union(region) } ?? region
    }
    return box ?? CGRect(origin: .zero, size: viewport).insetBy(dx: -margin, dy: -margin)
  }

  /// An element's drawn bounds: its rectangle transformed about its center (affine part).
  static func bounds(of attributes: CollectionViewLayoutAttributes) -> CGRect {
    let size = attributes.size
    let local = CGRect(
      x: -max(size.width, 0) / 2, y: -max(size.height, 0) / 2, width: max(size.width, 0),
      height: max(size.height, 0))
    let transform = Transform3D(attributes.transform3D.affineTransform)
    let box = transform.apply(to: local)
    guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else {
      return CGRect(origin: attributes.center, size: .zero)
    }
    return box.offsetBy(dx: attributes.center.x, dy: attributes.center.y)
  }

  private static func rounded(_ rect: CGRect) -> CGRect {
    let minX = rect.minX.rounded(.down)
    let minY = rect.minY.rounded(.down)
    return CGRect(
      x: minX, y: minY, width: rect.maxX.rounded(.up) - minX,
      height: rect.maxY.rounded(.up) - minY)
  }

  /// The indices of `count` frames evenly spaced over `frameCount` frames, first and last
  /// included: `round(i · (frameCount − 1) / (count − 1))` for `i` in `0..<count`, without
  /// repeats (fewer when there are fewer frames).
  ///
  /// - Complexity: O(`count`).
  public static func filmstripFrameIndices(frameCount: Int, count: Int) -> [Int] {
    guard frameCount > 0, count > 0 else { return [] }
    guard count > 1, frameCount > 1 else { return [0] }
    var indices: [Int] = []
    let last = frameCount - 1
    for i in 0..<count {
      let index = (i * last * 2 + (count - 1)) / (2 * (count - 1))
      if indices.last != index { indices.append(index) }
    }
    return indices
  }

  //===--- Writing ------------------------------------------------------------------------===//

  /// Writes a picture of one frame, with a caption naming the scenario, the frame and its time.
  ///
  /// - Parameters:
  ///   - frame: The frame to draw.
  ///   - scenario: The scenario's name, for the caption.
  ///   - viewport: The collection view's size.
  ///   - region: The content region to show; the frame's own (``region(of:viewport:)-(Frame,_)``) when
  ///     `nil`. Pass a shared region to make the pictures of several frames line up.
  ///   - output: Where to write.
  /// - Throws: ``OutputError`` when writing fails.
  /// - Complexity: O(*n*) in the number of elements.
  public static func writeFrame(
    _ frame: Frame, scenario: String, viewport: CGSize, region: CGRect? = nil,
    to output: OutputFile
  ) throws {
    let box = region ?? self.region(of: frame, viewport: viewport)
    var buffer: [UInt8] = []
    let height = box.height + captionHeight
    appendSVGOpening(
      width: box.width, height: height,
      viewBox: CGRect(x: box.minX, y: box.minY, width: box.width, height: height), to: &buffer)
    buffer.append(contentsOf: "<title>".utf8)
    appendXMLText("\(scenario), frame \(frame.index)", to: &buffer)
    buffer.append(contentsOf: "</title>\n".utf8)
    buffer.append(contentsOf: "<rect class=\"background\"".utf8)
    appendRectAttributes(
      CGRect(x: box.minX, y: box.minY, width: box.width, height: height), to: &buffer)
    buffer.append(contentsOf: "/>\n".utf8)
    appendFrameContent(frame, viewport: viewport, to: &buffer)
    buffer.append(contentsOf: "<text class=\"caption\" x=\"".utf8)
    appendGeometry(box.midX, to: &buffer)
    buffer.append(contentsOf: "\" y=\"".utf8)
    appendGeometry(box.maxY + 19, to: &buffer)
    buffer.append(contentsOf: "\">".utf8)
    appendXMLText(
      "\(scenario) · frame \(frame.index) · t = \(fixed(frame.time, decimals: 3)) s", to: &buffer)
    buffer.append(contentsOf: "</text>\n</svg>\n".utf8)
    try output.write(buffer)
  }

  /// Writes a filmstrip: `count` evenly spaced frames
  /// (``filmstripFrameIndices(frameCount:count:)``) in a grid of `columns` pictures a row, each
  /// with its time and index written under it, under a title naming the scenario.
  ///
  /// All pictures share one region (the union of the shown frames' regions) and one scale, at
  /// most ``maximumCellWidth`` by ``maximumCellHeight`` pixels a picture. The root element's
  /// `width` and `height` are whole pixels.
  ///
  /// - Parameters:
  ///   - frames: The frames; only the shown ones are computed (each twice: once for the region,
  ///     once to draw).
  ///   - scenario: The scenario's name, for the title.
  ///   - viewport: The collection view's size.
  ///   - count: How many frames to show, at least 1 (``defaultFilmstripFrameCount``).
  ///   - columns: How many pictures a row holds, at least 1 (``defaultFilmstripColumns``).
  ///   - output: Where to write.
  /// - Throws: ``OutputError`` when writing fails.
  /// - Complexity: O(`count` · *n*) for *n* elements a frame.
  public static func writeFilmstrip(
    frames: FrameSequence, scenario: String, viewport: CGSize,
    count: Int = defaultFilmstripFrameCount, columns: Int = defaultFilmstripColumns,
    to output: OutputFile
  ) throws {
    let indices = filmstripFrameIndices(frameCount: frames.count, count: max(count, 1))
    let box = region(of: indices.lazy.map { frames[$0] }, viewport: viewport)
    let scale = min(maximumCellWidth / box.width, maximumCellHeight / box.height, 1)
    let cellWidth = (box.width * scale).rounded(.up)
    let cellHeight = (box.height * scale).rounded(.up)
    let columnCount = max(1, min(columns, indices.count))
    let rowCount = max(1, (indices.count + columnCount - 1) / columnCount)
    let width = gap + CGFloat(columnCount) * (cellWidth + gap)
    let height = titleHeight + CGFloat(rowCount) * (cellHeight + captionHeight + gap)
    var buffer: [UInt8] = []
    appendSVGOpening(
      width: width, height: height, viewBox: CGRect(x: 0, y: 0, width: width, height: height),
      to: &buffer)
    buffer.append(contentsOf: "<title>".utf8)
    appendXMLText("\(scenario) filmstrip", to: &buffer)
    buffer.append(contentsOf: "</title>\n<rect class=\"background\"".utf8)
    appendRectAttributes(CGRect(x: 0, y: 0, width: width, height: height), to: &buffer)
    buffer.append(contentsOf: "/>\n<text class=\"title\" x=\"".utf8)
    appendGeometry(gap, to: &buffer)
    buffer.append(contentsOf: "\" y=\"24\">".utf8)
    let fps = DumpNumberFormat.string(frames.fps, decimals: DumpNumberFormat.timeDecimals)
    appendXMLText(
      "\(scenario) · \(indices.count) of \(frames.count) frames at \(fps) fps", to: &buffer)
    buffer.append(contentsOf: "</text>\n".utf8)
    for (position, index) in indices.enumerated() {
      let frame = frames[index]
      let x = gap + CGFloat(position % columnCount) * (cellWidth + gap)
      let y = titleHeight + CGFloat(position / columnCount) * (cellHeight + captionHeight + gap)
      buffer.append(contentsOf: "<g class=\"film-frame\" data-frame-index=\"".utf8)
      DumpNumberFormat.appendInteger(Int64(index), to: &buffer)
      buffer.append(contentsOf: "\" transform=\"translate(".utf8)
      appendGeometry(x, to: &buffer)
      buffer.append(UInt8(ascii: " "))
      appendGeometry(y, to: &buffer)
      buffer.append(contentsOf: ")\">\n<svg".utf8)
      appendRectAttributes(CGRect(x: 0, y: 0, width: cellWidth, height: cellHeight), to: &buffer)
      buffer.append(contentsOf: " viewBox=\"".utf8)
      appendViewBox(box, to: &buffer)
      buffer.append(contentsOf: "\" preserveAspectRatio=\"xMidYMid meet\">\n".utf8)
      appendFrameContent(frame, viewport: viewport, to: &buffer)
      buffer.append(contentsOf: "</svg>\n<text class=\"caption\" x=\"".utf8)
      appendGeometry(cellWidth / 2, to: &buffer)
      buffer.append(contentsOf: "\" y=\"".utf8)
      appendGeometry(cellHeight + 19, to: &buffer)
      buffer.append(contentsOf: "\">".utf8)
      appendXMLText("t = \(fixed(frame.time, decimals: 3)) s · frame \(index)", to: &buffer)
      buffer.append(contentsOf: "</text>\n</g>\n".utf8)
      if buffer.count >= OutputFile.chunkSize {
        try output.write(buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    buffer.append(contentsOf: "</svg>\n".utf8)
    try output.write(buffer)
  }

  //===--- Pieces -------------------------------------------------------------------------===//

  static func appendSVGOpening(
    width: CGFloat, height: CGFloat, viewBox: CGRect, to buffer: inout [UInt8]
  ) {
    buffer.append(contentsOf: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8)
    buffer.append(contentsOf: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"".utf8)
    DumpNumberFormat.appendInteger(Int64(width.rounded(.up)), to: &buffer)
    buffer.append(contentsOf: "\" height=\"".utf8)
    DumpNumberFormat.appendInteger(Int64(height.rounded(.up)), to: &buffer)
    buffer.append(contentsOf: "\" viewBox=\"".utf8)
    appendViewBox(viewBox, to: &buffer)
    buffer.append(contentsOf: "\">\n".utf8)
    buffer.appendASCII(styleSheet)
  }

  /// Appends the content area, the elements and the visible rect of `frame`, in content
  /// coordinates.
  ///
  /// - Complexity: O(*n*) in the number of elements.
  static func appendFrameContent(_ frame: Frame, viewport: CGSize, to buffer: inout [UInt8]) {
    buffer.append(contentsOf: "<rect class=\"content\"".utf8)
    appendRectAttributes(CGRect(origin: .zero, size: frame.contentSize), to: &buffer)
    buffer.append(contentsOf: "/>\n".utf8)
    for element in frame.elements { appendElement(element, to: &buffer) }
    buffer.append(contentsOf: "<rect class=\"visible\"".utf8)
    appendRectAttributes(visibleRect(of: frame, viewport: viewport), to: &buffer)
    buffer.append(contentsOf: "/>\n".utf8)
  }

  /// Appends the opening of an element's group, up to its attributes:
  /// `<g class="cell inserted ghost" data-id="B"` (the category, the change, `ghost` for a ghost;
  /// the id XML-escaped), as the still and the animated pictures both style them.
  ///
  /// - Complexity: O(length of the id).
  static func appendGroupOpening(
    _ element: TrackElement, change: Track.Change, role: Track.Role, to buffer: inout [UInt8]
  ) {
    buffer.append(contentsOf: "<g class=\"".utf8)
    buffer.append(contentsOf: element.category.description.utf8)
    buffer.append(UInt8(ascii: " "))
    buffer.append(contentsOf: change.rawValue.utf8)
    if role == .ghost { buffer.append(contentsOf: " ghost".utf8) }
    buffer.append(contentsOf: "\" data-id=\"".utf8)
    appendXMLText(element.description, to: &buffer)
    buffer.append(UInt8(ascii: "\""))
  }

  /// Appends one element as a labelled group.
  static func appendElement(_ element: FrameElement, to buffer: inout [UInt8]) {
    let attributes = element.attributes
    let id = element.element.description
    appendGroupOpening(element.element, change: element.change, role: element.role, to: &buffer)
    if attributes.isHidden { buffer.append(contentsOf: " visibility=\"hidden\"".utf8) }
    if attributes.alpha != 1 {
      buffer.append(contentsOf: " opacity=\"".utf8)
      appendGeometry(min(max(attributes.alpha, 0), 1), to: &buffer)
      buffer.append(UInt8(ascii: "\""))
    }
    let t = attributes.transform3D
    buffer.append(contentsOf: " transform=\"matrix(".utf8)
    for value in [t.m11, t.m12, t.m21, t.m22] {
      DumpNumberFormat.appendFixed(
        Double(value), decimals: DumpNumberFormat.transformDecimals, to: &buffer)
      buffer.append(UInt8(ascii: " "))
    }
    appendGeometry(attributes.center.x + t.m41, to: &buffer)
    buffer.append(UInt8(ascii: " "))
    appendGeometry(attributes.center.y + t.m42, to: &buffer)
    buffer.append(contentsOf: ")\"><title>".utf8)
    var tooltip = "\(id) (\(element.element.category), \(element.change.rawValue)"
    if element.role == .ghost { tooltip += ", ghost" }
    appendXMLText(tooltip + ")", to: &buffer)
    buffer.append(contentsOf: "</title><rect".utf8)
    let width = max(attributes.size.width, 0)
    let height = max(attributes.size.height, 0)
    appendRectAttributes(
      CGRect(x: -width / 2, y: -height / 2, width: width, height: height), to: &buffer)
    buffer.append(contentsOf: "/><text class=\"label\" font-size=\"".utf8)
    appendGeometry(min(max(min(width, height) / 4, 8), 16), to: &buffer)
    buffer.append(contentsOf: "\">".utf8)
    appendXMLText(id, to: &buffer)
    buffer.append(contentsOf: "</text></g>\n".utf8)
  }

  static func appendRectAttributes(_ rect: CGRect, to buffer: inout [UInt8]) {
    buffer.append(contentsOf: " x=\"".utf8)
    appendGeometry(rect.minX, to: &buffer)
    buffer.append(contentsOf: "\" y=\"".utf8)
    appendGeometry(rect.minY, to: &buffer)
    buffer.append(contentsOf: "\" width=\"".utf8)
    appendGeometry(rect.width, to: &buffer)
    buffer.append(contentsOf: "\" height=\"".utf8)
    appendGeometry(rect.height, to: &buffer)
    buffer.append(UInt8(ascii: "\""))
  }

  private static func appendViewBox(_ rect: CGRect, to buffer: inout [UInt8]) {
    appendGeometry(rect.minX, to: &buffer)
    buffer.append(UInt8(ascii: " "))
    appendGeometry(rect.minY, to: &buffer)
    buffer.append(UInt8(ascii: " "))
    appendGeometry(rect.width, to: &buffer)
    buffer.append(UInt8(ascii: " "))
    appendGeometry(rect.height, to: &buffer)
  }

  @inline(__always)
  private static func appendGeometry(_ value: CGFloat, to buffer: inout [UInt8]) {
    DumpNumberFormat.appendFixed(
      Double(value), decimals: DumpNumberFormat.geometryDecimals, to: &buffer)
  }

  /// Appends `text` with XML's five special characters escaped.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func appendXMLText(_ text: String, to buffer: inout [UInt8]) {
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "&"): buffer.append(contentsOf: "&amp;".utf8)
      case UInt8(ascii: "<"): buffer.append(contentsOf: "&lt;".utf8)
      case UInt8(ascii: ">"): buffer.append(contentsOf: "&gt;".utf8)
      case UInt8(ascii: "\""): buffer.append(contentsOf: "&quot;".utf8)
      case UInt8(ascii: "'"): buffer.append(contentsOf: "&#39;".utf8)
      case 0x00..<0x20 where byte != 0x09 && byte != 0x0A && byte != 0x0D:
        buffer.append(contentsOf: "\u{FFFD}".utf8)  // not allowed in XML 1.0
      default: buffer.append(byte)
      }
    }
  }

  /// `value` with exactly `decimals` decimal places (`0.100`), for captions.
  static func fixed(_ value: Double, decimals: Int) -> String {
    var text = DumpNumberFormat.string(value, decimals: decimals)
    let point = text.firstIndex(of: ".")
    let present = point.map { text.distance(from: $0, to: text.endIndex) - 1 } ?? 0
    if decimals > 0 {
      if point == nil { text += "." }
      text += String(repeating: "0", count: decimals - present)
    }
    return text
  }
}

extension FrameDumpFormat {
  /// SVG pictures (`svg`): a picture per frame into a folder, or, to a file or standard output,
  /// the filmstrip of ``FrameDumpFormat/Replay/filmstripFrames`` frames.
  public static let svg = FrameDumpFormat(name: "svg", fileExtension: "svg", writesPictures: true) {
    replay, file in
    try SVGExport.writeFilmstrip(
      frames: replay.sampled, scenario: replay.run.scenario.name,
      viewport: replay.run.scenario.viewport, count: replay.filmstripFrames, to: file)
  }
}

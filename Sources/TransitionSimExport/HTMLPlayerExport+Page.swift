import Foundation
import TransitionSimEngine
import TransitionSimScenario

//===--- The page around the frames: its head and its tail ------------------------------------===//

extension HTMLPlayerExport {
  /// Appends the page up to the frame data: the document head, the controls, the stage, the
  /// inspector and the opening of the embedded JSON.
  ///
  /// - Complexity: O(1) beyond the scenario's name.
  static func appendHead(_ header: FrameDumpHeader, to buffer: inout [UInt8]) {
    let lastIndex = max(header.frameCount - 1, 0)
    func text(_ string: String) { buffer.append(contentsOf: string.utf8) }
    text(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
    SVGExport.appendXMLText(header.scenario, to: &buffer)
    buffer.appendASCII(" — TransitionSim player</title>\n")
    buffer.appendASCII(styleSheet)
    text(
      "</head>\n<body>\n<header>\n<button id=\"play\" type=\"button\">Play</button>\n"
        + "<button id=\"prev\" type=\"button\" title=\"Previous frame (←)\">◀</button>\n"
        + "<button id=\"next\" type=\"button\" title=\"Next frame (→)\">▶</button>\n"
        + "<input id=\"scrubber\" type=\"range\" min=\"0\" max=\"")
    DumpNumberFormat.appendInteger(Int64(lastIndex), to: &buffer)
    text(
      "\" value=\"0\" step=\"1\" aria-label=\"Frame\">\n"
        + "<span>frame <span id=\"frame-index\">0</span> / ")
    DumpNumberFormat.appendInteger(Int64(lastIndex), to: &buffer)
    text(
      "</span>\n<span id=\"time\">t = 0.000 s</span>\n<label>speed <select id=\"speed\">"
        + "<option value=\"0.25\">0.25×</option><option value=\"0.5\">0.5×</option>"
        + "<option value=\"1\" selected>1×</option><option value=\"2\">2×</option>"
        + "</select></label>\n</header>\n<main>\n<div id=\"scroller\"><div id=\"stage\">"
        + "<div id=\"content\"></div><div id=\"visible\"></div></div></div>\n"
        + "<aside id=\"inspector\"><h2>")
    SVGExport.appendXMLText(header.scenario, to: &buffer)
    text(
      "</h2><p id=\"hint\">Point at an element to see its attributes.</p>"
        + "<dl id=\"attributes\"></dl></aside>\n</main>\n"
        + "<script id=\"frame-data\" type=\"application/json\">\n{\"format\": ")
    appendScriptJSONString("transition-sim-player", to: &buffer)
    buffer.appendASCII(", \"version\": 1, \"scenario\": ")
    appendScriptJSONString(header.scenario, to: &buffer)
    buffer.appendASCII(", \"fps\": ")
    DumpNumberFormat.appendFixed(
      header.fps, decimals: DumpNumberFormat.timeDecimals, to: &buffer)
    buffer.appendASCII(", \"viewport\": ")
    FrameDumpJSON.appendPair(header.viewport.width, header.viewport.height, to: &buffer)
    buffer.appendASCII(", \"frameCount\": ")
    DumpNumberFormat.appendInteger(Int64(header.frameCount), to: &buffer)
    buffer.appendASCII(",\n\"frames\": [")

  }

  /// Appends one frame's row: its time, content offset, content size and elements, each element
  /// by its index in `elements` (added there when new).
  ///
  /// - Complexity: O(*k*) for the frame's *k* elements.
  static func appendFrame(
    _ frame: Frame, elements: inout PlayerElements, to buffer: inout [UInt8]
  ) {
    DumpNumberFormat.appendFixed(frame.time, decimals: DumpNumberFormat.timeDecimals, to: &buffer)
    buffer.append(UInt8(ascii: ","))
    appendCompactPair(frame.contentOffset.x, frame.contentOffset.y, to: &buffer)
    buffer.append(UInt8(ascii: ","))
    appendCompactPair(frame.contentSize.width, frame.contentSize.height, to: &buffer)
    buffer.appendASCII(",[")
    for (position, element) in frame.elements.enumerated() {
      let index = elements.index(of: element)
      if position > 0 { buffer.append(UInt8(ascii: ",")) }
      appendRow(element, index: index, to: &buffer)
    }
    buffer.appendASCII("]]")
  }

  /// Appends the page after the frame data: the element table, the change names, the region
  /// every frame fits in (the viewport with a margin when there is no frame), and the script.
  ///
  /// - Complexity: O(*e*) in the distinct elements.
  static func appendTail(
    elements: PlayerElements, region: CGRect?, header: FrameDumpHeader,
    to buffer: inout [UInt8]
  ) {
    buffer.appendASCII("\n],\n\"elements\": [")
    for (index, element) in elements.distinct.enumerated() {
      buffer.appendASCII(index == 0 ? "\n[" : ",\n[")
      appendScriptJSONString(element.id, to: &buffer)
      buffer.append(UInt8(ascii: ","))
      appendScriptJSONString(element.category.description, to: &buffer)
      buffer.append(UInt8(ascii: ","))
      if let kind = element.kind {
        appendScriptJSONString(kind, to: &buffer)
      } else {
        buffer.appendASCII("null")
      }
      buffer.appendASCII(element.role == .ghost ? ",\"ghost\"]" : ",\"element\"]")
    }
    buffer.appendASCII("\n],\n\"changes\": [")
    for (index, change) in Track.Change.allCases.enumerated() {
      if index > 0 { buffer.appendASCII(", ") }
      appendScriptJSONString(change.rawValue, to: &buffer)
    }
    let box =
      region
      ?? CGRect(origin: .zero, size: header.viewport).insetBy(
        dx: -SVGExport.margin, dy: -SVGExport.margin)
    buffer.appendASCII("],\n\"region\": [")
    for (index, value) in [box.minX, box.minY, box.width, box.height].enumerated() {
      if index > 0 { buffer.appendASCII(", ") }
      FrameDumpJSON.appendGeometry(value, to: &buffer)
    }
    buffer.appendASCII("]}\n</script>\n<script>\n")
    buffer.appendASCII(script)
    buffer.appendASCII("</script>\n</body>\n</html>\n")
  }
}

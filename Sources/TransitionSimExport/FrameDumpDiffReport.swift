import Foundation
import TransitionSimEngine
import TransitionSimScenario

/// A self-contained HTML report comparing two frame dumps: the reference and the actual replay
/// side by side and overlaid, in step, with one scrubber; the elements that differ outlined in
/// red; and a table of each differing element's largest deviation per attribute with the frame
/// where it happens.
///
/// Elements are matched by id and role, as ``FrameDumpDiff`` matches them, frame by frame (the
/// frames the two dumps share). The attributes compared are `x`, `y`, `width`, `height` (of the
/// untransformed frame), `alpha`, `zIndex`, `hidden` (0 or 1), `transform` (the largest entry
/// difference) and `presence` (1 when the element is in one dump only). The page has no external
/// resources; its bytes depend only on the two dumps and the tolerance.
public enum FrameDumpDiffReport {
  /// One element's largest deviation of one attribute.
  public struct Deviation: Hashable, Sendable {
    /// The element: `B`, or `H~ghost` for a ghost (id and role, as matched).
    public var element: String
    /// The attribute: `x`, `y`, `width`, `height`, `alpha`, `zIndex`, `hidden`, `transform` or
    /// `presence`.
    public var attribute: String
    /// The largest absolute difference over the frames.
    public var amount: Double
    /// The index of the first frame where the largest difference happens.
    public var frame: Int
  }

  /// The attributes compared, in the table's order.
  public static let attributes = [
    "x", "y", "width", "height", "alpha", "zIndex", "hidden", "transform", "presence",
  ]

  /// Each element's largest deviation beyond `tolerance` per attribute, sorted by element then
  /// attribute order.
  ///
  /// - Complexity: O(total elements × log of a frame's elements).
  public static func deviations(
    _ reference: FrameDumpFile, _ actual: FrameDumpFile, tolerance: Double
  ) -> [Deviation] {
    var largest: [String: Deviation] = [:]
    for index in 0..<min(reference.frames.count, actual.frames.count) {
      let left = FrameDumpDiff.elements(of: reference.frames[index])
      let right = FrameDumpDiff.elements(of: actual.frames[index])
      for key in Set(left.keys).union(right.keys) {
        for (attribute, amount) in differences(left[key], right[key]) where amount > tolerance {
          let id = key + "\u{0}" + attribute
          if let known = largest[id], known.amount >= amount { continue }
          largest[id] = Deviation(
            element: key, attribute: attribute, amount: amount, frame: index)
        }
      }
    }
    return largest.values.sorted {
      $0.element != $1.element
        ? $0.element < $1.element
        : (attributes.firstIndex(of: $0.attribute) ?? 0)
          < (attributes.firstIndex(of: $1.attribute) ?? 0)
    }
  }

  /// Writes the report to `output` and commits it.
  ///
  /// - Throws: ``OutputError`` when writing fails.
  /// - Complexity: O(total elements).
  public static func write(
    reference: FrameDumpFile, actual: FrameDumpFile, tolerance: Double, to output: OutputFile
  ) throws {
    try output.write(html(reference: reference, actual: actual, tolerance: tolerance))
    try output.commit()
  }

  /// The report's HTML.
  ///
  /// - Complexity: O(total elements).
  public static func html(
    reference: FrameDumpFile, actual: FrameDumpFile, tolerance: Double
  ) -> String {
    let found = deviations(reference, actual, tolerance: tolerance)
    let differing = Array(Set(found.map(\.element))).sorted()
    var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>"
    page += escape(name(of: reference)) + " — TransitionSim diff</title>\n" + styleSheet
    page += "</head>\n<body>\n<header><button id=\"play\" type=\"button\">Play</button>"
    page += "<input type=\"range\" id=\"scrubber\" min=\"0\" max=\""
    page += "\(max(min(reference.frames.count, actual.frames.count) - 1, 0))\" value=\"0\">"
    page += "<span>frame <span id=\"frame-index\">0</span></span></header>\n<main>\n"
    for (id, title) in [("reference", "Reference"), ("actual", "Actual"), ("overlay", "Overlay")] {
      page += "<section><h2>\(title)</h2><div class=\"stage\" id=\"\(id)\"></div></section>\n"
    }
    page += "</main>\n<h2>Differences</h2>\n"
    let elements = differing.count == 1 ? "element differs" : "elements differ"
    page += "<p>\(differing.count) \(elements) beyond \(number(tolerance)).</p>\n"
    page += "<table id=\"deviations\">\n<tr><th>element</th>"
    page += attributes.map { "<th>\($0)</th>" }.joined() + "</tr>\n"
    for element in differing {
      page += "<tr class=\"differs\"><td>\(escape(element))</td>"
      for attribute in attributes {
        let cell = found.first { $0.element == element && $0.attribute == attribute }
        page += cell.map { "<td>\(number($0.amount)) at frame \($0.frame)</td>" } ?? "<td></td>"
      }
      page += "</tr>\n"
    }
    page += "</table>\n<script id=\"diff-data\" type=\"application/json\">"
    page += "{\"differing\": [" + differing.map(jsonString).joined(separator: ", ") + "], "
    page += "\"reference\": " + frameData(reference) + ", \"actual\": " + frameData(actual)
    page += "}</script>\n<script>\n" + script + "</script>\n</body>\n</html>\n"
    return page
  }

  /// `[[[key, x, y, width, height, alpha], …], …]`: every frame's elements.
  private static func frameData(_ dump: FrameDumpFile) -> String {
    let frames = dump.frames.map { frame in
      let rows = FrameDumpDiff.elements(of: frame).sorted { $0.key < $1.key }.map { key, element in
        let box = numbers(element["frame"])
        let values =
          (0..<4).map { box.indices.contains($0) ? box[$0] : 0 }
          + [numbers(element["alpha"]).first ?? 1]
        return "[" + ([jsonString(key)] + values.map(number)).joined(separator: ",") + "]"
      }
      return "[" + rows.joined(separator: ",") + "]"
    }
    return "[" + frames.joined(separator: ",\n") + "]"
  }

  /// The absolute difference of each attribute of one element in two dumps.
  private static func differences(_ a: JSONValue?, _ b: JSONValue?) -> [(String, Double)] {
    guard let a, let b else { return [("presence", 1)] }
    let (left, right) = (numbers(a["frame"]), numbers(b["frame"]))
    var result: [(String, Double)] = []
    for (offset, name) in ["x", "y", "width", "height"].enumerated() {
      result.append((name, difference(left.dropFirst(offset).first, right.dropFirst(offset).first)))
    }
    for name in ["alpha", "zIndex", "hidden"] {
      result.append((name, difference(numbers(a[name]).first, numbers(b[name]).first)))
    }
    let (m, n) = (numbers(a["transform"]), numbers(b["transform"]))
    let identity = (0..<16).map { $0 % 5 == 0 ? 1.0 : 0.0 }
    let (p, q) = (m.isEmpty ? identity : m, n.isEmpty ? identity : n)
    result.append(
      ("transform", p.count == q.count ? zip(p, q).map { abs($0 - $1) }.max() ?? 0 : 1))
    return result
  }

  private static func difference(_ a: Double?, _ b: Double?) -> Double {
    switch (a, b) {
    case (let x?, let y?): return abs(x - y)
    case (nil, nil): return 0
    default: return 1
    }
  }

  /// The numbers in a value, flattened: `[16, 20, 100, 100]`; `true` is 1.
  private static func numbers(_ value: JSONValue?) -> [Double] {
    switch value?.kind {
    case .number(let number): return [number]
    case .bool(let bool): return [bool ? 1 : 0]
    case .array(let list): return list.flatMap { numbers($0) }
    default: return []
    }
  }

  private static func name(of dump: FrameDumpFile) -> String {
    if case .string(let name) = dump.header["scenario"]?.kind { return name }
    return dump.path
  }

  private static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    return abs(value) < 9e11
      ? DumpNumberFormat.string(value, decimals: 4) : String(format: "%.0f", value)
  }

  private static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  /// A JSON string literal safe inside `<script>`: `<` is written `\u003c`.
  private static func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "<": result += "\\u003c"
      case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  private static let styleSheet = """
    <style>
    body{margin:0;font:14px/1.4 sans-serif;color:#1b1b1b;background:#fafafa}
    header{position:sticky;top:0;z-index:1;display:flex;gap:8px;align-items:center;\
    padding:8px 12px;background:#fff;border-bottom:1px solid #ddd}
    #scrubber{flex:1 1 240px}
    main{display:flex;flex-wrap:wrap;gap:12px;padding:12px;align-items:flex-start}
    h2{font-size:15px;margin:8px 12px}
    .stage{position:relative;overflow:hidden;background:#f3f3f3;outline:1px solid #c9c9c9}
    .el{position:absolute;box-sizing:border-box;font-size:11px;overflow:hidden;\
    background:#d6e6fb;border:1.5px solid #2f6fd6}
    .el.actual{background:#fde3bb;border-color:#c77800}
    #overlay .el{background:transparent}
    .el.differs{outline:3px solid #d0021b}
    table{border-collapse:collapse;margin:0 12px 12px}
    td,th{border:1px solid #ccc;padding:2px 6px;font-variant-numeric:tabular-nums}
    </style>

    """

  private static let script = """
    const data = JSON.parse(document.getElementById("diff-data").textContent);
    const differing = new Set(data.differing);
    const count = Math.min(data.reference.length, data.actual.length);
    const scrubber = document.getElementById("scrubber");
    let bounds = [1, 1];
    for (const side of [data.reference, data.actual]) for (const frame of side) for (const r of frame) {
      bounds = [Math.max(bounds[0], r[1] + r[3]), Math.max(bounds[1], r[2] + r[4])];
    }
    const scale = Math.min(1, 360 / bounds[0]);
    function draw(stage, rows, cls) {
      for (const r of rows) {
        const el = document.createElement("div");
        el.className = "el " + cls + (differing.has(r[0]) ? " differs" : "");
        el.dataset.id = r[0];
        el.textContent = r[0];
        el.style.cssText = "left:" + r[1] * scale + "px;top:" + r[2] * scale + "px;width:" +
          r[3] * scale + "px;height:" + r[4] * scale + "px;opacity:" + r[5];
        stage.appendChild(el);
      }
    }
    function show(index) {
      for (const id of ["reference", "actual", "overlay"]) {
        const stage = document.getElementById(id);
        stage.textContent = "";
        stage.style.width = bounds[0] * scale + "px";
        stage.style.height = bounds[1] * scale + "px";
      }
      draw(document.getElementById("reference"), data.reference[index] || [], "reference");
      draw(document.getElementById("actual"), data.actual[index] || [], "actual");
      draw(document.getElementById("overlay"), data.reference[index] || [], "reference");
      draw(document.getElementById("overlay"), data.actual[index] || [], "actual");
      document.getElementById("frame-index").textContent = index;
      scrubber.value = index;
    }
    let timer = null;
    document.getElementById("play").onclick = function () {
      if (timer) { clearInterval(timer); timer = null; this.textContent = "Play"; return; }
      this.textContent = "Pause";
      timer = setInterval(() => show((Number(scrubber.value) + 1) % Math.max(count, 1)), 1000 / 30);
    };
    scrubber.oninput = () => show(Number(scrubber.value));
    show(0);

    """
}

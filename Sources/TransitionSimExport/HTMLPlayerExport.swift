import Foundation
import TransitionSimEngine
import TransitionSimScenario

/// A self-contained HTML page that plays the frames back: a timeline scrubber, play/pause,
/// frame stepping, speed control, labelled elements, and the attributes of the element under
/// the pointer.
///
/// **Self-contained.** Styles and script are inline; there are no external fonts, scripts,
/// images or network requests, so the file works offline from `file://`.
///
/// **Controls.** Play/Pause (or the space bar), ◀ and ▶ (or the left and right arrow keys) to step
/// one frame, the scrubber (`<input type="range" id="scrubber">`) to seek, and a speed menu
/// (0.25×, 0.5×, 1×, 2×). Pointing at an element shows its attributes in the side panel. The
/// page opens at the frame named by the URL fragment `#frame=12` (and follows later changes of
/// the fragment); stepping and scrubbing write the fragment back, so a URL names a frame.
///
/// **DOM.** The stage (`#stage`) is the picture's region in content coordinates
/// (`SVGExport.region(of:viewport:)` of a sequence); each element of the frame on
/// screen is an absolutely positioned `<div class="el cell moved" data-id="L"
/// data-role="element" data-frame="x,y,w,h">` in drawing order, with its untransformed frame in
/// `data-frame` (content coordinates, the numbers of the JSON dump), its opacity, and its
/// transform as CSS `matrix3d` about its center (UIKit's anchor). Elements not in the current
/// frame keep their `<div>` with the `hidden` attribute. The current frame's index is the text
/// of `#frame-index`; `#visible` outlines the visible rect.
///
/// **Embedded frames.** The frames are one JSON document in `<script id="frame-data"
/// type="application/json">`: `{"format": "transition-sim-player", "version": 1, "scenario",
/// "fps", "viewport": [w, h], "frameCount", "frames", "elements", "changes", "region": [x, y, w,
/// h]}`. Each frame is `[time, [offsetX, offsetY], [contentWidth, contentHeight], rows]` and
/// each row `[element, x, y, width, height, alpha, zIndex, hidden (0 or 1), change]`, followed
/// by the 16 transform entries row by row when the transform is not the identity; `element`
/// indexes `elements` (`[id, category, kind or null, role]`) and `change` indexes `changes`.
/// Numbers use `DumpNumberFormat`'s precisions. Because every frame is embedded, the file's
/// size grows with frames × elements (about 50 bytes a row); writing stops with
/// ``HTMLPlayerExportError/tooLarge(limit:bytes:frame:frameCount:)`` once the frame data passes
/// ``defaultMaximumFrameDataBytes`` (50 MB), which a browser still loads comfortably.
public enum HTMLPlayerExport {
  /// The largest frame data the player embeds unless told otherwise: 50 MB.
  public static let defaultMaximumFrameDataBytes = 50_000_000

  /// Writes the player for `frames`, streaming frame by frame.
  ///
  /// - Parameters:
  ///   - header: The frame dump's header (scenario, fps, viewport, frame count).
  ///   - frames: The frames, in order; `header.frameCount` of them.
  ///   - maximumFrameDataBytes: The most bytes of frame data to embed.
  ///   - output: Where to write.
  /// - Throws: ``HTMLPlayerExportError`` when the frame data passes the limit (abort `output`
  ///   so that no partial file remains), ``OutputError`` when writing fails.
  /// - Complexity: O(total elements); memory holds one frame and the table of distinct elements.
  public static func write(
    header: FrameDumpHeader, frames: some Sequence<Frame>,
    maximumFrameDataBytes: Int = defaultMaximumFrameDataBytes, to output: OutputFile
  ) throws {
    var buffer: [UInt8] = []
    appendHead(header, to: &buffer)
    var elements = PlayerElements()
    var region: CGRect?
    var frameDataBytes = 0
    var first = true
    for frame in frames {
      let start = buffer.count
      buffer.appendASCII(first ? "\n[" : ",\n[")
      first = false
      appendFrame(frame, elements: &elements, to: &buffer)
      let frameRegion = SVGExport.region(of: frame, viewport: header.viewport)
      region = region.map { $0.union(frameRegion) } ?? frameRegion
      frameDataBytes += buffer.count - start
      guard frameDataBytes <= maximumFrameDataBytes else {
        throw HTMLPlayerExportError.tooLarge(
          limit: maximumFrameDataBytes, bytes: frameDataBytes, frame: frame.index,
          frameCount: header.frameCount)
      }
      if buffer.count >= OutputFile.chunkSize {
        try output.write(buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    appendTail(elements: elements, region: region, header: header, to: &buffer)
    try output.write(buffer)
  }

  /// One entry of the embedded element table.
  struct PlayerElement: Hashable {
    var id: String
    var category: ElementCategory
    var kind: String?
    var role: Track.Role
  }

  /// The distinct elements of a player, in order of first appearance, and each frame element's
  /// index among them.
  struct PlayerElements {
    private(set) var distinct: [PlayerElement] = []
    private var indexes: [PlayerElement: Int] = [:]
    /// Each identity's index, so that later rows of an identity skip building and hashing its
    /// key.
    private var rows = IdentityMemo<Int>()

    /// The index of `element` among ``distinct``, appending it when it is new.
    ///
    /// - Complexity: O(1) amortized, besides building and hashing the key on an identity's first
    ///   row (O(*t*) when starting over on a table of *t* identities).
    mutating func index(of element: FrameElement) -> Int {
      let slot = rows.slot(of: element)?.index
      if let slot, let known = rows[slot] { return known }
      let label = element.label
      let key = PlayerElement(
        id: label.element.description, category: label.element.category,
        kind: label.element.kind, role: label.role)
      let index: Int
      if let known = indexes[key] {
        index = known
      } else {
        index = distinct.count
        indexes[key] = index
        distinct.append(key)
      }
      if let slot { rows[slot] = index }
      return index
    }
  }

  /// Appends one element row: `[element, x, y, w, h, alpha, zIndex, hidden, change, m11…m44?]`.
  static func appendRow(_ element: FrameElement, index: Int, to buffer: inout [UInt8]) {
    let attributes = element.attributes
    let frame = attributes.frame
    buffer.append(UInt8(ascii: "["))
    DumpNumberFormat.appendInteger(Int64(index), to: &buffer)
    func geometry(_ value: CGFloat) {
      buffer.append(UInt8(ascii: ","))
      DumpNumberFormat.appendFixed(
        Double(value), decimals: DumpNumberFormat.geometryDecimals, to: &buffer)
    }
    geometry(frame.origin.x)
    geometry(frame.origin.y)
    geometry(frame.size.width)
    geometry(frame.size.height)
    geometry(attributes.alpha)
    buffer.append(UInt8(ascii: ","))
    DumpNumberFormat.appendInteger(Int64(attributes.zIndex), to: &buffer)
    buffer.appendASCII(attributes.isHidden ? ",1," : ",0,")
    let change = Track.Change.allCases.firstIndex(of: element.change) ?? 0
    DumpNumberFormat.appendInteger(Int64(change), to: &buffer)
    let t = attributes.transform3D
    if !t.isIdentity {
      for value in [
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
        t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
      ] {
        buffer.append(UInt8(ascii: ","))
        DumpNumberFormat.appendFixed(
          Double(value), decimals: DumpNumberFormat.transformDecimals, to: &buffer)
      }
    }
    buffer.append(UInt8(ascii: "]"))
  }

  static func appendCompactPair(_ a: CGFloat, _ b: CGFloat, to buffer: inout [UInt8]) {
    buffer.append(UInt8(ascii: "["))
    FrameDumpJSON.appendGeometry(a, to: &buffer)
    buffer.append(UInt8(ascii: ","))
    FrameDumpJSON.appendGeometry(b, to: &buffer)
    buffer.append(UInt8(ascii: "]"))
  }

  /// A JSON string that is also safe inside a `<script>` element: `<`, `>` and `&` are written
  /// as `\u003c`, `\u003e` and `\u0026`, so no text can close the element.
  static func appendScriptJSONString(_ text: String, to buffer: inout [UInt8]) {
    var json: [UInt8] = []
    DumpNumberFormat.appendJSONString(text, to: &json)
    for byte in json {
      switch byte {
      case UInt8(ascii: "<"): buffer.appendASCII("\\u003c")
      case UInt8(ascii: ">"): buffer.appendASCII("\\u003e")
      case UInt8(ascii: "&"): buffer.appendASCII("\\u0026")
      default: buffer.append(byte)
      }
    }
  }

  static let styleSheet: StaticString = """
    <style>
    body{margin:0;font:14px/1.4 sans-serif;color:#1b1b1b;background:#fafafa}
    header{position:sticky;top:0;z-index:1;display:flex;flex-wrap:wrap;gap:8px;align-items:center;\
    padding:8px 12px;background:#fff;border-bottom:1px solid #ddd}
    header button{min-width:3em}
    #scrubber{flex:1 1 240px}
    #time,#frame-index{font-variant-numeric:tabular-nums}
    main{display:flex;gap:12px;padding:12px;align-items:flex-start}
    #scroller{flex:1;overflow:auto;border:1px solid #ddd;background:#fff;\
    max-height:calc(100vh - 96px)}
    #stage{position:relative;overflow:hidden}
    #content{position:absolute;background:#f3f3f3;outline:1px solid #c9c9c9}
    #visible{position:absolute;box-sizing:border-box;border:2px solid #d0021b;\
    pointer-events:none;z-index:2147483647}
    .el{position:absolute;box-sizing:border-box;display:flex;align-items:center;\
    justify-content:center;overflow:hidden;white-space:nowrap;font-size:12px}
    .el[hidden]{display:none}
    .el.is-hidden{visibility:hidden}
    .el.cell{background:#d6e6fb;border:1.5px solid #2f6fd6}
    .el.cell.inserted{background:#c9efc9}
    .el.cell.deleted{background:#f7c8c8}
    .el.cell.moved{background:#e3d5f8}
    .el.cell.reloaded{background:#fde3bb}
    .el.supplementary{background:#fff4cc;border:1.5px dashed #c77800}
    .el.decoration{background:#ececec;border:1.5px dotted #7a7a7a}
    .el.ghost{border-style:dotted}
    .el.hovered{outline:2px solid #111}
    aside{width:280px;flex:none;background:#fff;border:1px solid #ddd;padding:8px 12px}
    aside h2{font-size:16px;margin:4px 0 8px}
    aside dl{display:grid;grid-template-columns:auto 1fr;gap:2px 10px;margin:0}
    aside dt{color:#666}
    aside dd{margin:0;font-variant-numeric:tabular-nums;word-break:break-all}
    </style>

    """

  static let script: StaticString = """
    (function () {
      'use strict';
      var data = JSON.parse(document.getElementById('frame-data').textContent);
      var frames = data.frames, elements = data.elements, changes = data.changes;
      var region = data.region;
      var stage = document.getElementById('stage');
      var content = document.getElementById('content');
      var visible = document.getElementById('visible');
      var scrubber = document.getElementById('scrubber');
      var indexText = document.getElementById('frame-index');
      var timeText = document.getElementById('time');
      var playButton = document.getElementById('play');
      var speedMenu = document.getElementById('speed');
      var list = document.getElementById('attributes');
      var hint = document.getElementById('hint');
      var views = [];
      var current = -1, hovered = -1, playing = false, speed = 1;
      var clockTime = 0, clockWall = 0;
      stage.style.width = region[2] + 'px';
      stage.style.height = region[3] + 'px';

      function place(node, x, y, w, h) {
        node.style.left = (x - region[0]) + 'px';
        node.style.top = (y - region[1]) + 'px';
        node.style.width = Math.max(w, 0) + 'px';
        node.style.height = Math.max(h, 0) + 'px';
      }
      function view(index) {
        var node = views[index];
        if (node) { return node; }
        var element = elements[index];
        node = document.createElement('div');
        node.setAttribute('data-id', element[0]);
        node.setAttribute('data-role', element[3]);
        node.setAttribute('data-index', String(index));
        var label = document.createElement('span');
        label.className = 'label';
        label.textContent = element[0];
        node.appendChild(label);
        stage.insertBefore(node, visible);
        views[index] = node;
        return node;
      }
      function clamp(index) {
        if (!(index >= 0)) { return 0; }
        return Math.min(Math.floor(index), frames.length - 1);
      }
      function render(index) {
        index = clamp(index);
        current = index;
        var frame = frames[index], rows = frame[3], shown = [];
        for (var k = 0; k < rows.length; k += 1) {
          var row = rows[k], element = elements[row[0]], node = view(row[0]);
          shown[row[0]] = true;
          node.className = 'el ' + element[1] + ' ' + changes[row[8]] +
            (element[3] === 'ghost' ? ' ghost' : '') + (row[7] ? ' is-hidden' : '') +
            (row[0] === hovered ? ' hovered' : '');
          node.setAttribute('data-frame', row[1] + ',' + row[2] + ',' + row[3] + ',' + row[4]);
          node.setAttribute('data-change', changes[row[8]]);
          place(node, row[1], row[2], row[3], row[4]);
          node.style.opacity = String(row[5]);
          node.style.zIndex = String(k + 1);
          node.style.transform = row.length > 9 ? 'matrix3d(' + row.slice(9).join(',') + ')' : '';
          node.hidden = false;
        }
        for (var i = 0; i < views.length; i += 1) {
          if (views[i] && !shown[i]) { views[i].hidden = true; }
        }
        place(content, 0, 0, frame[2][0], frame[2][1]);
        place(visible, frame[1][0], frame[1][1], data.viewport[0], data.viewport[1]);
        indexText.textContent = String(index);
        timeText.textContent = 't = ' + frame[0].toFixed(3) + ' s';
        scrubber.value = String(index);
        inspect();
      }
      function rowOf(index) {
        var rows = frames[current][3];
        for (var k = 0; k < rows.length; k += 1) { if (rows[k][0] === index) { return rows[k]; } }
        return null;
      }
      function inspect() {
        var row = hovered >= 0 ? rowOf(hovered) : null;
        list.textContent = '';
        hint.hidden = row !== null;
        if (!row) { return; }
        var element = elements[row[0]];
        var entries = [
          ['id', element[0]], ['category', element[1]], ['kind', element[2] || '—'],
          ['role', element[3]], ['change', changes[row[8]]],
          ['frame', row.slice(1, 5).join(', ')],
          ['center', (row[1] + row[3] / 2) + ', ' + (row[2] + row[4] / 2)],
          ['alpha', String(row[5])], ['zIndex', String(row[6])],
          ['hidden', row[7] ? 'true' : 'false'],
          ['transform', row.length > 9 ? row.slice(9).join(', ') : 'identity']
        ];
        for (var k = 0; k < entries.length; k += 1) {
          var term = document.createElement('dt'), value = document.createElement('dd');
          term.textContent = entries[k][0];
          value.textContent = entries[k][1];
          list.appendChild(term);
          list.appendChild(value);
        }
      }
      function writeHash() {
        try { history.replaceState(null, '', '#frame=' + current); } catch (error) { }
      }
      function hashFrame() {
        var match = /(?:^#|&)frame=(\\d+)/.exec(location.hash);
        return match ? parseInt(match[1], 10) : null;
      }
      function indexAt(time) {
        var low = 0, high = frames.length - 1;
        while (low < high) {
          var middle = (low + high + 1) >> 1;
          if (frames[middle][0] <= time + 1e-9) { low = middle; } else { high = middle - 1; }
        }
        return low;
      }
      function now() { return window.performance ? performance.now() : Date.now(); }
      function tick() {
        if (!playing) { return; }
        var time = clockTime + (now() - clockWall) / 1000 * speed;
        var index = indexAt(time);
        render(index);
        if (index >= frames.length - 1) { pause(); return; }
        window.requestAnimationFrame(tick);
      }
      function play() {
        if (frames.length < 2) { return; }
        if (current >= frames.length - 1) { render(0); }
        playing = true;
        clockTime = frames[current][0];
        clockWall = now();
        playButton.textContent = 'Pause';
        window.requestAnimationFrame(tick);
      }
      function pause() {
        if (!playing) { return; }
        playing = false;
        playButton.textContent = 'Play';
        writeHash();
      }
      function step(delta) {
        pause();
        render(current + delta);
        writeHash();
      }
      function toggle() {
        if (playing) { pause(); } else { play(); }
      }
      playButton.addEventListener('click', toggle);
      document.getElementById('prev').addEventListener('click', function () { step(-1); });
      document.getElementById('next').addEventListener('click', function () { step(1); });
      scrubber.addEventListener('input', function () {
        pause();
        render(parseInt(scrubber.value, 10));
        writeHash();
      });
      speedMenu.addEventListener('change', function () {
        if (playing) {
          clockTime = clockTime + (now() - clockWall) / 1000 * speed;
          clockWall = now();
        }
        speed = parseFloat(speedMenu.value) || 1;
      });
      document.addEventListener('keydown', function (event) {
        if (event.target === scrubber || event.target === speedMenu) { return; }
        if (event.key === 'ArrowLeft') { step(-1); event.preventDefault(); }
        else if (event.key === 'ArrowRight') { step(1); event.preventDefault(); }
        else if (event.key === ' ') { toggle(); event.preventDefault(); }
      });
      stage.addEventListener('mousemove', function (event) {
        var target = event.target.closest ? event.target.closest('.el') : null;
        var index = target ? parseInt(target.getAttribute('data-index'), 10) : -1;
        if (index === hovered) { return; }
        if (hovered >= 0 && views[hovered]) { views[hovered].classList.remove('hovered'); }
        hovered = index;
        if (target) { target.classList.add('hovered'); }
        inspect();
      });
      window.addEventListener('hashchange', function () {
        var index = hashFrame();
        if (index !== null) { pause(); render(index); }
      });
      var initial = hashFrame();
      render(initial === null ? 0 : initial);
    })();

    """
}

extension FrameDumpFormat {
  /// A self-contained HTML player (`html`, `.html`), within
  /// ``HTMLPlayerExport/defaultMaximumFrameDataBytes`` of frame data.
  public static let html = FrameDumpFormat(name: "html", fileExtension: "html") { replay, file in
    try HTMLPlayerExport.write(header: replay.header, frames: replay.frames, to: file)
  }
}

import Foundation

/// How failure messages print numbers, geometry, elements, moments and tables.
///
/// Numbers have at most 4 decimals with trailing zeros dropped (0.62, 100, 0.0833), differences
/// down to a millionth (0.00004), times 3 decimals (0.117 s). Everything is deterministic.
enum MessageFormat {
  /// `0.62`, `100`, `NaN`, `infinity`.
  static func number(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
    return DumpNumberFormat.string(value, decimals: 4)
  }

  /// A number as a CGFloat.
  static func number(_ value: CGFloat) -> String { number(Double(value)) }

  /// A difference or tolerance: 4 decimals, or 6 for a small non-zero value.
  static func amount(_ value: Double) -> String {
    if value.isFinite && value != 0 && abs(value) < 0.001 {
      return DumpNumberFormat.string(value, decimals: 6)
    }
    return number(value)
  }

  /// Seconds with 3 decimals: `0.117`.
  static func time(_ value: Double) -> String {
    value.isFinite ? DumpNumberFormat.string(value, decimals: 3) : number(value)
  }

  /// `(10, 20)`.
  static func point(_ point: CGPoint) -> String { "(\(number(point.x)), \(number(point.y)))" }

  /// `100 × 50`.
  static func size(_ size: CGSize) -> String { "\(number(size.width)) × \(number(size.height))" }

  /// `(x, y, width, height)`: `(10, 20, 100, 50)`.
  static func rect(_ rect: CGRect) -> String {
    "("
      + [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(number)
      .joined(separator: ", ") + ")"
  }

  /// `identity`, or the 16 entries row by row.
  static func transform(_ transform: Transform3D) -> String {
    if transform.isIdentity { return "identity" }
    return "[" + transformEntries(transform).map(number).joined(separator: ", ") + "]"
  }

  /// The 16 entries of a transform, row by row.
  static func transformEntries(_ t: Transform3D) -> [CGFloat] {
    [
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
      t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
    ]
  }

  /// `[0,2]`.
  static func indexPath(_ path: IndexPath) -> String {
    "[" + path.map(String.init).joined(separator: ",") + "]"
  }

  /// `item "C" [0,2]`, `cell [0,2]`, `supplementary view Header [1,0]`,
  /// `decoration view Background [0,0]`, `ghost of item "C" [0,2]`.
  static func name(_ element: TrackElement, role: Track.Role = .element) -> String {
    let path = indexPath(element.indexPath)
    var name: String
    switch element.category {
    case .cell:
      name = element.itemIdentifier.map { "item \"\($0)\" \(path)" } ?? "cell \(path)"
    case .supplementaryView:
      name = "supplementary view \(element.kind ?? "") \(path)"
    case .decorationView:
      name = "decoration view \(element.kind ?? "") \(path)"
    }
    if role == .ghost { name = "ghost of " + name }
    return name
  }

  /// The name of a view shown in a frame.
  static func name(_ view: FrameElement) -> String { name(view.element, role: view.role) }

  /// The text with its first letter in upper case, to start a sentence.
  static func sentence(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }

  /// `at frame 7 (t = 0.117 s)`.
  static func frameLocation(_ index: Int, time: Double) -> String {
    "at frame \(index) (t = \(self.time(time)) s)"
  }

  /// `a, b and c`, or the first `limit` names and `and 9 more`.
  static func list(_ names: [String], limit: Int = 8) -> String {
    if names.isEmpty { return "nothing" }
    if names.count > limit {
      return names.prefix(limit).joined(separator: ", ") + " and \(names.count - limit) more"
    }
    if names.count == 1 { return names[0] }
    return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
  }

  /// A table indented by two spaces, columns aligned, the `marked` row flagged with `→`.
  ///
  /// ```
  ///     frame  time     alpha
  ///     6      0.1 s    0.55
  ///   → 7      0.117 s  0.62
  /// ```
  static func table(header: [String], rows: [[String]], marked: Int?) -> String {
    let all = [header] + rows
    let columns = all.map(\.count).max() ?? 0
    var widths = Array(repeating: 0, count: columns)
    for row in all {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    func render(_ row: [String], mark: String) -> String {
      var line = "  " + mark
      for (index, cell) in row.enumerated() {
        let isLast = index == row.count - 1
        line += isLast ? cell : cell + String(repeating: " ", count: widths[index] - cell.count + 2)
      }
      return line
    }
    var lines = [render(header, mark: "  ")]
    for (index, row) in rows.enumerated() {
      lines.append(render(row, mark: index == marked ? "→ " : "  "))
    }
    return lines.joined(separator: "\n")
  }
}

/// A failed check: its message, thrown inside a `verify…` function and returned from it.
struct VerificationFailure: Error {
  /// The failure message.
  var message: String

  init(_ message: String) { self.message = message }
}

/// Runs a check that throws ``VerificationFailure`` or returns a message; any other error becomes
/// a message too.
func verifying(_ check: () throws -> String?) -> String? {
  do {
    return try check()
  } catch let failure as VerificationFailure {
    return failure.message
  } catch {
    return "The animation could not be sampled: \(error)"
  }
}

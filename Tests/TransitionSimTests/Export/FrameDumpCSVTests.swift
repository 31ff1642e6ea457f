import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// A small RFC 4180 reader, independent of the writer: records of fields, quoted fields with
/// doubled quotes, commas and line breaks inside quotes, LF or CRLF record ends.
func readCSV(_ text: String) -> [[String]] {
  var records: [[String]] = []
  var record: [String] = []
  var field = ""
  var inQuotes = false
  var characters = Array(text.unicodeScalars)[...]
  while let character = characters.popFirst() {
    if inQuotes {
      if character == "\"" {
        if characters.first == "\"" {
          field.unicodeScalars.append("\"")
          characters.removeFirst()
        } else {
          inQuotes = false
        }
      } else {
        field.unicodeScalars.append(character)
      }
      continue
    }
    switch character {
    case "\"": inQuotes = true
    case ",":
      record.append(field)
      field = ""
    case "\r": break
    case "\n":
      record.append(field)
      records.append(record)
      record = []
      field = ""
    default: field.unicodeScalars.append(character)
    }
  }
  if !field.isEmpty || !record.isEmpty {
    record.append(field)
    records.append(record)
  }
  return records
}

@Suite struct FrameDumpCSVTests {
  @Test func theGoldenScenarioMatchesItsGoldenFile() throws {
    let run = try goldenRun()
    let bytes = try rendered { try FrameDumpCSV.write(frames: try run.frames(), to: $0) }
    try expectGolden(bytes, named: "golden.csv")
  }

  @Test func theHeaderNamesThirtyFourColumns() {
    var buffer: [UInt8] = []
    FrameDumpCSV.appendHeader(to: &buffer)
    #expect(
      String(decoding: buffer, as: UTF8.self)
        == "frame,time,id,category,kind,section,item,change,role,x,y,width,height,centerX,"
        + "centerY,alpha,zIndex,hidden,m11,m12,m13,m14,m21,m22,m23,m24,m31,m32,m33,m34,m41,m42,"
        + "m43,m44\n")
    #expect(FrameDumpCSV.columns.count == 34)
  }

  @Test(arguments: [
    ("plain", "plain"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""),
    ("two\nlines", "\"two\nlines\""), ("cr\r", "\"cr\r\""), ("", ""), ("é ü", "é ü"),
  ])
  func fieldsAreQuotedOnlyWhenRFC4180RequiresIt(text: String, expected: String) {
    var buffer: [UInt8] = []
    FrameDumpCSV.appendField(text, to: &buffer)
    #expect(String(decoding: buffer, as: UTF8.self) == expected)
  }

  /// Control characters other than CR and LF are never written raw (a NUL ends a C string):
  /// each becomes `\u` and four hex digits, inside quotes only when quoting is needed anyway.
  @Test(arguments: [
    ("a\u{0}b", "a\\u0000b"), ("tab\tx", "tab\\u0009x"), ("del\u{7F}", "del\\u007f"),
    ("\u{1B}[K, \u{0}", "\"\\u001b[K, \\u0000\""),
  ])
  func controlCharactersAreEscaped(text: String, expected: String) {
    var buffer: [UInt8] = []
    FrameDumpCSV.appendField(text, to: &buffer)
    #expect(!buffer.contains { $0 < 0x20 && $0 != 0x0A && $0 != 0x0D })
    #expect(String(decoding: buffer, as: UTF8.self) == expected)
  }

  /// Reads the CSV back with an independent reader and compares every row with the frames.
  func checkRoundTrip(_ frames: FrameSequence) throws {
    let bytes = try rendered { try FrameDumpCSV.write(frames: frames, to: $0) }
    let records = readCSV(String(decoding: bytes, as: UTF8.self))
    #expect(records.first == FrameDumpCSV.columns)
    var rows = records.dropFirst()[...]
    for frame in frames {
      for element in frame.elements {
        let next = rows.popFirst()
        let row = try #require(next)
        try #require(row.count == 34)
        let attributes = element.attributes
        #expect(Int(row[0]) == frame.index)
        #expect(agree(try #require(Double(row[1])), frame.time, decimals: 6))
        #expect(row[2] == element.element.description)
        #expect(row[3] == element.element.category.description)
        #expect(row[4] == (element.element.kind ?? ""))
        #expect(Int(row[5]) == attributes.indexPath.first)
        #expect(Int(row[6]) == attributes.indexPath.dropFirst().first)
        #expect(row[7] == element.change.rawValue)
        #expect(row[8] == (element.role == .ghost ? "ghost" : "element"))
        let geometry = [
          attributes.frame.minX, attributes.frame.minY, attributes.frame.width,
          attributes.frame.height, attributes.center.x, attributes.center.y, attributes.alpha,
        ]
        for (offset, value) in geometry.enumerated() {
          let field = row[9 + offset]
          #expect(
            agree(try #require(Double(field)), Double(value), decimals: 4),
            "column \(FrameDumpCSV.columns[9 + offset]) of \(element.element) at \(frame.index)")
        }
        #expect(Int(row[16]) == attributes.zIndex)
        #expect(row[17] == (attributes.isHidden ? "true" : "false"))
        let t = attributes.transform3D
        let entries = [
          t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
          t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ]
        for (offset, value) in entries.enumerated() {
          #expect(agree(try #require(Double(row[18 + offset])), Double(value), decimals: 6))
        }
      }
    }
    #expect(rows.isEmpty, "no rows beyond the frames' elements")
  }

  @Test func theGoldenScenarioReadsBackAsItsFrames() throws {
    try checkRoundTrip(try goldenRun().frames())
  }

  @Test func everyKindOfElementReadsBackAsItsFrames() throws {
    let frames = FrameSampler.standard.frames(of: try syntheticTransition())
    try checkRoundTrip(frames)
    // The quoted identifier really was quoted.
    let bytes = try rendered { try FrameDumpCSV.write(frames: frames, to: $0) }
    #expect(String(decoding: bytes, as: UTF8.self).contains(",\"say \"\"hi\"\", ok\",cell,"))
    #expect(!bytes.contains(0x0D), "lines end with LF only")
  }

  @Test func theTransformOfARotatedElementIsWrittenRowByRow() throws {
    let frames = FrameSampler.standard.frames(of: try syntheticTransition())
    let bytes = try rendered { try FrameDumpCSV.write(frames: frames, to: $0) }
    let records = readCSV(String(decoding: bytes, as: UTF8.self))
    let last = try #require(records.last { $0[0] == String(frames.lastIndex) && $0[2] == "S" })
    // Rotation by 60° after scaling by (0.5, 2): m11 = 0.5 cos 60°, m12 = 0.5 sin 60°,
    // m21 = −2 sin 60°, m22 = 2 cos 60°.
    let expected = [0.25, 0.433013, 0, 0, -1.732051, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
    #expect(last[18...].compactMap(Double.init) == expected)
  }
}

import Foundation

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// A decoded PNG: 8-bit RGB or RGBA, not interlaced (what Chromium's `--screenshot` writes),
  /// for the browser tests to measure what was drawn.
  ///
  /// The decoder is written here from the PNG specification (chunks, the five row filters) and
  /// RFC 1950/1951 (the zlib stream and DEFLATE: stored, fixed and dynamic Huffman blocks), so the
  /// tests need no image library.
  struct PNGImage {
    struct Failure: Error, CustomStringConvertible {
      var description: String
    }

    var width: Int
    var height: Int
    /// Bytes per pixel: 3 (RGB) or 4 (RGBA).
    var channels: Int
    /// The rows, top to bottom, `width × channels` bytes each.
    var pixels: [UInt8]

    /// The red, green and blue of the pixel at column `x`, row `y`.
    func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
      let offset = (y * width + x) * channels
      return (Int(pixels[offset]), Int(pixels[offset + 1]), Int(pixels[offset + 2]))
    }

    /// An image built in memory: `width` × `height` pixels of `channels` bytes (3 or 4), row by
    /// row, top to bottom (for tests that draw their own pictures).
    init(width: Int, height: Int, channels: Int, pixels: [UInt8]) {
      precondition(pixels.count == width * height * channels, "the pixels do not fill the image")
      self.width = width
      self.height = height
      self.channels = channels
      self.pixels = pixels
    }

    /// Decodes `bytes`.
    ///
    /// - Throws: ``Failure`` for anything but an 8-bit, non-interlaced RGB or RGBA PNG, or a
    ///   damaged one.
    init(_ bytes: [UInt8]) throws {
      guard bytes.count > 8, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
        throw Failure(description: "not a PNG")
      }
      func bigEndian(_ offset: Int) -> Int {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      }
      var position = 8
      var compressed: [UInt8] = []
      var header: [UInt8] = []
      while position + 8 <= bytes.count {
        let length = bigEndian(position)
        let type = String(decoding: bytes[position + 4..<position + 8], as: UTF8.self)
        guard position + 12 + length <= bytes.count else { throw Failure(description: "truncated") }
        let data = bytes[position + 8..<position + 8 + length]
        if type == "IHDR" { header = Array(data) }
        if type == "IDAT" { compressed += data }
        position += 12 + length
      }
      guard header.count == 13 else { throw Failure(description: "no IHDR") }
      width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
      height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
      guard header[8] == 8, header[9] == 2 || header[9] == 6, header[12] == 0 else {
        throw Failure(description: "only 8-bit RGB or RGBA, not interlaced, is read")
      }
      channels = header[9] == 2 ? 3 : 4
      guard compressed.count > 2 else { throw Failure(description: "no image data") }
      var reader = BitReader(bytes: compressed, position: 2)  // after the zlib header
      let raw = try reader.inflate()
      pixels = try Self.unfilter(raw, width: width, height: height, channels: channels)
    }

    /// Undoes each row's filter (none, sub, up, average, Paeth).
    private static func unfilter(
      _ raw: [UInt8], width: Int, height: Int, channels: Int
    ) throws -> [UInt8] {
      let stride = width * channels
      guard raw.count >= height * (stride + 1) else { throw Failure(description: "short data") }
      var pixels = [UInt8](repeating: 0, count: height * stride)
      for row in 0..<height {
        let filter = raw[row * (stride + 1)]
        let source = row * (stride + 1) + 1
        let target = row * stride
        for column in 0..<stride {
          let left = column >= channels ? Int(pixels[target + column - channels]) : 0
          let up = row > 0 ? Int(pixels[target - stride + column]) : 0
          let corner =
            row > 0 && column >= channels ? Int(pixels[target - stride + column - channels]) : 0
          let predictor: Int
          switch filter {
          case 0: predictor = 0
          case 1: predictor = left
          case 2: predictor = up
          case 3: predictor = (left + up) / 2
          case 4:
            let estimate = left + up - corner
            let (a, b, c) = (abs(estimate - left), abs(estimate - up), abs(estimate - corner))
            predictor = a <= b && a <= c ? left : b <= c ? up : corner
          default: throw Failure(description: "unknown filter \(filter)")
          }
          pixels[target + column] = UInt8((Int(raw[source + column]) + predictor) & 0xFF)
        }
      }
      return pixels
    }
  }

  /// A DEFLATE stream read bit by bit, least significant bit first (RFC 1951 §3.1.1).
  private struct BitReader {
    var bytes: [UInt8]
    var position: Int
    var bit = 0

    mutating func bits(_ count: Int) throws -> Int {
      var value = 0
      for index in 0..<count {
        guard position < bytes.count else { throw PNGImage.Failure(description: "inflate: end") }
        value |= Int((bytes[position] >> UInt8(bit)) & 1) << index
        bit += 1
        if bit == 8 {
          bit = 0
          position += 1
        }
      }
      return value
    }

    /// A canonical Huffman code: how many codes have each length, and the symbols in code order.
    struct Huffman {
      var counts = [Int](repeating: 0, count: 16)
      var symbols: [Int] = []

      init(lengths: [Int]) {
        for length in lengths { counts[length] += 1 }
        counts[0] = 0
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
        symbols = [Int](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
          symbols[offsets[length]] = symbol
          offsets[length] += 1
        }
      }
    }

    /// The next symbol of `code`: the code's bits arrive most significant first.
    mutating func decode(_ code: Huffman) throws -> Int {
      var value = 0
      var first = 0
      var index = 0
      for length in 1..<16 {
        value |= try bits(1)
        let count = code.counts[length]
        if value - first < count { return code.symbols[index + value - first] }
        index += count
        first = (first + count) << 1
        value <<= 1
      }
      throw PNGImage.Failure(description: "inflate: bad code")
    }

    static let lengthBase = [
      3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
      131, 163, 195, 227, 258,
    ]
    static let lengthExtra = [
      0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    static let distanceBase = [
      1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
      2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtra = [
      0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
      13,
    ]

    /// The whole stream, block after block.
    mutating func inflate() throws -> [UInt8] {
      var output: [UInt8] = []
      var last = 0
      while last == 0 {
        last = try bits(1)
        switch try bits(2) {
        case 0:
          if bit > 0 {
            bit = 0
            position += 1
          }
          guard position + 4 <= bytes.count else { throw PNGImage.Failure(description: "stored") }
          let length = Int(bytes[position]) | Int(bytes[position + 1]) << 8
          position += 4
          guard position + length <= bytes.count else {
            throw PNGImage.Failure(description: "stored")
          }
          output += bytes[position..<position + length]
          position += length
        case 1:
          let literals = Huffman(
            lengths: Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112)
              + Array(repeating: 7, count: 24) + Array(repeating: 8, count: 8))
          let distances = Huffman(lengths: Array(repeating: 5, count: 30))
          try inflateBlock(literals, distances, into: &output)
        case 2:
          let (literals, distances) = try dynamicCodes()
          try inflateBlock(literals, distances, into: &output)
        default:
          throw PNGImage.Failure(description: "inflate: bad block type")
        }
      }
      return output
    }

    /// The literal/length and distance codes of a dynamic block (RFC 1951 §3.2.7).
    mutating func dynamicCodes() throws -> (Huffman, Huffman) {
      let literalCount = try bits(5) + 257
      let distanceCount = try bits(5) + 1
      let lengthCount = try bits(4) + 4
      let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
      var codeLengths = [Int](repeating: 0, count: 19)
      for index in 0..<lengthCount { codeLengths[order[index]] = try bits(3) }
      let lengthCode = Huffman(lengths: codeLengths)
      var lengths: [Int] = []
      while lengths.count < literalCount + distanceCount {
        let symbol = try decode(lengthCode)
        switch symbol {
        case 0..<16: lengths.append(symbol)
        case 16:
          guard let previous = lengths.last else { throw PNGImage.Failure(description: "repeat") }
          lengths += Array(repeating: previous, count: 3 + (try bits(2)))
        case 17: lengths += Array(repeating: 0, count: 3 + (try bits(3)))
        default: lengths += Array(repeating: 0, count: 11 + (try bits(7)))
        }
      }
      return (
        Huffman(lengths: Array(lengths[0..<literalCount])),
        Huffman(lengths: Array(lengths[literalCount..<literalCount + distanceCount]))
      )
    }

    /// One compressed block: literals, and copies of earlier output, until the end code.
    mutating func inflateBlock(
      _ literals: Huffman, _ distances: Huffman, into output: inout [UInt8]
    ) throws {
      while true {
        let symbol = try decode(literals)
        if symbol < 256 {
          output.append(UInt8(symbol))
        } else if symbol == 256 {
          return
        } else {
          let index = symbol - 257
          guard index < Self.lengthBase.count else { throw PNGImage.Failure(description: "length") }
          let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
          let code = try decode(distances)
          guard code < Self.distanceBase.count else { throw PNGImage.Failure(description: "dist") }
          let distance = Self.distanceBase[code] + (try bits(Self.distanceExtra[code]))
          guard distance <= output.count else { throw PNGImage.Failure(description: "distance") }
          let start = output.count - distance
          for offset in 0..<length { output.append(output[start + offset]) }
        }
      }
    }
  }

#endif  // os(macOS) || os(Linux)

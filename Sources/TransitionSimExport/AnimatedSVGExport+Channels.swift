import Foundation
import TransitionSimEngine
import TransitionSimScenario

/// Something an animated SVG follows frame by frame — a view's drawn state, or the content
/// offset — as the channels of numbers it writes, each of which may be spline-timed.
///
/// - Complexity: Each requirement O(1).
protocol AnimatedSVGValue: Equatable {
  /// How many channels the value has.
  static var channelCount: Int { get }
  /// The numbers of `channel` (one or two).
  func numbers(_ channel: Int) -> AnimatedSVGExport.Numbers
  /// `numbers` of `channel` as written.
  static func text(_ channel: Int, _ numbers: AnimatedSVGExport.Numbers) -> String
  /// `visible`, or `hidden` when the value is shown but not painted.
  var visibility: String { get }
}

extension AnimatedSVGValue {
  /// The value's `channel` as written.
  ///
  /// - Complexity: O(1).
  func text(_ channel: Int) -> String { Self.text(channel, numbers(channel)) }
}

extension AnimatedSVGExport {
  /// The one or two numbers of a channel.
  ///
  /// - Complexity: O(1) to store.
  struct Numbers: Equatable {
    var first: Double
    var second: Double?

    /// The numbers `first` and, for a channel of two, `second`.
    ///
    /// - Complexity: O(1).
    init(_ first: Double, _ second: Double? = nil) {
      self.first = first
      self.second = second
    }

    /// The largest change of a number from `self` to `other`.
    ///
    /// - Complexity: O(1).
    func change(to other: Numbers) -> Double {
      max(abs(other.first - first), abs((other.second ?? 0) - (second ?? 0)))
    }
  }

  /// A view's channels, in the order ``Sample`` lists them: what the group's opacity and
  /// transform, its rectangle and its label are animated by.
  ///
  /// - Complexity: O(1) to store.
  enum ElementChannel: Int, CaseIterable {
    case opacity, translate, rotate, skewX, scale, x, y, width, height, fontSize
  }

  /// Two numbers written as geometry, one channel each: the content offset (the visible
  /// rect's `x` and `y`, which may be spline-timed) or the content size (the content's `width`
  /// and `height`).
  ///
  /// - Complexity: O(1) to store.
  struct PlanarValue: AnimatedSVGValue {
    var first: Double
    var second: Double

    /// A content offset's `x` and `y`.
    ///
    /// - Complexity: O(1).
    init(_ point: CGPoint) {
      first = Double(point.x)
      second = Double(point.y)
    }

    /// A content size's `width` and `height`.
    ///
    /// - Complexity: O(1).
    init(_ size: CGSize) {
      first = Double(size.width)
      second = Double(size.height)
    }

    static var channelCount: Int { 2 }

    /// - Complexity: O(1).
    func numbers(_ channel: Int) -> Numbers { Numbers(channel == 0 ? first : second) }

    /// - Complexity: O(1).
    static func text(_ channel: Int, _ numbers: Numbers) -> String { geometry(numbers.first) }

    /// Always shown.
    var visibility: String { "visible" }
  }
}

extension AnimatedSVGExport.Sample: AnimatedSVGValue {
  static var channelCount: Int { AnimatedSVGExport.ElementChannel.allCases.count }

  /// The numbers of ``AnimatedSVGExport/ElementChannel`` `channel`.
  ///
  /// - Complexity: O(1).
  func numbers(_ channel: Int) -> AnimatedSVGExport.Numbers {
    typealias Numbers = AnimatedSVGExport.Numbers
    switch AnimatedSVGExport.ElementChannel(rawValue: channel) {
    case .opacity: return Numbers(opacity)
    case .translate: return Numbers(x, y)
    case .rotate: return Numbers(rotation)
    case .skewX: return Numbers(skew)
    case .scale: return Numbers(scaleX, scaleY)
    case .x: return Numbers(left)
    case .y: return Numbers(top)
    case .width: return Numbers(width)
    case .height: return Numbers(height)
    case .fontSize, nil: return Numbers(fontSize)
    }
  }

  /// Geometry with 4 decimals; a scale's two numbers with 6; a translation's two with 4.
  ///
  /// - Complexity: O(1).
  static func text(_ channel: Int, _ numbers: AnimatedSVGExport.Numbers) -> String {
    let geometry = AnimatedSVGExport.geometry
    switch AnimatedSVGExport.ElementChannel(rawValue: channel) {
    case .translate: return "\(geometry(numbers.first)) \(geometry(numbers.second ?? 0))"
    case .scale:
      let scale = AnimatedSVGExport.scale
      return "\(scale(numbers.first)) \(scale(numbers.second ?? 0))"
    default: return geometry(numbers.first)
    }
  }

  /// Whether the view is painted: shown in the frame and not hidden.
  var visibility: String { isHidden ? "hidden" : "visible" }
}

import Foundation

extension CGRect {
  /// The rectangle as Core Graphics prints it on Apple platforms, `(0.0, 0.0, 10.0, 10.0)`
  /// (origin, then size): an error message reads the same on every platform, where string
  /// interpolation of a `CGRect` differs between Apple's Core Graphics and Linux's Foundation.
  package var messageText: String {
    "(\(origin.x), \(origin.y), \(size.width), \(size.height))"
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the tool asks of the terminal its output goes to: whether a stream is one, and how wide
/// it is.
///
/// Colour and progress lines are for people at a terminal only: output into a pipe or a file stays
/// byte for byte the same whatever terminal the tool was started from.
package enum Terminal {
  /// The file descriptor of standard output.
  package static let standardOutput: Int32 = 1
  /// The file descriptor of standard error.
  package static let standardError: Int32 = 2

  /// Whether `descriptor` is a terminal (`isatty(3)`).
  package static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  /// The width in columns of the terminal `descriptor` is, or `nil` when it is not a terminal
  /// or does not say (`ioctl(TIOCGWINSZ)`).
  package static func columns(_ descriptor: Int32) -> Int? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// The value of the environment variable `name`, or `nil` when it is not set.
  package static func environment(_ name: String) -> String? {
    ProcessInfo.processInfo.environment[name]
  }
}

import TransitionSimEngine

/// The app, for the one setting layouts read from it: UIKit's `UIApplication`, headless.
///
/// `UIApplication.shared.userInterfaceLayoutDirection` is left to right until a test sets it;
/// a layout that mirrors itself in a right-to-left language reads it as in UIKit. The setting is
/// shared by the whole process, as UIKit's is: tests that change it do not run in parallel with
/// tests that read it.
public final class UIApplication: @unchecked Sendable {
  /// The app.
  public static let shared = UIApplication()

  private let lock = NSLock()
  private var direction: UIUserInterfaceLayoutDirection = .leftToRight

  private init() {}

  /// The direction of the app's language; `.leftToRight` until set.
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    get { locked(lock) { direction } }
    set { locked(lock) { direction = newValue } }
  }
}

/// The screen, for the sizes layouts read from it: UIKit's `UIScreen`, headless.
///
/// `UIScreen.main` is a 393 × 852-point screen at 3× (an iPhone 15's) until a test sets another;
/// the setting is shared by the whole process, as the device's screen is.
public final class UIScreen: @unchecked Sendable {
  /// The device's screen.
  public static let main = UIScreen()

  private let lock = NSLock()
  private var storedBounds = CGRect(x: 0, y: 0, width: 393, height: 852)
  private var storedScale: CGFloat = 3

  private init() {}

  /// The screen's bounds, in points.
  public var bounds: CGRect {
    get { locked(lock) { storedBounds } }
    set { locked(lock) { storedBounds = newValue } }
  }

  /// Pixels per point.
  public var scale: CGFloat {
    get { locked(lock) { storedScale } }
    set { locked(lock) { storedScale = newValue } }
  }
}

/// `body`'s result, run holding `lock` (NSLocking's own `withLock` is macOS 14 / iOS 17).
private func locked<T>(_ lock: NSLock, _ body: () -> T) -> T {
  lock.lock()
  defer { lock.unlock() }
  return body()
}

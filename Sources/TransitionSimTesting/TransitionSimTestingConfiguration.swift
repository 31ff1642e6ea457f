import Foundation

/// How golden frame dumps are recorded, and where failing dumps are written.
///
/// The record mode comes, first found first, from the `record:` argument of an assertion, the
/// innermost ``withTransitionSimTesting(record:artifactsDirectory:operation:)`` scope, the
/// `TRANSITIONSIM_RECORD` environment variable (`missing`, `all`, `failed` or `never`), and is
/// otherwise ``Record/missing``. Failing dumps go to the scope's artifacts directory, else
/// `TRANSITIONSIM_ARTIFACTS`, else `transition-sim-artifacts` in the temporary directory.
///
/// The scope is a task-local value, so parallel Swift Testing tests each see their own.
public struct TransitionSimTestingConfiguration: Hashable, Sendable {
  /// When a golden frame dump is written to disk.
  ///
  /// An extensible set of modes: compare with the static members, parse with
  /// ``init(rawValue:)``.
  public struct Record: Hashable, Sendable, CustomStringConvertible {
    private enum Storage: String, Hashable, Sendable {
      case all, failed, missing, never
    }

    private let storage: Storage

    private init(_ storage: Storage) { self.storage = storage }

    /// Records every dump, replacing references, and fails so that the mode is not left on.
    public static let all = Record(.all)
    /// Records a dump that has no reference or does not match it (the test still fails).
    public static let failed = Record(.failed)
    /// Records a dump that has no reference (the test fails once); the default.
    public static let missing = Record(.missing)
    /// Never records: a missing reference is a failure.
    public static let never = Record(.never)

    /// The mode named `rawValue` (`all`, `failed`, `missing` or `never`), or `nil`.
    public init?(rawValue: String) {
      guard let storage = Storage(rawValue: rawValue) else { return nil }
      self.storage = storage
    }

    /// The mode's name, such as `missing`.
    public var rawValue: String { storage.rawValue }

    /// The mode's name.
    public var description: String { rawValue }
  }

  /// The record mode, or `nil` to use the enclosing one.
  public var record: Record?
  /// Where failing dumps are written, or `nil` to use the enclosing one.
  public var artifactsDirectory: URL?

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - record: The record mode, or `nil` to use the enclosing one.
  ///   - artifactsDirectory: Where failing dumps are written, or `nil` to use the enclosing one.
  public init(record: Record? = nil, artifactsDirectory: URL? = nil) {
    self.record = record
    self.artifactsDirectory = artifactsDirectory
  }

  /// The configuration of the current task, set by
  /// ``withTransitionSimTesting(record:artifactsDirectory:operation:)``.
  @TaskLocal public static var current: TransitionSimTestingConfiguration? = nil

  /// The environment variable holding the record mode.
  public static let recordVariable = "TRANSITIONSIM_RECORD"
  /// The environment variable holding the artifacts directory.
  public static let artifactsVariable = "TRANSITIONSIM_ARTIFACTS"

  /// The record mode in force: `explicit`, else the task's, else the environment's, else
  /// ``Record/missing``.
  ///
  /// - Throws: ``VerificationFailure`` when the environment names no mode.
  static func record(
    explicit: Record?, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(VerificationFailure) -> Record {
    if let explicit { return explicit }
    if let scoped = current?.record { return scoped }
    guard let text = environment[recordVariable], !text.isEmpty else { return .missing }
    guard let record = Record(rawValue: text.lowercased()) else {
      throw VerificationFailure(
        "\(recordVariable) is \"\(text)\"; set it to missing, all, failed or never.")
    }
    return record
  }

  /// The directory failing dumps go to: the task's, else the environment's, else
  /// `transition-sim-artifacts` in the temporary directory.
  static func artifactsDirectory(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    if let scoped = current?.artifactsDirectory { return scoped }
    if let path = environment[artifactsVariable], !path.isEmpty {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    return URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
      .appendingPathComponent("transition-sim-artifacts", isDirectory: true)
  }
}

/// Runs `operation` with a record mode and artifacts directory for the golden frame dumps it
/// checks, restoring the enclosing ones afterwards.
///
/// ```swift
/// withTransitionSimTesting(record: .failed) {
///   assertFrames(of: transition, named: "delete")
/// }
/// ```
///
/// - Parameters:
///   - record: The record mode, or `nil` to keep the enclosing one.
///   - artifactsDirectory: Where failing dumps are written, or `nil` to keep the enclosing one.
///   - operation: The code to run.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws.
public func withTransitionSimTesting<Result>(
  record: TransitionSimTestingConfiguration.Record? = nil, artifactsDirectory: URL? = nil,
  operation: () throws -> Result
) rethrows -> Result {
  try TransitionSimTestingConfiguration.$current.withValue(
    scoped(record: record, artifactsDirectory: artifactsDirectory), operation: operation)
}

/// Runs the asynchronous `operation` with a record mode and artifacts directory for the golden
/// frame dumps it checks, restoring the enclosing ones afterwards.
///
/// - Parameters:
///   - record: The record mode, or `nil` to keep the enclosing one.
///   - artifactsDirectory: Where failing dumps are written, or `nil` to keep the enclosing one.
///   - isolation: The actor the operation runs on; the caller's by default.
///   - operation: The code to run.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws.
public func withTransitionSimTesting<Result>(
  record: TransitionSimTestingConfiguration.Record? = nil, artifactsDirectory: URL? = nil,
  isolation: isolated (any Actor)? = #isolation, operation: () async throws -> Result
) async rethrows -> Result {
  try await TransitionSimTestingConfiguration.$current.withValue(
    scoped(record: record, artifactsDirectory: artifactsDirectory), operation: operation,
    isolation: isolation)
}

/// The enclosing configuration with `record` and `artifactsDirectory` where they are given.
private func scoped(
  record: TransitionSimTestingConfiguration.Record?, artifactsDirectory: URL?
) -> TransitionSimTestingConfiguration {
  var configuration = TransitionSimTestingConfiguration.current ?? .init()
  if let record { configuration.record = record }
  if let artifactsDirectory { configuration.artifactsDirectory = artifactsDirectory }
  return configuration
}

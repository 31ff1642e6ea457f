import Foundation
import XCTest

#if canImport(Testing)
  import Testing
#endif

/// Attaches files to the running test, through whichever framework runs it.
///
/// - Swift Testing (`Test.current != nil`) with a Swift 6.2 or later compiler, where attachments
///   are public API: each file is an `Attachment` named after the file, recorded at the caller's
///   source location. `swift test --attachments-path DIR` writes them
///   to `DIR`; Xcode shows them in the test report.
/// - XCTest on Apple platforms: each file is an `XCTAttachment` kept always, added in an
///   activity named "TransitionSim artifacts" (only on the main thread, where XCTest runs
///   synchronous tests; an activity cannot be started elsewhere).
/// - XCTest elsewhere (swift-corelibs-xctest has no attachments): nothing; the failure message
///   gives the files' paths.
///
/// A file that cannot be read is skipped.
///
/// - Complexity: O(total size of the files).
func attachFiles(
  _ files: [URL], fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  AttachmentLog.current?.append(files)
  #if canImport(Testing) && compiler(>=6.2)
    if Test.current != nil {
      let location = SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
      for file in files {
        guard let data = try? Data(contentsOf: file) else { continue }
        Attachment.record([UInt8](data), named: file.lastPathComponent, sourceLocation: location)
      }
      return
    }
  #endif
  #if canImport(ObjectiveC)
    guard Thread.isMainThread else { return }
    MainActor.assumeIsolated {
      XCTContext.runActivity(named: "TransitionSim artifacts") { activity in
        for file in files where FileManager.default.fileExists(atPath: file.path) {
          let attachment = XCTAttachment(contentsOfFile: file)
          attachment.name = file.lastPathComponent
          attachment.lifetime = .keepAlways
          activity.add(attachment)
        }
      }
    }
  #endif
}

/// The files attached in a scope, for the library's own tests: ``attachFiles(_:fileID:filePath:line:column:)``
/// appends to the innermost log set with `AttachmentLog.$current.withValue(…)`.
final class AttachmentLog: @unchecked Sendable {
  /// The log of the running task, if any.
  @TaskLocal static var current: AttachmentLog?

  private let lock = NSLock()
  private var attached: [URL] = []

  /// An empty log.
  init() {}

  /// Every file attached so far, in order.
  var files: [URL] { lock.withLock { attached } }

  /// Adds `files` to the log.
  func append(_ files: [URL]) {
    lock.withLock { attached += files }
  }
}

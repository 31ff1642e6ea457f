import Foundation

//===--- Reporting problems: errors raised and warnings logged by a layout ---------------------===//

extension CollectionViewLayout {
  /// Stops the current layout pass with an error: what a UIKit layout does by raising an exception.
  ///
  /// The collection view operation that triggered the pass throws the first error raised; queries
  /// made after it in the same pass are answered as usual, so a layout need not unwind itself.
  public func raise(_ error: CollectionViewLayoutError) {
    if raisedError == nil { raisedError = error }
  }

  /// Records a warning, as UIKit logs one to the console.
  public func log(_ diagnostic: LayoutDiagnostic) {
    diagnostics.append(diagnostic)
  }

  /// Forgets the warnings logged so far; a layout calls it when it recomputes from scratch.
  public func clearDiagnostics() {
    diagnostics.removeAll(keepingCapacity: true)
  }
}

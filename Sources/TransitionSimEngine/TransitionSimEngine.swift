// The engine re-exports Foundation, as UIKit does: a file that replaces `import UIKit` with
// `import TransitionSim` keeps `CGFloat`, `CGPoint`, `IndexPath`, `URL` and the rest.
@_exported import Foundation

// UIKit's collection-view family under UIKit's own names, on TransitionSim's engine: a file
// written for UIKit compiles into tests with only its import changed.
//
// ```swift
// #if canImport(UIKit)
// import UIKit
// #else
// import TransitionSimUIKit
// #endif
// ```
//
// The engine (and Foundation, as UIKit re-exports it) comes with it, so the engine's values
// (`view.engineView.lastTransition`, frame sampling) are in scope too.
@_exported import TransitionSimEngine

// A stand-in for CoreGraphics in the Apple-platform check (.ci/apple/check): its presence makes
// `canImport(CoreGraphics)` true, as on Apple platforms. The geometry types themselves are
// declared in the checked module by CoreGraphicsSurface.swift (Linux's Foundation declares them
// too, with a Hashable conformance that Apple's have only from macOS 15 / iOS 18).
@_exported import Foundation

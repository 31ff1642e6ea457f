// Compiled into the modules that depend on the engine in the Apple-platform check
// (.ci/apple/check): their geometry names resolve to the Apple surface the checked
// TransitionSimEngine module declares (CoreGraphicsSurface.swift), not to Linux Foundation's
// types. Not shipped.
import TransitionSimEngine

public typealias CGPoint = TransitionSimEngine.CGPoint
public typealias CGSize = TransitionSimEngine.CGSize
public typealias CGRect = TransitionSimEngine.CGRect
public typealias CGVector = TransitionSimEngine.CGVector
public typealias CGRectEdge = TransitionSimEngine.CGRectEdge
public typealias CGAffineTransform = TransitionSimEngine.CGAffineTransform

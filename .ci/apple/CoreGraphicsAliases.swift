// Compiled into the modules that depend on TransitionSim in the Apple-platform check
// (.ci/apple/check): their geometry names resolve to the Apple surface the checked TransitionSim
// module declares (CoreGraphicsSurface.swift), not to Linux Foundation's types. Not shipped.
import TransitionSim

public typealias CGPoint = TransitionSim.CGPoint
public typealias CGSize = TransitionSim.CGSize
public typealias CGRect = TransitionSim.CGRect
public typealias CGVector = TransitionSim.CGVector
public typealias CGRectEdge = TransitionSim.CGRectEdge
public typealias CGAffineTransform = TransitionSim.CGAffineTransform

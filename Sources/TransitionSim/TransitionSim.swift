/// The version of TransitionSim, printed by `transition-sim --version`.
public let transitionSimVersion = "0.1.0"

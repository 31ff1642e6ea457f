// The library users import: the engine, scenarios and export, each a module of its own so that
// the compiler keeps the pipeline one way (see Package.swift), re-exported here as one.
@_exported import TransitionSimEngine
@_exported import TransitionSimExport
@_exported import TransitionSimScenario

/// The version of TransitionSim, printed by `transition-sim --version`.
public let transitionSimVersion = "0.1.0"

@_exported import TransitionSim

// TransitionSimLayouts: the seeds' layouts (CircleLayout, LineLayout, TreeLayout,
// DecoratedFlowLayout, GridLayout) and the LayoutRegistry that names them for scenarios. They are
// written only against TransitionSim's public API, as a user would write them; importing this
// module also imports TransitionSim.
@_exported import TransitionSim

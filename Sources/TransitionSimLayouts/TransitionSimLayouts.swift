// TransitionSimLayouts: the layouts of Apple's WWDC 2012 samples and of the Collection View
// Programming Guide for iOS (CircleLayout, LineLayout, TreeLayout, DecoratedFlowLayout, GridLayout)
// and the LayoutRegistry that names them for scenarios. They are written only against
// TransitionSim's public API, as a user would write them; importing this module also imports
// TransitionSim.
@_exported import TransitionSim

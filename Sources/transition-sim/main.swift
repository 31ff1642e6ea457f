// transition-sim: replay UICollectionView update scenarios headless and deterministic, with the
// built-in layouts. The tool itself is the TransitionSimCLI library, which a tool of your own can
// run with your layouts (see the tool article's "Your own layouts in the tool").
import TransitionSimCLI
import TransitionSimLayouts

TransitionSimCommandLine.main(layouts: .standard)

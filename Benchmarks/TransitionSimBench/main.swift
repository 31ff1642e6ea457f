print("transition-sim-bench")

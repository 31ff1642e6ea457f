print("transition-sim")

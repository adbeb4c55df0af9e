print("transition-lab")

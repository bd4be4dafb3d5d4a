print("attributed")

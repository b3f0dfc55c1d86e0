print("chartnarrate")

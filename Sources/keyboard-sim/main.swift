print("keyboard-sim: the simulator arrives with issue 4")

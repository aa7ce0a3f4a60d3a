"""What the computer players of the two Hall games - the original game (`ai/classic/`) and Thunderstone Advance
(`ai/advance/`) - have alike (systems/hall/ holds what their rules have alike): policy.py, the playout policy's
dispatch by decision."""

"""The original game's computer seats: Easy, Normal and Hard for players, Greedy as the arena's baseline."""

"""What the tables of the games played in a Dungeon Hall of ranks share (the original game, Thunderstone Advance): the
view (`view.HallView`: the Hall, the Village, your area, the players panel, gestures, highlights), the layout, the
drops, the card menus and pile viewers, the prompt panel and the sentences they say alike. Each game adds only its
own parts in `ui/classic/` and `ui/advance/`."""

"""What the two Hall games - the original game (`systems/classic/`) and Thunderstone Advance (`systems/advance/`) -
have alike: a Dungeon Hall of ranks over a Dungeon Deck, a Village of card stacks, the hand as the party. Each
module here serves both games with each game's own data and rules plugged in: cards.py (the card data's common
fields and the compiled card's common facts), positions.py (hand-written positions)."""

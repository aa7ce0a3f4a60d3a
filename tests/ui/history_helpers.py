"""A made-up history of finished games (persistence/history.py) for the Statistics screen's tests and pictures:
three games, computers of every level, people, shared wins, cards bought."""

from __future__ import annotations

from datetime import datetime, timedelta

from thunderstone_gui.persistence.history import DATE_FORMAT, GameEntry, SeatRecord, write_history

CARDS = {"classic": ["Flaming Sword", "Fireball", "Short Sword", "Town Guard", "Lightstone Gem", "Spear"],
         "advance": ["Longsword", "Dancing Sword", "Innkeeper", "Falcon Arbalest"],
         "quest": ["Glowstone Charm", "Field Kit", "Whetstone", "Hooked Blade"]}
SETUPS = {"classic": ["random", "first_game", "army_of_the_undead", "custom"],
          "advance": ["random", "tower_of_corruption"], "quest": ["random", "lantern_road"]}


def sample_entries(games: int = 24, name: str = "Ann", start: datetime | None = None) -> list[GameEntry]:
    """`games` games of `name` (and a few of Bob's), one a day: against Easy, Normal and Hard computers and
    against people, in the three games; won more often as time goes on."""
    start = start or datetime(2024, 3, 1, 18, 30)
    out = []
    levels = ["easy", "normal", "hard", "", "easy", "normal"]
    kinds = ["classic", "classic", "advance", "quest"]
    for k in range(games):
        game = kinds[k % len(kinds)]
        level = levels[k % len(levels)]
        other = SeatRecord(name="Robot" if level else "Bob", level=level)
        seats = (SeatRecord(name=name), other) if k % 3 else (other, SeatRecord(name=name))
        me = next(i for i, s in enumerate(seats) if s.name == name)
        won = (k * 7) % 10 < 3 + k // 5
        scores = [20 + (k * 5) % 23, 18 + (k * 3) % 17]
        scores[me] = max(scores) + 4 if won else min(scores) - 2
        winners = (me,) if won else (1 - me,)
        if k == 5:
            scores[1 - me] = scores[me]
            winners = (0, 1)            # a shared win
        cards = CARDS[game]
        bought = [{cards[(k + j) % len(cards)]: 1 + (k + j) % 3 for j in range(3)}, {cards[0]: 2}]
        out.append(GameEntry(
            id=f"test-{k}", finished_at=(start + timedelta(days=k, minutes=k)).strftime(DATE_FORMAT), game=game,
            setup=SETUPS[game][(k // 4) % len(SETUPS[game])],
            sets=(("base", "wrath") if k % 3 else ("base",)) if game == "classic" else ("towers_of_ruin",)
            if game == "advance" else ("ours",), board="wilderness" if game == "advance" and k % 2 else "",
            seats=seats, scores=tuple(scores),
            winners=winners, turns=20 + k, decisions=200 + 9 * k, bought=tuple(bought if me == 0 else bought[::-1]),
            replay="", lesson=k == 1))
    return out


def write_sample_history(games: int = 24, name: str = "Ann") -> list[GameEntry]:
    entries = sample_entries(games, name)
    write_history(entries)
    return entries

"""The log sentences both Hall games say alike (the original game, Thunderstone Advance): their engines emit these
events with the same meaning. Each game's own table (`ui/classic/log.py`, `ui/advance/log.py`) adds the rest."""

from __future__ import annotations

from typing import Callable

from ...i18n import Message, lazy, lazy_n
from ..sentences import Told, drew

SENTENCES: dict[str, Callable[[Told], Message | None]] = {
    "drew": drew,
    "shuffled": lambda t: lazy_n("{who} shuffles the discard pile ({n} card) into the deck",
                                 "{who} shuffles the discard pile ({n} cards) into the deck", int(t.get("count", 0)),
                                 who=t.who),
    "visited_village": lambda t: lazy("{who} visits the Village with {cards}", who=t.who, cards=t.cards()),
    "entered_dungeon": lambda t: lazy("{who} enters the Dungeon with {cards}", who=t.who, cards=t.cards()),
    "rested": lambda t: lazy("{who} rests", who=t.who),
    "equipped": lambda t: lazy("{who} equips {weapon} to {hero}", who=t.who, weapon=t.name(0), hero=t.name(1)),
    "unequipped": lambda t: lazy("{who} takes {card} off", who=t.who, card=t.name()),
    "attack": lambda t: lazy("{who} attacks {card} in Rank {rank}", who=t.who, card=t.name(),
                             rank=t.get("rank", "?")),
    "breach": lambda t: lazy("Breach! {card} reaches Rank 1", card=t.name()),
    "ended_at_impasse": lambda t: lazy("{who} ends the game: the Dungeon has been stuck for {rounds} rounds",
                                       who=t.who, rounds=t.get("rounds", "?")),
}

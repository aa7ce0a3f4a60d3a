"""A game's statistics for the end-of-game charts, read from its record: per player, the VP and the cards owned by
kind at the end of every turn, battles won and lost by rank, and XP gained and spent over the turns.

The walk is the same for every game (replay the decisions from the start, look at the events of each, take a
snapshot when a turn ends); what a game counts comes from its own module `systems/<game>/stats.py`, which gives:

    KINDS: tuple[str, ...]                      the kinds of card the deck chart stacks, bottom first
    TURN_ENDED: str                             the event kind that ends a turn
    snapshot(state, seat) -> (vp, {kind: n})    a player's VP and owned cards by kind
    count(tally, event) -> None                 battles (tally.battles[seat][rank] = [won, lost]) and XP
                                                (tally.xp_gained / xp_spent[seat]) from one event

and may give, for charts of its own:

    BATTLE_AXIS: str                            what the battles are grouped by: "rank" (default) or "level"
    SERIES: tuple[str, ...]                     more values per player and turn (Quest: "hp", "keys")
    series(state, seat, tally) -> {name: n}     those values at a snapshot (from the state replayed so far or from
                                                the events counted: tally.counters[seat])
    marks(state) -> {name: n}                   a line a series is drawn against (Quest: the Keys needed)

and counts the Wounds a battle costs into tally.wounds[seat][level]. A game without that module has no statistics
(`game_stats` gives None). No pygame here.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING

from .game import apply

if TYPE_CHECKING:
    from .session import Session


@dataclass
class Tally:
    """What the events of a game add up to so far (the game's `count` fills it)."""

    seats: int
    battles: list[dict[int, list[int]]] = field(default_factory=list)     # per seat: rank -> [won, lost]
    xp_gained: list[int] = field(default_factory=list)
    xp_spent: list[int] = field(default_factory=list)
    attacking: list[int] = field(default_factory=list)                    # per seat: the rank attacked now
    wounds: list[dict[int, int]] = field(default_factory=list)            # per seat: rank or level -> Wounds taken
    counters: list[dict[str, int]] = field(default_factory=list)          # per seat: a game's own counts

    def __post_init__(self) -> None:
        self.battles = [{} for _ in range(self.seats)]
        self.xp_gained = [0] * self.seats
        self.xp_spent = [0] * self.seats
        self.attacking = [0] * self.seats
        self.wounds = [{} for _ in range(self.seats)]
        self.counters = [{} for _ in range(self.seats)]

    def battle(self, seat: int, rank: int, won: bool) -> None:
        self.battles[seat].setdefault(rank, [0, 0])[0 if won else 1] += 1


@dataclass
class GameStats:
    """The statistics of one game. `turns[k]` is the turn after which the k-th snapshot was taken (0: the start);
    every per-turn list has one value per snapshot."""

    names: list[str]
    kinds: tuple[str, ...]
    turns: list[int]
    vp: list[list[int]]                          # per seat, per snapshot
    deck: list[list[dict[str, int]]]             # per seat, per snapshot: owned cards by kind
    xp_gained: list[list[int]]                   # per seat, per snapshot: XP gained so far
    xp_spent: list[list[int]]                    # per seat, per snapshot: XP spent so far
    battles: list[dict[int, list[int]]]          # per seat: rank -> [won, lost] over the whole game
    battle_axis: str = "rank"                    # what `battles` is keyed by: "rank" or "level"
    wounds: list[dict[int, int]] = field(default_factory=list)   # per seat: rank/level -> Wounds taken (Quest)
    series: dict[str, list[list[int]]] = field(default_factory=dict)   # name -> per seat, per snapshot
    marks: dict[str, int] = field(default_factory=dict)          # name -> the line a series is drawn against

    @property
    def seats(self) -> int:
        return len(self.names)


def stats_module(game: str) -> ModuleType | None:
    """The game's statistics module, or None when the game has none."""
    try:
        return importlib.import_module(f"thunderstone_gui.systems.{game}.stats")
    except ModuleNotFoundError:
        return None


def game_stats(session: Session, upto: int | None = None) -> GameStats | None:
    """The statistics of the session's first `upto` decisions (all of them by default), or None for a game
    without a statistics module."""
    module = stats_module(session.config.game)
    if module is None:
        return None
    state = session.state_at(0)
    seats = len(session.config.seats)
    tally = Tally(seats)
    result = GameStats([s.name for s in session.config.seats], tuple(module.KINDS), [], [[] for _ in range(seats)],
                       [[] for _ in range(seats)], [[] for _ in range(seats)], [[] for _ in range(seats)],
                       tally.battles, getattr(module, "BATTLE_AXIS", "rank"), tally.wounds)
    names = tuple(getattr(module, "SERIES", ()))
    result.series = {name: [[] for _ in range(seats)] for name in names}
    marks = getattr(module, "marks", None)
    result.marks = dict(marks(state)) if marks is not None else {}

    def snapshot(turn: int) -> None:
        result.turns.append(turn)
        for seat in range(seats):
            vp, kinds = module.snapshot(state, seat)
            result.vp[seat].append(vp)
            result.deck[seat].append({kind: kinds.get(kind, 0) for kind in module.KINDS})
            result.xp_gained[seat].append(tally.xp_gained[seat])
            result.xp_spent[seat].append(tally.xp_spent[seat])
            if names:
                values = module.series(state, seat, tally)
                for name in names:
                    result.series[name][seat].append(values.get(name, 0))

    snapshot(0)
    steps = session.steps if upto is None else session.steps[:upto]
    for step in steps:
        turn = state.turn_number
        events = apply(state, step.action)
        for event in events:
            module.count(tally, event)
        if any(e.kind == module.TURN_ENDED for e in events) or state.result is not None:
            snapshot(turn)
        if state.result is not None:
            break
    return result

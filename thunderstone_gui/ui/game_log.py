"""The game log: engine events turned into sentences a player reads.

Events are redacted for a spectator first (`events.redact(event, -1)`), so the log never names a card from a
hidden draw - the same log is safe to show to every player in pass-and-play.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import NamedTuple, Sequence

from ..engine.events import Event, redact
from ..engine.state import GameState

SKIPPED = frozenset({"hall_changed", "turn_ended", "discarded_hand"})


class LogLine(NamedTuple):
    text: str
    seat: int          # -1: not about one player
    turn: int
    heading: bool = False


def card_list(state: GameState, iids: Sequence[int]) -> str:
    names = Counter(state.cards[i].name for i in iids if 0 <= i < len(state.cards))
    return ", ".join(f"{n} ×{c}" if c > 1 else n for n, c in sorted(names.items()))


def describe_event(state: GameState, event: Event, names: Sequence[str]) -> str | None:
    """One sentence for an event as everyone may see it, or None for events the log leaves out."""
    event = redact(event, -1)
    k = event.kind
    if k in SKIPPED:
        return None
    who = names[event.seat] if 0 <= event.seat < len(names) else ""
    cards = event.cards

    def name(i: int = 0) -> str:
        return state.cards[cards[i]].name if len(cards) > i and 0 <= cards[i] < len(state.cards) else "a card"

    reason = event.get("reason") or ""
    why = f" ({reason})" if reason else ""
    if k == "drew":
        n = event.get("count", len(cards))
        shown = f": {card_list(state, cards)}" if cards else ""
        return f"{who} draws {n} card{'s' if n != 1 else ''}{shown}"
    if k == "shuffled":
        return f"{who} shuffles the discard pile ({event.get('count', 0)} cards) into the deck"
    if k == "visited_village":
        return f"{who} visits the Village with {card_list(state, cards)}"
    if k == "entered_dungeon":
        return f"{who} enters the Dungeon with {card_list(state, cards)}"
    if k == "rested":
        return f"{who} rests"
    if k == "ability_used":
        target = f" on {name(1)}" if len(cards) > 1 else ""
        return f"{who} uses {name()} ({event.get('ability', '')}){target}"
    if k == "bought":
        if event.get("spoils"):
            return f"{who} takes {name()} as Spoils"
        return f"{who} buys {name()} for {event.get('cost', 0)} Gold"
    if k == "levelled_up":
        return f"{who} levels up {name(0)} into {name(1)} ({event.get('xp', 0)} XP)"
    if k == "gained_xp":
        return f"{who} gains {event.get('xp', 0)} XP"
    if k == "equipped":
        return f"{who} equips {name(0)} to {name(1)}"
    if k == "unequipped":
        return f"{who} takes {name()} off"
    if k == "thrown":
        return f"{who} throws {name()}"
    if k == "attack":
        return f"{who} attacks {name()} in Rank {event.get('rank', '?')}"
    if k == "strength_exhausted":
        return f"{card_list(state, cards)}: Strength 0 or less, destroyed at the end of the turn"
    if k == "destroyed_in_battle":
        return f"The battle destroys {name()}"
    if k == "prevented":
        return f"{name()} cannot attack in this battle"
    if k == "penalty_placed":
        side = "Attack" if event.get("on") == "attack" else "Magic Attack"
        return f"Penalty taken from {side}" + (f" of {name()}" if cards else "")
    if k == "battle_result":
        outcome = "Victory" if event.get("victory") else "Defeat"
        return f"{outcome}: {event.get('total', 0)} against Health {event.get('health', 0)}"
    if k == "defeated":
        return f"{who} defeats {name()} (+{event.get('xp', 0)} XP)"
    if k == "monster_to_bottom":
        return f"{name()} goes to the bottom of the Dungeon"
    if k == "monster_revealed":
        card = state.cards[cards[0]] if cards else None
        if card is not None and card.is_stone:
            return "The Thunderstone comes out of the Dungeon!"
        return f"{name()} enters the Hall"
    if k == "breach":
        return f"Breach! {name()} reaches Rank 1"
    if k == "captured":
        return f"{who} captures {name()}"
    if k == "borrowed":
        owner = event.get("owner", -1)
        return f"{who} borrows {name()} from {names[owner] if 0 <= owner < len(names) else '?'}"
    if k == "returned":
        return f"{name()} returns to {who}"
    if k == "gained_disease":
        return f"{who} gains a Disease"
    if k == "destroyed":
        return f"{name()} is destroyed{why}"
    if k == "destroyed_nothing":
        return f"{who} destroys nothing"
    if k == "discarded":
        n = event.get("count")
        if not cards and n:
            return f"{who} discards {n} card(s){why}"
        return f"{who} discards {card_list(state, cards)}{why}"
    if k == "revealed_from_deck":
        return f"{who} reveals {card_list(state, cards)}"
    if k == "thunderstone_in_rank_1":
        return "The Thunderstone reaches Rank 1!"
    if k == "took_thunderstone":
        return f"{who} takes the Thunderstone"
    if k == "turn_started":
        return None
    if k == "game_over":
        scores = event.get("scores", [])
        return "Game over — " + ", ".join(f"{names[s]} {v} VP" for s, v in enumerate(scores) if s < len(names))
    if k == "left_dungeon":
        return f"{who} leaves the Dungeon (no monster can be attacked)"
    if k == "showed_no_hero":
        return f"{who} has no Hero to offer"
    if k == "nothing_to_destroy":
        return f"Nothing to destroy ({event.get('what', '')})"
    if k == "no_spoils":
        return f"No Spoils affordable ({event.get('gold', 0)} Gold)"
    return f"{who} {k.replace('_', ' ')}".strip()


class GameLog:
    """Lines of the game so far (rebuilt from scratch after an undo)."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = list(names)
        self.lines: list[LogLine] = []
        self.version = 0    # bumped on every change, so the panel knows when to re-render

    def heading(self, text: str, seat: int, turn: int) -> None:
        self.lines.append(LogLine(text, seat, turn, True))
        self.version += 1

    def add(self, state: GameState, events: Sequence[Event], turn: int) -> None:
        for event in events:
            if event.kind == "turn_started":
                seat = event.seat
                self.heading(f"Turn {event.get('turn', turn)} — {self.names[seat]}", seat, event.get("turn", turn))
                continue
            text = describe_event(state, event, self.names)
            if text:
                self.lines.append(LogLine(text, event.seat, turn))
        self.version += 1

    def note(self, text: str, seat: int = -1, turn: int = 0) -> None:
        self.lines.append(LogLine(text, seat, turn))
        self.version += 1

    def as_text(self) -> str:
        out = []
        for line in self.lines:
            out.append(("\n== " + line.text + " ==") if line.heading else ("   " + line.text))
        return "\n".join(out).lstrip("\n") + "\n"

    def export(self, folder: Path, stem: str) -> Path:
        from ..persistence.atomic import atomic_write_text

        path = folder / f"{stem}.txt"
        atomic_write_text(path, self.as_text())
        return path

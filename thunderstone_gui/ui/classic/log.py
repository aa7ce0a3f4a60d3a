"""The original game's log sentences: its engine events turned into sentences a player reads.

Events are redacted for a spectator first (`events.redact(event, -1)`), so the log never names a card from a
hidden draw - the same log is safe to show to every player in pass-and-play. `public_gains` names the cards each
player gained in public (the players' panels). `TELLER` hands both to the table's `GameLog` (ui/game_log.py).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable, NamedTuple, Sequence

from ...engine.events import Event, redact
from ...systems.classic.state import ClassicState
from ..game_log import LogTeller

# Events the log leaves out on purpose: the Hall's new order is shown on the table, the turn's end is the next
# heading, and a hand discarded at the end of a turn is no news.
SKIPPED = frozenset({"hall_changed", "turn_ended", "discarded_hand", "turn_started"})


def card_list(state: ClassicState, iids: Sequence[int]) -> str:
    names = Counter(state.cards[i].name for i in iids if 0 <= i < len(state.cards))
    return ", ".join(f"{n} ×{c}" if c > 1 else n for n, c in sorted(names.items()))


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


class Told(NamedTuple):
    """What a sentence may use: the event (already redacted for a spectator), the state and the players' names."""

    event: Event
    state: ClassicState
    names: Sequence[str]

    @property
    def who(self) -> str:
        return self.player(self.event.seat)

    def player(self, seat: object) -> str:
        return self.names[seat] if isinstance(seat, int) and 0 <= seat < len(self.names) else "?"

    def name(self, i: int = 0) -> str:
        cards = self.event.cards
        return self.state.cards[cards[i]].name if len(cards) > i and 0 <= cards[i] < len(self.state.cards) \
            else "a card"

    def cards(self) -> str:
        return card_list(self.state, self.event.cards)

    def get(self, key: str, default: Any = None) -> Any:
        return self.event.get(key, default)

    def card_named(self, key: str, fallback: str) -> str:
        """The name of the card instance the event's data names under `key` (the card responsible for it)."""
        iid = self.event.get(key)
        return self.state.cards[iid].name if isinstance(iid, int) and 0 <= iid < len(self.state.cards) else fallback

    @property
    def why(self) -> str:
        reason = self.event.get("reason") or ""
        return f" ({reason})" if reason else ""


def _drew(t: Told) -> str:
    n = t.get("count", len(t.event.cards))
    shown = f": {t.cards()}" if t.event.cards else ""
    return f"{t.who} draws {plural(int(n), 'card')}{shown}"


def _ability(t: Told) -> str | None:
    if _throws(t):
        return None             # the "thrown" event that follows says it: "Ann throws Spear"
    target = f" on {t.name(1)}" if len(t.event.cards) > 1 else ""
    key = str(t.get("ability", "")).replace("_", " ")
    return f"{t.who} uses {t.name()}" + (f" ({key})" if key else "") + target


def _throws(t: Told) -> bool:
    cards = t.event.cards
    if not cards or not 0 <= cards[0] < len(t.state.cards):
        return False
    ability = t.state.cards[cards[0]].ability_by_key.get(str(t.get("ability", "")))
    return ability is not None and ability.verb == "throw_weapon"


def _bought(t: Told) -> str:
    if t.get("spoils"):
        return f"{t.who} takes {t.name()} as Spoils"
    return f"{t.who} buys {t.name()} for {t.get('cost', 0)} Gold"


def _penalty(t: Told) -> str:
    side = "Attack" if t.get("on") == "attack" else "Magic Attack"
    return f"Penalty taken from {side}" + (f" of {t.name()}" if t.event.cards else "")


def _battle_result(t: Told) -> str:
    outcome = "Victory" if t.get("victory") else "Defeat"
    return f"{outcome}: {t.get('total', 0)} against Health {t.get('health', 0)}"


def _revealed(t: Told) -> str:
    card = t.state.cards[t.event.cards[0]] if t.event.cards else None
    if card is not None and card.is_stone:
        return "The Thunderstone comes out of the Dungeon!"
    return f"{t.name()} enters the Hall"


def _discarded(t: Told) -> str:
    n = t.get("count")
    if not t.event.cards and n:
        return f"{t.who} discards {plural(int(n), 'card')}{t.why}"
    if t.get("reason") == "revealed":
        return f"{t.who} discards the other turned-over cards: {t.cards()}"
    return f"{t.who} discards {t.cards()}{t.why}"


def _game_over(t: Told) -> str:
    scores = t.get("scores") or []
    return "Game over — " + ", ".join(f"{t.player(s)} {v} VP" for s, v in enumerate(scores))


def _turned_over(t: Told) -> str:
    n = len(t.event.cards)
    if not n:
        return f"{t.who} has no card left to turn over"
    return f"{t.who} turns over the top {plural(n, 'card')} of the deck: {t.cards()}"


def _showed_no(kind: str) -> Callable[[Told], str]:
    def sentence(t: Told) -> str:
        shown = f" (shows {t.cards()})" if t.event.cards else " (an empty hand)"
        return f"{t.who} has no {kind} to offer{shown}"
    return sentence


# One sentence per event kind the engine emits (tests/ui/test_game_log.py checks that none is missing).
def _picked_at_random(t: Told) -> str:
    if t.get("monster") is None:
        return f"{t.name()} is picked at random from {t.who}'s party"
    return f"{t.card_named('monster', 'The monster')} picks {t.name()} at random from {t.who}'s party"


SENTENCES: dict[str, Callable[[Told], str | None]] = {
    "drew": _drew,
    "shuffled": lambda t: f"{t.who} shuffles the discard pile ({plural(int(t.get('count', 0)), 'card')}) "
                          "into the deck",
    "visited_village": lambda t: f"{t.who} visits the Village with {t.cards()}",
    "entered_dungeon": lambda t: f"{t.who} enters the Dungeon with {t.cards()}",
    "rested": lambda t: f"{t.who} rests",
    "ability_used": _ability,
    "bought": _bought,
    "levelled_up": lambda t: f"{t.who} levels up {t.name(0)} into {t.name(1)} ({t.get('xp', 0)} XP)",
    "gained_xp": lambda t: f"{t.who} gains {t.get('xp', 0)} XP",
    "equipped": lambda t: f"{t.who} equips {t.name(0)} to {t.name(1)}",
    "unequipped": lambda t: f"{t.who} takes {t.name()} off",
    "thrown": lambda t: f"{t.who} throws {t.name()} (destroyed after the battle)",
    "attack": lambda t: f"{t.who} attacks {t.name()} in Rank {t.get('rank', '?')}",
    "strength_exhausted": lambda t: f"{t.cards()}: Strength 0 or less, destroyed at the end of the turn",
    "destroyed_in_battle": lambda t: f"The battle destroys {t.name()}",
    "prevented": lambda t: f"{t.name()} cannot attack in this battle",
    "penalty_placed": _penalty,
    "battle_result": _battle_result,
    "defeated": lambda t: f"{t.who} defeats {t.name()} (+{t.get('xp', 0)} XP)",
    "monster_to_bottom": lambda t: f"{t.name()} goes to the bottom of the Dungeon",
    "monster_stays": lambda t: f"{t.name()} stays in Rank {t.get('rank', '?')}: while "
                               f"{t.card_named('by', 'a Steam Torment')} is in the Hall, monsters leave it only when "
                               "defeated",
    "monster_revealed": _revealed,
    "breach": lambda t: f"Breach! {t.name()} reaches Rank 1",
    "captured": lambda t: f"{t.who} captures {t.name()}",
    "borrowed": lambda t: f"{t.who} borrows {t.name()} from {t.player(t.get('owner', -1))}",
    "returned": lambda t: f"{t.name()} returns to {t.who}",
    "conjured": lambda t: f"{t.who} conjures {t.name()} from the Village (destroyed after the battle)",
    "saved": lambda t: f"{t.card_named('by', 'Ambrosia')} saves {t.name()}: it goes to {t.who}'s discard pile "
                       "instead of being destroyed",
    "picked_at_random": _picked_at_random,
    "gained_disease": lambda t: f"{t.who} gains a Disease",
    "destroyed": lambda t: f"{t.name()} is destroyed{t.why}",
    "destroyed_nothing": lambda t: f"{t.who} destroys nothing",
    "discarded": _discarded,
    "showed_hand": lambda t: f"{t.who} shows the hand{t.why}: {t.cards() or 'no cards'}",
    "showed_no_hero": _showed_no("Hero"),
    "showed_no_weapon": _showed_no("Weapon"),
    "showed_no_gold": _showed_no("card with Gold"),
    "put_on_deck": lambda t: f"{t.who} puts {t.name()} on top of the deck",
    "revealed_from_deck": _turned_over,
    "thunderstone_in_rank_1": lambda t: "The Thunderstone reaches Rank 1!",
    "took_thunderstone": lambda t: f"{t.who} takes the Thunderstone",
    "game_over": _game_over,
    "left_dungeon": lambda t: f"{t.who} leaves the Dungeon (no monster can be attacked)",
    "ended_at_impasse": lambda t: f"{t.who} ends the game: the Dungeon has been stuck for "
                                  f"{t.get('rounds', '?')} rounds",
    "nothing_to_destroy": lambda t: f"Nothing to destroy ({t.get('what', '')})",
    "no_spoils": lambda t: f"No Spoils affordable ({t.get('gold', 0)} Gold)",
}


def describe_event(state: ClassicState, event: Event, names: Sequence[str]) -> str | None:
    """One sentence for an event as everyone may see it, or None for events the log leaves out."""
    event = redact(event, -1)
    if event.kind in SKIPPED:
        return None
    told = Told(event, state, names)
    sentence = SENTENCES.get(event.kind)
    if sentence is None:
        # An event added to the engine after this table was written: still a readable line, never a lost one.
        who = f"{told.who}: " if event.seat >= 0 else ""
        what = event.kind.replace("_", " ")
        return f"{who}{what}" + (f" ({told.cards()})" if event.cards else "")
    return sentence(told)


def public_gains(state: ClassicState, events: Sequence[Event]) -> list[tuple[int, str]]:
    """(seat, card name) for every card these events show a player gaining in public: bought, defeated, captured,
    levelled into, the Thunderstone."""
    out = []
    for e in events:
        gained = -1
        if e.kind in ("bought", "defeated", "captured", "took_thunderstone") and e.cards:
            gained = e.cards[0]
        elif e.kind == "levelled_up" and len(e.cards) > 1:
            gained = e.cards[1]
        if gained >= 0 and e.seat >= 0:
            out.append((e.seat, state.cards[gained].name))
    return out


# What the table's log (ui/game_log.py) tells of the original game's events.
TELLER = LogTeller(describe_event, public_gains)

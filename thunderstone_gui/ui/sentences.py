"""What every game's log sentences are made of: card names with their counts and the final scores said when shown, a
`Told` event (the event redacted for a spectator, the state, the players' names) for a game's sentence functions,
and `Sentences`, the game's table of one sentence per event kind turned into the log's `LogTeller` - with a readable
line for an event the table does not know yet, never a lost one.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable, Mapping, NamedTuple, Sequence

from ..engine.events import Event, redact
from ..i18n import N_, Engine, Message, _, card, card_name, lazy, lazy_n
from .game_log import LogTeller


class Cards:
    """Card names with their counts ("Dagger ×2, Torch"), said when shown: in the language of that moment, in its
    alphabetical order."""

    __slots__ = ("counts",)

    def __init__(self, names: Sequence[str]) -> None:
        self.counts = tuple(sorted(Counter(names).items()))

    def __str__(self) -> str:
        said = sorted((card_name(name), count) for name, count in self.counts)
        return ", ".join(f"{name} ×{count}" if count > 1 else name for name, count in said)

    def __bool__(self) -> bool:
        return bool(self.counts)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Cards) and self.counts == other.counts

    def __hash__(self) -> int:
        return hash(self.counts)


def card_list(state: Any, iids: Sequence[int]) -> Cards:
    return Cards([state.cards[i].name for i in iids if 0 <= i < len(state.cards)])


class Scores:
    """The final scores ("Ann 12 VP, Bob 9 VP"), said when shown."""

    __slots__ = ("scores",)

    def __init__(self, scores: Sequence[tuple[str, int]]) -> None:
        self.scores = tuple(scores)

    def __str__(self) -> str:
        return ", ".join(_("{name} {vp} VP").format(name=name, vp=vp) for name, vp in self.scores)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Scores) and self.scores == other.scores

    def __hash__(self) -> int:
        return hash(self.scores)


class Told(NamedTuple):
    """What a sentence may use: the event (already redacted for a spectator), the state (any game's: the sentences
    read its `cards`) and the players' names. A game may subclass it for words of its own."""

    event: Event
    state: Any
    names: Sequence[str]

    @property
    def who(self) -> str:
        return self.player(self.event.seat)

    def player(self, seat: object) -> str:
        return self.names[seat] if isinstance(seat, int) and 0 <= seat < len(self.names) else "?"

    def name(self, i: int = 0) -> Message:
        cards = self.event.cards
        if len(cards) > i and 0 <= cards[i] < len(self.state.cards):
            return card(self.state.cards[cards[i]].name)
        return lazy(N_("a card"))

    def cards(self) -> Cards:
        return card_list(self.state, self.event.cards)

    def get(self, key: str, default: Any = None) -> Any:
        return self.event.get(key, default)

    def card_named(self, key: str, fallback: Message) -> Message:
        """The name of the card instance the event's data names under `key` (the card responsible for it)."""
        iid = self.event.get(key)
        if isinstance(iid, int) and 0 <= iid < len(self.state.cards):
            return card(self.state.cards[iid].name)
        return fallback

    @property
    def reason(self) -> Message | None:
        """Why it happened (the card or rule responsible, in the engine's words), None when the event does not say."""
        reason = self.event.get("reason") or ""
        return Engine(str(reason)) if reason else None


def word(words: Mapping[str, str], key: object) -> Message:
    """A word of the game's own by its key in the card data ("extra buy", "Lantern token"), marked with `N_` in
    `words`; one the table does not know is still said in words."""
    text = str(key)
    return lazy(words[text]) if text in words else Engine(text.replace("_", " "))


def drew(t: Told) -> Message:
    """A player draws cards: which ones when the event may name them."""
    n = int(t.get("count", len(t.event.cards)))
    if t.event.cards:
        return lazy_n("{who} draws {n} card: {cards}", "{who} draws {n} cards: {cards}", n, who=t.who,
                      cards=t.cards())
    return lazy_n("{who} draws {n} card", "{who} draws {n} cards", n, who=t.who)


Sentence = Callable[[Any], "Message | None"]


class Sentences:
    """A game's log sentences: `sentences` (event kind -> a function of the `Told` event) and the kinds the log
    leaves out on purpose (`skipped`)."""

    def __init__(self, sentences: Mapping[str, Sentence], skipped: frozenset[str], told: type[Told] = Told) -> None:
        self.sentences = sentences
        self.skipped = skipped
        self.told = told

    def tell(self, state: Any, event: Event, names: Sequence[str]) -> Message | None:
        """One sentence for an event as everyone may see it (said when shown), or None for events the log leaves
        out."""
        event = redact(event, -1)
        if event.kind in self.skipped:
            return None
        told = self.told(event, state, names)
        sentence = self.sentences.get(event.kind)
        if sentence is None:
            # An event added to the engine after this table was written: still a readable line, never a lost one.
            what = Engine(event.kind.replace("_", " "))
            if event.seat >= 0 and event.cards:
                return lazy("{who}: {what} ({cards})", who=told.who, what=what, cards=told.cards())
            if event.seat >= 0:
                return lazy("{who}: {what}", who=told.who, what=what)
            if event.cards:
                return lazy("{what} ({cards})", what=what, cards=told.cards())
            return what
        return sentence(told)

    def describe(self, state: Any, event: Event, names: Sequence[str]) -> str | None:
        """One sentence for an event as everyone may see it, in the current language; None for events the log leaves
        out."""
        told = self.tell(state, event, names)
        return None if told is None else str(told)

    def teller(self, gains: Callable[[Any, Sequence[Event]], Sequence[tuple[int, object]]]) -> LogTeller[Any]:
        """What the table's log (ui/game_log.py) tells of the game's events, with the cards `gains` shows gained."""
        return LogTeller(self.tell, gains)


def gains_of(kinds: tuple[str, ...]) -> Callable[[Any, Sequence[Event]], list[tuple[int, Message]]]:
    """The public gains of a game whose events of `kinds` gain their first card, and whose level-up gains the Hero
    it levels into: (seat, card name) for each."""

    def public_gains(state: Any, events: Sequence[Event]) -> list[tuple[int, Message]]:
        out = []
        for e in events:
            gained = -1
            if e.kind in kinds and e.cards:
                gained = e.cards[0]
            elif e.kind == "levelled_up" and len(e.cards) > 1:
                gained = e.cards[1]
            if gained >= 0 and e.seat >= 0:
                out.append((e.seat, card(state.cards[gained].name)))
        return out

    return public_gains

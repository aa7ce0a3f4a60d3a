"""What a decision at the table ends, and a few cards named in one line - the words every game's table puts beside
its choices ("ends buying"; "2 Militia, Regian Cleric").

Each game says which of its Village decisions can close others (the original game: a level-up before buying in the
2nd edition; Quest: the rulebook's order of the Village Phase) and hands in its own phrase table; the engine is asked
on a copy, so what the note says is what the rules will do.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable, NamedTuple, Sequence

from ..engine.actions import Action
from ..engine.game import apply, legal_actions
from ..i18n import card_name


def cards_text(state: Any, iids: Sequence[int]) -> str:
    """"2 Militia, Regian Cleric": the cards by name, alike ones counted."""
    counts = Counter(card_name(state.cards[i].name) for i in iids if 0 <= i < len(state.cards))
    return ", ".join(f"{n} {name}" if n > 1 else name for name, n in sorted(counts.items()))


def told_apart(state: Any, iid: int, weapons: Sequence[int], boosted: bool, tr: Callable[..., str]) -> str:
    """A Hero by name, with what sets it apart from an alike Hero this turn (a choice offers two alike Heroes only
    when they differ): the Weapons it carries, a boost, its ability used."""
    name = card_name(state.cards[iid].name)
    if weapons:
        return tr("hero_wielding", hero=name, weapons=", ".join(card_name(state.cards[w].name) for w in weapons))
    if boosted:
        return tr("hero_boosted", hero=name)
    if any(i == iid for i, _ in state.turn.used):
        return tr("hero_used", hero=name)
    return name


def closes(state: Any, action: Action, deciding: Sequence[str], closable: Sequence[str]) -> list[str]:
    """The kinds in `closable` that `action` (one of the `deciding` kinds, taken in the Village) ends for the turn,
    in `closable`'s order; [] for an action that ends nothing or is not legal. A kind never closes itself: buying
    ends buying, which goes without saying."""
    if action.kind not in deciding or state.pending.kind != "village":
        return []
    before = {a.kind for a in legal_actions(state)}
    trial = state.clone()
    try:
        apply(trial, action)
    except Exception:  # noqa: BLE001 - an action that is not legal closes nothing
        return []
    after = {a.kind for a in legal_actions(trial)} if trial.pending.kind == "village" else set()
    return [kind for kind in closable if kind in before and kind not in after and kind != action.kind]


def closes_text(kinds: Sequence[str], tr: Callable[..., str]) -> str:
    """"ends buying" / "ends buying and healing" ("" for nothing), in the game's phrases (`closes_<kind>`, "and",
    "ends")."""
    if not kinds:
        return ""
    names = [tr(f"closes_{kind}") for kind in kinds]
    what = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " " + tr("and") + " " + names[-1]
    return tr("ends", what=what)


class StillOpen(NamedTuple):
    """A thing a player could still do before ending the turn: any legal action of `kinds`, said by the phrase
    `key`; `names`: the phrase's field that names the cards of those actions ("": the phrase names none)."""

    kinds: tuple[str, ...]
    key: str
    names: str = ""


def left_to_do(state: Any, legal: Sequence[Action], still_open: Sequence[StillOpen], tr: Callable[..., str],
               **values: Any) -> str:
    """One sentence ("" when nothing is left): "You can still buy (3 Gold, 1 buy); level up Regian Cleric." in the
    game's phrases; `values` fill the phrases that name no cards (the gold to spend...)."""
    parts = []
    for thing in still_open:
        cards = sorted({a.card for a in legal if a.kind in thing.kinds})
        if thing.names and cards:
            parts.append(tr(thing.key, **{thing.names: cards_text(state, cards)}))
        elif not thing.names and any(a.kind in thing.kinds for a in legal):
            parts.append(tr(thing.key, **values))
    return tr("left_to_do", what="; ".join(parts)) if parts else ""

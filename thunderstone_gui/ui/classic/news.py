"""The table's news in a few words, from the engine's events: a battle's result ("Victory — Griffon gained, +2 XP,
+4 VP; Spear destroyed") and what another player did in a turn ("Bob visited the Village and bought Spear, Torch").

Only what everyone may see: events are redacted for a spectator first (as the log does), and only public kinds are
told (purchases, level-ups, battles, cards destroyed, Diseases).
"""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from ...engine.events import Event, redact
from ...i18n import card_name
from ...systems.classic.state import ClassicState
from .strings import tr


def _names(state: ClassicState, iids: Sequence[int]) -> str:
    counts = Counter(card_name(state.cards[i].name) for i in iids if 0 <= i < len(state.cards))
    return ", ".join(f"{name} ×{n}" if n > 1 else name for name, n in counts.items())


def battle_banner(state: ClassicState, turn_events: Sequence[Event], new: Sequence[Event], names: Sequence[str],
                  viewer: int) -> tuple[str, str] | None:
    """The banner of a battle whose result is among the `new` events: (text, "good" | "bad"); None otherwise.
    `turn_events`: every event of the turn so far (the battle's begin - Diseases gained, cards destroyed by its
    effects - can come in an earlier decision than its result)."""
    result = next((e for e in new if e.kind == "battle_result"), None)
    if result is None:
        return None
    events = [redact(e, -1) for e in turn_events]
    start = max((k for k, e in enumerate(events) if e.kind == "attack"), default=0)
    battle = events[start:]
    seat = result.seat
    won = bool(result.get("victory"))
    monster = _names(state, result.cards)
    if won:
        defeated = next((e for e in battle if e.kind == "defeated"), None)
        xp = int(defeated.get("xp", 0)) if defeated is not None else 0
        vp = sum(state.cards[i].vp for i in result.cards if 0 <= i < len(state.cards))
        text = tr("banner_victory", monster=monster, xp=xp, vp=vp)
    elif any(e.kind == "monster_stays" for e in battle):
        text = tr("banner_defeat_stays", monster=monster)
    else:
        text = tr("banner_defeat", monster=monster)
    costs = []
    destroyed = [i for e in battle if e.kind == "destroyed" and e.seat == seat for i in e.cards]
    if destroyed:
        costs.append(tr("banner_destroyed", cards=_names(state, destroyed)))
    saved = [i for e in battle if e.kind == "saved" for i in e.cards]
    if saved:
        costs.append(tr("banner_saved", cards=_names(state, saved)))
    diseases = sum(1 for e in battle if e.kind == "gained_disease" and e.seat == seat)
    if diseases:
        costs.append(tr("banner_diseases", n=diseases))
    if costs:
        text += "; " + ", ".join(costs)
    if seat != viewer and 0 <= seat < len(names):
        text = f"{names[seat]}: {text}"
    return text, "good" if won else "bad"


def turn_summary(state: ClassicState, events: Sequence[Event], seat: int, names: Sequence[str]) -> str:
    """What `seat` did in the turn these events tell, in one sentence of public facts ("" when nothing to tell)."""
    told = [redact(e, -1) for e in events]
    mine = [e for e in told if e.seat == seat]
    parts = []
    for e in mine:
        if e.kind == "visited_village":
            parts.append(tr("did_village"))
        elif e.kind == "entered_dungeon":
            parts.append(tr("did_dungeon"))
        elif e.kind == "rested":
            parts.append(tr("did_rest"))
    bought = [i for e in mine if e.kind == "bought" for i in e.cards]
    if bought:
        parts.append(tr("did_buy", cards=_names(state, bought)))
    for e in mine:
        if e.kind == "levelled_up" and len(e.cards) > 1:
            parts.append(tr("did_level_up", old=_names(state, e.cards[:1]), new=_names(state, e.cards[1:2])))
        elif e.kind == "battle_result":
            monster = _names(state, e.cards)
            parts.append(tr("did_defeat", monster=monster) if e.get("victory") else tr("did_lose", monster=monster))
        elif e.kind == "took_thunderstone":
            parts.append(tr("did_take_stone"))
    destroyed = [i for e in mine if e.kind == "destroyed" for i in e.cards]
    if destroyed:
        parts.append(tr("did_destroy", cards=_names(state, destroyed)))
    diseases = sum(1 for e in mine if e.kind == "gained_disease")
    if diseases:
        parts.append(tr("did_disease", n=diseases))
    if not parts:
        return ""
    name = names[seat] if 0 <= seat < len(names) else "?"
    return tr("turn_summary", name=name, what=", ".join(parts))

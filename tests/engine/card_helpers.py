"""Shared helpers of the per-card rules tests (test_cards_heroes/village/monsters_*, test_rules_edges, test_found_bugs).

Built on tests/engine/support.py: these only shorten the patterns every per-card test repeats.
"""

from __future__ import annotations

from typing import Any

from thunderstone_gui.engine import legal_actions
from thunderstone_gui.engine.events import Event
from thunderstone_gui.engine.rules.scoring import score
from thunderstone_gui.engine.rules.village import gold_available
from thunderstone_gui.engine.state import GameState

from .support import act, ids

# A Hall of monsters without any effect (Abyssal, Enchanted): health 4, 5 and 6.
PLAIN_HALL = ["grudgebeast", "nixie", "pegasus"]


def fight(state: GameState, rank: int, *prep: dict[str, Any] | str) -> list[Event]:
    """Enter the Dungeon, take the preparation actions, attack `rank`; the events up to the next decision."""
    return act(state, "enter_dungeon", *prep, {"type": "attack", "rank": rank})


def result(events: list[Event]) -> dict[str, Any]:
    """The data of the battle_result event (victory, total, health, attack, magic, light, light_penalty)."""
    found = [e for e in events if e.kind == "battle_result"]
    assert len(found) == 1, f"expected one battle, got {len(found)}"
    return dict(found[0].data or {})


def won(events: list[Event]) -> bool:
    return bool(result(events)["victory"])


def cards_of(state: GameState, events: list[Event], kind: str) -> list[str]:
    """Card ids named by every event of `kind`, in order."""
    return [state.cards[i].id for e in events if e.kind == kind for i in e.cards]


def options(state: GameState) -> list[str]:
    """The pending prompt's options as text: card ids, option names, or `rank:<n>`/`<option>:<n>`."""
    out = []
    for a in state.pending.options:
        if a.card >= 0:
            out.append(state.cards[a.card].id)
        elif a.rank:
            out.append(f"{a.option}:{a.rank}" if a.option else f"rank:{a.rank}")
        else:
            out.append(a.option)
    return out


def legal_uses(state: GameState) -> set[tuple[str, str]]:
    """(card id, ability key) of every legal `use` action."""
    return {(state.cards[a.card].id, a.option) for a in legal_actions(state) if a.kind == "use"}


def buyable(state: GameState) -> set[str]:
    return {state.cards[a.card].id for a in legal_actions(state) if a.kind == "buy"}


def level_targets(state: GameState, hero: str | None = None) -> set[str]:
    return {a.option for a in legal_actions(state) if a.kind == "level_up"
            and (hero is None or state.cards[a.card].id == hero)}


def hall_ids(state: GameState) -> list[str | None]:
    return [state.cards[i].id if i >= 0 else None for i in state.hall]


def deck(state: GameState, seat: int = 0) -> list[str]:
    """The deck, top card first."""
    return list(reversed(ids(state, state.players[seat].deck)))


__all__ = ["PLAIN_HALL", "fight", "result", "won", "cards_of", "options", "legal_uses", "buyable", "level_targets",
           "hall_ids", "deck", "gold_available", "score"]

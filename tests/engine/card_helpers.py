"""Shared helpers of the per-card rules tests (test_cards_heroes/village/monsters_*, test_rules_edges, test_found_bugs).

Built on tests/engine/support.py: these only shorten the patterns every per-card test repeats.
"""

from __future__ import annotations

from typing import Any

from thunderstone_gui.engine import legal_actions
from thunderstone_gui.engine.events import Event
from thunderstone_gui.systems.classic.rules.scoring import score
from thunderstone_gui.systems.classic.rules.village import gold_available
from thunderstone_gui.systems.classic.state import ClassicState

from .support import act, bottom_of_dungeon, ids, owned, position, trash

# A Hall of monsters without any effect (Abyssal, Enchanted): health 4, 5 and 6.
PLAIN_HALL = ["grudgebeast", "nixie", "pegasus"]


# A party that beats every base-set monster in Rank 1 (Magic Attack 15 and Light 5 from Fireballs, Attack 12 from
# unarmed Militia) and has no gold, no Weapon, no Food and no Cleric for battle effects to take.
UNIVERSAL_PARTY = ["fireball"] * 5 + ["militia"] * 12
FILLERS = ["griknack_goblin", "nixie", "grudgebeast"]


def use(card: str, ability: str, target: str | None = None, rank: int | None = None) -> dict[str, Any]:
    """The JSON of a `use` action."""
    data: dict[str, Any] = {"type": "use", "card": card, "ability": ability}
    if target:
        data["target"] = target
    if rank:
        data["rank"] = rank
    return data


def hall_with(monster: str, rank: int = 1) -> list[str]:
    """A Hall with `monster` in `rank` and effect-free monsters elsewhere."""
    fillers = [m for m in FILLERS if m != monster][:2]
    fillers.insert(rank - 1, monster)
    return fillers


def check_numbers(monster: str, health: int, xp: int, gold: int, vp: int) -> None:
    """The printed numbers in play: Health in the battle arithmetic, XP for a victory, Gold in the Village, VP."""
    state = position(UNIVERSAL_PARTY, deck=["torch"] * 8, hall=hall_with(monster))
    act(state, "enter_dungeon")
    from thunderstone_gui.engine import breakdown

    assert breakdown(state, 1).health == health
    events = act(state, {"type": "attack", "rank": 1})
    while state.pending.kind == "prompt":          # a Gray Ooze's spoils, a Sphinx's reveal
        act(state, {"type": "choose", "option": "done"})
    assert won(events), result(events)
    assert state.players[0].xp == xp
    assert monster in owned(state)
    assert score(state, 0) == vp
    state = position([monster])
    act(state, "visit_village")
    assert gold_available(state) == gold


def check_no_effect(monster: str, health: int) -> None:
    """Attack exactly equal to Health wins and nothing else happens; one less loses and the monster goes under the
    Dungeon Deck."""
    party = ["militia"] * health + ["lightstone_gem"]
    state = position(party, hall=hall_with(monster))
    events = fight(state, 1)
    assert won(events) and result(events)["total"] == health
    assert not trash(state) and sorted(owned(state)) == sorted(party + [monster])
    assert not [e for e in events if e.kind in ("gained_disease", "destroyed_in_battle", "prevented")]
    state = position(party[1:], hall=hall_with(monster))
    events = fight(state, 1)
    assert not won(events) and bottom_of_dungeon(state) == monster and state.players[0].xp == 0


def fight(state: ClassicState, rank: int, *prep: dict[str, Any] | str) -> list[Event]:
    """Enter the Dungeon, take the preparation actions, attack `rank`; the events up to the next decision."""
    return act(state, "enter_dungeon", *prep, {"type": "attack", "rank": rank})


def result(events: list[Event]) -> dict[str, Any]:
    """The data of the battle_result event (victory, total, health, attack, magic, light, light_penalty)."""
    found = [e for e in events if e.kind == "battle_result"]
    assert len(found) == 1, f"expected one battle, got {len(found)}"
    return dict(found[0].data or {})


def won(events: list[Event]) -> bool:
    return bool(result(events)["victory"])


def cards_of(state: ClassicState, events: list[Event], kind: str) -> list[str]:
    """Card ids named by every event of `kind`, in order."""
    return [state.cards[i].id for e in events if e.kind == kind for i in e.cards]


def options(state: ClassicState) -> list[str]:
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


def legal_uses(state: ClassicState) -> set[tuple[str, str]]:
    """(card id, ability key) of every legal `use` action."""
    return {(state.cards[a.card].id, a.option) for a in legal_actions(state) if a.kind == "use"}


def buyable(state: ClassicState) -> set[str]:
    return {state.cards[a.card].id for a in legal_actions(state) if a.kind == "buy"}


def level_targets(state: ClassicState, hero: str | None = None) -> set[str]:
    return {a.option for a in legal_actions(state) if a.kind == "level_up"
            and (hero is None or state.cards[a.card].id == hero)}


def hall_ids(state: ClassicState) -> list[str | None]:
    return [state.cards[i].id if i >= 0 else None for i in state.hall]


def deck(state: ClassicState, seat: int = 0) -> list[str]:
    """The deck, top card first."""
    return list(reversed(ids(state, state.players[seat].deck)))


__all__ = ["PLAIN_HALL", "UNIVERSAL_PARTY", "hall_with", "check_numbers", "check_no_effect", "fight", "result",
           "won", "cards_of", "options", "legal_uses", "buyable", "level_targets", "hall_ids", "deck", "gold_available",
           "score"]

"""A Thunderstone Quest state and its battle previews as JSON data (the scenario tool's output)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..report import card_ids, decision_summary, players_summary
from .battle import breakdown
from .effects import GEAR_KINDS
from .party import current_hp, gold_available, light_total
from .rules.scoring import score
from .state import GEAR_INDEX, GEAR_SUPPLY, WOUND_TOKENS, QuestState


def scenario_summary(state: QuestState) -> dict[str, Any]:
    """The scenario tool's JSON view of a Quest state: what a rules question needs - the gold and Light of the
    player whose turn it is, every Marketplace and Guild stack, the Treasure deck and the Monster decks (top card
    first), the Gear tokens and Wound tokens left in the box - besides the boards, rooms and decision."""
    def board(seat: int) -> dict[str, Any]:
        pl = state.players[seat]
        out = {"wounds": pl.wounds, "hp": current_hp(state, seat),
               "gear": dict(zip(GEAR_KINDS, pl.gear)), "location": pl.location}
        if seat == state.active and state.turn.phase:       # the cards in front of the player give them now
            out["gold"] = gold_available(state)
            out["gold_spent"] = state.turn.gold_spent
            out["light"] = light_total(state)
        return out

    def stack(pile: list[int]) -> dict[str, Any]:
        return {"count": len(pile), "top": state.cards[pile[-1]].id if pile else None,
                "cards": dict(Counter(state.cards[i].id for i in reversed(pile)))}

    out: dict[str, Any] = {
        "game": "quest",
        "turn": state.turn_number,
        "active": state.active,
        **decision_summary(state),
        "rooms": {room: (state.cards[m].id if m >= 0 else None) for room, m in zip(state.rooms, state.room_monster)},
        # the rooms whose card lies face down (this report is the scenario tool's: it tells what a seat cannot see)
        **({"face_down": [state.rooms[r] for r in sorted(state.face_down)]} if state.face_down else {}),
        **({"dice": list(state.dice)} if state.dice else {}),
        "monster_decks": [len(d) for d in state.monster_decks],
        "monster_deck_cards": {str(level): card_ids(state, d[::-1]) for level, d in enumerate(state.monster_decks, 1)},
        "keys_found": len(state.keys_found),
        "summoned": state.summoned,
        "treasure_count": len(state.treasure),
        "treasure_deck": card_ids(state, state.treasure[::-1]),
        "marketplace": {key: stack(pile) for key, pile in state.market.items()},
        "guilds": {line: stack(pile) for line, pile in state.guilds.items()},
        "gear_supply": {kind: GEAR_SUPPLY - sum(p.gear[GEAR_INDEX[kind]] for p in state.players)
                        for kind in GEAR_KINDS},
        "wound_token_supply": WOUND_TOKENS - sum(p.wounds for p in state.players),
        "wound_cards_left": len(state.wound_stack),
        "players": players_summary(state, score, board),
        "trash": card_ids(state, state.trash),
        "state_hash": state.state_hash(),
    }
    if state.config.epic is not None:
        # Epic: the way the Heroes are played, the three face-down Marketplace decks (top card first: a scenario
        # states them) and, with class stacks, the level 2 and 3 Heroes left in the box by line.
        out["epic"] = state.config.epic
        out["market_decks"] = {kind: {"count": len(deck), "cards": card_ids(state, deck[::-1])}
                               for kind, deck in state.market_decks.items()}
        if state.hero_box:
            out["hero_box"] = {line: dict(Counter(state.cards[i].id for i in box))
                               for line, box in state.hero_box.items()}
    if state.result is not None:
        out["result"] = {"scores": list(state.result.scores), "winners": list(state.result.winners)}
    return out


def scenario_previews(state: QuestState) -> list[dict[str, Any]]:
    """The battle preview against every Monster of the Dungeon, with the Light each room costs."""
    out = []
    for room, iid in enumerate(state.room_monster):
        if iid < 0:
            continue
        b = breakdown(state, room)
        f = b.figures
        out.append({"room": state.rooms[room], "monster": state.cards[iid].id, "light_needed": b.light_needed,
                    "physical": f.physical, "magic": f.magic, "total": f.total, "health": f.health,
                    "armor": f.armor, "magic_resistance": f.magic_resistance, "missing": list(f.missing),
                    "victory": f.victory, "wounds": b.wounds, "xp": b.xp, "treasure": b.treasure,
                    "gear": list(b.gear),
                    "lines": [{"card": state.cards[ln.card].id if ln.card >= 0 else ln.note, "attack": ln.attack,
                               "magic_attack": ln.magic} for ln in b.lines]})
    return out

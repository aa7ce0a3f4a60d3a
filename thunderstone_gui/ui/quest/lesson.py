"""Thunderstone Quest's guided first game (ui/coach.py): our own cards (the "Lantern Road" setup of the shipped set,
without Side Quests and Guild Sponsorships, as the rulebook advises for a first game) against the Easy computer,
dealt from a seed chosen so that the opening teaches what the script says:

- the first hand is two Thunderstone Shards, a Lantern and three Adventurers: 6 gold. Like Adam in the rulebook's
  example game the player goes to The Bazaar, buys the Glowstone Charm (3) from the top of its Marketplace stack and
  an Iron Rations token (2), and ends the turn;
- the End of Turn draw is the other half of the deck: three Adventurers, two Daggers, a Lantern. Like Drew, the
  player enters the Dungeon with 1 Light (level 2 within reach, level 3 not), gives each Dagger to an Adventurer
  (Skill 1 carries a Dagger's requirement 1) and beats the Bog Cutter in the Fungal Grotto, 5 against 4, taking
  2 Wounds (HP 5: five cards next turn) and 2 XP (enough to level an Adventurer, as Ashley does); the Mud Brute in
  the Collapsed Gate shows Armor in the preview (4 of 5 against 7); the room's refill turns up the first Guardian
  Key.

The computer's first hand (two Shards, two Lanterns, two Adventurers) keeps it in the Village: tests/ui/
test_lesson_quest.py holds the deal to all that against many games of the Easy computer. After the script the game
goes on freely, and the tips come up the first time their situation does: a Wound card, Alert!, levelling up,
another Key, the Guardian.
"""

from __future__ import annotations

from typing import Any

from ...engine.actions import Action
from ...engine.config import Seat
from ...engine.session import Session
from ..coach import Lesson, Step
from .strings import tr

LESSON_ID = "quest-first-game"
SEED = 5389                         # the deal: see the module's docstring and tests/ui/test_lesson_quest.py
SETUP = "lantern_road"
YOU, COMPUTER = 0, 1
BATTLE_ROOM = "fungal_grotto"       # the Bog Cutter's room (map index 2)


def lesson_session() -> Session:
    from ...systems.quest.cards import OUR_SET, find_set
    from ...systems.quest.config import QuestChoice, QuestConfig, QuestVariants

    catalogue = find_set(OUR_SET, "")
    config = QuestConfig(seats=(Seat(name=tr("lesson_you")),
                                Seat(name=tr("lesson_computer"), kind="ai", ai_level="easy")),
                         card_set=catalogue.set_id, card_set_hash=catalogue.hash,
                         choice=QuestChoice.preset(catalogue, SETUP), seed=SEED,
                         variants=QuestVariants(side_quests=False, sponsorships=False))
    return Session(config)


def _card(state: Any, action: Action) -> str:
    return state.cards[action.card].id if action.card >= 0 else ""


def _kind(kind: str) -> Any:
    return lambda state, action: action.kind == kind


def _wields_dagger(state: Any, action: Action) -> bool:
    return action.kind == "wield" and _card(state, action) == "dagger"


def _second_dagger(state: Any, action: Action) -> bool:
    """The second Dagger given (the first is let through: the step asks for both)."""
    return _wields_dagger(state, action) and any(state.cards[w].id == "dagger" for w in state.turn.wields)


def _moves_to_battle(state: Any, action: Action) -> bool:
    return action.kind == "move" and action.option.split(">")[-1] == BATTLE_ROOM


def _in_hand(state: Any, viewer: int, card_id: str) -> bool:
    return any(state.cards[i].id == card_id for i in state.players[viewer].hand)


def _alert_ahead(state: Any, viewer: int) -> bool:
    """The viewer prepares a battle and a room holding Alert! (the room's or its Monster's) is within reach."""
    from ...systems.quest.party import light_total
    from ...systems.quest.rules.dungeon import cheapest_light

    if state.pending.kind != "dungeon" or state.active != viewer:
        return False
    light = light_total(state)
    for room, monster in enumerate(state.room_monster):
        alert = bool(state.room_card(room).alert) or (monster >= 0 and bool(state.cards[monster].alert))
        if alert and 0 <= cheapest_light(state, room) <= light:
            return True
    return False


def _level_up_legal(state: Any, viewer: int) -> bool:
    from ...engine.game import legal_actions

    return (state.pending.kind == "village" and state.active == viewer
            and any(a.kind == "level_up" for a in legal_actions(state)))


def lesson() -> Lesson:
    steps = [
        Step("welcome", tr("lesson_welcome")),
        Step("hp", tr("lesson_hp"), ("region:hp",)),
        Step("hand", tr("lesson_hand"), ("regions:hand:",)),
        Step("prep", tr("lesson_prep"), (f"region:champion:{YOU}", "regions:location:", "widget:dungeon")),
        Step("locations", tr("lesson_locations"), ("regions:location:",)),
        Step("bazaar", tr("lesson_bazaar"), (f"region:champion:{YOU}", "region:location:bazaar"),
             done=lambda state, action: action.kind == "go_to" and action.option == "bazaar"),
        Step("buy", tr("lesson_buy"), ("region:stack:market:glowstone_charm", "region:discard"),
             done=lambda state, action: action.kind == "buy" and _card(state, action) == "glowstone_charm"),
        Step("gear", tr("lesson_gear"), ("region:supply:iron_rations",),
             done=lambda state, action: action.kind == "buy_gear" and action.option == "iron_rations"),
        Step("end_turn", tr("lesson_end_turn"), ("widget:end_turn",), done=_kind("end_turn")),
        Step("dungeon", tr("lesson_dungeon"), ("widget:dungeon", "region:room:0"), done=_kind("enter_dungeon")),
        Step("map", tr("lesson_map"), ("regions:room:",)),
        Step("wield", tr("lesson_wield"), ("card:dagger", "card:adventurer"), done=_second_dagger,
             allowed=_wields_dagger),
        Step("preview", tr("lesson_preview"), ("region:preview:2", "region:preview:1")),
        Step("battle", tr("lesson_battle"), ("region:room:2", f"region:champion:{YOU}"), done=_moves_to_battle),
        Step("after", tr("lesson_after"), ("region:hp", "region:xp")),
        Step("key", tr("lesson_key"), ("region:keys", "region:monster_deck:1")),
        Step("level", tr("lesson_level"), ("region:xp", "regions:stack:guilds:")),
        Step("free", tr("lesson_free")),
    ]
    tips = [
        Step("wound_card", tr("lesson_tip_wound_card"), ("card:festering_wound",),
             when=lambda state, viewer: _in_hand(state, viewer, "festering_wound")),
        Step("alert", tr("lesson_tip_alert"), ("regions:alert:",), when=_alert_ahead),
        Step("level_up", tr("lesson_tip_level_up"), ("region:xp", "regions:stack:guilds:"), done=_kind("level_up"),
             when=_level_up_legal),
        Step("keys", tr("lesson_tip_keys"), ("region:keys",),
             when=lambda state, viewer: len(state.keys_found) >= 2 and not state.summoned),
        Step("guardian", tr("lesson_tip_guardian"), ("region:room:0", "region:guardian"),
             when=lambda state, viewer: bool(state.summoned)),
    ]
    return Lesson("quest", LESSON_ID, tr("lesson_title"), steps, tips, lesson_session)

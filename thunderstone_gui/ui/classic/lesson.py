"""The original game's guided first game (ui/coach.py): the First Game's cards against the Easy computer, dealt from
a seed chosen so that the opening teaches what the script says - a first hand of 7 Gold with two Militia (the
Village: buy the Short Sword), a second of four Militia, a Dagger and a Torch (the Dungeon: equip the Dagger, read
the Light and the preview, beat the Nixie in Rank 1, 5 against 5, while the Griffon in Rank 2 shows the Light
penalty: 3 against 7). tests/ui/test_lesson.py holds the deal to that, against many games of the Easy computer.

After the script the game goes on freely, and the tips come up the first time their situation does: levelling
up, Disease, Rest, Spoils, the Thunderstone in the Hall, the end in sight. The rulebooks' worked examples behind the
numbers are in the Rules screen (its "Battle arithmetic" uses this battle).
"""

from __future__ import annotations

from typing import Any

from ...engine.actions import Action
from ...engine.config import Seat
from ...engine.session import Session
from ..coach import Lesson, Step
from .strings import tr

LESSON_ID = "classic-first-game"
SEED = 9521                         # the deal: see the module's docstring and tests/ui/test_lesson.py
YOU, COMPUTER = 0, 1


def lesson_session() -> Session:
    from ...systems.classic.config import CardSet, ClassicConfig

    config = ClassicConfig(seats=(Seat(name=tr("lesson_you")),
                                  Seat(name=tr("lesson_computer"), kind="ai", ai_level="easy")),
                           card_set=CardSet.preset("first_game"), seed=SEED)
    return Session(config)


def _card(state: Any, action: Action) -> str:
    return state.cards[action.card].id if action.card >= 0 else ""


def _kind(kind: str) -> Any:
    return lambda state, action: action.kind == kind


def _has(state: Any, viewer: int, card_id: str) -> bool:
    player = state.players[viewer]
    return any(state.cards[i].id == card_id for i in player.hand + player.discard)


def _stone_rank(state: Any) -> int:
    return next((rank for rank, iid in enumerate(state.hall, 1) if iid >= 0 and state.cards[iid].is_stone), 0)


def _level_up_legal(state: Any, viewer: int) -> bool:
    from ...engine.game import legal_actions

    return state.pending.kind == "village" and any(a.kind == "level_up" for a in legal_actions(state))


def lesson() -> Lesson:
    steps = [
        Step("welcome", tr("lesson_welcome")),
        Step("hand", tr("lesson_hand"), ("regions:hand:",)),
        Step("gold", tr("lesson_gold"), ("regions:hand:",)),
        Step("village", tr("lesson_village"), ("widget:village",), done=_kind("visit_village")),
        Step("buy", tr("lesson_buy"), ("region:supply:short_sword", "region:discard"),
             done=lambda state, action: action.kind == "buy" and _card(state, action) == "short_sword"),
        Step("end_turn", tr("lesson_end_turn"), ("widget:end_turn",), done=_kind("end_turn")),
        Step("dungeon", tr("lesson_dungeon"), ("widget:dungeon", "regions:monster:"), done=_kind("enter_dungeon")),
        Step("equip", tr("lesson_equip"), ("card:dagger", "card:militia"),
             done=lambda state, action: action.kind == "equip" and _card(state, action) == "dagger"),
        Step("light", tr("lesson_light"), ("regions:rank_info:",)),
        Step("preview", tr("lesson_preview"), ("region:rank_info:1", "region:rank_info:2")),
        Step("attack", tr("lesson_attack"), ("region:monster:1",),
             done=lambda state, action: action.kind == "attack" and action.rank == 1),
        Step("victory", tr("lesson_victory"), (f"region:opponent:{YOU}",)),
        Step("free", tr("lesson_free")),
    ]
    tips = [
        Step("level_up", tr("lesson_tip_level_up"), ("regions:stack:",), done=_kind("level_up"),
             when=_level_up_legal),
        Step("disease", tr("lesson_tip_disease"), ("card:disease",),
             when=lambda state, viewer: _has(state, viewer, "disease")),
        Step("rest", tr("lesson_tip_rest"), ("widget:rest", "card:disease"), done=_kind("rest"),
             when=lambda state, viewer: state.pending.kind == "turn" and state.active == viewer
             and any(state.cards[i].id == "disease" for i in state.players[viewer].hand)),
        Step("spoils", tr("lesson_tip_spoils"), (),
             when=lambda state, viewer: state.pending.kind == "prompt" and state.pending.prompt == "spoils"),
        Step("thunderstone", tr("lesson_tip_thunderstone"), ("regions:monster:",),
             when=lambda state, viewer: _stone_rank(state) > 0),
        Step("the_end", tr("lesson_tip_end"), ("regions:monster:",),
             when=lambda state, viewer: _stone_rank(state) == 2),
    ]
    return Lesson("classic", LESSON_ID, tr("lesson_title"), steps, tips, lesson_session)

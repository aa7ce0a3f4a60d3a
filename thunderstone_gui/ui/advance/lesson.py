"""Thunderstone Advance's guided first game (ui/coach.py): what differs from the original game, on the real table,
against the Easy computer. The card set is the one a random setup drew from seed 9 (written out, so a change of the
randomizer never changes the deal): Kobolds, Corvaxis and Djinni, Belac the Bearer, Aird, Bhoidwood, Drua and
Thundermage, a Village with the Pike. The game's seed deals, on the Dungeon side of the board (3 ranks):

- a first hand of three Regulars, a Longspear, a Torch and a Thunderstone Shard, and the Drakeclan Ambusher (Health
  4) in Rank 1: the Dungeon - the Longspear on a Regular, Physical Attack 4, the Torch's Light 1 cancels the Darkness
  1 of Rank 1, 4 against 4 (the Slaughterwing in Rank 2 shows the Darkness left); the Ambusher given to a discard
  pile, the Shard's Spoils: 1 XP, with the Ambusher's 1 XP the 2 XP a Regular needs to level up;
- a second hand of three Regulars, a Longspear, a Torch and a Shard, Gold 5: the Village - buy the Pike, level a
  Regular up (the Thundermage brings Magic Attack);
- a third hand (a shuffle the computer's turns change): Prepare, whatever it holds.

tests/ui/test_lesson_advance.py holds the deal to that, against many games of the Easy computer. Then Curses, the
Bearer and the end, and the free game with its tips: a Curse drawn, a level-up within reach, a hand for Prepare, the
Bearer in the Hall, the end in sight.
"""

from __future__ import annotations

from typing import Any

from ...engine.actions import Action
from ...engine.config import Seat
from ...engine.session import Session
from ..coach import Lesson, Step
from .strings import tr

LESSON_ID = "advance-first-game"
SEED = 130                          # the deal: see the module's docstring and tests/ui/test_lesson_advance.py
YOU, COMPUTER = 0, 1
CARD_SET: dict[str, Any] = {
    "monster_groups": ("kobold_humanoid", "corvaxis_avian", "djinni_efreet"), "bearer": "belac",
    "hero_lines": ("aird", "bhoidwood", "drua", "thundermage"),
    "village": ("bandias_wisdom", "battle_scarred_soldier", "innkeeper", "king_caelans_writ", "mass_teleport",
                "moonstone", "pike", "summon_storm")}


def lesson_session() -> Session:
    from ...systems.advance.config import AdvanceCardSet, AdvanceConfig

    config = AdvanceConfig(seats=(Seat(name=tr("lesson_you")),
                                  Seat(name=tr("lesson_computer"), kind="ai", ai_level="easy")),
                           card_set=AdvanceCardSet(source="random", **CARD_SET), board="dungeon", seed=SEED)
    return Session(config)


def _card(state: Any, action: Action) -> str:
    return state.cards[action.card].id if action.card >= 0 else ""


def _kind(kind: str) -> Any:
    return lambda state, action: action.kind == kind


def _answer(prompt: str, option: str = "") -> Any:
    """A choice in the prompt `prompt` (with `option`, only that one)."""
    return lambda state, action: (action.kind == "choose" and state.pending.kind == "prompt"
                                  and state.pending.prompt == prompt and (not option or action.option == option))


def _my_turn(state: Any, viewer: int) -> bool:
    return state.pending.kind == "turn" and state.active == viewer and state.result is None


def _holds_curse(state: Any, viewer: int) -> bool:
    return any(state.cards[i].is_curse for i in state.players[viewer].hand)


def _level_up_legal(state: Any, viewer: int) -> bool:
    from ...engine.game import legal_actions

    return (state.pending.kind == "village" and state.active == viewer
            and any(a.kind == "level_up" for a in legal_actions(state)))


def _hand_for_prepare(state: Any, viewer: int) -> bool:
    """A hand that can neither fight (no Hero) nor buy much (Gold under 4), but holds a card worth keeping."""
    if not _my_turn(state, viewer):
        return False
    hand = [state.cards[i] for i in state.players[viewer].hand]
    gold = sum(max(0, c.gold or 0) for c in hand)
    return (gold < 4 and not any(c.is_a("hero") for c in hand)
            and any(c.is_a("weapon") or c.is_a("spell") for c in hand))


def _bearer_rank(state: Any) -> int:
    return state.hall.index(state.bearer) + 1 if state.bearer in state.hall else 0


def _end_in_sight(state: Any, viewer: int) -> bool:
    from ...engine.game import legal_actions

    if _bearer_rank(state) == 2:
        return True
    return _my_turn(state, viewer) and any(a.kind == "end_game" for a in legal_actions(state))


def lesson() -> Lesson:
    steps = [
        Step("welcome", tr("lesson_welcome")),
        Step("hall", tr("lesson_hall"), ("regions:rank_info:",)),
        Step("hand", tr("lesson_hand"), ("regions:hand:",)),
        Step("actions", tr("lesson_actions"), ("widget:village", "widget:dungeon", "widget:prepare", "widget:rest")),
        Step("dungeon", tr("lesson_dungeon"), ("widget:dungeon", "region:monster:1"), done=_kind("enter_dungeon")),
        Step("equip", tr("lesson_equip"), ("card:longspear", "card:regular"),
             done=lambda state, action: action.kind == "equip" and _card(state, action) == "longspear"),
        Step("preview", tr("lesson_preview"), ("region:rank_info:1", "region:rank_info:2")),
        Step("attack", tr("lesson_attack"), ("region:monster:1",),
             done=lambda state, action: action.kind == "attack" and action.rank == 1),
        Step("place", tr("lesson_place"), ("choice:seat:0",), done=_answer("place")),
        Step("spoils", tr("lesson_spoils"), ("choice:xp",), done=_answer("spoils", "xp")),
        Step("xp", tr("lesson_xp"), (f"region:opponent:{YOU}",)),
        Step("village", tr("lesson_village"), ("widget:village",), done=_kind("visit_village")),
        Step("buy", tr("lesson_buy"), ("region:supply:pike", "region:discard"),
             done=lambda state, action: action.kind == "buy" and _card(state, action) == "pike"),
        Step("level_up", tr("lesson_level_up"), ("card:regular", "region:stack:thundermage"),
             done=lambda state, action: action.kind == "level_up" and _card(state, action) == "regular"),
        Step("end_turn", tr("lesson_end_turn"), ("widget:end_turn",), done=_kind("end_turn")),
        Step("prepare", tr("lesson_prepare"), ("widget:prepare",), done=_kind("prepare")),
        Step("keep", tr("lesson_keep"), ("regions:hand:", "choice:done"), done=_answer("prepare", "done"),
             allowed=_answer("prepare")),
        Step("curses", tr("lesson_curses"), ("region:curses",)),
        Step("bearer", tr("lesson_bearer"), ("region:bearer",)),
        Step("free", tr("lesson_free")),
    ]
    tips = [
        Step("curse", tr("lesson_tip_curse"), ("widget:rest",), when=lambda state, viewer: _my_turn(state, viewer)
             and _holds_curse(state, viewer)),
        Step("level_up", tr("lesson_tip_level_up"), ("regions:stack:",), done=_kind("level_up"),
             when=_level_up_legal),
        Step("prepare", tr("lesson_tip_prepare"), ("widget:prepare",), done=_kind("prepare"),
             when=_hand_for_prepare),
        Step("bearer", tr("lesson_tip_bearer"), ("region:bearer",),
             when=lambda state, viewer: _bearer_rank(state) > 0),
        Step("the_end", tr("lesson_tip_end"), ("regions:monster:",), when=_end_in_sight),
    ]
    return Lesson("advance", LESSON_ID, tr("lesson_title"), steps, tips, lesson_session)

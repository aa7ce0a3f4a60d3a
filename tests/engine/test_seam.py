"""The core hosts game systems without knowing any: a toy game registered here gets new games, legal actions, undo,
redo, records and replays from the same core as the original game, and its steps never touch classic's."""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any, ClassVar, Literal

import pytest

from thunderstone_gui import games
from thunderstone_gui.engine import GameConfig, apply, get_system, legal_actions, new_game, parse_config
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.engine.config import Seat, seat_names
from thunderstone_gui.engine.events import Event
from thunderstone_gui.engine.flow import Flow, schedule
from thunderstone_gui.engine.record import RecordError
from thunderstone_gui.engine.session import Session
from thunderstone_gui.engine.state import GameResult, GameState, Pending, PlayerState
from thunderstone_gui.engine.system import Decision, GameSystem
from thunderstone_gui.engine.zones import destroy_from_hand, draw

ENGINE = Path(__file__).resolve().parents[2] / "thunderstone_gui" / "engine"


class ToyCard:
    def __init__(self, card_id: str, points: int) -> None:
        self.id = card_id
        self.points = points


class ToyConfig(GameConfig):
    game: Literal["toy"] = "toy"
    MIN_SEATS: ClassVar[int] = 2
    MAX_SEATS: ClassVar[int] = 3
    GAME_TITLE: ClassVar[str] = "Toy"

    @classmethod
    def new(cls, players: int | list[str] = 2, *, seed: int = 1) -> ToyConfig:  # type: ignore[override]
        return cls(seats=tuple(Seat(name=n) for n in seat_names(players)), seed=seed)


class ToyTurn:
    def __init__(self) -> None:
        self.drawn = 0

    def clone(self) -> ToyTurn:
        other = ToyTurn()
        other.drawn = self.drawn
        return other


class ToyState(GameState):
    """Each player has a deck of cards worth 1-3 points; draw up to twice a turn, burn a card, end the turn. The
    game ends after six turns; the points in hand and discard count."""

    __slots__ = ("burnt",)

    def clone_extra(self, other: GameState) -> None:
        assert isinstance(other, ToyState)
        other.burnt = self.burnt[:]

    def canonical(self) -> tuple[Any, ...]:
        return (self.rng.state, [(p.deck, p.hand, p.discard) for p in self.players], self.burnt, self.active,
                self.turn_number, self.turn.drawn, tuple(self.pending), self.stack, self.result)

    def all_zones(self) -> dict[str, list[int]]:
        zones = {"burnt": self.burnt}
        for seat, p in enumerate(self.players):
            zones.update({f"p{seat}:deck": p.deck, f"p{seat}:hand": p.hand, f"p{seat}:discard": p.discard})
        return zones

    def send_destroyed(self, iid: int, origin: str = "") -> None:
        self.burnt.append(iid)


TOY_FLOW = Flow("toy")


@TOY_FLOW.step("end_turn")          # classic has an "end_turn" step too: each system runs its own
def toy_end_turn(state: ToyState, events: list[Event]) -> None:
    player = state.players[state.active]
    player.discard.extend(player.hand)
    player.hand.clear()
    if state.turn_number == 6:
        scores = tuple(sum(state.cards[i].points for i in p.discard) for p in state.players)
        best = max(scores)
        state.result = GameResult(scores, tuple(s for s, v in enumerate(scores) if v == best), -1, "six turns")
        return
    state.active = (state.active + 1) % state.seats
    state.turn_number += 1
    state.turn = ToyTurn()


def toy_new_game(config: Any) -> ToyState:
    from thunderstone_gui.engine.rng import Rng

    state = ToyState.__new__(ToyState)
    state.config, state.catalogue, state.rng = config, None, Rng(config.seed)
    state.cards = [ToyCard(f"gem{1 + k % 3}", 1 + k % 3) for k in range(8 * len(config.seats))]
    state.players = []
    for seat in range(len(config.seats)):
        player = PlayerState()
        player.deck = list(range(seat * 8, seat * 8 + 8))
        state.rng.shuffle(player.deck)
        state.players.append(player)
    state.burnt, state.active, state.turn_number, state.turn = [], 0, 1, ToyTurn()
    state.stack, state.result, state.reveals, state.version, state._legal = [], None, 0, 0, None
    toy_settle(state)
    return state


def toy_settle(state: Any) -> None:
    state.pending = Pending("game_over", -1) if state.result else Pending("play", state.active)


def toy_legal(state: Any) -> list[Action]:
    hand = state.players[state.active].hand
    out = [Action("draw")] if state.turn.drawn < 2 and state.players[state.active].deck else []
    out += [Action("burn", card=i) for i in hand]
    return out + [Action("end_turn")]


def toy_act(state: Any, action: Action, events: list[Event]) -> None:
    if action.kind == "draw":
        state.turn.drawn += 1
        draw(state, state.active, 1, events)
    elif action.kind == "burn":
        destroy_from_hand(state, state.active, action.card, events)
    else:
        schedule(state, ("end_turn",))


def toy_check_invariants(state: Any) -> None:
    assert state.turn.drawn <= 2


def unused(*args: Any) -> Any:
    raise AssertionError("the toy game has no such view")


def make_toy() -> GameSystem:
    return GameSystem(name="toy", title="Toy", flow=TOY_FLOW, config_class=ToyConfig, state_class=ToyState,
                      decisions={"play": Decision(toy_legal, toy_act, "play a gem")}, new_game=toy_new_game,
                      settle=toy_settle, describe_action=lambda state, action: action.kind,
                      specific_reason=lambda state, action: "", observe=unused, determinize=unused,
                      check_invariants=toy_check_invariants, breakdown=unused)


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> GameSystem:
    system = make_toy()
    monkeypatch.setitem(games.GAMES, "toy", "tests.engine.test_seam")
    monkeypatch.setitem(games._loaded, "toy", system)
    return system


def play(session: Session, choose: int = 0) -> None:
    while session.state.result is None:
        legal = legal_actions(session.state)
        session.submit(legal[min(choose, len(legal) - 1)])


def test_a_toy_game_is_played_recorded_and_replayed_by_the_core(toy: GameSystem):
    config = GameConfig.new(["Ann", "Bob"], game="toy", seed=5)
    assert isinstance(config, ToyConfig) and config.system is toy
    session = Session(config)
    play(session)
    assert session.state.result is not None and session.state.result.reason == "six turns"
    text = session.record().to_json()
    assert json.loads(text)["config"]["game"] == "toy"
    again = Session.from_record(text)
    assert again.state.state_hash() == session.state.state_hash()
    assert isinstance(again.config, ToyConfig)


def test_undo_and_redo_work_for_any_game(toy: GameSystem):
    session = Session(ToyConfig.new(2, seed=3))
    session.submit({"type": "draw"})           # a JSON action of the toy game's own kind, resolved by the core
    assert not session.can_undo()              # the draw showed a hidden card: strict undo stops there
    session.submit({"type": "burn", "card": session.state.ref(session.state.players[0].hand[0])})
    assert session.can_undo()
    session.undo()
    assert session.state.players[0].hand and not session.state.burnt
    session.redo()
    assert len(session.state.burnt) == 1
    session.submit({"type": "end_turn"})
    assert not session.can_undo()              # the next player decides now
    casual = Session(ToyConfig(seats=(Seat(name="A"), Seat(name="B")), seed=3,
                               variants={"undo_policy": "casual"}))  # type: ignore[arg-type]
    casual.submit(Action("end_turn"))
    hash_one = casual.state.state_hash()
    casual.submit(Action("end_turn"))
    casual.undo()
    assert casual.state.state_hash() == hash_one
    casual.redo()
    assert casual.state.state_hash() != hash_one


def test_each_system_runs_its_own_steps(toy: GameSystem):
    classic = get_system("classic")
    assert toy.flow.steps["end_turn"] is toy_end_turn
    assert classic.flow.steps["end_turn"] is not toy_end_turn
    with pytest.raises(ValueError, match="registered twice"):
        toy.flow.step("end_turn")(toy_end_turn)
    # a classic game still plays its own end of turn
    state = new_game(GameConfig.new(2, seed=7))
    while state.turn_number == 1:
        actions = legal_actions(state)
        apply(state, next((a for a in actions if a.kind in ("rest", "end_turn")), actions[0]))
    assert state.turn_number == 2 and len(state.players[0].hand) + len(state.players[1].hand) == 12


def test_a_config_names_its_game_and_a_bare_config_is_refused(toy: GameSystem):
    assert parse_config({"game": "toy", "seats": [{"name": "A"}, {"name": "B"}]}).game == "toy"
    assert parse_config({"seats": [{"name": "A"}, {"name": "B"}]}).game == "classic"   # format 1: no game
    with pytest.raises(ValueError, match="unknown game"):
        parse_config({"game": "chess", "seats": []})
    with pytest.raises(ValueError, match="always of one game"):
        GameConfig(seats=(Seat(name="A"), Seat(name="B")))
    with pytest.raises(ValueError, match="Toy is played by 2 to 3 players"):
        ToyConfig.new(4)


def test_a_record_of_a_game_whose_system_is_gone_is_refused(toy: GameSystem, monkeypatch: pytest.MonkeyPatch):
    text = Session(ToyConfig.new(2)).record().to_json()
    monkeypatch.delitem(games.GAMES, "toy")
    with pytest.raises(RecordError, match="unknown game 'toy'"):
        Session.from_record(text)


def test_the_core_knows_no_card_and_no_game():
    """No module of engine/ imports a game system's package, nor the package of all of them (a game is found by its
    name in the table of games, thunderstone_gui/games.py), or names a card."""
    for path in ENGINE.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert "classic" not in node.module and "advance" not in node.module and "quest" not in node.module, \
                    f"{path.name} imports {node.module}"
            if isinstance(node, ast.ImportFrom):
                # In engine/x.py, `from ..systems import ...` (level 2) is thunderstone_gui.systems.
                parent = "thunderstone_gui." if node.level == 2 else ""
                module = parent + (node.module or "")
                assert not module.startswith("thunderstone_gui.systems"), f"{path.name} imports {module}"
        docstrings = {id(n.body[0].value) for n in ast.walk(tree)
                      if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef)) and n.body
                      and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
        words = [n.id for n in ast.walk(tree) if isinstance(n, ast.Name)]
        words += [n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)]
        words += [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)
                  and id(n) not in docstrings]
        code = " ".join(words).lower()
        for card_word in ("militia", "stone_of_mystery", "disease", "dagger", "torch", "hall", "breach", "dungeon_"):
            assert card_word not in code, f"{path.name} names {card_word!r}"

"""The table's shell hosts game views without knowing any: no shell module imports a game's package, and a toy
game (the core's toy of tests/engine/test_seam.py) with a toy view of forty lines is played at the real table -
its button, a drag onto its drop target, undo, the log, the pass-device cover, Game Over, the replay - and offered
by New Game beside the original game."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pygame
import pytest

from thunderstone_gui import games
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.engine.config import Variants
from thunderstone_gui.engine.system import GameSystem
from thunderstone_gui.ui import game_view
from thunderstone_gui.ui.game_log import LogTeller
from thunderstone_gui.ui.game_view import GameButton, GameOverSummary, GameView, SetupPanel, view_for
from thunderstone_gui.ui.match import Match
from thunderstone_gui.ui.scenes.cover import CoverScene
from thunderstone_gui.ui.scenes.game_over import GameOverScene
from thunderstone_gui.ui.scenes.new_game import NewGameScene
from thunderstone_gui.ui.scenes.table import TableScene
from thunderstone_gui.ui.scenes.title import start_match

from ..engine.test_seam import ToyConfig, ToyState, make_toy

UI = Path(__file__).resolve().parents[2] / "thunderstone_gui" / "ui"
SHELL = sorted([*UI.glob("*.py"), *(UI / "scenes").glob("*.py"), UI.parent / "app.py"])


def imported_modules(path: Path) -> list[str]:
    """Every module a file imports, relative imports resolved against its package."""
    package = ".".join(path.relative_to(UI.parent.parent).with_suffix("").parts[:-1])
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[:len(package.split(".")) - node.level + 1] if node.level else []
            module = ".".join([*base, node.module] if node.module else base)
            out.append(module)
            out += [f"{module}.{alias.name}" for alias in node.names]
    return out


def test_the_shell_imports_no_game():
    """The app, the scenes, the table's frame, Match, the overlays...: a game's table is reached only through
    `view_for(config.game)` (ui/game_view.py) and its rules through the engine's `get_system`."""
    assert len(SHELL) > 25
    for path in SHELL:
        for module in imported_modules(path):
            assert not module.startswith("thunderstone_gui.systems"), f"{path.name} imports {module}"
            assert not module.startswith("thunderstone_gui.ui.classic"), f"{path.name} imports {module}"
    # The check reads relative imports right: a classic module does import the classic system.
    assert "thunderstone_gui.systems.classic.cards.Card" in imported_modules(UI / "classic" / "card_art.py")


# ------------------------------------------------------------------------------------------------ a toy game's table
def seen_toy() -> GameSystem:
    """The toy game with an observation (the table draws what the seat at the device may see)."""
    return dataclasses.replace(make_toy(), observe=lambda state, seat: SimpleNamespace(
        seat=seat, hand=list(state.players[seat].hand) if seat >= 0 else None))


class ToyArt:
    def face(self, card: Any, width: int) -> pygame.Surface:
        surface = pygame.Surface((width, self.height(width)))
        surface.fill((60 * card.points, 120, 90))
        return surface

    def back(self, width: int, kind: str = "") -> pygame.Surface:
        surface = pygame.Surface((width, self.height(width)))
        surface.fill((90, 60, 40))
        return surface

    @staticmethod
    def height(width: int) -> int:
        return round(width * 1.4)

    def clear(self) -> None:
        pass


class ToyPanel(SetupPanel):
    def layout(self, widgets: Any, areas: Any) -> int:
        self.laid_out = True
        return areas.rules.y

    def config(self, seats: Any, undo_policy: str, seed: int) -> ToyConfig:
        return ToyConfig(seats=seats, seed=seed, variants=Variants(undo_policy=undo_policy))  # type: ignore[arg-type]


class ToyView(GameView):
    """The hand in a row at the bottom of the play area, a fire to drag cards into (burn), a Draw button."""

    game = "toy"
    title = "Toy"
    log = LogTeller(lambda state, event, names: f"{names[event.seat]} {event.kind}" if event.seat >= 0 else None,
                    lambda state, events: [])

    make_art = classmethod(lambda cls: ToyArt())
    setup_panel = classmethod(lambda cls, scene: ToyPanel(scene))
    game_over = classmethod(lambda cls, state: GameOverSummary("six turns", ["Gems"],
                                                               [[score] for score in state.result.scores], []))

    def resize(self, frame: Any) -> None:
        self.layout = frame
        self.fire = pygame.Rect(frame.main.x + 20, frame.main.y + 20, 140, 196)

    def render(self, layer: pygame.Surface, ctx: Any) -> None:
        pygame.draw.rect(layer, (200, 80, 20), self.fire)
        for k, iid in enumerate(ctx.obs.hand or ()):
            rect = pygame.Rect(self.layout.main.x + 200 + k * 110, self.layout.main.bottom - 200, 100, 140)
            layer.blit(self.art.face(ctx.state.cards[iid], rect.w), rect)
            self.card_rects[iid] = rect
            self.face_up.add(iid)

    def buttons(self) -> list[GameButton]:
        return [GameButton("draw", "Draw", "draw", pygame.K_w, "W", 120)]

    def status_text(self, state: Any) -> tuple[str, tuple[int, int, int]]:
        return "Draw, burn or end the turn", (236, 232, 220)

    def press(self, host: Any, pos: tuple[int, int]) -> Any:
        iid = self.card_under(pos)
        return (SimpleNamespace(iid=iid), self.card_rects[iid]) if iid >= 0 else None

    def drops_for(self, state: Any, legal: Any, source: Any) -> dict[Any, Action]:
        burn = next((a for a in legal if a.kind == "burn" and a.card == source.iid), None)
        return {"fire": burn} if burn is not None else {}

    def drop_target_at(self, pos: tuple[int, int]) -> Any:
        return "fire" if self.fire.collidepoint(pos) else "table"

    def drop_rect(self, target: Any) -> pygame.Rect | None:
        return self.fire if target == "fire" else None

    def explain_drop(self, state: Any, source: Any, target: Any) -> str:
        return "only the fire burns"

    def draw_enlarged(self, surface: pygame.Surface, card: Any, near: pygame.Rect) -> None:
        surface.blit(self.art.face(card, 200), near.topright)


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> GameSystem:
    monkeypatch.setattr(ToyState, "system", None, raising=False)      # put back after the test
    system = seen_toy()
    monkeypatch.setitem(games.GAMES, "toy", "tests.engine.test_seam")
    monkeypatch.setitem(games._loaded, "toy", system)
    monkeypatch.setitem(game_view.GAME_VIEWS, "toy", __name__)
    monkeypatch.setitem(game_view._loaded, "toy", ToyView)
    return system


def pass_device(driver: Any) -> TableScene:
    if isinstance(driver.scene, CoverScene):
        driver.take_cover()
    return driver.table


def test_a_toy_game_is_played_at_the_real_table(toy, driver):
    start_match(driver.app, Match.new(ToyConfig.new(["Ann", "Bob"], seed=5)), fresh_device=True)
    table = pass_device(driver)
    assert isinstance(table.view, ToyView) and table.state.config.game == "toy"
    assert driver.app.card_art("toy") is table.view.art
    # The game's own button takes its action; its card is drawn where the view put it.
    driver.press("draw")
    hand = table.state.players[0].hand
    assert len(hand) == 1 and hand[0] in table.view.card_rects
    assert table.match.log.lines[-1].text == "Ann drew"
    # A drop the view does not take slides back with the view's reason; a drop on its target takes the action.
    card = hand[0]
    driver.drag(table.view.card_rects[card].center, (table.view.layout.width // 2, 300))
    assert table.state.players[0].hand == [card] and table.message == "Can't do that: only the fire burns"
    driver.drag(table.view.card_rects[card].center, table.view.fire.center)
    assert table.state.burnt == [card] and not table.state.players[0].hand
    # The shell's undo, end turn and pass-device cover work for it as for the original game.
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert table.state.players[0].hand == [card] and not table.state.burnt
    driver.key(pygame.K_w)
    assert len(table.state.players[0].hand) == 2
    driver.press("end_turn")
    assert isinstance(driver.scene, CoverScene)
    table = pass_device(driver)
    assert table.state.active == 1 and table.match.viewer == 1
    while not isinstance(driver.scene, GameOverScene):
        table = pass_device(driver)
        driver.press("end_turn")
        driver.frames(60)
    over = driver.scene
    assert over.summary.columns == ["Gems"] and over.summary.subtitle == "six turns"
    driver.press("watch_replay")
    assert driver.scene.name == "replay" and isinstance(driver.scene.view, ToyView)
    driver.press("first")
    assert driver.scene.index == 0 and driver.app.last_crash is None


def test_new_game_offers_every_game_with_a_table_and_shows_its_panel(toy, driver):
    driver.press("new_game")
    scene = driver.scene
    assert isinstance(scene, NewGameScene) and scene.widgets.get("sets") is not None     # classic's panel first
    while scene.widgets.get("add_seat").enabled:
        driver.press("add_seat")
    assert len(scene.seats) == 5
    for _ in game_view.GAME_VIEWS:          # the Game choice goes round every game with a table
        if scene.game == "toy":
            break
        driver.press("game")
    assert scene.game == "toy" and isinstance(scene.panel, ToyPanel) and scene.panel.laid_out
    assert scene.widgets.get("sets") is None and len(scene.seats) == 3      # the toy is played by 2 or 3
    assert not scene.widgets.get("add_seat").enabled
    driver.press("start")
    table = pass_device(driver)
    assert table.match.config.game == "toy" and len(table.match.config.seats) == 3


def test_an_unknown_game_has_no_table():
    with pytest.raises(ValueError, match="no table for the game 'chess'"):
        view_for("chess")

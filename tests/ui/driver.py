"""Drives the real app headless with synthesized pygame events, like a player with a mouse and a keyboard."""

from __future__ import annotations

import pygame

from thunderstone_gui.app import App
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.persistence.settings import Settings
from thunderstone_gui.ui.game_view import view_for
from thunderstone_gui.ui.match import Match
from thunderstone_gui.ui.overlays import CardMenu, ConfirmDialog
from thunderstone_gui.ui.scenes.cover import CoverScene
from thunderstone_gui.ui.scenes.table import TableScene


class Driver:
    def __init__(self, size: tuple[int, int] = (1600, 900), **settings) -> None:
        options = {"animation_speed": "off", "computer_pace": "instant", "confirm_end_turn": False, **settings}
        self.app = App(Settings(**options), size=size, fullscreen=False)
        from thunderstone_gui.ui.scenes.title import TitleScene

        self.app.switch(TitleScene(self.app))
        self.frames(2)

    def close(self) -> None:
        self.app.shutdown()

    @property
    def scene(self):
        return self.app.scene

    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.step(1 / 60)
            # The real loop sleeps between frames; without that a computer's or the hint's worker thread starves.
            match = getattr(self.app, "match", None)
            workers = [match.worker if match is not None else None, getattr(self.app.scene, "hint_worker", None)]
            busy = next((w for w in workers if w is not None and w.busy()), None)
            if busy is not None:
                busy.wait(1 / 60)

    # -------------------------------------------------------------------------------- input
    def move(self, pos, buttons=(0, 0, 0)) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons))

    def click(self, pos, frames: int = 2) -> None:
        pos = (int(pos[0]), int(pos[1]))
        self.move(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.frames(frames)

    def drag(self, start, end, frames: int = 2) -> None:
        start = (int(start[0]), int(start[1]))
        end = (int(end[0]), int(end[1]))
        self.move(start)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        self.frames(1)
        for k in range(1, 5):
            p = (start[0] + (end[0] - start[0]) * k // 4, start[1] + (end[1] - start[1]) * k // 4)
            self.move(p, (1, 0, 0))
            self.frames(1)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
        self.frames(frames)

    def key(self, key: int, mod: int = 0, frames: int = 2) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
        self.frames(frames)

    def type_text(self, text: str) -> None:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        self.frames(1)

    def press(self, widget_id: str, frames: int = 2) -> None:
        widget = self.scene.widgets.get(widget_id)
        crash = self.app.last_crash.read_text() if self.app.last_crash else ""
        assert widget is not None, f"no widget {widget_id!r} on {self.scene.name} {crash}"
        assert widget.visible and widget.enabled, f"{widget_id} is not clickable"
        self.click(widget.rect.center, frames)

    # -------------------------------------------------------------------------------- the table
    @property
    def table(self) -> TableScene:
        assert isinstance(self.scene, TableScene), f"expected the table, got {self.scene.name}"
        return self.scene

    def point_in(self, key: str) -> tuple[int, int]:
        """A point where `key` is the region a click would find (cards can overlap)."""
        view = self.table.view
        region = view.region(key)
        assert region is not None, f"no region {key!r}"
        r = region.rect
        kind = key.split(":")[0]
        for fy in (0.5, 0.08, 0.3, 0.7, 0.9):
            for fx in (0.5, 0.1, 0.3, 0.7, 0.9):
                p = (r.x + int(r.w * fx), r.y + int(r.h * fy))
                hit = view.region_at(p, (kind,) if kind != "hand" else ("hand", "supply", "monster"))
                if hit is not None and hit.key == key:
                    return p
        raise AssertionError(f"region {key!r} is fully covered")

    def region_key_for(self, action: Action) -> str:
        state = self.table.state
        if action.kind == "attack":
            return f"monster:{action.rank}"
        iid = action.card
        for region in self.table.view.regions:
            if region.iid == iid and region.key.split(":")[0] in ("hand", "supply"):
                return region.key
        raise AssertionError(f"{action} has no card on the table ({state.cards[iid].name})")

    def perform(self, action: Action) -> None:
        """Take a legal action through the UI's own click targets, as a player would."""
        table = self.table
        if action.kind in ("visit_village", "enter_dungeon", "rest"):
            self.press({"visit_village": "village", "enter_dungeon": "dungeon", "rest": "rest"}[action.kind])
            self.answer_yes()           # entering the Dungeon may ask first (no battle to win, a costly one)
            return
        if action.kind == "end_turn":
            self.press("end_turn")
            if isinstance(self.scene, TableScene) and isinstance(self.table.overlay, ConfirmDialog):
                self.click(self.table.overlay.choices[0].rect.center)
            return
        if action.kind == "choose":
            panel = table.prompt_panel
            assert panel is not None, "a prompt without its panel"
            choice = next(c for c in panel.choices if c.action == action)
            self.click(choice.rect.center)
            return
        self.click(self.point_in(self.region_key_for(action)))
        menu = self.table.overlay
        assert isinstance(menu, CardMenu), f"clicking for {action} opened {menu!r}; message {table.message!r}"
        choice = next((c for c in menu.choices if c.action == action), None)
        assert choice is not None, f"{action} not offered in the card's menu"
        self.click(choice.rect.center)

    def enter_dungeon(self) -> None:
        """Press Dungeon, and say Yes if the table asks first."""
        self.press("dungeon")
        self.answer_yes()

    def answer_yes(self) -> None:
        if isinstance(self.scene, TableScene) and isinstance(self.table.overlay, ConfirmDialog):
            self.click(self.table.overlay.choices[0].rect.center)

    def take_cover(self) -> None:
        assert isinstance(self.scene, CoverScene)
        self.press("i_am")


def open_table(driver: Driver, game: str, seed: int, actions: int) -> TableScene:
    """The table of a demo game of `game` after `actions` random decisions from `seed`, shown to the seat to decide."""
    session = view_for(game).demo_session(seed, actions, sets=("base",))
    match = Match(session, autosave=False)
    seat = match.state.pending.seat
    match.take_device(seat if seat >= 0 else 0)
    driver.app.match = match
    table = TableScene(driver.app, match)
    driver.app.switch(table)
    driver.frames(2)
    return table

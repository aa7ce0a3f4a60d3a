"""A game joined over the network, as the table sees it: what `Match` gives the table, made from what the host sends.

No pygame here. The state the table draws is `ClientGame.state`: the host's observation made into a full state with
placeholder hidden cards (never drawn: the views show another seat's hand and every deck face down). Decisions go
to the host (`submit` only sends); the table takes each `update` the host sends and animates it as a decision of
its own game. The log is told from the events the host sent this seat.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from ..engine.actions import Action
from ..engine.events import Event
from ..engine.game import describe_action
from ..engine.state import GameState
from ..net.client import ClientGame
from .ai_runner import AiWorker
from .game_log import GameLog
from .match import TableFacts


class _Steps:
    """The session's face the table reads: the decisions so far (`steps`), undo and redo as this seat may."""

    def __init__(self, match: RemoteMatch) -> None:
        self.match = match
        self.meta: dict[str, Any] = {}           # a joined game is never a lesson (ui/coach.py reads this)

    @property
    def steps(self) -> list[Any]:
        return self.match.game.steps

    def can_undo(self) -> bool:
        return self.match.can_undo()

    def can_redo(self) -> bool:
        return False


class RemoteMatch(TableFacts):
    remote = True

    def __init__(self, game: ClientGame) -> None:
        self.game = game
        self.session = _Steps(self)
        self.worker = AiWorker()              # never started: the computers play at the host
        self.hard_thinking_seconds = 1.5
        self.think_times: list[tuple[str, float]] = []
        self.last_events: list[Event] = []
        self.autosave_problem = ""
        self.autosave_error = ""
        self.autosave_recovered = False
        self.on_autosave = None
        self.log = self._new_log()
        self.device_seat = game.seat

    def _new_log(self) -> GameLog:
        from .game_view import view_for

        return GameLog(list(self.game.names) or [s.name for s in self.config.seats], view_for(self.game.game).log)

    # ------------------------------------------------------------------------------------------ facts
    @property
    def state(self) -> GameState:
        assert self.game.state is not None
        return self.game.state

    @property
    def humans(self) -> list[int]:
        return [self.game.seat]

    @property
    def viewer(self) -> int:
        return self.game.seat

    def needs_cover(self) -> bool:
        return False

    def take_device(self, seat: int) -> None:
        pass

    def observation(self) -> Any:
        return self.game.observation

    def my_decision(self) -> bool:
        return self.game.my_turn()

    def legal(self) -> list[Action]:
        return list(self.game.legal())

    def describe(self, action: Action) -> str:
        return describe_action(self.state, action)

    def can_undo(self) -> bool:
        """Undo asks the host: the seat's own last decision (the host decides; casual: the others may agree)."""
        if not self.game.steps or self.is_over:
            return False
        return self.game.may_undo or self.config.variants.undo_policy == "casual"

    def ai_to_move(self) -> bool:
        return False

    def ai_thinking(self) -> bool:
        return False

    # ------------------------------------------------------------------------------------------ acting
    def submit(self, action: Action) -> list[Event]:
        self.game.act(action)
        return []

    def undo(self) -> None:
        self.game.ask_undo()

    def redo(self) -> list[Event]:
        return []

    def autosave(self) -> None:
        pass

    # ------------------------------------------------------------------------------------------ the host's updates
    def took(self, update: Any, told: list[list[Event]]) -> list[Event]:
        """An update from the host was taken (ClientGame.pump): tell the log; the events of its last decision."""
        log = self.log
        first = update.index - len(update.steps)
        if update.reset or not log.ends or first < 0 or first > len(log.ends) - 1:
            self.log = log = self._new_log()
            first_turn = update.steps[0].turn if update.steps else self.state.turn_number
            first_seat = update.steps[0].seat if update.steps else self.state.active
            log.start(SimpleNamespace(turn_number=first_turn, active=max(0, first_seat)))  # type: ignore[arg-type]
            first = 0
        elif first < len(log.ends) - 1:
            log.cut(first)
        for step, events in zip(update.steps, told):
            log.decided(self.state, events, step.turn)
        if update.undone:
            from ..i18n import Engine, lazy

            log.note(lazy("Undo: {action}", action=Engine(update.undone)), self.viewer, self.state.turn_number)
        self.last_events = told[-1] if told else []
        return self.last_events

"""A game being played at this table: the session, its log, the autosave, who holds the device, computer seats.

No pygame here: the table scene draws what this says and turns gestures into `submit` calls. Every submitted
action is autosaved at once (a line appended to the autosave journal, persistence/journal.py), so quitting or
crashing never loses a decision.
"""

from __future__ import annotations

import threading
from typing import Any, Callable

from ..engine import observe
from ..engine.actions import Action
from ..engine.config import GameConfig
from ..engine.events import Event
from ..engine.game import describe_action, legal_actions
from ..engine.session import Session
from ..engine.state import GameState
from ..i18n import Engine, _, engine_text, lazy
from ..persistence.disk import disk_problem
from .ai_runner import AiWorker
from .game_log import GameLog
from .strings import tr


class TableFacts:
    """What the table reads of a game in play, alike for a game on this computer (`Match`) and one joined over the
    network (`net_match.RemoteMatch`): each gives its `state` and its `log`."""

    log: GameLog

    @property
    def state(self) -> GameState:
        raise NotImplementedError

    @property
    def config(self) -> GameConfig:
        return self.state.config

    @property
    def gains(self) -> dict[int, list[object]]:
        """The cards each seat gained in public (bought, defeated, levelled into...)."""
        return self.log.gains

    @property
    def is_over(self) -> bool:
        return self.state.result is not None

    @property
    def deciding_seat(self) -> int:
        return self.state.pending.seat

    def seat_is_ai(self, seat: int) -> bool:
        return 0 <= seat < len(self.config.seats) and self.config.seats[seat].kind == "ai"


class Match(TableFacts):
    def __init__(self, session: Session, autosave: bool = True, log: GameLog | None = None) -> None:
        """`log`: the session's log when the caller has it already (a replay forked by "Play from here");
        otherwise it is told again from the session's decisions."""
        self.session = session
        self.autosave_enabled = autosave
        self.worker = AiWorker()
        self._agents: dict[int, Any] = {}
        self.hard_thinking_seconds = 1.5     # the table sets it from the settings before each computer move
        self.think_times: list[tuple[str, float]] = []   # (level, seconds) of every computer move taken
        self.last_events: list[Event] = []
        self.autosave_problem = ""          # why the last autosave failed ("the disk is full"; "" when it worked)
        self.autosave_recovered = False     # the last autosave worked after failing
        humans = self.humans
        pending_seat = self.state.pending.seat
        if pending_seat in humans:
            self.device_seat = pending_seat
        else:
            self.device_seat = humans[0] if humans else -1
        if log is None:
            log = told_log(session)
        assert len(log.ends) == len(session.steps) + 1, "the log tells another game"
        self.log = log
        self.on_autosave: Callable[[], None] | None = None
        # The game's entry in the player's history once it has ended here (persistence/history.py), and what
        # recording it had to say ("" when nothing).
        self.recorded: Any = None           # GameEntry, False (it could not be written) or None (not yet)
        self.history_note = ""
        self.recording: threading.Thread | None = None

    @property
    def autosave_error(self) -> str:
        """The sentence for the player when the last autosave failed ("" when it worked)."""
        return tr("autosave_failed", why=engine_text(self.autosave_problem)) if self.autosave_problem else ""

    @classmethod
    def new(cls, config: GameConfig, autosave: bool = True) -> Match:
        return cls(Session(config), autosave)

    # ------------------------------------------------------------------------------------------ facts
    @property
    def state(self) -> GameState:
        return self.session.state

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.config.seats) if s.kind == "human"]

    @property
    def viewer(self) -> int:
        """Whose eyes the table shows: the human holding the device (-1: a spectator - computers only, or
        nobody has taken the device yet)."""
        return self.device_seat if self.device_seat >= 0 else -1

    def needs_cover(self) -> bool:
        """Pass-and-play privacy: the next decision is another human's, so hide the table until they take it."""
        seat = self.deciding_seat
        return (not self.is_over and len(self.humans) >= 2 and seat in self.humans and seat != self.device_seat)

    def take_device(self, seat: int) -> None:
        self.device_seat = seat

    def observation(self) -> Any:
        return observe(self.state, self.viewer)

    def my_decision(self) -> bool:
        return not self.is_over and self.deciding_seat == self.viewer and not self.needs_cover()

    def legal(self) -> list[Action]:
        return legal_actions(self.state) if self.my_decision() else []

    def describe(self, action: Action) -> str:
        return describe_action(self.state, action)

    # ------------------------------------------------------------------------------------------ acting
    def submit(self, action: Action) -> list[Event]:
        """Apply a decision (raises IllegalAction, changing nothing) and autosave."""
        turn = self.state.turn_number
        events = self.session.submit(action)
        self.worker.tag = None            # any computer job in flight is now stale
        return self._decided(turn, events)

    def _decided(self, turn: int, events: list[Event]) -> list[Event]:
        """A decision was taken (or taken again) in `turn`: the log tells it, the game is saved and, once over,
        recorded in the history."""
        self.log.decided(self.state, events, turn)
        self.last_events = events
        self.autosave()
        self.record_if_over()
        return events

    def undo(self) -> None:
        """Take the last decision back; the log is cut back to before it (no replay of the game)."""
        undone = self.session.undo()
        self.worker.tag = None
        self.log.cut(len(self.session.steps))
        self.log.note(lazy("Undo: {action}", action=Engine(describe_action(self.state, undone))),
                      self.state.pending.seat, self.state.turn_number)
        self.last_events = []
        self.autosave()

    def redo(self) -> list[Event]:
        turn = self.state.turn_number
        return self._decided(turn, self.session.redo())

    def can_undo(self) -> bool:
        """Undo for the player at the device: the policy allows it and no computer move is being undone."""
        if not self.session.can_undo():
            return False
        last = self.session.steps[-1]
        return not self.seat_is_ai(last.seat) or self.config.variants.undo_policy == "casual"

    def autosave(self) -> None:
        if not self.autosave_enabled:
            return
        from ..persistence.saves import autosave

        try:
            autosave(self.session)
        except OSError as exc:
            # Keep playing; the table shows the problem (a full disk must not end the game), and the next
            # decision tries again - after a failure the whole record is written, so nothing is lost once it works.
            self.autosave_problem = disk_problem(exc)
        else:
            self.autosave_recovered = bool(self.autosave_problem)
            self.autosave_problem = ""
        if self.on_autosave:
            self.on_autosave()

    def record_if_over(self) -> None:
        """A game that has just ended at this table goes into the player's history (the Statistics screen), its
        replay kept beside it; once. On a thread of its own: writing the replay and the history (two files flushed
        to disk, 60-160 ms) never holds up the frame of the last decision; the app waits for it before it closes
        (`wait_for_history`). A game the app does not keep (the tools' and benches', autosave off) is not
        recorded. A disk that refuses it costs the entry, never the game: Game Over says why (`history_note`)."""
        if not self.is_over or self.recording is not None or not self.autosave_enabled:
            return
        self.recording = threading.Thread(target=self._record, name="history", daemon=True)
        _recordings.append(self.recording)
        self.recording.start()

    def _record(self) -> None:
        """The game is over: nothing changes its session any more, so reading it off the main thread is safe."""
        from ..persistence.history import record_game

        try:
            recorded = record_game(self.session, lesson=bool(self.session.meta.get("lesson")))
        except OSError as exc:
            self.history_note = _("This game could not be added to your statistics ({why}).").format(
                why=engine_text(disk_problem(exc)))
            self.recorded = False           # after the note: Game Over reads the note once this is set
            return
        except Exception as exc:  # noqa: BLE001 - a bug here must not take the game's end with it
            self.history_note = _("This game could not be added to your statistics ({why}).").format(why=exc)
            self.recorded = False
            return
        self.history_note = recorded.message
        self.recorded = recorded.entry

    def wait_recorded(self, seconds: float) -> bool:
        """Wait up to `seconds` for the history to be written (the tests and the self-test; the game never
        waits). True when it is done, or there was nothing to record."""
        if self.recording is not None:
            self.recording.join(seconds)
            return not self.recording.is_alive()
        return True

    # ------------------------------------------------------------------------------------------ computers
    def agent_for(self, seat: int) -> Any:
        agent = self._agents.get(seat)
        if agent is None:
            from .. import ai

            level = self.config.seats[seat].ai_level or "random"
            # Never from the game's seed: an agent's seed is readable on the agent, and the game's seed is the deal.
            # Not saved either: a resumed game's computers draw new ones (their moves so far are in the record, and
            # their next ones were never reproducible in the app: Hard thinks to a time budget).
            seed = ai.fresh_seed()
            try:
                agent = ai.make_agent(level, seed, ai.Budget(seconds=self.hard_thinking_seconds), game=self.config.game)
            except Exception as exc:  # noqa: BLE001 - an unknown or broken level still lets the game go on
                self.log.note(lazy("Computer level {level} is not available ({error}); playing at random",
                                   level=repr(level), error=str(exc)), seat)
                agent = ai.make_agent("random", seed, game=self.config.game)
            self._agents[seat] = agent
        return agent

    def ai_to_move(self) -> bool:
        return not self.is_over and self.seat_is_ai(self.deciding_seat)

    def start_ai(self) -> None:
        """Ask the deciding computer seat for its move on the worker thread."""
        seat = self.deciding_seat
        agent = self.agent_for(seat)
        if hasattr(agent, "budget"):       # the setting may have changed since the agent was made
            from .. import ai

            agent.budget = ai.Budget(seconds=self.hard_thinking_seconds)
        obs = observe(self.state, seat)
        self.worker.start(lambda: agent.choose(obs), tag=("ai", len(self.session.steps), seat))

    def poll_ai(self) -> list[Event] | None:
        """Submit the computer's move if it is ready; None if nothing happened."""
        result = self.worker.take()
        if result is None:
            return None
        if result.tag != ("ai", len(self.session.steps), self.deciding_seat):
            return None          # stale (an undo happened while it thought)
        self.think_times.append((self.config.seats[self.deciding_seat].ai_level or "?", result.seconds))
        legal = legal_actions(self.state)
        action = result.value
        if result.error is not None or action not in legal:
            level = self.config.seats[self.deciding_seat].ai_level or "?"
            error: object = repr(result.error) if result.error is not None else lazy("illegal answer {action}",
                                                                                        action=repr(action))
            fallback = legal[0]
            self.log.note(lazy("The computer ({level}) failed ({error}); it plays {action}", level=level, error=error,
                               action=Engine(describe_action(self.state, fallback))),
                          self.deciding_seat, self.state.turn_number)
            action = fallback
        return self.submit(action)

    def ai_thinking(self) -> bool:
        return self.worker.busy() and isinstance(self.worker.tag, tuple) and self.worker.tag[0] == "ai"


_recordings: list[threading.Thread] = []       # games being written into the history


def wait_for_history(seconds: float) -> None:
    """Before the app closes: let the games that have just ended finish going into the history."""
    while _recordings:
        thread = _recordings.pop()
        thread.join(seconds)


def told_log(session: Session) -> GameLog:
    """The log of a session's decisions, told again by replaying them (once, when a saved game is resumed)."""
    from ..engine.game import apply
    from .game_view import view_for

    log = GameLog([s.name for s in session.config.seats], view_for(session.config.game).log)
    state = session.state_at(0)
    log.start(state)
    for step in session.steps:
        turn = state.turn_number
        log.decided(state, apply(state, step.action), turn)
    return log

"""The game log: the decisions of a game told as sentences a player reads, turn by turn.

The sentences are the game's (`GameView.log`, a `LogTeller`: one sentence per event kind, redacted for a
spectator so the log never names a card from a hidden draw - the same log is safe to show to every player in
pass-and-play); this module keeps the lines, the turn headings and the cards each player gained in public (the
players' panels), and where each decision's lines end, so that an undo cuts it back and a replay shows it as it was
at any decision - without replaying the game.
"""

from __future__ import annotations

from bisect import bisect_right
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Generic, NamedTuple, Sequence, TypeVar

from ..i18n import lazy

if TYPE_CHECKING:
    from ..engine.events import Event
    from ..engine.state import GameState

S = TypeVar("S", bound="GameState")     # the game's state class (each game's teller reads its own states)


class LogLine(NamedTuple):
    said: object       # a str, or a Message said in the language of the moment it is shown (i18n.lazy)
    seat: int          # -1: not about one player
    turn: int
    heading: bool = False

    @property
    def text(self) -> str:
        """The line in the current language."""
        return str(self.said)


class LogTeller(NamedTuple, Generic[S]):
    """What a game system tells of its events: `describe(state, event, names)` is one sentence for an event as
    everyone may see it (None for an event the log leaves out on purpose); `gains(state, events)` is (seat, card
    name) for every card these events show a player gaining in public. Both may give a str or an `i18n.Message`
    (said in the language of the moment it is shown: a change of language re-tells the whole log)."""

    describe: Callable[[S, Event, Sequence[str]], object | None]
    gains: Callable[[S, Sequence[Event]], Sequence[tuple[int, object]]]


class GameLog:
    """Lines of the game so far, and the cards each player gained in public, decision by decision."""

    def __init__(self, names: Sequence[str], teller: LogTeller[Any]) -> None:
        self.names = list(names)
        self.teller = teller
        self.lines: list[LogLine] = []
        self.version = 0    # bumped on every change, so the panel knows when to re-render
        # ends[k]: how many lines there were once the k-th decision was told (ends[0]: the game's start).
        self.ends: list[int] = []
        # Per seat: the names of the cards gained in public, and the decision (1, 2...) that gained each.
        self._gained: dict[int, list[object]] = {}
        self._gained_at: dict[int, list[int]] = {}

    def start(self, state: GameState) -> None:
        """The first heading: the turn the game (or the position) starts with."""
        self.heading(lazy("Turn {turn} — {name}", turn=state.turn_number, name=self.names[state.active]),
                     state.active, state.turn_number)
        self.ends = [len(self.lines)]

    def decided(self, state: GameState, events: Sequence[Event], turn: int) -> None:
        """Tell one decision: its events (`state` is the state after it, `turn` the turn it was taken in)."""
        self.add(state, events, turn)
        decision = len(self.ends)
        for seat, name in self.teller.gains(state, events):
            self._gained.setdefault(seat, []).append(name)
            self._gained_at.setdefault(seat, []).append(decision)
        self.ends.append(len(self.lines))

    def cut(self, decisions: int) -> None:
        """Back to the moment after the first `decisions` decisions (an undo): later lines and gains go, notes
        written since then too."""
        del self.lines[self.ends[decisions]:]
        del self.ends[decisions + 1:]
        for seat, when in self._gained_at.items():
            kept = bisect_right(when, decisions)
            del when[kept:]
            del self._gained[seat][kept:]
        self.version += 1

    def until(self, decisions: int) -> GameLog:
        """A copy of the log as it was after the first `decisions` decisions (a game forked from a replay)."""
        other = GameLog(self.names, self.teller)
        other.lines = self.lines[:self.ends[decisions]]
        other.ends = self.ends[:decisions + 1]
        for seat, when in self._gained_at.items():
            kept = bisect_right(when, decisions)
            other._gained[seat] = self._gained[seat][:kept]
            other._gained_at[seat] = when[:kept]
        return other

    @property
    def gains(self) -> dict[int, list[object]]:
        """Per seat, the names of the cards gained in public so far (seats that gained nothing left out)."""
        return {seat: names for seat, names in self._gained.items() if names}

    def gains_at(self, decisions: int) -> dict[int, list[object]]:
        """The gains as they were after the first `decisions` decisions."""
        out = {}
        for seat, when in self._gained_at.items():
            kept = bisect_right(when, decisions)
            if kept:
                out[seat] = self._gained[seat][:kept]
        return out

    def heading(self, text: object, seat: int, turn: int) -> None:
        self.lines.append(LogLine(text, seat, turn, True))
        self.version += 1

    def add(self, state: GameState, events: Sequence[Event], turn: int) -> None:
        for event in events:
            if event.kind == "turn_started":
                seat = event.seat
                self.heading(lazy("Turn {turn} — {name}", turn=event.get("turn", turn), name=self.names[seat]), seat,
                             event.get("turn", turn))
                continue
            text = self.teller.describe(state, event, self.names)
            if text:
                self.lines.append(LogLine(text, event.seat, turn))
        self.version += 1

    def note(self, text: object, seat: int = -1, turn: int = 0) -> None:
        self.lines.append(LogLine(text, seat, turn))
        self.version += 1

    def as_text(self) -> str:
        out = []
        for line in self.lines:
            out.append(("\n== " + line.text + " ==") if line.heading else ("   " + line.text))
        return "\n".join(out).lstrip("\n") + "\n"

    def export(self, folder: Path, stem: str) -> Path:
        from ..persistence.atomic import write_new_file

        return write_new_file(folder, stem, ".txt", self.as_text())     # never over an earlier export

"""The host's game: the one true session, with seats played from other machines.

`HostMatch` is the table's `Match` (ui/match.py: session, log, autosave, computer seats - no pygame) with a server:
every decision taken here - by a player at this screen, a computer, or a remote player whose message the host
checked - is autosaved as in a local game and then handed to the server, which sends each remote seat only what
`observe(state, seat)` shows and the events redacted for it. The remote seats are not "humans" of the pass-and-play
cover: the table waits for them as it waits for a player on the other side of the room.

A remote decision is taken only if it comes from the seat deciding now, at the decision count the host is at, and
is one of `legal_actions` - otherwise the sender gets the reason and nothing changes. Undo follows the game's
policy, for the host's players (the table asks through `undo_asked` too) as for remote ones: a player takes back
their own last decision at once if it revealed nothing hidden (strict: and only then); with the casual policy,
taking back anything else - another player's decision, or one's own that revealed something - asks every other
player's consent.
"""

from __future__ import annotations

from typing import Any, Callable, NamedTuple

from ..engine import observe
from ..engine.actions import Action
from ..engine.events import Event
from ..engine.game import describe_action, illegal_reason, legal_actions
from ..engine.session import Session
from ..ui.game_log import GameLog
from ..ui.match import Match
from .protocol import Act, Chat, Consent, Leave, Problem, UndoAsk, UndoQuestion
from .secrecy import hidden_from, seat_events
from .server import HostServer, Inbound, clean_name

NETWORK_KEY = "network"       # the session's meta: what a host needs to take its game up again after a crash


class UndoRequest(NamedTuple):
    number: int
    seat: int
    at: int                       # the decisions taken when it was asked
    waiting: frozenset[int]       # the seats whose consent is still missing


class HostMatch(Match):
    def __init__(self, session: Session, server: HostServer, remote: set[int] | frozenset[int],
                 autosave: bool = True, log: GameLog | None = None, handed: dict[int, str] | None = None) -> None:
        self.server = server
        self.remote = frozenset(remote)
        self.handed: dict[int, str] = dict(handed or {})      # remote seats given to a computer: seat -> level
        self.epoch = 0
        self.requests: dict[int, UndoRequest] = {}
        self._next_request = 1
        self.chat: list[tuple[int, str, str]] = []
        self.notices: list[tuple[str, Any]] = []      # what the table tells its player: ("joined", seat)...
        self.undone_remotely = False
        super().__init__(session, autosave, log)
        server.computers |= set(self.handed) | {i for i, s in enumerate(self.config.seats) if s.kind == "ai"}
        self.remember()

    # ------------------------------------------------------------------------------------------ seats
    @property
    def humans(self) -> list[int]:
        """The players at this screen (the pass-and-play cover is between them only)."""
        return [i for i, s in enumerate(self.config.seats)
                if s.kind == "human" and i not in self.remote and i not in self.handed]

    def seat_is_ai(self, seat: int) -> bool:
        return super().seat_is_ai(seat) or seat in self.handed

    def seat_is_remote(self, seat: int) -> bool:
        return seat in self.remote and seat not in self.handed

    def agent_for(self, seat: int) -> Any:
        if seat in self.handed and seat not in self._agents:
            from .. import ai

            self._agents[seat] = ai.make_agent(self.handed[seat], ai.fresh_seed(),
                                               ai.Budget(seconds=self.hard_thinking_seconds), game=self.config.game)
        return super().agent_for(seat)

    def hand_to_computer(self, seat: int, level: str = "normal") -> None:
        """The player of a remote seat left for good: a computer plays it from now on (the record is unchanged:
        who decides is not part of the rules)."""
        if seat not in self.remote:
            return
        self.handed[seat] = level
        self.server.hand_to_computer(seat)
        self.remember()

    def seat_states(self) -> dict[int, str]:
        """Each remote seat: "here" (connected), "away", "open" (nobody joined), "computer" (handed over)."""
        states = self.server.seat_states()
        return {seat: states.get(seat, "open") for seat in self.remote}

    def remember(self) -> None:
        """What the autosave keeps for taking this game up again after the host's crash."""
        self.session.meta[NETWORK_KEY] = {
            "code": self.server.code, "port": self.server.port, "remote": sorted(self.remote),
            "claims": {str(k): v for k, v in self.server.claims().items()},
            "handed": {str(k): v for k, v in self.handed.items()}}

    # ------------------------------------------------------------------------------------------ publishing
    def views(self) -> dict[int, Any]:
        return {seat: observe(self.state, seat) for seat in self.remote}

    def may_undo(self) -> dict[int, bool]:
        """The remote seat that may take back the last decision at once (its own, and it revealed nothing: a
        decision that showed something hidden - a card drawn - is taken back only with everyone's consent)."""
        session = self.session
        if not session.can_undo():
            return {}
        last = session.steps[-1]
        return {last.seat: True} if last.seat in self.remote and not last.revealed else {}

    def start_publishing(self) -> None:
        """The game starts (or is taken up again): every remote seat gets it from the first decision."""
        steps = self.told_steps() if self.session.steps else None
        self.server.publish_start(len(self.session.steps), self.views(), self.may_undo(), steps, self.epoch)

    def told_steps(self) -> dict[int, list[dict[str, Any]]]:
        """Each remote seat's decisions of a resumed game, told again from the first (as they were sent)."""
        from ..engine.game import apply
        from .server import seat_step

        out: dict[int, list[dict[str, Any]]] = {seat: [] for seat in self.remote}
        state = self.session.state_at(0)
        for step in self.session.steps:
            turn = state.turn_number
            before = {seat: hidden_from(state, seat) for seat in self.remote}
            events = apply(state, step.action)
            for seat in self.remote:
                told = seat_events(events, seat, before[seat], hidden_from(state, seat))
                out[seat].append(seat_step(turn, step.seat, told, step.action if step.seat == seat else None))
        return out

    def _take(self, decide: Callable[[], list[Event]], action: Action | None) -> list[Event]:
        """Take a decision (`decide`: the Match's submit or redo) and send every remote seat what it may know."""
        seat, turn = self.state.pending.seat, self.state.turn_number
        before = {k: hidden_from(self.state, k) for k in self.remote}
        events = decide()
        told = {k: seat_events(events, k, before[k], hidden_from(self.state, k)) for k in self.remote}
        own = {seat: action} if seat in self.remote and action is not None else {}
        self.server.publish_decision(self.epoch, len(self.session.steps), turn, seat, told, self.views(), own,
                                     self.may_undo())
        return events

    def submit(self, action: Action) -> list[Event]:
        return self._take(lambda: Match.submit(self, action), action)

    def redo(self) -> list[Event]:
        action = self.session._redo[-1] if self.session.can_redo() else None
        return self._take(lambda: Match.redo(self), action)

    def undo(self) -> None:
        last = self.session.steps[-1] if self.session.steps else None
        super().undo()
        self.epoch += 1
        self.requests.clear()
        # Only the player who took the decision reads which one it was (it may name a card nobody else saw).
        told = {last.seat: describe_action(self.state, last.action)} if last is not None else {}
        self.server.publish_rewind(self.epoch, len(self.session.steps), self.views(), self.may_undo(), told)

    # ------------------------------------------------------------------------------------------ messages
    def pump(self, take: Callable[[Action], Any] | None = None) -> bool:
        """Handle every message the clients sent since the last call (never waits). `take` applies a checked remote
        decision (the table animates it; by default `submit`). True if anything the table shows changed."""
        changed = False
        for item in self.server.poll():
            changed = True
            self.handle(item, take or self.submit)
        return changed

    def handle(self, item: Inbound, take: Callable[[Action], Any]) -> None:
        seat, message = item.seat, item.message
        if message == "joined":
            self.notices.append(("joined", seat))
            self.remember()
        elif message == "left":
            self.notices.append(("left", seat))
        elif isinstance(message, Act):
            action = self.checked(seat, message)
            if action is not None:
                take(action)
        elif isinstance(message, UndoAsk):
            self.undo_asked(seat, message.index)
        elif isinstance(message, Consent):
            self.consent(seat, message.request, message.yes)
        elif isinstance(message, Chat):
            self.say(seat, message.text)
        elif isinstance(message, Leave):
            self.notices.append(("leaves", seat))

    def refuse(self, seat: int, reason: str, about: str) -> None:
        if seat not in self.remote:
            return                    # a player at this screen: the table says it (a notice)
        self.server.refused += 1
        self.server.send_to(seat, Problem(type="problem", reason=reason, about=about))

    def checked(self, seat: int, message: Act) -> Action | None:
        """The remote decision as an Action if the seat may take it now; otherwise the seat is told why."""
        if seat not in self.remote or seat in self.handed:
            self.refuse(seat, "this seat is not yours to play", "act")
            return None
        if self.is_over:
            self.refuse(seat, "the game is over", "act")
            return None
        if self.state.pending.seat != seat:
            self.refuse(seat, "it is not your decision", "act")
            return None
        if message.index != len(self.session.steps):
            self.refuse(seat, "the game has moved on since (your decision came too late)", "act")
            return None
        action = Action(**message.action.model_dump())
        if action not in legal_actions(self.state):
            why = illegal_reason(self.state, action) or "that is not a legal decision now"
            self.refuse(seat, why, "act")
            return None
        return action

    def undo_asked(self, seat: int, index: int) -> None:
        session = self.session
        if index != len(session.steps):
            self.refuse(seat, "the game has moved on since", "undo")
            return
        if not session.can_undo():
            self.refuse(seat, "that decision cannot be undone (it revealed hidden cards or was another player's)",
                        "undo")
            return
        if self.may_undo().get(seat):
            self.undo()
            self.undone_remotely = True
            return
        # Casual policy, another player's decision: everyone else must agree.
        others = frozenset(s for s in [*self.remote, *self.humans]
                           if s != seat and s not in self.handed and self.config.seats[s].kind == "human")
        request = self._next_request
        self._next_request += 1
        self.requests[request] = UndoRequest(request, seat, index, others)
        # The decision is not named: it may be one whose card only its player saw (Advance's Prepare).
        question = UndoQuestion(type="undo_question", request=request, seat=seat, name=self.config.seats[seat].name,
                                what="")
        for other in others:
            if other in self.remote:
                self.server.send_to(other, question)
        self.notices.append(("undo_question", request))
        if not others:
            self.consent(seat, request, True)

    def consent(self, seat: int, request: int, yes: bool) -> None:
        """`seat` answers request `request` (a player at this screen answers through the table)."""
        asked = self.requests.get(request)
        if asked is None:
            if seat in self.remote:
                self.refuse(seat, "that request is no longer open", "consent")
            return
        if not yes:
            del self.requests[request]
            name = self.config.seats[seat].name
            self.refuse(asked.seat, f"{name} does not agree to undo", "undo")
            self.notices.append(("undo_refused", seat))
            return
        waiting = asked.waiting - {seat}
        if waiting:
            self.requests[request] = asked._replace(waiting=waiting)
            return
        del self.requests[request]
        if asked.at == len(self.session.steps) and self.session.can_undo():
            self.undo()
            self.undone_remotely = True

    def say(self, seat: int, text: str) -> None:
        """A chat line from `seat` (a remote player, or the player at this screen), sent to every remote seat."""
        text = clean_name_text(text)
        if not text:
            return
        name = self.config.seats[seat].name if 0 <= seat < len(self.config.seats) else "?"
        self.chat.append((seat, name, text))
        del self.chat[:-50]
        self.notices.append(("chat", seat))
        self.server.send_chat(seat, name, text)


def clean_name_text(text: str) -> str:
    """A chat line as shown: printable characters only, at most 200."""
    return "".join(c for c in text if c.isprintable()).strip()[:200]


__all__ = ["NETWORK_KEY", "HostMatch", "UndoRequest", "clean_name"]

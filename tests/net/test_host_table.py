"""The host's own table (HostTableScene) with remote seats, headless: its player's undo follows the same policy as a
remote player's (own decisions at once until another player acts or something hidden is revealed; anything more
asks every other player), and pass-and-play between the host's players goes on beside a remote seat (the cover
between them)."""

from __future__ import annotations

from thunderstone_gui.engine import GameConfig, legal_actions
from thunderstone_gui.engine.config import Seat
from thunderstone_gui.engine.session import Session
from thunderstone_gui.net.headless import make_host
from thunderstone_gui.net.protocol import Act, ActionFields, Consent
from thunderstone_gui.net.server import Inbound
from thunderstone_gui.ui.scenes.net_table import HostTableScene, start_host_table

from ..ui.driver import Driver

CODE = "ABCDEFGHJK"


def host_table(d: Driver, seats: int, remote: set[int], policy: str = "casual", seed: int = 8):
    config = GameConfig.new(seats, seed=seed, undo_policy=policy)
    config = config.model_copy(update={"seats": tuple(Seat(name=n) for n in ("Ann", "Bea", "Cid", "Dee")[:seats])})
    match = make_host(Session(config), remote, CODE, 0, autosave=False)
    match.start_publishing()
    start_host_table(d.app, match, fresh_device=True)
    return match


def remote_acts(d: Driver, match, seat: int) -> None:
    """A remote player's decision arrives as the server hands it over; the table takes it in its frame."""
    taken = len(match.session.steps)
    action = legal_actions(match.state)[0]
    match.server.inbox.put(Inbound(seat, Act(type="act", index=taken, action=ActionFields(**action._asdict()))))
    d.frames(2)
    assert len(match.session.steps) == taken + 1


def host_acts(d: Driver, table: HostTableScene) -> None:
    taken = len(table.host.session.steps)
    assert table.submit(table.legal()[0])
    d.frames(1)
    assert len(table.host.session.steps) == taken + 1


def test_the_hosts_player_takes_back_another_players_decision_only_with_their_consent(home):
    d = Driver(size=(1280, 720))
    match = None
    try:
        match = host_table(d, 2, {1})
        table = d.app.scene
        assert isinstance(table, HostTableScene) and match.viewer == 0
        # Play until the remote player's decision was the last and it is the host's player's turn again.
        for _ in range(400):
            if match.state.pending.seat == 0 and match.session.steps and match.session.steps[-1].seat == 1:
                break
            if match.state.pending.seat == 0:
                host_acts(d, table)
            else:
                remote_acts(d, match, 1)
        else:
            raise AssertionError("the remote player never decided before the host's player")
        taken = len(match.session.steps)
        assert table._viewer_may_undo()              # casual: it may be asked for
        table.undo()
        d.frames(1)
        assert len(match.session.steps) == taken, "the remote player's decision was taken back without consent"
        (request,) = match.requests
        assert match.requests[request].seat == 0 and match.requests[request].waiting == frozenset({1})
        match.server.inbox.put(Inbound(1, Consent(type="consent", request=request, yes=True)))
        d.frames(2)
        assert len(match.session.steps) == taken - 1 and match.epoch == 1
    finally:
        if match is not None:
            match.server.stop()
        d.close()


def test_the_hosts_player_takes_back_an_own_decision_at_once_but_not_one_that_revealed_something(home):
    d = Driver(size=(1280, 720))
    match = None
    try:
        match = host_table(d, 2, {1})
        table = d.app.scene
        undone_at_once = asked = False
        for _ in range(600):
            if undone_at_once and asked:
                break
            if match.state.pending.seat != 0:
                remote_acts(d, match, 1)
                continue
            host_acts(d, table)
            last = match.session.steps[-1]
            if last.seat != 0 or match.state.pending.seat != 0:
                continue
            taken = len(match.session.steps)
            if not last.revealed and not undone_at_once:
                table.undo()
                d.frames(1)
                assert len(match.session.steps) == taken - 1 and not match.requests
                undone_at_once = True
            elif last.revealed and not asked:
                table.undo()
                d.frames(1)
                assert len(match.session.steps) == taken, "a decision that revealed something was taken back alone"
                (request,) = match.requests
                match.server.inbox.put(Inbound(1, Consent(type="consent", request=request, yes=False)))
                d.frames(2)
                assert len(match.session.steps) == taken and not match.requests
                asked = True
        assert undone_at_once and asked
    finally:
        if match is not None:
            match.server.stop()
        d.close()


def test_pass_and_play_between_the_hosts_players_goes_on_beside_a_remote_seat(home):
    """Two players at the host's screen and one on another computer: the cover is shown whenever the device must pass
    between the host's players (also after the remote player's turn), never for the remote player's turn, and the
    table never shows one host player's decision on another's eyes."""
    from thunderstone_gui.ui.scenes.cover import CoverScene

    d = Driver(size=(1280, 720))
    match = None
    try:
        match = host_table(d, 3, {2}, policy="strict")
        assert match.humans == [0, 1]
        covers: list[int] = []
        after_remote = 0
        deciding = -1
        for _ in range(1500):
            seat = match.state.pending.seat
            if seat != deciding:
                if deciding == 2 and seat in (0, 1):
                    after_remote += 1
                    assert isinstance(d.scene, CoverScene), "no cover after the remote player's turn"
                deciding = seat
            if len(covers) >= 6 and after_remote >= 2:
                break
            if isinstance(d.scene, CoverScene):
                assert d.scene.seat == seat and seat in (0, 1) and seat != match.device_seat
                covers.append(seat)
                d.take_cover()
                assert isinstance(d.scene, HostTableScene) and match.viewer == seat
                continue
            table = d.scene
            assert isinstance(table, HostTableScene)
            if seat == 2:
                # The remote player's turn: no cover; the table shows the eyes of the host's player who held the
                # device last (nobody's before the first took it).
                assert match.viewer == (covers[-1] if covers else -1) and not match.needs_cover()
                remote_acts(d, match, 2)
            else:
                assert match.viewer == seat, "a host player decides on the other's screen"
                host_acts(d, table)
            d.frames(1)
        assert len(covers) >= 6 and after_remote >= 2
        assert set(covers) == {0, 1}
    finally:
        if match is not None:
            match.server.stop()
        d.close()


def test_a_host_without_a_player_at_its_screen_takes_back_nothing(home):
    """Every seat played from other computers (or by the host's computers): nobody at the host's screen may take
    back the remote players' decisions, nor ask in someone else's name."""
    d = Driver(size=(1280, 720))
    match = None
    try:
        match = host_table(d, 2, {0, 1})
        table = d.app.scene
        assert isinstance(table, HostTableScene) and match.viewer == -1
        remote_acts(d, match, match.state.pending.seat)
        taken = len(match.session.steps)
        table.undo()
        d.frames(1)
        assert len(match.session.steps) == taken and not match.requests
    finally:
        if match is not None:
            match.server.stop()
        d.close()

"""The host's rules for remote seats, without sockets where none are needed: undo by the policy (own decisions at
once; casual: everyone else agrees), a seat handed to a computer, chat, a rejoin after an undo it missed; the codec's
whitelist; join codes, addresses and the local network's entries."""

from __future__ import annotations

import random
import time
from types import SimpleNamespace

import pytest

from thunderstone_gui.engine import GameConfig, legal_actions, observe
from thunderstone_gui.engine.session import Session
from thunderstone_gui.net.client import ClientGame, NetClient, address_parts
from thunderstone_gui.net.codec import CodecError, decode, dumps, encode
from thunderstone_gui.net.discovery import service_entry
from thunderstone_gui.net.headless import make_host
from thunderstone_gui.net.protocol import (
    CODE_ALPHABET,
    CODE_LENGTH,
    Act,
    ActionFields,
    Consent,
    UndoAsk,
    new_join_code,
    normal_code,
)
from thunderstone_gui.net.server import Inbound

CODE = "ABCDEFGHJK"
WAIT = 30.0          # seconds for the loopback: generous (a loaded machine), never reached when it works


def host_of(policy: str = "strict", remote=(0, 1)):
    config = GameConfig.new(3, seed=8, undo_policy=policy)
    return make_host(Session(config), set(remote), CODE, 0, autosave=False)


def act(match, seat, rng=None):
    legal = legal_actions(match.state)
    action = rng.choice(legal) if rng is not None else legal[0]
    if seat not in match.remote:
        match.submit(action)          # a player at the host
        return action
    match.handle(Inbound(seat, Act(type="act", index=len(match.session.steps),
                                   action=ActionFields(**action._asdict()))), match.submit)
    return action


def own_undoable_position(match):
    """Play until the deciding remote seat has just taken a decision it may take back itself."""
    rng = random.Random(2)
    for _ in range(400):
        seat = match.state.pending.seat
        act(match, seat, rng)
        if match.may_undo().get(match.state.pending.seat):
            return match.state.pending.seat
    raise AssertionError("no undoable decision")


def test_a_remote_player_takes_back_its_own_decision_at_once():
    match = host_of()
    try:
        match.start_publishing()
        seat = own_undoable_position(match)
        taken = len(match.session.steps)
        match.handle(Inbound(seat, UndoAsk(type="undo", index=taken)), match.submit)
        assert len(match.session.steps) == taken - 1 and match.epoch == 1
        other = 1 - seat
        match.handle(Inbound(other, UndoAsk(type="undo", index=taken - 1)), match.submit)
        assert len(match.session.steps) == taken - 1      # not the other's to take back (strict)
    finally:
        match.server.stop()


def test_casual_undo_of_another_players_decision_needs_everyones_consent():
    match = host_of("casual", remote=(0, 1, 2))
    try:
        match.start_publishing()
        first = match.state.pending.seat
        act(match, first)
        taken = len(match.session.steps)
        asker = (first + 1) % 3
        match.handle(Inbound(asker, UndoAsk(type="undo", index=taken)), match.submit)
        assert len(match.session.steps) == taken           # asked, not done
        (request,) = match.requests
        assert match.requests[request].waiting == frozenset({0, 1, 2}) - {asker}
        others = sorted(match.requests[request].waiting)
        match.handle(Inbound(others[0], Consent(type="consent", request=request, yes=True)), match.submit)
        assert len(match.session.steps) == taken
        match.handle(Inbound(others[1], Consent(type="consent", request=request, yes=True)), match.submit)
        assert len(match.session.steps) == taken - 1
        # A "no" ends a request.
        act(match, match.state.pending.seat)
        match.handle(Inbound(asker, UndoAsk(type="undo", index=taken)), match.submit)
        (request,) = match.requests
        waiting = sorted(match.requests[request].waiting)
        match.handle(Inbound(waiting[0], Consent(type="consent", request=request, yes=False)), match.submit)
        assert not match.requests and len(match.session.steps) == taken
    finally:
        match.server.stop()


def revealing_position(match, rng):
    """Play until a remote seat has just taken a decision that revealed something hidden (a draw...)."""
    for _ in range(600):
        seat = match.state.pending.seat
        act(match, seat, rng)
        last = match.session.steps[-1]
        if last.revealed and last.seat in match.remote:
            return last.seat
    raise AssertionError("no revealing decision")


def test_casual_undo_of_a_players_own_revealing_decision_needs_everyones_consent():
    """The undo policy: your own decisions at once until something hidden is revealed; a decision that revealed
    something (a card drawn) is taken back only when every other player agrees."""
    match = host_of("casual", remote=(0, 1, 2))
    try:
        match.start_publishing()
        seat = revealing_position(match, random.Random(5))
        taken = len(match.session.steps)
        assert not match.may_undo().get(seat)          # the client is not told it may take it back at once
        match.handle(Inbound(seat, UndoAsk(type="undo", index=taken)), match.submit)
        assert len(match.session.steps) == taken           # asked, not done
        (request,) = match.requests
        assert match.requests[request].waiting == frozenset({0, 1, 2}) - {seat}
        for other in sorted(match.requests[request].waiting):
            match.handle(Inbound(other, Consent(type="consent", request=request, yes=True)), match.submit)
        assert len(match.session.steps) == taken - 1
    finally:
        match.server.stop()


def test_a_seat_handed_to_a_computer_is_played_by_it_and_remembered():
    match = host_of(remote=(0, 1, 2))
    try:
        match.start_publishing()
        seat = match.state.pending.seat
        match.hand_to_computer(seat)
        assert match.ai_to_move() and match.seat_is_ai(seat)
        assert match.session.meta["network"]["handed"] == {str(seat): "normal"}
        match.handle(Inbound(seat, Act(type="act", index=0, action=ActionFields(kind="rest"))), match.submit)
        assert match.session.steps == []                  # the player who left can no longer act for it
        match.start_ai()
        match.worker.wait(30)
        assert match.poll_ai() is not None and len(match.session.steps) == 1
    finally:
        match.server.stop()


def test_a_client_that_missed_an_undo_is_brought_back_to_the_game():
    match = host_of()
    client = None
    try:
        match.start_publishing()
        client = ClientGame(NetClient("127.0.0.1", match.server.port, CODE, "Bea", 1))
        client.client.start()
        deadline = time.monotonic() + WAIT
        while not client.started:
            client.pump()
            assert time.monotonic() < deadline
            time.sleep(0.01)
        client.client.stop()
        assert client.client.wait_closed(WAIT)
        seat = own_undoable_position(match)
        match.handle(Inbound(seat, UndoAsk(type="undo", index=len(match.session.steps))), match.submit)
        act(match, match.state.pending.seat)
        # Rejoins with its old epoch and index: the host tells it the whole game again.
        again = NetClient("127.0.0.1", match.server.port, CODE, "Bea", 1, token=client.client.token)
        again.epoch, again.index = client.epoch, client.index
        client.client = again
        again.start()
        deadline = time.monotonic() + WAIT
        while client.index != len(match.session.steps):
            client.pump()
            assert time.monotonic() < deadline
            time.sleep(0.01)
        match.server.flush()
        assert dumps(encode(client.observation)) == dumps(encode(observe(match.state, 1)))
        assert [s.seat for s in client.steps] == [s.seat for s in match.session.steps]
    finally:
        if client is not None:
            client.client.stop()
        match.server.stop()


def test_chat_is_cleaned_and_sent_to_every_remote_seat():
    match = host_of()
    try:
        match.say(0, "hello\x00\x1b[31m table")
        assert match.chat == [(0, match.config.seats[0].name, "hello[31m table")]
        match.say(1, "\n\t ")
        assert len(match.chat) == 1
    finally:
        match.server.stop()


@pytest.mark.parametrize("data", [
    {"n": "os.system", "v": ["ls"]}, {"o": "subprocess.Popen", "v": {}}, {"m": "builtins.eval", "v": "1"},
    {"n": "Action", "v": [1]}, {"o": "classic.Turn", "v": {"action": ""}}, {"x": 1}, {"l": 5},
    {"s": [{"l": []}]}, {"d": [[{"l": []}, 1]]}, {"n": "Action", "v": ["x"], "extra": 1},
    {"m": "classic.Config", "v": {"game": "quest"}},
])
def test_the_codec_reads_only_its_own_whitelist(data):
    with pytest.raises(CodecError):
        decode(data)


def test_the_codec_refuses_deep_nesting():
    deep = 1
    for _ in range(100):
        deep = [deep]
    with pytest.raises(CodecError):
        decode(deep)


def test_join_codes_are_random_enough_and_typed_forgivingly():
    codes = {new_join_code() for _ in range(2000)}
    assert len(codes) == 2000
    assert all(len(c) == CODE_LENGTH and set(c) <= set(CODE_ALPHABET) for c in codes)
    assert len(CODE_ALPHABET) ** CODE_LENGTH >= 2 ** 49
    code = new_join_code()
    assert normal_code(f" {code[:5].lower()}-{code[5:]} ") == code
    assert normal_code("abcdefghjk") == CODE


def test_addresses_as_typed():
    assert address_parts("192.0.2.7", 47615) == ("192.0.2.7", 47615)
    assert address_parts(" 192.0.2.7:5000 ", 1) == ("192.0.2.7", 5000)
    assert address_parts("[2001:db8::1]:6000", 1) == ("2001:db8::1", 6000)
    assert address_parts("2001:db8::1", 7) == ("2001:db8::1", 7)
    for bad in ("", "a b", "host:0", "host:99999", "host:x", "ws://host/x", "user@host"):
        with pytest.raises(ValueError):
            address_parts(bad, 1)


def test_a_local_network_entry_is_read_only_when_it_is_one_of_ours():
    def info(props, port=47615, addresses=("192.0.2.9",)):
        return SimpleNamespace(properties=props, port=port, parsed_addresses=lambda: list(addresses))

    found = service_entry(info({b"game": b"advance", b"host": b"Ann\x07"}))
    assert found is not None and (found.name, found.game, found.address, found.port) == ("Ann", "advance",
                                                                                          "192.0.2.9", 47615)
    assert service_entry(info({b"game": b"chess"})) is None
    assert service_entry(info({b"game": b"classic"}, port=0)) is None
    assert service_entry(info({b"game": b"classic"}, addresses=())) is None
    assert service_entry(object()) is None


def test_random_acts_of_the_right_seat_at_the_right_time_change_the_game_only_when_legal():
    match = host_of()
    rng = random.Random(5)
    try:
        match.start_publishing()
        for _ in range(300):
            seat = match.state.pending.seat
            before = len(match.session.steps)
            fields = ActionFields(kind=rng.choice(["buy", "use", "rest", "end_turn", "attack", "choose"]),
                                  card=rng.randint(-1, 60), rank=rng.randint(0, 3))
            legal = {tuple(a) for a in legal_actions(match.state)}
            match.handle(Inbound(seat, Act(type="act", index=before, action=fields)), match.submit)
            assert len(match.session.steps) == before + (tuple(fields.model_dump().values()) in legal)
            if match.is_over:
                break
            if len(match.session.steps) == before:
                act(match, seat)
    finally:
        match.server.stop()


def test_a_seat_taken_is_remembered_for_joining_again_after_a_crash(home):
    from thunderstone_gui.net import seats

    assert seats.remembered("192.0.2.1", 47615, CODE) is None
    seats.remember("192.0.2.1", 47615, CODE, 2, "tok")
    assert seats.remembered("192.0.2.1", 47615, CODE) == (2, "tok")
    assert seats.remembered("192.0.2.1", 47615, "OTHERCODE2") is None
    (home / seats.FILE).write_text("{not json", encoding="utf-8")
    assert seats.remembered("192.0.2.1", 47615, CODE) is None


def play_to_the_end(match):
    """Every seat played by the Easy computer (a remote seat's decisions arrive as its messages would)."""
    from thunderstone_gui import ai

    agent = ai.make_agent("easy", 1, ai.Budget(iterations=50), game=match.config.game)
    while match.state.result is None:
        seat = match.state.pending.seat
        action = agent.choose(observe(match.state, seat))
        if seat in match.remote:
            match.handle(Inbound(seat, Act(type="act", index=len(match.session.steps),
                                           action=ActionFields(**action._asdict()))), match.submit)
        else:
            match.submit(action)


def test_the_last_update_and_the_hosts_close_in_one_frame_end_the_game_for_the_player():
    """The host closes the game right after its last decision: a player that takes both at once has seen the end."""
    from thunderstone_gui import ai
    from thunderstone_gui.net.client import Status
    from thunderstone_gui.net.headless import play_seat
    from thunderstone_gui.net.protocol import read_host_message
    from thunderstone_gui.net.server import update_text

    session = Session(GameConfig.new(2, seed=8))
    agent = ai.make_agent("easy", 1, ai.Budget(iterations=50), game="classic")
    while session.state.result is None:
        session.submit(agent.choose(observe(session.state, session.state.pending.seat)))
    last = read_host_message(update_text(0, len(session.steps), (), encode(observe(session.state, 1)), True, False,
                                         ""))

    class Arrived:
        seat, token = 1, ""
        batches = [[last, Status("closed", "the host closed the game")]]

        def poll(self):
            return self.batches.pop(0) if self.batches else []

    assert play_seat(ClientGame(Arrived()), "easy", 1, time.monotonic() + WAIT)


def test_a_player_who_missed_the_end_rejoins_and_is_told_it_before_the_host_stops():
    """A headless host serves a finished game until its players have left: one whose connection dropped just
    before the end rejoins with its key, is told the end, and leaves; then the host stops."""
    import threading

    from thunderstone_gui.net.headless import run_host

    match = host_of(remote=(1,))
    client = NetClient("127.0.0.1", match.server.port, CODE, "Bea", 1)
    again = None
    try:
        match.start_publishing()
        game = ClientGame(client)
        client.start()
        deadline = time.monotonic() + WAIT
        while not game.started:
            game.pump()
            assert time.monotonic() < deadline
            time.sleep(0.01)
        client.stop()                               # dropped before the end
        assert client.wait_closed(WAIT)
        play_to_the_end(match)
        served = threading.Thread(target=lambda: (run_host(match, time.monotonic() + 2 * WAIT), match.server.stop()))
        served.start()
        served.join(1.0)
        assert served.is_alive(), "the host stopped while its player had not seen the end"
        again = NetClient("127.0.0.1", match.server.port, CODE, "Bea", 1, token=client.token)
        again.epoch, again.index = client.epoch, client.index
        game.client = again
        again.start()
        deadline = time.monotonic() + WAIT
        while not (game.started and game.observation.result is not None):
            game.pump()
            assert time.monotonic() < deadline, "the player was not told the end"
            time.sleep(0.01)
        assert dumps(encode(game.observation)) == dumps(encode(observe(match.state, 1)))
        again.stop(leave=True)
        served.join(WAIT)
        assert not served.is_alive()                # the host stopped once its player left
    finally:
        for each in (client, again):
            if each is not None:
                each.stop()
        match.server.stop()


def test_every_reason_the_host_gives_is_said_in_the_players_language():
    """Each refusal, problem and close reason written in net/ is one the screens translate (ui/net_strings.py)."""
    import re
    from pathlib import Path

    from thunderstone_gui.ui.net_strings import DETAILED, REASONS

    source = "".join(path.read_text(encoding="utf-8")
                     for path in Path(__file__).parents[2].joinpath("thunderstone_gui", "net").glob("*.py"))
    given = set(re.findall(r'(?:_refuse\(conn|refuse\(seat|close\(10\d\d), "([^"]+)"', source))
    given |= set(re.findall(r'reason=f?"([^"{]+)', source))
    assert len(given) > 15
    unknown = {text for text in given if text not in REASONS and not any(text.startswith(d) for d in DETAILED)}
    assert not unknown


def test_without_zeroconf_or_multicast_finding_and_announcing_fail_quietly(monkeypatch):
    """No zeroconf installed (or no multicast: CI): the lobby and Join still work, Join says to type the address."""
    import sys

    from thunderstone_gui.net.discovery import Announcer, Finder, local_addresses

    monkeypatch.setitem(sys.modules, "zeroconf", None)      # importing it raises ImportError
    monkeypatch.setitem(sys.modules, "ifaddr", None)
    assert local_addresses() == []
    finder = Finder()
    finder._browse()                  # what start() runs on its thread
    assert finder.problem and finder.found() == []
    finder.stop()
    announcer = Announcer(47615, "Ann", "classic")
    announcer._register()
    assert announcer.problem
    announcer.stop()

"""The rare hang of the whole-game test (Quest, issue 48): a Quest decision asked in the middle of a card's effects
(which Wound to heal, with "gain a Potion" still to come) leaves the rest of the effects on the continuation stack,
which every seat's observation shows - and the wire form had no place for a card effect. The host's job that sends
the decision failed; the seats' histories were left a decision apart, and a client that counted one decision too
few had its every decision refused as too late: the game stood still until the processes ran out of time.

Here: every kind of card effect travels; the same kind of position, reached by a seeded game, reaches the clients;
and should a view ever fail to travel again, or an update be lost, the clients still count the game's decisions
right and play on."""

from __future__ import annotations

import json
import time

from thunderstone_gui import ai
from thunderstone_gui.engine import GameConfig, legal_actions, observe
from thunderstone_gui.engine.session import Session
from thunderstone_gui.net import server as server_module
from thunderstone_gui.net.client import ClientGame, NetClient
from thunderstone_gui.net.codec import decode, dumps, encode, quest_effect_kinds
from thunderstone_gui.net.headless import make_host
from thunderstone_gui.net.protocol import Act, ActionFields
from thunderstone_gui.net.server import Inbound
from thunderstone_gui.systems.quest.cards import all_effects, our_set

CODE = "ABCDEFGHJK"
WAIT = 30.0


def test_every_card_effect_waiting_on_the_stack_travels_and_reads_back_the_same():
    effects = [effect for card in our_set().data.cards for effect in all_effects(card)]
    kinds = {type(effect) for effect in effects}
    assert len(kinds) >= 12 and kinds <= set(quest_effect_kinds())
    for effect in effects:
        frame = ("effect", 3, effect)
        text = dumps(encode(frame))
        back = decode(json.loads(text))
        assert back == frame and type(back[2]) is type(effect)
        assert dumps(encode(back)) == text               # the same value, the same bytes


def effect_waiting(state) -> bool:
    return any(hasattr(part, "model_dump") for frame in state.stack for part in frame)


def joined(match, seat: int) -> ClientGame:
    game = ClientGame(NetClient("127.0.0.1", match.server.port, CODE, f"P{seat}", seat))
    game.client.start()
    deadline = time.monotonic() + WAIT
    while not game.started:
        game.pump()
        assert time.monotonic() < deadline, f"seat {seat} did not get the game"
        time.sleep(0.01)
    return game


def caught_up(match, games, seconds: float = WAIT) -> None:
    """Every client has the host's decisions and sees what observe shows its seat (the host stands still)."""
    match.server.flush()
    deadline = time.monotonic() + seconds
    for game in games:
        while game.index != len(match.session.steps):
            game.pump()
            assert time.monotonic() < deadline, (f"seat {game.seat} stands at decision {game.index}, the game at "
                                                 f"{len(match.session.steps)}")
            time.sleep(0.005)
        assert dumps(encode(game.observation)) == dumps(encode(observe(match.state, game.seat)))


def decide(match, agents) -> None:
    """The deciding seat's decision, by its seeded computer: a remote seat's through the host's checks."""
    seat = match.state.pending.seat
    action = agents[seat].choose(observe(match.state, seat))
    if seat in match.remote:
        match.handle(Inbound(seat, Act(type="act", index=len(match.session.steps),
                                       action=ActionFields(**action._asdict()))), match.submit)
    else:
        match.submit(action)


def test_a_decision_asked_with_a_card_effect_waiting_reaches_the_remote_seats():
    config = GameConfig.new(3, game="quest", seed=13)
    agents = [ai.make_agent("easy", 100 + k, ai.Budget(iterations=50), game="quest") for k in range(3)]
    match = make_host(Session(config), {1, 2}, CODE, 0, autosave=False)
    games = []
    try:
        match.start_publishing()
        games = [joined(match, seat) for seat in (1, 2)]
        for _ in range(400):
            decide(match, agents)
            if effect_waiting(match.state):
                break
        else:
            raise AssertionError("no decision was asked with a card effect waiting")
        caught_up(match, games)
        assert any(effect_waiting(game.state) for game in games) or any(
            any(hasattr(part, "model_dump") for frame in game.observation.continuation for part in frame)
            for game in games)
        for _ in range(20):                          # and the game goes on through the clients' own decisions
            decide(match, agents)
        caught_up(match, games)
    finally:
        for game in games:
            game.client.stop()
        match.server.stop()


def host_and_clients():
    match = make_host(Session(GameConfig.new(3, seed=8)), {1, 2}, CODE, 0, autosave=False)
    match.start_publishing()
    return match, [joined(match, seat) for seat in (1, 2)]


def first_legal(match) -> None:
    """The deciding seat's first legal decision (a remote seat's through the host's checks); it is taken."""
    taken = len(match.session.steps)
    seat = match.state.pending.seat
    action = legal_actions(match.state)[0]
    if seat in match.remote:
        match.handle(Inbound(seat, Act(type="act", index=taken, action=ActionFields(**action._asdict()))),
                     match.submit)
    else:
        match.submit(action)
    assert len(match.session.steps) == taken + 1


def test_a_view_that_cannot_be_sent_never_leaves_a_seat_counting_the_decisions_wrong(monkeypatch):
    match, games = host_and_clients()
    try:
        for _ in range(5):
            first_legal(match)
        caught_up(match, games)
        real_encode = server_module.encode
        failures = []

        def failing_encode(value):
            if hasattr(value, "viewer") and not failures:
                failures.append(value.viewer)
                raise TypeError("the wire form has no place for a Gadget")
            return real_encode(value)

        monkeypatch.setattr(server_module, "encode", failing_encode)
        first_legal(match)                           # this decision's view fails for one seat
        match.server.flush()
        assert failures
        first_legal(match)                           # the next one travels
        caught_up(match, games)
        first_legal(match)                           # and the clients' decisions are taken at their count
        caught_up(match, games)
    finally:
        for game in games:
            game.client.stop()
        match.server.stop()


def test_a_client_told_a_decision_it_never_had_the_one_before_of_asks_for_the_whole_game(monkeypatch):
    match, games = host_and_clients()
    try:
        for _ in range(3):
            first_legal(match)
        caught_up(match, games)
        slot = match.server.slots[2]
        real_send = slot.conn.send
        lost = []

        def losing_send(text):
            if '"type":"update"' in text and not lost:
                lost.append(text)                     # lost on a connection that stays up
                return
            real_send(text)

        monkeypatch.setattr(slot.conn, "send", losing_send)
        first_legal(match)
        first_legal(match)
        caught_up(match, games)
        assert lost and games[1].steps[-1].seat == match.session.steps[-1].seat
        assert [s.seat for s in games[1].steps] == [s.seat for s in match.session.steps]
    finally:
        for game in games:
            game.client.stop()
        match.server.stop()

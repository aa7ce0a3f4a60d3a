"""No hidden information leaves the host: everything sent to seat k is determined by what `observe(state, k)` shows.

Twin games: from a real position, `determinize(observe(state, k), seed)` makes games that differ from it only in what
seat k cannot see (other hands, every deck's order, the Dungeon's order...). The host's message to seat k
(server.seat_message: the decision's events redacted for k and k's observation, the very bytes the server sends)
must be the same for the real game and its twins - before a decision, and after the same decision whenever it
showed k the same thing in both (a draw of another player's cards, a shuffle: the real game and the twin drew
other cards, and k's bytes are still the same). A decision that shows k a card of its own deck may differ: the
twin's deck order is a guess.
"""

from __future__ import annotations

import random

import pytest

from thunderstone_gui.engine import GameConfig, apply, determinize, legal_actions, new_game, observe
from thunderstone_gui.net.codec import dumps, encode
from thunderstone_gui.net.secrecy import hidden_from, seat_events
from thunderstone_gui.net.server import seat_message


def _message(state, seat, action):
    """The bytes seat `seat` gets when `action` is taken in (a copy of) `state`, or None if it is not legal there."""
    state = state.clone()
    if action not in legal_actions(state):
        return None, None
    acting, turn = state.pending.seat, state.turn_number
    before = hidden_from(state, seat)
    events = seat_events(apply(state, action), seat, before, hidden_from(state, seat))
    seen = observe(state, seat)
    return seat_message(0, 1, turn, acting, events, seen, action if acting == seat else None), dumps(encode(seen))


@pytest.mark.parametrize("game,options", [("classic", {}), ("advance", {}), ("quest", {}),
                                          ("quest", {"epic": "stacks"}), ("quest", {"faces_and_dice": True})],
                         ids=["classic", "advance", "quest", "quest_epic", "quest_face_down_and_dice"])
def test_what_a_seat_is_sent_is_determined_by_what_it_sees(game, options):
    rng = random.Random(3)
    if options.get("faces_and_dice"):      # starting decks that roll dice and put Monsters face down in rooms
        from ..quest.test_properties import faces_and_dice

        state = new_game(faces_and_dice(21, 3))
    else:
        state = new_game(GameConfig.new(3, game=game, seed=21, **options))
    compared_views = compared_decisions = other_draws = 0
    for step in range(400):
        if state.result is not None:
            break
        legal = legal_actions(state)
        action = rng.choice(legal)
        if step % 3 == 0:
            for seat in range(3):
                seen = observe(state, seat)
                real_view = dumps(encode(seen))
                real_sent, real_after = _message(state, seat, action)
                for seed in (101, 202):
                    twin = determinize(seen, seed)
                    assert dumps(encode(observe(twin, seat))) == real_view
                    compared_views += 1
                    twin_sent, twin_after = _message(twin, seat, action)
                    if twin_sent is None or twin_after != real_after:
                        continue       # the twin's hidden cards make another decision, or it showed k another card
                    assert twin_sent == real_sent, f"seat {seat} learns something hidden at decision {step}"
                    compared_decisions += 1
                    if state.pending.seat != seat and action.kind in ("end_turn", "rest", "visit_village",
                                                                      "enter_dungeon"):
                        other_draws += 1
        apply(state, action)
    assert compared_views >= 250
    assert compared_decisions >= 100
    assert other_draws >= 5


def test_the_twins_really_differ_in_what_is_hidden():
    """The test above compares games that are not the same game: the twins' hidden cards are dealt otherwise."""
    state = new_game(GameConfig.new(3, seed=21))
    twin = determinize(observe(state, 0), 101)
    assert [p.deck for p in twin.players] != [p.deck for p in state.players]
    assert twin.state_hash() != state.state_hash()


def test_the_host_core_never_imports_pygame():
    """The protocol, the server, the host's game and the headless host run without pygame (a host could be a
    server without a display)."""
    import subprocess
    import sys

    code = ("import sys\n"
            "from thunderstone_gui.net.headless import config_for, make_host\n"
            "from thunderstone_gui.engine.session import Session\n"
            "from thunderstone_gui.engine import legal_actions\n"
            "m = make_host(Session(config_for('classic', 2, 1, {0, 1})), {0, 1}, 'ABCDEFGHJK', 0, autosave=False)\n"
            "m.start_publishing(); m.submit(legal_actions(m.state)[0]); m.undo(); m.server.stop()\n"
            "import thunderstone_gui.net.client, thunderstone_gui.net.discovery, thunderstone_gui.tools.net_bench\n"
            "print('pygame' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "False", out.stderr[-2000:]

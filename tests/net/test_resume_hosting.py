"""The app takes up a network game it hosted after the host's crash: a host process is killed (kill -9) mid-game with
its autosave (`meta.network`: the code, the port, the seats' keys) in the app's data folder; the Title's Continue,
or Play over the network -> Host again, opens the host's table on the same code and port, and the remote player's
client, which kept trying, rejoins by itself and is brought up to the game."""

from __future__ import annotations

import signal
import time

import pytest

from thunderstone_gui.engine import observe
from thunderstone_gui.net.client import ClientGame, NetClient
from thunderstone_gui.net.codec import dumps, encode
from thunderstone_gui.ui.scenes import net_play
from thunderstone_gui.ui.scenes.net_table import HostTableScene

from ..ui.driver import Driver
from .procs import CODE, end, read_port, spawn
from .screens import wait_for


def play_until(game: ClientGame, decisions: int, seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while game.index < decisions:
        assert time.monotonic() < deadline, f"the game did not go on: {game.connection} {game.problems[-3:]}"
        game.pump()
        if game.my_turn():
            game.act(game.observation.legal[0])
        time.sleep(0.002)


@pytest.mark.parametrize("way", ["continue", "host_again"])
def test_a_hosted_game_is_taken_up_again_by_the_app_and_its_player_rejoins(home, way):
    host = spawn(["host", "--game", "classic", "--seats", "2", "--remote", "1", "--ai", "0:easy", "--seed", "3",
                  "--code", CODE, "--timeout", "100"], home)
    client = None
    d = None
    try:
        port = read_port(host)
        client = NetClient("127.0.0.1", port, CODE, "Bea", 1)
        client.start()
        game = ClientGame(client)
        play_until(game, 12)
        host.send_signal(signal.SIGKILL)           # the host's crash: no goodbye to its player
        host.wait(10)
        wait_for_state(game, "reconnecting")
        taken = game.index

        d = Driver(size=(1280, 720))
        if way == "continue":
            d.press("continue")
        else:
            d.press("net_play")
            assert isinstance(d.scene, net_play.NetMenuScene) and len(d.scene.hosted) == 1
            d.press("resume:0")
        table = d.scene
        assert isinstance(table, HostTableScene)
        server = table.host.server
        assert (server.code, server.port) == (CODE, port)
        assert len(table.host.session.steps) >= taken - 1          # the autosave had the game up to the crash

        def rejoined() -> bool:
            game.pump()
            return game.connection == "joined" and game.index == len(table.host.session.steps)
        wait_for(d, rejoined, 60)
        assert table.seat_states()[1] in ("here", "thinking")
        # It plays on through the table that took the game up.
        before = len(table.host.session.steps)

        def went_on() -> bool:
            game.pump()
            if game.my_turn():
                game.act(game.observation.legal[0])
            return len(table.host.session.steps) > before + 4 and game.index == len(table.host.session.steps)
        wait_for(d, went_on, 60)
        # No more frames: the host's game stands still while the client takes what was sent.
        server.flush()
        deadline = time.monotonic() + 30
        while game.index != len(table.host.session.steps):
            assert time.monotonic() < deadline
            game.pump()
            time.sleep(0.01)
        assert dumps(encode(game.observation)) == dumps(encode(observe(table.host.state, 1)))
        table.close_network()
    finally:
        if client is not None:
            client.stop()
        if d is not None:
            d.close()
        end(host)


def wait_for_state(game: ClientGame, state: str, seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while game.connection != state:
        assert time.monotonic() < deadline, f"still {game.connection}"
        game.pump()
        time.sleep(0.01)

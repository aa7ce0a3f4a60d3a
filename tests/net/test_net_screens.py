"""The network screens on the real app, headless: a host's lobby and table with a player joined from another
connection, and a client's table taking decisions through the host (the loopback address only)."""

from __future__ import annotations

import pytest

from thunderstone_gui.ui.scenes import net_play
from thunderstone_gui.ui.scenes.net_table import HostTableScene, NetTableScene

from ..ui.driver import Driver
from .screens import BackgroundHost, client_for, wait_for


def test_hosting_a_game_from_the_title_to_the_table(home):
    d = Driver(size=(1280, 720))
    client = None
    try:
        d.click(d.app.scene.widgets.get("net_play").rect.center)
        assert isinstance(d.app.scene, net_play.NetMenuScene)
        d.click(d.app.scene.widgets.get("host").rect.center)
        setup = d.app.scene
        assert isinstance(setup, net_play.HostSetupScene)
        assert [seat["kind"] for seat in setup.seats][1] == "remote"
        d.click(setup.widgets.get("start").rect.center)
        lobby = d.app.scene
        assert isinstance(lobby, net_play.HostLobbyScene) and lobby.server is not None
        assert lobby.server.host == "127.0.0.1"
        from thunderstone_gui.net.client import ClientGame, NetClient

        client = ClientGame(NetClient("127.0.0.1", lobby.server.port, lobby.server.code.lower(), "Zoe", -1))
        client.client.start()
        wait_for(d, lambda: [state for _, _, state in lobby.server.lobby()] == ["here"])
        d.click(lobby.widgets.get("start").rect.center)
        table = d.app.scene
        assert isinstance(table, HostTableScene)
        assert [s.name for s in table.match.config.seats][1] == "Zoe"      # the joined player's name
        wait_for(d, lambda: (client.pump() is not None) and client.started)
        assert client.seat == 1 and client.observation.viewer == 1
        assert table.seat_states()[1] in ("here", "thinking")
        table.close_network()
    finally:
        if client is not None:
            client.client.stop()
        d.close()


def test_a_client_plays_its_decisions_through_the_host(home):
    host = BackgroundHost()
    d = Driver(size=(1280, 720))
    try:
        game = client_for(host, 1)
        d.app.switch(net_play.ClientLobbyScene(d.app, game, "127.0.0.1"))
        wait_for(d, lambda: isinstance(d.app.scene, NetTableScene))
        table = d.app.scene
        from thunderstone_gui.net import seats

        # Kept for joining again after this app's crash: the seat and its key.
        assert seats.remembered("127.0.0.1", host.server.port, host.server.code) == (1, game.client.token)
        for _ in range(3):
            wait_for(d, lambda: table.remote.my_decision(), 60)
            taken = len(host.match.session.steps)
            assert table.legal() and not table.match.session.can_redo()
            table.submit(table.legal()[0])
            wait_for(d, lambda taken=taken: len(host.match.session.steps) > taken and game.index > taken)
        assert game.index == len(host.match.session.steps)
        assert len(table.remote.log.ends) == game.index + 1        # the log told every decision
        assert table.seat_states()[0] in ("host", "thinking")
        assert table.seat_states()[2] == "open"
    finally:
        d.close()
        host.stop()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_text_of_the_network_screens_fits(home, tmp_path, lang):
    """The title, Play over the network, Host, the lobby with a player joined, the host's table, Join, a client's
    table and its chat, at 1280x720 and 1600x900: no text leaves its box or is drawn over another (ui/textfit.py)."""
    from thunderstone_gui import i18n

    from .screens import screens_at

    i18n.set_language(lang)
    try:
        problems = [problem for size in ((1280, 720), (1600, 900))
                    for problem in screens_at(size, tmp_path, f"{lang}-{size[0]}x{size[1]}", lang)]
    finally:
        i18n.set_language("en")
    assert not problems, "\n".join(problems)
    assert len(list(tmp_path.glob("*.png"))) == 2 * 8

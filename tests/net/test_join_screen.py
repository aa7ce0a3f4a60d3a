"""Join, driven as a player drives it (clicks and typed text into the real app, headless): a bad address and a
missing code are each said in the player's language and change nothing; the address, the code (typed the forgiving
way) and a name join a real host on the loopback address and reach the client lobby."""

from __future__ import annotations

import pygame
import pytest

from thunderstone_gui import i18n
from thunderstone_gui.net.server import HostServer
from thunderstone_gui.ui.net_strings import tr
from thunderstone_gui.ui.scenes import net_play

from ..ui.driver import Driver
from .screens import CODE, wait_for

SAID = {   # what the player reads, written out: a missing translation fails here
    "en": {"join_bad_address": "That is not an address: type it as 192.168.1.20 or 192.168.1.20:47615",
           "join_need_code": "Type the join code the host gives you",
           "joined_wait": "You play Zoe. Waiting for the host to start the game…"},
    "de": {"join_bad_address": "Das ist keine Adresse: Gib sie als 192.168.1.20 oder 192.168.1.20:47615 ein",
           "join_need_code": "Gib den Beitrittscode ein, den dir der Gastgeber nennt"},
}


def type_into(d: Driver, field: str, text: str) -> None:
    """Click the field, rub out what it holds, type `text`."""
    widget = d.scene.widgets.get(field)
    d.click(widget.rect.center, frames=1)
    assert widget.focused
    for _ in range(len(widget.text)):
        d.key(pygame.K_BACKSPACE, frames=0)
    d.frames(1)
    d.type_text(text)
    assert widget.text == text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_joining_from_the_join_screen_by_typing_address_code_and_name(home, lang):
    server = HostServer(CODE, "classic", ["Ann", "Bea", "Cid"], {1: "Bea", 2: "Cid"}, host="127.0.0.1")
    server.start()
    i18n.set_language(lang)
    d = Driver(size=(1280, 720), language=lang)
    try:
        d.press("net_play")
        d.press("join")
        join = d.scene
        assert isinstance(join, net_play.JoinScene)

        type_into(d, "address", "not an address/")
        type_into(d, "code", "abcde-fghjk")
        d.press("join")
        assert d.scene is join and join.message == tr("join_bad_address") == SAID[lang]["join_bad_address"]

        type_into(d, "address", f"127.0.0.1:{server.port}")
        type_into(d, "code", "")
        d.press("join")
        assert d.scene is join and join.message == tr("join_need_code") == SAID[lang]["join_need_code"]
        assert server.lobby() == [(1, "Bea", "open"), (2, "Cid", "open")]      # nothing was sent

        type_into(d, "code", "abcde-fghjk")         # as the host shows it, in any case
        type_into(d, "name", "Zoe")
        seat = d.scene.widgets.get("seat")
        for _ in range(3):                          # any free seat -> Seat 1 -> Seat 2 -> Seat 3
            d.click((seat.rect.right - 4, seat.rect.centery), frames=1)
        d.press("join")
        lobby = d.scene
        assert isinstance(lobby, net_play.ClientLobbyScene)
        wait_for(d, lambda: lobby.game.connection == "joined" and bool(lobby.game.seats))
        assert server.lobby() == [(1, "Bea", "open"), (2, "Zoe", "here")]
        assert lobby.game.seat == 2
        text, _color = lobby.status_text()
        assert text == tr("joined_wait", name="Zoe")
        if lang == "en":
            assert text == SAID["en"]["joined_wait"]
        assert d.app.settings.player_names[0] == "Zoe"     # remembered for the next time
        lobby.go_back()                             # leaves the host for good
        wait_for(d, lambda: server.lobby()[1][2] == "away")
    finally:
        d.close()
        server.stop()
        i18n.set_language("en")

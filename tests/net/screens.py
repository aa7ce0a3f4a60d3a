"""The network screens driven headless (the tests and `python -m tests.net.screens OUT_DIR` for pictures)."""

from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path

import pygame

from thunderstone_gui.engine import GameConfig, legal_actions
from thunderstone_gui.engine.config import Seat
from thunderstone_gui.engine.session import Session
from thunderstone_gui.net.client import ClientGame, NetClient
from thunderstone_gui.net.host import HostMatch
from thunderstone_gui.net.server import HostServer

CODE = "ABCDEFGHJK"


class BackgroundHost:
    """A host without a window on a thread of its own; seat 0 is played here by taking its first legal decision."""

    def __init__(self, game: str = "classic", remote: frozenset[int] = frozenset({1, 2}), seats: int = 3,
                 auto: bool = True) -> None:
        config = GameConfig.new(seats, game=game, seed=12)
        config = config.model_copy(update={"seats": tuple(Seat(name=n) for n in ("Ann", "Bea", "Cid", "Dee")[:seats])})
        names = [s.name for s in config.seats]
        self.server = HostServer(CODE, game, names, {k: names[k] for k in remote}, host="127.0.0.1")
        self.server.start()
        self.match = HostMatch(Session(config), self.server, remote, autosave=False)
        self.match.start_publishing()
        self.auto = auto
        self._stop = threading.Event()
        self.lock = threading.Lock()
        self.thread = threading.Thread(target=self._loop, daemon=True)
        self.thread.start()

    def _loop(self) -> None:
        while not self._stop.is_set():
            item = self.server.wait(0.005)
            with self.lock:
                if item is not None:
                    self.match.handle(item, self.match.submit)
                self.match.pump()
                state = self.match.state
                if (self.auto and state.result is None and state.pending.seat not in self.match.remote):
                    self.match.submit(legal_actions(state)[0])

    def stop(self) -> None:
        self._stop.set()
        self.thread.join(2)
        self.server.stop()


def client_for(host: BackgroundHost, seat: int, name: str = "Bea") -> ClientGame:
    client = NetClient("127.0.0.1", host.server.port, CODE, name, seat)
    client.start()
    return ClientGame(client)


def wait_for(driver, test, seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while not test():
        scene = driver.app.scene
        assert time.monotonic() < deadline, f"timed out on {scene.name}: {getattr(scene, 'message', '')}"
        driver.frames(1)
        time.sleep(0.005)


def main(out: Path) -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["THUNDERSTONE_NET_LOOPBACK"] = "1"
    import tempfile

    os.environ["THUNDERSTONE_HOME"] = tempfile.mkdtemp(prefix="net-screens-")
    from thunderstone_gui import i18n

    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    for lang in ("en", "de"):
        i18n.set_language(lang)
        for size in ((1280, 720), (1600, 900)):
            for problem in screens_at(size, out, f"{lang}-{size[0]}x{size[1]}", lang):
                print(problem)


def screens_at(size: tuple[int, int], out: Path, tag: str, lang: str = "en") -> list[str]:
    """Every network screen drawn to `out`; returns what ui/textfit.py finds wrong in them (text that leaves its
    box, is drawn over another text or is shrunk too far), as tests/ui/test_text_fit.py does for the other screens."""
    from tests.ui.driver import Driver
    from thunderstone_gui.ui import textfit, theme
    from thunderstone_gui.ui.scenes import net_play
    from thunderstone_gui.ui.scenes.net_table import NetTableScene

    d = Driver(size=size, language=lang)
    host = None
    problems: list[str] = []

    def shot(name: str) -> None:
        d.frames(1)
        with theme.recording() as records:
            for art in d.app._card_art.values():
                art.clear()
            d.app.scene.on_resize()
            d.app.scene.invalidate()
            d.frames(1)
        assert len(records) > 3, f"{name}-{tag}: the screen was not drawn anew while recording"
        problems.extend(f"{name}-{tag}: {problem}" for problem in textfit.problems(records))
        pygame.image.save(d.app.screen, str(out / f"{name}-{tag}.png"))

    try:
        shot("title")
        d.app.switch(net_play.NetMenuScene(d.app))
        shot("net-menu")
        setup = net_play.HostSetupScene(d.app)
        d.app.switch(setup)
        shot("host-setup")
        setup.seed = 12                   # the same deal every time (the table's texts are checked)
        setup.start()
        d.frames(2)
        lobby = d.app.scene
        client = ClientGame(NetClient("127.0.0.1", lobby.server.port, lobby.server.code, "Bea", 1))
        client.client.start()
        wait_for(d, lambda: any(state == "here" for _, _, state in lobby.server.lobby()))
        shot("host-lobby")
        lobby.start()
        d.frames(3)
        wait_for(d, lambda: client.pump() is not None and client.started)
        shot("host-table")
        d.app.scene.close_network()
        client.client.stop()
        d.app.switch(net_play.JoinScene(d.app))
        shot("join")
        host = BackgroundHost()
        game = client_for(host, 1)
        d.app.switch(net_play.ClientLobbyScene(d.app, game, "127.0.0.1"))
        wait_for(d, lambda: isinstance(d.app.scene, NetTableScene))
        table = d.app.scene
        wait_for(d, lambda: table.remote.my_decision(), 60)
        shot("client-table")
        table.open_chat()
        shot("client-chat")
    finally:
        d.close()
        if host is not None:
            host.stop()
    return problems


if __name__ == "__main__":
    main(Path(sys.argv[1]))

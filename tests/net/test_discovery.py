"""Finding games on the local network (net/discovery.py) with zeroconf's network parts replaced by fakes: CI has no
multicast (the network tests use the loopback only). The announcement the host registers is the real ServiceInfo;
the fake network hands it to the finder's change handler as zeroconf's browser would."""

from __future__ import annotations

import threading

import pytest
import zeroconf

from thunderstone_gui.net import discovery
from thunderstone_gui.net.discovery import SERVICE, Announcer, Finder, Found


class FakeNetwork:
    """What the multicast network would carry: the services registered, the browsers listening."""

    def __init__(self) -> None:
        self.services: dict[str, object] = {}
        self.browsers: list[FakeBrowser] = []
        self.closed: list[FakeZeroconf] = []
        self.lock = threading.Lock()


class FakeZeroconf:
    network: FakeNetwork

    def __init__(self, *args, **kwargs) -> None:
        self.registered: list[object] = []

    def register_service(self, info, allow_name_change: bool = False) -> None:
        with self.network.lock:
            self.network.services[info.name] = info
        self.registered.append(info)

    def unregister_service(self, info) -> None:
        with self.network.lock:
            self.network.services.pop(info.name, None)

    def get_service_info(self, service_type: str, name: str, timeout: int = 3000):
        with self.network.lock:
            return self.network.services.get(name)

    def close(self) -> None:
        with self.network.lock:
            self.network.closed.append(self)


class FakeBrowser:
    network: FakeNetwork

    def __init__(self, zc, type_, handlers=None, **kwargs) -> None:
        self.zc, self.type, self.handlers = zc, type_, list(handlers or [])
        self.network.browsers.append(self)

    def tell(self, name: str, change) -> None:
        """What zeroconf's browser thread does when a service appears or goes (its handlers, by keyword)."""
        for handler in self.handlers:
            handler(zeroconf=self.zc, service_type=self.type, name=name, state_change=change)


@pytest.fixture
def network(monkeypatch):
    net = FakeNetwork()
    monkeypatch.setattr(FakeZeroconf, "network", net, raising=False)
    monkeypatch.setattr(FakeBrowser, "network", net, raising=False)
    monkeypatch.setattr(zeroconf, "Zeroconf", FakeZeroconf)
    monkeypatch.setattr(zeroconf, "ServiceBrowser", FakeBrowser)
    monkeypatch.setattr(discovery, "local_addresses", lambda: ["192.168.1.20", "10.0.0.7"])
    return net


def wait_until(test, seconds: float = 10.0) -> None:
    done = threading.Event()
    for _ in range(int(seconds / 0.01)):
        if test():
            return
        done.wait(0.01)
    raise AssertionError("timed out")


def test_the_host_announces_its_game_and_join_lists_it_until_it_goes(network):
    announcer = Announcer(47615, "Ann", "quest")
    announcer.start()                       # registering runs on a thread of its own (zeroconf probes)
    wait_until(lambda: bool(network.services))
    (name, info), = network.services.items()
    assert not announcer.problem
    assert name.endswith("." + SERVICE) and "Ann" in name
    assert info.type == SERVICE and info.port == 47615
    assert info.parsed_addresses() == ["192.168.1.20", "10.0.0.7"]
    assert info.properties == {b"game": b"quest", b"host": b"Ann", b"v": b"1"}   # never the join code

    finder = Finder()
    finder.start()
    wait_until(lambda: bool(network.browsers))
    (browser,) = network.browsers
    assert browser.type == SERVICE
    assert finder.found() == []
    browser.tell(name, zeroconf.ServiceStateChange.Added)
    assert finder.found() == [Found("Ann", "quest", "192.168.1.20", 47615)]
    browser.tell(name, zeroconf.ServiceStateChange.Updated)     # told again: still one entry
    assert len(finder.found()) == 1

    # Something else on the network that is not one of our games is not listed.
    other = zeroconf.ServiceInfo(SERVICE, f"Printer.{SERVICE}", addresses=[bytes([192, 168, 1, 30])], port=631,
                                 properties={"game": "chess"})
    network.services[other.name] = other
    browser.tell(other.name, zeroconf.ServiceStateChange.Added)
    assert len(finder.found()) == 1

    announcer.stop()                        # the lobby or the game closed: unregistered, then closed
    wait_until(lambda: name not in network.services and len(network.closed) == 1)
    browser.tell(name, zeroconf.ServiceStateChange.Removed)
    assert finder.found() == []
    finder.stop()
    wait_until(lambda: len(network.closed) == 2)


def test_a_finder_lists_at_most_a_screenful_of_games(network):
    finder = Finder()
    finder._browse()
    (browser,) = network.browsers
    for k in range(discovery.MAX_FOUND + 5):
        info = zeroconf.ServiceInfo(SERVICE, f"Thunderstone P{k}.{SERVICE}", addresses=[bytes([10, 0, 0, k + 1])],
                                    port=47615, properties={"game": "classic", "host": f"P{k}"})
        network.services[info.name] = info
        browser.tell(info.name, zeroconf.ServiceStateChange.Added)
    assert len(finder.found()) == discovery.MAX_FOUND
    finder.stop()

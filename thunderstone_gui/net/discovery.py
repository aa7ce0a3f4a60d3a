"""Games on the local network: the host announces its game with multicast DNS (zeroconf), Join lists what it hears.

The announcement carries the game, the host player's name and the port - never the join code: a player on the same
network still needs the code the host tells them. Everything here runs on zeroconf's own threads (registering
takes a second of probing): the table's loop only reads `found()`. Where multicast is not available (no network, a
firewall, a virtual LAN without it), `start` fails quietly and Join says to type the address.

The tests run these with zeroconf's network parts replaced by fakes (tests/net/test_discovery.py): multicast would
leave the machine.
"""

from __future__ import annotations

import logging
import socket
import threading
from typing import Any, NamedTuple

log = logging.getLogger(__name__)

SERVICE = "_thunderstone._tcp.local."
MAX_FOUND = 32


class Found(NamedTuple):
    """A game announced on the local network."""

    name: str          # the host player's name
    game: str          # "classic" | "advance" | "quest"
    address: str
    port: int


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses on its networks (not the loopback): what the lobby shows the players."""
    try:
        import ifaddr
    except ImportError:
        return []
    out: list[str] = []
    try:
        for adapter in ifaddr.get_adapters():
            for ip in adapter.ips:
                if isinstance(ip.ip, str) and not ip.ip.startswith(("127.", "169.254.")) and ip.ip not in out:
                    out.append(ip.ip)
    except OSError:
        return []
    return out


def service_entry(info: Any) -> Found | None:
    """A zeroconf ServiceInfo as a game of ours, or None if it does not look like one."""
    try:
        props = {(k.decode("utf-8", "replace") if isinstance(k, bytes) else str(k)):
                 (v.decode("utf-8", "replace") if isinstance(v, bytes) else "")
                 for k, v in (info.properties or {}).items()}
        addresses = info.parsed_addresses()
        port = int(info.port or 0)
    except (AttributeError, TypeError, ValueError):
        return None
    game = props.get("game", "")
    if not addresses or not 0 < port < 65536 or game not in ("classic", "advance", "quest"):
        return None
    name = "".join(c for c in props.get("host", "") if c.isprintable())[:24] or "?"
    return Found(name, game, addresses[0], port)


class Announcer:
    """The host's announcement, while its lobby and game last."""

    def __init__(self, port: int, host_name: str, game: str) -> None:
        self.port, self.host_name, self.game = port, host_name, game
        self._zc: Any = None
        self._info: Any = None
        self.problem = ""

    def start(self) -> None:
        threading.Thread(target=self._register, name="thunderstone-announce", daemon=True).start()

    def _register(self) -> None:
        try:
            from zeroconf import ServiceInfo, Zeroconf

            addresses = [socket.inet_aton(a) for a in local_addresses()]
            if not addresses:
                self.problem = "no network"
                return
            label = f"Thunderstone {self.host_name} {self.port}"[:60]
            self._info = ServiceInfo(SERVICE, f"{label}.{SERVICE}", addresses=addresses, port=self.port,
                                     properties={"game": self.game, "host": self.host_name[:24], "v": "1"})
            self._zc = Zeroconf()
            self._zc.register_service(self._info, allow_name_change=True)
        except Exception as exc:  # noqa: BLE001 - no multicast here: the address is typed instead
            self.problem = str(exc) or type(exc).__name__
            log.info("announcing the game failed: %s", self.problem)

    def stop(self) -> None:
        zc, self._zc = self._zc, None
        if zc is None:
            return

        def close() -> None:
            try:
                if self._info is not None:
                    zc.unregister_service(self._info)
                zc.close()
            except Exception:  # noqa: BLE001 - closing what may be gone
                pass
        threading.Thread(target=close, name="thunderstone-announce-stop", daemon=True).start()


class Finder:
    """Join's list of games heard on the local network."""

    def __init__(self) -> None:
        self._found: dict[str, Found] = {}
        self._lock = threading.Lock()
        self._zc: Any = None
        self._browser: Any = None
        self.problem = ""

    def start(self) -> None:
        threading.Thread(target=self._browse, name="thunderstone-find", daemon=True).start()

    def _browse(self) -> None:
        try:
            from zeroconf import ServiceBrowser, Zeroconf

            self._zc = Zeroconf()
            self._browser = ServiceBrowser(self._zc, SERVICE, handlers=[self._changed])
        except Exception as exc:  # noqa: BLE001
            self.problem = str(exc) or type(exc).__name__

    def _changed(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        if getattr(state_change, "name", "") == "Removed":
            with self._lock:
                self._found.pop(name, None)
            return
        try:
            info = zeroconf.get_service_info(service_type, name, timeout=1500)
        except Exception:  # noqa: BLE001
            return
        entry = service_entry(info) if info is not None else None
        if entry is not None:
            with self._lock:
                if len(self._found) < MAX_FOUND or name in self._found:
                    self._found[name] = entry

    def found(self) -> list[Found]:
        with self._lock:
            return sorted(self._found.values())

    def stop(self) -> None:
        zc, self._zc = self._zc, None
        if zc is not None:
            threading.Thread(target=zc.close, name="thunderstone-find-stop", daemon=True).start()

"""The part of a game state every game system shares: card instances, players' piles, the turn, the one decision the
game waits for.

Every physical card is an integer instance id; `state.cards[iid]` is its card (each game system has its own card
class; the core only reads `.id`). Piles are lists whose END is the top (drawing pops from the end). The state is
plain data so that copying (undo snapshots, AI search) and hashing are cheap. Each game system subclasses
`GameState` with the zones of its own table (`systems/<name>/state.py`) and names itself in the class attribute
`system`; the rules that change a state live in that system's `rules/`.
"""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple, Self

from .config import GameConfig
from .plain import PlainData
from .rng import Rng

if TYPE_CHECKING:
    from .actions import Action
    from .system import GameSystem


class Pending(NamedTuple):
    """The decision the game waits for.

    kind: a decision of the game system's turn ("turn", "village", "dungeon"...), "prompt" (a choice an effect asks
    for; `prompt` names it and `options` are its legal actions) or "game_over".
    """

    kind: str
    seat: int
    prompt: str = ""
    options: tuple[Action, ...] = ()
    info: tuple[tuple[str, Any], ...] = ()

    def detail(self, key: str, default: Any = None) -> Any:
        for k, v in self.info:
            if k == key:
                return v
        return default


class PlayerState(PlainData):
    """A player's own piles and XP. Game systems with more per-player state subclass it."""

    __slots__ = ("deck", "hand", "discard", "xp")

    def __init__(self) -> None:
        self.deck: list[int] = []      # top = end
        self.hand: list[int] = []      # during the player's turn: the revealed party
        self.discard: list[int] = []   # top = end
        self.xp = 0

    def owned(self) -> list[int]:
        return self.deck + self.hand + self.discard


class GameResult(NamedTuple):
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    stone_holder: int           # -1: nobody holds the game's Thunderstone (or the game has none)
    reason: str


class GameState:
    """A whole game at one moment. Create with `engine.new_game(config)`; change only through `engine.apply`.

    This base class holds what every game system has; a system's subclass adds its zones and implements `clone_extra`,
    `canonical` and `table_zones`.
    """

    __slots__ = ("config", "catalogue", "cards", "rng", "players", "active", "turn_number", "turn", "pending",
                 "stack", "result", "reveals", "version", "_legal")

    system: ClassVar[GameSystem]

    config: GameConfig
    catalogue: Any
    cards: list[Any]
    rng: Rng
    players: list[PlayerState]
    active: int
    turn_number: int
    turn: Any                   # the system's record of what the active player did this turn
    pending: Pending
    stack: list[tuple[Any, ...]]
    result: GameResult | None
    reveals: int                # counts every moment hidden cards were shown (strict undo stops there)
    version: int                # counts decisions taken (the legal actions are cached per version)
    _legal: tuple[int, list[Action]] | None

    @property
    def seats(self) -> int:
        return len(self.players)

    @property
    def is_over(self) -> bool:
        return self.result is not None

    def card(self, iid: int) -> Any:
        return self.cards[iid]

    def card_id(self, iid: int) -> str:
        return self.cards[iid].id

    def ref(self, iid: int) -> str:
        """The text form of a card instance used in records: `card_id#instance`."""
        return f"{self.cards[iid].id}#{iid}"

    def clone(self) -> Self:
        other = self.__class__.__new__(self.__class__)
        other.config = self.config
        other.catalogue = self.catalogue
        other.cards = self.cards    # never changed in place: a card made during play makes a new list
        other.rng = self.rng.copy()
        other.players = [p.clone() for p in self.players]
        other.active = self.active
        other.turn_number = self.turn_number
        other.turn = self.turn.clone()
        other.pending = self.pending
        other.stack = self.stack[:]
        other.result = self.result
        other.reveals = self.reveals
        other.version = self.version
        other._legal = self._legal          # same version, same legal actions (the list is never changed)
        self.clone_extra(other)
        return other

    def clone_extra(self, other: GameState) -> None:
        """Copy the system's own fields into `other` (a fresh instance of the same class)."""
        raise NotImplementedError

    def canonical(self) -> tuple[Any, ...]:
        """Everything that makes this state what it is, in a stable order."""
        raise NotImplementedError

    def state_hash(self) -> str:
        """A stable fingerprint: equal for equal states on every machine and every run."""
        return hashlib.blake2b(repr(self.canonical()).encode(), digest_size=12).hexdigest()

    def all_zones(self) -> dict[str, list[int]]:
        """Every place a card can be, by name (for invariant checks, positions and debugging): the game's table
        (`table_zones`), then each player's deck, hand and discard pile (`p<seat>:deck`...)."""
        zones = self.table_zones()
        for seat, p in enumerate(self.players):
            zones[f"p{seat}:deck"] = p.deck
            zones[f"p{seat}:hand"] = p.hand
            zones[f"p{seat}:discard"] = p.discard
        return zones

    def table_zones(self) -> dict[str, list[int]]:
        """Every place on the game's table a card can be, by name."""
        raise NotImplementedError

    def where(self, iid: int) -> tuple[str, int]:
        """Where a card is: (zone, seat); seat is -1 outside players' zones."""
        for name, pile in self.all_zones().items():
            if iid in pile:
                seat, _, zone = name.partition(":")
                if seat.startswith("p") and seat[1:].isdigit() and zone in ("deck", "hand", "discard"):
                    return zone, int(seat[1:])
                return name, -1
        raise KeyError(f"card {iid} is nowhere")

    def hand_is_public(self, seat: int) -> bool:
        """Whether every player sees `seat`'s hand now (a party revealed in the Village or the Dungeon)."""
        return False

    def send_destroyed(self, iid: int, origin: str = "") -> None:
        """Put a destroyed card (already out of its zone; `origin` names it, "hand" or "") where the game's rules
        send destroyed cards."""
        raise NotImplementedError


def state_hash(state: GameState) -> str:
    return state.state_hash()

"""The game state: zones of card instances, the turn in progress, and the one decision the game waits for.

Every physical card is an integer instance id; `state.cards[iid]` is its `Card`. Piles are lists whose END is the top
(drawing pops from the end). The state is plain data so that copying (undo snapshots, AI search) and hashing are
cheap; the rules that change it live in `engine/rules/`.
"""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING, Any, NamedTuple

from .cards import Card, Catalogue
from .config import GameConfig
from .rng import Rng

if TYPE_CHECKING:
    from .actions import Action

HAND_SIZE = 6
HALL_RANKS = 3


class Pending(NamedTuple):
    """The decision the game waits for.

    kind: "turn" (Village, Dungeon or Rest), "village", "dungeon" (preparing the battle), "prompt" (a choice an
    effect asks for; `prompt` names it and `options` are its legal actions) or "game_over".
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


class PlayerState:
    __slots__ = ("deck", "hand", "discard", "xp")

    def __init__(self) -> None:
        self.deck: list[int] = []      # top = end
        self.hand: list[int] = []      # during the player's turn: the revealed party
        self.discard: list[int] = []   # top = end
        self.xp = 0

    def clone(self) -> PlayerState:
        other = PlayerState.__new__(PlayerState)
        other.deck = self.deck[:]
        other.hand = self.hand[:]
        other.discard = self.discard[:]
        other.xp = self.xp
        return other

    def owned(self) -> list[int]:
        return self.deck + self.hand + self.discard


class TurnState:
    """What the active player did this turn; replaced by a fresh one at every turn start."""

    __slots__ = ("action", "step", "used", "gold_bonus", "gold_left", "buys_left", "equips", "strength_bonus",
                 "attack_bonus", "magic_convert", "arcane", "weightless", "thrown", "borrowed", "entered", "rank",
                 "target", "strength_penalty", "prevented", "battle_destroyed", "doomed", "allocations", "outcome",
                 "spoils_left", "stone_taker", "edged_at_battle", "spells_used", "offered", "magic_bonus", "conjured",
                 "weapon_buys", "deferred_breaches")

    def __init__(self) -> None:
        self.action = ""                 # "" | "village" | "dungeon" | "rest"
        self.step = ""                   # village: level/effects/buy/level_after; dungeon: prep/battle/after
        self.used: set[tuple[int, str]] = set()   # once-per-turn abilities spent: (card, ability key)
        self.gold_bonus = 0              # Gold produced by effects
        self.gold_left = -1              # Gold left to spend; -1 until the first purchase
        self.buys_left = 1
        self.equips: dict[int, int] = {}           # weapon -> hero
        self.strength_bonus: dict[int, int] = {}   # hero -> Strength from Food and the like
        self.attack_bonus: dict[int, int] = {}     # hero -> its own extra Attack from eating Food
        self.magic_convert: set[int] = set()       # heroes whose Attack becomes Magic Attack (Goodberries)
        self.arcane = False              # Arcane Energies cast
        self.weightless = False          # Magical Aura cast
        self.thrown: set[int] = set()    # thrown Spears: destroyed, still equipped for this battle
        self.borrowed: dict[int, int] = {}         # borrowed hero -> its owner
        self.entered: set[int] = set()   # heroes whose "when he joins the party" effect has fired
        self.rank = 0                    # the rank attacked
        self.target = -1                 # the monster attacked
        self.strength_penalty = 0        # every Hero's Strength loss from Battle effects
        self.prevented: set[int] = set()           # heroes a Battle effect stops from attacking (Haunt)
        self.battle_destroyed: list[int] = []      # destroyed by Battle effects; leave when the battle ends
        self.doomed: set[int] = set()    # Heroes destroyed at the end of the turn (Strength 0 or less)
        self.allocations: list[tuple[int, str]] = []   # penalties placed: (hero or -1 for the party, attack|magic)
        self.outcome = ""                # "" | "victory" | "defeat"
        self.spoils_left: list[tuple[int, str]] = []   # (source card, kind) still to use
        self.stone_taker = -1
        self.edged_at_battle: set[int] = set()     # heroes that carried an Edged Weapon when the battle began
        self.spells_used: set[int] = set()
        self.offered: list[tuple[int, int]] = []   # cards discarded to a Theurge or a Gladiator: (card, owner)
        self.magic_bonus: dict[int, int] = {}      # hero -> its own extra Magic Attack (Blind)
        self.conjured: set[int] = set()  # Weapons taken from the Village for this battle (Illusory Blade)
        self.weapon_buys = 0             # extra purchases a Weapon purchase unlocks (Blacksmith)
        self.deferred_breaches: list[int] = []     # 1st edition: Breaches that wait for the new hand

    def clone(self) -> TurnState:
        other = TurnState.__new__(TurnState)
        other.action = self.action
        other.step = self.step
        other.used = set(self.used)
        other.gold_bonus = self.gold_bonus
        other.gold_left = self.gold_left
        other.buys_left = self.buys_left
        other.equips = dict(self.equips)
        other.strength_bonus = dict(self.strength_bonus)
        other.attack_bonus = dict(self.attack_bonus)
        other.magic_convert = set(self.magic_convert)
        other.arcane = self.arcane
        other.weightless = self.weightless
        other.thrown = set(self.thrown)
        other.borrowed = dict(self.borrowed)
        other.entered = set(self.entered)
        other.rank = self.rank
        other.target = self.target
        other.strength_penalty = self.strength_penalty
        other.prevented = set(self.prevented)
        other.battle_destroyed = self.battle_destroyed[:]
        other.doomed = set(self.doomed)
        other.allocations = self.allocations[:]
        other.outcome = self.outcome
        other.spoils_left = self.spoils_left[:]
        other.stone_taker = self.stone_taker
        other.edged_at_battle = set(self.edged_at_battle)
        other.spells_used = set(self.spells_used)
        other.offered = self.offered[:]
        other.magic_bonus = dict(self.magic_bonus)
        other.conjured = set(self.conjured)
        other.weapon_buys = self.weapon_buys
        other.deferred_breaches = self.deferred_breaches[:]
        return other

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TurnState) and self.canonical() == other.canonical()

    __hash__ = None  # type: ignore[assignment]

    def canonical(self) -> tuple[Any, ...]:
        return (self.action, self.step, sorted(self.used), self.gold_bonus, self.gold_left, self.buys_left,
                sorted(self.equips.items()), sorted(self.strength_bonus.items()), sorted(self.attack_bonus.items()),
                sorted(self.magic_convert), self.arcane, self.weightless, sorted(self.thrown),
                sorted(self.borrowed.items()), sorted(self.entered), self.rank, self.target, self.strength_penalty,
                sorted(self.prevented), self.battle_destroyed, sorted(self.doomed), self.allocations, self.outcome,
                self.spoils_left, self.stone_taker, sorted(self.edged_at_battle), sorted(self.spells_used),
                self.offered, sorted(self.magic_bonus.items()), sorted(self.conjured), self.weapon_buys,
                self.deferred_breaches)


class GameResult(NamedTuple):
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    stone_holder: int           # -1: nobody took the Thunderstone
    reason: str


class GameState:
    """A whole game at one moment. Create with `engine.new_game(config)`; change only through `engine.apply`."""

    __slots__ = ("config", "catalogue", "cards", "rng", "players", "supply", "hall", "dungeon", "trash", "active",
                 "turn_number", "turn", "pending", "stack", "result", "breached", "reveals", "minted", "revealed",
                 "version", "_legal", "disease_card", "progress_turn", "fruitless_visits")

    config: GameConfig
    catalogue: Catalogue
    cards: list[Card]
    rng: Rng
    players: list[PlayerState]
    supply: dict[str, list[int]]
    hall: list[int]
    dungeon: list[int]
    trash: list[int]
    active: int
    turn_number: int
    turn: TurnState
    pending: Pending
    stack: list[tuple[Any, ...]]
    result: GameResult | None
    breached: set[int]
    reveals: int
    minted: int
    revealed: list[int]
    version: int
    disease_card: Card
    progress_turn: int          # the turn a monster last left the Dungeon for good (the impasse rule counts from it)
    fruitless_visits: int       # Dungeon turns since then, none of which took a monster for good
    _legal: tuple[int, list[Action]] | None

    @property
    def edition(self) -> str:
        return self.config.variants.rules_edition

    @property
    def seats(self) -> int:
        return len(self.players)

    @property
    def is_over(self) -> bool:
        return self.result is not None

    def card(self, iid: int) -> Card:
        return self.cards[iid]

    def card_id(self, iid: int) -> str:
        return self.cards[iid].id

    def ref(self, iid: int) -> str:
        """The text form of a card instance used in records: `card_id#instance`."""
        return f"{self.cards[iid].id}#{iid}"

    def clone(self) -> GameState:
        other = GameState.__new__(GameState)
        other.config = self.config
        other.catalogue = self.catalogue
        other.cards = self.cards  # never changed in place (see zones.gain_disease)
        other.rng = self.rng.copy()
        other.players = [p.clone() for p in self.players]
        other.supply = {k: v[:] for k, v in self.supply.items()}
        other.hall = self.hall[:]
        other.dungeon = self.dungeon[:]
        other.trash = self.trash[:]
        other.active = self.active
        other.turn_number = self.turn_number
        other.turn = self.turn.clone()
        other.pending = self.pending
        other.stack = self.stack[:]
        other.result = self.result
        other.breached = set(self.breached)
        other.reveals = self.reveals
        other.minted = self.minted
        other.revealed = self.revealed[:]
        other.version = self.version
        other._legal = self._legal          # same version, same legal actions (the list is never changed)
        other.disease_card = self.disease_card
        other.progress_turn = self.progress_turn
        other.fruitless_visits = self.fruitless_visits
        return other

    def canonical(self) -> tuple[Any, ...]:
        """Everything that makes this state what it is, in a stable order."""
        return (self.rng.state, [(p.deck, p.hand, p.discard, p.xp) for p in self.players], sorted(self.supply.items()),
                self.hall, self.dungeon, self.trash, self.active, self.turn_number, self.turn.canonical(),
                tuple(self.pending), self.stack, self.result, sorted(self.breached), self.minted,
                self.revealed, self.progress_turn, self.fruitless_visits)

    def state_hash(self) -> str:
        """A stable fingerprint: equal for equal states on every machine and every run."""
        return hashlib.blake2b(repr(self.canonical()).encode(), digest_size=12).hexdigest()

    def where(self, iid: int) -> tuple[str, int]:
        """Where a card is: (zone, seat) - zone is supply:<stack>, hall, dungeon, trash, revealed, deck, hand or
        discard; seat is -1 outside players' zones."""
        for stack, pile in self.supply.items():
            if iid in pile:
                return f"supply:{stack}", -1
        for name, pile in (("hall", self.hall), ("dungeon", self.dungeon), ("trash", self.trash),
                           ("revealed", self.revealed)):
            if iid in pile:
                return name, -1
        for seat, player in enumerate(self.players):
            for name, pile in (("hand", player.hand), ("deck", player.deck), ("discard", player.discard)):
                if iid in pile:
                    return name, seat
        raise KeyError(f"card {iid} is nowhere")

    def all_zones(self) -> dict[str, list[int]]:
        """Every place a card can be, by name (for invariant checks and debugging)."""
        zones: dict[str, list[int]] = {f"supply:{k}": v for k, v in self.supply.items()}
        zones["hall"] = [c for c in self.hall if c >= 0]
        zones["dungeon"] = self.dungeon
        zones["trash"] = self.trash
        zones["revealed"] = self.revealed
        for seat, p in enumerate(self.players):
            zones[f"p{seat}:deck"] = p.deck
            zones[f"p{seat}:hand"] = p.hand
            zones[f"p{seat}:discard"] = p.discard
        return zones


def state_hash(state: GameState) -> str:
    return state.state_hash()

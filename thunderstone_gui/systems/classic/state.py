"""The original game's table: the Village supply, the Dungeon Hall and Deck, the destroyed pile, and the turn in
progress ("Setup", "The Dungeon Hall", "Playing the Game").

`ClassicState` adds these zones to the core `GameState`. The Hall is `hall[0]` = Rank 1 ... Rank 3; an empty rank
is -1.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.plain import PlainData
from ...engine.state import GameResult, GameState, Pending, PlayerState

if TYPE_CHECKING:
    from .cards import Card, Catalogue
    from .config import ClassicConfig
    from .profile import RulesProfile

__all__ = ["ClassicState", "TurnState", "HAND_SIZE", "HALL_RANKS", "GameResult", "Pending", "PlayerState"]

HAND_SIZE = 6
HALL_RANKS = 3


class TurnState(PlainData):
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

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TurnState) and self.canonical() == other.canonical()

    __hash__ = None  # type: ignore[assignment]


class ClassicState(GameState):
    """A game of the original Thunderstone at one moment."""

    __slots__ = ("supply", "hall", "dungeon", "trash", "breached", "minted", "revealed", "disease_card",
                 "progress_turn", "fruitless_visits")

    config: ClassicConfig
    catalogue: Catalogue
    cards: list[Card]
    turn: TurnState
    supply: dict[str, list[int]]
    hall: list[int]
    dungeon: list[int]
    trash: list[int]
    breached: set[int]
    minted: int
    revealed: list[int]
    disease_card: Card
    progress_turn: int          # the turn a monster last left the Dungeon for good (the impasse rule counts from it)
    fruitless_visits: int       # Dungeon turns since then, none of which took a monster for good

    @property
    def edition(self) -> str:
        return self.config.variants.rules_edition

    @property
    def rules(self) -> RulesProfile:
        """The rules edition's differences (1st or 2nd edition), one object."""
        return self.config.rules

    def clone_extra(self, other: GameState) -> None:
        assert isinstance(other, ClassicState)
        other.supply = {k: v[:] for k, v in self.supply.items()}
        other.hall = self.hall[:]
        other.dungeon = self.dungeon[:]
        other.trash = self.trash[:]
        other.breached = set(self.breached)
        other.minted = self.minted
        other.revealed = self.revealed[:]
        other.disease_card = self.disease_card
        other.progress_turn = self.progress_turn
        other.fruitless_visits = self.fruitless_visits

    def canonical(self) -> tuple[Any, ...]:
        # The order and the values are those of every record written so far: their checkpoint hashes depend on it.
        return (self.rng.state, [(p.deck, p.hand, p.discard, p.xp) for p in self.players], sorted(self.supply.items()),
                self.hall, self.dungeon, self.trash, self.active, self.turn_number, self.turn.canonical(),
                tuple(self.pending), self.stack, self.result, sorted(self.breached), self.minted,
                self.revealed, self.progress_turn, self.fruitless_visits)

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

    def table_zones(self) -> dict[str, list[int]]:
        zones: dict[str, list[int]] = {f"supply:{k}": v for k, v in self.supply.items()}
        zones["hall"] = [c for c in self.hall if c >= 0]
        zones["dungeon"] = self.dungeon
        zones["trash"] = self.trash
        zones["revealed"] = self.revealed
        return zones

    def hand_is_public(self, seat: int) -> bool:
        """The active player reveals the hand when visiting the Village or entering the Dungeon."""
        return seat == self.active and self.turn.action in ("village", "dungeon")

    def send_destroyed(self, iid: int, origin: str = "") -> None:
        """Destroyed cards go to the destroyed pile, except Disease, which goes back to its supply ("Disease
        Cards")."""
        if self.cards[iid].is_disease:
            self.supply["disease"].append(iid)
        else:
            self.trash.append(iid)

"""The Thunderstone Quest table: the players' boards (HP track, Wound tokens, Gear tokens, XP, the Champion's place,
Side Quest, Guild Sponsorship), the Village board (Guilds' Quarter Hero stacks, Marketplace stacks, the Treasure
deck, the Bazaar's tokens), the Dungeon (rooms as a graph by level, the Monster in each room, the Monster decks of
levels 1-3, the Guardian under The Wilderness, the Guardian Keys found) and the turn in progress.

Piles are lists whose END is the top. Room 0 is The Wilderness; rooms 1-2 are level 1, 3-4 level 2, 5-6 level 3,
laid out as a grid of two columns under The Wilderness (docs/rules-quest.md, "The Dungeon map").

A room's card may lie face down (`face_down`: put there by a card effect, FAQ "How do I battle a face down
Monster?"): no seat knows which card it is until it is battled. `dice` is the roll made last this turn (Lexicon:
Doubles). A game that never uses them hashes as it always has.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.plain import PlainData
from ...engine.state import GameResult, GameState, Pending, PlayerState

if TYPE_CHECKING:
    from .cards import Catalogue, QuestCard
    from .config import QuestConfig

__all__ = ["QuestState", "QuestPlayer", "QuestTurn", "GameResult", "Pending", "START_HP", "MAX_WOUNDS",
           "ADJACENT", "hp_of", "GEAR_INDEX", "WOUND_TOKENS"]

START_HP = 6
MAX_WOUNDS = 8              # the Player Board's Wound track (32 tokens, 4 boards): docs/rules-quest.md
GEAR_INDEX = {"iron_rations": 0, "lantern": 1, "potion": 2}
GEAR_SUPPLY = 16            # tokens of each kind in the box
WOUND_TOKENS = 4 * MAX_WOUNDS   # Wound tokens in the box: a full track on each of the 4 Player Boards
# The Dungeon map: The Wilderness over two columns of rooms (levels 1, 2, 3); orthogonal neighbours only.
ADJACENT: tuple[tuple[int, ...], ...] = (
    (1, 2),          # The Wilderness: both level 1 rooms (FAQ)
    (0, 2, 3),       # level 1, left
    (0, 1, 4),       # level 1, right
    (1, 4, 5),       # level 2, left
    (2, 3, 6),       # level 2, right
    (3, 6),          # level 3, left
    (4, 5),          # level 3, right
)
VILLAGE_LOCATIONS = ("temple", "bazaar", "shop", "guilds")
# The Village location only Epic Thunderstone Quest has (rules/epic.py).
MARKETPLACE = "marketplace"
LOCATION_NAMES = {"temple": "The Temple", "bazaar": "The Bazaar", "shop": "Shop of Arcane Wonders",
                  "guilds": "The Guilds' Quarter", MARKETPLACE: "The Marketplace"}


def hp_of(wounds: int) -> int:
    """The Player Board's HP for a number of Wound tokens: 6 HP, one less for every two Wounds (0-1: 6, 2-3: 5...)."""
    return START_HP - wounds // 2


class QuestPlayer(PlayerState):
    """A player's board: piles, XP tokens, Wound tokens, Gear tokens, the Champion, the secret Side Quest."""

    __slots__ = ("wounds", "gear", "location", "side_quest", "quest_done", "offer", "sponsorship", "defeated")

    def __init__(self) -> None:
        super().__init__()
        self.wounds = 0                      # Wound tokens on the board, left to right
        self.gear = [0, 0, 0]                # Iron Rations, Lantern, Potion
        self.location = ""                   # a Village location, "room:<index>" in the Dungeon, "" before play
        self.side_quest = ""                 # card id (secret until completed)
        self.quest_done = False
        self.offer: tuple[str, ...] = ()     # the Side Quests dealt, until one is kept
        self.sponsorship = ""                # card id
        self.defeated = [0] * 7              # Monsters defeated, by level

    @property
    def room(self) -> int:
        """The room the Champion stands in, or -1 outside the Dungeon."""
        return int(self.location[5:]) if self.location.startswith("room:") else -1


class QuestTurn(PlainData):
    """What the active player did this turn; a fresh one at every turn start."""

    __slots__ = ("phase", "step", "used", "produced", "gold_fixed", "gold_spent", "wields", "removed", "boosts",
                 "bought", "gear_bought", "treasure_bought", "heals_used", "levels", "potion_now", "wilderness_only",
                 "light_at_move", "path", "monster", "room", "outcome", "key_found", "keys_aside", "keys_from",
                 "battle")

    def __init__(self) -> None:
        self.phase = ""              # "" (Prep) | "village" | "dungeon"
        self.step = ""               # village: abilities/buy/location/heal/level; dungeon: prep/battle/spoils
        self.used: set[tuple[int, str]] = set()   # (card, ability key) used this turn
        # What abilities and tokens produced: (source card, value) -> amount. An effect lasts while its source is
        # in front of you (marquee rule 3); source -1: a token or a card destroyed to pay for it (lasts the turn).
        self.produced: dict[tuple[int, str], int] = {}
        self.gold_fixed = -1         # the gold totalled at the buy step (-1: not yet)
        self.gold_spent = 0
        self.wields: dict[int, int] = {}          # weapon -> hero
        self.removed: set[int] = set()            # Weapons removed from a Hero: no other Hero may take them
        self.boosts: dict[tuple[int, int, str], int] = {}   # (hero, source, attack|magic_attack|skill) -> amount
        self.bought = False          # the turn's one card purchase
        self.gear_bought = False     # The Bazaar's token
        self.treasure_bought = False  # the Shop of Arcane Wonders' Treasure
        self.heals_used = 0
        self.levels: list[int] = []  # Heroes levelled up this turn
        self.potion_now = False      # a Potion just bought at The Bazaar may be drunk at once
        self.wilderness_only = False  # a Dungeon Phase after the Village (the Lantern's trait)
        self.light_at_move = -1      # the Light produced when the Champion moved (-1: did not move)
        self.path: tuple[int, ...] = ()
        self.monster = -1            # the Monster battled
        self.room = -1               # the room of the battle
        self.outcome = ""            # "" | "victory" | "defeat"
        self.key_found = False       # only one Guardian Key is found per turn
        self.keys_aside: list[int] = []           # later keys revealed this turn (shuffled back after the refill)
        self.keys_from: list[int] = []            # the Monster deck (level) each of them came from
        self.battle: tuple[int, int, int] = (0, 0, 0)   # physical, magic, total after Armor and Resistance


class QuestState(GameState):
    """A game of Thunderstone Quest at one moment."""

    __slots__ = ("market", "guilds", "rooms", "room_monster", "monster_decks", "treasure", "trash", "wound_stack",
                 "legendary", "under_wilderness", "keys_found", "summoned", "final_turns", "pool", "market_decks",
                 "hero_box", "face_down", "dice")

    config: QuestConfig
    catalogue: Catalogue
    cards: list[QuestCard]
    players: list[QuestPlayer]   # type: ignore[assignment]
    turn: QuestTurn
    market: dict[str, list[int]]       # Marketplace stack (card id) -> cards, top = end; Epic: spot -> 0 or 1 card
    guilds: dict[str, list[int]]       # Hero line -> its stack (level 1 on top = end); Epic (a): class -> stack
    rooms: tuple[str, ...]             # room card id by map index (0: The Wilderness)
    room_monster: list[int]            # the Monster in each room (-1: none)
    monster_decks: list[list[int]]     # [level 1, level 2, level 3], top = end
    treasure: list[int]
    trash: list[int]                   # destroyed cards (the box)
    wound_stack: list[int]             # Wound cards not dealt
    legendary: list[int]               # set aside until a Side Quest rewards one
    under_wilderness: list[int]        # the other side of The Wilderness card: the Guardian, then the Giant Rat
    keys_found: list[int]
    summoned: bool                     # the Guardian is in The Wilderness
    final_turns: int                   # turns left in the final round (-1: not yet)
    pool: tuple[str, ...]              # Side Quests not dealt (box)
    # Epic Thunderstone Quest only (rules/epic.py; empty in the normal game): the Marketplace's face-down decks by
    # type (item, spell, weapon; top = end) and, with the Heroes in class stacks, each Hero line's level 2 and 3
    # cards in the box (level-ups take them from there).
    market_decks: dict[str, list[int]]
    hero_box: dict[str, list[int]]
    # Rooms whose card lies face down -> the level of the Monster deck it was taken from (public: everyone saw
    # which deck; its identity is no one's until it is turned face up when battled).
    face_down: dict[int, int]
    dice: tuple[int, ...]              # the dice rolled last this turn (() before any roll)

    def room_card(self, index: int) -> QuestCard:
        return self.catalogue[self.rooms[index]]

    def clone_extra(self, other: GameState) -> None:
        assert isinstance(other, QuestState)
        other.market = {k: v[:] for k, v in self.market.items()}
        other.guilds = {k: v[:] for k, v in self.guilds.items()}
        other.rooms = self.rooms
        other.room_monster = self.room_monster[:]
        other.monster_decks = [d[:] for d in self.monster_decks]
        other.treasure = self.treasure[:]
        other.trash = self.trash[:]
        other.wound_stack = self.wound_stack[:]
        other.legendary = self.legendary[:]
        other.under_wilderness = self.under_wilderness[:]
        other.keys_found = self.keys_found[:]
        other.summoned = self.summoned
        other.final_turns = self.final_turns
        other.pool = self.pool
        other.market_decks = {k: v[:] for k, v in self.market_decks.items()}
        other.hero_box = {k: v[:] for k, v in self.hero_box.items()}
        other.face_down = dict(self.face_down)
        other.dice = self.dice

    def canonical(self) -> tuple[Any, ...]:
        base = self._canonical()
        if self.config.epic is not None:
            base += (sorted(self.market_decks.items()), sorted(self.hero_box.items()))
        # Added only when in use: a game without face-down cards or dice hashes as it always has (saves' checks).
        if self.face_down:
            base += (("face_down", sorted(self.face_down.items())),)
        if self.dice:
            base += (("dice", self.dice),)
        return base

    def _canonical(self) -> tuple[Any, ...]:
        return (self.rng.state, [p.canonical() for p in self.players], sorted(self.market.items()),
                sorted(self.guilds.items()), self.rooms, self.room_monster, self.monster_decks, self.treasure,
                self.trash, self.wound_stack, self.legendary, self.under_wilderness, self.keys_found, self.summoned,
                self.final_turns, self.pool, self.active, self.turn_number, self.turn.canonical(),
                tuple(self.pending), self.stack, self.result)

    def table_zones(self) -> dict[str, list[int]]:
        zones: dict[str, list[int]] = {f"market:{k}": v for k, v in self.market.items()}
        zones.update({f"guilds:{k}": v for k, v in self.guilds.items()})
        zones["rooms"] = [m for r, m in enumerate(self.room_monster) if m >= 0 and r not in self.face_down]
        zones["face_down"] = [self.room_monster[r] for r in sorted(self.face_down)]     # in rooms, seen by no one
        for level, deck in enumerate(self.monster_decks, 1):
            zones[f"monsters:{level}"] = deck
        zones["treasure"] = self.treasure
        zones["trash"] = self.trash
        zones["wounds"] = self.wound_stack
        zones["legendary"] = self.legendary
        zones["under_wilderness"] = self.under_wilderness
        zones["keys_found"] = self.keys_found
        zones["keys_aside"] = self.turn.keys_aside
        zones.update({f"market_deck:{k}": v for k, v in self.market_decks.items()})
        zones.update({f"hero_box:{k}": v for k, v in self.hero_box.items()})
        return zones

    def hand_is_public(self, seat: int) -> bool:
        """The active player reveals the hand in the Village and in the Dungeon (and so every card drawn then)."""
        return seat == self.active and self.turn.phase in ("village", "dungeon")

    def send_destroyed(self, iid: int, origin: str = "") -> None:
        """A destroyed card goes to the box, except a Wound card, which goes back to its stack ("Heal")."""
        if self.cards[iid].is_wound:
            self.wound_stack.append(iid)
        else:
            self.trash.append(iid)

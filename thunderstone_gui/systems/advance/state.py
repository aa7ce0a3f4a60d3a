"""Thunderstone Advance's table: the Village supply, the Dungeon Hall (3 ranks on the Dungeon side of the board, 4 on
the Wilderness side), the Dungeon Deck, the Curse deck, the Horde Deck, the cards out of the game, and the turn in
progress.

The Hall is `hall[0]` = Rank 1 ...; an empty rank is -1. Piles are lists whose END is the top.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.plain import PlainData
from ...engine.state import GameResult, GameState, Pending, PlayerState

if TYPE_CHECKING:
    from .cards import Card, Catalogue
    from .config import AdvanceConfig

__all__ = ["AdvanceState", "AdvanceTurn", "HAND_SIZE", "GameResult", "Pending", "PlayerState"]

HAND_SIZE = 6


class AdvanceTurn(PlainData):
    """What the active player did this turn; replaced by a fresh one at every turn start."""

    __slots__ = ("action", "step", "used", "abilities_used", "locked", "dungeon_closed", "shackled", "light_zero",
                 "attack_penalty", "gold_bonus", "gold_left", "buys_left", "equips", "strength_bonus", "strength_all",
                 "physical_bonus", "strike", "group_bonus", "levelled", "borrowed", "rank", "target", "health_bonus",
                 "absorbed", "cancelled", "cancel_all", "outcome", "tav", "spoils_left", "no_spoils",
                 "hero_light_only", "xp_back", "hand_short", "extra_turn", "ends_game", "reacted", "battle_heroes",
                 "ended_early")

    def __init__(self) -> None:
        self.action = ""                 # "" | "village" | "dungeon" | "prepare" | "rest"
        self.step = ""                   # village: effects/buy/level; dungeon: prep/battle/after
        self.used: set[tuple[int, str]] = set()   # abilities used this turn: (card, ability key)
        self.abilities_used = 0          # how many (Curse of Decay: only as the first)
        self.locked = False              # no more abilities this turn (Curse of Decay)
        self.dungeon_closed = False      # no more Dungeon abilities (Mass Teleport)
        self.shackled = False            # no more Weapons, Dungeon abilities or Trophies (Curse of Horror, Sloth)
        self.light_zero = False          # the party's Light is 0 (Curse of Horror)
        self.attack_penalty = 0          # off the Total Attack Value (Curse of Sloth)
        self.gold_bonus = 0              # Gold from effects (may be negative: Curse of Neglect)
        self.gold_left = -1              # Gold left after the first purchase; -1 before it
        self.buys_left = 1
        self.equips: dict[int, int] = {}           # weapon -> hero
        self.strength_bonus: dict[int, int] = {}   # hero -> Strength (Thunderstone Shard)
        self.strength_all = 0            # every Hero's extra Strength (Bandia's Wisdom)
        self.physical_bonus: dict[int, int] = {}   # card -> its own extra Physical Attack (Honeytongue, Soldier)
        self.strike: dict[int, int] = {} # hero -> Physical Attack while Darkness remains (Caliginite Silencer)
        self.group_bonus: list[tuple[str, int]] = []   # monster group -> every Hero's extra Attack (Deepstrider)
        self.levelled: set[int] = set()  # Heroes made by a level-up this turn (never levelled twice)
        self.borrowed: dict[int, int] = {}         # a Hero fighting for the active player -> its owner
        self.rank = 0                    # the rank attacked
        self.target = -1                 # the monster attacked
        self.health_bonus = 0            # the monster's extra Health in this battle
        self.absorbed: list[int] = []    # monsters beaten with the one attacked (Drakeclan Laird)
        self.cancelled: set[tuple[int, str, int]] = set()   # (monster, "battle"|"aftermath", index) switched off
        self.cancel_all = False          # every Battle and Aftermath effect is off (Veilminder Priest)
        self.outcome = ""                # "" | "victory" | "defeat"
        self.tav = 0                     # the Total Attack Value the battle ended with
        self.spoils_left: list[tuple[int, str]] = []   # Spoils abilities still to use: (card, key)
        self.no_spoils = False           # Spoils do nothing (Marid)
        self.hero_light_only = False     # only Heroes' Light counts (Iblis)
        self.xp_back = 0                 # XP lost when the turn ends (Bandia's Wisdom)
        self.hand_short = 0              # cards fewer in the next hand (Canker Treant, Curse of Shame)
        self.extra_turn = False          # the same player plays again (Scabbark)
        self.ends_game = ""              # why the game ends when this turn does ("" = it goes on)
        self.reacted: set[int] = set()   # React cards used this turn (once per card per turn)
        self.battle_heroes = 0           # Heroes of the party when the battle was resolved (Glamercast Maestro)
        self.ended_early = False         # an effect ended the turn (Thundermage Bolter, King Caelan's Writ)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, AdvanceTurn) and self.canonical() == other.canonical()

    __hash__ = None  # type: ignore[assignment]


class AdvanceState(GameState):
    """A game of Thunderstone Advance at one moment."""

    __slots__ = ("supply", "hall", "dungeon", "curses", "horde", "out", "revealed", "breached", "darkness",
                 "progress_turn", "progress_mark", "bearer", "familiars", "familiar_of", "familiar_away")

    config: AdvanceConfig
    catalogue: Catalogue
    cards: list[Card]
    turn: AdvanceTurn
    supply: dict[str, list[int]]    # Village stack -> its cards (basic stacks, hero lines, Village cards)
    hall: list[int]                 # Rank 1 first; -1 = empty
    dungeon: list[int]              # the Dungeon Deck
    curses: list[int]               # the Curse deck (destroyed Curses go to its bottom: index 0)
    horde: list[int]                # the face-up Horde Deck (lowest Health on top)
    out: list[int]                  # cards out of the game (destroyed, replaced Horde placeholders)
    revealed: list[int]             # cards turned up for a moment (Deepstrider's look at the Dungeon Deck)
    breached: int                   # the card in Rank 1 whose entry has been dealt with (its Breach fires once)
    darkness: tuple[int, ...]       # Darkness of each rank (the board side)
    progress_turn: int              # the turn the Dungeon last moved on (rules/turn.py, impasse)
    progress_mark: tuple[int, int]  # the fewest monsters left and the Bearer's nearest distance to Rank 1 so far
    bearer: int                     # the Thunderstone Bearer's instance (made by the setup; never changes)
    # Familiars (only when the game is played with them: config.variants.familiars; rules/familiars.py)
    familiars: list[int]            # the face-down Familiar deck
    familiar_of: list[int]          # each seat's Familiar, -1 before the first victory
    familiar_away: list[bool]       # discarded after its use, back in hand at its owner's next turn

    @property
    def ranks(self) -> int:
        return len(self.hall)

    def clone_extra(self, other: GameState) -> None:
        assert isinstance(other, AdvanceState)
        other.supply = {k: v[:] for k, v in self.supply.items()}
        other.hall = self.hall[:]
        other.dungeon = self.dungeon[:]
        other.curses = self.curses[:]
        other.horde = self.horde[:]
        other.out = self.out[:]
        other.revealed = self.revealed[:]
        other.breached = self.breached
        other.darkness = self.darkness
        other.progress_turn = self.progress_turn
        other.progress_mark = self.progress_mark
        other.bearer = self.bearer
        other.familiars = self.familiars[:]
        other.familiar_of = self.familiar_of[:]
        other.familiar_away = self.familiar_away[:]

    def canonical(self) -> tuple[Any, ...]:
        base = (self.rng.state, [(p.deck, p.hand, p.discard, p.xp) for p in self.players], sorted(self.supply.items()),
                self.hall, self.dungeon, self.curses, self.horde, self.out, self.revealed, self.breached, self.active,
                self.turn_number, self.turn.canonical(), tuple(self.pending), self.stack, self.result,
                self.progress_turn, self.progress_mark)
        if self.config.variants.familiars == "off":
            return base           # a game without Familiars hashes as every game before them did
        return base + (self.familiars, self.familiar_of, self.familiar_away)

    def where(self, iid: int) -> tuple[str, int]:
        """Where a card is: (zone, seat) - zone is supply:<stack>, hall, dungeon, curses, horde, out, revealed,
        deck, hand or discard; seat is -1 outside players' zones."""
        return GameState.where(self, iid)

    def table_zones(self) -> dict[str, list[int]]:
        zones: dict[str, list[int]] = {f"supply:{k}": v for k, v in self.supply.items()}
        zones["hall"] = [c for c in self.hall if c >= 0]
        zones["dungeon"] = self.dungeon
        zones["curses"] = self.curses
        zones["horde"] = self.horde
        zones["out"] = self.out
        zones["revealed"] = self.revealed
        if self.familiars or any(i >= 0 for i in self.familiar_of):
            zones["familiars"] = self.familiars
            for seat, iid in enumerate(self.familiar_of):
                if iid >= 0:
                    zones[f"familiar:{seat}"] = [iid]
        return zones

    def hand_is_public(self, seat: int) -> bool:
        """The active player reveals the hand when visiting the Village or entering the Dungeon; the other players'
        hands are public while the Aird Seductress's player picks a Hero from them (they were just shown)."""
        if seat == self.active:
            return self.turn.action in ("village", "dungeon")
        pending = self.pending
        return pending.kind == "prompt" and pending.prompt == "borrow"

    def send_destroyed(self, iid: int, origin: str = "") -> None:
        """Destroyed Curses go to the bottom of the Curse deck; basic cards destroyed from the hand go back to their
        Village stack; everything else leaves the game (summary, section 7)."""
        card = self.cards[iid]
        if card.is_curse:
            self.curses.insert(0, iid)
        elif card.is_basic and origin == "hand" and card.stack in self.supply:
            self.supply[card.stack].append(iid)
        else:
            self.out.append(iid)

"""The rules editions of the original game as one object each: what the 1st and the 2nd edition do differently.

The rules modules ask `state.rules.<point>` instead of testing the edition, so each difference is named once, here,
with the rulebook passage it comes from (../shared/RULES-NOTES.md, "Editions"). Cards whose text differs by edition
(The Prince) carry an `editions` block in the card data instead.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from typing import Literal

Edition = Literal["2nd", "1st"]
# Rulings: how the engine settles points the rulebooks leave open, by revision. A game keeps the rulings it was
# started with, so a save replays as it was played: 1 = as this app played until the audit of November 2026 (every
# record of format 1); 2 = the audit's rulings (docs/rules.md 1 and 41-44).
Rulings = Literal[1, 2]
LATEST_RULINGS: Rulings = 2


@dataclass(frozen=True)
class RulesProfile:
    edition: Edition
    # "Visit the Village": the step a visit starts in, and from which steps each kind of action may be taken.
    # Steps: "level" (1st edition: level up first) -> "effects" -> "buy" -> "level_after" (2nd: level up last).
    village_start: str
    use_from: tuple[str, ...]
    buy_from: tuple[str, ...]
    level_from: tuple[str, ...]
    level_step: str                 # the step a level-up moves the visit to
    # 1st edition "Enter the Dungeon": "you must use all the cards in your hand, if possible" before attacking.
    use_every_card: bool
    # 2nd edition: each Disease (and each per-Hero penalty point) comes off Attack or Magic Attack, the player's
    # choice; 1st edition: off "the combined attack" (Attack first).
    penalty_choice: bool
    # 2nd edition (online): a Hero whose Strength falls to 0 or less in a battle is destroyed at the end of the turn.
    strength_zero_destroys: bool
    # 2nd edition: the game ends the moment the Thunderstone reaches Rank 1; 1st: after that turn.
    stone_ends_game_at_once: bool
    # 1st edition (Tyxr's glossary entry): a Breach the battle causes waits for the active player's new hand.
    battle_breach_waits_for_new_hand: bool
    # Rulings 2: a printed 0 is a value (a Militia's Gold 0 can be pawned); rulings 1 read a 0 as no value.
    printed_zero_is_a_value: bool = True
    # Rulings 2: a monster halves Magic Attack before a Selurin multiplies it (only the Selurin's card says "apply
    # last"); rulings 1 multiplied first.
    halve_magic_before_multiplying: bool = True
    rulings: Rulings = LATEST_RULINGS


SECOND = RulesProfile(
    edition="2nd", village_start="effects", use_from=("effects",), buy_from=("effects", "buy"),
    level_from=("effects", "buy", "level_after"), level_step="level_after", use_every_card=False,
    penalty_choice=True, strength_zero_destroys=True, stone_ends_game_at_once=True,
    battle_breach_waits_for_new_hand=False)

FIRST = RulesProfile(
    edition="1st", village_start="level", use_from=("level", "effects"), buy_from=("level", "effects", "buy"),
    level_from=("level",), level_step="level", use_every_card=True,
    penalty_choice=False, strength_zero_destroys=False, stone_ends_game_at_once=False,
    battle_breach_waits_for_new_hand=True)

PROFILES: dict[str, RulesProfile] = {"2nd": SECOND, "1st": FIRST}


@cache
def rules_profile(edition: Edition, rulings: Rulings = LATEST_RULINGS) -> RulesProfile:
    """The profile of an edition under a rulings revision."""
    profile = PROFILES[edition]
    if rulings == 1:
        profile = replace(profile, rulings=1, printed_zero_is_a_value=False, halve_magic_before_multiplying=False)
    return profile

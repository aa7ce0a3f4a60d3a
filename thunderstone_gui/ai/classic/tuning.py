"""The heuristic levels' weights in one place, so that the arena can compare variants side by side (`--a-tuning`,
read by ai.parse_tuning against the fields below).

Every number is a judgement call measured in arena games (docs/ai.md; the runs in docs/arena-records/ai-history.md);
none is a rule of the game.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Tuning:
    # The deck model's worth per turn assumes a fight every turn against a fresh Hall; a player fights perhaps one
    # turn in two, against monsters others may take first. Deck changes count for this share of the turns left.
    deck_scale: float = 0.4
    # ...and over at most this many turns: the deck will change again long before (and an estimate of the game's
    # length that never shortens must not make every change look enormous).
    horizon_cap: float = 12.0
    # A monster won dilutes the deck like any card, but it is the point of the game and every player's deck fills
    # with them: its dilution counts at this weight.
    monster_dilution: float = 0.5
    # Attack points that separate a near-certain victory from an even chance in imagined hands (deckmodel).
    softness: float = 1.2
    # Shopping is worth the bought card's fighting gain over shop_share of at most shop_horizon turns, weighted by
    # shop_weight and fading when fewer than shop_fade turns are left.
    shop_share: float = 0.5
    shop_horizon: float = 10.0
    shop_weight: float = 0.5
    shop_fade: float = 15.0
    # VP-equivalent of one XP while the game has at least xp_full_turns turns left.
    xp_value: float = 0.45
    xp_full_turns: float = 8.0
    # A level-up must be worth this share of the XP it costs to be taken now.
    level_up_share: float = 0.5
    # XP spent counts at this share of its worth in outcomes (1: as much as XP won); the share a level-up must
    # beat, so that a level-up the planner takes does not look like a loss afterwards (measured: 53.5% v 1.0).
    xp_spend_share: float = 0.5
    # Judge the loss of a card on fighting alone (True) or on fighting and shopping (False; measured: True loses,
    # 41% of 200 games).
    removal_fight_only: bool = False
    # A costly Dungeon action (eating Food, throwing a Spear, Banish...) must beat attacking at once by this much.
    costly_margin: float = 0.25
    # Bonus for moving a monster on when the Hall has been stuck for rounds (stall.py).
    stall_bonus: float = 2.5


DEFAULT = Tuning()
# Hard's own judgement. The other seats in its rollouts keep DEFAULT: they model the Normal level.
HARD = DEFAULT


"""An action in words as the Hall games' engines say it (systems/classic/explain.py, systems/advance/explain.py):
the card menus and the log's Undo line. The original game and Thunderstone Advance each register these with their own
phrases."""

from __future__ import annotations

from ...i18n import N_

ACTION_PHRASES = (
    N_("use {card}: {ability} on {target}"),
    N_("use {card}: {ability} (rank {rank})"),
    N_("use {card}: {ability}"),
    N_("buy {card}"),
    N_("level up {card} into {into}"),
    N_("equip {weapon} to {hero}"),
    N_("unequip {card}"),
    N_("attack rank {rank}"),
    N_("choose {what}"),
)

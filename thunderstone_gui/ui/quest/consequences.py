"""What a Village decision of Thunderstone Quest costs, said before it is taken, and what is left before the turn ends.

The Village Phase runs in the rulebook's order (systems/quest/rules/village.py): a later step closes the earlier
ones, so levelling up a Hero first ends the purchases, the heals and the Village abilities of the turn. The table
says so on the level-up's menu entry and on its drop target ("ends buying"), as the original game does for its 2nd
edition; and the question before ending the turn names what the player could still do.
"""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from ...engine.actions import Action
from ...engine.game import apply, legal_actions
from ...i18n import card_name
from ...systems.quest.party import gold_available
from ...systems.quest.state import QuestState
from .strings import tr

# The Village decisions a later step can close, in the order they are named.
CLOSABLE = ("buy", "buy_gear", "buy_treasure", "heal", "use", "wield")
VILLAGE_DECISIONS = ("buy", "buy_gear", "buy_treasure", "heal", "level_up")


def closes(state: QuestState, action: Action) -> list[str]:
    """The kinds of Village decisions `action` ends for the turn (a level-up before buying: "buy"), asked of the
    engine on a copy; [] for an action that ends nothing or is not legal."""
    if action.kind not in VILLAGE_DECISIONS or state.pending.kind != "village":
        return []
    before = {a.kind for a in legal_actions(state)}
    trial = state.clone()
    try:
        apply(trial, action)
    except Exception:  # noqa: BLE001 - an action that is not legal closes nothing
        return []
    after = {a.kind for a in legal_actions(trial)} if trial.pending.kind == "village" else set()
    # A purchase is one a turn: buying ends buying, which goes without saying.
    return [kind for kind in CLOSABLE if kind in before and kind not in after and kind != action.kind]


def closes_text(kinds: Sequence[str]) -> str:
    """"ends buying" / "ends buying and healing" ("" for nothing)."""
    if not kinds:
        return ""
    names = [tr(f"closes_{kind}") for kind in kinds]
    what = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " " + tr("and") + " " + names[-1]
    return tr("ends", what=what)


def cards_text(state: QuestState, iids: Sequence[int]) -> str:
    """"2 Adventurer, Sable Scout": the cards by name, alike ones counted."""
    counts = Counter(card_name(state.cards[i].name) for i in iids if 0 <= i < len(state.cards))
    return ", ".join(f"{n} {name}" if n > 1 else name for name, n in sorted(counts.items()))


def left_to_do(state: QuestState, legal: Sequence[Action]) -> str:
    """What the player could still do instead of ending the turn, in one sentence ("" when nothing)."""
    kinds = {a.kind for a in legal}
    parts = []
    if "buy" in kinds:
        parts.append(tr("left_buy", gold=gold_available(state)))
    if "buy_gear" in kinds:
        parts.append(tr("left_buy_gear"))
    if "buy_treasure" in kinds:
        parts.append(tr("left_buy_treasure"))
    ups = sorted({a.card for a in legal if a.kind == "level_up"})
    if ups:
        parts.append(tr("left_level_up", heroes=cards_text(state, ups)))
    if "heal" in kinds:
        parts.append(tr("left_heal"))
    uses = sorted({a.card for a in legal if a.kind == "use"})
    if uses:
        parts.append(tr("left_use", cards=cards_text(state, uses)))
    wields = sorted({a.card for a in legal if a.kind == "wield"})
    if wields:
        parts.append(tr("left_wield", cards=cards_text(state, wields)))
    if "gear" in kinds:
        parts.append(tr("left_gear"))
    if kinds & {"move", "fight"}:
        parts.append(tr("left_battle"))
    if not parts:
        return ""
    return tr("left_to_do", what="; ".join(parts))

"""Consequences before commitment, in words: what a battle costs (the engine's `breakdown(..., explain=True)`:
losses and effects), whether entering the Dungeon can win anything, what an action closes (a level-up before buying
ends buying in the 2nd edition), what is still left to do before ending the turn.

The engine counts; this module only words what it counts, and asks it (legal actions, `apply` on a copy) rather than
guessing. Nothing here draws.
"""

from __future__ import annotations

from typing import Sequence

from ...engine import apply, breakdown, legal_actions
from ...engine.actions import Action
from ...i18n import card_name
from ...systems.classic.battle import Breakdown, Effect, Loss
from ...systems.classic.rules.village import gold_available
from ...systems.classic.state import ClassicState
from ..decision_notes import cards_text
from ..decision_notes import closes as shared_closes
from ..decision_notes import closes_text as shared_closes_text
from ..hall.consequences import left_to_do as hall_left_to_do
from .strings import tr

# Effects that take cards away for good (unless Ambrosia saves the Heroes among them).
LOSING = ("strength_destroyed", "destroyed", "choose_destroyed", "everyone_destroys", "random_destroyed", "thrown")


def loss_text(state: ClassicState, bd: Breakdown, loss: Loss) -> str:
    """One line for points the total lost: "Judgement: −1 on each of 2 Militia"."""
    monster = card_name(state.cards[bd.monster].name)
    cards = loss.cards
    first = card_name(state.cards[cards[0]].name) if cards else ""
    if loss.kind == "hero_penalty":
        return tr("loss_hero_penalty", monster=monster, each=loss.each, n=len(cards), heroes=_names(state, cards))
    if loss.kind == "disease":
        return tr("loss_disease", n=len(cards))
    if loss.kind == "immune":
        return tr(f"loss_immune_{loss.detail}", card=first, monster=monster, rank=bd.rank)
    if loss.kind == "too_heavy":
        hero = card_name(state.cards[cards[1]].name) if len(cards) > 1 else ""
        return tr("loss_too_heavy", weapon=first, hero=hero)
    if loss.kind == "cannot_attack":
        return tr("loss_cannot_attack", hero=first)
    if loss.kind == "no_weapon":
        return tr("loss_no_weapon", hero=first, monster=monster)
    if loss.kind == "halved_magic":
        return tr("loss_halved_magic", monster=monster)
    if loss.kind == "halved_total":
        return tr("loss_halved_total", monster=monster, what=tr(f"missing_{loss.detail or 'magic_attack'}"))
    if loss.kind == "light":
        return tr("loss_light", n=loss.detail)
    return loss.kind.replace("_", " ")


def _names(state: ClassicState, iids: Sequence[int]) -> str:
    """"2 Militia", "Regian Cleric", "2 Militia, Thyrian Squire"."""
    return cards_text(state, iids)


def effect_text(state: ClassicState, bd: Breakdown, effect: Effect) -> str:
    """One line for what the battle does to the party's own cards."""
    monster = card_name(state.cards[bd.monster].name)
    cards = cards_text(state, effect.cards)
    kind = effect.kind
    if kind == "disease":
        text = tr("effect_disease", n=effect.number)
    elif kind == "everyone_destroys":
        text = tr("effect_everyone_destroys", monster=monster, cards=cards) if effect.cards else \
            tr("effect_everyone_destroys_none", monster=monster)
    elif kind == "random_destroyed":
        text = tr("effect_random_destroyed", monster=monster, n=effect.out_of, risk=len(effect.cards))
    else:
        text = tr(f"effect_{kind}", monster=monster, cards=cards)
    if effect.saved_by >= 0 and kind in LOSING:
        text += " " + tr("effect_saved", card=card_name(state.cards[effect.saved_by].name))
    return text


def lost_cards(state: ClassicState, effect: Effect) -> list[int]:
    """The cards an effect may take for good: Heroes a card like Ambrosia saves go to the discard pile instead."""
    if effect.kind not in LOSING:
        return []
    return [i for i in effect.cards if not (effect.saved_by >= 0 and state.cards[i].is_hero)]


def losing_effects(state: ClassicState, bd: Breakdown) -> list[Effect]:
    """The effects that may cost the party cards for good."""
    return [e for e in bd.effects if lost_cards(state, e)]


def effects_summary(state: ClassicState, bd: Breakdown) -> str:
    """A few words for the Hall's preview: "loses 2 Militia · +1 Disease"."""
    parts = []
    sure = [i for e in bd.effects if e.kind in ("strength_destroyed", "destroyed", "thrown")
            for i in lost_cards(state, e)]
    if sure:
        parts.append(tr("summary_loses", cards=cards_text(state, sure)))
    if any(e.kind in ("choose_destroyed", "everyone_destroys") and lost_cards(state, e) for e in bd.effects):
        parts.append(tr("summary_loses_one"))
    if any(e.kind == "random_destroyed" and lost_cards(state, e) for e in bd.effects):
        parts.append(tr("summary_random"))
    diseases = sum(e.number for e in bd.effects if e.kind == "disease")
    if diseases:
        parts.append(tr("summary_disease", n=diseases))
    if any(e.kind in ("prevented", "choose_prevented") for e in bd.effects):
        parts.append(tr("summary_prevented"))
    return " · ".join(parts)


# ---------------------------------------------------------------------------------------------- entering the Dungeon
def prepared(state: ClassicState) -> ClassicState | None:
    """A copy of the turn inside the Dungeon with the hand's Weapons on the Heroes where they help most (equipping
    is free; nothing hidden is drawn), or None when the Dungeon cannot be entered now."""
    if not any(a.kind == "enter_dungeon" for a in legal_actions(state)):
        return None
    trial = state.clone()
    apply(trial, Action("enter_dungeon"))
    for _ in range(12):
        if trial.pending.kind != "dungeon":
            return None
        best = _best_fight(trial)
        chosen = None
        for equip in (a for a in legal_actions(trial) if a.kind == "equip"):
            attempt = trial.clone()
            apply(attempt, equip)
            score = _best_fight(attempt)
            if score > best:
                best, chosen = score, equip
        if chosen is None:
            break
        apply(trial, chosen)
    return trial


def _best_fight(state: ClassicState) -> tuple[int, int]:
    best = (0, -99)
    for rank in (1, 2, 3):
        iid = state.hall[rank - 1]
        if iid >= 0 and state.cards[iid].is_monster:
            bd = breakdown(state, rank)
            if bd.can_attack:
                best = max(best, (int(bd.victory), bd.total - bd.health))
    return best


def dungeon_question(state: ClassicState) -> tuple[str, str] | None:
    """What to ask before entering the Dungeon (entering means attacking): no battle can be won, even with the
    Weapons equipped, or every battle that can be won destroys the party's own cards. None: nothing to ask."""
    trial = prepared(state)
    if trial is None:
        return None
    fights = []
    for rank in (1, 2, 3):
        iid = trial.hall[rank - 1]
        if iid >= 0 and trial.cards[iid].is_monster:
            bd = breakdown(trial, rank, explain=True)
            if bd.can_attack:
                fights.append(bd)
    if not fights:
        return None                 # no monster can be attacked: the party leaves the Dungeon at once
    wins = [bd for bd in fights if bd.victory]
    if not wins:
        best = max(fights, key=lambda bd: bd.total - bd.health)
        return tr("ask_no_win"), tr("ask_no_win_detail", monster=card_name(trial.cards[best.monster].name),
                                    total=best.total, health=best.health)
    if all(losing_effects(trial, bd) for bd in wins):
        costs = "; ".join(", ".join(effect_text(trial, bd, e) for e in losing_effects(trial, bd)) for bd in wins)
        return tr("ask_costly_win"), tr("ask_costly_win_detail", costs=costs)
    return None


# ---------------------------------------------------------------------------------------------- what an action closes
# "buy": a level-up before buying ends buying in the 2nd edition; "use": a purchase while Village effects are unused;
# "level_up": a purchase in the 1st edition.
CLOSABLE = ("buy", "level_up", "use")


def closes(state: ClassicState, action: Action) -> list[str]:
    """The other kinds of Village decisions this purchase or level-up ends for the turn."""
    return shared_closes(state, action, ("buy", "level_up"), CLOSABLE)


def closes_text(kinds: Sequence[str]) -> str:
    """"ends buying" / "ends buying and the Village effects" ("" for nothing)."""
    return shared_closes_text(kinds, tr)


# ---------------------------------------------------------------------------------------------- ending the turn
def left_to_do(state: ClassicState, legal: Sequence[Action]) -> str:
    """What the player could still do instead of ending the turn, in one sentence ("" when nothing)."""
    return hall_left_to_do(state, legal, gold_available(state))

"""Familiars (summary "Familiars", "End of Turn"; reference `components.familiars`): played only when the game's
config says so (`variants.familiars`: our own Familiars - not the publisher's cards - or the owner's printed ones).

- The Familiar deck is shuffled face down beside the board (the setup's last shuffle, so a game without Familiars
  deals as it always did).
- One per player, once per game: at the Spoils of a victory, a player without a Familiar takes the top card of the
  Familiar deck (the first victory whose Spoils happen: "Spoils do nothing" (Marid) lets none be taken).
- Its abilities are Village or Dungeon abilities of the player's turn, each once a turn, usable while the player
  HOLDS at least the ability's `xp_needed` XP; the XP is not spent.
- Used in a turn, it is discarded when that turn ends and comes back into its owner's hand when the owner's next
  turn starts: it is never shuffled into a deck, drawn, destroyed or counted for VP (it lies in front of its owner).
"""

from __future__ import annotations

from ....engine.actions import Action
from ....engine.events import Event
from ..state import AdvanceState


def played(state: AdvanceState) -> bool:
    return state.config.variants.familiars != "off"


def usable_familiar(state: AdvanceState) -> int:
    """The active player's Familiar when it is in hand now (-1: none)."""
    if not played(state):
        return -1
    seat = state.active
    iid = state.familiar_of[seat]
    return iid if iid >= 0 and not state.familiar_away[seat] else -1


def xp_allows(state: AdvanceState, ability: object) -> bool:
    return state.players[state.active].xp >= getattr(ability, "xp_needed", 0)


def gain(state: AdvanceState, seat: int, events: list[Event]) -> None:
    """A victory's Spoils: the first Familiar of a player who has none."""
    if not played(state) or state.familiar_of[seat] >= 0 or not state.familiars or state.turn.no_spoils:
        return
    iid = state.familiars.pop()
    state.familiar_of[seat] = iid
    state.familiar_away[seat] = False
    events.append(Event("familiar_gained", seat, (iid,)))


def used_this_turn(state: AdvanceState, seat: int) -> bool:
    iid = state.familiar_of[seat]
    return iid >= 0 and any(card == iid for card, _key in state.turn.used)


def end_of_turn(state: AdvanceState, seat: int, events: list[Event]) -> None:
    """A Familiar used this turn is discarded."""
    if played(state) and used_this_turn(state, seat):
        state.familiar_away[seat] = True
        events.append(Event("familiar_discarded", seat, (state.familiar_of[seat],)))


def start_of_turn(state: AdvanceState, events: list[Event]) -> None:
    """The player's discarded Familiar comes back into the hand."""
    seat = state.active
    if played(state) and state.familiar_away[seat]:
        state.familiar_away[seat] = False
        events.append(Event("familiar_returned", seat, (state.familiar_of[seat],)))


def ability_uses(state: AdvanceState, place: str, closed: bool) -> list[Action]:
    """The legal uses of the active player's Familiar's abilities now (`place`: village or dungeon)."""
    from .abilities import ability_actions

    iid = usable_familiar(state)
    t = state.turn
    if iid < 0 or t.locked or closed:
        return []
    card = state.cards[iid]
    out: list[Action] = []
    for ability in (card.dungeon_abilities if place == "dungeon" else card.village_abilities):
        if (ability.repeat or (iid, ability.key) not in t.used) and xp_allows(state, ability):
            out.extend(ability_actions(state, iid, ability, place))
    return out

"""Side Quests, Guild Sponsorships and Legendary cards ("Side Quests and Legendary Cards", "Guild Sponsorship").

A Side Quest is kept secret until completed. Conditions met during play (`defeat_level`, `hold_gear`) are checked
at the end of each of the owner's turns: the quest is revealed and its Legendary card, if any, goes to the discard
pile (Legendary cards are set aside at setup and never enter the Treasure deck). Conditions about what you own
(`own_keyword`, `own_heroes_of_level`) are checked when the game ends. A Guild Sponsorship's bonus applies every
turn you have a Hero of its class (party.py).
"""

from __future__ import annotations

from typing import Any

from ....engine.events import Event
from ..flow import step
from ..state import QuestState

DURING_PLAY = ("defeat_level", "hold_gear")


def condition_met(state: QuestState, seat: int, condition: Any) -> bool:
    player = state.players[seat]
    cards = state.cards
    verb = condition.verb
    if verb == "defeat_level":
        return sum(player.defeated[condition.level:]) >= condition.count
    if verb == "hold_gear":
        return sum(player.gear) >= condition.count
    owned = player.owned()
    if verb == "own_keyword":
        return sum(1 for i in owned if condition.keyword in cards[i].keywords) >= condition.count
    if verb == "own_heroes_of_level":
        return sum(1 for i in owned if cards[i].is_hero and cards[i].level >= condition.level) >= condition.count
    raise ValueError(f"unknown condition {verb}")  # pragma: no cover - closed by pydantic


def complete(state: QuestState, seat: int, events: list[Event]) -> None:
    player = state.players[seat]
    quest = state.catalogue[player.side_quest].side_quest
    assert quest is not None
    player.quest_done = True
    events.append(Event("side_quest_completed", seat, (), {"side_quest": player.side_quest, "vp": quest.vp}))
    if quest.legendary:
        card = next((i for i in state.legendary if state.cards[i].id == quest.legendary), None)
        if card is not None:
            state.legendary.remove(card)
            player.discard.append(card)
            events.append(Event("legendary_gained", seat, (card,)))


@step("check_side_quest")
def check_side_quest(state: QuestState, events: list[Event], seat: int) -> None:
    player = state.players[seat]
    if not player.side_quest or player.quest_done:
        return
    quest = state.catalogue[player.side_quest].side_quest
    if quest is not None and quest.condition.verb in DURING_PLAY and condition_met(state, seat, quest.condition):
        complete(state, seat, events)


def end_of_game_quests(state: QuestState, events: list[Event]) -> None:
    for seat, player in enumerate(state.players):
        if player.side_quest and not player.quest_done:
            quest = state.catalogue[player.side_quest].side_quest
            if quest is not None and quest.condition.verb not in DURING_PLAY and condition_met(
                    state, seat, quest.condition):
                complete(state, seat, events)

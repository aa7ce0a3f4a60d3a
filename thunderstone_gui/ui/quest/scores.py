"""Thunderstone Quest's part of the Game Over screen: each player's VP by where they came from (the cards owned, the
XP tokens kept - 1 VP each -, the Side Quest completed; they add up to the total), why the game ended, and a line per
player: the Side Quest (now revealed, done or not), the Guild, the Monsters defeated, the cards owned and the
tie-breaks the rules use (Wounds, then Treasure and Legendary cards)."""

from __future__ import annotations

from ...i18n import card_name, engine_text
from ...systems.quest.rules.scoring import tie_break
from ...systems.quest.state import QuestState
from ..game_view import GameOverSummary
from .strings import tr


def breakdown(state: QuestState, seat: int) -> tuple[int, int, int]:
    """(VP of the cards owned, XP tokens, the Side Quest's VP): they add up to the seat's score."""
    player = state.players[seat]
    cards = sum(state.cards[i].vp for i in player.owned())
    quest = 0
    if player.quest_done and player.side_quest:
        done = state.catalogue[player.side_quest].side_quest
        quest = done.vp if done is not None else 0
    return cards, player.xp, quest


def summary(state: QuestState) -> GameOverSummary:
    names = [s.name for s in state.config.seats]
    result = state.result
    reason = engine_text(result.reason) if result is not None else ""
    subtitle = tr("go_subtitle", reason=reason[:1].upper() + reason[1:]) if reason else ""
    if result is not None and len(result.winners) > 1:
        subtitle += " · " + tr("go_shared")
    values = []
    facts = []
    for seat, player in enumerate(state.players):
        cards, xp, quest = breakdown(state, seat)
        _, wounds, riches = tie_break(state, seat)
        values.append([cards, xp, quest])
        if player.side_quest:
            name = card_name(state.catalogue[player.side_quest].name)
            done = state.catalogue[player.side_quest].side_quest
            quest_text = tr("go_quest_done", quest=name, vp=done.vp if done else 0) if player.quest_done \
                else tr("go_quest_failed", quest=name)
        else:
            quest_text = tr("go_no_quest")
        guild = card_name(state.catalogue[player.sponsorship].name) if player.sponsorship else tr("no_sponsorship")
        facts.append(tr("go_fact", name=names[seat], quest=quest_text, guild=guild, defeated=sum(player.defeated),
                        cards=len(player.owned()), wounds=wounds, riches=riches))
    columns = [tr("go_cards"), tr("go_xp"), tr("go_quest")]
    return GameOverSummary(subtitle, columns, values, facts)

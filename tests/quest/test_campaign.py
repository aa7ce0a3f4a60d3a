"""Campaign Mode (rulebook, "More Ways to Play", Campaign Mode): a campaign game's config, the Guild Recognition
Phase card by card, combined VP, the difficulty options, the computers' picks."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from thunderstone_gui.ai.quest.campaign import recognition_pick
from thunderstone_gui.engine import GameConfig, new_game
from thunderstone_gui.engine.events import Event
from thunderstone_gui.engine.session import Session
from thunderstone_gui.persistence.campaigns import CampaignGameLog
from thunderstone_gui.persistence.saves import game_identity
from thunderstone_gui.systems.quest import campaign as rules
from thunderstone_gui.systems.quest.config import CampaignGame, QuestConfig
from thunderstone_gui.systems.quest.rules.scoring import finish

from .helpers import position

STARTERS = sorted(["adventurer"] * 6 + ["lantern"] * 2 + ["thunderstone_shard"] * 2 + ["dagger"] * 2)


def config(**campaign: object) -> QuestConfig:
    base = GameConfig.new(3, game="quest", seed=11)
    assert isinstance(base, QuestConfig)
    if not campaign:
        return base
    return QuestConfig.model_validate({**base.model_dump(), "campaign": campaign})


# ------------------------------------------------------------------------------------------ the config
def test_a_game_of_its_own_is_written_dealt_and_hashed_as_before_campaigns():
    plain = config()
    assert "campaign" not in plain.model_dump() and '"campaign"' not in plain.model_dump_json()
    # The identity of a game of its own is the fingerprint of its config as it was written before.
    assert game_identity(plain) == game_identity(QuestConfig.model_validate(json.loads(plain.model_dump_json())))
    # A campaign's first game (nothing added, the Keys as usual) deals exactly what a game of its own deals.
    first = config(number=1)
    assert new_game(first).state_hash() == new_game(plain).state_hash()
    assert QuestConfig.model_validate(json.loads(first.model_dump_json())) == first


def test_the_next_games_starting_decks_hold_the_picks():
    cfg = config(starting_cards=[["whetstone", "spark_lance"], [], ["whetstone"]])
    state = new_game(cfg)
    owned = [sorted(state.cards[i].id for i in p.owned()) for p in state.players]
    assert owned[0] == sorted(STARTERS + ["whetstone", "spark_lance"])
    assert owned[1] == STARTERS
    assert owned[2] == sorted(STARTERS + ["whetstone"])
    # The Marketplace keeps every copy: the added cards are copies of their own.
    plain = new_game(config())
    assert {k: len(v) for k, v in state.market.items()} == {k: len(v) for k, v in plain.market.items()}
    # A record of a campaign game replays.
    session = Session(cfg)
    assert Session.from_record(session.record().to_json()).state.state_hash() == session.state.state_hash()


@pytest.mark.parametrize("card", ["adventurer", "aldwin_1", "dagger", "lantern", "gilded_idol", "runed_dirk",
                                  "slayers_brand", "no_such_card"])
def test_a_hero_treasure_legendary_or_starter_card_is_no_starting_card(card):
    with pytest.raises(ValidationError, match="no Marketplace card"):
        config(starting_cards=[[card], [], []])


def test_starting_cards_name_every_seat():
    with pytest.raises(ValidationError, match="for 2 seats"):
        config(starting_cards=[["whetstone"], []])


@pytest.mark.parametrize("keys", [(0, 2, 4), (0, 0, 6), (2, 2, 2), (3, 2, 1)])
def test_the_keys_go_into_the_monster_decks_the_campaign_says(keys):
    state = new_game(config(keys_by_level=keys))
    assert [sum(state.cards[i].is_key for i in d) for d in state.monster_decks] == list(keys)


@pytest.mark.parametrize("keys", [(1, 2, 4), (0, 2, 3), (-1, 3, 4)])
def test_the_box_has_six_guardian_keys(keys):
    with pytest.raises(ValidationError, match="6 Guardian Keys"):
        CampaignGame(keys_by_level=keys)


def test_more_keys_needed_summon_the_guardian_later():
    base = config()
    campaign = rules.start(base)
    cfg = rules.game_config(campaign, base, keys_needed=6, keys_by_level=(0, 2, 4))
    assert cfg.variants.keys_needed == 6 and cfg.keys_by_level == (0, 2, 4) and cfg.campaign is not None
    assert cfg.campaign.number == 1
    with pytest.raises(ValidationError):
        rules.game_config(campaign, base, keys_needed=7)


def test_a_campaign_keeps_its_players():
    base = config()
    campaign = rules.start(base)
    other = GameConfig.new(["Ann", "Bob", "Cy"], game="quest", seed=2)
    assert isinstance(other, QuestConfig)
    with pytest.raises(rules.CampaignError, match="same players"):
        rules.game_config(campaign, other)


# ------------------------------------------------------------------------------------------ Guild Recognition
def ended(**players: object) -> object:
    """A finished game: three players owning the cards given (p0, p1, p2) and the XP that places them."""
    specs = [{"discard": players.get(f"p{s}", []), "xp": players.get(f"xp{s}", 0)} for s in range(3)]
    state = position(players=specs, seats=3, setup="lantern_road")
    events: list[Event] = []
    finish(state, events, "test")
    return state


def log_of(state: object) -> CampaignGameLog:
    return rules.finished(CampaignGameLog(number=1, identity="x", config={}), state)   # type: ignore[arg-type]


def test_the_winner_picks_first_then_final_placement_order():
    state = ended(p0=["whetstone"], p1=["whetstone", "spark_lance"], p2=["foresight"], xp0=5, xp1=30, xp2=12)
    log = log_of(state)
    assert log.placement == (1, 2, 0) and log.winners == (1,)
    assert rules.next_picker(log) == 1
    with pytest.raises(rules.CampaignError, match="not seat 0"):
        rules.pick(log, 0, "whetstone")
    log = rules.pick(log, 1, "whetstone")
    assert rules.next_picker(log) == 2
    log = rules.pick(log, 2, "foresight")
    # Seat 0's only Marketplace card was chosen by another player this phase: no legal card, no pick.
    assert log.picks == ("", "whetstone", "foresight") and log.recognised


def test_heroes_treasures_legendary_and_starter_cards_cannot_be_picked():
    state = ended(p0=["aldwin_1", "gilded_idol", "runed_dirk", "scroll_of_embers", "slayers_brand", "mending_light"],
                  xp0=50)
    log = log_of(state)
    # Seat 0 owns the starting deck (an Adventurer, a Dagger, a Lantern...), a Hero, Treasures and a Legendary card:
    # only the Marketplace Spell is legal.
    assert log.offers[0] == ("mending_light",)
    for card in ("aldwin_1", "gilded_idol", "runed_dirk", "scroll_of_embers", "slayers_brand", "dagger", "lantern",
                 "adventurer"):
        with pytest.raises(rules.CampaignError, match="not a card seat 0 may select"):
            rules.pick(log, 0, card)
    log = rules.pick(log, 0, "mending_light")
    # Seats 1 and 2 own only starting decks: no legal card, they forfeit at once.
    assert log.picks == ("mending_light", "", "") and log.recognised


def test_a_card_another_player_picked_this_phase_cannot_be_picked_but_one_picked_before_can():
    state = ended(p0=["whetstone", "spark_lance"], p1=["whetstone", "foresight"], xp0=20, xp1=10)
    log = rules.pick(log_of(state), 0, "whetstone")
    assert rules.legal_picks(log, 1) == ("foresight",)
    with pytest.raises(rules.CampaignError):
        rules.pick(log, 1, "whetstone")
    log = rules.pick(log, 1, "foresight")
    assert log.picks == ("whetstone", "foresight", "")
    # The next phase is another phase: the same card may be picked again.
    again = rules.pick(log_of(state), 0, "spark_lance")
    assert rules.legal_picks(again, 1) == ("foresight", "whetstone")


def test_a_player_may_decline():
    state = ended(p0=["whetstone"], p1=["whetstone"], xp0=20)
    log = rules.pick(log_of(state), 0, rules.NO_CARD)
    assert rules.legal_picks(log, 1) == ("whetstone",)
    assert rules.pick(log, 1, "whetstone").picks == ("", "whetstone", "")


def test_picks_join_the_starting_decks_of_every_later_game_and_combined_vp_decide():
    base = config()
    campaign = rules.start(base)
    g1 = CampaignGameLog(number=1, identity="a", config={}, scores=(30, 20, 10), winners=(0,), placement=(0, 1, 2),
                         offers=(("whetstone",), ("foresight",), ()), picks=("whetstone", "foresight", ""))
    campaign = campaign.with_game(g1)
    cfg2 = rules.game_config(campaign, base)
    assert cfg2.campaign is not None and cfg2.campaign.number == 2
    assert cfg2.campaign.starting_cards == (("whetstone",), ("foresight",), ())
    g2 = CampaignGameLog(number=2, identity="b", config={}, scores=(5, 40, 12), winners=(1,), placement=(1, 2, 0),
                         offers=(("whetstone",), ("spark_lance",), ("foresight",)),
                         picks=("whetstone", "spark_lance", "foresight"))
    campaign = campaign.with_game(g2)
    cfg3 = rules.game_config(campaign, base)
    assert cfg3.campaign is not None
    assert cfg3.campaign.starting_cards == (("whetstone", "whetstone"), ("foresight", "spark_lance"), ("foresight",))
    state = new_game(cfg3)
    assert sorted(state.cards[i].id for i in state.players[0].owned()) == sorted(STARTERS + ["whetstone"] * 2)
    assert rules.combined_scores(campaign) == [35, 60, 22]
    assert rules.leaders(campaign) == (1,)          # seat 0 won game 1, seat 1 has the most combined VP


def test_an_unfinished_phase_adds_nothing_and_blocks_the_next_game():
    base = config()
    g1 = CampaignGameLog(number=1, identity="a", config={}, scores=(30, 20, 10), winners=(0,), placement=(0, 1, 2),
                         offers=(("whetstone",), ("foresight",), ()), picks=("whetstone", None, ""))
    campaign = rules.start(base).with_game(g1)
    assert rules.starting_cards(campaign) == ((), (), ())
    with pytest.raises(rules.CampaignError, match="not over"):
        rules.game_config(campaign, base)


def test_a_tie_in_combined_vp_is_shared():
    campaign = rules.start(config()).with_game(
        CampaignGameLog(number=1, identity="a", config={}, scores=(20, 20, 3), winners=(0, 1), placement=(0, 1, 2),
                        offers=((), (), ()), picks=("", "", "")))
    assert rules.leaders(campaign) == (0, 1)


def test_a_computer_picks_a_legal_card_that_adds_most_to_its_starting_deck():
    cfg = config()
    options = ("whetstone", "spark_lance", "foresight", "glowstone_charm")
    chosen = recognition_pick(cfg, 1, options)
    assert chosen in options
    assert recognition_pick(cfg, 1, (chosen,)) == chosen
    assert recognition_pick(cfg, 1, ()) == ""
    # The same question, the same answer (nothing random).
    assert recognition_pick(cfg, 1, tuple(reversed(options))) == chosen

"""Quest's Campaign Mode in the running app, driven with synthesized mouse and key events: a campaign begun from
the title, its game played to Game Over, the Guild Recognition Phase clicked, the next game dealt with the picks in
the starting decks and a harder difficulty; a campaign's game continued after a crash; a damaged campaign file."""

from __future__ import annotations

import random

import pygame

from thunderstone_gui.ai.quest.policy import NORMAL, QuestPolicy
from thunderstone_gui.engine import GameConfig
from thunderstone_gui.persistence import paths
from thunderstone_gui.persistence.campaigns import CAMPAIGN_KEY, CampaignGameLog, list_campaigns, read_campaign
from thunderstone_gui.systems.quest import campaign as rules
from thunderstone_gui.ui import theme
from thunderstone_gui.ui.quest.campaign import (
    CampaignGameScene,
    CampaignLogScene,
    RecognitionScene,
    end_campaign,
    end_question,
)
from thunderstone_gui.ui.scenes.cover import CoverScene
from thunderstone_gui.ui.scenes.game_over import GameOverScene
from thunderstone_gui.ui.scenes.table import TableScene
from thunderstone_gui.ui.scenes.title import TitleScene

from .driver import Driver


def begin_campaign(d: Driver, kinds=("human", "human"), seed: int = 31) -> TableScene:
    """Title -> Campaigns -> New campaign -> its first game, with the seed typed."""
    d.press("campaigns")
    assert isinstance(d.scene, CampaignLogScene)
    d.press("new_campaign")
    scene = d.scene
    assert isinstance(scene, CampaignGameScene) and scene.game == "quest"
    assert scene.widgets.get("game") is None                  # the game is Quest: no choice of game
    field = scene.widgets.get("seed")
    d.click(field.rect.center)
    d.type_text(str(seed))
    d.key(pygame.K_RETURN)
    for k, kind in enumerate(kinds):
        cycler = scene.widgets.get(f"kind:{k}")
        while cycler.value != kind:
            d.click((cycler.rect.right - 5, cycler.rect.centery))
    d.press("start")
    if isinstance(d.scene, CoverScene):
        d.take_cover()
    return d.table


def finish(d: Driver) -> GameOverScene:
    """Every decision left taken by the Normal level's judgement, through the table's match (autosaved as a
    player's), then the frames that bring Game Over."""
    match = d.table.match
    policy = QuestPolicy(NORMAL, random.Random(3))
    while not match.is_over:
        match.submit(policy(match.state))
    for _ in range(10):
        d.frames(1)
        if isinstance(d.scene, CoverScene):
            d.take_cover()
        if isinstance(d.scene, GameOverScene):
            return d.scene
    raise AssertionError(f"no Game Over: {d.scene.name}")


def the_campaign():
    [entry] = list_campaigns()
    assert entry.ok, entry.error
    return entry.path, entry.campaign


def test_a_campaign_from_the_title_through_guild_recognition_to_its_second_game(driver):
    table = begin_campaign(driver)
    config = table.match.config
    assert config.campaign is not None and config.campaign.number == 1
    assert config.campaign.starting_cards == ((), ())
    path, campaign = the_campaign()
    assert table.match.session.meta[CAMPAIGN_KEY] == path.name
    assert campaign.names == ["Ann", "Bob"] and not campaign.games[0].finished
    over = finish(driver)
    # Game Over leads to the Guild Recognition Phase instead of a rematch; the result is in the campaign already.
    assert over.widgets.get("rematch") is None
    _, campaign = the_campaign()
    log = campaign.games[0]
    assert log.finished and log.scores == tuple(table.match.state.result.scores)
    driver.press("guild_recognition")
    scene = driver.scene
    assert isinstance(scene, RecognitionScene)
    picked = {}
    while (seat := scene.picker) is not None:
        assert scene.log.placement[0] in log.winners                 # the winner picks first
        legal = rules.legal_picks(scene.log, seat)
        choice = next((rect, card) for rect, card in scene.card_rects if card in legal)
        taken = [rect for rect, card in scene.card_rects if card not in legal]
        for rect in taken:                                           # another's pick: refused with a sentence
            driver.click(rect.center)
            assert scene.picker == seat and scene.log.picks[seat] is None and "Another player" in scene.message
        driver.click(choice[0].center)
        picked[seat] = choice[1]
    assert len(picked) == 2                      # both players bought Marketplace cards in this deal
    _, campaign = the_campaign()
    assert campaign.games[0].recognised
    assert all(campaign.games[0].picks[s] == card for s, card in picked.items())
    driver.press("recognition_done")
    assert isinstance(driver.scene, CampaignLogScene)
    driver.press("next_game")
    scene = driver.scene
    assert isinstance(scene, CampaignGameScene)
    assert not scene.widgets.get("name:0").enabled and not scene.widgets.get("add_seat").enabled
    needed = scene.widgets.get("keys_needed")
    driver.click((needed.rect.right - 5, needed.rect.centery))           # 5 Keys
    placed = scene.widgets.get("keys_by_level")
    driver.click((placed.rect.right - 5, placed.rect.centery))           # 0 · 3 · 3
    driver.press("start")
    if isinstance(driver.scene, CoverScene):
        driver.take_cover()
    second = driver.table.match
    config = second.config
    assert config.campaign.number == 2 and config.variants.keys_needed == 5
    assert config.campaign.keys_by_level == (0, 3, 3)
    state = second.state
    assert [sum(state.cards[i].is_key for i in deck) for deck in state.monster_decks[1:]] == [3, 3]
    for seat in range(2):
        pick = campaign.games[0].picks[seat]
        assert config.campaign.starting_cards[seat] == ((pick,) if pick else ())
        owned = [state.cards[i].id for i in state.players[seat].owned()]
        assert len(owned) == 12 + (1 if pick else 0)
        if pick:
            assert owned.count(pick) == 1


def test_a_computer_picks_for_itself_and_a_human_may_take_no_card(driver):
    begin_campaign(driver, kinds=("human", "ai:easy"), seed=8)
    finish(driver)
    driver.press("guild_recognition")
    scene = driver.scene
    if scene.picker is not None:                 # the human's turn (the computer, first or not, has picked)
        assert scene.campaign.seats[scene.picker].kind == "human"
        driver.press("no_card")
    _, campaign = the_campaign()
    log = campaign.games[0]
    assert log.recognised and log.picks[0] == ""
    computer = log.picks[1]
    assert computer == "" if not rules.had_legal_pick(log, 1) else computer in log.offers[1]


def test_a_campaign_game_goes_on_after_a_crash_and_its_end_reaches_the_campaign(home):
    d = Driver()
    try:
        table = begin_campaign(d)
        policy = QuestPolicy(NORMAL, random.Random(5))
        for _ in range(25):
            table.match.submit(policy(table.match.state))
        played = table.match.state.state_hash()

        def broken(surface):
            raise RuntimeError("a bug in drawing")

        table.draw = broken
        table.invalidate()
        d.frames(1)
        assert d.scene.name == "error"
    finally:
        d.close()
    assert list(paths.crash_dir().glob("crash-*.txt"))
    d = Driver()                                              # the app started again
    try:
        d.press("campaigns")
        d.press("continue_game")
        if isinstance(d.scene, CoverScene):
            d.take_cover()
        match = d.table.match
        assert match.state.state_hash() == played and match.config.campaign.number == 1
        finish(d)
        _, campaign = the_campaign()
        assert campaign.games[0].finished
        # The title's list of unfinished games continues a campaign's game the same way: nothing is left there.
        d.press("guild_recognition")
        assert isinstance(d.scene, RecognitionScene)
    finally:
        d.close()


def test_a_damaged_campaign_file_is_listed_with_its_reason_and_the_others_stay(driver):
    begin_campaign(driver)
    path, campaign = the_campaign()
    folder = paths.campaigns_dir()
    damaged = folder / "campaign-20260101-000000-abcdef.json"
    damaged.write_text('{"format": 1, "seats": [')
    driver.key(pygame.K_ESCAPE)
    driver.click(driver.table.overlay.choice_by_id("title").rect.center)
    assert isinstance(driver.scene, TitleScene)
    driver.press("campaigns")
    scene = driver.scene
    assert isinstance(scene, CampaignLogScene)
    assert "1 campaign file cannot be read" in scene.message
    assert [e.path for e in scene.entries] == [path, damaged]
    assert scene.entries[1].error == "is damaged (not valid JSON)"
    assert scene.chosen == path and scene.campaign == campaign        # the good one is shown and can go on
    assert scene.widgets.get("continue_game").enabled
    driver.click(scene.rows[1][0].center)                             # the damaged one: its reason, no game
    assert scene.campaign is None and scene.widgets.get("continue_game") is None
    assert damaged.read_text() == '{"format": 1, "seats": ['          # never overwritten
    assert read_campaign(path).campaign == campaign


def test_game_over_shown_again_after_the_phase_leads_to_the_campaign_log(driver):
    begin_campaign(driver, kinds=("ai:easy", "ai:easy"), seed=12)
    over = finish(driver)
    driver.press("guild_recognition")
    assert isinstance(driver.scene, RecognitionScene) and driver.scene.picker is None     # the computers chose
    driver.app.switch(over)                       # Game Over again (its button is still there)
    driver.frames(2)
    driver.press("guild_recognition")
    assert isinstance(driver.scene, CampaignLogScene)
    _, campaign = the_campaign()
    assert campaign.games[0].recognised and campaign.current is None


def to_title(d: Driver) -> TitleScene:
    """The table's menu -> Quit to title, with the mouse."""
    d.key(pygame.K_ESCAPE)
    d.click(d.table.overlay.choice_by_id("title").rect.center)
    assert isinstance(d.scene, TitleScene)
    return d.scene


def play_a_little(d: Driver, moves: int = 12, seed: int = 5) -> None:
    policy = QuestPolicy(NORMAL, random.Random(seed))
    for _ in range(moves):
        d.table.match.submit(policy(d.table.match.state))
    d.frames(2)
    if isinstance(d.scene, CoverScene):
        d.take_cover()


def test_the_title_marks_a_campaign_game_and_its_row_goes_on_inside_the_campaign(driver):
    begin_campaign(driver, seed=31)
    play_a_little(driver)
    path, campaign = the_campaign()
    title = to_title(driver)
    [info] = title.games
    players, detail = title.row_text(info, newest=True)
    assert players == "Thunderstone Quest, campaign game 1: Ann, Bob"
    assert detail.startswith(f"campaign begun {campaign.started} · Turn ")
    row = title.game_rows[0][0]
    driver.click(row.center)                                  # the row, not Continue: the same game goes on
    if isinstance(driver.scene, CoverScene):
        driver.take_cover()
    match = driver.table.match
    assert match.session.meta[CAMPAIGN_KEY] == path.name and match.config.campaign.number == 1
    over = finish(driver)
    assert over.widgets.get("rematch") is None                # its end reaches its campaign
    assert the_campaign()[1].games[0].finished
    driver.press("guild_recognition")
    assert isinstance(driver.scene, RecognitionScene)


def test_the_title_marks_a_campaign_game_in_german(driver):
    from thunderstone_gui.i18n import set_language

    begin_campaign(driver, seed=31)
    play_a_little(driver, 4)
    _, campaign = the_campaign()
    title = to_title(driver)
    set_language("de")
    try:
        players, detail = title.row_text(title.games[0], newest=False)
    finally:
        set_language("en")
    assert players == "Thunderstone Quest, Kampagnenspiel 1: Ann, Bob"
    assert detail.startswith(f"Kampagne begonnen {campaign.started} · Zug ")


def test_a_campaign_is_ended_from_the_table_during_its_second_game_on_the_first_game_s_vp(driver):
    begin_campaign(driver, seed=31)
    finish(driver)
    driver.press("guild_recognition")
    while driver.scene.picker is not None:
        driver.press("no_card")
    driver.press("recognition_done")
    driver.press("next_game")
    driver.press("start")
    if isinstance(driver.scene, CoverScene):
        driver.take_cover()
    play_a_little(driver)
    path, campaign = the_campaign()
    first = campaign.games[0]
    assert campaign.games[1].number == 2 and not campaign.games[1].finished
    driver.key(pygame.K_ESCAPE)                                # the table's menu
    driver.click(driver.table.overlay.choice_by_id("end_campaign").rect.center)
    question = driver.table.overlay
    # The leaders by the finished game's VP: New Game draws the card set at random, so game 1 may end tied on VP
    # (its winner then chosen by the rulebook's tie-breaks) and then both lead.
    leaders = rules.leaders(campaign)
    assert leaders and all(first.scores[s] == max(first.scores) for s in leaders)
    winners = ", ".join(campaign.seats[s].name for s in leaders)
    assert question.text == "End this campaign?"
    won = "wins" if len(leaders) == 1 else "share the victory"
    assert question.detail.startswith("Game 2 is not finished: it does not count; the campaign is decided by its 1 "
                                      f"finished game. {winners} {won} with the most combined VP")
    assert "Game 2 stays among the unfinished games as a game of its own." in question.detail
    driver.click(question.choices[0].rect.center)             # Yes
    scene = driver.scene
    assert isinstance(scene, CampaignLogScene) and scene.chosen == path
    assert scene.message == f"The campaign is over: {winners} {won}."
    _, ended = the_campaign()
    assert ended.ended and rules.combined_scores(ended) == list(first.scores)   # game 2 adds nothing
    assert not ended.games[1].finished
    assert scene.widgets.get("continue_game") is None and scene.widgets.get("end_campaign") is None
    # The unfinished game stays, a game of its own: no campaign mark, and its end is not the campaign's.
    driver.press("back")
    title = driver.scene
    assert isinstance(title, TitleScene)
    [info] = title.games
    assert title.row_text(info, newest=False)[0] == "Thunderstone Quest: Ann, Bob"
    driver.click(title.game_rows[0][0].center)
    if isinstance(driver.scene, CoverScene):
        driver.take_cover()
    over = finish(driver)
    assert over.widgets.get("guild_recognition") is None and over.widgets.get("rematch") is not None
    assert the_campaign()[1] == ended


def test_a_campaign_is_ended_from_its_log_while_its_first_game_is_played_without_a_winner(driver):
    begin_campaign(driver, seed=31)
    play_a_little(driver, 4)
    to_title(driver)
    driver.press("campaigns")
    scene = driver.scene
    assert isinstance(scene, CampaignLogScene) and scene.widgets.get("end_campaign").enabled
    driver.press("end_campaign")
    assert scene.overlay.detail == ("Game 1 is not finished: the campaign ends without a winner. Game 1 stays "
                                    "among the unfinished games as a game of its own.")
    driver.click(scene.overlay.choices[1].rect.center)         # No: nothing changes
    assert not the_campaign()[1].ended
    driver.press("end_campaign")
    driver.click(scene.overlay.choices[0].rect.center)         # Yes
    _, ended = the_campaign()
    assert ended.ended and rules.leaders(ended) == ()
    assert driver.scene.message == "The campaign is over without a winner: no game of it was finished."
    # Its row in the list says it ended without a winner (not "won by" no one).
    with theme.recording() as notes:
        driver.scene.draw(driver.app.screen)
    texts = [note.text for note in notes]
    assert "0 games · ended without a winner" in texts and not any("won by" in t for t in texts)


def test_a_campaign_tied_on_combined_vp_is_a_shared_victory(tmp_path):
    """The rulebook names the player with the most combined VP; players tied on it share the campaign's victory,
    as a game's tied players do."""
    config = GameConfig.new(3, game="quest", seed=11)
    campaign = rules.start(config).with_game(
        CampaignGameLog(number=1, identity="a", config={}, scores=(20, 20, 3), winners=(0, 1), placement=(0, 1, 2),
                        offers=((), (), ()), picks=("", "", "")))
    names = f"{campaign.seats[0].name}, {campaign.seats[1].name}"
    assert end_question(campaign) == f"{names} share the victory with the most combined VP; no more games are played."
    ended, told = end_campaign(tmp_path / "tied.json", campaign)
    assert ended is not None and ended.ended
    assert told == f"The campaign is over: {names} share the victory."
    alone = campaign.with_game(CampaignGameLog(number=2, identity="b", config={}, scores=(1, 0, 0), winners=(0,),
                                               placement=(0, 1, 2), offers=((), (), ()), picks=("", "", "")))
    assert end_campaign(tmp_path / "alone.json", alone)[1] == f"The campaign is over: {campaign.seats[0].name} wins."

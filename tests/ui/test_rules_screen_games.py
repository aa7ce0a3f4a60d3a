"""The Rules screens of Thunderstone Advance and Thunderstone Quest: opened from the in-game menu at their tables,
their sections, search, an entry for every keyword of their card help, and German."""

import pygame
import pytest

from thunderstone_gui import i18n
from thunderstone_gui.ui.advance.strings import KEYWORD_HELP_EN
from thunderstone_gui.ui.game_view import view_for
from thunderstone_gui.ui.match import Match
from thunderstone_gui.ui.quest.strings import LEXICON_EN
from thunderstone_gui.ui.scenes.rules import RulesScene
from thunderstone_gui.ui.scenes.table import TableScene

from .driver import Driver


def advance_blocks():
    return view_for("advance").rules()


def quest_blocks():
    return view_for("quest").rules()


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


def rules_from_the_menu(driver: Driver, game: str) -> RulesScene:
    session = view_for(game).demo_session(7, 6)
    match = Match(session, autosave=False)
    match.take_device(session.state.pending.seat)
    table = TableScene(driver.app, match)
    driver.app.switch(table)
    driver.frames(2)
    driver.key(pygame.K_ESCAPE)
    driver.click(driver.table.overlay.choice_by_id("rules").rect.center)
    scene = driver.scene
    assert isinstance(scene, RulesScene) and scene.game == game
    return scene


def text(scene: RulesScene, block: int) -> str:
    return scene.reader.blocks[block].text.lower()


def texts(scene: RulesScene) -> list[str]:
    return [b.text for b in scene.reader.blocks]


def test_advance_rules_open_from_the_menu_with_their_sections(driver: Driver):
    scene = rules_from_the_menu(driver, "advance")
    headings = [b.text for b in scene.reader.blocks if b.kind in ("h1", "h2")]
    for heading in ("Setting up", "Prepare", "Rest", "Battle arithmetic", "Effects", "Curses", "Leveling up",
                    "The end of the game"):
        assert heading in headings
    assert any("Darkness" in t and "Rank 3: 3" in t for t in texts(scene))
    driver.type_text("net darkness")
    assert scene.found and all("net darkness" in text(scene, k) for k in scene.found[:1])
    assert all("net" in text(scene, k) and "darkness" in text(scene, k) for k in scene.found)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.scene, TableScene)


def test_quest_rules_open_from_the_menu_with_their_sections(driver: Driver):
    scene = rules_from_the_menu(driver, "quest")
    headings = [b.text for b in scene.reader.blocks if b.kind in ("h1", "h2")]
    for heading in ("Setting up", "Prep Phase", "Village Phase", "Dungeon Phase", "Wounds and HP", "Gear tokens",
                    "The Guardian", "Scoring"):
        assert heading in headings
    assert any("Magic Resistance" in t and "Armor" in t for t in texts(scene))
    driver.type_text("guardian key")
    assert scene.found and "kw:guardian key" in {scene.reader.blocks[k].anchor for k in scene.found}
    assert all("guardian" in text(scene, k) and "key" in text(scene, k) for k in scene.found)


def test_every_keyword_of_advances_help_has_its_entry():
    anchors = {b.anchor for b in advance_blocks()}
    assert {f"kw:{key}" for key in KEYWORD_HELP_EN} <= anchors
    assert {"goal", "setup", "turn", "battle", "effects", "curses", "levels", "end", "keywords"} <= anchors
    texts = [b.text for b in advance_blocks()]
    assert not any("{" in t for t in texts)          # a trait's number is said in general


def test_every_lexicon_term_of_quest_has_its_entry():
    anchors = {b.anchor for b in quest_blocks()}
    assert {f"kw:{term}" for term in LEXICON_EN} <= anchors
    assert {"goal", "setup", "turn", "battle", "wounds", "gear", "levels", "guardian", "scoring", "keywords"} <= anchors


def test_the_rules_of_both_games_speak_german():
    english = {"advance": [b.text for b in advance_blocks()], "quest": [b.text for b in quest_blocks()]}
    i18n.set_language("de")
    advance = [b for b in advance_blocks() if b.kind == "h1"]
    quest = [b for b in quest_blocks() if b.kind == "h1"]
    assert advance[0].text == "Das Ziel" and "Aufbau" in [b.text for b in advance]
    assert "Kampfrechnung" in [b.text for b in advance]
    assert quest[0].text == "Das Ziel" and "Der Wächter" in [b.text for b in quest]
    # Every sentence of the rules (not the keyword entries, whose help is translated with the card help) is German.
    for game, blocks in (("advance", advance_blocks()), ("quest", quest_blocks())):
        said = [b.text for b in blocks if not b.anchor.startswith("kw:")]
        written = [t for b, t in zip(blocks, english[game]) if not b.anchor.startswith("kw:")]
        same = [t for t, e in zip(said, written) if t == e]
        assert not same, (game, same[:3])


def test_the_title_rules_offer_every_games_rules(driver):
    driver.press("rules")
    scene = driver.scene
    assert isinstance(scene, RulesScene) and scene.game == "classic"
    assert [value for value, __ in scene.widgets.get("game").options] == ["classic", "advance", "quest"]
    classic_first = scene.reader.blocks[1].text
    driver.press("game")
    assert scene.game == "advance" and scene.reader.blocks[1].text != classic_first
    assert any("Prepare" in block.text for block in scene.reader.blocks)
    driver.press("game")
    assert scene.game == "quest" and any("Guardian" in block.text for block in scene.reader.blocks)
    scene.search("Wounds")
    assert scene.found

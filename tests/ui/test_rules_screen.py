"""The Rules and About screens: the rules in our own words, searchable, opened from the title, the in-game menu and
the hover help's "more…" link (and F1) at the keyword; the About screen's credits for the card pictures and fonts."""

import pygame
import pytest

from thunderstone_gui.engine.session import Session
from thunderstone_gui.systems.classic.position import Position
from thunderstone_gui.ui import theme
from thunderstone_gui.ui.card_pictures import attribution_lines
from thunderstone_gui.ui.classic.strings import KEYWORD_HELP_EN
from thunderstone_gui.ui.game_view import view_for
from thunderstone_gui.ui.match import Match
from thunderstone_gui.ui.reader import Block, Reader, markdown_blocks, matches
from thunderstone_gui.ui.scenes.about import AboutScene
from thunderstone_gui.ui.scenes.rules import RulesScene
from thunderstone_gui.ui.scenes.table import TableScene
from thunderstone_gui.ui.scenes.title import start_match

from .driver import Driver


def rules_blocks() -> list[Block]:
    """The original game's Rules screen document (its ui/classic/rules.md) in the language of the moment."""
    return view_for("classic").rules()


def test_every_keyword_of_the_card_help_has_its_entry():
    anchors = {b.anchor for b in rules_blocks()}
    assert {f"kw:{key}" for key in KEYWORD_HELP_EN} <= anchors
    assert {"turn", "battle", "editions", "open", "keywords"} <= anchors


def test_search_finds_every_word_in_any_order():
    blocks = [Block("p", "The Light penalty costs 2 Attack."), Block("p", "Weapons have a Weight."),
              Block("item", "Penalty of light")]
    assert matches(blocks, "light PENALTY") == [0, 2]
    assert matches(blocks, "weight") == [1]
    assert matches(blocks, "dragon") == []
    assert matches(blocks, "   ") == []


def test_the_rules_explain_the_light_penalty_and_strength():
    blocks = rules_blocks()
    assert matches(blocks, "light penalty costs 2 attack")
    assert matches(blocks, "strength weight weapon")


def test_markdown_reads_our_files():
    blocks = markdown_blocks("# Title\n\nA [link](https://x.org) and **bold**\nline two.\n\n- an item\n  goes on\n"
                             "| a | b |\n|---|---|\n| c | d |\n")
    assert blocks == [Block("h1", "Title"), Block("p", "A link (https://x.org) and bold line two."),
                      Block("item", "an item goes on"), Block("item", "a — b"), Block("item", "c — d")]


def test_the_reader_scrolls_to_an_anchor_and_stops_at_the_end():
    pygame.font.init()
    theme.reset_fonts()             # fonts opened by an app an earlier test closed are gone
    reader = Reader([Block("p", f"paragraph {k} " * 20, f"a{k}") for k in range(40)])
    reader.layout(pygame.Rect(0, 0, 400, 300), 1.0)
    reader.show(reader.anchor("a20"))
    assert reader.scroll == reader.top_of(20) - 15 and 20 in reader.visible_blocks()
    reader.scroll_by(10**6)
    assert reader.scroll == reader.height - 300


def test_title_opens_the_rules_and_searching_marks_the_matches(driver: Driver):
    driver.press("rules")
    scene = driver.scene
    assert isinstance(scene, RulesScene)
    driver.type_text("weight")
    assert scene.found and scene.reader.marked == set(scene.found)
    first = scene.reader.scroll
    driver.key(pygame.K_RETURN)
    assert scene.current == 1 % len(scene.found)
    assert scene.reader.scroll != first or len(scene.found) == 1
    driver.type_text("zzzz")
    assert scene.found == []
    driver.key(pygame.K_ESCAPE)
    assert driver.scene.name == "title"


def test_a_section_button_scrolls_to_its_section(driver: Driver):
    driver.press("rules")
    scene = driver.scene
    driver.press("section:battle")
    assert scene.reader.scroll == scene.reader._clamped(scene.reader.top_of(scene.reader.anchor("battle"))
                                                         - round(scene.reader.rect.h * 0.05))
    assert scene.reader.anchor("battle") in scene.reader.visible_blocks()


def dagger_position() -> Session:
    position = Position.model_validate({
        "players": [{"name": "Ann", "hand": ["dagger", "militia", "militia", "torch", "militia", "iron_rations"]},
                    {"name": "Bob"}]})
    return Session.from_position(position)


def start_table(driver: Driver) -> TableScene:
    start_match(driver.app, Match(dagger_position(), autosave=False))
    driver.frames(3)
    return driver.table


def hover(driver: Driver, pos) -> None:
    driver.move(pos)
    driver.frames(2)


def test_more_link_opens_the_rules_at_the_keyword_and_back_returns(driver: Driver):
    table = start_table(driver)
    view = table.view
    dagger = next(r for r in view.hand_regions() if table.state.cards[r.iid].id == "dagger")
    hover(driver, dagger.rect.center)
    assert view.sticky is not None and view.sticky.card.id == "dagger"
    links = dict((key, rect) for rect, key in view.sticky.links)
    assert set(links) == {"edged", "weapon"}
    # Crossing from the card to its enlargement keeps it shown; the link is clicked there.
    target = links["weapon"].center
    for k in range(1, 6):
        hover(driver, (dagger.rect.centerx + (target[0] - dagger.rect.centerx) * k // 5,
                       dagger.rect.centery + (target[1] - dagger.rect.centery) * k // 5))
        assert view.sticky is not None and view.sticky.card.id == "dagger", k
    driver.click(target)
    scene = driver.scene
    assert isinstance(scene, RulesScene)
    block = scene.reader.anchor("kw:weapon")
    assert scene.reader.blocks[block].text.startswith("Weapon:")
    assert scene.reader.marked == {block} and block in scene.reader.visible_blocks()
    driver.press("back")
    assert driver.scene is table


def test_the_hover_goes_away_when_the_mouse_leaves(driver: Driver):
    table = start_table(driver)
    dagger = next(r for r in table.view.hand_regions() if table.state.cards[r.iid].id == "dagger")
    hover(driver, dagger.rect.center)
    assert table.view.sticky is not None
    hover(driver, (5, table.frame.layout.height // 2))
    assert table.view.sticky is None
    assert table.view.help_link_at((5, 5)) == ""


def test_f1_opens_the_rules_at_the_hovered_cards_first_topic(driver: Driver):
    table = start_table(driver)
    torch = next(r for r in table.view.hand_regions() if table.state.cards[r.iid].id == "torch")
    hover(driver, torch.rect.center)
    first = table.view.sticky.links[0][1]
    driver.key(pygame.K_F1)
    assert isinstance(driver.scene, RulesScene)
    assert driver.scene.reader.marked == {driver.scene.reader.anchor(f"kw:{first}")}


def test_the_in_game_menu_opens_the_rules(driver: Driver):
    start_table(driver)
    driver.key(pygame.K_ESCAPE)
    menu = driver.table.overlay
    driver.click(menu.choice_by_id("rules").rect.center)
    assert isinstance(driver.scene, RulesScene) and driver.scene.game == "classic"


def test_a_game_without_written_rules_says_so(driver: Driver, monkeypatch):
    from thunderstone_gui.ui.classic.table_view import ClassicView

    monkeypatch.setattr(ClassicView, "rules", classmethod(lambda cls: []))
    scene = RulesScene(driver.app)
    assert [b.text for b in scene.reader.blocks] == ["No rules are written for this game yet."]


def test_about_credits_the_pictures_and_the_fonts(driver: Driver):
    driver.press("about")
    scene = driver.scene
    assert isinstance(scene, AboutScene)
    texts = [b.text for b in scene.reader.blocks]
    for line in attribution_lines():
        assert line in texts
    assert any("DejaVu" in t for t in texts)
    assert any("Lorc" in t for t in texts) and any("CC BY 3.0" in t for t in texts)
    driver.key(pygame.K_PAGEDOWN)
    assert scene.reader.scroll > 0
    driver.press("back")
    assert driver.scene.name == "title"



def test_the_rules_are_said_in_german_in_german():
    from thunderstone_gui import i18n

    english = rules_blocks()
    try:
        i18n.set_language("de")
        german = rules_blocks()
    finally:
        i18n.set_language("en")
    assert len(german) == len(english)
    assert german[0].text == "Das Ziel"
    assert any(b.text == "Schlüsselwörter" and b.anchor == "keywords" for b in german)
    translated = [g for g, e in zip(german, english) if g.text != e.text]
    assert len(translated) > 0.9 * len(english), "most of the Rules screen stays English in German"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_about_speaks_to_players_without_files_or_paths(lang):
    """Issue 45.5: the credits and licences in words for a player - no file name, no install path (sys._MEIPASS),
    no Markdown of the packagers' READMEs - and every icon by its title and author, as CC BY asks."""
    import re

    from thunderstone_gui import i18n
    from thunderstone_gui.ui.card_pictures import load_pack
    from thunderstone_gui.ui.scenes.about import about_blocks

    i18n.set_language(lang)
    try:
        texts = [b.text for b in about_blocks()]
    finally:
        i18n.set_language("en")
    whole = "\n".join(texts)
    assert not re.search(r"\w+\.(md|svg|yaml|ttf|txt|py)\b|_MEIPASS|assets/|\| ---|`", whole), \
        re.search(r".{0,40}(\w+\.(md|svg|yaml|ttf|txt|py)\b|_MEIPASS|assets/|\| ---|`).{0,40}", whole)
    pack = load_pack()
    assert pack is not None
    for icon in pack.icons.values():
        assert any(icon.title in t and icon.author in t for t in texts), icon
    assert any("DejaVu" in t for t in texts) and any("CC BY 3.0" in t for t in texts)

"""Settings' colour-blind-safe colours (issue 47, part 3): every colour that carries a meaning stays apart from the
colours it must be told from as a deuteranope, a protanope and a tritanope see them (Machado et al. 2009, severity
1.0: ui/colour_vision.py), and every colour cue also has a shape, a sign or a word, drawn in every palette: a card
that can act and a drop target carry their badge, a seat its shape, a Hero's class and a Village card's type theirs,
a battle's outcome its word. The setting is remembered and applies from the first frame."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pygame
import pytest

from thunderstone_gui.persistence.settings import load_settings
from thunderstone_gui.tools import colour_vision as tool
from thunderstone_gui.ui import charts, marks, theme
from thunderstone_gui.ui.colour_vision import KINDS, seen_apart, simulate
from thunderstone_gui.ui.scenes.settings import SettingsScene
from thunderstone_gui.ui.scenes.statistics import LEVEL_COLORS, level_color
from thunderstone_gui.ui.scenes.table import TableScene

from .driver import Driver, open_table

APART = 15.0     # ΔE (CIE76): two signals side by side; 2.3 is just noticeable
# The pairs of signal colours a player must tell apart where they meet: a won and a lost battle, the status line's
# news, a drop target against the card under the mouse and a rank that can be attacked, the Hint against what can act.
SIGNAL_PAIRS = (("GOOD", "BAD"), ("TARGET", "HIGHLIGHT"), ("TARGET", "BAD"), ("HIGHLIGHT", "BAD"),
                ("INFO", "GOOD"), ("INFO", "BAD"), ("INFO", "HIGHLIGHT"), ("INFO", "TARGET"))


@pytest.fixture(autouse=True)
def standard_afterwards():
    yield
    theme.use_palette("standard", False)


def meaning_pairs() -> list[tuple[str, theme.Color, theme.Color]]:
    """Every pair of colours that carries a meaning in the palette in use, named."""
    pairs = [(f"{a}/{b}", getattr(theme, a), getattr(theme, b)) for a, b in SIGNAL_PAIRS]
    seats = enumerate(theme.SEAT_COLORS)
    pairs += [(f"seat {i}/seat {j}", a, b) for (i, a), (j, b) in itertools.combinations(seats, 2)]
    pairs += [(f"{a}/{b}", level_color(a), level_color(b)) for a, b in itertools.combinations(LEVEL_COLORS, 2)]
    # The deck chart's kinds: each against the one stacked on it.
    pairs += [(f"kind {k}/{k + 1}", charts.kind_color(k), charts.kind_color(k + 1)) for k in range(6)]
    return pairs


def too_close(kind: str) -> list[str]:
    return [f"{name}: {seen_apart(a, b, kind):.1f}" for name, a, b in meaning_pairs()
            if seen_apart(a, b, kind) < APART]


@pytest.mark.parametrize("contrast", ["standard", "high"])
@pytest.mark.parametrize("kind", KINDS)
def test_every_pair_of_meaning_colours_stays_apart_as_a_colour_blind_player_sees_it(contrast, kind):
    theme.use_palette(contrast, True)
    assert not too_close(kind)
    assert not too_close("")            # and for everyone else


def test_the_standard_colours_are_why_the_mode_exists():
    """A won and a lost battle's green and red are 14 apart to a deuteranope; two seats' blue and pink 3 apart to a
    protanope: the standard palette fails the check the safe one passes."""
    theme.use_palette("standard", False)
    assert "GOOD/BAD" in " ".join(too_close("deuteranopia"))
    assert any(name.startswith("seat") for name in too_close("protanopia"))


def test_high_contrast_with_safe_colours_keeps_every_text_colour_7_to_1():
    from .test_contrast import BACKGROUNDS, TEXTS, contrast

    theme.use_palette("high", True)
    for text in TEXTS:
        for background in BACKGROUNDS:
            assert contrast(getattr(theme, text), getattr(theme, background)) >= 7.0, (text, background)


def test_the_simulation_is_machados():
    """Known points: white, black and grey stay; pure red looks dark yellow-brown to a protanope, lighter olive to a
    deuteranope; a tritanope sees blue as teal."""
    for kind in KINDS:
        assert simulate((255, 255, 255), kind) == (255, 255, 255)
        assert simulate((0, 0, 0), kind) == (0, 0, 0)
    red_p, red_d = simulate((255, 0, 0), "protanopia"), simulate((255, 0, 0), "deuteranopia")
    assert red_p[0] < red_d[0] and abs(red_p[0] - red_p[1]) < 30 and red_p[2] < 40
    blue_t = simulate((0, 0, 255), "tritanopia")
    assert blue_t[1] > blue_t[0] and blue_t[2] > blue_t[0]


def test_the_tool_writes_what_a_deuteranope_sees(tmp_path: Path):
    picture = pygame.Surface((4, 2))
    picture.fill((96, 196, 110))
    picture.fill((226, 86, 76), pygame.Rect(2, 0, 2, 2))
    source, target = tmp_path / "in.png", tmp_path / "out.png"
    pygame.image.save(picture, str(source))
    assert tool.main(["--in", str(source), "--out", str(target), "--kind", "deuteranopia"]) == 0
    seen = pygame.image.load(str(target))
    assert seen.get_at((0, 0))[:3] == simulate((96, 196, 110), "deuteranopia")
    assert seen.get_at((3, 1))[:3] == simulate((226, 86, 76), "deuteranopia")
    assert tool.main(["--in", str(source), "--out", str(target), "--kind", "purple"]) == 2
    assert tool.main(["--in", str(tmp_path / "none.png"), "--out", str(target)]) == 1




def drawn(table: TableScene) -> list[theme.TextDraw]:
    """Everything the table draws in one frame, its layers drawn anew (as the layout check does)."""
    with theme.recording() as notes:
        frame = table.frame
        frame._background = frame.layer = frame._log_surface = None
        table.dirty = True
        table.invalidate()
        table.draw(table.app.screen)
        return list(notes)


@pytest.mark.parametrize("safe", [False, True])
def test_a_card_that_can_act_carries_its_badge_beside_its_glow(safe):
    """Quest's Dungeon: the hand's cards that can be used glow, each with its check (in every palette)."""
    theme.use_palette("standard", safe)
    driver = Driver(size=(1280, 720), colours="safe" if safe else "standard")
    try:
        table = open_table(driver, "quest", 7, 40)
        usable = {a.card for a in table.legal() if a.card >= 0 and a.kind not in ("choose", "buy")}
        usable -= set(table.state.turn.wields)
        rects = [r for iid, r in table.view.card_rects.items() if iid in usable]
        assert rects
        notes = drawn(table)
        badges = [n.rect for n in notes if n.kind == "element" and n.text == "[mark act]"]
        for rect in rects:
            assert any(b.colliderect(rect.inflate(12, 12)) for b in badges), rect
    finally:
        driver.close()


def test_a_drop_target_carries_its_arrow_while_dragging():
    driver = Driver(size=(1280, 720))
    try:
        table = open_table(driver, "classic", 7, 40)
        source, rect = next((s, r) for s, r in table.view.draggables()
                            if table.view.drops_for(table.state, table.legal(), s))
        driver.move(rect.center)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(rect.centerx, rect.centery - 60), rel=(0, 0),
                                             buttons=(1, 0, 0)))
        driver.frames(1)
        assert table.drag is not None and table.drag.active
        notes = drawn(table)
        badges = [n.rect for n in notes if n.text == "[mark target]"]
        targets = [table.view.drop_rect(t) for t in table.drag.targets]
        assert targets and all(any(b.colliderect(t.inflate(16, 16)) for b in badges) for t in targets if t)
    finally:
        driver.close()


def test_each_seat_has_its_shape_in_the_players_panel_and_on_the_charts():
    driver = Driver(size=(1280, 720))
    try:
        table = open_table(driver, "classic", 7, 40)
        notes = drawn(table)
        seats = sorted({n.text for n in notes if n.text.startswith("[seat_shape")})
        assert seats == ["[seat_shape 0]", "[seat_shape 1]"]
    finally:
        driver.close()
    assert len(set(marks.SEAT_SHAPES)) == len(marks.SEAT_SHAPES) == len(theme.SEAT_COLORS)
    # A chart's line carries the seat's shape: two seats' lines differ where their colours are the same.
    a, b = pygame.Surface((60, 40)), pygame.Surface((60, 40))
    theme.SEAT_COLORS = ((200, 200, 200),) * 5
    try:
        charts.seat_line(a, 0, [(10, 20), (50, 20)], 2)
        charts.seat_line(b, 1, [(10, 20), (50, 20)], 2)
    finally:
        theme.use_palette("standard", False)
    assert pygame.image.tobytes(a, "RGB") != pygame.image.tobytes(b, "RGB")


def test_every_hero_class_and_village_type_has_a_shape_of_its_own_on_the_card():
    from thunderstone_gui.systems.classic.cards import load_catalogue

    heroes = {marks.KIND_SHAPES[c] for c in ("fighter", "cleric", "wizard", "thief", "archer", "militia")}
    village = {marks.KIND_SHAPES[t] for t in ("weapon", "food", "light", "spell", "villager", "item")}
    assert len(heroes) == 6 and len(village) == 6
    driver = Driver(size=(1280, 720))
    try:
        art = driver.app.card_art("classic")
        cards = [c for c in load_catalogue().cards.values()
                 if c.kind not in ("monster", "disease", "thunderstone", "xp")]
        assert cards
        for card in cards[:40]:
            art.clear()
            with theme.recording() as notes:
                art.face(card, 90)
            shape = marks.kind_shape_for(card.keywords, "hero" in card.keywords)
            assert f"[kind {shape}]" in [n.text for n in notes], card.name
    finally:
        driver.close()


@pytest.mark.parametrize("game,words", [("quest", ("preview_win", "preview_lose")), ("advance", ("preview_lose",))])
def test_a_battles_outcome_is_a_word_not_only_a_colour(monkeypatch, game, words):
    """The battle previews' chips (green won, red lost) say Win or Lose: a Quest map with rooms won and lost, an
    Advance Hall whose monsters the hand cannot beat."""
    import importlib

    tr = importlib.import_module(f"thunderstone_gui.ui.{game}.strings").tr
    rendered: list[str] = []
    real = theme.Fonts.render

    def spy(self, text, face, size, color):
        rendered.append(text)
        return real(self, text, face, size, color)

    driver = Driver(size=(1280, 720), colours="safe")
    try:
        table = open_table(driver, game, 7, 40)
        monkeypatch.setattr(theme.Fonts, "render", spy)
        theme.fonts()._text.clear()
        drawn(table)
    finally:
        monkeypatch.undo()
        driver.close()
    for key in words:
        assert tr(key) in rendered, (game, key)


def test_colour_blind_safe_is_a_setting_remembered_and_drawn_from_the_first_frame(home):
    driver = Driver()
    try:
        driver.press("settings")
        assert isinstance(driver.scene, SettingsScene)
        toggle = driver.scene.widgets.get("colours")
        assert toggle.value is False
        driver.click(toggle.rect.center)
        assert driver.app.settings.colours == "safe" and theme.colour_safe and theme.GOOD == (86, 180, 233)
        assert load_settings()[0].colours == "safe"
        driver.click(toggle.rect.center)
        assert driver.app.settings.colours == "standard" and not theme.colour_safe
        driver.click(toggle.rect.center)
    finally:
        driver.close()
    theme.use_palette("standard", False)
    again = Driver(colours=load_settings()[0].colours)
    try:
        assert theme.colour_safe and theme.SEAT_COLORS == theme.SAFE_SEAT_COLORS and theme.BAD == (240, 110, 30)
    finally:
        again.close()


def test_a_settings_file_with_an_unknown_colours_value_loads(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": "en", "colours": "sepia"}), encoding="utf-8")
    assert load_settings(path)[0].colours == "standard"


@pytest.mark.parametrize("game", ["classic", "advance", "quest"])
def test_the_heroes_and_village_cards_on_each_table_carry_their_shapes(game):
    driver = Driver(size=(1280, 720))
    try:
        table = open_table(driver, game, 7, 40)
        for art in driver.app._card_art.values():
            art.clear()                     # faces drawn anew, while recording
        notes = drawn(table)
        shapes = {n.text for n in notes if n.text.startswith("[kind ")}
        assert len(shapes) >= 4, shapes     # several classes and types on every table
    finally:
        driver.close()


@pytest.mark.parametrize("game", ["classic", "advance"])
def test_each_monster_in_the_hall_says_its_group_in_words(game):
    """A compact monster face says its group by its colour only; the rank's panel beside it says it in words."""
    from thunderstone_gui.i18n import card_name

    driver = Driver(size=(1600, 900))
    try:
        table = open_table(driver, game, 7, 40)
        state = table.match.state
        texts = " ".join(n.text for n in drawn(table))
        monsters = [state.cards[i] for i in state.hall if i >= 0 and state.cards[i].is_monster]
        assert monsters
        for card in monsters:
            group = card.group if game == "classic" else state.catalogue.groups[card.group].name
            assert card_name(group) in texts, (card.name, group)
    finally:
        driver.close()


def test_the_wounds_bars_of_quests_battles_chart_are_hatched_and_so_is_their_legend():
    """Beside each player's battles (the player's colour) a bar of the Wounds they cost, red: striped, so that a red
    bar beside an orange one is told apart without its colour."""
    from thunderstone_gui.engine.stats import GameStats

    stats = GameStats(names=["Ann", "Bob"], kinds=(), turns=[0, 1], vp=[[0, 0], [0, 0]], deck=[[{}, {}], [{}, {}]],
                      xp_gained=[[0, 0], [0, 0]], xp_spent=[[0, 0], [0, 0]],
                      battles=[{1: [2, 1]}, {2: [1, 0]}], battle_axis="level", wounds=[{1: 3}, {2: 1}])
    driver = Driver(size=(1280, 720))
    try:
        surface = pygame.Surface((420, 220))
        with theme.recording() as notes:
            charts.battles_chart(surface, surface.get_rect(), stats, 1.0)
        hatched = [n for n in notes if n.text == "[hatched]"]
        assert len(hatched) == 3            # two players' Wounds bars and the legend's swatch
    finally:
        driver.close()

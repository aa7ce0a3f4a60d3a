"""Every text fits: each screen and each card face, in English and German, at 1280x720 and 1600x900.

The text renderer notes every text it draws with the box it must stay in (`theme.recording()`); `ui/textfit.py`
lists what leaves its box or its surface, what is drawn over another text and what a card covers. A screen is set
up as the snapshot tool does (`snapshot.open_screen`), then drawn once more while recording, its card faces drawn
anew.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame
import pytest

from thunderstone_gui import i18n
from thunderstone_gui.systems.classic.cards import load_catalogue
from thunderstone_gui.tools import snapshot
from thunderstone_gui.ui import textfit, theme

SIZES = [(1280, 720), (1600, 900)]
LANGS = ["en", "de"]


def _menu_over(app: Any) -> None:
    app.scene.open_menu()


def _end_turn_question_over(app: Any) -> None:
    from thunderstone_gui.ui.overlays import ConfirmDialog
    from thunderstone_gui.ui.strings import tr

    table = app.scene
    table.overlay = ConfirmDialog(table.frame.layout, tr("confirm_end_turn"), tr("confirm_end_turn_detail"),
                                  lambda: None)


def _deck_viewer_over(app: Any) -> None:
    from thunderstone_gui.ui.hall import viewers

    table = app.scene
    viewers.open_viewer(table.view, table, "deck", table.view.region("deck"))


def _trash_viewer_over(app: Any) -> None:
    from thunderstone_gui.ui.hall import viewers

    table = app.scene
    viewers.open_viewer(table.view, table, "trash", table.view.region("trash"))


def _card_menu_over(app: Any) -> None:
    """A card's menu: the first card of the hand or the Village that can do something now."""
    from thunderstone_gui.ui.hall import viewers

    table = app.scene
    for region in table.view.regions:
        kind = region.key.split(":")[0]
        if kind in ("hand", "supply") and viewers.actions_for_card(table, region.iid):
            viewers.open_card_menu(table.view, table, region)
            return
    raise AssertionError("no card can do anything in this position")


def _save_as(app: Any) -> None:
    app.scene.save_as()


def _custom_lists(app: Any) -> None:
    scene = app.scene
    scene.widgets.get("sets").step(1)                # Base + Wrath: every list entry tagged with its set
    scene.panel.toggle("monsters", next(iter(scene.panel.catalogue.monster_classes())))


def _quest_locked(app: Any) -> None:
    """Quest's setup with a locked card of each column, a reroll refused and its sentence in the status line."""
    panel = app.scene.panel
    shown = panel.card_set().entries()
    for kind in ("hero", "market", "room", "guardian"):
        panel.toggle_lock(next(e for e in shown if e.kind == kind))
    panel.reroll_one(next(e for e in shown if e.kind == "monster"))


def _quest_saved(app: Any) -> None:
    from thunderstone_gui.persistence.setups import save_setup

    panel = app.scene.panel
    save_setup("A rather long name for a Quest setup to keep", "quest", ("ours",), panel.card_set(), replace=True)
    panel.show_tab("saved")


def _quest_picks(app: Any) -> None:
    """Quest's card picker with picks that are not a setup yet: the sentence naming what is missing in red."""
    panel = app.scene.panel
    panel.show_tab("pick")
    shown = panel.card_set()
    panel.toggle("heroes", f"cleric\t{shown.heroes[0]}")
    panel.toggle("rooms", f"1\t{shown.rooms[0]}")
    panel.toggle("monsters", f"guardian\t{shown.guardian}")


def _quest_picker_imported(app: Any) -> None:
    """Quest's card picker with an imported set twice our own's size: lists of several columns."""
    from tests.quest.helpers import install_doubled_set

    install_doubled_set()
    scene = app.scene
    scene._set_game("quest")
    panel = scene.panel
    panel._set_set(next(k for k, s in enumerate(panel.sets) if s.set_id == "doubled"))
    panel.show_tab("pick")


def _error(app: Any) -> None:
    from thunderstone_gui.ui.scenes.error import ErrorScene

    app.switch(ErrorScene(app, None, True))


def _equipped(app: Any) -> None:
    """The Dungeon with a Weapon equipped to a Hero (drawn tucked behind it, peeking out above)."""
    table = app.scene
    view = table.view
    for __ in range(40):
        legal = table.legal()
        equip = next((a for a in legal if a.kind == "equip"), None)
        if equip is not None:
            table.submit(equip)
            return
        step = next((a for a in legal if a.kind == "enter_dungeon"), None) or (legal[0] if legal else None)
        if step is None:
            break
        table.submit(step)
        table.match.take_device(table.state.pending.seat)
    view.demo_advance(table.match.session, 0, 0)
    raise AssertionError("no Weapon could be equipped in this game")


def _gained_and_unsaved(app: Any) -> None:
    """A failed autosave: the red pill in the top bar and the longest message of the status line."""
    app.scene.match.autosave_problem = "the disk is full"
    app.scene.say(app.scene.match.autosave_error)


def _statistics(app: Any, tab: str = "overview") -> None:
    """Statistics with a history of 24 games of three games, against every computer level and people."""
    from tests.ui.history_helpers import write_sample_history
    from thunderstone_gui.ui.scenes.statistics import StatisticsScene

    write_sample_history(24)
    scene = StatisticsScene(app)
    app.switch(scene)
    if tab != "overview":
        scene.widgets.get(f"tab_{tab}").on_click()


def _statistics_games(app: Any) -> None:
    _statistics(app, "games")


def _statistics_empty(app: Any) -> None:
    from thunderstone_gui.ui.scenes.statistics import StatisticsScene

    app.switch(StatisticsScene(app))


def _sound_settings(app: Any) -> None:
    """Settings with the sound turned about: a hand-edited volume, the ambience on, muted."""
    settings = app.settings
    settings.sound_volume, settings.effects_volume, settings.music_volume = 35, 100, 60
    settings.sound_muted = True
    app.scene.layout()


def _campaigns_empty(app: Any) -> None:
    from thunderstone_gui.ui.quest.campaign import CampaignLogScene

    app.switch(CampaignLogScene(app))


def _recognition_hover(app: Any) -> None:
    """The mouse on the first card of the Guild Recognition: the enlarged card with its help beside it."""
    rect, _card = app.scene.card_rects[0]
    app.mouse = rect.center
    app.scene.invalidate()


def _muted(app: Any) -> None:
    app.scene.toggle_mute()


# (name, snapshot options, what to do before drawing it again). A hook whose name ends in "_over" opens an overlay:
# it runs again after the screen is laid out anew (a new layout closes the table's overlays).
SCREENS: list[tuple[str, dict[str, Any], Callable[[Any], None] | None]] = [
    ("title", {"screen": "title"}, None),
    ("new_game", {"screen": "new_game"}, None),
    ("new_game_custom_wrath", {"screen": "new_game"}, _custom_lists),
    ("new_game_quest_locked", {"screen": "new_game", "game": "quest"}, _quest_locked),
    ("new_game_quest_saved", {"screen": "new_game", "game": "quest"}, _quest_saved),
    ("new_game_quest_pick", {"screen": "new_game", "game": "quest"}, _quest_picks),
    ("new_game_quest_pick_imported", {"screen": "new_game", "game": "quest"}, _quest_picker_imported),
    ("table_village", {"screen": "table", "seed": 7, "actions": 40}, None),
    ("table_turn_preview", {"screen": "table", "seed": 11, "actions": 30}, None),
    ("table_wrath", {"screen": "table", "seed": 5, "actions": 60, "sets": ("base", "wrath")}, None),
    ("table_unsaved", {"screen": "table", "seed": 7, "actions": 40}, _gained_and_unsaved),
    ("table_equipped", {"screen": "table", "seed": 2, "actions": 0}, _equipped),
    ("table_hover_hand", {"screen": "table", "hover": True}, None),
    ("table_hover_rank", {"screen": "table", "hover_rank": 1}, None),
    ("table_drag", {"screen": "table", "drag": True}, None),
    ("table_menu", {"screen": "table"}, _menu_over),
    ("table_confirm", {"screen": "table"}, _end_turn_question_over),
    ("table_deck_viewer", {"screen": "table"}, _deck_viewer_over),
    ("table_trash_viewer", {"screen": "table", "seed": 3, "actions": 120}, _trash_viewer_over),
    ("table_card_menu", {"screen": "table"}, _card_menu_over),
    ("prompt", {"screen": "prompt"}, None),
    ("prompt_wrath", {"screen": "prompt", "seed": 4, "sets": ("base", "wrath")}, None),
    ("cover", {"screen": "cover"}, None),
    ("game_over", {"screen": "game_over"}, None),
    ("replay", {"screen": "replay"}, None),
    ("settings", {"screen": "settings"}, None),
    ("settings_sound", {"screen": "settings"}, _sound_settings),
    ("statistics", {"screen": "title"}, _statistics),
    ("statistics_games", {"screen": "title"}, _statistics_games),
    ("statistics_empty", {"screen": "title"}, _statistics_empty),
    ("table_muted", {"screen": "table", "seed": 7, "actions": 40}, _muted),
    ("load", {"screen": "load"}, None),
    ("save_as", {"screen": "table"}, _save_as),
    ("error", {"screen": "title"}, _error),
    ("advance_table", {"screen": "table", "game": "advance", "seed": 7, "actions": 120}, None),
    ("advance_hover_rank", {"screen": "table", "game": "advance", "seed": 7, "actions": 60, "hover_rank": 1}, None),
    ("advance_game_over", {"screen": "game_over", "game": "advance"}, None),
    ("quest_table", {"screen": "table", "game": "quest", "seed": 7, "actions": 180}, None),
    ("quest_hover", {"screen": "table", "game": "quest", "seed": 7, "actions": 60, "hover": True}, None),
    ("quest_game_over", {"screen": "game_over", "game": "quest"}, None),
    ("card_pool", {"screen": "card_pool"}, None),
    ("campaign_log", {"screen": "campaign_log"}, None),
    ("guild_recognition", {"screen": "guild_recognition"}, None),
    ("campaign_game", {"screen": "campaign_game"}, None),
    ("campaign_log_empty", {"screen": "title"}, _campaigns_empty),
    ("guild_recognition_hover", {"screen": "guild_recognition"}, _recognition_hover),
]


def screen_problems(name: str, options: dict[str, Any], then: Callable[[Any], None] | None, size: tuple[int, int],
                    lang: str) -> list[str]:
    opts = {**snapshot.parse(["--out", "unused.png"]), **options, "size": size, "lang": lang}
    app = snapshot.open_screen(opts)
    try:
        if then is not None:
            then(app)
            app.step(1 / 60)
        with theme.recording() as records:
            for art in app._card_art.values():
                art.clear()
            app.scene.on_resize()
            if then is not None and then.__name__.endswith("_over"):
                then(app)
            app.step(1 / 60)
        return textfit.problems(records)
    finally:
        app.shutdown()
        i18n.set_language("en")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name,options,then", SCREENS, ids=[s[0] for s in SCREENS])
def test_every_text_of_every_screen_fits(home, name, options, then, size, lang):
    problems = screen_problems(name, options, then, size, lang)
    assert not problems, f"{name} at {size[0]}x{size[1]} in {lang}:\n" + "\n".join(problems)


def face_widths(size: tuple[int, int]) -> list[int]:
    """The widths the table draws card faces at in a window of `size`: the Village's stacks, the hand, a prompt's
    cards, a pile viewer's, the enlarged card."""
    from thunderstone_gui.ui.classic.table_view import ClassicView

    L = ClassicView.compute(*size)
    supply, hand = L.supply_card[0], L.hand_card[0]
    return sorted({supply, hand, max(90, round(hand * 0.95)), max(80, round(supply * 1.1)),
                   max(220, round(260 * L.scale))})


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_card_face_fits(lang, size):
    from thunderstone_gui.ui.classic.card_art import CardArt

    pygame.font.init()
    theme.reset_fonts()              # fonts opened by an app that has quit since are gone
    i18n.set_language(lang)
    try:
        catalogue = load_catalogue("2nd", ("base", "wrath"))
        cards = list(catalogue.cards.values()) + list(load_catalogue("1st", ("base",)).cards.values())
        problems = []
        for width in face_widths(size):
            art = CardArt()
            with theme.recording() as records:
                for card in cards:
                    art.face(card, width)
            problems += [f"{width} px: {p}" for p in textfit.problems(records)]
        assert not problems, f"card faces at {size[0]}x{size[1]} in {lang}:\n" + "\n".join(problems)
    finally:
        i18n.set_language("en")

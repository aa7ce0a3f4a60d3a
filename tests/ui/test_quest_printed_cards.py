"""A player adds printed Quest cards inside the app (issue 45.5), not with a Python command: New Game with Quest has
Printed cards…, which writes the fill-in template into the data folder; a file dropped onto the window is checked
with the checker's own sentences shown in the dialog, and a valid one is installed and offered under Card set. Only
file names are said (never a path but the data folder's), and no command line is shown to a player."""

from __future__ import annotations

import pygame

from thunderstone_gui.persistence import paths
from thunderstone_gui.resources import package_file
from thunderstone_gui.systems.quest import set_files
from thunderstone_gui.ui.quest.printed_cards import TEMPLATE_NAME, PrintedCardsDialog

from .test_quest_table import cycle_to


def drop(driver, path) -> None:
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    driver.frames(2)


def test_printed_cards_are_added_in_the_app(driver, tmp_path):
    driver.press("new_game")
    cycle_to(driver, "game", "quest")
    scene = driver.scene
    from thunderstone_gui.ui.printed_cards import printed_tooltip

    assert "python" not in printed_tooltip() and "-m " not in printed_tooltip()
    driver.press("printed_cards")
    dialog = scene.overlay
    assert isinstance(dialog, PrintedCardsDialog)
    # Write the template: into the data folder, said by its name.
    driver.click(dialog.choices[0].rect.center)
    template = paths.data_dir() / TEMPLATE_NAME
    assert template.is_file() and "FILL" in template.read_text(encoding="utf-8")
    assert TEMPLATE_NAME in dialog.lines[0] and str(paths.data_dir()) not in " ".join(dialog.lines)
    # The unfilled template dropped onto the window: the checker's problems, one a line, nothing installed.
    drop(driver, template)
    assert scene.overlay is dialog and dialog.lines[0].startswith(f"{TEMPLATE_NAME} is not a card set yet")
    assert len(dialog.lines) > 3 and any("FILL" in line or "fill" in line for line in dialog.lines[1:])
    assert not set_files.installed_sets()
    # A filled-in set: installed, and New Game offers it once the dialog is closed.
    text = package_file("systems", "quest", "data", "ours.yaml").read_text(encoding="utf-8")
    mine = tmp_path / "my cards.yaml"
    mine.write_text(text.replace("id: ours", "id: my_cards", 1).replace("name: Lantern Road", "name: My Cards", 1),
                    encoding="utf-8")
    drop(driver, mine)
    assert dialog.lines[0].startswith("my cards.yaml is a valid card set"), dialog.lines
    assert str(tmp_path) not in " ".join(dialog.lines)
    (entry,) = set_files.installed_sets()
    assert entry.set_id == "my_cards"
    driver.click(dialog.choices[2].rect.center)                 # Check my sets
    assert any("ready" in line for line in dialog.lines)
    driver.click(dialog.choices[3].rect.center)                 # Done
    assert scene.overlay is None
    assert any(c.set_id == "my_cards" and c.catalogue is not None for c in scene.panel.sets)
    from thunderstone_gui.systems.quest import cards

    cards._registered.clear()


def test_a_file_dropped_on_new_game_opens_the_check(driver, tmp_path):
    driver.press("new_game")
    cycle_to(driver, "game", "quest")
    bad = tmp_path / "notes.yaml"
    bad.write_text("just: some notes\n", encoding="utf-8")
    drop(driver, bad)
    dialog = driver.scene.overlay
    assert isinstance(dialog, PrintedCardsDialog)
    assert dialog.lines and dialog.lines[0].startswith("notes.yaml")
    assert str(tmp_path) not in " ".join(dialog.lines)


def test_printed_cards_are_added_with_the_keyboard_alone(driver):
    """No file to drag: the template is filled in where it was written and installed by Install my template, the
    dialog's buttons reached by Tab and pressed by Enter."""
    from .test_keyboard import tab_and_enter

    driver.press("new_game")
    cycle_to(driver, "game", "quest")
    scene = driver.scene
    driver.press("printed_cards")
    dialog = scene.overlay
    assert isinstance(dialog, PrintedCardsDialog)
    assert [c.label for c in dialog.choices][1] == "Install my template"
    tab_and_enter(driver, "o:1")                                # before the template is written
    assert len(dialog.lines) == 1 and dialog.lines[0].startswith(f"{TEMPLATE_NAME} is not in your data folder")
    assert not set_files.installed_sets()
    tab_and_enter(driver, "o:0")                                # Write the template
    template = paths.data_dir() / TEMPLATE_NAME
    assert template.is_file()
    text = package_file("systems", "quest", "data", "ours.yaml").read_text(encoding="utf-8")
    template.write_text(text.replace("id: ours", "id: typed_in", 1).replace("name: Lantern Road", "name: Typed In", 1),
                        encoding="utf-8")                       # the player fills it in where it is
    tab_and_enter(driver, "o:1")                                # Install my template
    assert dialog.lines[0].startswith(f"{TEMPLATE_NAME} is a valid card set"), dialog.lines
    (entry,) = set_files.installed_sets()
    assert entry.set_id == "typed_in"
    driver.key(pygame.K_ESCAPE)
    assert scene.overlay is None
    assert any(c.set_id == "typed_in" and c.catalogue is not None for c in scene.panel.sets)
    from thunderstone_gui.systems.quest import cards

    cards._registered.clear()


def test_printed_cards_says_what_it_is_for_when_pointed_at_or_reached_by_tab(driver):
    """The button itself says a filled-in file can be dropped (a note under the card set's column had no room at
    1280x720), on the mouse and on the keyboard's ring, in a box over the screen."""
    from thunderstone_gui.ui import theme
    from thunderstone_gui.ui.printed_cards import printed_tooltip

    from .test_keyboard import tab_to

    driver.press("new_game")
    cycle_to(driver, "game", "quest")
    scene = driver.scene
    button = scene.widgets.get("printed_cards")
    tip = printed_tooltip()
    assert "drop" in tip

    def shown() -> bool:
        with theme.recording() as notes:
            scene.draw(driver.app.screen)
            scene.draw_tooltip(driver.app.screen)
        words = " ".join(n.text for n in notes if n.kind == "tooltip")
        return tip.split()[0] in words and "window" in words

    driver.move((5, 5))
    driver.frames(1)
    assert not shown()
    driver.move(button.rect.center)
    driver.frames(1)
    assert shown()
    driver.move((5, 5))
    driver.frames(1)
    tab_to(driver, "w:printed_cards")
    assert shown()

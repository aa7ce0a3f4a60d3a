"""A player's own printed Quest cards, added inside the app (New Game's "Printed cards…" with Quest chosen): the
shared dialog (ui/printed_cards.py) with Quest's template, its quest-sets/ folder and its checker
(systems/quest/set_files.py, the code `python -m thunderstone_gui.quest_import` runs)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from ...systems.printed_sets import SetProblem
from .. import printed_cards
from ..overlays import ScreenScale
from .strings import tr

TEMPLATE_NAME = "quest-set-template.yaml"


def _template_text() -> str:
    from ...systems.quest.template import template_text

    return template_text()


def _install(path: str | Path) -> Path:
    from ...systems.quest.set_files import install

    return install(path)


def _installed() -> list[Any]:
    from ...systems.quest.set_files import installed_sets

    return installed_sets()


QUEST_PRINTED = printed_cards.PrintedUI(tr, TEMPLATE_NAME, _template_text, _install, _installed, SetProblem)


def write_template() -> list[str]:
    return printed_cards.write_template(QUEST_PRINTED)


def import_file(path: str | Path) -> tuple[bool, list[str]]:
    return printed_cards.import_file(QUEST_PRINTED, path)


def sets_report() -> list[str]:
    return printed_cards.sets_report(QUEST_PRINTED)


class PrintedCardsDialog(printed_cards.PrintedCardsDialog):
    """The shared dialog with Quest's card sets."""

    def __init__(self, L: ScreenScale, on_close: Callable[[bool], Any], lines: list[str] | None = None,
                 changed: bool = False) -> None:
        super().__init__(QUEST_PRINTED, L, on_close, lines, changed)

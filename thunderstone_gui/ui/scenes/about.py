"""The About screen: what the app is, its version, and the credits the licences of what it ships ask for - the card
pictures' CC BY 3.0 attribution (`card_pictures.attribution_lines()`, every icon's title and author from
assets/card-pictures/README.md) and the fonts (assets/README.md), shown as those files say it; the sounds, made by
the game itself (ui/sound_synth.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import __version__
from ...resources import asset_path
from ..card_pictures import attribution_lines
from ..reader import Block, markdown_blocks
from ..sound import tr as sound_tr
from ..strings import tr
from .reading import ReadingScene

if TYPE_CHECKING:
    from ..scene import AppServices, Scene


def about_blocks() -> list[Block]:
    blocks = [Block("h1", tr("about_app", version=__version__)),
              Block("p", tr("about_text")),
              Block("h1", tr("about_pictures"))]
    blocks += [Block("p", line) for line in attribution_lines()] or [Block("p", tr("about_no_pictures"))]
    blocks += [Block("h1", sound_tr("about_sounds")), Block("p", sound_tr("about_sounds_text"))]
    for parts in (("README.md",), ("card-pictures", "README.md")):
        try:
            text = asset_path(*parts).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue            # an unusual install without the file: the credit above still shows
        blocks += markdown_blocks(text)
    return blocks


class AboutScene(ReadingScene):
    name = "about"

    def __init__(self, app: AppServices, back: Scene | None = None) -> None:
        super().__init__(app, tr("about"), about_blocks(), back)

"""The About screen: what the app is, its version, and the credits the licences of what it ships ask for, in words
for a player (no file names, no install paths): the card pictures' CC BY 3.0 attribution (`card_pictures`: the
pack, its licence, its authors and every icon's title and author), the fonts' licence, and the sounds, made by the
game itself (ui/sound_synth.py). The same credits, with the files they concern, are in assets/README.md for whoever
builds or packages the app."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import __version__
from ..card_pictures import attribution_lines, icon_credits
from ..reader import Block
from ..sound import tr as sound_tr
from ..strings import tr
from .reading import ReadingScene

if TYPE_CHECKING:
    from ..scene import AppServices, Scene


def about_blocks() -> list[Block]:
    blocks = [Block("h1", tr("about_app", version=__version__)),
              Block("p", tr("about_text")),
              Block("h1", tr("about_pictures"))]
    credit = attribution_lines()
    blocks += [Block("p", line) for line in credit] or [Block("p", tr("about_no_pictures"))]
    blocks += [Block("item", line) for line in icon_credits()]
    blocks += [Block("h1", tr("about_fonts")), Block("p", tr("about_fonts_text")),
               Block("h1", sound_tr("about_sounds")), Block("p", sound_tr("about_sounds_text"))]
    return blocks


class AboutScene(ReadingScene):
    name = "about"

    def __init__(self, app: AppServices, back: Scene | None = None) -> None:
        super().__init__(app, tr("about"), about_blocks(), back)

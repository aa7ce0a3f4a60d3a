"""Colours, fonts and cached text: the one place the look is decided; and the one way text reaches the screen.

Fonts are opened lazily (pygame.font must be initialised first) and cached per (face, pixel size); rendered text
is cached too, so a frame that shows the same words as the last one renders no text at all.

Text fitting: `draw_text(..., max_width=)` shrinks a line to its width; `text_box` fits text into a box (shrinks,
then wraps onto as many lines as the box allows; an `excerpt` - a text whose whole is a hover away - may end with
"…" after its last whole word; nothing else is ever cut). While `recording()` is on, every text drawn is noted with
the box it had to fit in (`TextDraw`), and `blit` carries the notes of a surface (a card face, the table's
background) onto the surface it is drawn on, with the place it covers: `ui/textfit.py` checks them (a text outside
its box or its surface, two texts on top of each other, a card or a badge drawn over a text). Recording costs
nothing when off.
"""

from __future__ import annotations

import re
import zlib
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Callable, NamedTuple

import pygame

from ..i18n import SOFT_HYPHEN  # where a translation allows a long word to break
from ..resources import asset_path

Color = tuple[int, int, int]

# Table
BG = (22, 30, 28)
FELT = (30, 52, 44)
FELT_DARK = (24, 40, 35)
PANEL = (38, 44, 52)
PANEL_LIGHT = (52, 60, 70)
PANEL_EDGE = (86, 96, 110)
TEXT = (236, 232, 220)
TEXT_DIM = (168, 170, 165)
TEXT_DARK = (30, 28, 26)
ACCENT = (232, 186, 72)
GOOD = (96, 196, 110)
BAD = (226, 86, 76)
INFO = (110, 170, 235)
HIGHLIGHT = (255, 214, 90)
TARGET = (120, 235, 140)
PARCHMENT = (240, 232, 212)
PARCHMENT_DARK = (214, 202, 176)
SHADOW = (0, 0, 0)

# Seat colours (log, summaries)
SEAT_COLORS: tuple[Color, ...] = ((238, 178, 82), (110, 176, 240), (150, 214, 120), (228, 128, 180), (190, 160, 240))

# Heroes by class, Village cards by type, monsters by class.
HERO_CLASS_COLORS: dict[str, Color] = {
    "cleric": (196, 160, 64), "wizard": (64, 96, 176), "thief": (96, 78, 118), "archer": (70, 130, 62),
    "fighter": (168, 66, 48), "militia": (122, 108, 90),
}
VILLAGE_TYPE_COLORS: dict[str, Color] = {
    "weapon": (108, 118, 132), "food": (138, 132, 52), "light": (200, 140, 40), "spell": (124, 76, 176),
    "villager": (134, 96, 58), "item": (56, 136, 128),
}
MONSTER_CLASS_COLORS: dict[str, Color] = {
    "Abyssal": (140, 30, 48), "Doomknight-Humanoid": (70, 76, 92), "Dragon": (184, 82, 30),
    "Enchanted": (156, 58, 138), "Humanoid": (136, 104, 70), "Ooze": (78, 140, 46),
    "Undead-Doom": (90, 66, 112), "Undead-Spirit": (80, 120, 156),
    # Wrath of the Elements
    "Elemental-Nature": (40, 128, 120), "Elemental-Pain": (166, 58, 26), "Golem": (112, 100, 82),
}
WRATH_COLOR = (38, 118, 150)      # the set tag of Wrath of the Elements cards
DISEASE_COLOR = (104, 118, 40)
STONE_COLOR = (36, 160, 184)
XP_COLOR = (212, 160, 40)

# Icon colours
GOLD_COLOR = (236, 192, 56)
LIGHT_COLOR = (255, 220, 110)
STRENGTH_COLOR = (120, 120, 130)
ATTACK_COLOR = (200, 60, 50)
MAGIC_COLOR = (110, 110, 240)
VP_COLOR = (70, 150, 80)
HEALTH_COLOR = (210, 40, 60)
XPICON_COLOR = (60, 170, 190)

# The palettes of the table's chrome (backgrounds, panels, text, highlights; card faces keep their own colours).
# "high": Settings' high contrast - white text on black panels with white edges, brighter signal colours; every text
# colour at least 7:1 against every background (tests/ui/test_contrast.py).
PALETTE_KEYS = ("BG", "FELT", "FELT_DARK", "PANEL", "PANEL_LIGHT", "PANEL_EDGE", "TEXT", "TEXT_DIM", "ACCENT", "GOOD",
                "BAD", "INFO", "HIGHLIGHT", "TARGET")
PALETTES: dict[str, dict[str, Color]] = {
    "standard": {key: globals()[key] for key in PALETTE_KEYS},
    "high": {"BG": (0, 0, 0), "FELT": (6, 16, 12), "FELT_DARK": (0, 8, 5), "PANEL": (0, 0, 0),
             "PANEL_LIGHT": (18, 18, 24), "PANEL_EDGE": (255, 255, 255), "TEXT": (255, 255, 255),
             "TEXT_DIM": (226, 226, 226), "ACCENT": (255, 212, 0), "GOOD": (96, 240, 126), "BAD": (255, 128, 118),
             "INFO": (128, 200, 255), "HIGHLIGHT": (255, 236, 64), "TARGET": (120, 255, 150)},
}
# Settings' colour-blind-safe colours: the signal colours and the seats' from Okabe and Ito's palette (2008), told
# apart by deuteranopes, protanopes and tritanopes alike (each pair that carries a meaning stays at least ΔE 15 apart
# in the simulation of ui/colour_vision.py: tests/ui/test_colour_blind.py); the marks that say the same without colour
# are drawn in every palette (docs/ui.md, "Colour-blind safe").
SAFE_KEYS = ("GOOD", "BAD", "INFO", "TARGET", "HIGHLIGHT")
SAFE_COLOURS: dict[str, dict[str, Color]] = {
    "standard": {"GOOD": (86, 180, 233), "BAD": (240, 110, 30), "INFO": (214, 131, 177), "TARGET": (120, 200, 240),
                 "HIGHLIGHT": (240, 228, 66)},
    "high": {"GOOD": (120, 200, 255), "BAD": (255, 140, 60), "INFO": (255, 150, 200), "TARGET": (150, 220, 255),
             "HIGHLIGHT": (255, 236, 64)},
}
STANDARD_SEAT_COLORS = SEAT_COLORS
SAFE_SEAT_COLORS: tuple[Color, ...] = ((240, 228, 66), (86, 180, 233), (240, 110, 30), (235, 235, 235),
                                       (214, 131, 177))
palette = "standard"
colour_safe = False
# A standard colour taken before the palette changed (a default argument, a table built at import) -> the palette's.
_swap: dict[Color, Color] = {}


def use_palette(name: str, safe: bool | None = None) -> None:
    """Draw with the palette `name` from now on ("standard" or "high"; an unknown name: standard), with the
    colour-blind-safe signal and seat colours when `safe` (None: as they are now)."""
    global palette, colour_safe, _swap, SEAT_COLORS
    palette = name if name in PALETTES else "standard"
    colour_safe = colour_safe if safe is None else bool(safe)
    chosen, standard = dict(PALETTES[palette]), PALETTES["standard"]
    if colour_safe:
        chosen.update(SAFE_COLOURS[palette])
    globals().update(chosen)
    SEAT_COLORS = SAFE_SEAT_COLORS if colour_safe else STANDARD_SEAT_COLORS
    _swap = {standard[key]: chosen[key] for key in PALETTE_KEYS if standard[key] != chosen[key]}


def shade(color: Color) -> Color:
    """`color` in the palette in use (a standard chrome colour becomes the palette's; any other stays)."""
    return _swap.get(color, color) if _swap else color


FONT_FILES = {
    "sans": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "cond": "DejaVuSansCondensed.ttf",
    "cond_bold": "DejaVuSansCondensed-Bold.ttf",
    "title": "DejaVuSerif-Bold.ttf",
}


def group_color(name: str) -> Color:
    """A stable colour for a class the tables above do not know (a future expansion)."""
    h = zlib.crc32(name.encode())
    return (60 + h % 120, 60 + (h >> 8) % 120, 60 + (h >> 16) % 120)


def mix(a: Color, b: Color, t: float) -> Color:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


_UNDRAWABLE = re.compile("[\x00\ud800-\udfff]")


def drawable(text: str) -> str:
    """Text the font renderer accepts: it refuses a NUL and lone surrogates (how Python holds a file name that is
    not valid UTF-8), which are drawn as U+FFFD instead of raising in the middle of a frame."""
    return text if text.isascii() and "\x00" not in text else _UNDRAWABLE.sub("\ufffd", text)


class Fonts:
    """Fonts by face and pixel size, and a bounded cache of rendered text."""

    def __init__(self) -> None:
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._text: OrderedDict[tuple[str, int, str, Color], pygame.Surface] = OrderedDict()
        self.text_cache_size = 6000

    def get(self, face: str, size: int) -> pygame.font.Font:
        size = max(6, int(size))
        key = (face, size)
        font = self._fonts.get(key)
        if font is None:
            path = asset_path("fonts", FONT_FILES.get(face, FONT_FILES["sans"]))
            try:
                font = pygame.font.Font(str(path), size)
            except (OSError, FileNotFoundError):
                font = pygame.font.Font(None, round(size * 1.25))   # pygame's bundled freesansbold
            self._fonts[key] = font
        return font

    def render(self, text: str, face: str, size: int, color: Color) -> pygame.Surface:
        size = max(6, int(size))
        key = (face, size, text, color)
        cache = self._text
        surf = cache.get(key)
        if surf is not None:
            cache.move_to_end(key)
            return surf
        surf = self.get(face, size).render(drawable(text).replace(SOFT_HYPHEN, ""), True, color)
        cache[key] = surf
        if len(cache) > self.text_cache_size:
            cache.popitem(last=False)
        return surf

    def fit(self, text: str, face: str, size: int, max_width: int, min_size: int = 7) -> int:
        """The largest size <= `size` at which `text` fits in `max_width` pixels."""
        size = int(size)
        text = drawable(text).replace(SOFT_HYPHEN, "")
        while size > min_size and self.get(face, size).size(text)[0] > max_width:
            size -= 1
        return size

    def wrap(self, text: str, face: str, size: int, width: int) -> list[str]:
        """`text` in lines of at most `width` pixels, broken between words; a word too long for a line is broken
        where it allows it (after a hyphen, or at a soft hyphen, which then shows as "-"); one that cannot be broken
        stands alone on its line, wider than `width`."""
        font = self.get(face, size)

        def measure(line: str) -> int:
            return font.size(line.replace(SOFT_HYPHEN, ""))[0]

        lines: list[str] = []
        for paragraph in drawable(text).split("\n"):
            words = paragraph.split()
            line = ""
            i = 0
            while i < len(words):
                word = words[i]
                trial = f"{line} {word}" if line else word
                if measure(trial) <= width:
                    line, i = trial, i + 1
                    continue
                head, tail = _break_word(word, line, measure, width)
                if head:
                    lines.append(f"{line} {head}" if line else head)
                    line, words[i] = "", tail
                elif line:
                    lines.append(line)
                    line = ""
                else:
                    line, i = word, i + 1
            lines.append(line)
        return [ln.replace(SOFT_HYPHEN, "") for ln in lines]


def _break_word(word: str, line: str, measure: Callable[[str], int], width: int) -> tuple[str, str]:
    """The longest head of `word` that still fits after `line`, broken after a hyphen or at a soft hyphen (shown
    as "-"), and the rest; ("", word) when no break fits."""
    best = ("", word)
    for k, ch in enumerate(word[:-1]):
        if ch == "-":
            head, tail = word[:k + 1], word[k + 1:]
        elif ch == SOFT_HYPHEN:
            head, tail = word[:k] + "-", word[k + 1:]
        else:
            continue
        if measure(f"{line} {head}" if line else head) <= width:
            best = (head, tail)
    return best


_fonts: Fonts | None = None


def reset_fonts() -> None:
    """Forget fonts opened under a previous pygame.font session (a new App after another one quit)."""
    global _fonts
    _fonts = None


def fonts() -> Fonts:
    global _fonts
    if _fonts is None:
        _fonts = Fonts()
    return _fonts


# ---------------------------------------------------------------------------------------------- what was drawn
class TextDraw(NamedTuple):
    """One text drawn while recording (or a place covered: `kind` "cover", `text` empty)."""

    surface: int              # id() of the surface it was drawn on
    text: str
    rect: pygame.Rect         # where its glyphs are (a badge: its pill)
    box: pygame.Rect | None   # where it had to fit (None: anywhere on the surface)
    kind: str = "text"        # "text"; on a card face "card_name" or "card_text"; "cover": a card laid there;
    #                           "popup": a panel or card shown over what is there (what lies under it is hidden);
    #                           "element": an icon, a pill, a picture or a ring that is not text (`text` names it,
    #                           `box` is the inside a ring leaves open); "card_element": one on a card laid there
    excerpt: bool = False     # shortened on purpose with "…" (its whole is shown elsewhere: the hovered card)
    size: tuple[int, int] = (0, 0)   # the surface's size
    scale: float = 1.0        # the size it was drawn at over the size asked for (a line shrunk to fit: below 1)


_recorder: list[TextDraw] | None = None
_alive: list[pygame.Surface] = []     # the surfaces noted while recording: kept, so that no id() is used twice


@contextmanager
def recording() -> Iterator[list[TextDraw]]:
    """Note every text drawn (and every surface `blit` carries) until the block ends."""
    global _recorder
    outer, _recorder = _recorder, []
    try:
        yield _recorder
    finally:
        _recorder = outer
        if outer is None:
            _alive.clear()


def _keep(surface: pygame.Surface) -> int:
    _alive.append(surface)
    return id(surface)


def converted(surface: pygame.Surface, alpha: bool = True) -> pygame.Surface:
    """`surface` converted for fast blitting (when a window is open), the texts noted on it carried over."""
    if not pygame.display.get_surface():
        return surface
    new = surface.convert_alpha() if alpha else surface.convert()
    if _recorder is not None:
        old, nid = id(surface), _keep(new)
        _recorder.extend([t._replace(surface=nid) for t in _recorder if t.surface == old])
    return new


def note_text(surface: pygame.Surface, text: str, rect: pygame.Rect, box: pygame.Rect | None = None,
              kind: str = "text", excerpt: bool = False, scale: float = 1.0) -> None:
    """Note a text drawn without `draw_text` or `text_box` (while recording). Under a clip (a scrolled list) only
    what shows is noted: a line scrolled out of view is not there to overlap anything."""
    if _recorder is not None and text.strip():
        clip = surface.get_clip()
        if clip != surface.get_rect():
            rect = rect.clip(clip)
            if not rect.w or not rect.h:
                return
        _recorder.append(TextDraw(_keep(surface), text, pygame.Rect(rect), None if box is None else pygame.Rect(box),
                                  kind, excerpt, surface.get_size(), scale))


def note_element(surface: pygame.Surface, rect: pygame.Rect, what: str, hollow: pygame.Rect | None = None) -> None:
    """Note (while recording) an element drawn that is not text - an icon, a pill, a card's picture, a highlight's
    ring (`hollow`: the inside it leaves open) - so that the layout check sees a text drawn over it or under it."""
    if _recorder is not None:
        clip = surface.get_clip()
        rect = pygame.Rect(rect)
        if clip != surface.get_rect():
            rect = rect.clip(clip)
            if not rect.w or not rect.h:
                return
        _recorder.append(TextDraw(_keep(surface), f"[{what}]", rect, None if hollow is None else pygame.Rect(hollow),
                                  "element", False, surface.get_size()))


def place(dest: pygame.Surface, src: pygame.Surface, pos: tuple[int, int] | pygame.Rect, what: str) -> pygame.Rect:
    """Draw an element that is not text (an icon, a picture) and note it for the layout check. Returns its rect."""
    rect = dest.blit(src, pos)
    note_element(dest, rect, what)
    return rect


def blit(dest: pygame.Surface, src: pygame.Surface, pos: tuple[int, int] | pygame.Rect, covers: bool = True,
         kind: str = "", popup: bool = False) -> pygame.Rect:
    """Draw `src` on `dest`; while recording, the place it covers is noted (when `covers`: what lay there is now
    under it - a card on the table; `popup`: a card shown over the table, hiding what is under it) and the texts
    noted on `src` come along (moved to where it is drawn, `kind` replacing theirs when given)."""
    rect = dest.blit(src, pos)
    if _recorder is not None:
        x, y = (pos.x, pos.y) if isinstance(pos, pygame.Rect) else pos
        sid, did = id(src), _keep(dest)
        if rect == dest.get_rect() and not covers and not src.get_flags() & pygame.SRCALPHA:
            # An opaque surface over the whole of `dest`: it is drawn anew (a layer used again), what was noted
            # on it before is gone.
            _recorder[:] = [t for t in _recorder if t.surface != did]
        # Everything noted on `src` comes along in its order (its cards and panels too: what they hid stays hidden).
        carried = [t for t in _recorder if t.surface == sid]
        if covers or popup:
            _recorder.append(TextDraw(did, "", pygame.Rect(x, y, *src.get_size()), None,
                                      "popup" if popup else "cover", False, dest.get_size()))
        for t in carried:
            moved = kind or t.kind
            if t.kind in ("cover", "popup"):
                moved = t.kind
            elif t.kind in ("element", "card_element"):
                moved = "card_element" if (kind or covers or popup) else t.kind
            _recorder.append(TextDraw(did, t.text, t.rect.move(x, y), None if t.box is None else t.box.move(x, y),
                                      moved, t.excerpt, dest.get_size()))
    return rect


def draw_text(surface: pygame.Surface, text: str, pos: tuple[int, int], size: int, color: Color = TEXT,
              face: str = "sans", anchor: str = "topleft", max_width: int = 0, box: pygame.Rect | None = None,
              kind: str = "text") -> pygame.Rect:
    """One line of text placed by `anchor` at `pos`; with `max_width`, shrunk (down to 7 px) to fit that width.
    `box`: where it must stay (for the text-fitting check; `max_width` alone checks the width)."""
    f = fonts()
    asked = size
    if max_width:
        size = f.fit(text, face, size, max_width)
    surf = f.render(text, face, size, shade(color))
    rect = surf.get_rect(**{anchor: pos})
    surface.blit(surf, rect)
    if _recorder is not None:
        if box is None and max_width:
            box = _width_box(rect, anchor, max_width)
        note_text(surface, text, rect, box, kind, scale=max(6, int(size)) / max(6, int(asked)))
    return rect


def _width_box(rect: pygame.Rect, anchor: str, width: int) -> pygame.Rect:
    """The box of a line that may be `width` wide, placed as the line was (by its anchor)."""
    box = pygame.Rect(rect.x, rect.y, width, rect.h)
    if "right" in anchor:
        box.right = rect.right
    elif anchor in ("center", "midtop", "midbottom"):
        box.centerx = rect.centerx
    return box


def text_box(surface: pygame.Surface, text: str, box: pygame.Rect, size: int, color: Color = TEXT,
             face: str = "sans", align: str = "left", valign: str = "top", lines: int = 0, min_size: int = 0,
             excerpt: bool = False, kind: str = "text", line_gap: int = 0) -> pygame.Rect:
    """Text fitted into `box`: the largest size from `size` down to `min_size` (default: 70 % of `size`, at least
    7 px) at which it wraps into the box (`lines`: at most that many lines; 0: as many as the height allows).
    When even the smallest does not fit: an `excerpt` ends with "…" after the last whole word that fits; any
    other text is drawn whole at the smallest size - past its box, where the text-fitting test sees it - never
    cut. Returns the rectangle the lines cover."""
    f = fonts()
    size_asked = max(int(size), min_size or max(7, round(size * 0.7)))
    size, wrapped, fits = _fit(f, text, box, size, face, lines, min_size, line_gap)
    chosen = wrapped
    if not fits and excerpt:
        line_h = f.get(face, size).get_linesize() + line_gap
        room = max(1, (box.h + line_gap) // line_h)
        chosen = _shorten(f, face, size, wrapped, min(room, lines) if lines else room, box.w)
    cut = excerpt and chosen != wrapped
    asked = size_asked
    line_h = f.get(face, size).get_linesize() + line_gap
    height = len(chosen) * line_h - line_gap
    y = box.y if valign == "top" else box.bottom - height if valign == "bottom" else box.centery - height // 2
    covered = pygame.Rect(box.x, y, 0, 0)
    for ln in chosen:
        img = f.render(ln, face, size, shade(color))
        rect = img.get_rect(top=y)
        rect.x = box.x if align == "left" else box.right - rect.w if align == "right" else box.centerx - rect.w // 2
        surface.blit(img, rect)
        covered = covered.union(rect) if covered.w else rect
        y += line_h
    if _recorder is not None:
        note_text(surface, " ".join(chosen), covered, box, kind, cut, scale=size / asked)
    return covered


def fitted_size(text: str, box: pygame.Rect, size: int, face: str = "sans", lines: int = 0, min_size: int = 0,
                line_gap: int = 0) -> int:
    """The size `text_box` would draw `text` at in `box`, or 0 when even its smallest size does not fit."""
    size, _wrapped, fits = _fit(fonts(), text, box, size, face, lines, min_size, line_gap)
    return size if fits else 0


def _fit(f: Fonts, text: str, box: pygame.Rect, size: int, face: str, lines: int, min_size: int,
         line_gap: int) -> tuple[int, list[str], bool]:
    """The largest size from `size` down to the floor at which `text` wraps into `box`, its lines, and whether
    they fit (at the floor they may not)."""
    floor = min_size or max(7, round(size * 0.7))
    size = max(int(size), floor)
    while True:
        line_h = f.get(face, size).get_linesize() + line_gap
        room = max(1, (box.h + line_gap) // line_h)
        if lines:
            room = min(room, lines)
        wrapped = f.wrap(text, face, size, box.w) if room > 1 else [drawable(text).replace("\n", " ")
                                                                      .replace(SOFT_HYPHEN, "")]
        widest = max((f.get(face, size).size(ln)[0] for ln in wrapped), default=0)
        if len(wrapped) <= room and widest <= box.w:
            return size, wrapped, True
        if size <= floor:
            return size, wrapped, False
        size -= 1


def _shorten(f: Fonts, face: str, size: int, wrapped: list[str], room: int, width: int) -> list[str]:
    """The first `room` lines, the last one ending with "…" after a whole word, within `width`."""
    kept = wrapped[:room]
    if not kept:
        return kept
    font = f.get(face, size)
    # A word too long for any line (it stands alone, wider than the box) ends the excerpt there.
    wide = next((k for k, ln in enumerate(kept) if font.size(ln)[0] > width), len(kept))
    kept = kept[:wide + 1]
    first = kept[-1].split()[:1]
    words = kept[-1].split()
    while words and font.size(" ".join(words) + "…")[0] > width:
        words.pop()
    if not words and first:
        # Not even the first word fits: as many of its letters as do (a name on a small card: "Moorschl…").
        head = first[0]
        while head and font.size(head + "…")[0] > width:
            head = head[:-1]
        words = [head] if head else []
    kept[-1] = (" ".join(words).rstrip(".,;:-") + "…") if words else "…"
    return kept


def popup(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Note (while recording) that what lies under `rect` is covered on purpose (a stamp, a menu)."""
    if _recorder is not None:
        _recorder.append(TextDraw(_keep(surface), "", pygame.Rect(rect), None, "popup", False, surface.get_size()))


def panel(surface: pygame.Surface, rect: pygame.Rect, color: Color = PANEL, edge: Color | None = PANEL_EDGE,
          radius: int = 8, width: int = 1) -> None:
    """A filled panel: while recording, what was drawn under it before is hidden (a menu, a popup)."""
    pygame.draw.rect(surface, shade(color), rect, border_radius=radius)
    popup(surface, rect)
    if edge is not None:
        pygame.draw.rect(surface, shade(edge), rect, width, border_radius=radius)

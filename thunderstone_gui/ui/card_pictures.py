"""The picture on a card: an icon chosen by what the card is, from the game-icons.net pack in assets/card-pictures/.

`picture_for(game, card)` names the icon (assets/card-pictures/pictures.yaml maps, per game, card ids, then hero-line
and monster groups, then keywords and kinds, down to a default, so every card of every game gets one);
`picture_surface(icon, size, colour)` draws it at exactly size x size pixels in one colour, straight from the SVG so it
stays sharp at any size; `attribution_lines()` is the credit the icons' CC BY 3.0 licence asks for (About screen).

Only a card's `id`, `kind`, `group` and `keywords` are read: no game rules here. A missing or damaged pack never stops
the game: `picture_for` then gives None and `picture_surface` a transparent surface.
"""

from __future__ import annotations

import io
import re
from collections import Counter, OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import pygame
import yaml

from ..resources import asset_path

FOLDER = "card-pictures"
DATA_FILE = "pictures.yaml"
SURFACE_CACHE_SIZE = 512            # a table shows a few dozen (icon, size, colour) at once; resizing adds more
MAX_SIZE = 2048

ColourLike = pygame.Color | tuple[int, int, int] | tuple[int, int, int, int] | str

_SafeLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def key_of(name: object) -> str:
    """The form names take in the data file: lower case, apostrophes dropped, any other run of punctuation or spaces
    as one `_` ("Doomknight-Humanoid" -> "doomknight_humanoid", "Goblin King's Guard" -> "goblin_kings_guard")."""
    return re.sub(r"[^a-z0-9]+", "_", str(name).lower().replace("'", "")).strip("_")


@dataclass(frozen=True)
class Tables:
    """One game's lookup tables (or the common fallbacks), in the order they are tried."""

    cards: dict[str, str] = field(default_factory=dict)
    groups: dict[str, str] = field(default_factory=dict)
    keywords: dict[str, str] = field(default_factory=dict)    # priority order: the first keyword the card has wins
    kinds: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Icon:
    title: str
    author: str
    source: str


@dataclass(frozen=True)
class Pack:
    games: dict[str, Tables]
    common: Tables
    default: str | None
    icons: dict[str, Icon]
    licence_name: str
    licence_url: str
    pack_name: str
    pack_url: str


def _dict(value: Any) -> dict[Any, Any]:
    return value if isinstance(value, dict) else {}


def _mapping(value: Any) -> dict[str, str]:
    return {key_of(k): str(v) for k, v in _dict(value).items() if isinstance(v, str)}


def _tables(raw: Any) -> Tables:
    raw = _dict(raw)
    return Tables(cards=_mapping(raw.get("cards")), groups=_mapping(raw.get("groups")),
                  keywords=_mapping(raw.get("keywords")), kinds=_mapping(raw.get("kinds")))


def parse_pack(text: str) -> Pack:
    """The pack described by a pictures.yaml text (ValueError if it is not one)."""
    try:
        raw = yaml.load(text, Loader=_SafeLoader)  # noqa: S506 - the safe loader
    except yaml.YAMLError as exc:
        raise ValueError(f"{DATA_FILE} is not valid YAML: {exc}") from exc
    if not isinstance(raw, dict) or not isinstance(raw.get("games"), dict) or not isinstance(raw.get("icons"), dict):
        raise ValueError(f"{DATA_FILE} needs `games` and `icons` mappings")
    games_raw = dict(raw["games"])
    common_raw = _dict(games_raw.pop("common", None))
    icons = {}
    for icon_id, info in raw["icons"].items():
        info = _dict(info)
        icons[str(icon_id)] = Icon(title=str(info.get("title", icon_id)), author=str(info.get("author", "")),
                                   source=str(info.get("source", "")))
    licence, pack = _dict(raw.get("licence")), _dict(raw.get("pack"))
    default = common_raw.get("default")
    return Pack(games={key_of(name): _tables(tables) for name, tables in games_raw.items()},
                common=_tables(common_raw), default=str(default) if default else None, icons=icons,
                licence_name=str(licence.get("name", "CC BY 3.0")),
                licence_url=str(licence.get("url", "https://creativecommons.org/licenses/by/3.0/")),
                pack_name=str(pack.get("name", "game-icons.net")),
                pack_url=str(pack.get("url", "https://game-icons.net")))


@cache
def load_pack() -> Pack | None:
    """The installed pack, read once; None when assets/card-pictures/pictures.yaml is missing or unreadable."""
    try:
        return parse_pack(asset_path(FOLDER, DATA_FILE).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return None


def _keywords(card: object) -> list[str]:
    words = getattr(card, "keywords", None) or ()
    if isinstance(words, str):
        words = (words,)
    return [key_of(w) for w in words]


def pick_icon(pack: Pack, game: str, card: object) -> str | None:
    """The icon of `card` in `game` by the pack's tables: its id, group, keywords, kind, then the pack's default."""
    tables = pack.games.get(key_of(game), Tables())
    card_id, group, kind = (key_of(getattr(card, name, "") or "") for name in ("id", "group", "kind"))
    keywords = set(_keywords(card))
    if card_id in tables.cards:
        return tables.cards[card_id]
    if group in tables.groups:
        return tables.groups[group]
    for table in (tables.keywords, pack.common.keywords):
        for keyword, icon in table.items():
            if keyword in keywords:
                return icon
    for table in (tables.kinds, pack.common.kinds):
        if kind in table:
            return table[kind]
    return pack.default


def picture_for(game: str, card: object) -> str | None:
    """The icon id for `card` of `game` ("classic", "advance", "quest"; another name gets the common fallbacks), or
    None when the picture pack is not installed."""
    pack = load_pack()
    return pick_icon(pack, game, card) if pack is not None else None


@cache
def _svg_text(icon_id: str) -> str | None:
    if not re.fullmatch(r"[a-z0-9][a-z0-9-]*", icon_id):
        return None
    try:
        return asset_path(FOLDER, f"{icon_id}.svg").read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def _rasterize(svg: str, size: int) -> pygame.Surface:
    data = io.BytesIO(svg.encode("utf-8"))
    load_sized = getattr(pygame.image, "load_sized_svg", None)   # pygame-ce 2.4+ with SDL_image 2.6+
    if load_sized is not None:
        try:
            return load_sized(data, (size, size))
        except (pygame.error, NotImplementedError):
            data.seek(0)
    # Older SDL_image: load at the SVG's own size (512) and scale; softer, but never missing.
    return pygame.transform.smoothscale(pygame.image.load(data, "icon.svg"), (size, size))


_surfaces: OrderedDict[tuple[str, int, tuple[int, int, int, int]], pygame.Surface] = OrderedDict()


def picture_surface(icon_id: str | None, size: int, colour: ColourLike) -> pygame.Surface:
    """`icon_id` drawn at exactly size x size pixels, in `colour` (its alpha makes the whole icon translucent), on a
    transparent background. Rendered from the SVG at that size, so it is sharp from 16 to 512 px and beyond.
    Cached per (icon, size, colour): callers must not draw on the surface. An icon that is not in the pack (or None,
    what `picture_for` gives without the pack) gives a transparent surface."""
    size = max(1, min(MAX_SIZE, int(size)))
    rgba = pygame.Color(colour)
    key = (icon_id or "", size, (rgba.r, rgba.g, rgba.b, rgba.a))
    surface = _surfaces.get(key)
    if surface is not None:
        _surfaces.move_to_end(key)
        return surface
    surface = _render(icon_id or "", size, rgba)
    _surfaces[key] = surface
    if len(_surfaces) > SURFACE_CACHE_SIZE:
        _surfaces.popitem(last=False)
    return surface


def _render(icon_id: str, size: int, rgba: pygame.Color) -> pygame.Surface:
    blank = pygame.Surface((size, size), pygame.SRCALPHA)
    svg = _svg_text(icon_id)
    if svg is None:
        return blank
    # The icons are drawn in `currentColor`: naming the colour in the SVG lets the rasterizer anti-alias in it.
    svg = svg.replace("currentColor", f"#{rgba.r:02x}{rgba.g:02x}{rgba.b:02x}")
    try:
        drawn = _rasterize(svg, size)
    except (pygame.error, ValueError):
        return blank
    if drawn.get_size() != (size, size):       # a non-square SVG keeps its shape, centred
        blank.blit(drawn, drawn.get_rect(center=(size // 2, size // 2)))
        drawn = blank
    if rgba.a < 255:
        drawn.fill((255, 255, 255, rgba.a), special_flags=pygame.BLEND_RGBA_MULT)
    return drawn


def authors(icon_ids: Iterable[str] | None = None) -> list[str]:
    """The authors of the given icons (all the pack's icons by default), the most prolific first."""
    pack = load_pack()
    if pack is None:
        return []
    ids = pack.icons if icon_ids is None else [i for i in icon_ids if i in pack.icons]
    counts = Counter(pack.icons[i].author for i in ids if pack.icons[i].author)
    return sorted(counts, key=lambda name: (-counts[name], name))


def attribution_lines() -> list[str]:
    """The credit for the card pictures, a few lines for the About screen (empty when the pack is not installed)."""
    pack = load_pack()
    if pack is None:
        return []
    from ..i18n import _

    return [
        _("Card pictures: icons from {pack} ({url}), licensed {licence} ({licence_url}).").format(
            pack=pack.pack_name, url=pack.pack_url, licence=pack.licence_name, licence_url=pack.licence_url),
        _("Icons by {authors}.").format(authors=", ".join(authors())),
        _("Recoloured and resized for the cards. Every icon by its title and author:"),
    ]


def icon_credits() -> list[str]:
    """Every icon shown on the cards by its title and author ("Acid blob – Lorc"), in the order of the titles: the
    credit per work the CC BY licence asks for, in words for a player (no file names)."""
    pack = load_pack()
    if pack is None:
        return []
    from ..i18n import _

    return [_("{title} – {author}").format(title=icon.title, author=icon.author) if icon.author else icon.title
            for icon in sorted(pack.icons.values(), key=lambda icon: icon.title.lower())]

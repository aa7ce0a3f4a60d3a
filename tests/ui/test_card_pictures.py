"""Card pictures: every card of every game gets an icon from the vendored game-icons.net pack, drawn crisply at any
size in any colour, with the CC BY 3.0 credit the pack's licence asks for."""

import re
from types import SimpleNamespace

import pygame
import pytest
import yaml

from tests.engine.test_catalogue import SHARED
from thunderstone_gui.resources import asset_path
from thunderstone_gui.systems.classic.cards import load_catalogue
from thunderstone_gui.ui import card_pictures
from thunderstone_gui.ui.card_pictures import attribution_lines, key_of, load_pack, picture_for, picture_surface

FOLDER = asset_path("card-pictures")
# The contributors of game-icons.net (its license.txt and the folder of each icon in github.com/game-icons/icons).
GAME_ICONS_AUTHORS = {"Lorc": "lorc", "Delapouite": "delapouite", "Skoll": "skoll", "Cathelineau": "cathelineau",
                      "Carl Olsen": "carl-olsen", "DarkZaitzev": "darkzaitzev", "Sbed": "sbed",
                      "Kier Heyl": "kier-heyl", "Caro Asercion": "caro-asercion", "Faithtoken": "faithtoken"}


@pytest.fixture(scope="module")
def pack():
    loaded = load_pack()
    assert loaded is not None, "assets/card-pictures/pictures.yaml did not load"
    return loaded


@pytest.fixture(scope="module")
def raw_data():
    return yaml.safe_load((FOLDER / "pictures.yaml").read_text(encoding="utf-8"))


def mapped_icons(raw) -> set[str]:
    icons = set()
    for tables in raw["games"].values():
        for section in ("cards", "groups", "keywords", "kinds"):
            icons |= set((tables.get(section) or {}).values())
        if tables.get("default"):
            icons.add(tables["default"])
    return icons


def classic_cards():
    return list(load_catalogue("2nd", ("base", "wrath")).cards.values())


def reference_cards(file_name: str) -> list[SimpleNamespace]:
    cards = yaml.safe_load((SHARED / "reference" / file_name).read_text(encoding="utf-8"))["cards"]
    return [SimpleNamespace(id=c["id"], name=c["name"], kind=c["kind"], group=c.get("group") or "",
                            keywords=tuple(c.get("keywords") or ())) for c in cards]


def opaque_pixels(surface: pygame.Surface, threshold: int = 200) -> list[tuple[int, int]]:
    w, h = surface.get_size()
    return [(x, y) for y in range(h) for x in range(w) if surface.get_at((x, y)).a >= threshold]


# ------------------------------------------------------------------ the mapping

def test_every_classic_card_has_a_picture_of_its_own_kind_not_the_default(pack):
    cards = classic_cards()
    assert len(cards) == 134
    for card in cards:
        icon = picture_for("classic", card)
        assert icon is not None and icon != pack.default, card.id
        assert (FOLDER / f"{icon}.svg").is_file(), (card.id, icon)


def test_each_classic_hero_line_has_its_own_picture_that_no_village_card_shows():
    cards = classic_cards()
    lines = {card.group: picture_for("classic", card) for card in cards if card.kind == "hero"}
    assert len(lines) == 15 and len(set(lines.values())) == 15, lines
    village = {picture_for("classic", card) for card in cards if card.kind in ("village", "basic")}
    assert not village & set(lines.values())
    # and every level of a line shows the same picture (the line is what the picture says)
    for card in cards:
        if card.kind == "hero":
            assert picture_for("classic", card) == lines[card.group]


def test_classic_monsters_get_a_picture_each_within_their_class():
    for cards in load_catalogue("2nd", ("base", "wrath")).monster_classes().values():
        icons = [picture_for("classic", card) for card in cards]
        assert len(set(icons)) == len(icons), icons


@pytest.mark.parametrize(("game", "file_name", "count"), [("advance", "thunderstone-advance-cards.yaml", 116),
                                                          ("quest", "thunderstone-quest-cards.yaml", 52)])
def test_every_reference_card_of_advance_and_quest_gets_a_chosen_picture(pack, game, file_name, count):
    cards = reference_cards(file_name)
    assert len(cards) == count
    for card in cards:
        icon = picture_for(game, card)
        assert icon is not None and icon != pack.default, (game, card.id)
        assert (FOLDER / f"{icon}.svg").is_file(), (card.id, icon)


def test_advance_hero_lines_and_monster_groups_by_their_group():
    regular = SimpleNamespace(id="regular", kind="basic", group="regular", keywords=("hero", "basic"))
    ranger = SimpleNamespace(id="bhoidwood_new", kind="hero", group="Bhoidwood", keywords=("Hero", "Elf", "Ranger"))
    kobold = SimpleNamespace(id="new_kobold", kind="monster", group="Kobold - Humanoid", keywords=("Kobold",))
    assert picture_for("advance", regular) == "pikeman"
    assert picture_for("advance", ranger) == "bowman"
    assert picture_for("advance", kobold) == picture_for("advance", SimpleNamespace(
        id="x", kind="monster", group="kobold_humanoid", keywords=()))


def test_quest_cards_fall_back_on_class_keyword_and_card_type():
    def card(kind, *keywords, group=""):
        return SimpleNamespace(id="not_a_known_card", kind=kind, group=group, keywords=frozenset(keywords))

    assert picture_for("quest", card("hero", "human", "wizard")) == "wizard-face"
    assert picture_for("quest", card("hero", "human", "cleric")) == "prayer"
    assert picture_for("quest", card("hero", "elf", "rogue")) == "hooded-figure"
    assert picture_for("quest", card("hero", "dwarf", "fighter")) == "swordman"
    assert picture_for("quest", card("weapon", "bow")) == "pocket-bow"
    assert picture_for("quest", card("weapon", "blunt")) == "warhammer"
    assert picture_for("quest", card("spell", "arcane")) == "magic-swirl"
    assert picture_for("quest", card("spell")) == "spell-book"
    assert picture_for("quest", card("monster", "undead")) == "death-skull"
    assert picture_for("quest", card("monster", "vermin")) == "hanging-spider"
    assert picture_for("quest", card("room")) == "dungeon-gate"
    assert picture_for("quest", card("cache")) == "open-treasure-chest"
    assert picture_for("quest", card("gear_token")) == "knapsack"


def test_an_unknown_card_gets_its_kinds_picture_and_a_card_with_nothing_the_default(pack):
    def unknown(kind, keywords=()):
        return SimpleNamespace(id="no_such_card", kind=kind, group="No Such Group", keywords=keywords)

    assert picture_for("classic", unknown("monster")) == pack.common.kinds["monster"] == "monster-grasp"
    assert picture_for("classic", unknown("village")) == "village"
    assert picture_for("classic", unknown("hero")) == "swordman"
    assert picture_for("classic", unknown("hero", ("hero", "wizard"))) == "wizard-face"
    assert picture_for("classic", unknown("disease")) == "vomiting"
    assert picture_for("a_game_not_yet_written", unknown("curse")) == "cursed-star"
    assert picture_for("classic", object()) == pack.default == "card-random"
    assert picture_for("classic", SimpleNamespace(id=None, kind=None, group=None, keywords=None)) == pack.default


def test_names_are_matched_in_one_form():
    assert key_of("Doomknight-Humanoid") == "doomknight_humanoid"
    assert key_of("Kobold - Humanoid") == "kobold_humanoid"
    assert key_of("Goblin King's Guard") == "goblin_kings_guard"
    assert key_of("Thunderstone Bearer") == "thunderstone_bearer"


def test_the_picture_pack_missing_means_no_pictures_and_no_credit(monkeypatch, tmp_path):
    monkeypatch.setattr(card_pictures, "asset_path", lambda *parts: tmp_path.joinpath(*parts))
    load_pack.cache_clear()
    try:
        assert load_pack() is None
        assert picture_for("classic", classic_cards()[0]) is None
        assert attribution_lines() == []
        (tmp_path / "card-pictures").mkdir()
        (tmp_path / "card-pictures" / "pictures.yaml").write_text("games: [not, a, mapping\n")
        load_pack.cache_clear()
        assert load_pack() is None
    finally:
        load_pack.cache_clear()


# ------------------------------------------------------------------ the vendored files and their credit

def test_every_vendored_icon_is_used_credited_and_nothing_else_is_vendored(raw_data):
    files = {p.stem for p in FOLDER.glob("*.svg")}
    assert files == mapped_icons(raw_data), "vendor exactly the icons the mapping uses"
    assert set(raw_data["icons"]) == files
    assert {p.name for p in FOLDER.iterdir()} == {f"{stem}.svg" for stem in files} | {"pictures.yaml", "README.md"}
    assert raw_data["licence"] == {"name": "CC BY 3.0", "url": "https://creativecommons.org/licenses/by/3.0/"}
    for icon, info in raw_data["icons"].items():
        assert info["author"] in GAME_ICONS_AUTHORS, icon
        assert info["source"] == f"https://game-icons.net/1x1/{GAME_ICONS_AUTHORS[info['author']]}/{icon}.html"
        assert info["title"]


def test_every_svg_names_its_author_and_licence_and_draws_in_the_current_colour(raw_data):
    for path in FOLDER.glob("*.svg"):
        text = path.read_text(encoding="utf-8")
        info = raw_data["icons"][path.stem]
        assert text.startswith('<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"'), path.name
        assert f'by {info["author"]}, {info["source"]}, CC BY 3.0' in text, path.name
        assert 'fill="currentColor"' in text and "<script" not in text and "href" not in text, path.name


def test_the_readme_credits_every_icon(raw_data):
    readme = (FOLDER / "README.md").read_text(encoding="utf-8")
    assert "CC BY 3.0" in readme and "https://creativecommons.org/licenses/by/3.0/" in readme
    for icon, info in raw_data["icons"].items():
        assert f"[{info['title']}]({info['source']})" in readme, icon
    assets_readme = asset_path("README.md").read_text(encoding="utf-8")
    assert "card-pictures/" in assets_readme and "CC BY 3.0" in assets_readme
    for author in {info["author"] for info in raw_data["icons"].values()}:
        assert author in assets_readme and author in readme, author


def test_attribution_lines_name_the_licence_and_every_author(raw_data):
    lines = attribution_lines()
    text = " ".join(lines)
    assert "CC BY 3.0" in text and "https://creativecommons.org/licenses/by/3.0/" in text
    assert "game-icons.net" in text
    for author in {info["author"] for info in raw_data["icons"].values()}:
        assert author in text
    assert text.index("Lorc") < text.index("Faithtoken")          # the most icons first
    assert all(len(line) < 200 for line in lines)


# ------------------------------------------------------------------ drawing

@pytest.mark.parametrize("size", [24, 64, 256])
def test_every_icon_draws_at_the_exact_size_and_is_not_blank(size, raw_data):
    for icon in sorted(raw_data["icons"]):
        surface = picture_surface(icon, size, (250, 240, 220))
        assert surface.get_size() == (size, size), icon
        assert surface.get_flags() & pygame.SRCALPHA
        opaque = len(opaque_pixels(surface))
        assert 0 < opaque < size * size, (icon, size, opaque)


def test_the_svg_is_rasterized_at_the_requested_size_not_scaled(monkeypatch):
    sizes = []
    real = pygame.image.load_sized_svg

    def spy(file, size):
        sizes.append(tuple(size))
        return real(file, size)

    monkeypatch.setattr(pygame.image, "load_sized_svg", spy)
    monkeypatch.setattr(card_pictures, "_surfaces", card_pictures.OrderedDict())
    for size in (16, 40, 512):
        assert picture_surface("torch", size, "white").get_size() == (size, size)
    assert sizes == [(16, 16), (40, 40), (512, 512)]


def test_icons_take_the_colour_asked_for_and_its_alpha():
    red = picture_surface("fireball", 64, (200, 30, 40))
    pixels = opaque_pixels(red, threshold=255)
    assert pixels
    for xy in pixels:
        r, g, b, _ = red.get_at(xy)
        assert abs(r - 200) <= 2 and abs(g - 30) <= 2 and abs(b - 40) <= 2
    faint = picture_surface("fireball", 64, (200, 30, 40, 100))
    assert max(faint.get_at((x, y)).a for x in range(64) for y in range(64)) in range(98, 101)


def test_surfaces_are_cached_per_icon_size_and_colour():
    first = picture_surface("lantern", 48, (10, 20, 30))
    assert picture_surface("lantern", 48, pygame.Color(10, 20, 30)) is first
    assert picture_surface("lantern", 48, (10, 20, 31)) is not first
    assert picture_surface("lantern", 49, (10, 20, 30)) is not first
    assert picture_surface("torch", 48, (10, 20, 30)) is not first


def test_the_cache_is_bounded(monkeypatch):
    monkeypatch.setattr(card_pictures, "_surfaces", card_pictures.OrderedDict())
    monkeypatch.setattr(card_pictures, "SURFACE_CACHE_SIZE", 3)
    for size in range(20, 26):
        picture_surface("torch", size, "white")
    assert len(card_pictures._surfaces) == 3


def test_an_icon_that_is_not_in_the_pack_draws_nothing(monkeypatch):
    for icon in ("no-such-icon", "../README", "", "Torch", None):
        surface = picture_surface(icon, 32, "white")
        assert surface.get_size() == (32, 32) and not opaque_pixels(surface, threshold=1)


def test_a_damaged_svg_draws_nothing_instead_of_failing(monkeypatch, tmp_path):
    (tmp_path / "card-pictures").mkdir()
    (tmp_path / "card-pictures" / "broken.svg").write_text("<svg this is not")
    monkeypatch.setattr(card_pictures, "asset_path", lambda *parts: tmp_path.joinpath(*parts))
    card_pictures._svg_text.cache_clear()
    try:
        surface = picture_surface("broken", 32, "white")
        assert surface.get_size() == (32, 32) and not opaque_pixels(surface, threshold=1)
    finally:
        card_pictures._svg_text.cache_clear()


def test_without_sized_svg_loading_the_icon_is_scaled_from_its_own_size(monkeypatch):
    monkeypatch.delattr(pygame.image, "load_sized_svg")
    monkeypatch.setattr(card_pictures, "_surfaces", card_pictures.OrderedDict())
    surface = picture_surface("torch", 40, "white")
    assert surface.get_size() == (40, 40) and opaque_pixels(surface)


def test_sizes_are_clamped_to_a_sane_range():
    assert picture_surface("torch", 0, "white").get_size() == (1, 1)
    assert picture_surface("torch", 10**6, "white").get_size() == (card_pictures.MAX_SIZE,) * 2


def test_icon_ids_in_the_mapping_are_plain_file_names(raw_data):
    for icon in mapped_icons(raw_data):
        assert re.fullmatch(r"[a-z0-9][a-z0-9-]*", icon), icon

"""Wrath of the Elements at the table: choosing the sets in New Game, the monsters' trait icons and help, the new
prompts as panels of cards, Toryn's several Weapons. The real app, driven by posted mouse and key events."""

import json

import pygame

from thunderstone_gui.engine.session import Session
from thunderstone_gui.persistence.saves import autosave_slot
from thunderstone_gui.systems.classic.config import CardSet
from thunderstone_gui.systems.classic.position import Position
from thunderstone_gui.ui.classic.card_help import help_entries, monster_traits
from thunderstone_gui.ui.classic.table_view import ClassicView
from thunderstone_gui.ui.match import Match
from thunderstone_gui.ui.scenes.cover import CoverScene
from thunderstone_gui.ui.scenes.new_game import NewGameScene
from thunderstone_gui.ui.scenes.title import start_match

from .driver import Driver

WRATH = ("base", "wrath")


# ------------------------------------------------------------------------------------------------ New Game
def cycle_to(d: Driver, widget_id: str, value) -> None:
    cycler = d.scene.widgets.get(widget_id)
    for _ in range(len(cycler.options)):
        if cycler.value == value:
            return
        d.click((cycler.rect.right - 5, cycler.rect.centery))
        cycler = d.scene.widgets.get(widget_id)       # the scene lays itself out again after some changes
    assert cycler.value == value, f"{widget_id} never showed {value!r}"


def type_seed(d: Driver, seed: int) -> None:
    field = d.scene.widgets.get("seed")
    d.click(field.rect.center)
    for _ in range(12):
        d.key(pygame.K_BACKSPACE, frames=0)
    d.type_text(str(seed))
    d.key(pygame.K_RETURN)


def draw_setup(d: Driver, setup_seed: int) -> None:
    """New Game's random card set as drawn from `setup_seed` (a player gets one from the operating system: the set is
    drawn from randomness of its own, never from the deal's seed)."""
    d.scene.setup_seed = setup_seed
    d.scene.invalidate()
    d.frames(1)


def wrath_random_seed() -> int:
    """A seed whose random card set (3 monster classes) has a Wrath monster class and a Wrath hero line."""
    from thunderstone_gui.systems.classic.cards import load_catalogue

    catalogue = load_catalogue("2nd", WRATH)
    for seed in range(1, 500):
        chosen = CardSet.random(seed, 3, WRATH)
        if (any(catalogue.monster_classes()[c][0].set == "wrath" for c in chosen.monster_classes)
                and any(catalogue.hero_lines()[h][0].set == "wrath" for h in chosen.hero_lines)):
            return seed
    raise AssertionError("no seed found")


def test_random_from_base_and_wrath_is_recorded_in_the_config_and_the_autosave(driver):
    seed = wrath_random_seed()
    driver.press("new_game")
    assert isinstance(driver.scene, NewGameScene)
    cycle_to(driver, "sets", WRATH)
    cycle_to(driver, "card_set", "random")
    draw_setup(driver, seed)
    driver.press("start")
    if isinstance(driver.scene, CoverScene):
        driver.take_cover()
    config = driver.table.match.config
    assert config.sets == WRATH
    assert config.card_set == CardSet.random(seed, 3, WRATH)
    driver.key(pygame.K_v)             # a decision, so that the autosave is written
    saved = json.loads(autosave_slot(driver.table.match.session).read_text())
    assert saved["config"]["sets"] == list(WRATH)


def test_the_custom_picker_lists_wrath_cards_with_their_set_only_when_wrath_is_chosen(driver):
    driver.press("new_game")
    scene = driver.scene.panel
    cycle_to(driver, "card_set", "custom")
    entries = {entry for _, _, entry in scene.rows}
    assert "Golem" not in entries and "cursed_mace" not in entries and "Toryn" not in entries
    cycle_to(driver, "sets", WRATH)
    entries = {entry for _, _, entry in scene.rows}
    assert {"Golem", "Elemental-Nature", "Elemental-Pain", "Toryn", "Gangland", "cursed_mace", "ambrosia"} <= entries
    assert scene.entry_set("monsters", "Golem") == "wrath" and scene.entry_set("heroes", "Elf") == "base"
    # Clicking a Wrath monster class adds it to the custom set; hovering it shows its cards.
    golem = next(rect for rect, _, entry in scene.rows if entry == "Golem")
    driver.click(golem.center)
    assert "Golem" in scene.custom["monsters"]
    assert scene.hover_entry == ("monsters", "Golem")
    # Back to the base game: the Wrath pick leaves the custom set and the list.
    cycle_to(driver, "sets", ("base",))
    assert "Golem" not in scene.custom["monsters"]
    assert "Golem" not in {entry for _, _, entry in scene.rows}


def test_a_custom_game_with_a_wrath_class_starts_with_both_sets(driver):
    driver.press("new_game")
    scene = driver.scene.panel
    cycle_to(driver, "sets", WRATH)
    cycle_to(driver, "card_set", "custom")      # starts from the card set shown before (a random one may have Golem)
    if "Golem" not in scene.custom["monsters"]:
        driver.click(next(rect for rect, _, entry in scene.rows if entry == "Golem").center)
    assert "Golem" in scene.custom["monsters"]
    driver.press("start")
    if isinstance(driver.scene, CoverScene):
        driver.take_cover()
    config = driver.table.match.config
    assert "Golem" in config.card_set.monster_classes and config.sets == WRATH


def test_a_preset_with_wrath_on_keeps_its_base_cards(driver):
    driver.press("new_game")
    cycle_to(driver, "sets", WRATH)
    cycle_to(driver, "card_set", "first_game")
    driver.press("start")
    if isinstance(driver.scene, CoverScene):
        driver.take_cover()
    config = driver.table.match.config
    assert config.sets == WRATH and config.card_set == CardSet.preset("first_game")


# ------------------------------------------------------------------------------------------------ the table
def open_position(d: Driver, position: dict, actions=()) -> Match:
    session = Session.from_position(Position.model_validate({"sets": list(WRATH), **position}))
    for action in actions:
        session.submit({"type": action} if isinstance(action, str) else action)
    match = Match(session)
    start_match(d.app, match)
    d.frames(1)
    if isinstance(d.scene, CoverScene):
        d.take_cover()
    return match


def act(d: Driver, kind: str, **fields) -> None:
    """Take the legal action of `kind` (whose fields match) by the table's own click targets."""
    table = d.table
    state = table.state
    for a in table.legal():
        if a.kind != kind:
            continue
        card = state.cards[a.card].id if a.card >= 0 else ""
        if all((card if k == "card" else getattr(a, k)) == v for k, v in fields.items()):
            d.perform(a)
            return
    raise AssertionError(f"no legal {kind} {fields}: {table.legal()}")


def panel_cards(d: Driver) -> list[str]:
    panel = d.table.prompt_panel
    assert panel is not None, "a prompt without its panel"
    return [c.card.id for c in panel.choices if c.card is not None and c.enabled]


def test_hovering_a_wrath_monster_shows_its_traits_and_the_hall_shows_their_chips(driver, monkeypatch):
    chips, enlarged = [], []
    original_chips = ClassicView._trait_chips

    def spy_chips(self, surface, card, *args, **kwargs):
        chips.append(card.id)
        return original_chips(self, surface, card, *args, **kwargs)

    monkeypatch.setattr(ClassicView, "_trait_chips", spy_chips)
    monkeypatch.setattr(ClassicView, "draw_enlarged", lambda self, surface, card, near: enlarged.append(card.id))
    open_position(driver, {"players": [{"name": "Ada", "hand": ["fireball", "militia", "dagger"]}],
                           "hall": ["fire_wrath", "bronze_golem", "steam_torment"]}, ["enter_dungeon"])
    assert {"fire_wrath", "bronze_golem", "steam_torment"} <= set(chips)
    driver.move(driver.point_in("monster:1"))
    driver.frames(1)
    assert enlarged[-1] == "fire_wrath"
    state = driver.table.state
    fire = state.catalogue["fire_wrath"]
    help_text = " ".join(help_entries(fire))
    assert "Immune to Spells" in help_text and "Immune to unarmed Heroes" in help_text and "Elemental" in help_text
    assert [t.label for t in monster_traits(state.catalogue["bronze_golem"])] == ["Strength 4+"]


def test_illusory_blade_picks_a_village_weapon_then_the_hero_that_carries_it(driver):
    match = open_position(driver, {
        "players": [{"name": "Ada", "hand": ["militia", "elf_wizard", "illusory_blade", "amulet_of_power"]}],
        "card_set": {"village": ["illusory_blade", "short_sword", "spear", "cursed_mace", "amulet_of_power"]}},
        ["enter_dungeon"])
    act(driver, "use", card="illusory_blade")
    panel = driver.table.prompt_panel
    assert panel.title == "Illusory Blade: take a Weapon from the Village"
    offered = panel_cards(driver)
    assert {"dagger", "short_sword", "spear", "cursed_mace"} <= set(offered)
    state = match.state
    sword = next(c.action.card for c in panel.choices if c.card is not None and c.card.id == "short_sword")
    assert state.where(sword)[0] == "supply:short_sword"          # a Village card, shown as a card
    act(driver, "choose", card="short_sword")
    assert driver.table.prompt_panel.title == "Illusory Blade: which Hero carries the Short Sword?"
    assert sorted(panel_cards(driver)) == ["elf_wizard", "militia"]
    act(driver, "choose", card="elf_wizard")
    state = match.state
    hero = next(i for i in state.players[0].hand if state.cards[i].id == "elf_wizard")
    assert state.turn.equips.get(sword) == hero and sword in state.turn.conjured
    assert sword in driver.table.view.card_rects                   # drawn, tucked behind the Elf Wizard
    assert any("conjures Short Sword" in line.text for line in match.log.lines)


def test_toryn_gladiator_borrows_a_discarded_weapon_or_skips(driver):
    match = open_position(driver, {
        "players": [{"name": "Ada", "hand": ["toryn_gladiator", "militia", "torch"]},
                    {"name": "Bo", "hand": ["dagger", "militia", "militia"]}],
        "card_set": {"hero_lines": ["Toryn"]}}, ["enter_dungeon"])
    act(driver, "use", card="toryn_gladiator")
    panel = driver.table.prompt_panel
    assert panel.title.startswith("Toryn Gladiator: carry one of the offered Weapons")
    assert panel_cards(driver) == ["dagger"]
    assert any(c.label == "Skip" for c in panel.choices)
    act(driver, "choose", card="dagger")
    state = match.state
    dagger = next(w for w in state.turn.equips)
    assert state.cards[dagger].id == "dagger" and dagger in state.turn.borrowed
    texts = [line.text for line in match.log.lines]
    assert any("Ada has no Weapon to offer" in t for t in texts) and any("borrows Dagger from Bo" in t for t in texts)


def test_blacksmith_puts_a_hero_dragged_onto_the_deck_on_top_of_it(driver):
    match = open_position(driver, {
        "players": [{"name": "Ada", "hand": ["blacksmith", "militia", "elf_wizard", "torch"]}],
        "card_set": {"village": ["blacksmith"]}}, ["visit_village"])
    act(driver, "use", card="blacksmith", option="sell")
    panel = driver.table.prompt_panel
    assert panel.title == "Blacksmith: put a Hero from your hand on top of your deck"
    assert sorted(panel_cards(driver)) == ["elf_wizard", "militia"]
    state = match.state
    wizard = next(i for i in state.players[0].hand if state.cards[i].id == "elf_wizard")
    driver.drag(driver.point_in(f"hand:{wizard}"), driver.table.view.layout.deck_pile.center)
    assert match.state.players[0].deck[-1] == wizard
    assert "Ada puts Elf Wizard on top of the deck" in [line.text for line in match.log.lines]


def test_a_torment_breach_asks_the_other_player_to_destroy_one_of_the_turned_over_cards(driver):
    match = open_position(driver, {
        "players": [{"name": "Ada", "hand": ["fireball", "fireball"]},
                    {"name": "Bo", "hand": ["militia"] * 6,
                     "deck": ["elf_wizard", "regian_cleric", "torch", "torch", "dagger"]}],
        "card_set": {"hero_lines": ["Elf", "Regian"]}, "hall": ["griknack_goblin", "lava_torment", "nixie"]},
        ["enter_dungeon"])
    act(driver, "attack", rank=1)
    # Bo decides now: pass-and-play hides the table until Bo takes the device.
    assert isinstance(driver.scene, CoverScene)
    driver.take_cover()
    panel = driver.table.prompt_panel
    assert panel.title == "Bo: destroy one of your turned-over cards (Lava Torment)"
    assert sorted(panel_cards(driver)) == ["elf_wizard", "regian_cleric"]
    dimmed = [c for c in panel.choices if c.card is not None and not c.enabled]
    assert sorted(c.card.id for c in dimmed) == ["dagger", "torch", "torch"]
    assert panel.card_at(dimmed[0].rect.center) is not None           # the hover help works on them too
    act(driver, "choose", card="regian_cleric")
    state = match.state
    assert any(state.cards[i].id == "regian_cleric" for i in state.trash)
    assert not state.revealed
    assert any(line.text.startswith("Bo turns over the top 5 cards of the deck") for line in match.log.lines)


def test_blood_torment_makes_the_attacker_destroy_a_monster_card_dragged_onto_the_trash(driver):
    match = open_position(driver, {
        "players": [{"name": "Ada", "hand": ["militia", "militia", "fireball", "griknack_goblin", "nixie"]}],
        "hall": ["blood_torment", "grudgebeast", "ebon_fume"]}, ["enter_dungeon"])
    act(driver, "attack", rank=1)
    panel = driver.table.prompt_panel
    assert panel.title == "Ada: destroy a Monster card from your hand (Blood Torment)"
    assert sorted(panel_cards(driver)) == ["griknack_goblin", "nixie"]
    state = match.state
    nixie = next(i for i in state.players[0].hand if state.cards[i].id == "nixie")
    driver.drag(driver.point_in(f"hand:{nixie}"), driver.table.view.layout.supply_slots["trash"].center)
    assert match.state.pending.prompt != "destroy_own"
    assert nixie in match.state.trash or nixie in match.state.turn.battle_destroyed


def test_a_toryn_carries_two_weapons_and_both_are_drawn(driver):
    match = open_position(driver, {
        "players": [{"name": "Ada", "hand": ["toryn_duelist", "dagger", "spear", "militia"]}],
        "card_set": {"hero_lines": ["Toryn"], "village": ["spear"]}}, ["enter_dungeon"])
    state = match.state
    hero = next(i for i in state.players[0].hand if state.cards[i].id == "toryn_duelist")
    for weapon_id in ("dagger", "spear"):
        weapon = next(i for i in state.players[0].hand if state.cards[i].id == weapon_id)
        driver.drag(driver.point_in(f"hand:{weapon}"), driver.point_in(f"hand:{hero}"))
        assert match.state.turn.equips.get(weapon) == hero
    rects = driver.table.view.card_rects
    weapons = list(match.state.turn.equips)
    assert len(weapons) == 2 and all(w in rects for w in weapons)
    assert len({rects[w].y for w in weapons} | {rects[hero].y}) == 3       # each peeks out at its own height
    # Each can be pointed at (the menu offers to take it off).
    for weapon in weapons:
        assert driver.point_in(f"hand:{weapon}")


def test_a_whole_wrath_game_clicked_to_the_game_over_screen(driver):
    """Two players at one device, every decision clicked on the table (cover included); the game's random card
    set from both sets brings a Torment's Breach (another player's choice) and a Blood Torment's battle."""
    import random

    from thunderstone_gui.ui.classic.demo import pick
    from thunderstone_gui.ui.scenes.game_over import GameOverScene

    seed = 174      # the first seed whose clicked game ends and brings both Torment prompts
    driver.press("new_game")
    cycle_to(driver, "sets", WRATH)
    cycle_to(driver, "card_set", "random")
    draw_setup(driver, seed)
    type_seed(driver, seed)
    driver.press("start")
    rng = random.Random(seed)
    prompts = set()
    for _ in range(3000):
        if isinstance(driver.scene, GameOverScene):
            break
        if isinstance(driver.scene, CoverScene):
            driver.take_cover()
            continue
        table = driver.table
        state = table.state
        if state.pending.kind == "prompt":
            prompts.add(state.pending.prompt)
            assert table.prompt_panel is not None and "{" not in table.prompt_panel.title
        count = len(table.match.session.steps)
        driver.perform(pick(state, rng))
        assert len(table.match.session.steps) == count + 1, f"the click did nothing: {table.message!r}"
    assert isinstance(driver.scene, GameOverScene), "the game did not end"
    assert {"reveal_destroy", "destroy_own"} <= prompts
    lines = [line.text for line in driver.scene.match.log.lines]
    assert all("_" not in text for text in lines)
    assert driver.scene.match.config.sets == WRATH


def test_a_stuck_dungeon_can_be_ended_from_the_menu(driver):
    """The impasse rule (docs/rules.md): only when the Dungeon has been stuck for rounds, the menu offers to end
    the game; it asks first, then the game is over and scored."""
    match = open_position(driver, {"players": [{"name": "Ada", "hand": ["militia"]}, {"name": "Bo"}],
                                   "hall": ["nixie", "steam_torment", "pegasus"]})
    driver.key(pygame.K_ESCAPE)
    assert driver.table.overlay.choice_by_id("end_game") is None
    driver.key(pygame.K_ESCAPE)
    match.state.progress_turn = match.state.turn_number - 20
    match.state.fruitless_visits = 10
    match.state._legal = None
    driver.key(pygame.K_ESCAPE)
    item = driver.table.overlay.choice_by_id("end_game")
    driver.click(item.rect.center)
    dialog = driver.table.overlay
    assert dialog.text == "End the game and count the score?"
    driver.click(dialog.choices[0].rect.center, frames=4)
    assert match.state.result is not None
    assert any("ends the game" in line.text for line in match.log.lines)

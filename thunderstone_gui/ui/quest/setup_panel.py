"""Thunderstone Quest's part of New Game: the card set (our own, or a set of the printed cards the player imported
and installed that passes the check - one that no longer does is listed with the reason, not offered), the setup
(the rulebook's Random Setup drawn from the seed, or a setup the set suggests), Side Quests and Guild Sponsorships on
or off (each human chooses at the table, in secret; computers choose for themselves), the Guardian's level, and Epic
Thunderstone Quest (every Item, Spell, Weapon and Monster of the set; the Heroes in class stacks or the Guilds'
Quarter: the setup's Marketplace and Monster groups are then not used, its rooms, Guardian and - in the Guilds'
Quarter - Hero lines are).

Under the columns, the tools of the other games' panels (ui/setup_tools.py): the cards of this game (each hero
line, Marketplace card, room, monster group and the Guardian with a lock and a reroll button, "Reroll the rest") and
the saved setups (the set's suggested ones beside the player's). A random setup is drawn from the seed; a reroll
draws with a fresh seed of its own (systems/quest/randomizer.py, the rulebook's constraints kept) and is kept until
the seed, the set or the Guardian's level change (then the setup is drawn again, the locked cards kept). A reroll of
a suggested setup, or a saved setup loaded, is "your setup" with exactly those cards.

The config names its set by id and content hash only (systems/quest/config.py): a save of a game with an imported
set carries no printed card, and replays wherever that set is installed.
"""

from __future__ import annotations

import random
from typing import Any, Callable, NamedTuple

import pygame

from ...engine.config import GameConfig, Seat
from ...i18n import card_name
from ...persistence.setups import SavedSetup
from ...systems.quest.cards import CLASSES, OUR_SET, Catalogue, QuestCard, our_set, register_set
from ...systems.quest.config import OwnedSet, QuestChoice, QuestConfig, QuestVariants
from ...systems.quest.randomizer import (
    LEVELS,
    MARKET_ANY,
    MARKET_SLOTS,
    MARKET_STACKS,
    MAX_OF_A_TYPE,
    ROOMS_PER_LEVEL,
    Entry,
    NothingLeft,
)
from .. import theme
from ..game_view import SetupAreas, SetupPanel
from ..printed_cards import printed_tooltip
from ..saved_setups import SavedSetupsBox
from ..setup_entries import BoardEntry, EntryBoard
from ..setup_picker import PickList, PickRow, draw_pick_lists
from ..setup_tools import SetupTools
from ..widgets import Cycler, WidgetGroup
from .printed_cards import PrintedCardsDialog, import_file
from .strings import tr

# The board's columns: (title key, kinds of entry).
COLUMNS = (("list_heroes", ("hero",)), ("list_market", ("market",)), ("list_rooms", ("room",)),
           ("list_monsters", ("monster", "guardian")))
# The picker's lists and the kind of entry each picks; a row's key is "<spot>\t<name>": the class a hero line fills,
# the type of a Marketplace card, the level of a room or monster group, "guardian".
PICK_KIND = {"heroes": "hero", "market": "market", "rooms": "room", "monsters": "monster"}


class Picks:
    """The cards picked by hand, as the rulebook's setup lays them out: a hero line in each class's spot of the
    Guilds' Quarter, the Marketplace cards, the rooms, a monster group of each level, the Guardian (in the order
    picked, so a setup brought in keeps its order)."""

    def __init__(self) -> None:
        self.heroes: dict[str, str] = {}          # class -> hero line
        self.market: list[str] = []
        self.rooms: list[str] = []
        self.monsters: dict[int, str] = {}        # level -> monster group
        self.guardian = ""

    @classmethod
    def of(cls, choice: QuestChoice, catalogue: Catalogue) -> Picks:
        """A setup's cards as picks: each hero line in the first of its classes still free (as the rulebook's
        Random Setup fills the Guilds' Quarter)."""
        picks = cls()
        lines = catalogue.hero_lines()
        for line in choice.heroes:
            free = [c for c in (lines[line][0].classes if line in lines else ()) if c not in picks.heroes]
            if free:
                picks.heroes[free[0]] = line
        picks.market = list(choice.marketplace)
        picks.rooms = list(choice.rooms)
        groups = catalogue.monster_groups()
        picks.monsters = {groups[g][0].level: g for g in choice.monster_groups if g in groups}
        picks.guardian = choice.guardian
        return picks

    def choice(self, catalogue: Catalogue, guardian_level: int) -> QuestChoice:
        """The picks as a game's cards (the rooms and monster groups by level, as the Dungeon is built)."""
        rooms = sorted(self.rooms, key=lambda r: catalogue[r].level if r in catalogue else 0)
        return QuestChoice(source="custom", heroes=tuple(self.heroes.values()), marketplace=tuple(self.market),
                           rooms=tuple(rooms), monster_groups=tuple(self.monsters[k] for k in sorted(self.monsters)),
                           guardian=self.guardian, guardian_level=guardian_level)

    def entries(self) -> tuple[Entry, ...]:
        return (tuple(Entry("hero", line) for line in self.heroes.values())
                + tuple(Entry("market", c) for c in self.market) + tuple(Entry("room", r) for r in self.rooms)
                + tuple(Entry("monster", g) for g in self.monsters.values())
                + ((Entry("guardian", self.guardian),) if self.guardian else ()))


class SetChoice(NamedTuple):
    set_id: str
    label: str
    catalogue: Catalogue | None      # None: installed but no longer valid
    problem: str = ""


def available_sets() -> list[SetChoice]:
    """Our own set first, then every installed import (the broken ones with the reason, to show, not to choose)."""
    ours = our_set()
    out = [SetChoice(OUR_SET, card_name(ours.name), ours)]     # its name says it is ours
    try:
        from ...systems.quest.set_files import installed_sets

        installed = installed_sets()
    except Exception:  # noqa: BLE001 - a damaged data folder must not break New Game
        installed = []
    for entry in installed:
        if entry.data is None:
            out.append(SetChoice(entry.set_id, tr("set_broken", name=entry.name, why=entry.problem), None,
                                 entry.problem))
        else:
            out.append(SetChoice(entry.set_id, tr("set_imported", name=entry.name), register_set(entry.data)))
    return out




class QuestSetupPanel(SetupTools, SetupPanel):
    tr = staticmethod(tr)
    setup_widget = "quest_setup"

    def __init__(self, scene: Any) -> None:
        super().__init__(scene)
        self.sets = available_sets()
        self.set_index = 0
        self.setup = "random"
        self.side_quests = True
        self.sponsorships = True
        self.guardian_level = 4
        self.epic = ""                  # Epic Thunderstone Quest: "stacks" or "guilds" ("": the normal game)
        self.needs = False              # Quest's Random Setup has no needs to meet
        self.rows: list[tuple[pygame.Rect, str, str]] = []
        self.hover_entry: Entry | None = None
        self.labels: list[tuple[str, int]] = []
        self.custom: QuestChoice | None = None      # "your setup" as it came: a suggested one rerolled, one loaded
        self.picks = Picks()                         # ...and as picked by hand (then `custom` is None)
        self.rolled: QuestChoice | None = None
        self.rolled_key: tuple[Any, ...] = ()
        self._drawn: tuple[tuple[Any, ...], QuestChoice] | None = None
        self.locked: set[Entry] = set()
        self.tab = "cards"
        self.seeds = random.Random()                 # a reroll's fresh seed (the first draw's: scene.setup_seed)
        self.board_view = EntryBoard()
        self.saved = SavedSetupsBox(scene, "quest", self._to_save, self.load_saved, self.describe, self._presets(),
                                    self.load_preset)

    # ------------------------------------------------------------------------------------------ printed cards
    def extra_button(self) -> tuple[str, str, Callable[[], Any], str] | None:
        return "printed_cards", tr("printed_button"), self.open_printed, printed_tooltip()

    def open_printed(self, lines: list[str] | None = None, changed: bool = False) -> PrintedCardsDialog:
        """The dialog of the player's printed cards over New Game (with a dropped file's check in `lines`)."""
        from ..overlays import ScreenScale

        scene = self.scene
        w, h = scene.app.size
        dialog = PrintedCardsDialog(ScreenScale(w, h, scene.s), self.printed_closed, lines, changed)
        scene.overlay = dialog
        return dialog

    def printed_closed(self, changed: bool) -> None:
        """A set was added: New Game offers it (the one chosen stays chosen)."""
        self.scene.overlay = None
        if changed:
            chosen = self.sets[self.set_index].set_id
            self.sets = available_sets()
            self.set_index = next((k for k, c in enumerate(self.sets) if c.set_id == chosen), 0)
            self.scene.layout()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.DROPFILE:        # a card set file dropped onto the window: checked, installed
            installed, lines = import_file(event.file)
            self.open_printed(lines, installed)
            return True
        return bool(super().handle(event))

    @property
    def catalogue(self) -> Catalogue:
        found = self.sets[self.set_index].catalogue
        return found if found is not None else our_set()

    def _presets(self) -> list[tuple[str, str]]:
        return [(sid, card_name(st.name)) for sid, st in self.catalogue.setups.items()]

    # ------------------------------------------------------------------------------------------ layout
    def layout(self, widgets: WidgetGroup, areas: SetupAreas) -> int:
        s, rh, gap, fs = areas.scale, areas.row_h, areas.gap, areas.font_size
        self.s = s
        self.col_cards = areas.cards
        self.lists_rect = areas.lists
        cx, y = areas.cards.x, areas.cards.y + round(34 * s)
        usable = [(k, c.label) for k, c in enumerate(self.sets) if c.catalogue is not None]
        widgets.add(Cycler("quest_set", pygame.Rect(cx, y, areas.cards.w, rh), usable, self.set_index,
                           self._set_set, fs - 2))
        y += rh + gap
        setups = ([("random", tr("setup_random"))] + self._presets() + [("custom", tr("setup_custom"))])
        if self.setup not in dict(setups):
            self.setup = "random"
        widgets.add(Cycler("quest_setup", pygame.Rect(cx, y, areas.cards.w, rh), setups, self.setup,
                           self._set_setup, fs - 1))
        y += rh + gap
        # Epic Thunderstone Quest under the setup: it takes the setup's rooms and Guardian (and, in the Guilds'
        # Quarter, its Heroes) and every Item, Spell, Weapon and Monster of the set.
        widgets.add(Cycler("epic", pygame.Rect(cx, y, areas.cards.w, rh),
                           [("", tr("epic_off")), ("stacks", tr("epic_stacks")), ("guilds", tr("epic_guilds"))],
                           self.epic, self._set_epic, fs - 1))
        y += rh + gap
        self.note_y = y + round(6 * s)
        # The three choices without labels above them: each value names itself ("No Side Quests", "Guardian of
        # level 4"), and with the shell's Undo and Seed below, labelled rows would run into the card lists at 720p.
        vx, y = areas.rules.x, areas.rules.y
        self.labels = []
        widgets.add(Cycler("side_quests", pygame.Rect(vx, y, areas.rules.w, rh),
                           [(True, tr("side_quests_on")), (False, tr("side_quests_off"))], self.side_quests,
                           lambda v: setattr(self, "side_quests", v), fs - 1))
        y += rh + gap
        widgets.add(Cycler("sponsorships", pygame.Rect(vx, y, areas.rules.w, rh),
                           [(True, tr("sponsorships_on")), (False, tr("sponsorships_off"))], self.sponsorships,
                           lambda v: setattr(self, "sponsorships", v), fs - 1))
        y += rh + gap
        widgets.add(Cycler("guardian_level", pygame.Rect(vx, y, areas.rules.w, rh),
                           [(n, tr("guardian_level_n", n=n)) for n in (4, 5, 6)], self.guardian_level,
                           lambda v: setattr(self, "guardian_level", v), fs - 1))
        self._layout_lists(widgets, areas)
        return y + rh + gap

    def _set_epic(self, epic: str) -> None:
        self.epic = epic
        self.scene.layout()          # the notes say what Epic plays

    def _set_set(self, index: int) -> None:
        """Another card set: its own cards, so the locks, the rerolls and your setup of the last one go."""
        self.set_index = index
        self.locked = set()
        self.rolled, self.custom = None, None
        self.picks = Picks()
        if self.setup != "random":
            self.setup = "random"
        self.saved.presets = self._presets()
        self.scene.layout()

    # ------------------------------------------------------------------------------------------ the setup
    def _random_key(self) -> tuple[Any, ...]:
        return (self.scene.setup_seed, self.set_index, self.guardian_level)

    def _draw_random(self, keep: tuple[Entry, ...]) -> QuestChoice:
        return QuestChoice.random(self.catalogue, self.scene.setup_seed, self.guardian_level, keep=keep)

    def card_set(self) -> QuestChoice:
        """The setup on screen (the Guardian at the level chosen); ValueError with a sentence when there is none."""
        if self.setup == "random":
            return self.random_card_set()
        if self.setup == "custom":
            if self.custom is not None:
                return self.custom.model_copy(update={"guardian_level": self.guardian_level})
            return self._picked()
        return QuestChoice.preset(self.catalogue, self.setup, self.guardian_level)

    def _picked(self) -> QuestChoice:
        """The cards picked by hand when they make the rulebook's setup and the engine takes them; else ValueError
        with a sentence naming what is missing (or what is too much)."""
        missing = self.missing()
        if missing:
            raise ValueError(missing)
        choice = self.picks.choice(self.catalogue, self.guardian_level)
        try:        # the engine's own check, as the game's config makes it
            self.catalogue.check_choice(choice.heroes, choice.marketplace, choice.rooms, choice.monster_groups,
                                        choice.guardian, "choice")
        except ValueError as exc:
            raise ValueError(tr("pick_refused", why=str(exc))) from None
        return choice

    def hero_classes(self) -> list[str]:
        """The classes of the Guilds' Quarter's spots: every class a hero line of the set has."""
        lines = self.catalogue.hero_lines().values()
        return [c for c in CLASSES if any(c in cards[0].classes for cards in lines)]

    def missing(self) -> str:
        """What the picks lack against the rulebook's setup (a hero line of each class; two Items, two Spells, two
        Weapons and two more of any type, at most three of a type; two rooms and a monster group of each level; a
        Guardian with a card of the level chosen), or too much; "" when they make a setup."""
        p, cat = self.picks, self.catalogue
        short: list[str] = []
        over: list[str] = []
        classes = [tr(f"class_{c}") for c in self.hero_classes() if c not in p.heroes]
        if classes:
            short.append(tr("missing_heroes", n=len(classes), classes=", ".join(classes)))
        kinds = {kind: sum(1 for c in p.market if c in cat and cat[c].kind == kind) for kind in MARKET_SLOTS}
        typed = 0
        for kind, need in MARKET_SLOTS.items():
            if kinds[kind] < need:
                short.append(tr(f"n_{kind}", n=need - kinds[kind]))
                typed += need - kinds[kind]
            elif kinds[kind] > MAX_OF_A_TYPE:
                over.append(tr(f"n_{kind}", n=kinds[kind] - MAX_OF_A_TYPE))
        rest = MARKET_STACKS - len(p.market) - typed
        if 0 < rest <= MARKET_ANY or rest > MARKET_ANY:
            short.append(tr("n_market_any", n=rest))
        elif len(p.market) > MARKET_STACKS:
            over.append(tr("n_market", n=len(p.market) - MARKET_STACKS))
        rooms = [sum(1 for r in p.rooms if r in cat and cat[r].level == level) for level in LEVELS]
        gaps = [tr("tag_level", n=level) for level, n in zip(LEVELS, rooms) for __ in range(ROOMS_PER_LEVEL - n)]
        if gaps:
            short.append(tr("missing_rooms", n=len(gaps), levels=", ".join(gaps)))
        over += [tr("n_rooms_of_level", n=n - ROOMS_PER_LEVEL, level=level) for level, n in zip(LEVELS, rooms)
                 if n > ROOMS_PER_LEVEL]
        levels = [tr("tag_level", n=level) for level in LEVELS if level not in p.monsters]
        if levels:
            short.append(tr("missing_monsters", n=len(levels), levels=", ".join(levels)))
        if not p.guardian:
            short.append(tr("missing_guardian"))
        said = []
        if short:
            said.append(tr("pick_missing", what=", ".join(short)))
        if over:
            said.append(tr("pick_too_many", what=", ".join(over)))
        guardians = cat.guardians()
        if p.guardian and self.guardian_level not in {c.level for c in guardians.get(p.guardian, [])}:
            said.append(tr("pick_guardian_level", guardian=card_name(p.guardian), n=self.guardian_level))
        return " ".join(said)

    def start_blocked(self) -> str:
        if self.setup != "custom" or self.custom is not None:
            return ""
        try:
            self._picked()
        except ValueError as exc:
            return str(exc)
        return ""

    def _use_custom(self, card_set: QuestChoice) -> None:
        self.setup = "custom"
        self.custom = card_set.model_copy(update={"source": "custom"})
        self.picks = Picks.of(card_set, self.catalogue)

    def shown_picks(self) -> Picks:
        """What the picker ticks: the picks, or the setup on screen as picks."""
        if self.setup == "custom" and self.custom is None:
            return self.picks
        current = self.card_set_or_none()
        return Picks.of(current, self.catalogue) if current is not None else self.picks

    # ------------------------------------------------------------------------------------------ the picker
    def toggle(self, group: str, key: str) -> None:
        """A click on a list's entry: the setup becomes the cards picked by hand. A hero line takes its class's spot
        (the line there gives way), a monster group its level's, a Guardian the Guardian's; a room joins its level
        (the first picked of the level gives way when both are taken); a Marketplace card is switched on or off,
        refused with a sentence when its type or the Marketplace is full."""
        if self.setup != "custom":
            self._set_setup("custom")
        if self.custom is not None:
            self.custom = None            # from now on the picks are the setup
        spot, name = key.split("\t", 1)
        p, cat = self.picks, self.catalogue
        if group == "heroes":
            if p.heroes.get(spot) == name:
                del p.heroes[spot]
            else:
                for other in [c for c, line in p.heroes.items() if line == name]:
                    del p.heroes[other]   # a hero line fills one spot
                p.heroes[spot] = name
        elif group == "market":
            if name in p.market:
                p.market.remove(name)
            elif sum(1 for c in p.market if cat[c].kind == spot) >= MAX_OF_A_TYPE:
                self.scene.say(tr("pick_kind_full", n=MAX_OF_A_TYPE, kinds=tr(f"kinds_{spot}")), theme.BAD)
                return
            elif len(p.market) >= MARKET_STACKS:
                self.scene.say(tr("pick_market_full", n=MARKET_STACKS), theme.BAD)
                return
            else:
                p.market.append(name)
        elif group == "rooms":
            same = [r for r in p.rooms if cat[r].level == int(spot)]
            if name in p.rooms:
                p.rooms.remove(name)
            elif len(same) >= ROOMS_PER_LEVEL:
                p.rooms[p.rooms.index(same[0])] = name
            else:
                p.rooms.append(name)
        elif spot == "guardian":
            p.guardian = "" if p.guardian == name else name
        elif p.monsters.get(int(spot)) == name:
            del p.monsters[int(spot)]
        else:
            p.monsters[int(spot)] = name
        self.locked &= set(p.entries())
        self.scene.say("")
        self.scene.layout()

    def _lists(self, p: Picks) -> list[PickList]:
        """The picker's lists: hero lines by class, Marketplace cards by type, rooms and monster groups by level,
        the Guardians (one whose cards have no version of the level chosen is tagged)."""
        cat = self.catalogue
        lines = cat.hero_lines()
        heroes: list[PickRow] = []
        classes = self.hero_classes()
        for c in classes:
            heroes.append(PickRow("", tr(f"class_{c}")))
            heroes += [PickRow(f"{c}\t{line}", card_name(line),
                               "/".join(tr(f"class_{k}") for k in cards[0].classes) if len(cards[0].classes) > 1
                               else "", radio=True)
                       for line, cards in sorted(lines.items()) if c in cards[0].classes]
        market: list[PickRow] = []
        for kind in MARKET_SLOTS:
            market.append(PickRow("", tr(f"kinds_{kind}")))
            market += [PickRow(f"{kind}\t{c.id}", card_name(c.name))
                       for c in sorted(cat.marketplace_cards(), key=lambda c: card_name(c.name)) if c.kind == kind]
        rooms: list[PickRow] = []
        monsters: list[PickRow] = []
        groups = cat.monster_groups()
        for level in LEVELS:
            rooms.append(PickRow("", tr("heading_level", n=level)))
            rooms += [PickRow(f"{level}\t{r.id}", card_name(r.name))
                      for r in sorted(cat.rooms(), key=lambda r: card_name(r.name)) if r.level == level]
            monsters.append(PickRow("", tr("heading_level", n=level)))
            monsters += [PickRow(f"{level}\t{g}", card_name(g), radio=True)
                         for g in sorted(groups) if groups[g][0].level == level]
        monsters.append(PickRow("", tr("heading_guardian")))
        for name, cards in sorted(cat.guardians().items()):
            has_level = any(c.level == self.guardian_level for c in cards)
            monsters.append(PickRow(f"guardian\t{name}", card_name(name),
                                    "" if has_level else tr("tag_no_level", n=self.guardian_level),
                                    warn=True, radio=True))
        return [PickList("heroes", tr("pick_heroes", n=len(p.heroes), total=len(classes)), heroes),
                PickList("market", tr("pick_market", n=len(p.market), total=MARKET_STACKS), market),
                PickList("rooms", tr("pick_rooms", n=len(p.rooms), total=ROOMS_PER_LEVEL * len(LEVELS)), rooms),
                PickList("monsters", tr("pick_monsters", n=len(p.monsters), total=len(LEVELS),
                                        g=1 if p.guardian else 0), monsters)]

    def _draw_lists(self, surface: pygame.Surface, current: QuestChoice | None) -> None:
        p = self.shown_picks()              # the picks, whether or not they make a setup yet

        def chosen(group: str, key: str) -> bool:
            spot, name = key.split("\t", 1)
            if group == "heroes":
                return p.heroes.get(spot) == name
            if group == "market":
                return name in p.market
            if group == "rooms":
                return name in p.rooms
            return p.guardian == name if spot == "guardian" else p.monsters.get(int(spot)) == name

        area = self.content.inflate(round(28 * self.s), 0)
        self.rows, hover = draw_pick_lists(surface, area, self._lists(p), chosen, self.s, self.scene.app.mouse)
        if hover is not None:
            group, key = hover
            spot, name = key.split("\t", 1)
            self.hover_entry = Entry("guardian" if spot == "guardian" else PICK_KIND[group], name)

    def _reroll(self, card_set: QuestChoice, **choice: Any) -> QuestChoice:
        try:
            return card_set.reroll(self.catalogue, self.fresh_seed(), **choice)
        except NothingLeft as exc:
            raise ValueError(tr(f"nothing_left_{exc.kind}")) from None

    def entry_name(self, entry: Entry) -> str:
        cat = self.catalogue
        if entry.kind in ("market", "room"):
            return card_name(cat[entry.name].name) if entry.name in cat else entry.name
        return card_name(entry.name)

    def epic_sets(self) -> list[SetChoice]:
        """Epic: the other sets the player owns ("Sets I own": ours always, an installed set unless unticked), whose
        Items, Spells, Weapons, Monsters and Heroes join the chosen set's."""
        if not self.epic:
            return []
        from ..sets_owned import owned_sets

        owned = set(owned_sets(self.scene.app.settings, "quest"))
        chosen = self.catalogue.set_id
        return [c for c in self.sets if c.catalogue is not None and c.set_id != chosen and c.set_id in owned]

    def config(self, seats: tuple[Seat, ...], undo_policy: str, seed: int) -> GameConfig:
        catalogue = self.catalogue
        others = tuple(OwnedSet(id=c.set_id, hash=c.catalogue.hash) for c in self.epic_sets() if c.catalogue)
        return QuestConfig(seats=seats, card_set=catalogue.set_id, card_set_hash=catalogue.hash, epic_sets=others,
                           choice=self.card_set(), seed=seed, epic=self.epic or None,  # type: ignore[arg-type]
                           variants=QuestVariants(undo_policy=undo_policy,  # type: ignore[arg-type]
                                                  side_quests=self.side_quests, sponsorships=self.sponsorships))

    # ------------------------------------------------------------------------------------------ saved setups
    def _to_save(self) -> tuple[tuple[str, ...], QuestChoice]:
        return (self.catalogue.set_id,), self.card_set()

    def load_saved(self, saved: SavedSetup) -> None:
        """A saved setup on screen as your setup, its card set and Guardian level chosen (ValueError with the
        reason when its cards cannot be used)."""
        index = next((k for k, c in enumerate(self.sets) if (c.set_id,) == tuple(saved.sets) and c.catalogue), None)
        if index is None:
            raise ValueError(tr("setup_bad_sets", sets=", ".join(saved.sets)))
        choice = self.saved_card_set(QuestChoice, saved.card_set)
        catalogue = self.sets[index].catalogue
        assert catalogue is not None
        try:
            catalogue.check_choice(choice.heroes, choice.marketplace, choice.rooms, choice.monster_groups,
                                   choice.guardian, "choice")
        except ValueError:
            raise ValueError(tr("setup_not_in_set", set=self.sets[index].label)) from None
        if choice.guardian_level not in {c.level for c in catalogue.guardians()[choice.guardian]}:
            raise ValueError(tr("setup_not_in_set", set=self.sets[index].label))
        if index != self.set_index:
            self._set_set(index)
        self.guardian_level = choice.guardian_level
        self.show_loaded(choice)

    def describe(self, saved: SavedSetup) -> str:
        """A saved setup in a line: its monster groups and Guardian."""
        groups = saved.card_set.get("monster_groups")
        guardian = saved.card_set.get("guardian")
        if not isinstance(groups, (list, tuple)) or not isinstance(guardian, str):
            return ""
        return tr("saved_line", groups=", ".join(card_name(str(g)) for g in groups), guardian=card_name(guardian))

    # ------------------------------------------------------------------------------------------ draw
    def _draw_set_notes(self, surface: pygame.Surface, current: QuestChoice | None) -> None:
        s = self.s
        notes = []
        if self.epic:
            notes.append((tr("epic_note_stacks" if self.epic == "stacks" else "epic_note_guilds"), theme.INFO))
            others = self.epic_sets()
            if others:
                notes.append((tr("epic_with_sets", sets=", ".join(c.label for c in others)), theme.INFO))
        if self.setup == "random" and not self.epic:      # Epic's notes take the room (the column is short)
            notes.append((tr("random_rolled") if self.is_rolled() else tr("random_note"), theme.TEXT_DIM))
        elif self.setup == "custom" and self.custom is None:
            missing = self.start_blocked()
            notes.append((missing or tr("pick_ready"), theme.BAD if missing else theme.GOOD))
        elif self.setup == "custom":
            notes.append((tr("custom_note"), theme.TEXT_DIM))
        if not self.catalogue.publisher_cards and not self.epic:
            notes.append((tr("set_notice_ours"), theme.TEXT_DIM))
        notes += [(c.label, theme.BAD) for c in self.sets if c.catalogue is None]
        self.draw_notes(surface, notes, self.note_y, round(14 * s), round(4 * s))

    def _draw_cards(self, surface: pygame.Surface, current: QuestChoice | None) -> None:
        """The setup's entries in four columns, each with its lock and reroll."""
        cat = self.catalogue
        shown = current.entries() if current is not None else self.picks.entries()
        order = {"room": lambda e: (cat[e.name].level, e.name) if e.name in cat else (0, e.name),
                 "monster": lambda e: (cat.group_level(e.name), e.name),
                 "market": lambda e: (cat[e.name].kind, e.name)}
        columns = []
        for key, kinds in COLUMNS:
            entries = [e for e in shown if e.kind in kinds]
            if kinds[0] in order:
                entries.sort(key=lambda e: (e.kind == "guardian", order[kinds[0]](e) if e.kind != "guardian"
                                            else (0, e.name)))
            columns.append((tr(key), [self._board_entry(e) for e in entries]))
        self.board_view.draw(surface, self.content, columns, self.s, self.scene.app.mouse,
                             can_reroll=current is not None)
        self.hover_entry = self.board_view.hover

    def _board_entry(self, entry: Entry) -> BoardEntry:
        cat = self.catalogue
        if entry.kind == "hero":
            lines = cat.hero_lines().get(entry.name, [])
            tag = "/".join(tr(f"class_{c}") for c in lines[0].classes) if lines else ""
        elif entry.kind == "market":
            tag = tr(f"kind_{cat[entry.name].kind}") if entry.name in cat else ""
        elif entry.kind == "room":
            tag = tr("tag_level", n=cat[entry.name].level) if entry.name in cat else ""
        elif entry.kind == "monster":
            tag = tr("tag_level", n=cat.group_level(entry.name))
        else:
            tag = tr("tag_guardian", n=self.guardian_level)
        return BoardEntry(entry, self.entry_name(entry), tag, None, entry in self.locked)

    def _cards_of(self, entry: Entry) -> list[QuestCard]:
        cat = self.catalogue
        if entry.kind == "hero":
            return cat.hero_lines().get(entry.name, [])
        if entry.kind == "guardian":
            return cat.guardians().get(entry.name, [])
        if entry.kind == "monster":
            return sorted(cat.monster_groups().get(entry.name, []), key=lambda c: c.health)
        return [cat[entry.name]] if entry.name in cat else []

    def _draw_preview(self, surface: pygame.Surface) -> None:
        if self.hover_entry is not None:
            self.show_cards(surface, self._cards_of(self.hover_entry), "quest")

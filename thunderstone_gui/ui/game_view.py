"""The seam between the table and one game: what a game system's UI gives the shell, and the registry of them.

The shell (`ui/` top level and `ui/scenes/`) runs every game the same way: the window and its scenes, the table's
frame (top bar, players and log panels, action bar), the status line, undo / redo / hint / menu / end turn, the
pass-device cover, drag-and-drop and animations, the computer seats' worker thread, autosave, saving and quitting,
the replay viewer, the shared part of New Game and Game Over. Everything that belongs to one game comes through a
`GameView` subclass in `ui/<game>/` (today `ui/classic/`), found by the game's name (`GameConfig.game`) with
`view_for(name)`; no shell module imports a game's package (tests/ui/test_shell_seam.py).

A `GameView` instance draws one table's play area and knows its places (`regions`, `card_rects`); its class gives
what needs no table (the log's sentences, card art, New Game's panel, the Game Over scores, demo games for the tools).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Generic, Mapping, NamedTuple, Protocol, Sequence, TypeVar

import pygame

from .focus import Spot

if TYPE_CHECKING:
    from ..engine.actions import Action
    from ..engine.config import GameConfig, Seat
    from ..engine.session import Session
    from ..engine.state import GameState
    from .game_log import LogTeller
    from .layout import Frame
    from .match import Match
    from .overlays import ChoicePanel, Overlay
    from .widgets import WidgetGroup

# The game's state class: a game's view takes its own system's states (ClassicView: ClassicState).
S = TypeVar("S", bound="GameState")

# Game name (as recorded in `GameConfig.game`) -> the package of its table (it exposes `VIEW`, its GameView class).
# Imported on first use; the order is the order of New Game's "Game" choice.
GAME_VIEWS: dict[str, str] = {
    "classic": "thunderstone_gui.ui.classic",
    "advance": "thunderstone_gui.ui.advance",
    "quest": "thunderstone_gui.ui.quest",
}

_loaded: dict[str, type[GameView]] = {}


def view_for(game: str) -> type[GameView]:
    """The GameView class of the game called `game` (raises ValueError for a game without a table)."""
    view = _loaded.get(game)
    if view is None:
        if game not in GAME_VIEWS:
            raise ValueError(f"no table for the game {game!r}; known: {', '.join(GAME_VIEWS)}")
        view = importlib.import_module(GAME_VIEWS[game]).VIEW
        _loaded[game] = view
    return view


def game_names() -> tuple[str, ...]:
    """Every game with a table, in the order New Game offers them."""
    return tuple(GAME_VIEWS)


class Region(NamedTuple):
    """A place of the play area a press, a click or a drop can find (drawn this frame)."""

    key: str            # "<kind>:<detail>", e.g. classic's "hand:<iid>", "supply:<stack>", "monster:<rank>", "deck"
    rect: pygame.Rect
    iid: int = -1       # the card under it, if any


class ViewContext(NamedTuple):
    """What the table is drawn from."""

    state: Any                               # the game's state (a GameState subclass)
    obs: Any                                 # what the viewer may see of it: observe(state, viewer)
    viewer: int                              # whose eyes (-1: a spectator)
    hidden: frozenset[int] = frozenset()     # cards in flight: not drawn at their destination yet
    thinking: int = -1                       # the computer seat thinking now
    gains: dict[int, list[object]] | None = None   # recent public gains per seat (names or i18n.Messages)
    interactive: bool = True                 # False in the replay viewer
    warning: str = ""                        # a problem the player must keep seeing (the game is not saved)
    events: Sequence[Any] = ()               # the last decision's events (a view may announce some of them)
    history: Sequence[Any] = ()              # the decisions taken so far (Session.steps: action, seat, revealed)


class GameButton(NamedTuple):
    """One of the game's own buttons on the left of the action bar: pressing it (or its key) takes the first legal
    action of `kind` (classic: Village, Dungeon, Rest)."""

    wid: str            # the widget id (tests and the self-test press it by id)
    label: str
    kind: str           # the action kind it takes
    key: int            # its key (pygame key code)
    key_hint: str       # the key as shown on the button
    width: int          # at the 1600x900 design size


class GameOverSummary(NamedTuple):
    """The game's part of the Game Over screen: a line under the winners (who holds the Thunderstone, why it
    ended), the score table's columns between the names and the totals, each seat's values in those columns, and a
    few facts per player under the table."""

    subtitle: str
    columns: Sequence[str]
    values: Sequence[Sequence[int]]      # per seat, one value per column
    facts: Sequence[str]


class TableHost(Protocol):
    """What the table scene offers a game's view while it handles a gesture (ui/scenes/table.py)."""

    match: Match

    @property
    def state(self) -> Any: ...

    def legal(self) -> list[Action]:
        """The viewer's legal actions now ([] when the decision is someone else's)."""

    def submit(self, action: Action) -> bool:
        """Take a decision (animated, autosaved); False with the reason shown when the engine refuses it."""

    def say(self, text: str, color: tuple[int, int, int] = (236, 232, 220)) -> None:
        """A message in the status line for a few seconds."""

    def show(self, overlay: Overlay | None) -> None:
        """Open an overlay over the table (a card's menu, a pile viewer, a confirmation)."""

    def open_rules(self, topic: str = "") -> None:
        """Open the game's Rules screen at `topic` (a "kw:<key>" anchor of `GameView.rules()`)."""


class SetupPanel:
    """A game's part of the New Game screen: its card set and rule options. The screen keeps the seats, names,
    human/computer levels, undo policy and seed, and asks the panel for the game's config when Start is pressed.

    The panel adds its widgets to the screen's `widgets` (so a player's keys and the self-test reach them by id)
    between the seats' and the shared rule options, in `layout`."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene           # the New Game scene: `app`, `seed`, `say`

    def layout(self, widgets: WidgetGroup, areas: SetupAreas) -> int:
        """Add the panel's widgets for the current window size; return the y where the shared rule options (undo,
        seed) go in the rules column, below the game's own."""
        raise NotImplementedError

    def rule_labels(self) -> list[tuple[str, int]]:
        """The labels of the game's rule options in the rules column: (text, y)."""
        return []

    def draw(self, surface: pygame.Surface) -> None:
        """Under the widgets: the card set column's title and notes, the lists of cards."""

    def draw_over(self, surface: pygame.Surface) -> None:
        """Over the widgets: previews of hovered cards."""

    def handle(self, event: pygame.event.Event) -> bool:
        """A click the panel takes (a list entry); True when it used the event."""
        return False

    def focus_spots(self) -> list[Spot]:
        """What `handle` takes a click on, for the keyboard's ring (its widgets are the screen's already)."""
        return []

    def extra_button(self) -> tuple[str, str, Callable[[], Any], str] | None:
        """A button of the game's own in the screen's bottom row (id, label, action, tooltip; Quest and Advance:
        Printed cards…)."""
        return None

    def config(self, seats: tuple[Seat, ...], undo_policy: str, seed: int) -> GameConfig:
        """The game's config (raises ValueError or pydantic's ValidationError with a sentence for the player)."""
        raise NotImplementedError


class SetupAreas(NamedTuple):
    """Where New Game puts the panel: the card set column, the rules column (from its first row down), the lists
    area under the columns, the screen's scale, a row's height and gap and the widgets' font size."""

    cards: pygame.Rect
    rules: pygame.Rect
    lists: pygame.Rect
    scale: float
    row_h: int
    gap: int
    font_size: int


class GameView(Generic[S]):
    """A game system's table. Subclass it in `ui/<game>/`, expose the class as `VIEW` in that package and register
    the package in `GAME_VIEWS`.

    An instance draws one table's play area (`resize`, `draw_background`, `render`) into the shell's layer, records
    what it drew (`regions`, `card_rects`, `face_up`), and turns gestures into legal actions: `press`, `click`,
    `drops_for`, `drop_target_at`, `key`. The shell draws the frame around it, the drag and its targets, the
    animations, the overlays and the status line."""

    game: ClassVar[str] = ""                 # the game system's name
    title: ClassVar[str] = ""                # how New Game names it (marked with N_: said in the player's language)
    log: ClassVar[LogTeller[Any]]            # the log's sentences for the game's events

    def __init__(self, art: Any) -> None:
        self.art = art                       # this game's card art (`make_art`), shared through the app
        self.layout: Frame
        self.regions: list[Region] = []
        self.card_rects: dict[int, pygame.Rect] = {}     # where each visible card is drawn
        self.face_up: set[int] = set()                   # the cards drawn face up (hover shows them large)

    # ------------------------------------------------------------------------------------------ what needs no table
    @classmethod
    def make_art(cls) -> Any:
        """The game's card faces and backs (cached per card and width): `face(card, width)`, `back(width, kind)`,
        `height(width)`, `clear()`. The app keeps one per game and clears it when the window changes."""
        raise NotImplementedError

    @classmethod
    def setup_panel(cls, scene: Any) -> SetupPanel:
        raise NotImplementedError

    @classmethod
    def game_over(cls, state: S) -> GameOverSummary:
        raise NotImplementedError

    @classmethod
    def rules(cls) -> list[Any]:
        """The Rules screen's document for this game (`ui/document.Block`s, in our own words: `ui/<game>/rules.md`
        read by `document.rules_blocks`; the keywords the hover help explains anchored "kw:<key>"); [] when none is
        written yet."""
        return []

    @classmethod
    def lesson(cls) -> Any:
        """The guided first game of this game (`ui/lesson.Lesson`), or None when it has none yet."""
        return None

    # Whether the game has campaigns: a series of games by the same players (Quest's Campaign Mode).
    has_campaigns: ClassVar[bool] = False

    @classmethod
    def campaigns_scene(cls, app: Any, back: Any) -> Any:
        """The game's Campaign Log screen (a Scene; only when `has_campaigns`)."""
        raise NotImplementedError

    @classmethod
    def after_game(cls, app: Any, match: Any) -> tuple[str, str, Callable[[], Any]] | None:
        """Game Over's first button for a game that goes on elsewhere (a campaign's game: its Guild Recognition
        Phase), in Rematch's place; None for a game of its own."""
        return None

    @classmethod
    def showcase(cls, art: Any, width: int) -> list[list[pygame.Surface | None]]:
        """Card faces for the title screen's two fans (left, right; None leaves a card's place empty)."""
        return []

    @classmethod
    def demo_session(cls, seed: int, actions: int, seats: int = 2, **options: Any) -> Session:
        """A game after `actions` moves chosen by chance from seed `seed` (the snapshot tool, the bench, tests)."""
        raise NotImplementedError

    @classmethod
    def card_help(cls, card: Any) -> list[str]:
        """The help of a card's keywords, traits and terms, a sentence each ("Heading: explanation"): the card pool
        shows them under the card's rules text (its cards come from engine/card_sets.py)."""
        return []

    @classmethod
    def demo_advance(cls, session: Session, steps: int, seed: int = 0,
                     until: Callable[[Any], bool] | None = None) -> Session:
        """Up to `steps` more such moves, stopping early when `until(state)` holds or the game ends."""
        raise NotImplementedError

    @classmethod
    def bench_session(cls) -> Session:
        """The UI bench's position: mid-game, where a card can be dragged onto a target."""
        raise NotImplementedError

    # ------------------------------------------------------------------------------------------ places
    def region_at(self, pos: tuple[int, int], kinds: Sequence[str] | None = None) -> Region | None:
        """The top-most region under `pos` (of one of `kinds`, the part of the key before ':')."""
        for region in reversed(self.regions):
            if region.rect.collidepoint(pos) and (kinds is None or region.key.split(":")[0] in kinds):
                return region
        return None

    def region(self, key: str) -> Region | None:
        return next((r for r in self.regions if r.key == key), None)

    focus_skipped = ("party",)      # regions the keyboard's ring passes over: an area holding other regions

    def focus_spots(self) -> list[Spot]:
        """The play area's places for the keyboard's ring (ui/focus.py): the hand first, then every region in the
        order it was drawn, each with a point where a click finds it (a card half under another: where it shows)."""
        kinds = [r.key.split(":")[0] for r in self.regions]
        focused = tuple(k for k in dict.fromkeys(kinds) if k not in self.focus_skipped)
        spots = []
        for region, kind in zip(self.regions, kinds):
            if kind in self.focus_skipped or region.rect.w <= 0 or region.rect.h <= 0:
                continue
            point = self._point_of(region, focused) or self._point_of(region, (kind,))
            if point is not None:
                spots.append((kind != "hand", Spot(region.key, region.rect, point)))
        return [spot for _, spot in sorted(spots, key=lambda pair: pair[0])]

    def _point_of(self, region: Region, kinds: Sequence[str]) -> tuple[int, int] | None:
        r = region.rect
        for fy in (0.5, 0.15, 0.85, 0.3, 0.7):
            for fx in (0.5, 0.15, 0.85, 0.3, 0.7):
                p = (r.x + int(r.w * fx), r.y + int(r.h * fy))
                if self.region_at(p, kinds) is region:
                    return p
        return None

    def card_under(self, pos: tuple[int, int]) -> int:
        """The top-most face-up card under `pos` (-1: none); a card drawn higher up is on top."""
        for iid, rect in sorted(self.card_rects.items(), key=lambda kv: -kv[1].y):
            if rect.collidepoint(pos) and iid in self.face_up:
                return iid
        return -1

    # ------------------------------------------------------------------------------------------ drawing
    def resize(self, frame: Frame) -> None:
        """Lay the play area out in `frame.main` (and the players panel) for a new window size."""
        raise NotImplementedError

    def draw_background(self, bg: pygame.Surface) -> None:
        """What never changes in the play area (felt, area panels and their labels), drawn once per size."""

    def render(self, layer: pygame.Surface, ctx: ViewContext) -> None:
        """Draw everything of the play area and the players panel that changes with the game; record `regions`,
        `card_rects` and `face_up` (the frame empties them first, and has drawn the top bar)."""
        raise NotImplementedError

    def phase_text(self, ctx: ViewContext) -> str:
        """The top bar's words after "Turn n · name": what is being decided."""
        return ""

    def draw_top_bar(self, surface: pygame.Surface, ctx: ViewContext, right: int) -> None:
        """The game's own facts at the right of the top bar, ending at x = `right` (classic: Gold and Buys)."""

    def seat_rect(self, seat: int) -> pygame.Rect | None:
        """A seat's row in the players panel (a spinner turns there while that computer thinks)."""
        return None

    def status_text(self, state: S) -> tuple[str, tuple[int, int, int]]:
        """The status line while it is the viewer's decision: what can be done now and how, and its colour."""
        return "", (236, 232, 220)

    def draw_highlights(self, surface: pygame.Surface, state: S, legal: Sequence[Action],
                        hint: Action | None) -> None:
        """While the viewer decides and nothing is dragged: what can act now, and the hint's cards."""

    def draw_hover(self, surface: pygame.Surface, state: S, mouse: tuple[int, int]) -> None:
        """What hovering the play area shows (classic: the enlarged card with its help, the battle preview)."""
        iid = self.card_under(mouse)
        if iid >= 0:
            self.draw_enlarged(surface, state.cards[iid], self.card_rects[iid])

    def draw_enlarged(self, surface: pygame.Surface, card: Any, near: pygame.Rect) -> None:
        """The card large with its help texts, beside `near` (also for the cards of viewers and prompt panels)."""
        raise NotImplementedError

    def help_link_at(self, pos: tuple[int, int]) -> str:
        """The keyword of the Rules screen a link of the help drawn now points at under `pos` ("" for none)."""
        return ""

    def hover_spot(self, what: str, n: int = 0) -> pygame.Rect | None:
        """Where the snapshot tool points the mouse: "hand" (the n-th card of the hand shown) or a place of the
        game's own ("rank" n: classic's Hall)."""
        return None

    # ------------------------------------------------------------------------------------------ buttons and keys
    def buttons(self) -> list[GameButton]:
        return []

    def buttons_visible(self, state: S, legal: Sequence[Action]) -> bool:
        return True

    def key(self, host: TableHost, event: pygame.event.Event) -> bool:
        """A key the shell does not use (its own: Ctrl+Z/Y/S, Esc, Enter, H and the buttons' keys)."""
        return False

    def menu_entries(self, host: TableHost) -> list[tuple[str, str, Callable[[], Any]]]:
        """The game's entries of the in-game menu, after Resume: (id, label, callback)."""
        return []

    def banner(self, state: S, turn_events: Sequence[Any], new: Sequence[Any], names: Sequence[str],
               viewer: int) -> tuple[str, str] | None:
        """A result to show over the table for a moment after a decision (classic: a battle's "Victory — Griffon
        gained, +2 XP, +4 VP"): (text, tone: "good" | "bad" | "info"), or None. `new`: the decision's events;
        `turn_events`: every event of the turn so far, `new` included. Only what every player may see."""
        return None

    def reveals(self, events: Sequence[Any]) -> bool:
        """Whether these events show a player's cards to everyone (classic: a party entering the Village or the
        Dungeon): after another player's such decision the table holds a moment, so the cards can be read."""
        return False

    def turn_summary(self, state: S, events: Sequence[Any], seat: int, names: Sequence[str]) -> str:
        """What `seat` did in the turn these events tell, in a sentence of public facts, shown to the player whose
        turn comes next ("" - nothing to tell)."""
        return ""

    def question_before(self, state: S, action: Action) -> tuple[str, str] | None:
        """A question to ask before a game button's action is taken (the question, a sentence saying why), or
        None to take it at once (classic: entering the Dungeon where no battle can be won)."""
        return None

    def left_to_do(self, state: S, legal: Sequence[Action]) -> str:
        """What the player could still do instead of ending the turn, in a sentence for the question that asks
        first ("" to ask in general words)."""
        return ""

    # ------------------------------------------------------------------------------------------ gestures
    def press(self, host: TableHost, pos: tuple[int, int]) -> tuple[Any, pygame.Rect] | None:
        """A press on the play area: what it picks up to drag (a source with the card's `iid`, and where it lies),
        or None - having opened what a press there shows (a pile viewer) when it is not draggable."""
        return None

    def draggables(self) -> list[tuple[Any, pygame.Rect]]:
        """Every drag source drawn now, in drawing order (the snapshot tool and the bench pick one)."""
        return []

    def click(self, host: TableHost, pos: tuple[int, int]) -> None:
        """A press and release without a drag on a draggable card: its actions (the click equivalent of a drag)."""

    def drops_for(self, state: S, legal: Sequence[Action], source: Any) -> dict[Any, Action]:
        """Every place the source may be dropped now, with the legal action each drop takes."""
        return {}

    def drop_target_at(self, pos: tuple[int, int]) -> Any:
        """The drop target under `pos`, or None."""
        return None

    def drop_rect(self, target: Any) -> pygame.Rect | None:
        """Where a drop target lies (it lights up during a drag)."""
        return None

    def drop_label(self, target: Any) -> bool | str:
        """Whether the lit target also says "Drop here" (a pile or an area rather than a card); a text says that
        instead (what the drop also does: "Drop: ends buying")."""
        return False

    def explain_drop(self, state: S, source: Any, target: Any) -> str:
        """Why a drop did nothing, in a few words."""
        return ""

    def drag_image(self, state: S, source: Any, width: int) -> pygame.Surface:
        """What follows the mouse during a drag (`width`: the size the source was drawn at): the card's face by
        default; a game whose drag sources are not all cards face up (a token, a figure, a face-down deck) draws
        its own."""
        return self.art.face(state.cards[source.iid], width)

    def prompt_panel(self, state: S, names: Sequence[str], legal: Sequence[Action],
                     on_choose: Callable[[Action], Any]) -> ChoicePanel | None:
        """The panel of the viewer's prompt: its choices (as cards or buttons), each a legal action. It is an
        overlay that does not block the table, with `rect`, `choices` and `card_at(pos)`."""
        return None

    # ------------------------------------------------------------------------------------------ animation
    def card_place(self, state: S, iid: int) -> tuple[str, int] | None:
        """Where a card is (zone, seat - or any number the game's zones need), None for a card that is nowhere:
        a card whose place changed flies from the old place to the new."""
        try:
            return state.where(iid)
        except KeyError:
            return None

    def zone_rect(self, place: tuple[str, int], state: S, viewer: int) -> pygame.Rect | None:
        """Where a card that is not drawn itself flies from or to (a deck, another player's hand)."""
        return None

    def card_is_public(self, state: S, iid: int, viewer: int) -> bool:
        """Whether the viewer may see the card's face where it is now (a card in flight shows its face or back)."""
        return False

    def flight_image(self, state: S, iid: int, width: int, viewer: int) -> pygame.Surface:
        public = iid in self.face_up or self.card_is_public(state, iid, viewer)
        return self.art.face(state.cards[iid], width) if public else self.art.back(width)



class PackagedView(GameView[S]):
    """A game's view whose class-level parts are modules of its own package (`ui/<game>/`), each imported on first
    use: `setup_panel.<setup_panel_class>` (New Game's panel), `scores.summary` (Game Over), `lesson.lesson`,
    `rules.md` (the Rules screen, its keywords from `strings.KEYWORD_HELP_EN`), `card_art.showcase` (the title's
    fans), `demo.demo_session` and `demo.advance` (games played by chance for the tools)."""

    setup_panel_class: ClassVar[str] = ""
    # The UI bench's position (`bench_session`): the demo game of seed 11 after `bench_moves[0]` moves, then up to
    # `bench_moves[1]` more until `bench_position(state)` holds.
    bench_moves: ClassVar[tuple[int, int]] = (30, 400)

    @staticmethod
    def bench_position(state: Any) -> bool:
        """A decision where a card can be dragged onto a target."""
        raise NotImplementedError

    @classmethod
    def bench_session(cls) -> Session:
        demo = cls.part("demo")
        before, most = cls.bench_moves
        session: Session = demo.advance(demo.demo_session(seed=11, actions=before), most, 11, cls.bench_position)
        return session

    @classmethod
    def part(cls, name: str) -> Any:
        """The module `name` of the game's own package (the package of the class's module)."""
        return importlib.import_module(f"{cls.__module__.rpartition('.')[0]}.{name}")

    @classmethod
    def setup_panel(cls, scene: Any) -> SetupPanel:
        panel: SetupPanel = getattr(cls.part("setup_panel"), cls.setup_panel_class)(scene)
        return panel

    @classmethod
    def game_over(cls, state: S) -> GameOverSummary:
        summary: GameOverSummary = cls.part("scores").summary(state)
        return summary

    @classmethod
    def lesson(cls) -> Any:
        return cls.part("lesson").lesson()

    @classmethod
    def rules(cls) -> list[Any]:
        from .document import rules_blocks

        return rules_blocks(cls.game, cls.keyword_help_en())

    @classmethod
    def keyword_help_en(cls) -> Mapping[str, str]:
        """The game's keywords the Rules screen anchors and the hover help explains, in English."""
        words: Mapping[str, str] = cls.part("strings").KEYWORD_HELP_EN
        return words

    @classmethod
    def showcase(cls, art: Any, width: int) -> list[list[pygame.Surface | None]]:
        fans: list[list[pygame.Surface | None]] = cls.part("card_art").showcase(art, width)
        return fans

    @classmethod
    def demo_session(cls, seed: int, actions: int, seats: int = 2, **options: Any) -> Session:
        session: Session = cls.part("demo").demo_session(seed, actions, seats, **options)
        return session

    @classmethod
    def demo_advance(cls, session: Session, steps: int, seed: int = 0,
                     until: Callable[[Any], bool] | None = None) -> Session:
        advanced: Session = cls.part("demo").advance(session, steps, seed, until)
        return advanced

"""The table of a game played in a Dungeon Hall of ranks (the original game, Thunderstone Advance): its play area drawn
from a game state as one seat sees it, and its gestures. `ClassicView` and `AdvanceView` subclass `HallView` and add
only their own parts (the original game's Disease and XP, Advance's Darkness, Prepare, React and Curses).

`render(layer, ctx)` draws everything of the Hall, the Village, the player's area and the players panel that only
changes when the game changes (cards, piles, counts, previews) into the table's layer and records the click/drop
regions; the shell (ui/table_frame.py, ui/scenes/table.py) blits that layer each frame and draws only what moves
(hover, drag, highlights, animations). Only what `observe(state, viewer)` shows is drawn: other players' hands are
backs and counts.

Region keys: "hand:<iid>", "supply:<stack>", "monster:<rank>", "discard", "deck", the destroyed pile ("trash",
"out"), "stack:<line>", "party", "opponent:<seat>", "rank_info:<rank>", "dungeon", "viewer_hand", and the game's own.
"""

from __future__ import annotations

from typing import Any, Callable, ClassVar, Iterable, NamedTuple, Sequence

import pygame

from ...engine.actions import Action
from .. import icons, marks, theme
from ..anim import Place
from ..game_view import PackagedView, Region, S, TableHost, ViewContext
from ..layout import Frame, card_size_for_height, frame_layout, hand_slots
from ..overlays import ChoicePanel
from ..table_parts import seat_rows
from . import viewers
from .input import DragSource, DropTarget, drag_source
from .layout import HallLayout, HallShape, play_area

CLICKED = ("hand", "supply", "monster")


class HallWords(NamedTuple):
    """The keys of the game's sentences (`HallView.tr`) for the pile viewers."""

    deck: str                 # your deck, its order hidden
    deck_note: str            # under the deck's cards ("" for none)
    unseen: str               # another player's deck and hand (not seen) and discard pile
    your_hand: str            # your hand while another player's party is shown
    your_hand_link: str       # the link to it above the hand area


class HallStyle(NamedTuple):
    """The sizes (at the 1600x900 design) the game draws its players panel and stats panel with."""

    name_size: int            # a seat's name
    name_top: int
    kind_top: int             # "Human" / "Computer — level"
    facts_size: int           # "Hand 6 · Deck 2 · Discard 4"
    badge_size: int           # XP and VP
    badges_fit: bool          # leave the badges out of a row too short for them
    stats_top: int
    stats_size: int           # the stats panel's XP, VP, Gold
    stats_step: int
    lines_size: int           # its counts below
    lines_fit: bool           # leave out the counts that do not fit
    chip_size: int            # a monster's trait chip: its height
    chip_gap: int
    chip_label: int           # its words' size
    chip_pad: int             # the room after its words
    chip_fit: bool            # the words shrink to the room of a row (else the chip is cut at the right)
    chip_bottom: int          # the room under the chips
    chip_lock: theme.Color | None = None   # the colour of a chip that says when it can be fought (else as any)


def owned_vp(state: Any, obs: Any, seat: int) -> int:
    """VP of everything a seat owns, from public information (discard, unseen multiset, revealed hand)."""
    view = obs.seats[seat]
    cat = state.catalogue
    total = sum(state.cards[i].vp for i in view.discard)
    total += sum(cat[cid].vp * n for cid, n in view.unseen if cid in cat)
    if view.hand is not None:
        total += sum(state.cards[i].vp for i in view.hand)
    return total


class HallView(PackagedView[S]):
    """A Hall game's table. A subclass names its shape, words and style, its sentences (`tr`), its drops and prompt
    panel, and draws its own parts: the rank's info panel, its badges, the hand, the Village's own slots."""

    shape: ClassVar[HallShape]
    words: ClassVar[HallWords]
    style: ClassVar[HallStyle]
    basic_stacks: ClassVar[tuple[str, ...]]              # the first stacks of the Village, in order
    destroyed_pile: ClassVar[str]                        # the drop target, region and slot of destroyed cards
    pressed_own_kinds: ClassVar[tuple[str, ...]] = ()    # the game's own region kinds a press finds
    zone_slots: ClassVar[dict[str, str]] = {}            # engine zones drawn at a supply slot of their own
    hidden_zones: ClassVar[tuple[str, ...]] = ("deck", "dungeon")
    labels_stay_inside = False                           # a label above a card is never wider than the play area
    merge_alike_actions = False                          # a card's menu shows identical entries once

    def __init__(self, art: Any) -> None:
        super().__init__(art)
        # The game's own functions come from the modules of its package by name (as PackagedView's parts): its
        # sentences, a prompt's title and panel, the drops of a drag and why a drop did nothing.
        strings, prompts, drops = self.part("strings"), self.part("prompts"), self.part("input")
        self.tr: Callable[..., str] = strings.tr
        self.prompt_title: Callable[[Any, Sequence[str]], str] = prompts.prompt_title
        self.prompt_panel_class: Callable[..., ChoicePanel] = prompts.PromptPanel
        self.drops_of: Callable[[Any, Iterable[Action], DragSource], dict[DropTarget, Action]] = drops.drops_for
        self.why_not: Callable[[Any, DragSource, DropTarget], str] = drops.explain_drop
        self.pressed = ("hand", "supply", "monster", "deck", "discard", self.destroyed_pile, "opponent", "viewer_hand",
                        "dungeon", *self.pressed_own_kinds)
        self.frame: Frame | None = None
        self.layout: HallLayout = self.compute(1600, 900)
        self.previews: dict[int, Any] = {}
        self.party_is_viewer = True  # whether the hand area shows the viewer's own hand
        self.drawn: Any = None       # the state last drawn
        self.drag_targets: set[DropTarget] = set()  # where the card being dragged may go (the last drops_for)
        self.drag_drops: dict[DropTarget, Action] = {}

    @staticmethod
    def bench_position(state: Any) -> bool:
        # A Village decision: supply cards can be dragged onto the discard pile.
        return bool(state.pending.kind == "village" and state.turn.buys_left > 0)

    @classmethod
    def compute(cls, width: int, height: int, ranks: int = 3) -> HallLayout:
        """The layout of this game's table in a window of that size, with `ranks` ranks."""
        return play_area(frame_layout(width, height), cls.shape, ranks)

    # ------------------------------------------------------------------------------------------ sizes
    def resize(self, frame: Frame) -> None:
        self.frame = frame
        self.layout = play_area(frame, self.shape, self.layout.rank_count)

    def draw_background(self, bg: pygame.Surface) -> None:
        L = self.layout
        pygame.draw.rect(bg, theme.FELT, L.main.inflate(L.pad * 2, L.pad * 2))
        for area, label in ((L.hall, self.hall_label()), (L.village, self.tr("village")), (L.you, "")):
            pygame.draw.rect(bg, theme.FELT_DARK, area.inflate(L.pad, L.pad // 2), border_radius=L.px(10))
            if label:
                theme.draw_text(bg, label.upper(), (area.right - L.px(6), area.y + L.px(1)), L.font(13),
                                theme.TEXT_DIM, "bold", "topright")

    def hall_label(self) -> str:
        return self.tr("hall_area")

    # ------------------------------------------------------------------------------------------ layer
    def render(self, layer: pygame.Surface, ctx: ViewContext) -> None:
        state = ctx.state
        if len(state.hall) != self.layout.rank_count and self.frame is not None:
            # The Hall's ranks follow the board's side (the first render of a table tells it; the felt is the same).
            self.layout = play_area(self.frame, self.shape, len(state.hall))
        self.drawn = state
        self.before_render(ctx)
        self._hall(layer, ctx)
        self._village(layer, ctx)
        self._you(layer, ctx)
        self._players(layer, ctx)

    def before_render(self, ctx: ViewContext) -> None:
        """What the game works out from the state before drawing it."""

    def _card(self, surface: pygame.Surface, iid: int, rect: pygame.Rect, ctx: ViewContext, face_up: bool = True,
              key: str = "", kind: str = "party") -> None:
        if iid in ctx.hidden:
            return
        if face_up:
            img = self.art.face(ctx.state.cards[iid], rect.w)
            self.face_up.add(iid)
        else:
            img = self.art.back(rect.w, kind)
        theme.blit(surface, img, rect)
        self.card_rects[iid] = rect
        if key:
            self.regions.append(Region(key, rect, iid))

    def _label_above(self, surface: pygame.Surface, rect: pygame.Rect, text: str,
                     color: theme.Color = theme.TEXT_DIM) -> None:
        L = self.layout
        room = rect.w + L.px(20)
        if self.labels_stay_inside:
            # A little wider than its card, but never past the edge of the play area (the first stack of a row).
            room = min(room, 2 * min(rect.centerx, surface.get_width() - rect.centerx))
        theme.draw_text(surface, text, (rect.centerx, rect.y - L.px(2)), L.font(12), color, "cond_bold", "midbottom",
                        max_width=room)

    def _empty_slot(self, surface: pygame.Surface, rect: pygame.Rect, label: str) -> None:
        L = self.layout
        pygame.draw.rect(surface, theme.mix(theme.FELT_DARK, theme.BG, 0.3), rect, border_radius=L.px(8))
        pygame.draw.rect(surface, (70, 96, 86), rect, max(1, L.px(2)), border_radius=L.px(8))
        if label:
            lines = theme.fonts().wrap(label, "cond", L.font(12), rect.w - 8)
            y = rect.centery - len(lines) * L.font(12) // 2
            for line in lines:
                theme.draw_text(surface, line, (rect.centerx, y), L.font(12), theme.TEXT_DIM, "cond", "midtop")
                y += L.font(12) + 2

    def _face_down_pile(self, surface: pygame.Surface, rect: pygame.Rect, label: str, size: int, back: str,
                        key: str) -> None:
        """A pile drawn face down (a deck) with its label and count."""
        self._label_above(surface, rect, label)
        if size:
            surface.blit(self.art.back(rect.w, back) if back else self.art.back(rect.w), rect)
        else:
            self._empty_slot(surface, rect, self.tr("empty_pile"))
        self._pile_count(surface, rect, size)
        self.regions.append(Region(key, rect))

    def _face_up_pile(self, surface: pygame.Surface, rect: pygame.Rect, label: str, pile: Sequence[int], key: str,
                      ctx: ViewContext) -> None:
        """A pile with its top card face up (a discard pile, the destroyed cards), its label and count."""
        self._label_above(surface, rect, label)
        if pile:
            self._card(surface, pile[-1], rect, ctx, True)
        else:
            self._empty_slot(surface, rect, self.tr("empty_pile"))
        self._pile_badge(surface, rect, pile, ctx.state)
        self.regions.append(Region(key, rect, pile[-1] if pile else -1))

    def _pile_count(self, surface: pygame.Surface, rect: pygame.Rect, size: int) -> None:
        """The count on a face-down pile."""
        raise NotImplementedError

    def _pile_badge(self, surface: pygame.Surface, rect: pygame.Rect, pile: Sequence[int], state: Any) -> None:
        """The count on a face-up pile."""
        raise NotImplementedError

    # ------------------------------------------------------------------------------------------ top bar
    def phase_text(self, ctx: ViewContext) -> str:
        state = ctx.state
        pending = state.pending
        phase = {"turn": self.tr("choose_action"), "village": self.tr("in_village"),
                 "dungeon": self.tr("in_dungeon")}.get(pending.kind, "")
        if pending.kind == "prompt":
            names = [s.name for s in state.config.seats]
            if pending.seat == ctx.viewer:
                phase = self.prompt_title(state, names)
            else:
                phase = self.tr("waiting_for", name=names[pending.seat])
        return phase

    def draw_top_bar(self, surface: pygame.Surface, ctx: ViewContext, right: int) -> None:
        L = self.layout
        state = ctx.state
        if state.result is not None:
            return
        y = L.top_bar.centery
        if state.turn.action == "village":
            r = theme.draw_text(surface, self.buys_text(state.turn.buys_left), (right, y), L.font(16), theme.TEXT,
                                "bold", "midright")
            r = theme.draw_text(surface, str(self.gold(state)), (r.x - L.px(18), y), L.font(18), theme.ACCENT, "bold",
                                "midright")
            coin = icons.icon("gold", L.font(20))
            theme.place(surface, coin, coin.get_rect(midright=(r.x - L.px(4), y)), "gold_icon")
        else:
            self.draw_top_bar_more(surface, state, right, y)

    def buys_text(self, n: int) -> str:
        raise NotImplementedError

    def gold(self, state: Any) -> int:
        """The Gold the active player has to spend now."""
        raise NotImplementedError

    def draw_top_bar_more(self, surface: pygame.Surface, state: Any, right: int, y: int) -> None:
        """The game's facts at the right of the top bar outside the Village."""

    # ------------------------------------------------------------------------------------------ hall
    def _hall(self, surface: pygame.Surface, ctx: ViewContext) -> None:
        L = self.layout
        state, obs = ctx.state, ctx.obs
        self._face_down_pile(surface, L.dungeon_deck, self.tr("dungeon_deck"), obs.dungeon_size, "dungeon", "dungeon")
        self.previews = {}
        basis = self.preview_basis(ctx)
        for rank in range(1, len(state.hall) + 1):
            rect = L.ranks[rank - 1]
            info = L.rank_info[rank - 1]
            iid = obs.hall[rank - 1]
            self._label_above(surface, rect, self.rank_label(state, rank), theme.TEXT)
            if iid < 0:
                self._empty_slot(surface, rect, "")
                continue
            card = state.cards[iid]
            self._card(surface, iid, rect, ctx, True, f"monster:{rank}")
            if iid in ctx.hidden:
                continue
            self.mark_monster(surface, rect, card)
            bd = self.preview(basis, rank, card) if basis is not None else None
            if bd is not None:
                self.previews[rank] = bd
            self._rank_info(surface, info, rank, card, bd, state)
            self.regions.append(Region(f"rank_info:{rank}", info, iid))

    def rank_label(self, state: Any, rank: int) -> str:
        return self.tr("rank", n=rank)

    def preview_basis(self, ctx: ViewContext) -> Any:
        """The state the battle previews are worked out on now (None: no previews)."""
        state = ctx.state
        shown = (ctx.viewer >= 0 and state.active == ctx.viewer and state.result is None
                 and state.pending.kind in ("turn", "dungeon"))
        return state if shown else None

    def preview(self, basis: Any, rank: int, card: Any) -> Any:
        """The battle preview against the monster of `rank` (None: none)."""
        raise NotImplementedError

    def _monster_title(self, surface: pygame.Surface, name: str, group: str, x: int, y: int, width: int,
                       size: int) -> str:
        """The monster's name and, dimmer after it, its group: the card's colour says the group, and this says it
        in words (docs/ui.md, "Colour-blind safe"). Returns the group's words when they did not fit after the name
        (`_monster_group_below` puts them at the right of the next row), else ""."""
        drawn = theme.draw_text(surface, name, (x, y), size, theme.TEXT, "cond_bold", max_width=width)
        words = "· " + group if group else ""
        if words and self._group_fits(words, x + width - drawn.right - self.layout.px(6), size):
            theme.draw_text(surface, words, (drawn.right + self.layout.px(6), drawn.bottom), size - 1,
                            theme.TEXT_DIM, "cond", "bottomleft", max_width=x + width - drawn.right)
            return ""
        return group

    def _monster_group_below(self, surface: pygame.Surface, group: str, row: pygame.Rect, x: int, right: int,
                             size: int) -> int:
        """A group that did not fit after the name: right-aligned on the row below when it is not in the way of
        what that row says (`row`: what is drawn there), else on a row of its own under it (a long German group
        such as "Ritter der Verdammnis - Humanoid"). Returns how far that row of its own moves what follows down."""
        if not group:
            return 0
        room = right - row.right - self.layout.px(8)
        if self._group_fits(group, room, size):
            theme.draw_text(surface, group, (right, row.centery), size - 1, theme.TEXT_DIM, "cond", "midright",
                            max_width=room)
            return 0
        drawn = theme.draw_text(surface, group, (x, row.bottom + self.layout.px(4)), size - 1, theme.TEXT_DIM,
                                "cond", max_width=right - x)
        return drawn.h + self.layout.px(2)

    @staticmethod
    def _group_fits(words: str, room: int, size: int) -> bool:
        """Whether `words` fit in `room` pixels a little smaller than `size`, and never below 8 px."""
        f = theme.fonts()
        smallest = max(8, size - 3)
        fitted = f.fit(words, "cond", max(smallest, size - 1), room, min_size=smallest)
        return room > 0 and f.get("cond", fitted).size(words)[0] <= room

    def _trait_chips(self, surface: pygame.Surface, card: Any, x: int, y: int, right: int, rows: int = 2) -> int:
        """The monster's traits as chips (icon + a few words) in up to `rows` rows; what does not fit shows as "+n"
        (the hover help lists them all). Returns the y below the chips."""
        traits = self.chip_traits(card)
        if not traits:
            return y
        L = self.layout
        st = self.style
        size = L.font(st.chip_size)
        f = theme.fonts()
        gap = L.px(st.chip_gap)
        left, row = x, 0
        more_room = L.px(16) if st.chip_fit else 0
        right -= more_room              # room for the "+n" of the traits that do not fit
        for k, trait in enumerate(traits):
            label_size = L.font(st.chip_label)
            if st.chip_fit:
                label_size = f.fit(trait.label, "cond_bold", label_size, right - left - size - L.px(9))
            label = f.render(trait.label, "cond_bold", label_size, theme.TEXT)
            w = size + L.px(3) + label.get_width() + L.px(st.chip_pad)
            if x > left and x + w > right:
                row += 1
                x, y = left, y + size + gap
            if row >= rows:
                theme.draw_text(surface, f"+{len(traits) - k}", (right + more_room, y - gap), L.font(st.chip_label),
                                theme.ACCENT, "cond_bold", "bottomright")
                return y
            chip = pygame.Rect(x, y, min(w, right - x), size)
            colour = st.chip_lock if st.chip_lock is not None and trait.icon == "lock" else (62, 36, 34)
            pygame.draw.rect(surface, colour, chip, border_radius=size // 2)
            pygame.draw.rect(surface, (130, 76, 64), chip, 1, border_radius=size // 2)
            theme.place(surface, icons.marked(trait.icon, size - L.px(2), trait.mark), (x + L.px(1), y + L.px(1)),
                        f"{trait.icon}_trait_icon")
            where = label.get_rect(midleft=(x + size + L.px(3), chip.centery))
            surface.blit(label, where)
            theme.note_text(surface, trait.label, where, chip)
            x += w + gap
        return y + size + L.px(st.chip_bottom)

    def chip_traits(self, card: Any) -> list[Any]:
        """The monster's traits its chips show (`card_help.Trait`s)."""
        raise NotImplementedError

    def mark_monster(self, surface: pygame.Surface, rect: pygame.Rect, card: Any) -> None:
        """What the game marks on a monster of the Hall."""

    def _rank_info(self, surface: pygame.Surface, rect: pygame.Rect, rank: int, card: Any, bd: Any,
                   state: Any) -> None:
        """The panel beside a monster: what its rank asks, its traits, the battle preview."""
        raise NotImplementedError

    # ------------------------------------------------------------------------------------------ village
    def _village(self, surface: pygame.Surface, ctx: ViewContext) -> None:
        state, obs = ctx.state, ctx.obs
        supply = dict(obs.supply)
        slots = self.layout.supply_slots
        for k, stack in enumerate(self.basic_stacks):
            self._stack(surface, slots[f"basic:{k}"], stack, supply.get(stack, ()), ctx)
        for k, line in enumerate(state.config.card_set.hero_lines[:4]):
            self._stack(surface, slots[f"hero:{k}"], line, supply.get(line, ()), ctx, hero=True)
        for k, card_id in enumerate(state.config.card_set.village[:8]):
            self._stack(surface, slots[f"village:{k}"], card_id, supply.get(card_id, ()), ctx)
        self._village_own(surface, ctx, supply)

    def _village_own(self, surface: pygame.Surface, ctx: ViewContext, supply: dict[str, Sequence[int]]) -> None:
        """The game's own slots of the Village (the destroyed pile among them)."""
        raise NotImplementedError

    def _stack(self, surface: pygame.Surface, rect: pygame.Rect, stack: str, pile: Sequence[int], ctx: ViewContext,
               hero: bool = False) -> None:
        state = ctx.state
        self._label_above(surface, rect, self.stack_name(state, stack, hero))
        if not pile:
            self._empty_slot(surface, rect, self.tr("sold_out"))
            if hero:
                self.regions.append(Region(f"stack:{stack}", rect))
            return
        top = pile[-1]
        self._card(surface, top, rect, ctx, True, f"supply:{stack}")
        if hero:
            self.regions.append(Region(f"stack:{stack}", rect, top))
            self._hero_levels(surface, rect, state, pile)
        else:
            self._stack_count(surface, rect, len(pile), state.cards[top])

    def stack_name(self, state: Any, stack: str, hero: bool) -> str:
        """A Village stack's name in the player's language."""
        raise NotImplementedError

    def _hero_levels(self, surface: pygame.Surface, rect: pygame.Rect, state: Any, pile: Sequence[int]) -> None:
        """A hero stack's cards left by level."""
        raise NotImplementedError

    def _stack_count(self, surface: pygame.Surface, rect: pygame.Rect, n: int, top: Any) -> None:
        raise NotImplementedError

    # ------------------------------------------------------------------------------------------ you
    def _you(self, surface: pygame.Surface, ctx: ViewContext) -> None:
        L = self.layout
        state, obs = ctx.state, ctx.obs
        viewer = ctx.viewer
        names = [s.name for s in state.config.seats]
        active_view = obs.seats[state.active]
        # Whose cards the hand area shows: the viewer's hand, or the active player's revealed party.
        show_seat = viewer
        if viewer < 0 or (state.active != viewer and active_view.hand is not None
                          and not self.keeps_own_hand(state, viewer)):
            show_seat = state.active
        self.party_is_viewer = show_seat == viewer
        view = obs.seats[show_seat]
        revealed = state.turn.action in ("village", "dungeon") and show_seat == state.active
        theme.draw_text(surface, self.hand_label(names[show_seat], revealed).upper(),
                        (L.you.x + L.px(4), L.you.y + L.px(1)), L.font(13), theme.SEAT_COLORS[show_seat % 5], "bold")
        self._face_down_pile(surface, L.deck_pile, self.tr("deck"), view.deck_size, "", "deck")
        self._face_up_pile(surface, L.discard_pile, self.tr("discard"), view.discard, "discard", ctx)
        self.regions.append(Region("party", L.hand_area))
        area = self._hand_area(surface, ctx)
        if view.hand is None:
            hw, hh = L.hand_card
            for r in hand_slots(area, view.hand_size, hw, hh, L.px(10)):
                surface.blit(self.art.back(hw), r)
        else:
            self._hand(surface, ctx, list(view.hand), show_seat, area)
        if not self.party_is_viewer and viewer >= 0:
            mine = obs.seats[viewer]
            theme.draw_text(surface, self.tr(self.words.your_hand_link, n=mine.hand_size),
                            (L.hand_area.right, L.you.y + L.px(1)), L.font(13), theme.TEXT_DIM, "cond", "topright")
            r = pygame.Rect(0, 0, L.px(260), L.font(16))
            r.topright = (L.hand_area.right, L.you.y)
            self.regions.append(Region("viewer_hand", r))
        self._stats(surface, ctx, show_seat)

    def keeps_own_hand(self, state: Any, viewer: int) -> bool:
        """Whether the hand area keeps the viewer's own hand while another player's party is revealed."""
        return False

    def hand_label(self, name: str, revealed: bool) -> str:
        raise NotImplementedError

    def _hand_area(self, surface: pygame.Surface, ctx: ViewContext) -> pygame.Rect:
        """Where the hand's cards go (the game may take a part of the hand area first)."""
        return self.layout.hand_area

    def _hand(self, surface: pygame.Surface, ctx: ViewContext, hand: list[int], seat: int,
              area: pygame.Rect) -> None:
        L = self.layout
        state = ctx.state
        turn = state.turn
        active_party = seat == state.active and turn.action in ("village", "dungeon")
        equips = turn.equips if active_party else {}
        # Weapons equipped to a Hero are drawn tucked behind it, not as cards of their own.
        units = [i for i in hand if i not in equips]
        strengths: dict[int, int] = {}
        if active_party and turn.action == "dungeon" and state.result is None:
            strengths = self.hero_strengths(state)     # with the Battle's Strength penalty once the battle has begun
        carried: dict[int, list[int]] = {}
        for weapon, hero in equips.items():
            carried.setdefault(hero, []).append(weapon)
        most = max((len([w for w in ws if w not in ctx.hidden]) for ws in carried.values()), default=0)
        (hw, hh), step = self.hand_card(area, most)
        rects = hand_slots(area, len(units), hw, hh, L.px(10))
        for k, (iid, rect) in enumerate(zip(units, rects)):
            weapons = [w for w in carried.get(iid, ()) if w not in ctx.hidden]
            for n, weapon in enumerate(reversed(weapons)):
                self._card(surface, weapon, rect.move(0, -step * (len(weapons) - n)), ctx, True, f"hand:{weapon}")
            self._card(surface, iid, rect, ctx, True, f"hand:{iid}")
            if iid in ctx.hidden:
                continue
            if seat == ctx.viewer and k < 9:
                theme.draw_text(surface, str(k + 1), (rect.centerx, rect.bottom + L.px(1)), L.font(12), theme.TEXT_DIM,
                                "bold", "midtop")
            self._hand_badges(surface, rect, state, iid, strengths.get(iid), active_party)

    @staticmethod
    def hero_strengths(state: Any) -> dict[int, int]:
        """Each Hero's Strength in the battle being prepared."""
        raise NotImplementedError

    @staticmethod
    def header_bottom(width: int) -> int:
        """Where the game's card face's name band ends, `width` wide (a card tucked behind another shows that much)."""
        raise NotImplementedError

    def hand_card(self, area: pygame.Rect, most: int) -> tuple[tuple[int, int], int]:
        """The hand's card size when a Hero carries up to `most` Weapons, and how far each Weapon peeks out above the
        one before: by its name band, the hand's cards getting smaller to make that room inside the hand area
        (nothing covers the label above it)."""
        hw, hh = self.layout.hand_card
        if not most:
            return (hw, hh), 0
        hw, hh = card_size_for_height(max(round(hh * 0.55), hh - self.header_bottom(hw) * most))
        return (hw, hh), min(self.header_bottom(hw), (area.h - hh) // most)

    def _hand_badges(self, surface: pygame.Surface, rect: pygame.Rect, state: Any, iid: int, strength: int | None,
                     active_party: bool) -> None:
        """What the game marks on a card of the hand (`strength`: the Hero's in the battle, if it has one)."""

    def _stats(self, surface: pygame.Surface, ctx: ViewContext, seat: int) -> None:
        L = self.layout
        st = self.style
        area = L.stats_area
        theme.panel(surface, area, (26, 34, 34), (60, 80, 74), L.px(8))
        x, y = area.x + L.px(10), area.y + L.px(st.stats_top)
        size = L.font(st.stats_size)
        for name, text in self.stat_rows(ctx, seat):
            icons.badge(surface, name, text, (x, y), size, theme.TEXT)
            y += size + L.px(st.stats_step)
        line = L.font(st.lines_size)
        for text in self.stat_lines(ctx, seat):
            if st.lines_fit and y + line > area.bottom - L.px(2):
                break
            theme.draw_text(surface, text, (x, y), line, theme.TEXT_DIM, "cond")
            y += line + L.px(3)

    def stat_rows(self, ctx: ViewContext, seat: int) -> list[tuple[str, str]]:
        """The stats panel's badges: (icon, text)."""
        raise NotImplementedError

    def stat_lines(self, ctx: ViewContext, seat: int) -> list[str]:
        """The stats panel's counts under its badges."""
        view = ctx.obs.seats[seat]
        return [self.tr("deck_count", n=view.deck_size), self.tr("discard_count", n=len(view.discard))]

    # ------------------------------------------------------------------------------------------ players panel
    def _players(self, surface: pygame.Surface, ctx: ViewContext) -> None:
        L = self.layout
        st = self.style
        state, obs = ctx.state, ctx.obs
        rows = seat_rows(surface, L, self.tr("opponents"), state, 88)
        for seat, (view, r) in enumerate(zip(obs.seats, rows)):
            theme.draw_text(surface, self.seat_name(ctx, seat, view.name), (r.x + L.px(12), r.y + L.px(st.name_top)),
                            L.font(st.name_size), theme.TEXT, "bold", max_width=r.w - L.px(110))
            theme.draw_text(surface, self.seat_label(state, seat), (r.right - L.px(8), r.y + L.px(st.kind_top)),
                            L.font(11), theme.TEXT_DIM, "cond", "topright")
            y = r.y + L.px(st.name_top) + L.font(st.name_size) + L.px(3)
            theme.draw_text(surface, " · ".join(self.seat_facts(ctx, seat)), (r.x + L.px(12), y),
                            L.font(st.facts_size), theme.TEXT_DIM, "cond", max_width=r.w - L.px(20))
            y += L.font(st.facts_size) + L.px(3)
            badge = L.font(st.badge_size)
            if st.badges_fit and y + badge > r.bottom:
                self.regions.append(Region(f"opponent:{seat}", r))
                continue
            b = icons.badge(surface, "xp", str(view.xp), (r.x + L.px(12), y), badge, theme.TEXT)
            icons.badge(surface, "vp", str(owned_vp(state, obs, seat)), (b.right + L.px(12), y), badge, theme.TEXT)
            gains = (ctx.gains or {}).get(seat, [])
            if gains and y + badge + L.font(11) + L.px(4) < r.bottom:
                # One line, ending in "…" when the names are too long (the log names every card gained).
                line = pygame.Rect(r.x + L.px(12), y + badge + L.px(3), r.w - L.px(20),
                                   theme.fonts().get("cond", L.font(11)).get_linesize())
                theme.text_box(surface, self.tr("gained", cards=", ".join(str(g) for g in gains[-3:])), line,
                               L.font(11), theme.TEXT_DIM, "cond", lines=1, excerpt=True)
            self.regions.append(Region(f"opponent:{seat}", r))

    def seat_name(self, ctx: ViewContext, seat: int, name: str) -> str:
        raise NotImplementedError

    def seat_label(self, state: Any, seat: int) -> str:
        """"Human" or "Computer — level"."""
        raise NotImplementedError

    def seat_facts(self, ctx: ViewContext, seat: int) -> list[str]:
        """A seat's counts in the players panel."""
        view = ctx.obs.seats[seat]
        return [self.tr("hand_count", n=view.hand_size), self.tr("deck_count", n=view.deck_size),
                self.tr("discard_count", n=len(view.discard))]

    def seat_rect(self, seat: int) -> pygame.Rect | None:
        region = self.region(f"opponent:{seat}")
        return region.rect if region is not None else None

    # ------------------------------------------------------------------------------------------ what moves
    def draw_hover(self, surface: pygame.Surface, state: Any, mouse: tuple[int, int]) -> None:
        region = self.region_at(mouse, ("rank_info",))
        if region is not None:
            bd = self.previews.get(int(region.key.split(":")[1]))
            if bd is not None:
                self.draw_breakdown(surface, state, bd, region.rect)
            else:
                self.hover_rank_info(surface, state, region)
            return
        super().draw_hover(surface, state, mouse)

    def hover_rank_info(self, surface: pygame.Surface, state: Any, region: Region) -> None:
        """Hovering a rank's info panel when it shows no battle preview."""

    def draw_breakdown(self, surface: pygame.Surface, state: Any, bd: Any, near: pygame.Rect) -> None:
        """The battle preview in full, beside `near`."""
        raise NotImplementedError

    def hover_spot(self, what: str, n: int = 0) -> pygame.Rect | None:
        if what == "hand":
            hand = self.hand_regions()
            return hand[n].rect if n < len(hand) else None
        key = {"rank": f"monster:{n}", "preview": f"rank_info:{n}"}.get(what)
        region = self.region(key) if key is not None else None
        return region.rect if region is not None else None

    def hand_regions(self, state: Any = None) -> list[Region]:
        """The hand's cards left to right (Weapons tucked behind a Hero left out): number keys 1-9 pick them."""
        state = state or self.drawn
        regions = [r for r in self.regions if r.key.startswith("hand:")]
        equipped = set(state.turn.equips) if state is not None else set()
        return sorted((r for r in regions if r.iid not in equipped), key=lambda r: r.rect.x)

    def draw_highlights(self, surface: pygame.Surface, state: Any, legal: Sequence[Action],
                        hint: Action | None) -> None:
        L = self.layout
        w = max(2, L.px(3))
        # Cards that can do something now glow softly; the ranks that can be attacked are outlined.
        usable: set[int] = set()
        ranks: set[int] = set()
        for a in legal:
            if a.kind == "attack":
                ranks.add(a.rank)
            elif a.card >= 0 and a.kind != "choose":
                usable.add(a.card)
        equipped = state.turn.equips
        for iid, rect in self.card_rects.items():
            if iid in usable and iid not in equipped:
                glow = theme.mix(theme.HIGHLIGHT, theme.FELT, 0.35)
                pygame.draw.rect(surface, glow, rect.inflate(w * 2, w * 2), w, border_radius=L.px(10))
                marks.ring_mark(surface, rect.inflate(w * 2, w * 2), "act", glow, L.px(8))
        for rank in ranks:
            if rank <= len(L.ranks):
                pygame.draw.rect(surface, theme.BAD, L.ranks[rank - 1].inflate(w * 2, w * 2), w,
                                 border_radius=L.px(10))
                marks.ring_mark(surface, L.ranks[rank - 1].inflate(w * 2, w * 2), "act", theme.BAD, L.px(8))
        if hint is not None:
            for iid in (hint.card, hint.target):
                spot = self.card_rects.get(iid)
                if spot is not None:
                    pygame.draw.rect(surface, theme.INFO, spot.inflate(w * 4, w * 4), w + 1, border_radius=L.px(12))
                    marks.ring_mark(surface, spot.inflate(w * 4, w * 4), "hint", theme.INFO, L.px(9))
            if hint.rank and hint.rank <= len(L.ranks):
                pygame.draw.rect(surface, theme.INFO, L.ranks[hint.rank - 1].inflate(w * 4, w * 4), w + 1,
                                 border_radius=L.px(12))
                marks.ring_mark(surface, L.ranks[hint.rank - 1].inflate(w * 4, w * 4), "hint", theme.INFO, L.px(9))

    # ------------------------------------------------------------------------------------------ buttons and keys
    def buttons_visible(self, state: Any, legal: Sequence[Action]) -> bool:
        return state.pending.kind == "turn" or not legal

    def key(self, host: TableHost, event: pygame.event.Event) -> bool:
        if pygame.K_1 <= event.key <= pygame.K_9:
            hands = self.hand_regions(host.state)
            index = event.key - pygame.K_1
            if index < len(hands) and self.party_is_viewer:
                viewers.open_card_menu(self, host, hands[index])
            return True
        return False

    def menu_entries(self, host: TableHost) -> list[tuple[str, str, Callable[[], Any]]]:
        end_game = next((a for a in host.legal() if a.kind == "end_game"), None) if host.match.my_decision() else None
        if end_game is None:
            return []
        return [("end_game", self.tr("end_game_impasse"), lambda: viewers.confirm_end_game(self, host, end_game))]

    # ------------------------------------------------------------------------------------------ card menus, viewers
    def action_label(self, host: TableHost, a: Action) -> str:
        """An action as a card's menu names it."""
        raise NotImplementedError

    def nothing_with(self, card_name: str) -> str:
        """What a click on a card that can do nothing now says."""
        raise NotImplementedError

    def in_discard(self, count: str) -> str:
        """A count of another player's discard pile in their pile viewer ("×2 (discard)")."""
        raise NotImplementedError

    def own_pile(self, state: Any, obs: Any, kind: str) -> tuple[str, list[tuple[Any, str]]] | None:
        """The title and entries of the viewer of one of the game's own piles (a press on its region), or None."""
        return None

    # ------------------------------------------------------------------------------------------ gestures
    def press(self, host: TableHost, pos: tuple[int, int]) -> tuple[DragSource, pygame.Rect] | None:
        region = self.region_at(pos, self.pressed)
        if region is None or self.pressed_own(host, region):
            return None
        source = drag_source(region.key, region.iid)
        if source is not None:
            return source, region.rect
        viewers.open_viewer(self, host, region.key.split(":")[0], region)
        return None

    def pressed_own(self, host: TableHost, region: Region) -> bool:
        """A press on one of the game's own places (True: it was taken)."""
        return False

    def draggables(self) -> list[tuple[DragSource, pygame.Rect]]:
        out = []
        for region in self.regions:
            source = drag_source(region.key, region.iid)
            if source is not None:
                out.append((source, region.rect))
        return out

    def click(self, host: TableHost, pos: tuple[int, int]) -> None:
        clicked = self.region_at(pos, CLICKED)
        if clicked is not None:
            viewers.open_card_menu(self, host, clicked)

    def drops_for(self, state: Any, legal: Sequence[Action], source: DragSource) -> dict[DropTarget, Action]:
        drops = self.drops_of(state, legal, source)
        if drops != self.drag_drops:
            self.drag_drops = drops
            self.new_drag()
        self.drag_targets = set(drops)
        return drops

    def new_drag(self) -> None:
        """The drops changed: what the game noted of the last drag's targets is stale."""

    def drop_target_at(self, pos: tuple[int, int]) -> DropTarget | None:
        """The target under `pos`. Places overlap (a card of the party lies in the party's area): the one the card
        being dragged may go to wins (its targets: the last `drops_for`), else the top-most."""
        found = self.targets_at(pos)
        return next((t for t in found if t in self.drag_targets), found[0] if found else None)

    def targets_at(self, pos: tuple[int, int]) -> list[DropTarget]:
        """Every drop target under `pos`, the top-most first."""
        L = self.layout
        found = []
        if L.discard_pile.collidepoint(pos) and self.party_is_viewer:
            found.append(DropTarget("discard"))
        if L.deck_pile.collidepoint(pos) and self.party_is_viewer:
            found.append(DropTarget("deck"))
        if L.supply_slots[self.destroyed_pile].collidepoint(pos):
            found.append(DropTarget(self.destroyed_pile))
        region = self.region_at(pos, ("hand", "stack"))
        if region is not None:
            kind, _, rest = region.key.partition(":")
            found.append(DropTarget("card", region.iid) if kind == "hand" else DropTarget("stack", stack=rest))
        if L.hand_area.collidepoint(pos):
            found.append(DropTarget("party"))
        return found

    def drop_rect(self, target: DropTarget) -> pygame.Rect | None:
        L = self.layout
        if target.kind == "discard":
            return L.discard_pile
        if target.kind == "deck":
            return L.deck_pile
        if target.kind == self.destroyed_pile:
            return L.supply_slots[self.destroyed_pile]
        if target.kind == "party":
            return L.hand_area
        if target.kind == "card":
            return self.card_rects.get(target.iid)
        if target.kind == "stack":
            region = self.region(f"stack:{target.stack}")
            return region.rect if region else None
        return None

    def drop_label(self, target: DropTarget) -> bool | str:
        return target.kind in ("discard", "deck", self.destroyed_pile, "party", "stack")

    def explain_drop(self, state: Any, source: DragSource, target: DropTarget) -> str:
        return self.why_not(state, source, target)

    def prompt_panel(self, state: Any, names: Sequence[str], legal: Sequence[Action],
                     on_choose: Callable[[Action], Any]) -> ChoicePanel | None:
        panel: ChoicePanel = self.prompt_panel_class(self.layout, self.art, state, names, legal, on_choose)
        return panel

    # ------------------------------------------------------------------------------------------ animation
    def card_place(self, state: Any, iid: int) -> Place | None:
        """Where a card is, with the rank for a monster in the Hall (the table draws each rank apart)."""
        place = super().card_place(state, iid)
        if place is not None and place[0] == "hall":
            return "hall", state.hall.index(iid) + 1
        return place

    def zone_rect(self, place: Place, state: Any, viewer: int) -> pygame.Rect | None:
        L = self.layout
        zone, n = place
        slot = self.destroyed_pile if zone == self.destroyed_pile else self.zone_slots.get(zone)
        if slot is not None:
            return L.supply_slots[slot]
        shown = viewer if self.party_is_viewer else state.active
        if zone in ("deck", "discard", "hand"):
            if n == shown:
                return {"deck": L.deck_pile, "discard": L.discard_pile, "hand": L.hand_area}[zone]
            region = self.region(f"opponent:{n}")
            return region.rect.inflate(-region.rect.w // 2, 0) if region else None
        if zone.startswith("supply:"):
            region = self.region(f"supply:{zone[7:]}") or self.region(f"stack:{zone[7:]}")
            return region.rect if region else None
        if zone == "hall":
            return L.ranks[n - 1] if n <= len(L.ranks) else None
        if zone == "dungeon":
            return L.dungeon_deck
        return None

    def card_is_public(self, state: Any, iid: int, viewer: int) -> bool:
        where = self.card_place(state, iid)
        if where is None:
            return False
        zone, seat = where
        if zone == "hand":
            return seat == viewer or self.hand_is_public(state, seat)
        return zone not in self.hidden_zones

    def hand_is_public(self, state: Any, seat: int) -> bool:
        """Whether a player's hand is shown to everyone now."""
        return False

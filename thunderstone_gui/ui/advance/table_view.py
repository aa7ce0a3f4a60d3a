"""Thunderstone Advance's table: its play area drawn from a game state as one seat sees it, and its gestures.

`AdvanceView.render(layer, ctx)` draws the Hall (3 or 4 ranks, the side of the board), the Village, the player's
area and the players panel into the table's layer and records the click/drop regions; the shell (ui/table_frame.py,
ui/scenes/table.py) blits that layer each frame and draws only what moves (hover, drag, highlights, animations).
Only what `observe(state, viewer)` shows is drawn: other players' hands are backs and counts.

Beside each monster: its rank's Darkness and its traits, and - while the viewer chooses the turn's action or prepares
the battle - the battle preview (`breakdown`): Physical + Magic Attack - Curses - Darkness left against its Health,
WIN or LOSE, or why it cannot be fought; hovering the panel shows every card's part. The Bearer and the Guardians
are marked; the news box tells what the last decision set off (a Raid, a Breach, a Global effect, a battle's
Aftermath, a React).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from ...engine.actions import Action
from ...engine.game import apply, legal_actions
from ...i18n import N_, _, card_name, card_text, engine_text
from ...systems.advance.battle import Breakdown, breakdown, hero_strengths
from ...systems.advance.observe import Observation
from ...systems.advance.rules.abilities import gold_available
from ...systems.advance.state import AdvanceState
from .. import icons, theme
from ..anim import Place
from ..game_view import GameButton, PackagedView, Region, TableHost, ViewContext
from ..hall_parts import HallViewParts
from ..layout import Frame, hand_slots
from ..overlays import ChoicePanel
from . import viewers
from .card_art import AdvanceCardArt
from .card_help import help_entries, monster_traits
from .input import DragSource, DropTarget, drag_source
from .input import drops_for as drops_of
from .input import explain_drop as why_not
from .layout import AdvanceLayout, compute, play_area
from .log import TELLER, announcements, tag_label
from .prompts import PromptPanel, prompt_title
from .strings import tr

BASIC_STACKS = ("regular", "longspear", "torch")
# What a press on the table finds (hero stacks are also drop targets, "stack:<line>"; for a press, the card on top
# counts) and what a click opens a card's menu on.
PRESSED = ("hand", "supply", "monster", "deck", "discard", "out", "opponent", "viewer_hand", "curses", "horde",
           "dungeon", "prepared")
CLICKED = ("hand", "supply", "monster")
# Region keys: "hand:<iid>", "supply:<stack>", "monster:<rank>", "discard", "deck", "out", "stack:<line>", "party",
# "opponent:<seat>", "rank_info:<rank>", "dungeon", "curses", "horde", "bearer", "viewer_hand",
# "prepared:<index>:<earlier|later|back>".
TAG_COLORS = {"Raid": (178, 74, 40), "Breach": (188, 52, 52), "Global": (120, 70, 160), "Aftermath": (150, 96, 40),
              "Battle": (150, 96, 40), "Victory": (60, 140, 70), "Defeat": (170, 60, 56), "React": (40, 120, 150),
              "Bearer": (36, 150, 176), "Guardian": (36, 150, 176), "Horde": (90, 66, 112)}


def seat_label(state: AdvanceState, seat: int) -> str:
    s = state.config.seats[seat]
    return tr("human") if s.kind == "human" else tr("computer", level=s.ai_level or "?")


def owned_vp(state: AdvanceState, obs: Observation, seat: int) -> int:
    """VP of everything a seat owns, from public information (discard, unseen multiset, revealed hand)."""
    view = obs.seats[seat]
    cat = state.catalogue
    total = sum(state.cards[i].vp for i in view.discard)
    total += sum(cat[cid].vp * n for cid, n in view.unseen if cid in cat)
    if view.hand is not None:
        total += sum(state.cards[i].vp for i in view.hand)
    return total


def owned_curses(state: AdvanceState, obs: Observation, seat: int) -> int:
    view = obs.seats[seat]
    cat = state.catalogue
    total = sum(1 for i in view.discard if state.cards[i].is_curse)
    total += sum(n for cid, n in view.unseen if cid in cat and cat[cid].is_curse)
    if view.hand is not None:
        total += sum(1 for i in view.hand if state.cards[i].is_curse)
    return total


def armed(state: AdvanceState) -> AdvanceState | None:
    """A copy of the state as if the active player entered the Dungeon now and gave each Weapon to the Hero that
    gains most from it (the preview before the turn's choice); None when that cannot be worked out."""
    trial = state.clone()
    try:
        if trial.pending.kind == "turn":
            apply(trial, Action("enter_dungeon"))
        for _ in range(12):
            if trial.pending.kind != "dungeon":
                break
            equips = [a for a in legal_actions(trial) if a.kind == "equip"]
            if not equips:
                break
            apply(trial, max(equips, key=lambda a: _equip_gain(trial, a)))
    except ValueError:
        return None
    return trial if trial.pending.kind == "dungeon" else None


def _equip_gain(state: AdvanceState, action: Action) -> tuple[int, int]:
    weapon = state.cards[action.card]
    return (weapon.attack + weapon.magic_attack + weapon.light + weapon.ranged_attack,
            -state.cards[action.target].strength)


def prepared_cards(state: AdvanceState, history: Sequence[Any]) -> list[int]:
    """The cards put back on the deck so far in the Prepare being decided, in order (the last one drawn first)."""
    if state.pending.kind != "prompt" or state.pending.prompt != "prepare":
        return []
    out: list[int] = []
    for step in reversed(history):
        action = step.action
        if action.kind == "prepare":
            break
        if action.kind != "choose" or action.card < 0 or step.seat != state.active:
            return []
        out.append(action.card)
    return list(reversed(out))


class AdvanceView(HallViewParts, PackagedView[AdvanceState]):
    """Thunderstone Advance: Towers of Ruin (both sides of the board)."""

    game = "advance"
    title = N_("Thunderstone Advance")
    log = TELLER
    setup_panel_class = "AdvanceSetupPanel"

    def __init__(self, art: AdvanceCardArt) -> None:
        super().__init__(art)
        self.frame: Frame | None = None
        self.layout: AdvanceLayout = compute(1600, 900)
        self.previews: dict[int, Breakdown] = {}
        self.preview_hypothetical = False
        self.party_is_viewer = True     # whether the hand area shows the viewer's own hand
        self.drawn: AdvanceState | None = None
        self.prepared: list[int] = []

    # ------------------------------------------------------------------------------------------ what needs no table
    @classmethod
    def make_art(cls) -> AdvanceCardArt:
        return AdvanceCardArt()

    @classmethod
    def bench_session(cls) -> Any:
        from .demo import advance, demo_session

        session = demo_session(seed=11, actions=30)
        return advance(session, 400, 11, lambda s: s.pending.kind == "village" and s.turn.buys_left > 0)

    # ------------------------------------------------------------------------------------------ sizes
    def resize(self, frame: Frame) -> None:
        self.frame = frame
        self.layout = play_area(frame, self.layout.rank_count)

    def _fit_ranks(self, state: AdvanceState) -> None:
        """The Hall's ranks follow the board's side (the first render of a table tells it)."""
        if len(state.hall) != self.layout.rank_count and self.frame is not None:
            self.layout = play_area(self.frame, len(state.hall))

    def draw_background(self, bg: pygame.Surface) -> None:
        L = self.layout
        pygame.draw.rect(bg, theme.FELT, L.main.inflate(L.pad * 2, L.pad * 2))
        for area, label in ((L.hall, _("Dungeon Hall")), (L.village, tr("village")), (L.you, "")):
            pygame.draw.rect(bg, theme.FELT_DARK, area.inflate(L.pad, L.pad // 2), border_radius=L.px(10))
            if label:
                theme.draw_text(bg, label.upper(), (area.right - L.px(6), area.y + L.px(1)), L.font(13),
                                theme.TEXT_DIM, "bold", "topright")

    # ------------------------------------------------------------------------------------------ layer
    def render(self, layer: pygame.Surface, ctx: ViewContext) -> None:
        state = ctx.state
        if len(state.hall) != self.layout.rank_count:
            self._fit_ranks(state)        # the other side of the board (the felt behind is the same)
        self.drawn = state
        self.prepared = prepared_cards(state, ctx.history) if ctx.viewer == state.pending.seat else []
        self._hall(layer, ctx)
        self._village(layer, ctx)
        self._news(layer, ctx)
        self._you(layer, ctx)
        self._players(layer, ctx)

    def _card(self, surface: pygame.Surface, iid: int, rect: pygame.Rect, ctx: ViewContext, face_up: bool = True,
              key: str = "", kind: str = "party") -> None:
        if iid in ctx.hidden:
            return
        if face_up:
            img = self.art.face(ctx.state.cards[iid], rect.w)
            self.face_up.add(iid)
        else:
            img = self.art.back(rect.w, kind)
        surface.blit(img, rect)
        self.card_rects[iid] = rect
        if key:
            self.regions.append(Region(key, rect, iid))

    def _badge(self, surface: pygame.Surface, rect: pygame.Rect, text: str, where: str = "bottomright",
               color: theme.Color = (20, 20, 24)) -> pygame.Rect:
        L = self.layout
        img = theme.fonts().render(text, "bold", L.font(13), theme.TEXT)
        pill = img.get_rect().inflate(L.px(10), L.px(4))
        if where == "bottomright":
            pill.bottomright = (rect.right - L.px(3), rect.bottom - L.px(3))
        elif where == "topright":
            pill.topright = (rect.right - L.px(3), rect.y + L.px(3))
        elif where == "topleft":
            pill.topleft = (rect.x + L.px(3), rect.y + L.px(3))
        else:
            pill.center = rect.center
        pygame.draw.rect(surface, color, pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, theme.PANEL_EDGE, pill, 1, border_radius=pill.h // 2)
        surface.blit(img, img.get_rect(center=pill.center))
        return pill

    def _label_above(self, surface: pygame.Surface, rect: pygame.Rect, text: str,
                     color: theme.Color = theme.TEXT_DIM) -> None:
        L = self.layout
        # A little wider than its card, but never past the edge of the play area (the first stack of a row).
        room = min(rect.w + L.px(20), 2 * min(rect.centerx, surface.get_width() - rect.centerx))
        theme.draw_text(surface, text, (rect.centerx, rect.y - L.px(2)), L.font(12), color, "cond_bold", "midbottom",
                        max_width=room)

    # ------------------------------------------------------------------------------------------ top bar
    def phase_text(self, ctx: ViewContext) -> str:
        state = ctx.state
        pending = state.pending
        phase = {"turn": tr("choose_action"), "village": tr("in_village"), "dungeon": tr("in_dungeon")}.get(
            pending.kind, "")
        if pending.kind == "prompt":
            names = [s.name for s in state.config.seats]
            if pending.seat == ctx.viewer:
                phase = prompt_title(state, names)
            else:
                phase = tr("waiting_for", name=names[pending.seat])
        return phase

    def draw_top_bar(self, surface: pygame.Surface, ctx: ViewContext, right: int) -> None:
        L = self.layout
        state = ctx.state
        if state.result is not None:
            return
        y = L.top_bar.centery
        x = right
        if state.turn.action == "village":
            r = theme.draw_text(surface, f"{tr('buys')} {state.turn.buys_left}", (x, y), L.font(16), theme.TEXT,
                                "bold", "midright")
            x = r.x - L.px(18)
            r = theme.draw_text(surface, str(gold_available(state)), (x, y), L.font(18), theme.ACCENT, "bold",
                                "midright")
            coin = icons.icon("gold", L.font(20))
            surface.blit(coin, coin.get_rect(midright=(r.x - L.px(4), y)))
        elif state.turn.action == "dungeon":
            rank = next((r for r in range(1, len(state.hall) + 1) if state.hall[r - 1] >= 0), 0)
            bd = breakdown(state, rank) if rank else None
            if bd is not None:
                r = theme.draw_text(surface, tr("light_party", n=bd.light), (x, y), L.font(16), theme.LIGHT_COLOR,
                                    "bold", "midright")
                light = icons.icon("light", L.font(20))
                surface.blit(light, light.get_rect(midright=(r.x - L.px(4), y)))

    # ------------------------------------------------------------------------------------------ hall
    def _hall(self, surface: pygame.Surface, ctx: ViewContext) -> None:
        L = self.layout
        state, obs = ctx.state, ctx.obs
        deck = L.dungeon_deck
        self._label_above(surface, deck, tr("dungeon_deck"))
        if obs.dungeon_size:
            surface.blit(self.art.back(deck.w, "dungeon"), deck)
        else:
            self._empty_slot(surface, deck, tr("empty_pile"))
        self._badge(surface, deck, str(obs.dungeon_size))
        self.regions.append(Region("dungeon", deck))
        self.previews = {}
        show_preview = (ctx.viewer >= 0 and state.active == ctx.viewer and state.result is None
                        and (state.pending.kind in ("turn", "dungeon") or (state.pending.kind == "prompt"
                                                                           and state.turn.action == "dungeon"
                                                                           and state.turn.step == "prep")))
        basis: AdvanceState | None = None
        self.preview_hypothetical = False
        if show_preview:
            if state.turn.action == "dungeon":
                basis = state
            elif state.pending.kind == "turn":
                basis = armed(state)
                self.preview_hypothetical = True
        for rank in range(1, len(state.hall) + 1):
            rect = L.ranks[rank - 1]
            info = L.rank_info[rank - 1]
            iid = obs.hall[rank - 1]
            darkness = state.darkness[rank - 1]
            self._label_above(surface, rect, f"{tr('rank', n=rank)} · {tr('darkness_rank', n=darkness)}", theme.TEXT)
            if iid < 0:
                self._empty_slot(surface, rect, "")
                continue
            card = state.cards[iid]
            self._card(surface, iid, rect, ctx, True, f"monster:{rank}")
            if iid in ctx.hidden:
                continue
            if card.is_bearer or card.is_guardian:
                self._badge(surface, rect.inflate(0, 0), tr("bearer_tag") if card.is_bearer else tr("guardian"),
                            "topleft", (20, 96, 116))
            bd = breakdown(basis, rank) if basis is not None else None
            if bd is not None:
                self.previews[rank] = bd
            self._rank_info(surface, info, rank, card, bd, darkness)
            self.regions.append(Region(f"rank_info:{rank}", info, iid))

    def _rank_info(self, surface: pygame.Surface, rect: pygame.Rect, rank: int, card: Any, bd: Breakdown | None,
                   darkness: int) -> None:
        L = self.layout
        theme.panel(surface, rect, (26, 34, 34), (60, 80, 74), L.px(8))
        x, y = rect.x + L.px(7), rect.y + L.px(5)
        width = rect.w - L.px(14)
        f = theme.fonts()
        theme.draw_text(surface, card_name(card.name), (x, y), L.font(14), theme.TEXT, "cond_bold", max_width=width)
        y += L.font(14) + L.px(5)
        light = icons.icon("light", L.font(15))
        surface.blit(light, (x, y))
        total_dark = darkness + card.darkness_trait
        text = tr("darkness_rank", n=total_dark) + (f" (+{card.darkness_trait})" if card.darkness_trait else "")
        theme.draw_text(surface, text, (x + light.get_width() + L.px(4), y + L.px(1)), L.font(12), theme.LIGHT_COLOR,
                        "cond", max_width=width - light.get_width() - L.px(4))
        y += L.font(15) + L.px(5)
        y = self._trait_chips(surface, card, x, y, rect.right - L.px(7), rows=2 if bd is None else 1)
        if bd is None:
            # No preview now: the monster's effects, readable without hovering.
            for line in f.wrap(card_text(card.text), "cond", L.font(11), width):
                if y + L.font(11) > rect.bottom - L.px(4):
                    break
                theme.draw_text(surface, line, (x, y), L.font(11), theme.TEXT_DIM, "cond")
                y += L.font(11) + L.px(2)
            return
        if not bd.can_attack:
            theme.draw_text(surface, tr("cannot_fight"), (x, y), L.font(13), theme.BAD, "bold", max_width=width)
            y += L.font(13) + L.px(3)
            for line in f.wrap(engine_text(bd.reason), "cond", L.font(11), width)[:3]:
                theme.draw_text(surface, line, (x, y), L.font(11), theme.TEXT_DIM, "cond")
                y += L.font(11) + L.px(2)
            return
        curses = _(" − Curses {n}").format(n=bd.penalty) if bd.penalty else ""
        summary = tr("preview_sum", p=bd.physical, m=bd.magic, curses=curses, d=bd.net_darkness)
        theme.draw_text(surface, summary, (x, y), L.font(11), theme.TEXT_DIM, "cond", max_width=width)
        y += L.font(11) + L.px(4)
        total = tr("preview_total", total=bd.total, health=bd.health)
        r = theme.draw_text(surface, total, (x, y), L.font(16), theme.TEXT, "bold", max_width=width // 2 + L.px(20))
        chip_text = tr("preview_win") if bd.victory else tr("preview_lose")
        img = f.render(chip_text, "bold", L.font(13), (255, 255, 255))
        chip = img.get_rect().inflate(L.px(12), L.px(4))
        chip.midleft = (r.right + L.px(6), r.centery)
        if chip.right > rect.right - L.px(4):
            chip.topleft = (x, r.bottom + L.px(3))
        pygame.draw.rect(surface, theme.GOOD if bd.victory else theme.BAD, chip, border_radius=chip.h // 2)
        surface.blit(img, img.get_rect(center=chip.center))
        y = max(r.bottom, chip.bottom) + L.px(3)
        note = next((n for n in bd.notes if "cannot be defeated" in n), "")
        if note:
            theme.draw_text(surface, tr("cannot_defeat"), (x, y), L.font(11), theme.BAD, "cond", max_width=width)
        elif self.preview_hypothetical and y + L.font(10) < rect.bottom:
            theme.draw_text(surface, tr("preview_if_enter"), (x, y), L.font(10), theme.TEXT_DIM, "cond",
                            max_width=width)

    def _trait_chips(self, surface: pygame.Surface, card: Any, x: int, y: int, right: int, rows: int = 2) -> int:
        """The monster's traits as chips (icon + a few words) in up to `rows` rows; what does not fit shows as "+n"
        (the hover help lists them all). Returns the y below the chips."""
        traits = monster_traits(card)
        if not traits:
            return y
        L = self.layout
        size = L.font(16)
        f = theme.fonts()
        gap = L.px(3)
        left, row = x, 0
        right -= L.px(16)              # room for the "+n" of the traits that do not fit
        for k, trait in enumerate(traits):
            room = right - left - size - L.px(9)
            label = f.render(trait.label, "cond_bold", f.fit(trait.label, "cond_bold", L.font(11), room), theme.TEXT)
            w = size + L.px(3) + label.get_width() + L.px(6)
            if x > left and x + w > right:
                row += 1
                x, y = left, y + size + gap
            if row >= rows:
                more = f.render(f"+{len(traits) - k}", "cond_bold", L.font(11), theme.ACCENT)
                surface.blit(more, more.get_rect(bottomright=(right + L.px(16), y - gap)))
                return y
            chip = pygame.Rect(x, y, min(w, right - x), size)
            colour = (30, 80, 96) if trait.icon == "lock" else (62, 36, 34)
            pygame.draw.rect(surface, colour, chip, border_radius=size // 2)
            pygame.draw.rect(surface, (130, 76, 64), chip, 1, border_radius=size // 2)
            surface.blit(icons.marked(trait.icon, size - L.px(2), trait.mark), (x + L.px(1), y + L.px(1)))
            surface.blit(label, label.get_rect(midleft=(x + size + L.px(3), chip.centery)))
            x += w + gap
        return y + size + L.px(5)

    # ------------------------------------------------------------------------------------------ village
    def _village(self, surface: pygame.Surface, ctx: ViewContext) -> None:
        L = self.layout
        state, obs = ctx.state, ctx.obs
        supply = dict(obs.supply)
        slots = L.supply_slots
        for k, stack in enumerate(BASIC_STACKS):
            self._stack(surface, slots[f"basic:{k}"], stack, supply.get(stack, ()), ctx)
        for k, line in enumerate(state.config.card_set.hero_lines[:4]):
            self._stack(surface, slots[f"hero:{k}"], line, supply.get(line, ()), ctx, hero=True)
        for k, card_id in enumerate(state.config.card_set.village[:8]):
            self._stack(surface, slots[f"village:{k}"], card_id, supply.get(card_id, ()), ctx)
        # The Curse deck: face down, its count.
        rect = slots["curses"]
        self._label_above(surface, rect, tr("curse_deck"))
        if obs.curses_size:
            surface.blit(self.art.back(rect.w, "curse"), rect)
        else:
            self._empty_slot(surface, rect, tr("empty_pile"))
        self._badge(surface, rect, str(obs.curses_size), "center", (70, 30, 84))
        self.regions.append(Region("curses", rect))
        self._bearer(surface, slots["bearer"], ctx)
        # The Horde Deck, face up (when a Horde group is in the game).
        rect = slots["horde"]
        if obs.horde or any(state.catalogue.groups[g].horde for g in state.config.card_set.monster_groups
                            if g in state.catalogue.groups):
            self._label_above(surface, rect, tr("horde_deck"))
            if obs.horde:
                self._card(surface, obs.horde[-1], rect, ctx, True)
            else:
                self._empty_slot(surface, rect, tr("empty_pile"))
            self._badge(surface, rect, str(len(obs.horde)))
            self.regions.append(Region("horde", rect, obs.horde[-1] if obs.horde else -1))
        # The cards out of the game.
        rect = slots["out"]
        self._label_above(surface, rect, tr("out"))
        if obs.out:
            self._card(surface, obs.out[-1], rect, ctx, True)
        else:
            self._empty_slot(surface, rect, tr("empty_pile"))
        self._badge(surface, rect, str(len(obs.out)))
        self.regions.append(Region("out", rect, obs.out[-1] if obs.out else -1))

    def _bearer(self, surface: pygame.Surface, rect: pygame.Rect, ctx: ViewContext) -> None:
        """The Thunderstone Bearer of this game and where it is (it is public which Bearer the game has)."""
        state = ctx.state
        L = self.layout
        self._label_above(surface, rect, tr("bearer_slot"), theme.ACCENT)
        iid = state.bearer
        card = state.cards[iid]
        surface.blit(self.art.face(card, rect.w), rect)
        self.card_rects.setdefault(iid, rect)
        self.face_up.add(iid)
        names = [s.name for s in state.config.seats]
        if iid in state.hall:
            where = tr("bearer_in_rank", n=state.hall.index(iid) + 1)
        elif any(iid in p.owned() for p in state.players):
            owner = next(s for s, p in enumerate(state.players) if iid in p.owned())
            where = tr("bearer_taken", name=names[owner])
        else:
            where = tr("bearer_in_dungeon")
        lines = theme.fonts().wrap(where, "cond_bold", L.font(11), rect.w - L.px(6))
        box = pygame.Rect(rect.x, rect.bottom - len(lines) * (L.font(11) + 1) - L.px(6), rect.w,
                          len(lines) * (L.font(11) + 1) + L.px(6))
        veil = pygame.Surface(box.size, pygame.SRCALPHA)
        veil.fill((10, 30, 36, 215))
        surface.blit(veil, box)
        y = box.y + L.px(3)
        for line in lines:
            theme.draw_text(surface, line, (rect.centerx, y), L.font(11), theme.TEXT, "cond_bold", "midtop")
            y += L.font(11) + 1
        self.regions.append(Region("bearer", rect, iid))

    def _stack(self, surface: pygame.Surface, rect: pygame.Rect, stack: str, pile: Sequence[int], ctx: ViewContext,
               hero: bool = False) -> None:
        L = self.layout
        state = ctx.state
        cat = state.catalogue
        name = card_name(cat.lines[stack].name if hero and stack in cat.lines else
                         (cat[stack].name if stack in cat else stack))
        self._label_above(surface, rect, name)
        if not pile:
            self._empty_slot(surface, rect, tr("sold_out"))
            if hero:
                self.regions.append(Region(f"stack:{stack}", rect))
            return
        top = pile[-1]
        self._card(surface, top, rect, ctx, True, f"supply:{stack}")
        if hero:
            self.regions.append(Region(f"stack:{stack}", rect, top))
            text = viewers.stack_levels(state, pile)
            img = theme.fonts().render(text, "cond_bold", L.font(11), theme.TEXT)
            pill = img.get_rect().inflate(L.px(8), L.px(4))
            pill.midbottom = (rect.centerx, rect.bottom - L.px(3))
            pygame.draw.rect(surface, (20, 20, 24), pill, border_radius=pill.h // 2)
            surface.blit(img, img.get_rect(center=pill.center))
        else:
            self._badge(surface, rect, f"×{len(pile)}")

    # ------------------------------------------------------------------------------------------ news
    def _news(self, surface: pygame.Surface, ctx: ViewContext) -> None:
        """What the last decision set off, tagged (Raid, Breach, Global, Aftermath...)."""
        L = self.layout
        box = L.news
        if box.w < L.px(60):
            return
        items = announcements(ctx.state, ctx.events, [s.name for s in ctx.state.config.seats]) if ctx.events else []
        if not items:
            return
        theme.panel(surface, box, (28, 24, 30), theme.ACCENT, L.px(8))
        f = theme.fonts()
        x, y = box.x + L.px(6), box.y + L.px(5)
        width = box.w - L.px(12)
        size = L.font(11)
        line_h = f.get("cond", size).get_linesize()
        for tag, text in items:
            label = f.render(tag_label(tag).upper(), "cond_bold", size, (255, 255, 255))
            pill = label.get_rect().inflate(L.px(8), L.px(2))
            pill.topleft = (x, y)
            if pill.bottom > box.bottom - L.px(3):
                break
            pygame.draw.rect(surface, TAG_COLORS.get(tag, (80, 80, 90)), pill, border_radius=pill.h // 2)
            surface.blit(label, label.get_rect(center=pill.center))
            first = f.wrap(text, "cond", size, width - pill.w - L.px(4))
            rest = f.wrap(" ".join(first[1:]), "cond", size, width - L.px(6)) if len(first) > 1 else []
            lines = first[:1] + rest
            ty = y
            for k, line in enumerate(lines):
                last_row = ty + 2 * line_h > box.bottom - L.px(3)
                if last_row and k < len(lines) - 1:
                    line = line.rstrip(".,;:") + " …"      # the log has the whole sentence
                lx = pill.right + L.px(4) if k == 0 else x + L.px(6)
                surface.blit(f.render(line, "cond", size, theme.TEXT), (lx, ty))
                ty += line_h
                if last_row:
                    break
            y = max(ty, pill.bottom) + L.px(3)
            if y + line_h > box.bottom:
                break

    # ------------------------------------------------------------------------------------------ you
    def _you(self, surface: pygame.Surface, ctx: ViewContext) -> None:
        L = self.layout
        state, obs = ctx.state, ctx.obs
        viewer = ctx.viewer
        names = [s.name for s in state.config.seats]
        active_view = obs.seats[state.active]
        # Whose cards the hand area shows: the viewer's hand (always while the viewer answers a prompt of their
        # own: a React, a discard), or the active player's revealed party.
        show_seat = viewer
        deciding = state.pending.seat == viewer and state.pending.kind == "prompt"
        if viewer < 0 or (state.active != viewer and active_view.hand is not None and not deciding):
            show_seat = state.active
        self.party_is_viewer = show_seat == viewer
        view = obs.seats[show_seat]
        revealed = state.turn.action in ("village", "dungeon") and show_seat == state.active
        label = f"{names[show_seat]} — " + (tr("party_revealed") if revealed else tr("hand"))
        theme.draw_text(surface, label.upper(), (L.you.x + L.px(4), L.you.y + L.px(1)), L.font(13),
                        theme.SEAT_COLORS[show_seat % 5], "bold")
        deck = L.deck_pile
        self._label_above(surface, deck, tr("deck"))
        if view.deck_size:
            surface.blit(self.art.back(deck.w), deck)
        else:
            self._empty_slot(surface, deck, tr("empty_pile"))
        self._badge(surface, deck, str(view.deck_size))
        self.regions.append(Region("deck", deck))
        disc = L.discard_pile
        self._label_above(surface, disc, tr("discard"))
        if view.discard:
            self._card(surface, view.discard[-1], disc, ctx, True)
        else:
            self._empty_slot(surface, disc, tr("empty_pile"))
        self._badge(surface, disc, str(len(view.discard)))
        self.regions.append(Region("discard", disc, view.discard[-1] if view.discard else -1))
        self.regions.append(Region("party", L.hand_area))
        area = L.hand_area
        if self.prepared and self.party_is_viewer:
            area = self._prepared_strip(surface, ctx)
        if view.hand is None:
            hw, hh = L.hand_card
            for r in hand_slots(area, view.hand_size, hw, hh, L.px(10)):
                surface.blit(self.art.back(hw), r)
        else:
            self._hand(surface, ctx, list(view.hand), show_seat, area)
        if not self.party_is_viewer and viewer >= 0:
            mine = obs.seats[viewer]
            theme.draw_text(surface, tr("your_hand_link", n=mine.hand_size), (L.hand_area.right, L.you.y + L.px(1)),
                            L.font(13), theme.TEXT_DIM, "cond", "topright")
            r = pygame.Rect(0, 0, L.px(260), L.font(16))
            r.topright = (L.hand_area.right, L.you.y)
            self.regions.append(Region("viewer_hand", r))
        self._stats(surface, ctx, show_seat)

    def _prepared_strip(self, surface: pygame.Surface, ctx: ViewContext) -> pygame.Rect:
        """The cards put back on the deck in this Prepare, in order (1 = drawn first), each with buttons to move it
        earlier or later or to take it back. Returns the hand area that is left."""
        L = self.layout
        area = L.hand_area
        order = list(reversed(self.prepared))       # the last put back is drawn first
        cw, ch = round(L.hand_card[0] * 0.62), round(L.hand_card[1] * 0.62)
        gap = L.px(6)
        strip = pygame.Rect(area.x, area.y, len(order) * (cw + gap) + L.px(10), area.h)
        theme.panel(surface, strip, (24, 30, 40), theme.INFO, L.px(8))
        theme.draw_text(surface, tr("on_deck"), (strip.x + L.px(5), strip.y + L.px(3)), L.font(10), theme.INFO,
                        "cond_bold", max_width=max(L.px(40), strip.w - L.px(10)))
        bh = L.font(13) + L.px(4)
        y = strip.y + L.font(10) + L.px(8)
        for k, iid in enumerate(order):
            rect = pygame.Rect(strip.x + L.px(5) + k * (cw + gap), y, cw, ch)
            self._card(surface, iid, rect, ctx, True)
            self._badge(surface, rect, str(k + 1), "topleft", (30, 60, 110))
            index = len(self.prepared) - 1 - k        # its place in the order put back
            bw = (cw - 2 * L.px(2)) // 3
            for n, (op, label) in enumerate((("earlier", tr("earlier")), ("back", tr("take_back")),
                                             ("later", tr("later")))):
                if (op == "earlier" and k == 0) or (op == "later" and k == len(order) - 1):
                    continue
                b = pygame.Rect(rect.x + n * (bw + L.px(2)), rect.bottom + L.px(3), bw, bh)
                pygame.draw.rect(surface, (60, 70, 90), b, border_radius=L.px(4))
                theme.draw_text(surface, label, b.center, L.font(12), theme.TEXT, "bold", "center")
                self.regions.append(Region(f"prepared:{index}:{op}", b, iid))
        return pygame.Rect(strip.right + L.px(8), area.y, area.right - strip.right - L.px(8), area.h)

    def _hand(self, surface: pygame.Surface, ctx: ViewContext, hand: list[int], seat: int,
              area: pygame.Rect) -> None:
        L = self.layout
        state = ctx.state
        hw, hh = L.hand_card
        turn = state.turn
        active_party = seat == state.active and turn.action in ("village", "dungeon")
        equips = turn.equips if active_party else {}
        # Weapons equipped to a Hero are drawn tucked behind it, not as cards of their own.
        units = [i for i in hand if i not in equips]
        rects = hand_slots(area, len(units), hw, hh, L.px(10))
        strengths: dict[int, int] = {}
        if active_party and turn.action == "dungeon" and state.result is None:
            strengths = hero_strengths(state)
        carried: dict[int, list[int]] = {}
        for weapon, hero in equips.items():
            carried.setdefault(hero, []).append(weapon)
        for k, (iid, rect) in enumerate(zip(units, rects)):
            weapons = [w for w in carried.get(iid, ()) if w not in ctx.hidden]
            step = round(hh * 0.16)
            for n, weapon in enumerate(reversed(weapons)):
                self._card(surface, weapon, rect.move(0, -step * (len(weapons) - n)), ctx, True, f"hand:{weapon}")
            self._card(surface, iid, rect, ctx, True, f"hand:{iid}")
            if iid in ctx.hidden:
                continue
            card = state.cards[iid]
            if seat == ctx.viewer and k < 9:
                num = theme.fonts().render(str(k + 1), "bold", L.font(12), theme.TEXT_DIM)
                surface.blit(num, num.get_rect(midtop=(rect.centerx, rect.bottom + L.px(1))))
            if iid in strengths:
                base = card.strength
                self._badge(surface, rect, tr("str_badge", n=strengths[iid]) + (" ↑" if strengths[iid] > base else ""),
                            "bottomright", (40, 40, 60))
            if active_party and not turn.shackled and any((iid, a.key) not in turn.used
                                                          for a in card.mandatory_trophies):
                self._badge(surface, rect, tr("trophy_must"), "center", (150, 70, 30))
            if iid in turn.borrowed:
                owner = state.config.seats[turn.borrowed[iid]].name          # a player's name
                self._badge(surface, rect, tr("borrowed_from", name=owner), "topright", (40, 90, 120))

    def _stats(self, surface: pygame.Surface, ctx: ViewContext, seat: int) -> None:
        L = self.layout
        state, obs = ctx.state, ctx.obs
        area = L.stats_area
        theme.panel(surface, area, (26, 34, 34), (60, 80, 74), L.px(8))
        x, y = area.x + L.px(10), area.y + L.px(8)
        size = L.font(20)
        view = obs.seats[seat]
        rows = [("xp", _("{n} XP").format(n=view.xp)), ("vp", _("{n} VP").format(n=owned_vp(state, obs, seat)))]
        if seat == state.active and state.result is None:
            if state.turn.action == "village":
                rows.append(("gold", _("{n} Gold").format(n=gold_available(state))))
            elif state.turn.action == "dungeon" and self.previews:
                rows.append(("light", tr("light_party", n=next(iter(self.previews.values())).light)))
        for name, text in rows:
            icons.badge(surface, name, text, (x, y), size, theme.TEXT)
            y += size + L.px(7)
        for text in (tr("curses_count", n=owned_curses(state, obs, seat)), tr("deck_count", n=view.deck_size),
                     tr("discard_count", n=len(view.discard))):
            if y + L.font(12) > area.bottom - L.px(2):
                break
            theme.draw_text(surface, text, (x, y), L.font(12), theme.TEXT_DIM, "cond")
            y += L.font(12) + L.px(3)

    # ------------------------------------------------------------------------------------------ players panel
    def _players(self, surface: pygame.Surface, ctx: ViewContext) -> None:
        L = self.layout
        state, obs = ctx.state, ctx.obs
        area = L.players_panel
        theme.draw_text(surface, tr("opponents").upper(), (area.x + L.px(10), area.y + L.px(6)), L.font(13),
                        theme.TEXT_DIM, "bold")
        n = len(obs.seats)
        top = area.y + L.font(13) + L.px(12)
        row_h = min(L.px(88), (area.bottom - top - L.px(4)) // n)
        bearer_owner = next((s for s, p in enumerate(state.players) if state.bearer in p.owned()), -1)
        for seat, view in enumerate(obs.seats):
            r = pygame.Rect(area.x + L.px(6), top + seat * row_h, area.w - L.px(12), row_h - L.px(4))
            active = seat == state.active and state.result is None
            color = theme.SEAT_COLORS[seat % 5]
            pygame.draw.rect(surface, theme.PANEL_LIGHT if active else (44, 50, 58), r, border_radius=L.px(6))
            if active:
                pygame.draw.rect(surface, color, r, max(1, L.px(2)), border_radius=L.px(6))
            pygame.draw.rect(surface, color, (r.x, r.y + L.px(4), L.px(5), r.h - L.px(8)), border_radius=2)
            name = view.name
            if seat == ctx.viewer:
                name = _("{name}  (you)").format(name=name)
            if seat == bearer_owner:
                name = _("{name}  ★ Bearer").format(name=name)
            theme.draw_text(surface, name, (r.x + L.px(12), r.y + L.px(3)), L.font(14), theme.TEXT, "bold",
                            max_width=r.w - L.px(110))
            theme.draw_text(surface, seat_label(state, seat), (r.right - L.px(8), r.y + L.px(5)), L.font(11),
                            theme.TEXT_DIM, "cond", "topright")
            curses = tr("curses_count", n=owned_curses(state, obs, seat))
            line2 = (f"{tr('hand_count', n=view.hand_size)} · {tr('deck_count', n=view.deck_size)} · "
                     f"{tr('discard_count', n=len(view.discard))} · {curses}")
            y = r.y + L.px(3) + L.font(14) + L.px(3)
            theme.draw_text(surface, line2, (r.x + L.px(12), y), L.font(11), theme.TEXT_DIM, "cond",
                            max_width=r.w - L.px(20))
            y += L.font(11) + L.px(3)
            if y + L.font(13) > r.bottom:
                self.regions.append(Region(f"opponent:{seat}", r))
                continue
            b = icons.badge(surface, "xp", str(view.xp), (r.x + L.px(12), y), L.font(13), theme.TEXT)
            icons.badge(surface, "vp", str(owned_vp(state, obs, seat)), (b.right + L.px(12), y), L.font(13),
                        theme.TEXT)
            gains = (ctx.gains or {}).get(seat, [])
            if gains and y + L.font(13) + L.font(11) + L.px(4) < r.bottom:
                theme.draw_text(surface, tr("gained", cards=", ".join(str(g) for g in gains[-3:])),
                                (r.x + L.px(12), y + L.font(13) + L.px(3)), L.font(11), theme.TEXT_DIM, "cond",
                                max_width=r.w - L.px(20))
            self.regions.append(Region(f"opponent:{seat}", r))

    # ------------------------------------------------------------------------------------------ hover
    def draw_enlarged(self, surface: pygame.Surface, card: Any, near: pygame.Rect) -> None:
        """The hovered card, large, with help for its traits, keywords and terms, beside the card."""
        L = self.layout
        w = max(220, round(260 * L.scale))
        img = self.art.face(card, w)
        help_lines: list[tuple[str, str]] = []
        f = theme.fonts()
        size = L.font(13)
        for text in help_entries(card):
            head, _, rest = text.partition(":")
            help_lines.append((head + ":", "bold"))
            help_lines += [(ln, "sans") for ln in f.wrap(rest.strip(), "sans", size, w - L.px(16))]
        line_h = f.get("sans", size).get_linesize()
        room = L.height - img.get_height() - L.px(20)
        if len(help_lines) * line_h > room:          # many topics: the last ones go
            help_lines = help_lines[:max(0, room // line_h - 1)] + [("…", "sans")]
        help_h = (len(help_lines) * line_h + L.px(12)) if help_lines else 0
        total_h = img.get_height() + help_h + L.px(6)
        x = near.right + L.px(12)
        if x + w > L.width - L.px(4):
            x = near.x - L.px(12) - w
        x = max(L.px(4), x)
        y = min(max(L.top_bar.bottom + L.px(4), near.centery - total_h // 2), L.height - total_h - L.px(4))
        y = max(L.px(4), y)
        pygame.draw.rect(surface, (0, 0, 0), pygame.Rect(x + L.px(6), y + L.px(6), w, img.get_height()),
                         border_radius=L.px(12))
        surface.blit(img, (x, y))
        if help_lines:
            box = pygame.Rect(x, y + img.get_height() + L.px(6), w, help_h)
            theme.panel(surface, box, (24, 28, 34), theme.ACCENT, L.px(8))
            ty = box.y + L.px(6)
            for line, face in help_lines:
                color = theme.ACCENT if face == "bold" else theme.TEXT
                surface.blit(f.render(line, face, size, color), (box.x + L.px(8), ty))
                ty += line_h

    def draw_breakdown(self, surface: pygame.Surface, state: AdvanceState, bd: Breakdown,
                       near: pygame.Rect) -> None:
        """The battle preview in full: every card's Physical and Magic Attack and Light, the Curses, the Darkness,
        the Health with its changes, what the monster does when fought, the outcome."""
        L = self.layout
        f = theme.fonts()
        size = L.font(13)
        line_h = f.get("cond", size).get_linesize()
        monster = state.cards[bd.monster]
        rows: list[tuple[str, str, theme.Color]] = []
        for line in bd.lines:
            name = card_name(state.cards[line.card].name)
            parts = []
            if line.physical:
                parts.append(_("Physical {n}").format(n=f"{line.physical:+d}"))
            if line.magic:
                parts.append(_("Magic {n}").format(n=f"{line.magic:+d}"))
            if line.light:
                parts.append(_("Light {n}").format(n=f"{line.light:+d}"))
            if line.note:
                parts.append(engine_text(line.note))
            rows.append((name, ", ".join(parts) or tr("bd_no_card"), theme.TEXT))
        rows.append((tr("bd_physical"), str(bd.physical), theme.ACCENT))
        rows.append((tr("bd_magic"), str(bd.magic), theme.ACCENT))
        if bd.penalty:
            rows.append((tr("bd_curses"), f"−{bd.penalty}", theme.BAD))
        rows.append((tr("bd_light"), str(bd.light), theme.LIGHT_COLOR))
        trait = f" + {monster.darkness_trait}" if monster.darkness_trait else ""
        rows.append((tr("bd_darkness", rank=bd.rank, trait=trait), str(bd.darkness), theme.TEXT_DIM))
        rows.append((tr("bd_net"), f"−{bd.net_darkness}", theme.BAD if bd.net_darkness else theme.TEXT_DIM))
        health = str(bd.health)
        if bd.health != monster.health:
            health = _("{health} ({printed} printed)").format(health=bd.health, printed=monster.health)
        rows.append((tr("bd_health"), health, theme.TEXT))
        for note in bd.notes:
            rows.append((tr("bd_effect"), engine_text(note), theme.INFO))
        if not bd.can_attack:
            rows.append((tr("cannot_fight"), engine_text(bd.reason), theme.BAD))
        for sentence in _when_fought(monster):
            rows.append((tr("bd_effects"), sentence, theme.TEXT_DIM))
        outcome = tr("preview_win") if bd.victory else tr("preview_lose")
        rows.append((tr("bd_total"), _("{total} vs {health}: {outcome}").format(total=bd.total, health=bd.health,
                                                                                 outcome=outcome),
                     theme.GOOD if bd.victory else theme.BAD))
        w = L.px(420)
        # Long notes wrap onto more rows.
        wrapped: list[tuple[str, str, theme.Color]] = []
        for left, right, color in rows:
            parts = f.wrap(right, "cond_bold", size, w - L.px(30) - f.get("cond", size).size(left)[0])
            wrapped.append((left, parts[0], color))
            wrapped += [("", part, color) for part in parts[1:]]
        h = L.px(16) + line_h * (len(wrapped) + 1)
        box = pygame.Rect(near.right + L.px(8), near.y, w, h)
        if box.right > L.width:
            box.right = near.x - L.px(8)
        box.bottom = min(box.bottom, L.height - L.px(4))
        box.y = max(box.y, L.top_bar.bottom)
        theme.panel(surface, box, (20, 24, 30), theme.ACCENT, L.px(8))
        theme.draw_text(surface, tr("bd_title", name=card_name(monster.name), rank=bd.rank),
                        (box.x + L.px(10), box.y + L.px(6)), size, theme.ACCENT, "cond_bold")
        y = box.y + L.px(8) + line_h
        for left, right, color in wrapped:
            surface.blit(f.render(left, "cond", size, theme.TEXT_DIM), (box.x + L.px(10), y))
            img = f.render(right, "cond_bold", size, color)
            surface.blit(img, img.get_rect(topright=(box.right - L.px(10), y)))
            y += line_h

    # ------------------------------------------------------------------------------------------ what moves
    def status_text(self, state: AdvanceState) -> tuple[str, theme.Color]:
        kind = state.pending.kind
        if kind == "turn":
            return tr("status_turn"), theme.TEXT
        if kind == "village":
            trophy = self._mandatory_trophy(state)
            if trophy:
                return tr("mandatory_trophy", name=trophy), theme.ACCENT
            return tr("status_village"), theme.TEXT
        if kind == "dungeon":
            trophy = self._mandatory_trophy(state)
            if trophy:
                return tr("mandatory_trophy", name=trophy), theme.ACCENT
            return tr("status_dungeon"), theme.TEXT
        if kind == "prompt":
            if state.pending.prompt == "prepare":
                return tr("status_prepare"), theme.ACCENT
            return tr("status_prompt"), theme.ACCENT
        return "", theme.TEXT

    def _mandatory_trophy(self, state: AdvanceState) -> str:
        t = state.turn
        if t.shackled:
            return ""
        for iid in state.players[state.active].hand:
            card = state.cards[iid]
            if any((iid, a.key) not in t.used for a in card.mandatory_trophies):
                return card_name(card.name)
        return ""

    def draw_hover(self, surface: pygame.Surface, state: AdvanceState, mouse: tuple[int, int]) -> None:
        region = self.region_at(mouse, ("rank_info",))
        if region is not None:
            rank = int(region.key.split(":")[1])
            bd = self.previews.get(rank)
            if bd is not None:
                self.draw_breakdown(surface, state, bd, region.rect)
            elif region.iid >= 0:
                self.draw_enlarged(surface, state.cards[region.iid], region.rect)
            return
        super().draw_hover(surface, state, mouse)

    def hover_spot(self, what: str, n: int = 0) -> pygame.Rect | None:
        if what == "hand":
            hand = self.hand_regions()
            return hand[n].rect if n < len(hand) else None
        if what == "rank":
            region = self.region(f"monster:{n}")
            return region.rect if region is not None else None
        if what == "preview":
            region = self.region(f"rank_info:{n}")
            return region.rect if region is not None else None
        return None

    # ------------------------------------------------------------------------------------------ buttons and keys
    def buttons(self) -> list[GameButton]:
        return [GameButton("village", tr("village_btn"), "visit_village", pygame.K_v, "V", 124),
                GameButton("dungeon", tr("dungeon_btn"), "enter_dungeon", pygame.K_d, "D", 138),
                GameButton("prepare", tr("prepare_btn"), "prepare", pygame.K_p, "P", 132),
                GameButton("rest", tr("rest_btn"), "rest", pygame.K_r, "R", 96)]

    def buttons_visible(self, state: AdvanceState, legal: Sequence[Action]) -> bool:
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
        return [("end_game", tr("end_game_impasse"), lambda: viewers.confirm_end_game(self, host, end_game))]

    # ------------------------------------------------------------------------------------------ gestures
    def press(self, host: TableHost, pos: tuple[int, int]) -> tuple[DragSource, pygame.Rect] | None:
        region = self.region_at(pos, PRESSED)
        if region is None:
            return None
        if region.key.startswith("prepared:"):
            _, index, op = region.key.split(":")
            self.reorder(host, int(index), op)
            return None
        source = drag_source(region.key, region.iid)
        if source is not None:
            return source, region.rect
        viewers.open_viewer(self, host, region.key.split(":")[0], region)
        return None

    def reorder(self, host: TableHost, index: int, op: str) -> None:
        """Change the order of the cards put back in this Prepare (or take one back): the Prepare's own decisions
        are taken back to the first one that changes and taken again in the new order."""
        order = list(self.prepared)
        if not 0 <= index < len(order) or not host.match.my_decision():
            return
        if op == "back":
            new = order[:index] + order[index + 1:]
            first = index
        else:
            # `earlier` = drawn earlier = put back later.
            other = index + 1 if op == "earlier" else index - 1
            if not 0 <= other < len(order):
                return
            new = order[:]
            new[index], new[other] = new[other], new[index]
            first = min(index, other)
        undo = len(order) - first
        match = host.match
        for _step in range(undo):
            if not match.can_undo():
                host.say(tr("undo_forbidden"), theme.BAD)
                return
            match.undo()
        for iid in new[first:]:
            if not host.submit(Action("choose", card=iid)):
                return

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

    def drops_for(self, state: AdvanceState, legal: Sequence[Action],
                  source: DragSource) -> dict[DropTarget, Action]:
        return drops_of(state, legal, source)

    def drop_target_at(self, pos: tuple[int, int]) -> DropTarget | None:
        L = self.layout
        if L.discard_pile.collidepoint(pos) and self.party_is_viewer:
            return DropTarget("discard")
        if L.deck_pile.collidepoint(pos) and self.party_is_viewer:
            return DropTarget("deck")
        if L.supply_slots["out"].collidepoint(pos):
            return DropTarget("out")
        region = self.region_at(pos, ("hand", "stack"))
        if region is not None:
            kind, _, rest = region.key.partition(":")
            if kind == "hand":
                return DropTarget("card", region.iid)
            return DropTarget("stack", stack=rest)
        if L.hand_area.collidepoint(pos):
            return DropTarget("party")
        return None

    def drop_rect(self, target: DropTarget) -> pygame.Rect | None:
        L = self.layout
        if target.kind == "discard":
            return L.discard_pile
        if target.kind == "deck":
            return L.deck_pile
        if target.kind == "out":
            return L.supply_slots["out"]
        if target.kind == "party":
            return L.hand_area
        if target.kind == "card":
            return self.card_rects.get(target.iid)
        if target.kind == "stack":
            region = self.region(f"stack:{target.stack}")
            return region.rect if region else None
        return None

    def drop_label(self, target: DropTarget) -> bool:
        return target.kind in ("discard", "deck", "out", "party", "stack")

    def explain_drop(self, state: AdvanceState, source: DragSource, target: DropTarget) -> str:
        return why_not(state, source, target)

    def prompt_panel(self, state: AdvanceState, names: Sequence[str], legal: Sequence[Action],
                     on_choose: Callable[[Action], Any]) -> ChoicePanel | None:
        return PromptPanel(self.layout, self.art, state, names, legal, on_choose)

    # ------------------------------------------------------------------------------------------ animation
    def card_place(self, state: AdvanceState, iid: int) -> Place | None:
        """Where a card is, with the rank for a monster in the Hall (the table draws each rank apart)."""
        place = super().card_place(state, iid)
        if place is not None and place[0] == "hall":
            return "hall", state.hall.index(iid) + 1
        return place

    def zone_rect(self, place: Place, state: AdvanceState, viewer: int) -> pygame.Rect | None:
        L = self.layout
        zone, n = place
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
        if zone == "curses":
            return L.supply_slots["curses"]
        if zone == "horde":
            return L.supply_slots["horde"]
        if zone == "out":
            return L.supply_slots["out"]
        return None

    def card_is_public(self, state: AdvanceState, iid: int, viewer: int) -> bool:
        where = self.card_place(state, iid)
        if where is None:
            return False
        zone, seat = where
        if zone == "hand":
            return seat == viewer or state.hand_is_public(seat)
        return zone not in ("deck", "dungeon", "curses")



def _when_fought(monster: Any) -> list[str]:
    """The monster's Battle and Aftermath sentences, from its text in the current language (whose translation
    heads them with the same words as the table: "Kampf:", "Nachwirkung:")."""
    import re

    heads = "|".join(re.escape(tr(key)) for key in ("battle_slot", "aftermath_slot"))
    return [s.strip() for s in re.findall(rf"((?:{heads}):[^.]*\.)", card_text(monster.text))]

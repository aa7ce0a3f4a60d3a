"""The original game's table: its play area drawn from a game state as one seat sees it, and its gestures.

`ClassicView.render(layer, ctx)` draws everything of the Hall, the Village, the player's area and the players panel
that only changes when the game changes (cards, piles, counts, previews) into the table's layer and records the
click/drop regions; the shell (ui/table_frame.py, ui/scenes/table.py) blits that layer each frame and draws only
what moves (hover, drag, highlights, animations). Only what `observe(state, viewer)` shows is drawn: other players'
hands are backs and counts.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable, NamedTuple, Sequence

import pygame

from ...engine import breakdown, legal_actions
from ...engine.actions import Action
from ...i18n import N_, card_name, card_text, engine_text, said
from ...systems.classic.battle import Breakdown, hero_strengths
from ...systems.classic.cards import Card
from ...systems.classic.observe import Observation
from ...systems.classic.rules.village import gold_available
from ...systems.classic.state import ClassicState
from .. import icons, theme
from ..anim import Place
from ..game_view import GameButton, PackagedView, Region, TableHost, ViewContext
from ..hall_parts import HallViewParts
from ..layout import Frame, hand_slots
from ..overlays import ChoicePanel
from ..strings import level_name
from . import viewers
from .card_art import CardArt, footer_height, header_bottom, pip_width
from .card_help import help_topics, monster_traits
from .consequences import closes, closes_text, dungeon_question, effect_text, effects_summary, left_to_do, loss_text
from .input import DragSource, DropTarget, drag_source
from .input import drops_for as drops_of
from .input import explain_drop as why_not
from .layout import TableLayout, card_size_for_height, compute, play_area
from .log import TELLER
from .news import battle_banner, turn_summary
from .prompts import PromptPanel, prompt_title
from .strings import tr

BASIC_STACKS = ("militia", "dagger", "iron_rations", "torch")
# What a press on the table finds (hero stacks are also drop targets, "stack:<line>"; for a press, the card on top of
# them counts) and what a click opens a card's menu on.
PRESSED = ("hand", "supply", "monster", "deck", "discard", "trash", "opponent", "viewer_hand", "disease", "dungeon")
CLICKED = ("hand", "supply", "monster")
# Region keys: "hand:<iid>", "supply:<stack>", "monster:<rank>", "discard", "deck", "trash", "stack:<line>", "party",
# "opponent:<seat>", "rank_info:<rank>", "dungeon", "disease", "xp", "viewer_hand".




def seat_label(state: ClassicState, seat: int) -> str:
    s = state.config.seats[seat]
    return tr("human") if s.kind == "human" else tr("computer", level=level_name(s.ai_level or "?"))


def owned_vp(state: ClassicState, obs: Observation, seat: int) -> int:
    """VP of everything a seat owns, from public information (discard, unseen multiset, revealed hand)."""
    view = obs.seats[seat]
    cat = state.catalogue
    total = sum(state.cards[i].vp for i in view.discard)
    total += sum(cat[cid].vp * n for cid, n in view.unseen if cid in cat)
    if view.hand is not None:
        total += sum(state.cards[i].vp for i in view.hand)
    return total

class Sticky(NamedTuple):
    """The enlarged card on screen: it stays while the mouse is on it, on its card or between the two."""

    card: Card
    near: pygame.Rect
    area: tuple[pygame.Rect, ...]
    links: list[tuple[pygame.Rect, str]]        # its "more…" links: where, which keyword


class ClassicView(HallViewParts, PackagedView[ClassicState]):
    """The original Thunderstone (2nd and 1st edition rules, Wrath of the Elements)."""

    game = "classic"
    title = N_("Thunderstone")
    log = TELLER
    setup_panel_class = "ClassicSetupPanel"

    def __init__(self, art: CardArt) -> None:
        super().__init__(art)
        self.layout: TableLayout = compute(1600, 900)
        self.previews: dict[int, Breakdown] = {}
        self.party_is_viewer = True  # whether the hand area shows the viewer's own hand
        self.drawn: ClassicState | None = None      # the state last drawn
        self.sticky: Sticky | None = None           # the enlarged card shown, while the mouse stays on it
        self.drag_targets: set[DropTarget] = set()  # where the card being dragged may go (the last drops_for)
        self.drag_drops: dict[DropTarget, Action] = {}
        self._closing: dict[DropTarget, str] = {}   # the note of each drop of this drag (computed once)

    # ------------------------------------------------------------------------------------------ what needs no table
    @classmethod
    def make_art(cls) -> CardArt:
        return CardArt()

    @classmethod
    def card_help(cls, card: Any) -> list[str]:
        from .card_help import help_entries

        return help_entries(card)

    @classmethod
    def bench_session(cls) -> Any:
        from .demo import advance, demo_session

        session = demo_session(seed=11, actions=30)
        # A Village decision: supply cards can be dragged onto the discard pile.
        return advance(session, 400, 11, lambda s: s.pending.kind == "village" and s.turn.buys_left > 0)

    # ------------------------------------------------------------------------------------------ sizes
    def resize(self, frame: Frame) -> None:
        self.layout = play_area(frame)

    def draw_background(self, bg: pygame.Surface) -> None:
        L = self.layout
        pygame.draw.rect(bg, theme.FELT, L.main.inflate(L.pad * 2, L.pad * 2))
        for area, label in ((L.hall, tr("hall_area")), (L.village, tr("village")), (L.you, "")):
            pygame.draw.rect(bg, theme.FELT_DARK, area.inflate(L.pad, L.pad // 2), border_radius=L.px(10))
            if label:
                theme.draw_text(bg, label.upper(), (area.right - L.px(6), area.y + L.px(1)), L.font(13),
                                theme.TEXT_DIM, "bold", "topright")

    # ------------------------------------------------------------------------------------------ layer
    def render(self, layer: pygame.Surface, ctx: ViewContext) -> None:
        self.drawn = ctx.state
        self._hall(layer, ctx)
        self._village(layer, ctx)
        self._you(layer, ctx)
        self._players(layer, ctx)

    def _card(self, surface: pygame.Surface, iid: int, rect: pygame.Rect, ctx: ViewContext, face_up: bool = True,
              key: str = "", kind: str = "party") -> None:
        if iid in ctx.hidden:
            return
        state = ctx.state
        if face_up:
            img = self.art.face(state.cards[iid], rect.w)
            self.face_up.add(iid)
        else:
            img = self.art.back(rect.w, kind)
        theme.blit(surface, img, rect)
        self.card_rects[iid] = rect
        if key:
            self.regions.append(Region(key, rect, iid))

    def _count_badge(self, surface: pygame.Surface, rect: pygame.Rect, text: str, where: str = "footer",
                     color: theme.Color = (20, 20, 24), card: Card | None = None) -> None:
        """A pill on a card: "footer" - in the face's footer strip, left of the level pip (`card`: the card shown,
        when it has one), where it covers none of the card's text; "bottomright" - on a card's back; "center" - a
        stamp across the card (a Hero out of the battle: the card below it is covered on purpose)."""
        L = self.layout
        f = theme.fonts()
        if where == "footer":
            foot = footer_height(rect.w)
            room = rect.w - L.px(6) - (self._pip_width(card, rect.w) if card is not None and card.level else 0)
            size = f.fit(text, "bold", min(L.font(14), foot - 3), room - L.px(8), min_size=7)
            img = f.render(text, "bold", size, theme.TEXT)
            pill = img.get_rect().inflate(L.px(8), 2)
            pill.h = min(pill.h, foot - 2)
            pill.bottomleft = (rect.x + L.px(3), rect.bottom - L.px(3))
        else:
            img = f.render(text, "bold", L.font(14), theme.TEXT)
            pill = img.get_rect().inflate(L.px(10), L.px(4))
            if where == "bottomright":
                pill.bottomright = (rect.right - L.px(3), rect.bottom - L.px(3))
            else:
                pill.center = rect.center
        pygame.draw.rect(surface, color, pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, theme.PANEL_EDGE, pill, 1, border_radius=pill.h // 2)
        surface.blit(img, img.get_rect(center=pill.center))
        if where == "center":
            theme.popup(surface, pill)      # a stamp: what it covers is covered on purpose
        theme.note_text(surface, text, pill)

    @staticmethod
    def _pip_width(card: Card, width: int) -> int:
        """How wide the level pip at the right of a compact face's footer is (the card art draws it)."""
        return pip_width(card, width)

    def _label_above(self, surface: pygame.Surface, rect: pygame.Rect, text: str,
                     color: theme.Color = theme.TEXT_DIM) -> None:
        L = self.layout
        theme.draw_text(surface, text, (rect.centerx, rect.y - L.px(2)), L.font(12), color, "cond_bold", "midbottom",
                        max_width=rect.w + L.px(20))


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
        if state.turn.action == "village" and state.result is None:
            gold = gold_available(state)
            x = right
            r = theme.draw_text(surface, tr("buys_n", n=state.turn.buys_left), (x, L.top_bar.centery), L.font(16),
                                theme.TEXT, "bold", "midright")
            x = r.x - L.px(18)
            r = theme.draw_text(surface, str(gold), (x, L.top_bar.centery), L.font(18), theme.ACCENT, "bold",
                                "midright")
            coin = icons.icon("gold", L.font(20))
            surface.blit(coin, coin.get_rect(midright=(r.x - L.px(4), L.top_bar.centery)))

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
        self._count_badge(surface, deck, str(obs.dungeon_size), "bottomright")
        self.regions.append(Region("dungeon", deck))
        self.previews = {}
        show_preview = (ctx.viewer >= 0 and state.active == ctx.viewer and state.result is None
                        and state.pending.kind in ("turn", "dungeon"))
        for rank in (1, 2, 3):
            rect = L.ranks[rank - 1]
            info = L.rank_info[rank - 1]
            iid = obs.hall[rank - 1]
            self._label_above(surface, rect, tr("rank", n=rank), theme.TEXT)
            if iid < 0:
                self._empty_slot(surface, rect, "")
                continue
            card = state.cards[iid]
            self._card(surface, iid, rect, ctx, True, f"monster:{rank}")
            if iid in ctx.hidden:
                continue
            bd = None
            if show_preview and card.is_monster:
                bd = breakdown(state, rank, explain=True)
                self.previews[rank] = bd
            self._rank_info(surface, info, rank, card, bd, state.pending.kind == "turn", state)
            self.regions.append(Region(f"rank_info:{rank}", info, iid))

    def _rank_info(self, surface: pygame.Surface, rect: pygame.Rect, rank: int, card: Card, bd: Breakdown | None,
                   hypothetical: bool, state: ClassicState) -> None:
        L = self.layout
        theme.panel(surface, rect, (26, 34, 34), (60, 80, 74), L.px(8))
        x, y = rect.x + L.px(8), rect.y + L.px(6)
        f = theme.fonts()
        if card.is_stone:
            for line in f.wrap(tr("stone_rank_info"), "sans", L.font(13),
                               rect.w - L.px(16)):
                theme.draw_text(surface, line, (x, y), L.font(13), theme.TEXT)
                y += L.font(13) + L.px(4)
            return
        theme.draw_text(surface, card_name(card.name), (x, y), L.font(14), theme.TEXT, "cond_bold",
                        max_width=rect.w - L.px(16))
        y += L.font(14) + L.px(6)
        need = rank + card.light_penalty
        light = icons.marked("light", L.font(16), "no" if card.light_unreducible else "")
        surface.blit(light, (x, y))
        text = tr("light_fixed", n=need) if card.light_unreducible else tr("darkness", n=need)
        theme.draw_text(surface, text, (x + light.get_width() + L.px(4), y + L.px(1)), L.font(13),
                        theme.LIGHT_COLOR, "cond", max_width=rect.right - x - light.get_width() - L.px(12))
        y += L.font(16) + L.px(6)
        y = self._trait_chips(surface, card, x, y, rect.right - L.px(8))
        rest = pygame.Rect(x, y, rect.right - L.px(8) - x, rect.bottom - L.px(4) - y)
        if bd is None:
            # No preview now: the monster's traits and effects, readable without hovering (as much as fits, then
            # "…": hovering the monster shows them all).
            if rest.h >= L.font(12):
                theme.text_box(surface, card_text(card.text), rest, L.font(12), theme.TEXT_DIM, "cond",
                               min_size=L.font(12), excerpt=True, line_gap=L.px(2))
            return
        if not bd.can_attack:
            theme.draw_text(surface, tr("cannot_attack"), (x, y), L.font(14), theme.BAD, "bold",
                            max_width=rest.w)
            rest = pygame.Rect(x, y + L.font(14) + L.px(4), rest.w, rest.bottom - y - L.font(14) - L.px(4))
            if rest.h >= L.font(12):
                theme.text_box(surface, engine_text(bd.reason), rest, L.font(12), theme.TEXT_DIM, "cond",
                               min_size=L.font(12), excerpt=True, line_gap=L.px(2))
            return
        if bd.light_penalty:
            theme.draw_text(surface, tr("penalty", n=2 * bd.light_penalty), (x, y), L.font(13), theme.BAD, "cond",
                            max_width=rect.w - L.px(16))
            y += L.font(13) + L.px(5)
        total = tr("preview_total", total=bd.total, health=bd.health)
        theme.draw_text(surface, total, (x, y), L.font(17), theme.TEXT, "bold")
        y += L.font(17) + L.px(6)
        chip_text = tr("preview_win") if bd.victory else tr("preview_lose")
        img = f.render(chip_text, "bold", L.font(15), (255, 255, 255))
        chip = img.get_rect().inflate(L.px(16), L.px(6))
        chip.topleft = (x, y)
        pygame.draw.rect(surface, theme.GOOD if bd.victory else theme.BAD, chip, border_radius=chip.h // 2)
        surface.blit(img, img.get_rect(center=chip.center))
        theme.note_text(surface, chip_text, chip, rect)
        summary = effects_summary(state, bd) if bd.effects else ""
        if summary:
            # What the battle costs the party beside the outcome: the hover shows every line of it.
            theme.draw_text(surface, "⚠ " + summary, (chip.right + L.px(8), chip.centery), L.font(12), theme.BAD,
                            "cond_bold", "midleft", max_width=rect.right - chip.right - L.px(14))
        if hypothetical and chip.bottom + L.font(11) < rect.bottom:
            theme.draw_text(surface, tr("preview_if_enter"), (x, chip.bottom + L.px(4)), L.font(11), theme.TEXT_DIM,
                            "cond")

    def _trait_chips(self, surface: pygame.Surface, card: Card, x: int, y: int, right: int, rows: int = 2) -> int:
        """The monster's traits as chips (icon + a few words) in up to `rows` rows; what does not fit shows as "+n"
        (the hover help lists them all). Returns the y below the chips."""
        traits = [t for t in monster_traits(card) if t.key != "trait_light_unreducible"]   # said on the Light row
        if not traits:
            return y
        L = self.layout
        size = L.font(18)
        f = theme.fonts()
        gap = L.px(4)
        left, row = x, 0
        for k, trait in enumerate(traits):
            label = f.render(trait.label, "cond_bold", L.font(12), theme.TEXT)
            w = size + L.px(3) + label.get_width() + L.px(8)
            if x > left and x + w > right:
                row += 1
                x, y = left, y + size + gap
            if row >= rows:
                theme.draw_text(surface, f"+{len(traits) - k}", (right, y - gap), L.font(12), theme.ACCENT,
                                "cond_bold", "bottomright")
                return y
            chip = pygame.Rect(x, y, min(w, right - x), size)
            pygame.draw.rect(surface, (62, 36, 34), chip, border_radius=size // 2)
            pygame.draw.rect(surface, (130, 76, 64), chip, 1, border_radius=size // 2)
            surface.blit(icons.marked(trait.icon, size - L.px(2), trait.mark), (x + L.px(1), y + L.px(1)))
            where = label.get_rect(midleft=(x + size + L.px(3), chip.centery))
            surface.blit(label, where)
            theme.note_text(surface, trait.label, where, chip)
            x += w + gap
        return y + size + L.px(6)

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
        # Disease supply (unlimited: new cards are made when it runs out).
        rect = slots["disease"]
        self._label_above(surface, rect, tr("disease"))
        theme.blit(surface, self.art.face(state.disease_card, rect.w), rect)
        self._count_badge(surface, rect, str(len(supply.get("disease", ()))), card=state.disease_card)
        self.regions.append(Region("disease", rect))
        # XP supply: a token, not cards.
        rect = slots["xp"]
        self._label_above(surface, rect, tr("xp_supply"))
        self._empty_slot(surface, rect, "")
        gem = icons.icon("xp", round(rect.w * 0.6))
        surface.blit(gem, gem.get_rect(center=(rect.centerx, rect.centery - L.px(8))))
        theme.draw_text(surface, tr("unlimited"), (rect.centerx, rect.bottom - L.px(6)), L.font(12), theme.TEXT_DIM,
                        "cond", "midbottom")
        self.regions.append(Region("xp", rect))
        # The destroyed pile.
        rect = slots["trash"]
        self._label_above(surface, rect, tr("trash"))
        if obs.trash:
            self._card(surface, obs.trash[-1], rect, ctx, True)
        else:
            self._empty_slot(surface, rect, tr("empty_pile"))
        if obs.trash:
            self._count_badge(surface, rect, str(len(obs.trash)), card=state.cards[obs.trash[-1]])
        else:
            self._count_badge(surface, rect, "0", "bottomright")
        self.regions.append(Region("trash", rect, obs.trash[-1] if obs.trash else -1))

    def _stack(self, surface: pygame.Surface, rect: pygame.Rect, stack: str, pile: Sequence[int], ctx: ViewContext,
               hero: bool = False) -> None:
        state = ctx.state
        cat = state.catalogue
        name = stack if hero else (cat[stack].name if stack in cat else stack)
        self._label_above(surface, rect, card_name(name))
        if not pile:
            self._empty_slot(surface, rect, tr("sold_out"))
            if hero:
                self.regions.append(Region(f"stack:{stack}", rect))
            return
        top = pile[-1]
        self._card(surface, top, rect, ctx, True, f"supply:{stack}")
        if hero:
            self.regions.append(Region(f"stack:{stack}", rect, top))
            levels = Counter(state.cards[i].level for i in pile)
            text = " ".join(tr("level_count", level=lv, n=levels[lv]) for lv in sorted(levels))
            self._count_badge(surface, rect, text, card=state.cards[top])
        else:
            self._count_badge(surface, rect, f"×{len(pile)}", card=state.cards[top])

    # ------------------------------------------------------------------------------------------ you
    def _you(self, surface: pygame.Surface, ctx: ViewContext) -> None:
        L = self.layout
        state, obs = ctx.state, ctx.obs
        viewer = ctx.viewer
        names = [s.name for s in state.config.seats]
        active_view = obs.seats[state.active]
        # Whose cards the hand area shows: the viewer's hand, or the active player's revealed party.
        show_seat = viewer
        if viewer < 0 or (state.active != viewer and active_view.hand is not None):
            show_seat = state.active
        self.party_is_viewer = show_seat == viewer
        view = obs.seats[show_seat]
        hand_shown = state.turn.action not in ("village", "dungeon") or show_seat != state.active
        label = tr("whose_hand" if hand_shown else "whose_party", name=names[show_seat])
        theme.draw_text(surface, label.upper(), (L.you.x + L.px(4), L.you.y + L.px(1)), L.font(13),
                        theme.SEAT_COLORS[show_seat % 5], "bold")
        # deck
        deck = L.deck_pile
        self._label_above(surface, deck, tr("deck"))
        if view.deck_size:
            surface.blit(self.art.back(deck.w), deck)
        else:
            self._empty_slot(surface, deck, tr("empty_pile"))
        self._count_badge(surface, deck, str(view.deck_size), "bottomright")
        self.regions.append(Region("deck", deck))
        # discard
        disc = L.discard_pile
        self._label_above(surface, disc, tr("discard"))
        if view.discard:
            self._card(surface, view.discard[-1], disc, ctx, True)
        else:
            self._empty_slot(surface, disc, tr("empty_pile"))
        if view.discard:
            self._count_badge(surface, disc, str(len(view.discard)), card=state.cards[view.discard[-1]])
        else:
            self._count_badge(surface, disc, "0", "bottomright")
        self.regions.append(Region("discard", disc, view.discard[-1] if view.discard else -1))
        # hand / party
        hw, hh = L.hand_card
        self.regions.append(Region("party", L.hand_area))
        if view.hand is None:
            rects = hand_slots(L.hand_area, view.hand_size, hw, hh, L.px(10))
            for r in rects:
                surface.blit(self.art.back(hw), r)
        else:
            self._hand(surface, ctx, list(view.hand), show_seat)
        if not self.party_is_viewer and viewer >= 0:
            mine = obs.seats[viewer]
            theme.draw_text(surface, tr("your_hand_n", n=mine.hand_size),
                            (L.hand_area.right, L.you.y + L.px(1)), L.font(13), theme.TEXT_DIM, "cond", "topright")
            r = pygame.Rect(0, 0, L.px(260), L.font(16))
            r.topright = (L.hand_area.right, L.you.y)
            self.regions.append(Region("viewer_hand", r))
        # stats
        self._stats(surface, ctx, show_seat)

    def _hand(self, surface: pygame.Surface, ctx: ViewContext, hand: list[int], seat: int) -> None:
        L = self.layout
        state = ctx.state
        hw, hh = L.hand_card
        turn = state.turn
        active_party = seat == state.active and turn.action in ("village", "dungeon")
        equips = turn.equips if active_party else {}
        # Weapons equipped to a hero are drawn tucked behind it, not as cards of their own.
        units = [i for i in hand if i not in equips]
        strengths: dict[int, int] = {}
        if active_party and turn.action == "dungeon" and state.result is None:
            strengths = hero_strengths(state)     # with the Battle's Strength penalty once the battle has begun
        # A Toryn carries any number of Weapons: each peeks out above the one before by its header (its name). The
        # hand's cards get smaller to make that room inside the hand area (nothing covers the label above it).
        carried: dict[int, list[int]] = {}
        for weapon, hero in equips.items():
            carried.setdefault(hero, []).append(weapon)
        most = max((len([w for w in ws if w not in ctx.hidden]) for ws in carried.values()), default=0)
        step = 0
        if most:
            hw, hh = card_size_for_height(max(round(hh * 0.55), hh - header_bottom(hw) * most))
            step = min(header_bottom(hw), (L.hand_area.h - hh) // most)
        rects = hand_slots(L.hand_area, len(units), hw, hh, L.px(10))
        for k, (iid, rect) in enumerate(zip(units, rects)):
            weapons = [w for w in carried.get(iid, ()) if w not in ctx.hidden]
            for n, weapon in enumerate(reversed(weapons)):
                wrect = rect.move(0, -step * (len(weapons) - n))
                self._card(surface, weapon, wrect, ctx, True, f"hand:{weapon}")
            self._card(surface, iid, rect, ctx, True, f"hand:{iid}")
            if iid in ctx.hidden:
                continue
            if seat == ctx.viewer and k < 9:
                theme.draw_text(surface, str(k + 1), (rect.centerx, rect.bottom + L.px(1)), L.font(12), theme.TEXT_DIM,
                                "bold", "midtop")
            if iid in strengths:
                bonus = turn.strength_bonus.get(iid, 0)
                strength = (tr("strength_badge_bonus", n=strengths[iid], bonus=bonus) if bonus
                            else tr("strength_badge", n=strengths[iid]))
                self._count_badge(surface, rect, strength, "footer", (40, 40, 60), card=state.cards[iid])
            if iid in turn.prevented or iid in turn.battle_destroyed:
                txt = tr("cannot_attack") if iid in turn.prevented else tr("destroyed_badge")
                self._count_badge(surface, rect, txt, "center", (120, 30, 30))

    def _stats(self, surface: pygame.Surface, ctx: ViewContext, seat: int) -> None:
        L = self.layout
        state, obs = ctx.state, ctx.obs
        area = L.stats_area
        theme.panel(surface, area, (26, 34, 34), (60, 80, 74), L.px(8))
        x, y = area.x + L.px(10), area.y + L.px(10)
        size = L.font(22)
        view = obs.seats[seat]
        rows = [("xp", tr("xp_n", n=view.xp)), ("vp", tr("vp_n", n=owned_vp(state, obs, seat)))]
        if state.turn.action == "village" and seat == state.active and state.result is None:
            rows.append(("gold", tr("gold_n", n=gold_available(state))))
        for name, text in rows:
            icons.badge(surface, name, text, (x, y), size, theme.TEXT)
            y += size + L.px(10)
        theme.draw_text(surface, f"{tr('deck_count', n=view.deck_size)}", (x, y), L.font(13), theme.TEXT_DIM, "cond")
        y += L.font(13) + L.px(3)
        theme.draw_text(surface, f"{tr('discard_count', n=len(view.discard))}", (x, y), L.font(13), theme.TEXT_DIM,
                        "cond")

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
        for seat, view in enumerate(obs.seats):
            r = pygame.Rect(area.x + L.px(6), top + seat * row_h, area.w - L.px(12), row_h - L.px(4))
            active = seat == state.active and state.result is None
            color = theme.SEAT_COLORS[seat % 5]
            pygame.draw.rect(surface, theme.PANEL_LIGHT if active else (44, 50, 58), r, border_radius=L.px(6))
            if active:
                pygame.draw.rect(surface, color, r, max(1, L.px(2)), border_radius=L.px(6))
            pygame.draw.rect(surface, color, (r.x, r.y + L.px(4), L.px(5), r.h - L.px(8)), border_radius=2)
            name = tr("name_you", name=view.name) if seat == ctx.viewer else view.name
            theme.draw_text(surface, name, (r.x + L.px(12), r.y + L.px(4)), L.font(15), theme.TEXT, "bold",
                            max_width=r.w - L.px(110))
            kind = seat_label(state, seat)
            theme.draw_text(surface, kind, (r.right - L.px(8), r.y + L.px(6)), L.font(11), theme.TEXT_DIM, "cond",
                            "topright")
            line2 = (f"{tr('hand_count', n=view.hand_size)} · {tr('deck_count', n=view.deck_size)} · "
                     f"{tr('discard_count', n=len(view.discard))}")
            y = r.y + L.px(4) + L.font(15) + L.px(3)
            theme.draw_text(surface, line2, (r.x + L.px(12), y), L.font(12), theme.TEXT_DIM, "cond",
                            max_width=r.w - L.px(20))
            y += L.font(12) + L.px(3)
            bx = r.x + L.px(12)
            b = icons.badge(surface, "xp", str(view.xp), (bx, y), L.font(14), theme.TEXT)
            icons.badge(surface, "vp", str(owned_vp(state, obs, seat)), (b.right + L.px(12), y), L.font(14),
                        theme.TEXT)
            gains = (ctx.gains or {}).get(seat, [])
            if gains and y + L.font(14) + L.font(11) + L.px(4) < r.bottom:
                theme.draw_text(surface, tr("gained", cards=", ".join(said(g) for g in gains[-3:])),
                                (r.x + L.px(12), y + L.font(14) + L.px(3)),
                                L.font(11), theme.TEXT_DIM, "cond", max_width=r.w - L.px(20))
            self.regions.append(Region(f"opponent:{seat}", r))


    # ------------------------------------------------------------------------------------------ hover card
    def draw_enlarged(self, surface: pygame.Surface, card: Card, near: pygame.Rect) -> None:
        """The hovered card, large, with help for its keywords, placed beside the card without covering it. Each
        help entry's heading ends in "more…", which opens the Rules screen at that keyword; the enlarged card stays
        while the mouse moves onto it (`sticky`), so the link can be clicked."""
        L = self.layout
        w = max(220, round(260 * L.scale))
        img = self.art.face(card, w)
        help_lines: list[tuple[str, str, str]] = []     # (text, face, topic): each entry's heading in bold
        f = theme.fonts()
        size = L.font(13)
        more = tr("more")
        more_w = f.get("sans", size).size(more)[0]
        for key, text in help_topics(card):
            head, __, rest = text.partition(":")
            help_lines.append((head + ":", "bold", key))
            help_lines += [(ln, "sans", "") for ln in f.wrap(rest.strip(), "sans", size, w - L.px(16))]
        line_h = f.get("sans", size).get_linesize()
        help_h = (len(help_lines) * line_h + L.px(12)) if help_lines else 0
        total_h = img.get_height() + help_h + L.px(6)
        x = near.right + L.px(12)
        if x + w > L.width - L.px(4):
            x = near.x - L.px(12) - w
        x = max(L.px(4), x)
        y = min(max(L.top_bar.bottom + L.px(4), near.centery - total_h // 2), L.height - total_h - L.px(4))
        y = max(L.px(4), y)
        shadow = pygame.Rect(x + L.px(6), y + L.px(6), w, img.get_height())
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=L.px(12))
        theme.blit(surface, img, (x, y), popup=True)
        links: list[tuple[pygame.Rect, str]] = []
        box = pygame.Rect(x, y, w, img.get_height())
        if help_lines:
            box = pygame.Rect(x, y + img.get_height() + L.px(6), w, help_h)
            theme.panel(surface, box, (24, 28, 34), theme.ACCENT, L.px(8))
            ty = box.y + L.px(6)
            inner = box.inflate(-L.px(8), 0)
            for line, face, key in help_lines:
                color = theme.ACCENT if face == "bold" else theme.TEXT
                theme.draw_text(surface, line, (box.x + L.px(8), ty), size, color, face, box=inner)
                if key:
                    link = pygame.Rect(box.right - L.px(8) - more_w, ty, more_w, line_h)
                    theme.draw_text(surface, more, link.topleft, size, theme.INFO, "sans", box=inner)
                    pygame.draw.line(surface, theme.INFO, (link.x, link.bottom - 2), (link.right, link.bottom - 2))
                    links.append((link, key))
                ty += line_h
        area = pygame.Rect(x, y, w, box.bottom - y)
        # The strip between the card and its enlargement, so the mouse can cross it.
        if area.x >= near.right:
            gap = pygame.Rect(near.right, near.y, area.x - near.right, near.h)
        else:
            gap = pygame.Rect(area.right, near.y, max(0, near.x - area.right), near.h)
        self.sticky = Sticky(card, pygame.Rect(near), (area, gap, pygame.Rect(near)), links)

    def help_link_at(self, pos: tuple[int, int]) -> str:
        """The keyword whose "more…" link is under `pos` on the enlarged card shown now ("" for none)."""
        if self.sticky is None:
            return ""
        return next((key for rect, key in self.sticky.links if rect.inflate(8, 4).collidepoint(pos)), "")

    def help_topic(self) -> str:
        """The first help topic of the enlarged card shown now (F1 opens the Rules screen there)."""
        if self.sticky is None or not self.sticky.links:
            return ""
        return self.sticky.links[0][1]

    def draw_breakdown(self, surface: pygame.Surface, state: ClassicState, bd: Breakdown, near: pygame.Rect) -> None:
        """The battle preview in full: every card's part, the light penalty, diseases, notes, the outcome; then every
        point the total lost and why, and what the battle does to the party's own cards."""
        L = self.layout
        f = theme.fonts()
        size = L.font(13)
        line_h = f.get("cond", size).get_linesize()
        w = L.px(400)
        rows: list[tuple[str, str, theme.Color]] = []      # (left, right, colour of the right); "" right: a heading
        for line in bd.lines:
            name = card_name(state.cards[line.card].name)
            parts = []
            if line.attack:
                parts.append(tr("bd_attack", n=f"{line.attack:+d}"))
            if line.magic:
                parts.append(tr("bd_magic", n=f"{line.magic:+d}"))
            if line.light:
                parts.append(tr("bd_light", n=f"{line.light:+d}"))
            if line.note:
                parts.append(engine_text(line.note))
            rows.append((name, ", ".join(parts) or "—", theme.TEXT))
        rows.append((tr("bd_attack_magic"), f"{bd.attack} / {bd.magic}", theme.ACCENT))
        rows.append((tr("bd_light_total"), f"{bd.light}", theme.LIGHT_COLOR))
        if not bd.losses:           # otherwise said below, with every other point lost
            if bd.light_penalty:
                rows.append((tr("bd_light_penalty"), f"{bd.light_penalty} × 2 = −{2 * bd.light_penalty}", theme.BAD))
            if bd.diseases:
                rows.append((tr("bd_diseases"), f"−{bd.diseases}", theme.BAD))
        for note in bd.notes:
            rows.append((tr("bd_effect"), engine_text(note), theme.INFO))
        outcome = tr("preview_win") if bd.victory else tr("preview_lose")
        rows.append((tr("bd_total_vs_health"), tr("bd_outcome", total=bd.total, health=bd.health, outcome=outcome),
                     theme.GOOD if bd.victory else theme.BAD))
        # Every point lost, then what the battle does to the party: wrapped lines, the points at the right.
        explained: list[tuple[str, str, theme.Color]] = []
        if bd.losses:
            explained.append((tr("preview_lost"), "", theme.ACCENT))
            for loss in bd.losses:
                explained.append((loss_text(state, bd, loss), f"−{loss.points}", theme.BAD))
        if bd.effects:
            explained.append((tr("preview_effects"), "", theme.ACCENT))
            for effect in bd.effects:
                explained.append((effect_text(state, bd, effect), "", theme.BAD))
        wrapped: list[tuple[str, str, theme.Color, bool]] = []
        for left, right, color in explained:
            room = w - L.px(20) - (f.get("cond_bold", size).size(right)[0] + L.px(10) if right else 0)
            lines = f.wrap(left, "cond", size, room) or [""]
            for k, text in enumerate(lines):
                wrapped.append((text, right if k == 0 else "", color, not right and not k and color == theme.ACCENT))
        h = L.px(16) + line_h * (len(rows) + 1) + (line_h * len(wrapped) + L.px(6) if wrapped else 0)
        box = pygame.Rect(near.right + L.px(8), near.y, w, h)
        if box.right > L.width:
            box.right = near.x - L.px(8)
        box.bottom = min(box.bottom, L.height - L.px(4))
        box.y = max(L.px(4), box.y)
        theme.panel(surface, box, (20, 24, 30), theme.ACCENT, L.px(8))
        inner = box.inflate(-L.px(16), 0)
        theme.draw_text(surface, tr("bd_title", name=card_name(state.cards[bd.monster].name), rank=bd.rank),
                        (box.x + L.px(10), box.y + L.px(6)), size, theme.ACCENT, "cond_bold", box=inner)
        y = box.y + L.px(8) + line_h
        for left, right, color in rows:
            theme.draw_text(surface, left, (box.x + L.px(10), y), size, theme.TEXT_DIM, "cond", box=inner)
            theme.draw_text(surface, right, (box.right - L.px(10), y), size, color, "cond_bold", "topright",
                            box=inner)
            y += line_h
        if wrapped:
            y += L.px(6)
            for text, right, color, heading in wrapped:
                face, text_color = ("cond_bold", theme.ACCENT) if heading else ("cond", theme.TEXT)
                theme.draw_text(surface, text, (box.x + L.px(10), y), size, text_color, face, box=inner)
                if right:
                    theme.draw_text(surface, right, (box.right - L.px(10), y), size, color, "cond_bold", "topright",
                                    box=inner)
                y += line_h

    # ------------------------------------------------------------------------------------------ what moves
    def status_text(self, state: ClassicState) -> tuple[str, theme.Color]:
        kind = state.pending.kind
        if kind == "turn":
            return tr("status_turn"), theme.TEXT
        if kind == "village":
            return self._village_status(state), theme.TEXT
        if kind == "dungeon":
            return tr("status_dungeon"), theme.TEXT
        if kind == "prompt":
            return tr("status_prompt"), theme.ACCENT
        return "", theme.TEXT

    def _village_status(self, state: ClassicState) -> str:
        """What is left to do in the Village, in the order the rules allow it: buying only while a purchase is
        possible, then levelling up, then the end of the turn."""
        kinds = {a.kind for a in legal_actions(state)}
        if "buy" in kinds:
            return tr("status_village")
        if state.turn.buys_left <= 0:
            why = tr("status_no_buys")
        elif state.turn.step not in state.rules.buy_from:
            why = tr("status_buying_over")      # 2nd edition: a level-up ends the purchases
        else:
            why = tr("status_nothing_affordable", gold=gold_available(state))
        then = tr("status_level_or_end") if "level_up" in kinds else tr("status_end")
        return f"{why} · {then}"

    def draw_hover(self, surface: pygame.Surface, state: ClassicState, mouse: tuple[int, int]) -> None:
        sticky = self.sticky
        if sticky is not None and any(r.collidepoint(mouse) for r in sticky.area):
            self.draw_enlarged(surface, sticky.card, sticky.near)
            return
        self.sticky = None
        region = self.region_at(mouse, ("rank_info",))
        if region is not None:
            rank = int(region.key.split(":")[1])
            bd = self.previews.get(rank)
            if bd is not None:
                self.draw_breakdown(surface, state, bd, region.rect)
            return
        super().draw_hover(surface, state, mouse)

    def hover_spot(self, what: str, n: int = 0) -> pygame.Rect | None:
        if what == "hand":
            hand = self.hand_regions()
            return hand[n].rect if n < len(hand) else None
        if what == "rank":
            region = self.region(f"monster:{n}")
            return region.rect if region is not None else None
        return None

    # ------------------------------------------------------------------------------------------ buttons and keys
    def buttons(self) -> list[GameButton]:
        return [GameButton("village", tr("village_btn"), "visit_village", pygame.K_v, "V", 138),
                GameButton("dungeon", tr("dungeon_btn"), "enter_dungeon", pygame.K_d, "D", 138),
                GameButton("rest", tr("rest_btn"), "rest", pygame.K_r, "R", 138)]

    def buttons_visible(self, state: ClassicState, legal: Sequence[Action]) -> bool:
        return state.pending.kind == "turn" or not legal

    def key(self, host: TableHost, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_F1:
            topic = self.help_topic()
            host.open_rules(f"kw:{topic}" if topic else "")
            return True
        if pygame.K_1 <= event.key <= pygame.K_9:
            hands = self.hand_regions(host.state)
            index = event.key - pygame.K_1
            if index < len(hands) and self.party_is_viewer:
                viewers.open_card_menu(self, host, hands[index])
            return True
        return False

    def banner(self, state: ClassicState, turn_events: Sequence[Any], new: Sequence[Any], names: Sequence[str],
               viewer: int) -> tuple[str, str] | None:
        return battle_banner(state, turn_events, new, names, viewer)

    def reveals(self, events: Sequence[Any]) -> bool:
        return any(e.kind in ("visited_village", "entered_dungeon") for e in events)

    def turn_summary(self, state: ClassicState, events: Sequence[Any], seat: int, names: Sequence[str]) -> str:
        return turn_summary(state, events, seat, names)

    def question_before(self, state: ClassicState, action: Action) -> tuple[str, str] | None:
        if action.kind == "enter_dungeon":
            return dungeon_question(state)
        return None

    def left_to_do(self, state: ClassicState, legal: Sequence[Action]) -> str:
        return left_to_do(state, legal)

    def menu_entries(self, host: TableHost) -> list[tuple[str, str, Callable[[], Any]]]:
        end_game = next((a for a in host.legal() if a.kind == "end_game"), None) if host.match.my_decision() else None
        if end_game is None:
            return []
        return [("end_game", tr("end_game_impasse"), lambda: viewers.confirm_end_game(self, host, end_game))]

    # ------------------------------------------------------------------------------------------ gestures
    def press(self, host: TableHost, pos: tuple[int, int]) -> tuple[DragSource, pygame.Rect] | None:
        topic = self.help_link_at(pos)
        if topic:
            host.open_rules(f"kw:{topic}")
            return None
        region = self.region_at(pos, PRESSED)
        if region is None:
            return None
        source = drag_source(region.key, region.iid)
        if source is not None:
            return source, region.rect
        viewers.open_viewer(self, host, region.key.split(":")[0], region)
        return None

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

    def drops_for(self, state: ClassicState, legal: Sequence[Action], source: DragSource) -> dict[DropTarget, Action]:
        drops = drops_of(state, legal, source)
        if drops != self.drag_drops:
            self.drag_drops = drops
            self._closing.clear()
        self.drag_targets = set(drops)
        return drops

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
        if L.supply_slots["trash"].collidepoint(pos):
            found.append(DropTarget("trash"))
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
        if target.kind == "trash":
            return L.supply_slots["trash"]
        if target.kind == "party":
            return L.hand_area
        if target.kind == "card":
            return self.card_rects.get(target.iid)
        if target.kind == "stack":
            region = self.region(f"stack:{target.stack}")
            return region.rect if region else None
        return None

    def drop_label(self, target: DropTarget) -> bool | str:
        if target.kind not in ("discard", "deck", "trash", "party", "stack"):
            return False
        note = self._closing.get(target)
        if note is None:
            # What the drop would also end for the turn (a level-up before buying), asked once per drag.
            action = self.drag_drops.get(target)
            note = closes_text(closes(self.drawn, action)) if action is not None and self.drawn is not None else ""
            self._closing[target] = note
        return tr("drop_and_note", note=note) if note else True

    def explain_drop(self, state: ClassicState, source: DragSource, target: DropTarget) -> str:
        return why_not(state, source, target)

    def prompt_panel(self, state: ClassicState, names: Sequence[str], legal: Sequence[Action],
                     on_choose: Callable[[Action], Any]) -> ChoicePanel | None:
        return PromptPanel(self.layout, self.art, state, names, legal, on_choose)

    # ------------------------------------------------------------------------------------------ animation
    def card_place(self, state: ClassicState, iid: int) -> Place | None:
        """Where a card is, with the rank for a monster in the Hall (the table draws each rank apart)."""
        place = super().card_place(state, iid)
        if place is not None and place[0] == "hall":
            return "hall", state.hall.index(iid) + 1
        return place

    def zone_rect(self, place: Place, state: ClassicState, viewer: int) -> pygame.Rect | None:
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
            if zone == "supply:disease":
                return L.supply_slots["disease"]
            return region.rect if region else None
        if zone == "hall":
            return L.ranks[n - 1]
        if zone == "dungeon":
            return L.dungeon_deck
        if zone == "trash":
            return L.supply_slots["trash"]
        return None

    def card_is_public(self, state: ClassicState, iid: int, viewer: int) -> bool:
        where = self.card_place(state, iid)
        if where is None:
            return False
        zone, seat = where
        if zone == "hand":
            return seat == viewer
        return zone != "deck" and zone != "dungeon"

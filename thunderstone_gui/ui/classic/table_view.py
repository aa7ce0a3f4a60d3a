"""Drawing the table from a game state as one seat sees it.

`TableView.render(ctx)` draws everything that only changes when the game changes (cards, piles, counts, panels)
into one layer surface and records the click/drop regions; each frame then blits that layer and draws only what
moves (hover, drag, highlights, animations). Only what `observe(state, viewer)` shows is drawn: other players'
hands are backs and counts.
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple, Sequence

import pygame

from ..engine import breakdown
from ..systems.classic.battle import Breakdown, hero_strengths
from ..systems.classic.cards import Card
from ..systems.classic.observe import Observation
from ..systems.classic.rules.village import gold_available
from ..systems.classic.state import ClassicState
from . import icons, theme
from .card_art import CardArt
from .card_help import help_entries, monster_traits
from .game_log import GameLog
from .layout import TableLayout, compute, hand_slots
from .strings import tr

BASIC_STACKS = ("militia", "dagger", "iron_rations", "torch")


class Region(NamedTuple):
    key: str            # "hand:<iid>", "supply:<stack>", "monster:<rank>", "discard", "deck", "trash", "stack:<line>",
    #                     "party", "opponent:<seat>", "rank_info:<rank>", "dungeon", "disease", "xp", "viewer_hand"
    rect: pygame.Rect
    iid: int = -1       # the card under it, if any


class ViewContext(NamedTuple):
    state: ClassicState
    obs: Observation
    viewer: int
    hidden: frozenset[int] = frozenset()     # cards in flight: not drawn at their destination yet
    thinking: int = -1                       # the computer seat thinking now
    gains: dict[int, list[str]] | None = None   # recent public gains per seat
    interactive: bool = True
    warning: str = ""                        # a problem the player must keep seeing (the game is not saved)


def seat_label(state: ClassicState, seat: int) -> str:
    s = state.config.seats[seat]
    return tr("human") if s.kind == "human" else tr("computer", level=s.ai_level or "?")


def owned_vp(state: ClassicState, obs: Observation, seat: int) -> int:
    """VP of everything a seat owns, from public information (discard, unseen multiset, revealed hand)."""
    view = obs.seats[seat]
    cat = state.catalogue
    total = sum(state.cards[i].vp for i in view.discard)
    total += sum(cat[cid].vp * n for cid, n in view.unseen if cid in cat)
    if view.hand is not None:
        total += sum(state.cards[i].vp for i in view.hand)
    return total


class TableView:
    def __init__(self, art: CardArt) -> None:
        self.art = art
        self.layout: TableLayout = compute(1600, 900)
        self.layer: pygame.Surface | None = None
        self.regions: list[Region] = []
        self.card_rects: dict[int, pygame.Rect] = {}     # where each visible card is drawn
        self.face_up: set[int] = set()
        self.previews: dict[int, Breakdown] = {}
        self._background: pygame.Surface | None = None
        self._log_surface: pygame.Surface | None = None
        self._log_key: tuple[int, int, int, int] | None = None
        self.log_scroll = 0          # lines scrolled up from the newest
        self.party_is_viewer = True  # whether the hand area shows the viewer's own hand

    # ------------------------------------------------------------------------------------------ sizes
    def resize(self, width: int, height: int) -> None:
        self.layout = compute(width, height)
        self._background = None
        self.layer = None
        self._log_surface = None

    def region_at(self, pos: tuple[int, int], kinds: Sequence[str] | None = None) -> Region | None:
        for region in reversed(self.regions):
            if region.rect.collidepoint(pos) and (kinds is None or region.key.split(":")[0] in kinds):
                return region
        return None

    def region(self, key: str) -> Region | None:
        return next((r for r in self.regions if r.key == key), None)

    # ------------------------------------------------------------------------------------------ background
    def _make_background(self) -> pygame.Surface:
        L = self.layout
        bg = pygame.Surface((L.width, L.height))
        bg.fill(theme.BG)
        pygame.draw.rect(bg, theme.FELT, L.main.inflate(L.pad * 2, L.pad * 2))
        for area, label in ((L.hall, "Dungeon Hall"), (L.village, "Village"), (L.you, "")):
            pygame.draw.rect(bg, theme.FELT_DARK, area.inflate(L.pad, L.pad // 2), border_radius=L.px(10))
            if label:
                theme.draw_text(bg, label.upper(), (area.right - L.px(6), area.y + L.px(1)), L.font(13),
                                theme.TEXT_DIM, "bold", "topright")
        pygame.draw.rect(bg, (28, 32, 38), L.side)
        pygame.draw.rect(bg, (30, 34, 40), L.top_bar)
        pygame.draw.line(bg, theme.PANEL_EDGE, L.top_bar.bottomleft, L.top_bar.bottomright)
        pygame.draw.rect(bg, (30, 34, 40), L.action_bar)
        pygame.draw.line(bg, theme.PANEL_EDGE, L.action_bar.topleft, L.action_bar.topright)
        theme.panel(bg, L.players_panel, theme.PANEL, theme.PANEL_EDGE, L.px(8))
        theme.panel(bg, L.log_panel, theme.PANEL, theme.PANEL_EDGE, L.px(8))
        return bg.convert() if pygame.display.get_surface() else bg

    # ------------------------------------------------------------------------------------------ layer
    def render(self, ctx: ViewContext) -> None:
        L = self.layout
        if self._background is None:
            self._background = self._make_background()
        if self.layer is None or self.layer.get_size() != (L.width, L.height):
            self.layer = pygame.Surface((L.width, L.height))
        layer = self.layer
        layer.blit(self._background, (0, 0))
        self.regions = []
        self.card_rects = {}
        self.face_up = set()
        self._top_bar(layer, ctx)
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
        surface.blit(img, rect)
        self.card_rects[iid] = rect
        if key:
            self.regions.append(Region(key, rect, iid))

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

    def _count_badge(self, surface: pygame.Surface, rect: pygame.Rect, text: str, where: str = "bottomright",
                     color: theme.Color = (20, 20, 24)) -> None:
        L = self.layout
        img = theme.fonts().render(text, "bold", L.font(14), theme.TEXT)
        pill = img.get_rect().inflate(L.px(10), L.px(4))
        if where == "bottomright":
            pill.bottomright = (rect.right - L.px(3), rect.bottom - L.px(3))
        elif where == "topright":
            pill.topright = (rect.right - L.px(3), rect.y + L.px(3))
        else:
            pill.midbottom = (rect.centerx, rect.bottom - L.px(3))
        pygame.draw.rect(surface, color, pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, theme.PANEL_EDGE, pill, 1, border_radius=pill.h // 2)
        surface.blit(img, img.get_rect(center=pill.center))

    def _label_above(self, surface: pygame.Surface, rect: pygame.Rect, text: str,
                     color: theme.Color = theme.TEXT_DIM) -> None:
        L = self.layout
        theme.draw_text(surface, text, (rect.centerx, rect.y - L.px(2)), L.font(12), color, "cond_bold", "midbottom",
                        max_width=rect.w + L.px(20))

    # ------------------------------------------------------------------------------------------ top bar
    def _top_bar(self, surface: pygame.Surface, ctx: ViewContext) -> None:
        L = self.layout
        state = ctx.state
        names = [s.name for s in state.config.seats]
        pending = state.pending
        if state.result is not None:
            text = tr("game_over")
        else:
            phase = {"turn": tr("choose_action"), "village": tr("in_village"), "dungeon": tr("in_dungeon")}.get(
                pending.kind, "")
            if pending.kind == "prompt":
                if pending.seat == ctx.viewer:
                    from .overlays import prompt_title

                    phase = prompt_title(state, names)
                else:
                    phase = tr("waiting_for", name=names[pending.seat])
            text = tr("turn_of", turn=state.turn_number, name=names[state.active]) + "  ·  " + phase
        color = theme.SEAT_COLORS[state.active % len(theme.SEAT_COLORS)]
        pygame.draw.circle(surface, color, (L.px(18), L.top_bar.centery), L.px(7))
        theme.draw_text(surface, text, (L.px(32), L.top_bar.centery), L.font(19), theme.TEXT, "bold", "midleft",
                        max_width=L.width - L.side.w - L.px(300))
        right = L.width - L.px(14)
        if ctx.viewer >= 0:
            r = theme.draw_text(surface, f"You: {names[ctx.viewer]}", (right, L.top_bar.centery), L.font(16),
                                theme.SEAT_COLORS[ctx.viewer % 5], "bold", "midright")
            right = r.x - L.px(24)
        if ctx.warning:
            img = theme.fonts().render("⚠ " + ctx.warning, "bold", L.font(14), (255, 255, 255))
            pill = img.get_rect().inflate(L.px(16), L.px(6))
            pill.midright = (right, L.top_bar.centery)
            pygame.draw.rect(surface, theme.BAD, pill, border_radius=pill.h // 2)
            surface.blit(img, img.get_rect(center=pill.center))
            self.regions.append(Region("warning", pill))
            right = pill.x - L.px(18)
        if state.turn.action == "village" and state.result is None:
            gold = gold_available(state)
            x = right
            r = theme.draw_text(surface, f"{tr('buys')} {state.turn.buys_left}", (x, L.top_bar.centery), L.font(16),
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
        self._count_badge(surface, deck, str(obs.dungeon_size))
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
                bd = breakdown(state, rank)
                self.previews[rank] = bd
            self._rank_info(surface, info, rank, card, bd, state.pending.kind == "turn")
            self.regions.append(Region(f"rank_info:{rank}", info, iid))

    def _rank_info(self, surface: pygame.Surface, rect: pygame.Rect, rank: int, card: Card, bd: Breakdown | None,
                   hypothetical: bool) -> None:
        L = self.layout
        theme.panel(surface, rect, (26, 34, 34), (60, 80, 74), L.px(8))
        x, y = rect.x + L.px(8), rect.y + L.px(6)
        f = theme.fonts()
        if card.is_stone:
            for line in f.wrap("The Thunderstone: the game ends when it reaches Rank 1.", "sans", L.font(13),
                               rect.w - L.px(16)):
                theme.draw_text(surface, line, (x, y), L.font(13), theme.TEXT)
                y += L.font(13) + L.px(4)
            return
        theme.draw_text(surface, card.name, (x, y), L.font(14), theme.TEXT, "cond_bold", max_width=rect.w - L.px(16))
        y += L.font(14) + L.px(6)
        need = rank + card.light_penalty
        light = icons.marked("light", L.font(16), "no" if card.light_unreducible else "")
        surface.blit(light, (x, y))
        text = tr("light_fixed", n=need) if card.light_unreducible else tr("darkness", n=need)
        theme.draw_text(surface, text, (x + light.get_width() + L.px(4), y + L.px(1)), L.font(13),
                        theme.LIGHT_COLOR, "cond", max_width=rect.right - x - light.get_width() - L.px(12))
        y += L.font(16) + L.px(6)
        y = self._trait_chips(surface, card, x, y, rect.right - L.px(8))
        if bd is None:
            # No preview now: the monster's traits and effects, readable without hovering.
            for line in f.wrap(card.text, "cond", L.font(12), rect.w - L.px(16)):
                if y + L.font(12) > rect.bottom - L.px(4):
                    break
                theme.draw_text(surface, line, (x, y), L.font(12), theme.TEXT_DIM, "cond")
                y += L.font(12) + L.px(2)
            return
        if not bd.can_attack:
            theme.draw_text(surface, tr("cannot_attack"), (x, y), L.font(14), theme.BAD, "bold")
            y += L.font(14) + L.px(4)
            for line in f.wrap(bd.reason, "cond", L.font(12), rect.w - L.px(16))[:3]:
                theme.draw_text(surface, line, (x, y), L.font(12), theme.TEXT_DIM, "cond")
                y += L.font(12) + L.px(2)
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
                more = f.render(f"+{len(traits) - k}", "cond_bold", L.font(12), theme.ACCENT)
                surface.blit(more, more.get_rect(bottomright=(right, y - gap)))
                return y
            chip = pygame.Rect(x, y, min(w, right - x), size)
            pygame.draw.rect(surface, (62, 36, 34), chip, border_radius=size // 2)
            pygame.draw.rect(surface, (130, 76, 64), chip, 1, border_radius=size // 2)
            surface.blit(icons.marked(trait.icon, size - L.px(2), trait.mark), (x + L.px(1), y + L.px(1)))
            surface.blit(label, label.get_rect(midleft=(x + size + L.px(3), chip.centery)))
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
        surface.blit(self.art.face(state.disease_card, rect.w), rect)
        self._count_badge(surface, rect, str(len(supply.get("disease", ()))))
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
        self._count_badge(surface, rect, str(len(obs.trash)))
        self.regions.append(Region("trash", rect, obs.trash[-1] if obs.trash else -1))

    def _stack(self, surface: pygame.Surface, rect: pygame.Rect, stack: str, pile: Sequence[int], ctx: ViewContext,
               hero: bool = False) -> None:
        L = self.layout
        state = ctx.state
        cat = state.catalogue
        name = stack if hero else (cat[stack].name if stack in cat else stack)
        self._label_above(surface, rect, name)
        if not pile:
            self._empty_slot(surface, rect, "sold out")
            if hero:
                self.regions.append(Region(f"stack:{stack}", rect))
            return
        top = pile[-1]
        self._card(surface, top, rect, ctx, True, f"supply:{stack}")
        if hero:
            self.regions.append(Region(f"stack:{stack}", rect, top))
            levels = Counter(state.cards[i].level for i in pile)
            text = " ".join(f"L{lv}:{levels[lv]}" for lv in sorted(levels))
            img = theme.fonts().render(text, "cond_bold", L.font(12), theme.TEXT)
            pill = img.get_rect().inflate(L.px(8), L.px(4))
            pill.midbottom = (rect.centerx, rect.bottom - L.px(3))
            pygame.draw.rect(surface, (20, 20, 24), pill, border_radius=pill.h // 2)
            surface.blit(img, img.get_rect(center=pill.center))
        else:
            self._count_badge(surface, rect, f"×{len(pile)}")

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
        label = (f"{names[show_seat]} — " + (tr("hand") if state.turn.action not in ("village", "dungeon")
                                             or show_seat != state.active else "party (revealed)"))
        theme.draw_text(surface, label.upper(), (L.you.x + L.px(4), L.you.y + L.px(1)), L.font(13),
                        theme.SEAT_COLORS[show_seat % 5], "bold")
        # deck
        deck = L.deck_pile
        self._label_above(surface, deck, tr("deck"))
        if view.deck_size:
            surface.blit(self.art.back(deck.w), deck)
        else:
            self._empty_slot(surface, deck, tr("empty_pile"))
        self._count_badge(surface, deck, str(view.deck_size))
        self.regions.append(Region("deck", deck))
        # discard
        disc = L.discard_pile
        self._label_above(surface, disc, tr("discard"))
        if view.discard:
            self._card(surface, view.discard[-1], disc, ctx, True)
        else:
            self._empty_slot(surface, disc, tr("empty_pile"))
        self._count_badge(surface, disc, str(len(view.discard)))
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
            theme.draw_text(surface, f"Your hand: {mine.hand_size} cards (click to look)",
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
        rects = hand_slots(L.hand_area, len(units), hw, hh, L.px(10))
        strengths: dict[int, int] = {}
        if active_party and turn.action == "dungeon" and state.result is None:
            strengths = hero_strengths(state)     # with the Battle's Strength penalty once the battle has begun
        # A Toryn carries any number of Weapons: each peeks out a little higher than the one before.
        carried: dict[int, list[int]] = {}
        for weapon, hero in equips.items():
            carried.setdefault(hero, []).append(weapon)
        for k, (iid, rect) in enumerate(zip(units, rects)):
            weapons = [w for w in carried.get(iid, ()) if w not in ctx.hidden]
            # One Weapon peeks out by its header; several share a little more room, each name still readable.
            step = round(hh * (0.16 if len(weapons) <= 1 else max(0.09, 0.34 / len(weapons))))
            for n, weapon in enumerate(reversed(weapons)):
                wrect = rect.move(0, -step * (len(weapons) - n))
                self._card(surface, weapon, wrect, ctx, True, f"hand:{weapon}")
            self._card(surface, iid, rect, ctx, True, f"hand:{iid}")
            if iid in ctx.hidden:
                continue
            if seat == ctx.viewer and k < 9:
                num = theme.fonts().render(str(k + 1), "bold", L.font(12), theme.TEXT_DIM)
                surface.blit(num, num.get_rect(midtop=(rect.centerx, rect.bottom + L.px(1))))
            if iid in strengths:
                bonus = turn.strength_bonus.get(iid, 0)
                self._count_badge(surface, rect, f"Str {strengths[iid]}" + (f" (+{bonus})" if bonus else ""),
                                  "bottomright", (40, 40, 60))
            if iid in turn.prevented or iid in turn.battle_destroyed:
                txt = "cannot attack" if iid in turn.prevented else "destroyed"
                self._count_badge(surface, rect, txt, "center", (120, 30, 30))

    def _stats(self, surface: pygame.Surface, ctx: ViewContext, seat: int) -> None:
        L = self.layout
        state, obs = ctx.state, ctx.obs
        area = L.stats_area
        theme.panel(surface, area, (26, 34, 34), (60, 80, 74), L.px(8))
        x, y = area.x + L.px(10), area.y + L.px(10)
        size = L.font(22)
        view = obs.seats[seat]
        rows = [("xp", f"{view.xp} XP"), ("vp", f"{owned_vp(state, obs, seat)} VP")]
        if state.turn.action == "village" and seat == state.active and state.result is None:
            rows.append(("gold", f"{gold_available(state)} Gold"))
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
            name = view.name + ("  (you)" if seat == ctx.viewer else "")
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
                theme.draw_text(surface, "Gained: " + ", ".join(gains[-3:]), (r.x + L.px(12), y + L.font(14)
                                                                             + L.px(3)),
                                L.font(11), theme.TEXT_DIM, "cond", max_width=r.w - L.px(20))
            self.regions.append(Region(f"opponent:{seat}", r))

    # ------------------------------------------------------------------------------------------ log
    def draw_log(self, surface: pygame.Surface, log: GameLog) -> pygame.Rect:
        """The log panel (cached until the log, its scroll or the size change). Returns the export button rect."""
        L = self.layout
        area = L.log_panel
        key = (log.version, self.log_scroll, area.w, area.h)
        if self._log_surface is None or self._log_key != key:
            self._log_surface = self._render_log(log)
            self._log_key = key
        surface.blit(self._log_surface, area)
        export = pygame.Rect(0, 0, L.px(70), L.font(13) + L.px(8))
        export.topright = (area.right - L.px(8), area.y + L.px(5))
        return export

    def _render_log(self, log: GameLog) -> pygame.Surface:
        L = self.layout
        area = L.log_panel
        surf = pygame.Surface(area.size)
        surf.fill(theme.PANEL)
        pygame.draw.rect(surf, theme.PANEL_EDGE, surf.get_rect(), 1, border_radius=L.px(8))
        theme.draw_text(surf, tr("log").upper(), (L.px(10), L.px(6)), L.font(13), theme.TEXT_DIM, "bold")
        ex = pygame.Rect(0, 0, L.px(70), L.font(13) + L.px(8))
        ex.topright = (area.w - L.px(8), L.px(5))
        pygame.draw.rect(surf, theme.PANEL_LIGHT, ex, border_radius=L.px(5))
        theme.draw_text(surf, tr("export_log"), ex.center, L.font(12), theme.TEXT, "cond_bold", "center")
        f = theme.fonts()
        size = L.font(13)
        line_h = f.get("cond", size).get_linesize()
        top = L.px(10) + L.font(13) + L.px(8)
        width = area.w - L.px(20)
        wrapped: list[tuple[str, theme.Color, str]] = []
        for line in log.lines[-400:]:
            color = theme.SEAT_COLORS[line.seat % 5] if line.heading and line.seat >= 0 else theme.TEXT
            face = "cond_bold" if line.heading else "cond"
            for k, part in enumerate(f.wrap(line.text, face, size, width - (0 if line.heading else L.px(8)))):
                wrapped.append((("" if line.heading or k == 0 else "  ") + part, color, face))
        visible = max(1, (area.h - top - L.px(6)) // line_h)
        self.log_scroll = max(0, min(self.log_scroll, max(0, len(wrapped) - visible)))
        end = len(wrapped) - self.log_scroll
        start = max(0, end - visible)
        y = top
        for text, color, face in wrapped[start:end]:
            x = L.px(10) if face == "cond_bold" else L.px(16)
            surf.blit(f.render(text, face, size, color), (x, y))
            y += line_h
        if self.log_scroll:
            theme.draw_text(surf, f"↓ {self.log_scroll} newer", (area.w - L.px(10), area.h - L.px(6)), L.font(11),
                            theme.ACCENT, "cond", "bottomright")
        return surf

    # ------------------------------------------------------------------------------------------ hover card
    def draw_enlarged(self, surface: pygame.Surface, card: Card, near: pygame.Rect) -> None:
        """The hovered card, large, with help for its keywords, placed beside the card without covering it."""
        L = self.layout
        w = max(220, round(260 * L.scale))
        img = self.art.face(card, w)
        help_lines: list[tuple[str, str]] = []     # (text, face): each topic's first line starts in bold
        f = theme.fonts()
        size = L.font(13)
        for text in help_entries(card):
            head, _, rest = text.partition(":")
            help_lines.append((head + ":", "bold"))
            help_lines += [(ln, "sans") for ln in f.wrap(rest.strip(), "sans", size, w - L.px(16))]
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
        surface.blit(img, (x, y))
        if help_lines:
            box = pygame.Rect(x, y + img.get_height() + L.px(6), w, help_h)
            theme.panel(surface, box, (24, 28, 34), theme.ACCENT, L.px(8))
            ty = box.y + L.px(6)
            for line, face in help_lines:
                color = theme.ACCENT if face == "bold" else theme.TEXT
                surface.blit(f.render(line, face, size, color), (box.x + L.px(8), ty))
                ty += line_h

    def draw_breakdown(self, surface: pygame.Surface, state: ClassicState, bd: Breakdown, near: pygame.Rect) -> None:
        """The battle preview in full: every card's part, the light penalty, diseases, notes, the outcome."""
        L = self.layout
        f = theme.fonts()
        size = L.font(13)
        line_h = f.get("cond", size).get_linesize()
        rows: list[tuple[str, str, theme.Color]] = []
        for line in bd.lines:
            name = state.cards[line.card].name
            parts = []
            if line.attack:
                parts.append(f"Attack {line.attack:+d}")
            if line.magic:
                parts.append(f"Magic {line.magic:+d}")
            if line.light:
                parts.append(f"Light {line.light:+d}")
            if line.note:
                parts.append(line.note)
            rows.append((name, ", ".join(parts) or "—", theme.TEXT))
        rows.append(("Attack / Magic Attack", f"{bd.attack} / {bd.magic}", theme.ACCENT))
        rows.append(("Light", f"{bd.light}", theme.LIGHT_COLOR))
        if bd.light_penalty:
            rows.append(("Light penalty", f"{bd.light_penalty} × 2 = −{2 * bd.light_penalty}", theme.BAD))
        if bd.diseases:
            rows.append(("Diseases", f"−{bd.diseases}", theme.BAD))
        for note in bd.notes:
            rows.append(("Effect", note, theme.INFO))
        outcome = tr("preview_win") if bd.victory else tr("preview_lose")
        rows.append(("Total vs Health", f"{bd.total} vs {bd.health}: {outcome}", theme.GOOD if bd.victory else
                     theme.BAD))
        w = L.px(380)
        h = L.px(16) + line_h * (len(rows) + 1)
        box = pygame.Rect(near.right + L.px(8), near.y, w, h)
        if box.right > L.width:
            box.right = near.x - L.px(8)
        box.bottom = min(box.bottom, L.height - L.px(4))
        theme.panel(surface, box, (20, 24, 30), theme.ACCENT, L.px(8))
        theme.draw_text(surface, f"Battle preview: {state.cards[bd.monster].name} (Rank {bd.rank})",
                        (box.x + L.px(10), box.y + L.px(6)), size, theme.ACCENT, "cond_bold")
        y = box.y + L.px(8) + line_h
        for left, right, color in rows:
            surface.blit(f.render(left, "cond", size, theme.TEXT_DIM), (box.x + L.px(10), y))
            img = f.render(right, "cond_bold", size, color)
            surface.blit(img, img.get_rect(topright=(box.right - L.px(10), y)))
            y += line_h

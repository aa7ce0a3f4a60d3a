"""Thunderstone Advance's table: the Hall game's table (`ui/hall/view.py`) with Advance's own parts - 3 or 4 ranks (the
side of the board), each with its Darkness, which the party's Light cancels; the Curse deck, the Thunderstone Bearer,
the Horde Deck and the cards out of the game; Prepare's cards put back on the deck in order; a React answered from
the viewer's own hand on another player's turn; Trophies a player must use.

Beside each monster: its rank's Darkness and its traits, and - while the viewer chooses the turn's action or prepares
the battle - the battle preview (`breakdown`): Physical + Magic Attack - Curses - Darkness left against its Health,
WIN or LOSE, or why it cannot be fought; hovering the panel shows every card's part. The Bearer and the Guardians
are marked; the news box tells what the last decision set off (a Raid, a Breach, a Global effect, a battle's
Aftermath, a React).
"""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from ...engine.actions import Action
from ...engine.game import apply, legal_actions
from ...i18n import N_, _, card_name, card_text, engine_text
from ...systems.advance.battle import Breakdown, breakdown, hero_strengths
from ...systems.advance.observe import Observation
from ...systems.advance.rules.abilities import gold_available
from ...systems.advance.state import AdvanceState
from .. import icons, theme
from ..card_faces import footer_strip
from ..game_view import GameButton, Region, TableHost, ViewContext
from ..hall.consequences import left_to_do
from ..hall.layout import HallShape
from ..hall.view import HallStyle, HallView, HallWords, owned_vp
from ..piles import counted, grouped
from ..strings import level_name
from ..table_parts import HelpLine, draw_enlarged, footer_pill, help_lines, pill, preview_panel, preview_rows
from .card_art import AdvanceCardArt, header_bottom
from .card_help import help_entries, monster_traits
from .log import TELLER, announcements, tag_label
from .strings import tr
from .words import describe, stack_levels

TAG_COLORS = {"Raid": (178, 74, 40), "Breach": (188, 52, 52), "Global": (120, 70, 160), "Aftermath": (150, 96, 40),
              "Battle": (150, 96, 40), "Victory": (60, 140, 70), "Defeat": (170, 60, 56), "React": (40, 120, 150),
              "Bearer": (36, 150, 176), "Guardian": (36, 150, 176), "Horde": (90, 66, 112)}


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


class AdvanceView(HallView[AdvanceState]):
    """Thunderstone Advance: Towers of Ruin (both sides of the board)."""

    game = "advance"
    title = N_("Thunderstone Advance")
    log = TELLER
    setup_panel_class = "AdvanceSetupPanel"
    # Village, first row: 3 basic stacks, 4 hero stacks, the Curse deck, the Bearer, the Horde; second row: 8 Village
    # stacks, the cards out of the game, the news of the last decision. The Dungeon Deck is drawn smaller than a
    # monster: the ranks need the room.
    shape = HallShape(hall_share=0.245, you_share=0.265, basics=3, row1=("curses", "bearer", "horde"), row2=("out",),
                      deck_share=0.72, news=True)
    words = HallWords(deck="view_deck", deck_note="", unseen="view_unseen", your_hand="hand",
                      your_hand_link="your_hand_link")
    style = HallStyle(name_size=14, name_top=3, kind_top=5, facts_size=11, badge_size=13, badges_fit=True,
                      stats_top=8, stats_size=20, stats_step=7, lines_size=12, lines_fit=True, chip_size=16, chip_gap=3,
                      chip_label=11, chip_pad=6, chip_fit=True, chip_bottom=5, chip_lock=(30, 80, 96))
    basic_stacks = ("regular", "longspear", "torch")
    destroyed_pile = "out"
    pressed_own_kinds = ("curses", "horde", "prepared")
    zone_slots = {"curses": "curses", "horde": "horde"}
    hidden_zones = ("deck", "dungeon", "curses")
    labels_stay_inside = True
    # Region keys of its own: "curses", "horde", "bearer", "prepared:<index>:<earlier|later|back>".

    def __init__(self, art: AdvanceCardArt) -> None:
        super().__init__(art)
        self.preview_hypothetical = False
        self.prepared: list[int] = []

    # ------------------------------------------------------------------------------------------ what needs no table
    @classmethod
    def make_art(cls) -> AdvanceCardArt:
        return AdvanceCardArt()

    def hall_label(self) -> str:
        return _("Dungeon Hall")

    def before_render(self, ctx: ViewContext) -> None:
        state = ctx.state
        self.prepared = prepared_cards(state, ctx.history) if ctx.viewer == state.pending.seat else []

    # ------------------------------------------------------------------------------------------ badges
    def _badge(self, surface: pygame.Surface, rect: pygame.Rect, text: str, where: str = "bottomright",
               color: theme.Color = (20, 20, 24)) -> pygame.Rect:
        return pill(surface, self.layout, rect, text, where, color)

    def _card_pill(self, surface: pygame.Surface, rect: pygame.Rect, text: str, where: str = "right",
                   color: theme.Color = (20, 20, 24)) -> pygame.Rect:
        """A pill on a card laid on the table, in its face's footer strip (a card back: the same place)."""
        foot = footer_strip(rect.w) or max(11, round(rect.h * 0.11))
        return footer_pill(surface, self.layout, rect, text, foot, where, color)

    def _pile_count(self, surface: pygame.Surface, rect: pygame.Rect, size: int) -> None:
        self._card_pill(surface, rect, str(size))

    def _pile_badge(self, surface: pygame.Surface, rect: pygame.Rect, pile: Sequence[int], state: Any) -> None:
        self._card_pill(surface, rect, str(len(pile)))

    # ------------------------------------------------------------------------------------------ top bar
    def buys_text(self, n: int) -> str:
        return f"{tr('buys')} {n}"

    def gold(self, state: Any) -> int:
        return gold_available(state)

    def draw_top_bar_more(self, surface: pygame.Surface, state: Any, right: int, y: int) -> None:
        L = self.layout
        if state.turn.action == "dungeon":
            rank = next((r for r in range(1, len(state.hall) + 1) if state.hall[r - 1] >= 0), 0)
            bd = breakdown(state, rank) if rank else None
            if bd is not None:
                r = theme.draw_text(surface, tr("light_party", n=bd.light), (right, y), L.font(16), theme.LIGHT_COLOR,
                                    "bold", "midright")
                light = icons.icon("light", L.font(20))
                theme.place(surface, light, light.get_rect(midright=(r.x - L.px(4), y)), "light_icon")

    # ------------------------------------------------------------------------------------------ hall
    def rank_label(self, state: Any, rank: int) -> str:
        return f"{tr('rank', n=rank)} · {tr('darkness_rank', n=state.darkness[rank - 1])}"

    def preview_basis(self, ctx: ViewContext) -> AdvanceState | None:
        """The state itself in the Dungeon; before the turn's choice, the state as if the player entered it now and
        armed the Heroes (the preview is then hypothetical)."""
        state = ctx.state
        shown = (ctx.viewer >= 0 and state.active == ctx.viewer and state.result is None
                 and (state.pending.kind in ("turn", "dungeon") or (state.pending.kind == "prompt"
                                                                    and state.turn.action == "dungeon"
                                                                    and state.turn.step == "prep")))
        basis: AdvanceState | None = None
        self.preview_hypothetical = False
        if shown:
            if state.turn.action == "dungeon":
                basis = state
            elif state.pending.kind == "turn":
                basis = armed(state)
                self.preview_hypothetical = True
        return basis

    def preview(self, basis: Any, rank: int, card: Any) -> Breakdown | None:
        return breakdown(basis, rank)

    def _rank_info(self, surface: pygame.Surface, rect: pygame.Rect, rank: int, card: Any, bd: Breakdown | None,
                   state: AdvanceState) -> None:
        darkness = state.darkness[rank - 1]
        L = self.layout
        theme.panel(surface, rect, (26, 34, 34), (60, 80, 74), L.px(8))
        x, y = rect.x + L.px(7), rect.y + L.px(5)
        width = rect.w - L.px(14)
        f = theme.fonts()
        group = state.catalogue.groups.get(card.group) if card.is_monster else None
        pending = self._monster_title(surface, card_name(card.name), card_name(group.name) if group else "", x, y,
                                      width, L.font(14))
        y += L.font(14) + L.px(5)
        light = icons.icon("light", L.font(15))
        theme.place(surface, light, (x, y), "light_icon")
        total_dark = darkness + card.darkness_trait
        text = tr("darkness_rank", n=total_dark) + (f" (+{card.darkness_trait})" if card.darkness_trait else "")
        said = theme.draw_text(surface, text, (x + light.get_width() + L.px(4), y + L.px(1)), L.font(12),
                               theme.LIGHT_COLOR, "cond", max_width=width - light.get_width() - L.px(4))
        y += L.font(15) + L.px(5) + self._monster_group_below(surface, pending, said, x, x + width, L.font(13))
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
            row = pygame.Rect(x, y, width, theme.fonts().get("cond", L.font(10)).get_linesize())
            theme.text_box(surface, tr("preview_if_enter"), row, L.font(10), theme.TEXT_DIM, "cond", lines=1,
                           excerpt=True)

    def chip_traits(self, card: Any) -> list[Any]:
        return monster_traits(card)

    # ------------------------------------------------------------------------------------------ village
    def _village_own(self, surface: pygame.Surface, ctx: ViewContext, supply: dict[str, Sequence[int]]) -> None:
        state, obs = ctx.state, ctx.obs
        slots = self.layout.supply_slots
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
        if obs.horde or any(state.catalogue.groups[g].horde for g in state.config.card_set.monster_groups
                            if g in state.catalogue.groups):
            self._face_up_pile(surface, slots["horde"], tr("horde_deck"), obs.horde, "horde", ctx)
        # The cards out of the game.
        self._face_up_pile(surface, slots["out"], tr("out"), obs.out, "out", ctx)
        self._news(surface, ctx)

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

    def stack_name(self, state: Any, stack: str, hero: bool) -> str:
        cat = state.catalogue
        return card_name(cat.lines[stack].name if hero and stack in cat.lines else
                         (cat[stack].name if stack in cat else stack))

    def _hero_levels(self, surface: pygame.Surface, rect: pygame.Rect, state: Any, pile: Sequence[int]) -> None:
        self._card_pill(surface, rect, stack_levels(state, pile), "mid")

    def _stack_count(self, surface: pygame.Surface, rect: pygame.Rect, n: int, top: Any) -> None:
        self._card_pill(surface, rect, f"×{n}")

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
    def keeps_own_hand(self, state: Any, viewer: int) -> bool:
        # The viewer answers a prompt of their own (a React, a discard) from their own hand.
        return state.pending.seat == viewer and state.pending.kind == "prompt"

    def hand_label(self, name: str, revealed: bool) -> str:
        return f"{name} — " + (tr("party_revealed") if revealed else tr("hand"))

    def _hand_area(self, surface: pygame.Surface, ctx: ViewContext) -> pygame.Rect:
        if self.prepared and self.party_is_viewer:
            return self._prepared_strip(surface, ctx)
        return self.layout.hand_area

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
            self._card_pill(surface, rect, str(k + 1), "left", (30, 60, 110))
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
        """The hand, and at its right the seat's Familiar (rules/familiars.py): in hand, it is clicked like a card of
        the hand for its abilities; discarded after its use, it is drawn dimmed until its owner's next turn."""
        state = ctx.state
        familiar = state.familiar_of[seat] if 0 <= seat < len(state.familiar_of) else -1
        if familiar < 0:
            super()._hand(surface, ctx, hand, seat, area)
            return
        L = self.layout
        hw, hh = L.hand_card
        rect = pygame.Rect(area.right - hw, area.bottom - hh, hw, hh)
        away = state.familiar_away[seat]
        self._card(surface, familiar, rect, ctx, True, "" if away else f"hand:{familiar}")
        if away:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((10, 12, 16, 150))
            surface.blit(veil, rect)
        self._label_above(surface, rect, tr("familiar_away") if away else tr("familiar_of"),
                          theme.TEXT_DIM if away else theme.ACCENT)
        super()._hand(surface, ctx, hand, seat, pygame.Rect(area.x, area.y, area.w - hw - L.px(14), area.h))

    hero_strengths = staticmethod(hero_strengths)

    header_bottom = staticmethod(header_bottom)

    def _hand_badges(self, surface: pygame.Surface, rect: pygame.Rect, state: Any, iid: int, strength: int | None,
                     active_party: bool) -> None:
        turn = state.turn
        card = state.cards[iid]
        if strength is not None:
            self._card_pill(surface, rect, tr("str_badge", n=strength) + (" ↑" if strength > card.strength else ""),
                            "right", (40, 40, 60))
        if active_party and not turn.shackled and any((iid, a.key) not in turn.used for a in card.mandatory_trophies):
            self._badge(surface, rect, tr("trophy_must"), "center", (150, 70, 30))
        if iid in turn.borrowed:
            owner = state.config.seats[turn.borrowed[iid]].name          # a player's name
            self._badge(surface, rect, tr("borrowed_from", name=owner), "topright", (40, 90, 120))

    def stat_rows(self, ctx: ViewContext, seat: int) -> list[tuple[str, str]]:
        state, obs = ctx.state, ctx.obs
        view = obs.seats[seat]
        rows = [("xp", _("{n} XP").format(n=view.xp)), ("vp", _("{n} VP").format(n=owned_vp(state, obs, seat)))]
        if seat == state.active and state.result is None:
            if state.turn.action == "village":
                rows.append(("gold", _("{n} Gold").format(n=gold_available(state))))
            elif state.turn.action == "dungeon" and self.previews:
                rows.append(("light", tr("light_party", n=next(iter(self.previews.values())).light)))
        return rows

    def stat_lines(self, ctx: ViewContext, seat: int) -> list[str]:
        return [tr("curses_count", n=owned_curses(ctx.state, ctx.obs, seat)), *super().stat_lines(ctx, seat)]

    # ------------------------------------------------------------------------------------------ players panel
    def seat_name(self, ctx: ViewContext, seat: int, name: str) -> str:
        state = ctx.state
        if seat == ctx.viewer:
            name = _("{name}  (you)").format(name=name)
        if state.bearer in state.players[seat].owned():
            name = _("{name}  ★ Bearer").format(name=name)
        return name

    def seat_label(self, state: Any, seat: int) -> str:
        s = state.config.seats[seat]
        return tr("human") if s.kind == "human" else tr("computer", level=level_name(s.ai_level or "?"))

    def seat_facts(self, ctx: ViewContext, seat: int) -> list[str]:
        return [*super().seat_facts(ctx, seat), tr("curses_count", n=owned_curses(ctx.state, ctx.obs, seat))]

    # ------------------------------------------------------------------------------------------ hover
    def draw_enlarged(self, surface: pygame.Surface, card: Any, near: pygame.Rect) -> None:
        """The hovered card, large, with help for its traits, keywords and terms, beside the card."""
        L = self.layout
        w = max(220, round(260 * L.scale))
        img = self.art.face(card, w)
        size = L.font(13)
        lines = help_lines([("", text) for text in help_entries(card)], w - L.px(16), size)
        line_h = theme.fonts().get("sans", size).get_linesize()
        room = L.height - img.get_height() - L.px(20)
        if len(lines) * line_h > room:          # many topics: the last ones go
            lines = lines[:max(0, room // line_h - 1)] + [HelpLine("…", "sans")]
        draw_enlarged(surface, L, img, w, lines, size, near)

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
        box = preview_panel(surface, L, near, w, h, L.top_bar.bottom)
        theme.draw_text(surface, tr("bd_title", name=card_name(monster.name), rank=bd.rank),
                        (box.x + L.px(10), box.y + L.px(6)), size, theme.ACCENT, "cond_bold")
        preview_rows(surface, L, box, wrapped, size, box.y + L.px(8) + line_h)

    def hover_rank_info(self, surface: pygame.Surface, state: Any, region: Region) -> None:
        if region.iid >= 0:
            self.draw_enlarged(surface, state.cards[region.iid], region.rect)

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

    # ------------------------------------------------------------------------------------------ buttons and keys
    def buttons(self) -> list[GameButton]:
        return [GameButton("village", tr("village_btn"), "visit_village", pygame.K_v, "V", 124),
                GameButton("dungeon", tr("dungeon_btn"), "enter_dungeon", pygame.K_d, "D", 138),
                GameButton("prepare", tr("prepare_btn"), "prepare", pygame.K_p, "P", 132),
                GameButton("rest", tr("rest_btn"), "rest", pygame.K_r, "R", 96)]

    # ------------------------------------------------------------------------------------------ card menus, viewers
    def action_label(self, host: TableHost, a: Action) -> str:
        if a.kind == "attack":
            bd = self.previews.get(a.rank)
            if bd is not None:
                outcome = tr("preview_win") if bd.victory else tr("preview_lose")
                return _("{attack}: {total} vs {health} ({outcome})").format(attack=tr("attack_rank", n=a.rank),
                                                                             total=bd.total, health=bd.health,
                                                                             outcome=outcome)
            return tr("attack_rank", n=a.rank)
        return describe(host.state, a)

    def nothing_with(self, card_name: str) -> str:
        return tr("nothing_now", name=card_name)

    def in_discard(self, count: str) -> str:
        return _("{count} (discard)").format(count=count)

    def own_pile(self, state: Any, obs: Any, kind: str) -> tuple[str, list[tuple[Any, str]]] | None:
        if kind == "out":
            return tr("view_out"), grouped(state, obs.out)
        if kind == "curses":
            return tr("view_curses"), counted(state, obs.curses_unseen)
        if kind == "horde":
            return tr("view_horde"), [(state.cards[i], "") for i in reversed(obs.horde)]
        if kind == "dungeon":
            return tr("view_dungeon", n=obs.dungeon_size), counted(state, obs.dungeon_unseen)
        return None

    # ------------------------------------------------------------------------------------------ gestures
    def pressed_own(self, host: TableHost, region: Region) -> bool:
        if not region.key.startswith("prepared:"):
            return False
        _key, index, op = region.key.split(":")
        self.reorder(host, int(index), op)
        return True

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

    def hand_is_public(self, state: Any, seat: int) -> bool:
        return bool(state.hand_is_public(seat))

    def left_to_do(self, state: AdvanceState, legal: Sequence[Action]) -> str:
        return left_to_do(state, legal, gold_available(state))


def _when_fought(monster: Any) -> list[str]:
    """The monster's Battle and Aftermath sentences, from its text in the current language (whose translation
    heads them with the same words as the table: "Kampf:", "Nachwirkung:")."""
    import re

    heads = "|".join(re.escape(tr(key)) for key in ("battle_slot", "aftermath_slot"))
    return [s.strip() for s in re.findall(rf"((?:{heads}):[^.]*\.)", card_text(monster.text))]

"""The original game's table: the Hall game's table (`ui/hall/view.py`) with the original game's own parts - the
Light each rank needs and its battle preview with every point the battle would lose, the Disease and XP supplies and
the destroyed pile, Weapons tucked behind their Heroes with their Strength, the enlarged card's "more…" links to the
Rules, what ending the turn or a level-up would close (2nd edition).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, NamedTuple, Sequence

import pygame

from ...engine import breakdown, legal_actions
from ...engine.actions import Action
from ...i18n import N_, card_name, card_text, engine_text
from ...systems.classic.battle import Breakdown, hero_strengths
from ...systems.classic.cards import Card
from ...systems.classic.rules.village import gold_available
from ...systems.classic.state import ClassicState
from .. import icons, theme
from ..game_view import GameButton, Region, TableHost, ViewContext
from ..hall.input import DropTarget
from ..hall.layout import HallShape
from ..hall.view import HallStyle, HallView, HallWords, owned_vp
from ..piles import grouped
from ..strings import level_name
from ..table_parts import draw_enlarged, help_lines, pill, preview_panel, preview_rows
from .card_art import CardArt, footer_height, header_bottom, pip_width
from .card_help import help_topics, monster_traits
from .consequences import closes, closes_text, dungeon_question, effect_text, effects_summary, left_to_do, loss_text
from .log import TELLER
from .news import battle_banner, turn_summary
from .strings import tr


class Sticky(NamedTuple):
    """The enlarged card on screen: it stays while the mouse is on it, on its card or between the two."""

    card: Card
    near: pygame.Rect
    area: tuple[pygame.Rect, ...]
    links: list[tuple[pygame.Rect, str]]        # its "more…" links: where, which keyword


class ClassicView(HallView[ClassicState]):
    """The original Thunderstone (2nd and 1st edition rules, Wrath of the Elements)."""

    game = "classic"
    title = N_("Thunderstone")
    log = TELLER
    setup_panel_class = "ClassicSetupPanel"
    # Village, first row: 4 basic stacks, 4 hero stacks, Disease, XP; second row: 8 Village stacks, the destroyed
    # pile under the Disease.
    shape = HallShape(hall_share=0.235, you_share=0.275, basics=4, row1=("disease", "xp"), row2=("trash",),
                      row2_under_row1=True)
    words = HallWords(deck="view_deck_order_hidden", deck_note="count_of_deck_note", unseen="view_unseen_discard",
                      your_hand="view_your_hand", your_hand_link="your_hand_n")
    style = HallStyle(name_size=15, name_top=4, kind_top=6, facts_size=12, badge_size=14, badges_fit=False,
                      stats_top=10, stats_size=22, stats_step=10, lines_size=13, lines_fit=False, chip_size=18,
                      chip_gap=4, chip_label=12, chip_pad=8, chip_fit=False, chip_bottom=6)
    basic_stacks = ("militia", "dagger", "iron_rations", "torch")
    destroyed_pile = "trash"
    pressed_own_kinds = ("disease",)
    zone_slots = {"supply:disease": "disease"}
    merge_alike_actions = True

    def __init__(self, art: CardArt) -> None:
        super().__init__(art)
        self.sticky: Sticky | None = None           # the enlarged card shown, while the mouse stays on it
        self._closing: dict[Any, str] = {}          # the note of each drop of this drag (computed once)

    # ------------------------------------------------------------------------------------------ what needs no table
    @classmethod
    def make_art(cls) -> CardArt:
        return CardArt()

    @classmethod
    def card_help(cls, card: Any) -> list[str]:
        from .card_help import help_entries

        return help_entries(card)

    # ------------------------------------------------------------------------------------------ badges
    def _count_badge(self, surface: pygame.Surface, rect: pygame.Rect, text: str, where: str = "footer",
                     color: theme.Color = (20, 20, 24), card: Card | None = None) -> None:
        """A pill on a card: "footer" - in the face's footer strip, left of the level pip (`card`: the card shown,
        when it has one), where it covers none of the card's text; "bottomright" - on a card's back; "center" - a
        stamp across the card (a Hero out of the battle: the card below it is covered on purpose)."""
        L = self.layout
        if where != "footer":
            pill(surface, L, rect, text, where, color, 14)
            return
        f = theme.fonts()
        foot = footer_height(rect.w)
        room = rect.w - L.px(6) - (self._pip_width(card, rect.w) if card is not None and card.level else 0)
        size = f.fit(text, "bold", min(L.font(14), foot - 3), room - L.px(8), min_size=7)
        img = f.render(text, "bold", size, theme.TEXT)
        box = img.get_rect().inflate(L.px(8), 2)
        box.h = min(box.h, foot - 2)
        box.bottomleft = (rect.x + L.px(3), rect.bottom - L.px(3))
        pygame.draw.rect(surface, color, box, border_radius=box.h // 2)
        pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=box.h // 2)
        surface.blit(img, img.get_rect(center=box.center))
        theme.note_text(surface, text, box)

    @staticmethod
    def _pip_width(card: Card, width: int) -> int:
        """How wide the level pip at the right of a compact face's footer is (the card art draws it)."""
        return pip_width(card, width)

    def _pile_count(self, surface: pygame.Surface, rect: pygame.Rect, size: int) -> None:
        self._count_badge(surface, rect, str(size), "bottomright")

    def _pile_badge(self, surface: pygame.Surface, rect: pygame.Rect, pile: Sequence[int], state: Any) -> None:
        if pile:
            self._count_badge(surface, rect, str(len(pile)), card=state.cards[pile[-1]])
        else:
            self._count_badge(surface, rect, "0", "bottomright")

    # ------------------------------------------------------------------------------------------ top bar
    def buys_text(self, n: int) -> str:
        return tr("buys_n", n=n)

    def gold(self, state: Any) -> int:
        return gold_available(state)

    # ------------------------------------------------------------------------------------------ hall
    def preview(self, basis: Any, rank: int, card: Any) -> Breakdown | None:
        return breakdown(basis, rank, explain=True) if card.is_monster else None

    def _rank_info(self, surface: pygame.Surface, rect: pygame.Rect, rank: int, card: Card, bd: Breakdown | None,
                   state: ClassicState) -> None:
        hypothetical = state.pending.kind == "turn"        # the preview before choosing the turn's action
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
        group = self._monster_title(surface, card_name(card.name), card_name(card.group) if card.group else "",
                                    x, y, rect.w - L.px(16), L.font(14))
        y += L.font(14) + L.px(6)
        need = rank + card.light_penalty
        light = icons.marked("light", L.font(16), "no" if card.light_unreducible else "")
        surface.blit(light, (x, y))
        text = tr("light_fixed", n=need) if card.light_unreducible else tr("darkness", n=need)
        said = theme.draw_text(surface, text, (x + light.get_width() + L.px(4), y + L.px(1)), L.font(13),
                               theme.LIGHT_COLOR, "cond", max_width=rect.right - x - light.get_width() - L.px(12))
        y += L.font(16) + L.px(6) + self._monster_group_below(surface, group, said, x, rect.right - L.px(8),
                                                               L.font(13))
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
        if hypothetical and chip.bottom + L.px(4) + f.get("sans", L.font(11)).get_linesize() <= rect.bottom:
            theme.draw_text(surface, tr("preview_if_enter"), (x, chip.bottom + L.px(4)), L.font(11), theme.TEXT_DIM,
                            "cond")

    def chip_traits(self, card: Any) -> list[Any]:
        return [t for t in monster_traits(card) if t.key != "trait_light_unreducible"]   # said on the Light row

    # ------------------------------------------------------------------------------------------ village
    def _village_own(self, surface: pygame.Surface, ctx: ViewContext, supply: dict[str, Sequence[int]]) -> None:
        L = self.layout
        state, obs = ctx.state, ctx.obs
        slots = L.supply_slots
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
        theme.place(surface, gem, gem.get_rect(center=(rect.centerx, rect.centery - L.px(8))), "xp_icon")
        theme.draw_text(surface, tr("unlimited"), (rect.centerx, rect.bottom - L.px(6)), L.font(12), theme.TEXT_DIM,
                        "cond", "midbottom")
        self.regions.append(Region("xp", rect))
        self._face_up_pile(surface, slots["trash"], tr("trash"), obs.trash, "trash", ctx)

    def stack_name(self, state: Any, stack: str, hero: bool) -> str:
        cat = state.catalogue
        return card_name(stack if hero else (cat[stack].name if stack in cat else stack))

    def _hero_levels(self, surface: pygame.Surface, rect: pygame.Rect, state: Any, pile: Sequence[int]) -> None:
        levels = Counter(state.cards[i].level for i in pile)
        text = " ".join(tr("level_count", level=lv, n=levels[lv]) for lv in sorted(levels))
        self._count_badge(surface, rect, text, card=state.cards[pile[-1]])

    def _stack_count(self, surface: pygame.Surface, rect: pygame.Rect, n: int, top: Any) -> None:
        self._count_badge(surface, rect, f"×{n}", card=top)

    # ------------------------------------------------------------------------------------------ you
    def hand_label(self, name: str, revealed: bool) -> str:
        return tr("whose_party" if revealed else "whose_hand", name=name)

    hero_strengths = staticmethod(hero_strengths)

    header_bottom = staticmethod(header_bottom)

    def _hand_badges(self, surface: pygame.Surface, rect: pygame.Rect, state: Any, iid: int, strength: int | None,
                     active_party: bool) -> None:
        turn = state.turn
        if strength is not None:
            bonus = turn.strength_bonus.get(iid, 0)
            text = tr("strength_badge_bonus", n=strength, bonus=bonus) if bonus else tr("strength_badge", n=strength)
            self._count_badge(surface, rect, text, "footer", (40, 40, 60), card=state.cards[iid])
        if iid in turn.prevented or iid in turn.battle_destroyed:
            txt = tr("cannot_attack") if iid in turn.prevented else tr("destroyed_badge")
            self._count_badge(surface, rect, txt, "center", (120, 30, 30))

    def stat_rows(self, ctx: ViewContext, seat: int) -> list[tuple[str, str]]:
        state, obs = ctx.state, ctx.obs
        rows = [("xp", tr("xp_n", n=obs.seats[seat].xp)), ("vp", tr("vp_n", n=owned_vp(state, obs, seat)))]
        if state.turn.action == "village" and seat == state.active and state.result is None:
            rows.append(("gold", tr("gold_n", n=gold_available(state))))
        return rows

    # ------------------------------------------------------------------------------------------ players panel
    def seat_name(self, ctx: ViewContext, seat: int, name: str) -> str:
        return tr("name_you", name=name) if seat == ctx.viewer else name

    def seat_label(self, state: Any, seat: int) -> str:
        s = state.config.seats[seat]
        return tr("human") if s.kind == "human" else tr("computer", level=level_name(s.ai_level or "?"))

    def render(self, layer: pygame.Surface, ctx: ViewContext) -> None:
        super().render(layer, ctx)
        sticky = self.sticky
        if sticky is not None and not any(rect == sticky.near and ctx.state.cards[iid] == sticky.card
                                          for iid, rect in self.card_rects.items()):
            # Its card left the table (defeated, sent under the Dungeon Deck...): the enlargement goes with it.
            self.sticky = None

    # ------------------------------------------------------------------------------------------ hover card
    def draw_enlarged(self, surface: pygame.Surface, card: Card, near: pygame.Rect) -> None:
        """The hovered card, large, with help for its keywords, placed beside the card without covering it. Each
        help entry's heading ends in "more…", which opens the Rules screen at that keyword; the enlarged card stays
        while the mouse moves onto it (`sticky`), so the link can be clicked."""
        L = self.layout
        w = max(220, round(260 * L.scale))
        size = L.font(13)
        shown = draw_enlarged(surface, L, self.art.face(card, w), w, help_lines(help_topics(card), w - L.px(16), size),
                              size, near, more=tr("more"))
        area = shown.area
        # The strip between the card and its enlargement, so the mouse can cross it.
        if area.x >= near.right:
            gap = pygame.Rect(near.right, near.y, area.x - near.right, near.h)
        else:
            gap = pygame.Rect(area.right, near.y, max(0, near.x - area.right), near.h)
        self.sticky = Sticky(card, pygame.Rect(near), (area, gap, pygame.Rect(near)), shown.links)

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
        box = preview_panel(surface, L, near, w, h, L.px(4))
        inner = box.inflate(-L.px(16), 0)
        theme.draw_text(surface, tr("bd_title", name=card_name(state.cards[bd.monster].name), rank=bd.rank),
                        (box.x + L.px(10), box.y + L.px(6)), size, theme.ACCENT, "cond_bold", box=inner)
        y = preview_rows(surface, L, box, rows, size, box.y + L.px(8) + line_h)
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
        if sticky is not None and any(r.collidepoint(mouse) for r in sticky.area) and self.still_shown(sticky):
            self.draw_enlarged(surface, sticky.card, sticky.near)
            return
        self.sticky = None
        super().draw_hover(surface, state, mouse)

    def still_shown(self, sticky: Sticky) -> bool:
        """Whether the enlarged card still stands for a card on the table where it was: a monster gone under the
        Dungeon Deck, a card discarded at the end of the turn no longer holds its enlargement (which would hide
        what came in its place)."""
        iid = self.card_under(sticky.near.center)
        return iid >= 0 and self.card_rects[iid] == sticky.near and self.drawn is not None \
            and self.drawn.cards[iid] is sticky.card

    # ------------------------------------------------------------------------------------------ buttons and keys
    def buttons(self) -> list[GameButton]:
        return [GameButton("village", tr("village_btn"), "visit_village", pygame.K_v, "V", 138),
                GameButton("dungeon", tr("dungeon_btn"), "enter_dungeon", pygame.K_d, "D", 138),
                GameButton("rest", tr("rest_btn"), "rest", pygame.K_r, "R", 138)]

    def key(self, host: TableHost, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_F1:
            topic = self.help_topic()
            host.open_rules(f"kw:{topic}" if topic else "")
            return True
        return super().key(host, event)

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

    # ------------------------------------------------------------------------------------------ card menus, viewers
    def action_label(self, host: TableHost, a: Action) -> str:
        if a.kind == "attack":
            bd = self.previews.get(a.rank)
            if bd is not None:
                outcome = tr("preview_win") if bd.victory else tr("preview_lose")
                return tr("attack_rank_preview", n=a.rank, total=bd.total, health=bd.health, outcome=outcome)
            return tr("attack_rank", n=a.rank)
        text = engine_text(host.match.describe(a))
        note = closes_text(closes(host.state, a))       # a level-up before buying ends buying (2nd edition)
        return text[0].upper() + text[1:] + (f" ({note})" if note else "")

    def nothing_with(self, card_name: str) -> str:
        return tr("nothing_with", card=card_name)

    def in_discard(self, count: str) -> str:
        return tr("in_discard", count=count)

    def own_pile(self, state: Any, obs: Any, kind: str) -> tuple[str, list[tuple[Any, str]]] | None:
        return (tr("view_trash"), grouped(state, obs.trash)) if kind == "trash" else None

    # ------------------------------------------------------------------------------------------ gestures
    def press(self, host: TableHost, pos: tuple[int, int]) -> Any:
        topic = self.help_link_at(pos)
        if topic:
            host.open_rules(f"kw:{topic}")
            return None
        return super().press(host, pos)

    def new_drag(self) -> None:
        self._closing.clear()

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

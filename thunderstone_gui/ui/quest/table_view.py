"""Thunderstone Quest's table: the Dungeon map, the Village board, your board and hand, the players panel - drawn from
what the seat at the device may see (`observe(state, viewer)`: other players' hands and secret Side Quests are never
drawn) - and its gestures.

The map is the rooms as tiles in their graph (The Wilderness over two columns of levels 1 to 3; lines join adjacent
rooms), each with its level, Light requirement, boosts, rewards, Alert! mark, its Monster and every Champion in it.
While the viewer prepares a battle (or, at Prep, if the viewer entered now), every room with a Monster shows the
battle preview - Physical and Magic Attack after Armor and Magic Resistance against Health, the Wounds, the XP - and
the rooms within reach of the Light light up with their cost. The Champion is dragged onto a room (or the room is
clicked) to move and battle; onto a Village location at Prep.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable, Mapping, Sequence

import pygame

from ...engine.actions import Action
from ...i18n import N_, _, card_name
from ...systems.quest.battle import Breakdown, breakdown
from ...systems.quest.party import gold_available, light_total, load, skill
from ...systems.quest.rules.dungeon import cheapest_light
from ...systems.quest.state import ADJACENT, GEAR_INDEX, GEAR_SUPPLY, QuestState, hp_of
from .. import icons, marks, theme
from ..anim import Place
from ..game_view import GameButton, PackagedView, Region, TableHost, ViewContext
from ..layout import Frame, hand_slots
from ..overlays import ChoicePanel
from ..strings import level_name
from ..table_parts import draw_enlarged, footer_pill, help_lines, pill, preview_panel, preview_rows, seat_rows
from . import menus
from .card_art import QuestCardArt, footer_height, header_bottom, keyword_word
from .card_help import card_topics, help_entries, place_topics
from .consequences import closes, closes_text, left_to_do
from .input import DragSource, DropTarget
from .input import drops_for as drops_of
from .input import explain_drop as why_not
from .layout import EPIC_LOCATIONS, GEAR, QuestLayout, compute, play_area
from .log import TELLER, gear_name
from .prompts import QuestPromptPanel, prompt_title
from .strings import LEXICON_EN, tr

# Region kinds a press picks up (drag sources) and the ones it opens something on.
DRAGGED = ("champion", "hand", "stack", "treasure", "supply", "gear")
PRESSED_OPEN = ("room", "monster", "location", "hp", "deck", "discard", "box", "wounds", "opponent", "viewer_hand",
                "monster_deck", "guardian", "xp", "keys")
LOCATION_KEYS = {pygame.K_t: "temple", pygame.K_b: "bazaar", pygame.K_s: "shop", pygame.K_g: "guilds",
                 pygame.K_k: "marketplace"}      # K: the marKetplace (M is the sound's)
ROOM_STONE = (52, 50, 46)
# The Gear tokens' labels under them on a board, and their letters in the players' panel ("2R 1L").
GEAR_LABELS = {"iron_rations": N_("Iron"), "lantern": N_("Lantern"), "potion": N_("Potion")}
# TRANSLATORS: one letter each for Iron Rations, Lantern and Potion tokens in the players' panel ("2R 1L 1P").
GEAR_LETTERS = (N_("R"), N_("L"), N_("P"))


def seat_label(state: QuestState, seat: int) -> str:
    s = state.config.seats[seat]
    return tr("human") if s.kind == "human" else tr("computer", level=level_name(s.ai_level or "?"))


def location_name(location: str) -> str:
    return tr(f"loc_{location}") if location in EPIC_LOCATIONS else location


class QuestView(PackagedView[QuestState]):
    """Thunderstone Quest: the map, the Village board, the players' boards."""

    game = "quest"
    title = N_("Thunderstone Quest")
    log = TELLER
    setup_panel_class = "QuestSetupPanel"
    bench_moves = (20, 600)
    has_campaigns = True

    @classmethod
    def campaigns_scene(cls, app: Any, back: Any) -> Any:
        from .campaign import CampaignLogScene

        return CampaignLogScene(app, back=back)

    @classmethod
    def after_game(cls, app: Any, match: Any) -> tuple[str, str, Callable[[], Any]] | None:
        from .campaign import after_game

        return after_game(app, match)

    def menu_entries(self, host: Any) -> list[tuple[str, str, Callable[[], Any]]]:
        """A campaign's game: End campaign (ui/quest/campaign.py)."""
        from .campaign import table_menu_entries

        return table_menu_entries(host)

    def __init__(self, art: QuestCardArt) -> None:
        super().__init__(art)
        self.layout: QuestLayout = compute(1600, 900)
        self.previews: dict[int, Breakdown] = {}
        self.costs: dict[int, int] = {}          # room -> the Light the viewer's move there costs now
        self.reach_light = -1                    # the viewer's Light now (-1: no preview)
        self.party_is_viewer = True
        self.shown_seat = 0
        self.drawn: QuestState | None = None
        # The last drag's drops and what each would also end for the turn (drop_label).
        self.drag_drops: dict[DropTarget, Action] = {}
        self.drag_notes: dict[DropTarget, str] = {}
        self.drag_state: QuestState | None = None
        self.viewer = -1
        self.quest_shown: Any = None             # the Side Quest card drawn on the board (its owner's eyes only)
        self.epic = False                        # the game drawn is Epic Thunderstone Quest (five locations)

    # ------------------------------------------------------------------------------------------ what needs no table
    @classmethod
    def keyword_help_en(cls) -> Mapping[str, str]:
        return LEXICON_EN

    @classmethod
    def make_art(cls) -> QuestCardArt:
        return QuestCardArt()

    @staticmethod
    def bench_position(state: Any) -> bool:
        # A Village decision before the purchase: a Marketplace card can be dragged onto the discard pile.
        return bool(state.pending.kind == "village" and not state.turn.bought)

    # ------------------------------------------------------------------------------------------ sizes
    def resize(self, frame: Frame) -> None:
        self.layout = play_area(frame)

    def draw_background(self, bg: pygame.Surface) -> None:
        L = self.layout
        pygame.draw.rect(bg, theme.FELT, L.main.inflate(L.pad * 2, L.pad * 2))
        for area in (L.dungeon, L.village, L.you):
            pygame.draw.rect(bg, theme.FELT_DARK, area, border_radius=L.px(10))
        for area, label in ((L.dungeon, tr("dungeon")), (L.village, tr("village"))):
            theme.draw_text(bg, label.upper(), (area.right - L.px(8), area.y + L.px(2)), L.font(13), theme.TEXT_DIM,
                            "bold", "topright")
        # The map's paths: lines between adjacent rooms, under the tiles.
        width = max(2, L.px(5))
        for a, neighbours in enumerate(ADJACENT):
            for b in neighbours:
                if b > a:
                    pygame.draw.line(bg, (92, 84, 64), L.rooms[a].center, L.rooms[b].center, width)
        theme.draw_text(bg, tr("marketplace").upper(), (L.market_slots[0].x, L.market_slots[0].y - L.label_h),
                        L.font(12), theme.TEXT_DIM, "bold")
        theme.draw_text(bg, tr("guilds_quarter").upper(), (L.hero_slots[0].x, L.hero_slots[0].y - L.label_h),
                        L.font(12), theme.TEXT_DIM, "bold")

    # ------------------------------------------------------------------------------------------ the layer
    @property
    def places(self) -> dict[str, pygame.Rect]:
        """The Village locations of the game drawn (Epic: The Marketplace too)."""
        return self.layout.epic_locations if self.epic else self.layout.locations

    def render(self, layer: pygame.Surface, ctx: ViewContext) -> None:
        self.drawn = ctx.state
        self.epic = ctx.state.config.epic is not None
        self.viewer = ctx.viewer
        self.quest_shown = None
        self._previews(ctx)
        self._map(layer, ctx)
        self._village(layer, ctx)
        self._you(layer, ctx)
        self._players(layer, ctx)
        self._champions(layer, ctx)      # on top of the rooms and the Village locations
        self._announcements(layer, ctx)

    def _card(self, surface: pygame.Surface, iid: int, rect: pygame.Rect, ctx: ViewContext, key: str = "") -> None:
        if iid in ctx.hidden:
            return
        theme.blit(surface, self.art.face(ctx.state.cards[iid], rect.w), rect)     # its parts noted for the check
        self.card_rects[iid] = rect
        self.face_up.add(iid)
        if key:
            self.regions.append(Region(key, rect, iid))

    def _slot(self, surface: pygame.Surface, rect: pygame.Rect, label: str = "") -> None:
        L = self.layout
        pygame.draw.rect(surface, theme.mix(theme.FELT_DARK, theme.BG, 0.3), rect, border_radius=L.px(7))
        pygame.draw.rect(surface, (70, 96, 86), rect, max(1, L.px(2)), border_radius=L.px(7))
        if label:
            theme.draw_text(surface, label, rect.center, L.font(11), theme.TEXT_DIM, "cond", "center",
                            max_width=rect.w - 4)

    def _badge(self, surface: pygame.Surface, rect: pygame.Rect, text: str, where: str = "bottomright",
               color: theme.Color = (20, 20, 24), size: int = 13) -> pygame.Rect:
        return pill(surface, self.layout, rect, text, where, color, size)

    def _card_pill(self, surface: pygame.Surface, rect: pygame.Rect, text: str, where: str = "right",
                   color: theme.Color = (20, 20, 24), size: int = 11) -> pygame.Rect:
        """A pill on a card laid on the table, in its face's footer strip (a card back: the same place)."""
        foot = footer_height(rect.w) or max(11, round(rect.h * 0.11))
        return footer_pill(surface, self.layout, rect, text, foot, where, color, size)

    def _label_above(self, surface: pygame.Surface, rect: pygame.Rect, text: str,
                     color: theme.Color = theme.TEXT_DIM) -> None:
        L = self.layout
        theme.draw_text(surface, text, (rect.centerx, rect.y - L.px(1)), L.font(11), color, "cond_bold",
                        "midbottom", max_width=rect.w + L.px(8))

    # ------------------------------------------------------------------------------------------ previews
    def preview_shown(self, state: QuestState, viewer: int) -> bool:
        """Whether the battle preview is shown: the viewer's own Prep (if it entered now) or Dungeon Phase, or the
        active player's Dungeon Phase (its cards are revealed to everyone)."""
        if state.result is not None:
            return False
        kind = state.pending.kind
        if viewer >= 0 and state.active == viewer and kind in ("prep", "dungeon"):
            return True
        return state.turn.phase == "dungeon" and kind in ("dungeon", "prompt")

    def _previews(self, ctx: ViewContext) -> None:
        state = ctx.state
        self.previews = {}
        self.costs = {}
        self.reach_light = -1
        if not self.preview_shown(state, ctx.viewer):
            return
        self.reach_light = state.turn.light_at_move if state.turn.light_at_move >= 0 else light_total(state)
        for room, iid in enumerate(state.room_monster):
            if iid < 0:
                continue
            if room not in state.face_down:     # a face-down card's figures would tell what it is
                self.previews[room] = breakdown(state, room)
            self.costs[room] = cheapest_light(state, room) if state.pending.kind != "prep" else \
                self._cost_from_wilderness(state, room)

    def _cost_from_wilderness(self, state: QuestState, room: int) -> int:
        here = state.players[state.active].room
        if here < 0:
            # At Prep a Champion in the Village enters at The Wilderness.
            probe = state.clone()
            probe.players[state.active].location = "room:0"
            return cheapest_light(probe, room)
        return cheapest_light(state, room)

    # ------------------------------------------------------------------------------------------ the map
    def _map(self, surface: pygame.Surface, ctx: ViewContext) -> None:
        L = self.layout
        state, obs = ctx.state, ctx.obs
        self.regions.append(Region("dungeon", pygame.Rect(L.dungeon.right - L.px(90), L.dungeon.y, L.px(90),
                                                          L.label_h)))
        for room, tile in enumerate(L.rooms):
            self._room(surface, ctx, room, tile)
        self._keys(surface, ctx)
        # The Guardian, face up beside The Wilderness all game (under it until the last Key is found).
        rect = L.guardian_card
        under = [i for i in obs.under_wilderness if state.cards[i].kind == "guardian"]
        if under:
            self._card(surface, under[-1], rect, ctx, "guardian")
            theme.draw_text(surface, tr("guardian_under"), (rect.centerx, rect.bottom + L.px(1)), L.font(10),
                            theme.TEXT_DIM, "cond", "midtop", max_width=rect.w + L.px(30))
        elif obs.summoned:
            self._slot(surface, rect, tr("guardian"))
            self.regions.append(Region("guardian", rect))

    def _room(self, surface: pygame.Surface, ctx: ViewContext, room: int, tile: pygame.Rect) -> None:
        L = self.layout
        state, obs = ctx.state, ctx.obs
        card = state.room_card(room)
        monster = obs.room_monster[room]
        reachable = room in self.costs and 0 <= self.costs[room] <= self.reach_light
        edge = theme.TARGET if reachable and state.pending.kind in ("dungeon", "prep") else (110, 100, 80)
        pygame.draw.rect(surface, ROOM_STONE, tile, border_radius=L.px(9))
        pygame.draw.rect(surface, edge, tile, max(1, L.px(3 if reachable else 2)), border_radius=L.px(9))
        self.regions.append(Region(f"room:{room}", tile))
        slot = L.room_cards[room]
        if monster >= 0:
            self._card(surface, monster, slot, ctx, f"monster:{room}")
        elif any(r == room for r, _ in obs.face_down):     # no one may see it: its back (FAQ: battled face down)
            surface.blit(self.art.back(slot.w, "monster"), slot)
            self.regions.append(Region(f"face_down:{room}", slot))
        else:
            self._slot(surface, slot, tr("empty_room"))
        x = slot.right + L.px(6)
        right = tile.right - L.px(6)
        y = tile.y + L.px(3)
        f = theme.fonts()
        badge = self._cost_badge(surface, ctx, room, tile)
        name_right = badge.x - L.px(4) if badge is not None else right
        # A long name (the German ones carry their article: "Das Versunkene Gewölbe") takes a second line.
        line_h = theme.fonts().get("cond_bold", L.font(13)).get_linesize()
        name = theme.text_box(surface, card_name(card.name), pygame.Rect(x, y, name_right - x, 2 * line_h),
                              L.font(13), theme.TEXT, "cond_bold", lines=2)
        y += L.font(13) + L.px(2) + (name.h - line_h if name.h > line_h * 1.5 else 0)
        info = f"{tr('level_n', n=card.level)} · {tr('light_req', n=card.light_requirement)}"
        theme.draw_text(surface, info, (x, y), L.font(11), theme.LIGHT_COLOR, "cond", max_width=right - x)
        y += L.font(11) + L.px(2)
        boosts = room_boosts(card)
        rewards = reward_text(card.rewards)
        alert = bool(card.alert) or (monster >= 0 and bool(state.cards[monster].alert))
        lines = ([boosts] if boosts else []) + ([tr("reward", what=rewards)] if rewards else [])
        preview = self.previews.get(room)
        if preview is not None:
            lines = lines[:1]
        for line in lines:
            for part in f.wrap(line, "cond", L.font(11), right - x)[:2]:
                theme.draw_text(surface, part, (x, y), L.font(11), theme.TEXT_DIM, "cond")
                y += L.font(11) + L.px(1)
        if alert:
            chip = self._chip(surface, tr("alert_mark"), (x, y), (200, 140, 20), (30, 20, 10))
            self.regions.append(Region(f"alert:{room}", chip))
            y = chip.bottom + L.px(2)
        if preview is not None and monster >= 0:
            self._preview(surface, ctx, room, preview, pygame.Rect(x, y, right - x, tile.bottom - y - L.px(3)))

    def _cost_badge(self, surface: pygame.Surface, ctx: ViewContext, room: int,
                    tile: pygame.Rect) -> pygame.Rect | None:
        """The Light the viewer's move to this room costs now: green within reach, red out of it."""
        if room not in self.costs:
            return None
        state = ctx.state
        cost = self.costs[room]
        here = max(0, state.players[state.active].room) == room and state.pending.kind != "prep"
        if here:
            text, color = tr("here"), (40, 90, 60)
        elif cost < 0:
            return None
        elif cost <= self.reach_light:
            text, color = tr("cost_light", n=cost), (40, 110, 60)
        else:
            text, color = tr("out_of_reach", n=cost), (110, 50, 40)
        return self._badge(surface, tile, text, "topright", color, 10)

    def _chip(self, surface: pygame.Surface, text: str, pos: tuple[int, int], color: theme.Color,
              text_color: theme.Color = theme.TEXT) -> pygame.Rect:
        L = self.layout
        img = theme.fonts().render(text, "cond_bold", L.font(10), text_color)
        chip = img.get_rect().inflate(L.px(8), L.px(2))
        chip.topleft = pos
        pygame.draw.rect(surface, color, chip, border_radius=chip.h // 2)
        surface.blit(img, img.get_rect(center=chip.center))
        return chip

    def _preview(self, surface: pygame.Surface, ctx: ViewContext, room: int, bd: Breakdown,
                 area: pygame.Rect) -> None:
        L = self.layout
        f = theme.fonts()
        fig = bd.figures
        size = L.font(12)
        text = tr("preview_line", phys=fig.physical, magic=fig.magic, total=fig.total, health=fig.health)
        theme.draw_text(surface, text, (area.x, area.y), size, theme.TEXT, "bold", max_width=area.w)
        y = area.y + size + L.px(2)
        outcome = tr("preview_win") if fig.victory else tr("preview_lose")
        img = f.render(outcome, "bold", L.font(11), (255, 255, 255))
        chip = img.get_rect().inflate(L.px(10), L.px(3))
        chip.topleft = (area.x, y)
        pygame.draw.rect(surface, theme.GOOD if fig.victory else theme.BAD, chip, border_radius=chip.h // 2)
        surface.blit(img, img.get_rect(center=chip.center))
        parts = []
        if bd.wounds:
            parts.append(tr("preview_wounds", n=bd.wounds))
        if fig.victory:
            parts.append(tr("preview_gains", xp=bd.xp))
            if bd.treasure:
                parts.append(tr("treasure_word") + (f" ×{bd.treasure}" if bd.treasure > 1 else ""))
            parts += [_(GEAR_LABELS[g]) for g in bd.gear]
        if fig.missing:
            parts.append(tr("preview_missing", what=", ".join(required_word(m) for m in fig.missing)))
        if parts:
            # One line beside the chip, ending in "…" where the tile ends (hovering the preview shows it whole).
            line_h = f.get("cond", L.font(10)).get_linesize()
            line = pygame.Rect(chip.right + L.px(4), chip.centery - line_h // 2, area.right - chip.right - L.px(4),
                               line_h)
            theme.text_box(surface, " · ".join(parts), line, L.font(10), theme.TEXT_DIM, "cond", lines=1,
                           excerpt=True)
        if ctx.state.pending.kind == "prep" and chip.bottom + L.px(1) + f.get("cond", L.font(9)).get_linesize() \
                <= area.bottom:
            theme.draw_text(surface, tr("preview_if_enter"), (area.x, chip.bottom + L.px(1)), L.font(9),
                            theme.TEXT_DIM, "cond")
        self.regions.append(Region(f"preview:{room}", pygame.Rect(area.x, area.y, area.w, chip.bottom - area.y)))

    def _keys(self, surface: pygame.Surface, ctx: ViewContext) -> None:
        L = self.layout
        obs = ctx.obs
        area = L.keys_area
        needed = ctx.state.config.variants.keys_needed
        found = len(obs.keys_found)
        theme.draw_text(surface, tr("keys", found=found, needed=needed), (area.x + L.px(2), area.y + L.px(2)),
                        L.font(11), theme.ACCENT if found else theme.TEXT_DIM, "cond_bold", max_width=area.w)
        size = max(12, min(L.px(30), (area.w - L.px(4)) // max(1, min(needed, 4)) - L.px(3)))
        x, y = area.x + L.px(2), area.y + L.font(11) + L.px(6)
        for k in range(needed):
            rect = pygame.Rect(x + (k % 4) * (size + L.px(3)), y + (k // 4) * (size + L.px(3)), size, size)
            if k < found:
                surface.blit(self.art.token("key", size), rect)
            else:
                pygame.draw.circle(surface, (70, 66, 56), rect.center, size // 2, max(1, L.px(2)))
        self.regions.append(Region("keys", area))

    def _champions(self, surface: pygame.Surface, ctx: ViewContext) -> None:
        L = self.layout
        obs = ctx.obs
        by_place: dict[str, list[int]] = {}
        for view in obs.seats:
            if view.location:
                by_place.setdefault(view.location, []).append(view.seat)
        size = max(14, round(L.rooms[0].h * 0.3))
        for place, seats in by_place.items():
            if place.startswith("room:"):
                tile = L.rooms[int(place[5:])]
                anchor = (tile.right - L.px(4), tile.bottom - L.px(4))
            elif place in self.places:
                tile = self.places[place]
                # Five narrow locations (Epic): the token hangs below the tile, off its words.
                low = min(size, tile.h - L.px(8)) // 2 if self.epic else -L.px(4)
                anchor = (tile.right - L.px(4), tile.bottom + low)
            else:
                continue
            token = min(size, tile.h - L.px(8))
            step = round(token * 0.7)
            for k, seat in enumerate(reversed(seats)):
                rect = pygame.Rect(0, 0, token, token)
                rect.bottomright = (anchor[0] - k * step, anchor[1])
                surface.blit(self.art.token(f"seat:{seat}", token), rect)
                self.regions.append(Region(f"champion:{seat}", rect))

    # ------------------------------------------------------------------------------------------ the Village
    def _village(self, surface: pygame.Surface, ctx: ViewContext) -> None:
        L = self.layout
        state, obs = ctx.state, ctx.obs
        f = theme.fonts()
        self.regions.append(Region("village", pygame.Rect(L.village.right - L.px(80), L.village.y, L.px(80),
                                                          L.label_h)))
        for loc, rect in self.places.items():
            pygame.draw.rect(surface, (58, 52, 44), rect, border_radius=L.px(8))
            pygame.draw.rect(surface, (130, 112, 80), rect, max(1, L.px(2)), border_radius=L.px(8))
            # The name on one line (two where five locations share the row: Epic), what it does under it.
            names = f.wrap(location_name(loc), "cond_bold", L.font(13), rect.w - L.px(12))
            names = names[:2] if len(names) > 1 and self.epic else [location_name(loc)]
            for k, line in enumerate(names):
                theme.draw_text(surface, line, (rect.x + L.px(6), rect.y + L.px(4) + k * L.font(14)), L.font(13),
                                theme.TEXT, "cond_bold", max_width=rect.w - L.px(12))
            top = rect.y + L.px(6) + L.font(13) + (len(names) - 1) * L.font(14)
            room = max(1, min(3 if self.epic else 2, (rect.bottom - L.px(2) - top) // L.font(11)))
            for k, line in enumerate(f.wrap(tr(f"loc_{loc}_does"), "cond", L.font(10), rect.w - L.px(12))[:room]):
                theme.draw_text(surface, line, (rect.x + L.px(6), top + k * L.font(11)),
                                L.font(10), theme.TEXT_DIM, "cond")
            self.regions.append(Region(f"location:{loc}", rect))
        guilds = dict(obs.guilds)
        under = {key: sum(n for _, n in counts) for key, counts in obs.stack_rest}
        for slot, line in zip(L.hero_slots, list(guilds)):
            if line in under:           # Epic, the Heroes in class stacks: the top one shows, the rest counted
                self._stack(surface, ctx, slot, f"guilds:{line}", line, guilds[line], size=1 + under[line],
                            empty=tr(f"class_{line}"), tag=tr(f"class_{line}"))
            else:
                self._stack(surface, ctx, slot, f"guilds:{line}", line, guilds[line], hero=True)
        market = dict(obs.market)
        for slot, card_id in zip(L.market_slots, list(market)):
            if self.epic:               # Epic: a spot of a type, or an Any spot, of one card each
                any_spot = card_id.startswith("any:")
                self._stack(surface, ctx, slot, f"market:{card_id}", card_id, market[card_id], size=0,
                            empty=tr("spot_any") if any_spot else tr(f"kinds_{card_id.split(':')[0]}"),
                            tag=tr("spot_any") if any_spot else "")
                continue
            name = card_name(state.catalogue[card_id].name) if card_id in state.catalogue else card_id
            self._stack(surface, ctx, slot, f"market:{card_id}", name, market[card_id])
        if self.epic:
            self._market_decks(surface, ctx)
        # The Treasure deck (face down), the Wound cards, the destroyed pile.
        rect = L.treasure_slot
        left = sum(n for _, n in obs.treasure)
        self._label_above(surface, rect, tr("treasure"))
        if left:
            surface.blit(self.art.back(rect.w, "treasure"), rect)
        else:
            self._slot(surface, rect, tr("sold_out"))
        self._card_pill(surface, rect, str(left))
        self.regions.append(Region("treasure", rect))
        rect = L.wounds_slot
        self._label_above(surface, rect, tr("wounds_stack"))
        if obs.wound_stack:
            self._card(surface, obs.wound_stack[-1], rect, ctx)
        else:
            self._slot(surface, rect, "")
        self._card_pill(surface, rect, str(len(obs.wound_stack)))
        self.regions.append(Region("wounds", rect, obs.wound_stack[-1] if obs.wound_stack else -1))
        rect = L.box_slot
        self._label_above(surface, rect, tr("box"))
        if obs.trash:
            self._card(surface, obs.trash[-1], rect, ctx)
        else:
            self._slot(surface, rect, "")
        self._card_pill(surface, rect, str(len(obs.trash)))
        self.regions.append(Region("box", rect, obs.trash[-1] if obs.trash else -1))
        # Gear tokens left at The Bazaar, with their prices.
        from ...systems.quest.effects import GEAR_COST

        first = L.gear_supply[GEAR[0]]
        theme.draw_text(surface, tr("gear_supply"), (first.x, first.y - L.label_h), L.font(11), theme.TEXT_DIM,
                        "cond_bold")
        for gear, rect in L.gear_supply.items():
            held = sum(v.gear[GEAR_INDEX[gear]] for v in obs.seats)
            left = GEAR_SUPPLY - held
            surface.blit(self.art.token(gear, rect.w), rect)
            theme.draw_text(surface, f"×{left}", (rect.right + L.px(3), rect.y), L.font(12), theme.TEXT, "bold")
            theme.draw_text(surface, f"{GEAR_COST[gear]}g", (rect.right + L.px(3), rect.y + L.font(12) + L.px(1)),
                            L.font(10), theme.GOLD_COLOR, "cond")
            self.regions.append(Region(f"supply:{gear}", rect))
        # The Monster decks: how many cards each holds (Keys among them).
        for level, rect in enumerate(L.monster_decks, 1):
            size = obs.deck_sizes[level - 1]
            if size:
                surface.blit(self.art.back(rect.w, "monster"), rect)
            else:
                self._slot(surface, rect, "")
            theme.draw_text(surface, tr("monster_deck_n", n=level), (rect.right + L.px(3), rect.y), L.font(10),
                            theme.TEXT_DIM, "cond")
            theme.draw_text(surface, str(size), (rect.right + L.px(3), rect.y + L.font(10) + L.px(2)), L.font(13),
                            theme.TEXT, "bold")
            self.regions.append(Region(f"monster_deck:{level}", rect))
        deck0 = L.monster_decks[0]
        theme.draw_text(surface, tr("monster_decks"), (deck0.x, deck0.y - L.label_h), L.font(11), theme.TEXT_DIM,
                        "cond_bold")

    def _market_decks(self, surface: pygame.Surface, ctx: ViewContext) -> None:
        """Epic: the Marketplace's three face-down decks, each with its type above it and how many cards it holds."""
        L = self.layout
        sizes = {kind: sum(n for _, n in counts) for kind, counts in ctx.obs.market_decks}
        for kind, rect in L.market_decks.items():
            left = sizes.get(kind, 0)
            if left:
                surface.blit(self.art.back(rect.w), rect)
            else:
                self._slot(surface, rect, "")
            self._card_pill(surface, rect, str(left))
            column = (L.monster_decks[0].x - L.market_decks["item"].x) // 3
            theme.draw_text(surface, tr(f"kinds_{kind}"), (rect.centerx, rect.y - L.px(2)), L.font(10),
                            theme.TEXT_DIM, "cond", "midbottom", max_width=column - L.px(2))
            self.regions.append(Region(f"market_deck:{kind}", rect))

    def _stack(self, surface: pygame.Surface, ctx: ViewContext, rect: pygame.Rect, key: str, label: str,
               pile: Sequence[int], hero: bool = False, size: int | None = None, empty: str = "",
               tag: str = "") -> None:
        """A stack of the Village with its top card and a pill: how many (`size`; 0: none), the levels of a Hero
        line (`hero`), or a `tag` (Epic: the class of a Hero stack, an Any spot). An empty one says `empty`."""
        state = ctx.state
        if not pile:
            self._slot(surface, rect, empty or tr("sold_out"))
            self.regions.append(Region(f"stack:{key}", rect))
            return
        self._card(surface, pile[-1], rect, ctx, f"stack:{key}")
        if tag:
            self._card_pill(surface, rect, tag + (f" ×{size}" if size else ""), "mid", (20, 20, 24), 9)
        elif size is not None:
            if size:
                self._card_pill(surface, rect, f"×{size}")
        elif hero:
            levels = Counter(state.cards[i].level for i in pile)
            text = " ".join(f"{lv}:{levels[lv]}" for lv in sorted(levels))
            self._card_pill(surface, rect, text, "mid", (20, 20, 24), 9)
        else:
            self._card_pill(surface, rect, f"×{len(pile)}")

    # ------------------------------------------------------------------------------------------ your area
    def _you(self, surface: pygame.Surface, ctx: ViewContext) -> None:
        L = self.layout
        state, obs = ctx.state, ctx.obs
        viewer = ctx.viewer
        active_view = obs.seats[state.active]
        shown = viewer
        if viewer < 0 or (state.active != viewer and active_view.hand is not None):
            shown = state.active
        self.shown_seat = shown
        self.party_is_viewer = shown == viewer
        board_seat = viewer if viewer >= 0 else state.active
        self._board(surface, ctx, board_seat)
        view = obs.seats[shown]
        names = [s.name for s in state.config.seats]
        revealed = state.hand_is_public(shown) and state.turn.phase in ("village", "dungeon")
        if not self.party_is_viewer:
            label = tr("party_revealed", name=names[shown])
        else:
            label = tr("your_cards_revealed") if revealed else tr("hand")
        theme.draw_text(surface, label.upper(), (L.hand_area.x, L.you.y + L.px(2)), L.font(12),
                        theme.SEAT_COLORS[shown % 5], "bold")
        # deck and discard of the seat shown
        deck = L.deck_pile
        self._label_above(surface, deck, tr("deck"))
        if view.deck_size:
            surface.blit(self.art.back(deck.w), deck)
        else:
            self._slot(surface, deck, "")
        self._card_pill(surface, deck, str(view.deck_size))
        self.regions.append(Region("deck", deck))
        disc = L.discard_pile
        self._label_above(surface, disc, tr("discard"))
        if view.discard:
            self._card(surface, view.discard[-1], disc, ctx)
        else:
            self._slot(surface, disc, "")
        self._card_pill(surface, disc, str(len(view.discard)))
        self.regions.append(Region("discard", disc, view.discard[-1] if view.discard else -1))
        hw, hh = L.hand_card
        if view.hand is None:
            for r in hand_slots(L.hand_area, view.hand_size, hw, hh, L.px(8)):
                surface.blit(self.art.back(hw), r)
        else:
            self._hand(surface, ctx, list(view.hand), shown)
        if not self.party_is_viewer and viewer >= 0:
            mine = obs.seats[viewer]
            r = theme.draw_text(surface, tr("your_hand_link", n=mine.hand_size), (L.hand_area.right, L.you.y
                                                                                   + L.px(2)),
                                L.font(12), theme.INFO, "cond", "topright")
            self.regions.append(Region("viewer_hand", r.inflate(L.px(6), L.px(4))))

    def _hand(self, surface: pygame.Surface, ctx: ViewContext, hand: list[int], seat: int) -> None:
        L = self.layout
        state = ctx.state
        hw, hh = L.hand_card
        turn = state.turn
        active = seat == state.active and turn.phase in ("village", "dungeon")
        wields = turn.wields if active else {}
        units = [i for i in hand if i not in wields]
        rects = hand_slots(L.hand_area, len(units), hw, hh, L.px(8))
        carried: dict[int, list[int]] = {}
        for weapon, hero in wields.items():
            carried.setdefault(hero, []).append(weapon)
        f = theme.fonts()
        for k, (iid, rect) in enumerate(zip(units, rects)):
            weapons = [w for w in carried.get(iid, ()) if w not in ctx.hidden]
            # Each Weapon a Hero wields peeks out above it, the first given lowest: several share the room.
            step = round(hh * (0.14 if len(weapons) <= 1 else max(0.08, 0.3 / len(weapons))))
            if len(weapons) <= 2:        # each Weapon's name in view (more of them share the room as they can)
                step = max(step, header_bottom(round((hh - step * len(weapons)) * hw / hh)))
            if weapons:
                # The Hero stands a little smaller, so that its Weapons peek out inside the hand's row, never
                # over the hand's heading above it.
                h = rect.h - step * len(weapons)
                w = round(h * rect.w / rect.h)
                rect = pygame.Rect(rect.centerx - w // 2, rect.bottom - h, w, h)
            for n, weapon in enumerate(reversed(weapons)):
                self._card(surface, weapon, rect.move(0, -step * (len(weapons) - n)), ctx, f"hand:{weapon}")
            self._card(surface, iid, rect, ctx, f"hand:{iid}")
            if iid in ctx.hidden:
                continue
            card = state.cards[iid]
            if seat == ctx.viewer and k < 9:
                num = f.render(str(k + 1), "bold", L.font(11), theme.TEXT_DIM)
                surface.blit(num, num.get_rect(midtop=(rect.centerx, rect.bottom + L.px(1))))
            if active and card.is_hero and (weapons or card.has("skill")):
                text = tr("skill_load", load=load(state, iid), skill=skill(state, iid))
                self._card_pill(surface, rect, text, "right", (40, 44, 70) if weapons else (30, 30, 36), 10)
            if turn.removed and iid in turn.removed and active:
                self._badge(surface, rect, tr("removed"), "center", (120, 30, 30), 10)

    def _board(self, surface: pygame.Surface, ctx: ViewContext, seat: int) -> None:
        L = self.layout
        state, obs = ctx.state, ctx.obs
        view = obs.seats[seat]
        names = [s.name for s in state.config.seats]
        b = L.board
        pygame.draw.rect(surface, (34, 44, 42), b.inflate(-L.px(4), -L.px(4)), border_radius=L.px(8))
        title = tr("your_board", name=names[seat]) if seat == ctx.viewer else tr("board_of", name=names[seat])
        theme.draw_text(surface, title.upper(), (b.x + L.px(8), b.y + L.px(4)), L.font(12),
                        theme.SEAT_COLORS[seat % 5], "bold", max_width=L.quest_card.x - b.x - L.px(12))
        # The HP track: Wound tokens from the left; the HP under each pair of cells.
        cells = L.hp_cells
        hp = hp_of(view.wounds)
        theme.draw_text(surface, tr("hp_track", hp=hp) + " · " + tr("hp_draws", n=hp),
                        (cells[0].x, cells[0].y - L.label_h + L.px(1)), L.font(11), theme.TEXT, "cond_bold",
                        max_width=cells[-1].right - cells[0].x)
        for k, cell in enumerate(cells):
            pygame.draw.rect(surface, (60, 40, 40), cell, border_radius=L.px(4))
            pygame.draw.rect(surface, (120, 80, 70), cell, 1, border_radius=L.px(4))
            if k < view.wounds:
                surface.blit(self.art.token("wound", cell.w), cell)
            if k % 2 == 1:
                mark = theme.fonts().render(str(hp_of(k + 1)), "cond", L.font(9), theme.TEXT_DIM)
                surface.blit(mark, mark.get_rect(midtop=(cell.x, cell.bottom + L.px(1))))
        # The track with its heading above and its numbers below (a lesson's ring along it crosses neither).
        cells_box = cells[0].unionall(cells[1:])
        track = pygame.Rect(cells_box.x - L.px(6), cells_box.y - L.label_h - L.px(3), cells_box.w + L.px(12), 0)
        track.h = cells_box.bottom + L.font(9) + L.px(6) - track.y
        self.regions.append(Region("hp", track))
        # Gear tokens (draggable when it is the viewer's) and XP.
        for gear, rect in L.gear_tokens.items():
            count = view.gear[GEAR_INDEX[gear]]
            if count:
                surface.blit(self.art.token(gear, rect.w), rect)
            else:
                pygame.draw.circle(surface, (60, 64, 60), rect.center, rect.w // 2, max(1, L.px(2)))
            theme.draw_text(surface, f"×{count}", (rect.right + L.px(2), rect.centery), L.font(12), theme.TEXT,
                            "bold", "midleft")
            theme.draw_text(surface, _(GEAR_LABELS[gear]), (rect.centerx, rect.bottom + L.px(1)),
                            L.font(9), theme.TEXT_DIM, "cond", "midtop")
            key = f"gear:{gear}" if seat == ctx.viewer and count else f"gear_view:{gear}"
            self.regions.append(Region(key, rect))
        rect = L.xp_token
        surface.blit(self.art.token("xp", rect.w), rect)
        theme.draw_text(surface, str(view.xp), (rect.right + L.px(2), rect.centery), L.font(14), theme.TEXT, "bold",
                        "midleft")
        theme.draw_text(surface, tr("xp_word"), (rect.centerx, rect.bottom + L.px(1)), L.font(9), theme.TEXT_DIM,
                        "cond", "midtop")
        self.regions.append(Region("xp", rect.inflate(L.px(24), L.px(4))))
        location = view.location
        where = location_name(location) if location in EPIC_LOCATIONS else (
            card_name(state.room_card(int(location[5:])).name) if location.startswith("room:") else tr("not_placed"))
        x = rect.right + L.px(40)
        if not location:
            # A Champion not placed yet waits on the board (drag it onto a Village location or the Dungeon).
            token = pygame.Rect(x, rect.y, rect.w, rect.h)
            surface.blit(self.art.token(f"seat:{seat}", token.w), token)
            self.regions.append(Region(f"champion:{seat}", token))
            x = token.right + L.px(6)
        # Two lines where one is too narrow (the German "noch nicht aufgestellt" beside the token).
        theme.text_box(surface, tr("at_location", place=where) if location else where,
                       pygame.Rect(x, rect.y - L.px(4), L.quest_card.x - x - L.px(4), rect.h + L.px(8)), L.font(11),
                       theme.TEXT_DIM, "cond", valign="center", lines=2)
        # The Side Quest: its face for its owner (and once completed), a back for everyone else.
        qrect = L.quest_card
        self._label_above(surface, qrect.move(0, L.px(1)), tr("side_quest"))
        if view.side_quest:
            card = state.catalogue[view.side_quest]
            theme.blit(surface, self.art.face(card, qrect.w), qrect)
            self.regions.append(Region("quest", qrect))
            self.quest_shown = card
            if view.quest_done:
                self._card_pill(surface, qrect, tr("side_quest_done"), "mid", (40, 110, 60), 10)
        elif view.has_quest:
            surface.blit(self.art.back(qrect.w, "quest"), qrect)
            self._card_pill(surface, qrect, tr("side_quest_secret"), "mid", (60, 50, 30), 9)
            self.regions.append(Region("quest_secret", qrect))
        else:
            self._slot(surface, qrect, "")
        grect = L.guild_card
        self._label_above(surface, grect.move(0, L.px(1)), tr("sponsorship"))
        if view.sponsorship:
            theme.blit(surface, self.art.face(state.catalogue[view.sponsorship], grect.w), grect)
            self.regions.append(Region("guild", grect))
        else:
            self._slot(surface, grect, tr("no_sponsorship"))

    # ------------------------------------------------------------------------------------------ players panel
    def _players(self, surface: pygame.Surface, ctx: ViewContext) -> None:
        L = self.layout
        state, obs = ctx.state, ctx.obs
        rows = seat_rows(surface, L, tr("players"), state, 96)
        for seat, (view, r) in enumerate(zip(obs.seats, rows)):
            name = tr("name_you", name=view.name) if seat == ctx.viewer else view.name
            theme.draw_text(surface, name, (r.x + L.px(12), r.y + L.px(3)), L.font(14), theme.TEXT, "bold",
                            max_width=r.w - L.px(110))
            theme.draw_text(surface, seat_label(state, seat), (r.right - L.px(8), r.y + L.px(5)), L.font(10),
                            theme.TEXT_DIM, "cond", "topright")
            line_h = L.font(11) + L.px(2)
            y = r.y + L.px(4) + L.font(14) + L.px(2)
            where = view.location
            place = location_name(where) if where in EPIC_LOCATIONS else (
                card_name(state.room_card(int(where[5:])).name) if where.startswith("room:") else tr("not_placed"))
            hp = hp_of(view.wounds)
            gear = " ".join(f"{n}{_(letter)}" for letter, n in zip(GEAR_LETTERS, view.gear) if n)
            line1 = " · ".join([tr("seat_values", hp=hp, wounds=view.wounds, xp=view.xp)]
                               + ([f"{tr('seat_gear')} {gear}"] if gear else []) + [place])
            theme.draw_text(surface, line1, (r.x + L.px(12), y), L.font(11), theme.TEXT, "cond",
                            max_width=r.w - L.px(20))
            y += line_h
            line2 = (f"{tr('hand_count', n=view.hand_size)} · {tr('deck_count', n=view.deck_size)} · "
                     f"{tr('discard_count', n=len(view.discard))}")
            theme.draw_text(surface, line2, (r.x + L.px(12), y), L.font(11), theme.TEXT_DIM, "cond",
                            max_width=r.w - L.px(20))
            y += line_h
            if y + line_h <= r.bottom:
                quest_name = card_name(state.catalogue[view.side_quest].name) if view.side_quest else ""
                quest = (tr("side_quest_done_named", quest=quest_name) if view.quest_done
                         else quest_name or (tr("side_quest_secret") if view.has_quest else ""))
                guild = card_name(state.catalogue[view.sponsorship].name) if view.sponsorship else ""
                theme.draw_text(surface, " · ".join(p for p in (quest, guild) if p), (r.x + L.px(12), y),
                                L.font(10), theme.TEXT_DIM, "cond", max_width=r.w - L.px(20))
                y += line_h
            gains = (ctx.gains or {}).get(seat, [])
            if gains and y + line_h <= r.bottom:
                # The newest gains that fit the line (German names are long): fewer cards rather than a cut line.
                width, fonts = r.w - L.px(20), theme.fonts()
                for n in (3, 2, 1):
                    text = tr("gained", cards=", ".join(str(g) for g in gains[-n:]))
                    if fonts.get("cond", fonts.fit(text, "cond", L.font(10), width)).size(text)[0] <= width:
                        break
                theme.draw_text(surface, text, (r.x + L.px(12), y), L.font(10), theme.TEXT_DIM, "cond",
                                max_width=width)
            self.regions.append(Region(f"opponent:{seat}", r))

    # ------------------------------------------------------------------------------------------ announcements
    def _announcements(self, surface: pygame.Surface, ctx: ViewContext) -> None:
        """The Keys found this turn, the Guardian's awakening and the last round, plainly across the map."""
        L = self.layout
        state, obs = ctx.state, ctx.obs
        text, color = "", theme.ACCENT
        if state.result is not None:
            return
        if obs.summoned and obs.final_turns == state.seats and state.turn_number and state.turn.phase == "" and \
                state.pending.kind == "prompt":
            guardian = state.room_monster[0]
            text = tr("guardian_awakens",
                      name=card_name(state.cards[guardian].name) if guardian >= 0 else tr("guardian"))
            color = theme.BAD
        elif obs.summoned and obs.final_turns > 0:
            text, color = tr("last_round", n=obs.final_turns), theme.BAD
        elif state.turn.key_found:
            text = tr("key_found_banner", found=len(obs.keys_found), needed=state.config.variants.keys_needed)
        elif state.turn.wilderness_only and state.pending.kind == "dungeon":
            text, color = tr("wilderness_only"), theme.INFO
        if not text:
            return
        f = theme.fonts()
        size = L.font(14)
        img = f.render(text, "bold", size, (255, 255, 255))
        if img.get_width() > L.dungeon.w - L.px(20):
            size = f.fit(text, "bold", size, L.dungeon.w - L.px(20))
            img = f.render(text, "bold", size, (255, 255, 255))
        banner = img.get_rect().inflate(L.px(18), L.px(8))
        banner.midtop = (L.dungeon.centerx, L.rooms[1].y - banner.h // 2 - L.px(2))
        banner.clamp_ip(L.dungeon)
        pygame.draw.rect(surface, theme.mix(color, (0, 0, 0), 0.35), banner, border_radius=banner.h // 2)
        pygame.draw.rect(surface, color, banner, max(1, L.px(2)), border_radius=banner.h // 2)
        surface.blit(img, img.get_rect(center=banner.center))
        self.regions.append(Region("announcement", banner))

    # ------------------------------------------------------------------------------------------ top bar
    def phase_text(self, ctx: ViewContext) -> str:
        state = ctx.state
        pending = state.pending
        names = [s.name for s in state.config.seats]
        if pending.kind == "prompt":
            if pending.seat == ctx.viewer:
                return prompt_title(state, names)
            return tr("waiting_for", name=names[pending.seat])
        if pending.kind == "prep":
            return tr("phase_prep")
        if pending.kind == "village":
            return tr("phase_village", place=location_name(state.players[state.active].location))
        if pending.kind == "dungeon":
            return tr("phase_dungeon")
        return ""

    def draw_top_bar(self, surface: pygame.Surface, ctx: ViewContext, right: int) -> None:
        L = self.layout
        state = ctx.state
        if state.result is not None:
            return
        facts = []
        phase = state.turn.phase
        visible = ctx.viewer == state.active or state.hand_is_public(state.active)
        if phase == "village" and visible:
            facts.append(("gold", str(gold_available(state)), theme.ACCENT))
        if phase == "dungeon" and visible:
            light = state.turn.light_at_move if state.turn.light_at_move >= 0 else light_total(state)
            facts.append(("light", str(light), theme.LIGHT_COLOR))
        x = right
        cy = L.top_bar.centery
        for name, value, color in facts:
            r = theme.draw_text(surface, value, (x, cy), L.font(18), color, "bold", "midright")
            img = icons.icon(name, L.font(20))
            theme.place(surface, img, img.get_rect(midright=(r.x - L.px(4), cy)), f"{name}_icon")
            x = r.x - L.font(20) - L.px(18)
        if state.summoned and state.final_turns > 0:
            theme.draw_text(surface, tr("last_round_short", n=state.final_turns), (x, cy), L.font(15), theme.BAD,
                            "bold", "midright")

    # ------------------------------------------------------------------------------------------ hover and help
    def draw_enlarged(self, surface: pygame.Surface, card: Any, near: pygame.Rect) -> None:
        self.draw_help(surface, card, help_entries(card_topics(card)), near)

    def draw_help(self, surface: pygame.Surface, card: Any, entries: Sequence[str], near: pygame.Rect) -> None:
        """A card large (or none) with help texts below it, beside `near` without covering it."""
        L = self.layout
        w = max(220, round(250 * L.scale))
        size = L.font(12)
        lines = help_lines([("", text) for text in entries], w - L.px(16), size)
        draw_enlarged(surface, L, self.art.face(card, w) if card is not None else None, w, lines, size, near, clip=True)

    def draw_hover(self, surface: pygame.Surface, state: QuestState, mouse: tuple[int, int]) -> None:
        region = self.region_at(mouse, ("preview",))
        if region is not None:
            room = int(region.key.split(":")[1])
            bd = self.previews.get(room)
            if bd is not None:
                self.draw_breakdown(surface, state, bd, region.rect)
                return
        iid = self.card_under(mouse)
        if iid >= 0:
            self.draw_enlarged(surface, state.cards[iid], self.card_rects[iid])
            return
        region = self.region_at(mouse, ("room", "alert", "quest", "guild", "hp", "gear", "gear_view", "xp", "keys",
                                        "supply", "location", "champion", "treasure", "deck", "discard", "box",
                                        "wounds", "monster_deck", "village", "dungeon", "quest_secret",
                                        "announcement", "market_deck", "face_down"))
        if region is None:
            return
        kind, _, rest = region.key.partition(":")
        if kind in ("room", "alert"):
            card = state.room_card(int(rest))
            self.draw_help(surface, card, help_entries(card_topics(card)), region.rect)
        elif kind == "quest" and self.quest_shown is not None:
            self.draw_help(surface, self.quest_shown, help_entries(card_topics(self.quest_shown)), region.rect)
        elif kind == "guild":
            view_seat = self.viewer if self.viewer >= 0 else state.active
            sponsor = state.players[view_seat].sponsorship
            if sponsor:
                card = state.catalogue[sponsor]
                self.draw_help(surface, card, help_entries(card_topics(card)), region.rect)
        else:
            place = {"gear_view": "gear", "supply": "gear_supply", "location": f"location:{rest}",
                     "monster_deck": "monster_decks", "quest_secret": "side_quest", "market_deck": "market_deck",
                     "announcement": "keys", "face_down": "face_down"}.get(kind, kind)
            entries = help_entries(place_topics(place))
            if entries:
                self.draw_help(surface, None, entries, region.rect)

    def draw_breakdown(self, surface: pygame.Surface, state: QuestState, bd: Breakdown, near: pygame.Rect) -> None:
        """The battle preview in full: every card's part, Armor and Magic Resistance, the outcome, Wounds, XP and
        rewards, the Light the room costs."""
        L = self.layout
        f = theme.fonts()
        size = L.font(12)
        line_h = f.get("cond", size).get_linesize()
        fig = bd.figures
        rows: list[tuple[str, str, theme.Color]] = []
        for line in bd.lines:
            name = card_name(state.cards[line.card].name) if line.card >= 0 else line.note
            parts = []
            if line.attack:
                parts.append(f"{tr('value_attack')} {line.attack:+d}")
            if line.magic:
                parts.append(f"{tr('value_magic_attack')} {line.magic:+d}")
            ignored = line.card in fig.ignored
            rows.append((name, ", ".join(parts) + (f" ({tr('immune_ignored')})" if ignored else ""),
                         theme.TEXT_DIM if ignored else theme.TEXT))
        rows.append((tr("bd_armor"), f"−{fig.armor}", theme.TEXT))
        rows.append((tr("bd_resistance"), f"−{fig.magic_resistance}", theme.TEXT))
        rows.append((tr("bd_after"), f"{fig.physical} + {fig.magic} = {fig.total}", theme.ACCENT))
        outcome = tr("preview_win") if fig.victory else tr("preview_lose")
        rows.append((tr("bd_health"), f"{fig.health}: {outcome}", theme.GOOD if fig.victory else theme.BAD))
        if fig.missing:
            rows.append((tr("bd_required"), ", ".join(m.replace("_", " ") for m in fig.missing), theme.BAD))
        rows.append((tr("bd_wounds"), str(bd.wounds), theme.BAD if bd.wounds else theme.TEXT))
        rewards = [f"{bd.xp} XP"] + ([f"{bd.treasure} {tr('treasure_word')}"] if bd.treasure else []) + \
            [g.replace("_", " ") for g in bd.gear]
        rows.append((tr("bd_rewards"), ", ".join(rewards), theme.GOOD if fig.victory else theme.TEXT_DIM))
        if bd.light_needed >= 0:
            rows.append((tr("bd_light"), str(bd.light_needed), theme.LIGHT_COLOR))
        w = L.px(380)
        h = L.px(16) + line_h * (len(rows) + 1)
        box = preview_panel(surface, L, near, w, h, L.top_bar.bottom)
        theme.draw_text(surface, tr("battle_preview", monster=card_name(state.cards[bd.monster].name),
                                    room=card_name(state.room_card(bd.room).name)),
                        (box.x + L.px(10), box.y + L.px(6)), size, theme.ACCENT, "cond_bold", max_width=w - L.px(20))
        preview_rows(surface, L, box, rows, size, box.y + L.px(8) + line_h)

    def hover_spot(self, what: str, n: int = 0) -> pygame.Rect | None:
        if what == "hand":
            hand = self.hand_regions()
            return hand[n].rect if n < len(hand) else None
        if what in ("rank", "room"):
            region = self.region(f"preview:{n}") or self.region(f"monster:{n}")
            return region.rect if region is not None else None
        return None

    def hand_regions(self) -> list[Region]:
        """The hand's cards left to right (Weapons carried by a Hero left out): number keys 1-9 pick them."""
        state = self.drawn
        carried = set(state.turn.wields) if state is not None else set()
        regions = [r for r in self.regions if r.key.startswith("hand:") and r.iid not in carried]
        return sorted(regions, key=lambda r: r.rect.x)

    # ------------------------------------------------------------------------------------------ what moves
    def seat_rect(self, seat: int) -> pygame.Rect | None:
        region = self.region(f"opponent:{seat}")
        return region.rect if region is not None else None

    def status_text(self, state: QuestState) -> tuple[str, theme.Color]:
        kind = state.pending.kind
        if kind in ("prep", "village", "dungeon"):
            return tr(f"status_{kind}"), theme.TEXT
        if kind == "prompt":
            return tr("status_prompt"), theme.ACCENT
        return "", theme.TEXT

    def draw_highlights(self, surface: pygame.Surface, state: QuestState, legal: Sequence[Action],
                        hint: Action | None) -> None:
        L = self.layout
        w = max(2, L.px(3))
        usable: set[int] = set()
        places: set[str] = set()
        for a in legal:
            if a.kind == "go_to":
                places.add(f"location:{a.option}")
            elif a.kind in ("enter_dungeon", "to_wilderness"):
                places.add("room:0")
            elif a.kind == "buy" or a.card >= 0 and a.kind != "choose":
                usable.add(a.card)
        wielded = set(state.turn.wields)
        glow = theme.mix(theme.HIGHLIGHT, theme.FELT, 0.35)
        for iid, rect in self.card_rects.items():
            if iid in usable and iid not in wielded:
                pygame.draw.rect(surface, glow, rect.inflate(w * 2, w * 2), w, border_radius=L.px(9))
                marks.ring_mark(surface, rect.inflate(w * 2, w * 2), "act", glow, L.px(8),
                                left=rect in L.room_cards)
        for key in places:
            region = self.region(key)
            if region is not None:
                pygame.draw.rect(surface, glow, region.rect.inflate(w * 2, w * 2), w, border_radius=L.px(10))
                marks.ring_mark(surface, region.rect.inflate(w * 2, w * 2), "act", glow, L.px(8))
        champion = self.region(f"champion:{self.viewer}")
        if champion is not None and any(a.kind in ("go_to", "enter_dungeon", "move", "fight", "to_wilderness")
                                        for a in legal):
            pygame.draw.circle(surface, theme.HIGHLIGHT, champion.rect.center, champion.rect.w // 2 + w, w)
        if hint is not None:
            rects = [self.card_rects.get(iid) for iid in (hint.card, hint.target)]
            rects += [r.rect for r in (self.hint_region(state, hint),) if r is not None]
            for spot in rects:
                if spot is not None:
                    pygame.draw.rect(surface, theme.INFO, spot.inflate(w * 4, w * 4), w + 1, border_radius=L.px(12))
                    marks.ring_mark(surface, spot.inflate(w * 4, w * 4), "hint", theme.INFO, L.px(9),
                                    left=spot in L.room_cards)

    def hint_region(self, state: QuestState, action: Action) -> Region | None:
        if action.kind == "go_to":
            return self.region(f"location:{action.option}")
        if action.kind in ("enter_dungeon", "to_wilderness"):
            return self.region("room:0")
        if action.kind == "move":
            from ...systems.quest.rules.dungeon import parse_path

            return self.region(f"room:{parse_path(state, action.option)[-1]}")
        if action.kind == "fight":
            return self.region(f"room:{max(0, state.players[state.active].room)}")
        if action.kind == "buy_gear":
            return self.region(f"supply:{action.option}")
        if action.kind == "buy_treasure":
            return self.region("treasure")
        if action.kind == "gear":
            from .input import gear_kind

            return self.region(f"gear:{gear_kind(action.option)}")
        return None

    # ------------------------------------------------------------------------------------------ buttons and keys
    def buttons(self) -> list[GameButton]:
        return [GameButton("dungeon", tr("dungeon_btn"), "enter_dungeon", pygame.K_d, "D", 130),
                GameButton("fight", tr("fight_btn"), "fight", pygame.K_f, "F", 150),
                GameButton("wilderness", tr("wilderness_btn"), "to_wilderness", pygame.K_w, "W", 140)]

    def key(self, host: TableHost, event: pygame.event.Event) -> bool:
        if pygame.K_1 <= event.key <= pygame.K_9:
            hands = self.hand_regions()
            index = event.key - pygame.K_1
            if index < len(hands) and self.party_is_viewer:
                menus.card_menu(self, host, hands[index])
            return True
        location = LOCATION_KEYS.get(event.key)
        if location is not None:
            action = Action("go_to", option=location)
            if action in host.legal():
                host.submit(action)
            elif host.match.my_decision():
                host.say(tr("why_location", place=location_name(location)), theme.TEXT_DIM)
            return True
        return False

    # ------------------------------------------------------------------------------------------ gestures
    def source_of(self, region: Region) -> DragSource | None:
        kind, _, rest = region.key.partition(":")
        if kind == "champion":
            return DragSource("champion") if int(rest) == self.viewer else None
        if kind == "hand":
            return DragSource("hand", region.iid) if self.party_is_viewer else None
        if kind == "stack" and region.iid >= 0:
            return DragSource("stack", region.iid, rest)
        if kind == "treasure":
            return DragSource("treasure")
        if kind == "supply":
            return DragSource("supply", key=rest)
        if kind == "gear":
            return DragSource("gear", key=rest)
        return None

    def press(self, host: TableHost, pos: tuple[int, int]) -> tuple[DragSource, pygame.Rect] | None:
        region = self.region_at(pos, DRAGGED + PRESSED_OPEN)
        if region is None:
            return None
        source = self.source_of(region)
        if source is not None:
            return source, region.rect
        # Not draggable now (a room, a location, a pile, another player's Champion): its menu or viewer at once.
        menus.open_for(self, host, region)
        return None

    def draggables(self) -> list[tuple[DragSource, pygame.Rect]]:
        """Every drag source drawn now: the Village's stacks and tokens first, then the hand, the Gear tokens and
        the Champion (the snapshot tool and the bench drag the first that can land somewhere)."""
        order = {"stack": 0, "treasure": 0, "supply": 0, "hand": 1, "gear": 2, "champion": 3}
        out = []
        for region in self.regions:
            source = self.source_of(region)
            if source is not None:
                out.append((source, region.rect))
        return sorted(out, key=lambda pair: order.get(pair[0].kind, 9))

    def click(self, host: TableHost, pos: tuple[int, int]) -> None:
        region = self.region_at(pos, DRAGGED)
        if region is not None:
            menus.open_for(self, host, region)

    def drops_for(self, state: QuestState, legal: Sequence[Action], source: DragSource) -> dict[DropTarget, Action]:
        drops = drops_of(state, legal, source)
        if drops != self.drag_drops:
            self.drag_drops, self.drag_notes = drops, {}
            self.drag_state = state
        return drops

    def drop_target_at(self, pos: tuple[int, int]) -> DropTarget | None:
        L = self.layout
        region = self.region_at(pos, ("hand",))
        if region is not None and self.party_is_viewer:
            return DropTarget("card", iid=region.iid)
        if self.party_is_viewer:
            for kind, rect in (("discard", L.discard_pile), ("deck", L.deck_pile)):
                if rect.collidepoint(pos):
                    return DropTarget(kind)
        if L.box_slot.collidepoint(pos):
            return DropTarget("box")
        region = self.region_at(pos, ("stack",))
        if region is not None and region.key.startswith("stack:guilds:"):
            return DropTarget("stack", region.key[len("stack:guilds:"):])
        for room, rect in enumerate(L.rooms):
            if rect.collidepoint(pos):
                return DropTarget("room", str(room))
        for loc, rect in self.places.items():
            if rect.collidepoint(pos):
                return DropTarget("location", loc)
        if L.board.collidepoint(pos):
            return DropTarget("board")
        return None         # the hand's area is no drop target: what lights up (the board) is what takes a drop

    def drop_rect(self, target: DropTarget) -> pygame.Rect | None:
        L = self.layout
        kind = target.kind
        if kind == "discard":
            return L.discard_pile
        if kind == "deck":
            return L.deck_pile
        if kind == "box":
            return L.box_slot
        if kind == "board":
            return L.board
        if kind == "room":
            return L.rooms[int(target.key)]
        if kind == "location":
            return self.places.get(target.key)
        if kind == "card":
            return self.card_rects.get(target.iid)
        if kind == "stack":
            region = self.region(f"stack:guilds:{target.key}")
            return region.rect if region is not None else None
        return None

    def drop_label(self, target: DropTarget) -> bool | str:
        if target.kind == "card":
            return False
        note = self.drag_notes.get(target)
        if note is None:
            # What the drop would also end for the turn (a level-up before buying), asked once per drag.
            action = self.drag_drops.get(target)
            state = self.drag_state
            note = closes_text(closes(state, action)) if action is not None and state is not None else ""
            self.drag_notes[target] = note
        return tr("drop_and_note", note=note) if note else True

    def left_to_do(self, state: QuestState, legal: Sequence[Action]) -> str:
        return left_to_do(state, legal)

    def explain_drop(self, state: QuestState, source: DragSource, target: DropTarget) -> str:
        return why_not(state, source, target)

    def drag_image(self, state: QuestState, source: DragSource, width: int) -> pygame.Surface:
        if source.kind == "champion":
            return self.art.token(f"seat:{self.viewer}", width)
        if source.kind in ("gear", "supply"):
            return self.art.token(source.key, width)
        if source.kind == "treasure":
            return self.art.back(width, "treasure")
        return self.art.face(state.cards[source.iid], width)

    def prompt_panel(self, state: QuestState, names: Sequence[str], legal: Sequence[Action],
                     on_choose: Callable[[Action], Any]) -> ChoicePanel | None:
        return QuestPromptPanel(self.layout, self.art, state, names, legal, on_choose)

    # ------------------------------------------------------------------------------------------ animation
    def card_place(self, state: QuestState, iid: int) -> Place | None:
        """Where a card is, with the room for a Monster in the Dungeon (each room is drawn apart)."""
        place = super().card_place(state, iid)
        if place is not None and place[0] == "rooms":
            return "room", state.room_monster.index(iid)
        if place is not None and place[0] == "face_down":      # its room; it flies there face down
            return "face_down", state.room_monster.index(iid)
        return place

    def zone_rect(self, place: Place, state: QuestState, viewer: int) -> pygame.Rect | None:
        L = self.layout
        zone, n = place
        if zone in ("deck", "discard", "hand"):
            if n == self.shown_seat:
                return {"deck": L.deck_pile, "discard": L.discard_pile, "hand": L.hand_area}[zone]
            region = self.region(f"opponent:{n}")
            return region.rect.inflate(-region.rect.w // 2, 0) if region else None
        if zone.startswith(("market:", "guilds:")):
            region = self.region(f"stack:{zone}")
            return region.rect if region else None
        if zone.startswith("market_deck:"):
            return L.market_decks.get(zone.split(":", 1)[1])
        if zone.startswith("hero_box:"):
            return L.box_slot
        if zone in ("room", "face_down"):
            return L.room_cards[n]
        if zone.startswith("monsters:"):
            return L.monster_decks[int(zone.split(":")[1]) - 1]
        return {"treasure": L.treasure_slot, "trash": L.box_slot, "wounds": L.wounds_slot,
                "under_wilderness": L.guardian_card, "keys_found": L.keys_area,
                "keys_aside": L.keys_area}.get(zone)

    def card_is_public(self, state: QuestState, iid: int, viewer: int) -> bool:
        where = self.card_place(state, iid)
        if where is None:
            return False
        zone, seat = where
        if zone == "hand":
            return seat == viewer or state.hand_is_public(seat)
        return zone not in ("deck", "treasure", "face_down") and not zone.startswith("monsters:")



def required_word(need: str) -> str:
    """What a Required trait asks for, in words: Physical or Magic Attack, else a keyword of the cards ("magic_attack"
    was shown as "magic attack" in every language)."""
    if need in ("attack", "magic_attack"):
        return tr(f"value_{need}")
    return keyword_word(need)


def room_boosts(card: Any) -> str:
    parts = []
    for field, key in (("health_boost", "boost_health"), ("armor_boost", "boost_armor"),
                       ("magic_resistance_boost", "boost_resistance"), ("wound_boost", "boost_wounds"),
                       ("xp_boost", "boost_xp")):
        value = getattr(card, field)
        if value:
            parts.append(tr(key, n=f"{value:+d}"))
    return ", ".join(parts)


def reward_text(rewards: Sequence[Any]) -> str:

    parts = []
    for reward in rewards:
        if reward.treasure:
            parts.append(tr("treasure_word") + (f" ×{reward.treasure}" if reward.treasure > 1 else ""))
        if reward.gear:
            parts.append(str(gear_name(reward.gear)) + (f" ×{reward.gear_count}" if reward.gear_count > 1 else ""))
        if reward.xp:
            parts.append(f"{reward.xp} XP")
    return ", ".join(parts)


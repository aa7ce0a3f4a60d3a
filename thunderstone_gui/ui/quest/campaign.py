"""Campaign Mode's screens (rulebook, "Campaign Mode"; the rules: systems/quest/campaign.py; the files:
persistence/campaigns.py):

- `CampaignLogScene`, the Campaign Log: every campaign (the damaged files too, with their reason), and the one chosen
  game by game - each player's VP, the game's winner, the combined VP, the cards each Guild Recognition Phase added
  to the starting decks -; New campaign, Continue (the game in progress, from its own autosave), Guild Recognition,
  Next game, End campaign, Delete.
- `CampaignGameScene`, New Game for a campaign's game: the shell's New Game with the game fixed to Quest, the
  players fixed after the first game, and the difficulty options in the game's place (Keys needed, where the Keys
  go).
- `RecognitionScene`, the Guild Recognition Phase after Game Over: from the winner down in final placement order,
  each player picks one of the Marketplace cards they own (no card another player picked this phase); a computer
  picks for itself; a player with no legal card forfeits. The rulebook hides no pick, so none is covered: every
  player sees the choices as at the table.

A campaign game is an ordinary Quest game whose record's meta names its campaign file and number
(`CAMPAIGN_KEY`, `CAMPAIGN_GAME_KEY`): it is autosaved, continued after a crash and listed on the title like any
game, and its Game Over leads to the Guild Recognition (`after_game`).
"""

from __future__ import annotations

from datetime import datetime
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

import pygame

from ...ai.quest.campaign import recognition_pick
from ...engine.config import GameConfig, Seat
from ...i18n import _, card_name, engine_text, ngettext
from ...persistence.campaigns import (
    CAMPAIGN_GAME_KEY,
    CAMPAIGN_KEY,
    Campaign,
    CampaignEntry,
    CampaignGameLog,
    campaign_path,
    delete_campaign,
    list_campaigns,
    new_campaign_file,
    read_campaign,
    save_campaign,
)
from ...persistence.disk import disk_problem
from ...persistence.names import file_label
from ...persistence.saves import game_identity, list_autosaves
from ...systems.quest import campaign as rules
from ...systems.quest.config import KEYS_BY_LEVEL, KEYS_NEEDED, QuestConfig
from .. import theme
from ..match import Match
from ..overlays import ConfirmDialog, Overlay, ScreenScale
from ..scenes.common import MenuScreen, new_layout, question_takes, row_at, ui_scale
from ..scenes.new_game import NewGameScene
from ..widgets import Button, Cycler

if TYPE_CHECKING:
    from ..scene import AppServices, Scene

GAME = "quest"
# The difficulty options New Game offers a campaign's game: the Keys needed, and where the six Keys go.
KEYS_NEEDED_CHOICES = (4, 5, 6)
KEY_PLACEMENTS: tuple[tuple[int, int, int], ...] = (KEYS_BY_LEVEL, (0, 3, 3), (0, 2, 4), (2, 2, 2), (0, 0, 6))


def placement_label(keys: tuple[int, int, int]) -> str:
    return _("Keys {one} · {two} · {three}").format(one=keys[0], two=keys[1], three=keys[2])


def seat_names(campaign: Campaign, seats: tuple[int, ...] | list[int]) -> str:
    return ", ".join(campaign.seats[s].name for s in seats if s < len(campaign.seats))


# ---------------------------------------------------------------------------------------------- the game's hooks
def campaign_of(session: Any) -> tuple[Path, int] | None:
    """The campaign file and game number a game's record names, or None for a game of its own."""
    meta = getattr(session, "meta", {}) or {}
    path = campaign_path(meta.get(CAMPAIGN_KEY, ""))
    number = meta.get(CAMPAIGN_GAME_KEY)
    if path is None or not isinstance(number, int) or isinstance(number, bool):
        return None
    return path, number


def record_finished(match: Match) -> tuple[Path, Campaign | None, str]:
    """Write a campaign game's result into its campaign (once: an entry already finished stays as it is). Returns
    the file, the campaign as it is now (None when it cannot be read) and what the player must be told ("")."""
    found = campaign_of(match.session)
    assert found is not None
    path, number = found
    entry = read_campaign(path)
    if entry.campaign is None:
        return path, None, _("The campaign of this game cannot be read: {file} {reason}.").format(
            file=file_label(path), reason=engine_text(entry.error))
    campaign = entry.campaign
    log = next((g for g in campaign.games if g.number == number), None)
    if log is None or log.identity != game_identity(match.config):
        return path, None, _("This game is not the game {n} its campaign is waiting for.").format(n=number)
    if log.finished:
        return path, campaign, ""
    campaign = campaign.with_game(rules.finished(log, match.state))          # type: ignore[arg-type]
    try:
        save_campaign(path, campaign)
    except OSError as exc:
        return path, campaign, _("The campaign could not be saved ({why}).").format(why=engine_text(disk_problem(exc)))
    return path, campaign, ""


def after_game(app: AppServices, match: Match) -> tuple[str, str, Callable[[], Any]] | None:
    """Game Over's first button for a campaign's game: the Guild Recognition Phase (instead of Rematch)."""
    found = campaign_of(match.session)
    if found is None:
        return None
    ended = read_campaign(found[0]).campaign
    if ended is not None and ended.ended:
        return None              # its campaign was ended while it was played: a game of its own now (Rematch)
    path, campaign, problem = record_finished(match)

    def go() -> None:
        # The campaign as it is now: the phase may have been played meanwhile (Game Over shown again).
        now = read_campaign(path).campaign if campaign is not None else None
        current = now.current if now is not None else None
        if now is None or current is None or not current.finished:
            app.switch(CampaignLogScene(app, chosen=path, message=problem))
        else:
            app.switch(RecognitionScene(app, path, now, problem))

    return "guild_recognition", _("Guild Recognition"), go


def open_campaigns(app: AppServices, back: Scene | None = None) -> None:
    app.switch(CampaignLogScene(app, back=back))


def start_campaign_game(app: AppServices, path: Path, campaign: Campaign, config: QuestConfig) -> None:
    """Write the game into its campaign, then play it (autosaved as any game, its record naming the campaign)."""
    from ..scenes.title import start_match

    assert config.campaign is not None
    number = config.campaign.number
    log = CampaignGameLog(number=number, identity=game_identity(config), config=config.model_dump(mode="json"))
    save_campaign(path, campaign.with_game(log))
    match = Match.new(config)
    match.session.meta[CAMPAIGN_KEY] = path.name
    match.session.meta[CAMPAIGN_GAME_KEY] = number
    start_match(app, match, fresh_device=True)


def end_question(campaign: Campaign) -> str:
    """What ending the campaign now means, said before it is done: the winner by the combined VP of the games
    finished, and what becomes of a game in progress (it does not count and stays a game of its own)."""
    finished = sum(1 for g in campaign.games if g.finished)
    lead = rules.leaders(campaign)
    said = []
    playing = rules.unfinished_game(campaign)
    if playing is not None and finished:
        said.append(ngettext("Game {n} is not finished: it does not count; the campaign is decided by its {k} "
                             "finished game.", "Game {n} is not finished: it does not count; the campaign is "
                             "decided by its {k} finished games.", finished).format(n=playing.number, k=finished))
    if lead:
        said.append((_("{names} wins with the most combined VP; no more games are played.") if len(lead) == 1 else
                     _("{names} share the victory with the most combined VP; no more games are played.")).format(
            names=seat_names(campaign, lead)))
    elif playing is not None:
        said.append(_("Game {n} is not finished: the campaign ends without a winner.").format(n=playing.number))
    else:
        said.append(_("No game of it is finished: it ends without a winner."))
    if playing is not None:
        said.append(_("Game {n} stays among the unfinished games as a game of its own.").format(n=playing.number))
    return " ".join(said)


def end_campaign(path: Path, campaign: Campaign) -> tuple[Campaign | None, str]:
    """End the campaign in its file: the campaign as it is now and what to tell the player (None and the reason
    when the file cannot be written)."""
    ended = rules.end(campaign)
    try:
        save_campaign(path, ended)
    except OSError as exc:
        return None, _("The campaign could not be saved ({why}).").format(why=engine_text(disk_problem(exc)))
    lead = rules.leaders(ended)
    if not lead:
        return ended, _("The campaign is over without a winner: no game of it was finished.")
    won = _("The campaign is over: {names} wins.") if len(lead) == 1 else \
        _("The campaign is over: {names} share the victory.")
    return ended, won.format(names=seat_names(ended, lead))


def table_menu_entries(table: Any) -> list[tuple[str, str, Callable[[], Any]]]:
    """The table's menu entry of a campaign's game: End campaign (asked first; then the final Campaign Log)."""
    found = campaign_of(table.match.session)
    if found is None:
        return []
    path = found[0]
    campaign = read_campaign(path).campaign
    if campaign is None or campaign.ended:
        return []

    def ask() -> None:
        now = read_campaign(path).campaign            # as it is now: the question tells the standings of now
        if now is None or now.ended:
            table.say(_("This campaign cannot be ended: its file cannot be read or it is over."), theme.BAD)
            return
        table.show(ConfirmDialog(table.frame.layout, _("End this campaign?"), end_question(now),
                                 lambda: table.leave(partial(finish_from_table, table.app, path, now))))

    return [("end_campaign", _("End campaign"), ask)]


def finish_from_table(app: AppServices, path: Path, campaign: Campaign) -> None:
    """End the campaign and show its final Campaign Log (the game left stays among the unfinished games)."""
    ended, message = end_campaign(path, campaign)
    log = CampaignLogScene(app, chosen=path)
    log.say(message, theme.GOOD if ended is not None else theme.BAD)
    app.switch(log)


# ---------------------------------------------------------------------------------------------- the Campaign Log
def titled_panel(surface: pygame.Surface, area: pygame.Rect, heading: str, pad: int, size: int,
                 s: float) -> tuple[int, int, int]:
    """A panel with its heading in capitals; where its text begins (x, y of the heading) and how wide it may be."""
    theme.panel(surface, area, theme.PANEL, theme.PANEL_EDGE, radius=round(10 * s))
    x, y = area.x + pad, area.y + pad
    inner = area.w - 2 * pad
    theme.draw_text(surface, heading.upper(), (x, y), size, theme.ACCENT, "bold", max_width=inner)
    return x, y, inner


class CampaignLogScene(MenuScreen):
    """Every campaign, and the one chosen game by game (the rulebook's Campaign Log: games, score, winner)."""

    name = "campaign_log"

    def __init__(self, app: AppServices, back: Scene | None = None, chosen: Path | None = None,
                 message: str = "") -> None:
        super().__init__(app, back)
        self.overlay: Overlay | None = None
        self.entries: list[CampaignEntry] = list_campaigns()
        self.chosen = chosen
        if self.chosen is None and self.entries:
            self.chosen = next((e.path for e in self.entries if e.ok), None)
        damaged = [e for e in self.entries if not e.ok]
        told = [message] if message else []
        if damaged:
            told.append(ngettext("{n} campaign file cannot be read and is listed with the reason; the others are "
                                 "as they were.", "{n} campaign files cannot be read and are listed with the "
                                 "reason; the others are as they were.", len(damaged)).format(n=len(damaged)))
        if told:
            self.say(" ".join(told), theme.BAD)

    def title_text(self) -> str:
        return _("Campaigns")

    @property
    def entry(self) -> CampaignEntry | None:
        return next((e for e in self.entries if e.path == self.chosen), None)

    @property
    def campaign(self) -> Campaign | None:
        entry = self.entry
        return entry.campaign if entry is not None else None

    def layout(self) -> None:
        w, h, s = new_layout(self)
        self.s = s
        self.list_rect = pygame.Rect(round(w * 0.04), round(h * 0.2), round(w * 0.34), round(h * 0.62))
        self.log_rect = pygame.Rect(round(w * 0.41), round(h * 0.2), round(w * 0.55), round(h * 0.62))
        self.row_h = round(64 * s)
        self.rows: list[tuple[pygame.Rect, CampaignEntry]] = []
        y = self.list_rect.y
        for entry in self.entries[:max(1, self.list_rect.h // self.row_h)]:
            self.rows.append((pygame.Rect(self.list_rect.x, y, self.list_rect.w, self.row_h - round(6 * s)), entry))
            y += self.row_h
        campaign = self.campaign
        bh, gap = round(50 * s), round(12 * s)
        buttons: list[tuple[str, str, Callable[[], Any], str, bool]] = [
            ("new_campaign", _("New campaign"), self.new_campaign, "normal", True)]
        if campaign is not None and not campaign.ended:
            current = campaign.current
            if current is None:
                buttons.append(("next_game", _("Play game {n}").format(n=len(campaign.games) + 1), self.next_game,
                                "primary", True))
            elif not current.finished:
                buttons.append(("continue_game", _("Continue game {n}").format(n=current.number),
                                self.continue_game, "primary", True))
            else:
                buttons.append(("guild_recognition", _("Guild Recognition"), self.recognition, "primary", True))
            # Also while a game is in progress (it does not count then: end_question says so before).
            buttons.append(("end_campaign", _("End campaign"), self.ask_end, "normal", True))
        if self.entry is not None:
            buttons.append(("delete_campaign", _("Delete"), self.ask_delete, "quiet", True))
        buttons.append(("back", _("Back"), self.go_back, "quiet", True))
        bw = min(round(230 * s), (round(w * 0.92) - (len(buttons) - 1) * gap) // len(buttons))
        x = w // 2 - (len(buttons) * bw + (len(buttons) - 1) * gap) // 2
        by = round(h * 0.86)
        for wid, label, callback, style, enabled in buttons:
            button = Button(wid, pygame.Rect(x, by, bw, bh), label, callback, style, font_size=round(19 * s))
            button.enabled = enabled
            self.widgets.add(button)
            x += bw + gap

    # ------------------------------------------------------------------------------------------ actions
    def reload(self, chosen: Path | None = None) -> None:
        self.entries = list_campaigns()
        self.chosen = chosen if chosen is not None else self.chosen
        self.layout()

    def new_campaign(self) -> None:
        self.app.switch(CampaignGameScene(self.app, None, None, back=self))

    def next_game(self) -> None:
        if self.campaign is not None and self.chosen is not None:
            self.app.switch(CampaignGameScene(self.app, self.chosen, self.campaign, back=self))

    def recognition(self) -> None:
        if self.campaign is not None and self.chosen is not None:
            self.app.switch(RecognitionScene(self.app, self.chosen, self.campaign))

    def continue_game(self) -> None:
        """The game in progress, from its own autosave (as the title continues it); with no autosave (it was
        deleted, or the game ended before its result reached the campaign) the game is dealt again."""
        from ..scenes.title import continue_autosave, start_match

        campaign, path = self.campaign, self.chosen
        if campaign is None or path is None or campaign.current is None:
            return
        current = campaign.current
        info = next((i for i in list_autosaves().games if i.identity == current.identity), None)
        if info is None:
            try:
                config = QuestConfig.model_validate(current.config)
            except ValueError as exc:
                self.say(_("Game {n} of this campaign cannot be dealt again: {why}").format(
                    n=current.number, why=engine_text(str(exc).splitlines()[0])), theme.BAD)
                return
            match = Match.new(config)
            match.session.meta[CAMPAIGN_KEY] = path.name
            match.session.meta[CAMPAIGN_GAME_KEY] = current.number
            start_match(self.app, match, fresh_device=True,
                        message=_("Game {n} had no autosave: it is dealt again from its start.").format(
                            n=current.number))
            return
        continue_autosave(
            self, info.path,
            lambda exc: self.say(_("Game {n} of this campaign cannot be continued: {why}").format(
                n=current.number, why=engine_text(exc.reason)), theme.BAD),
            lambda: self.say(_("Game {n} of this campaign cannot be continued.").format(n=current.number), theme.BAD))

    def ask_end(self) -> None:
        campaign = self.campaign
        if campaign is None:
            return
        w, h = self.app.size
        self.overlay = ConfirmDialog(ScreenScale(w, h, ui_scale((w, h))), _("End this campaign?"),
                                     end_question(campaign), self.end_campaign)

    def end_campaign(self) -> None:
        campaign, path = self.campaign, self.chosen
        if campaign is None or path is None:
            return
        ended, message = end_campaign(path, campaign)
        if ended is None:
            self.say(message, theme.BAD)
            return
        self.reload()
        self.say(message, theme.GOOD)

    def ask_delete(self) -> None:
        entry = self.entry
        if entry is None:
            return
        w, h = self.app.size
        self.overlay = ConfirmDialog(ScreenScale(w, h, ui_scale((w, h))), _("Delete this campaign?"),
                                     _("Its log and its players' added cards are lost. A game of it in progress "
                                       "stays among the unfinished games as a game of its own."),
                                     partial(self.delete, entry.path))

    def delete(self, path: Path) -> None:
        try:
            delete_campaign(path)
        except OSError as exc:
            self.say(_("The campaign could not be deleted ({why}).").format(why=engine_text(disk_problem(exc))),
                     theme.BAD)
            return
        self.chosen = None
        self.entries = list_campaigns()
        self.chosen = next((e.path for e in self.entries if e.ok), None)
        self.layout()

    # ------------------------------------------------------------------------------------------ events
    def get_event(self, event: pygame.event.Event) -> None:
        if question_takes(self, event):
            self.invalidate()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.widgets.handle(
                event, self.app.mouse):
            entry = row_at(self.rows, event.pos)
            if entry is not None:
                self.chosen = entry.path
                self.layout()
                self.invalidate()
            return
        super().get_event(event)

    # ------------------------------------------------------------------------------------------ draw
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.overlay is not None:
            self.overlay.draw(surface, self.app.mouse)

    def draw_body(self, surface: pygame.Surface, s: float) -> None:
        theme.draw_text(surface, _("Your campaigns").upper(), (self.list_rect.x, self.list_rect.y - round(8 * s)),
                        round(15 * s), theme.ACCENT, "bold", "bottomleft", max_width=self.list_rect.w)
        if not self.entries:
            theme.text_box(surface, _("No campaign yet. A campaign is a series of Thunderstone Quest games by the "
                                      "same players: after each game, each player adds one Marketplace card of "
                                      "their deck to their starting deck."),
                           self.list_rect.inflate(-round(8 * s), 0).move(0, round(6 * s)), round(16 * s),
                           theme.TEXT_DIM, "sans", lines=6)
        for rect, entry in self.rows:
            self._draw_row(surface, rect, entry, s)
        campaign = self.campaign
        if campaign is not None:
            self._draw_log(surface, campaign, s)

    def _draw_row(self, surface: pygame.Surface, rect: pygame.Rect, entry: CampaignEntry, s: float) -> None:
        chosen = entry.path == self.chosen
        hover = rect.collidepoint(self.app.mouse) and self.overlay is None
        theme.panel(surface, rect, theme.PANEL_LIGHT if hover or chosen else theme.PANEL,
                    theme.ACCENT if chosen else theme.PANEL_EDGE, radius=round(8 * s))
        pad, text_w = round(12 * s), rect.w - round(24 * s)
        campaign = entry.campaign
        if campaign is None:
            theme.draw_text(surface, file_label(entry.path), (rect.x + pad, rect.y + round(7 * s)), round(16 * s),
                            theme.TEXT, "bold", max_width=text_w)
            theme.draw_text(surface, _("cannot be read: {reason}").format(reason=engine_text(entry.error)),
                            (rect.x + pad, rect.bottom - round(7 * s)), round(13 * s), theme.BAD, "sans",
                            "bottomleft", max_width=text_w)
            return
        theme.draw_text(surface, ", ".join(campaign.names), (rect.x + pad, rect.y + round(7 * s)), round(17 * s),
                        theme.TEXT, "bold", max_width=text_w)
        played = sum(1 for g in campaign.games if g.finished)
        games = ngettext("{n} game", "{n} games", played).format(n=played)
        lead = rules.leaders(campaign)
        if campaign.ended and not lead:
            detail = _("{games} · ended without a winner").format(games=games)
        elif campaign.ended:
            detail = _("{games} · won by {names}").format(games=games, names=seat_names(campaign, lead))
        elif lead:
            detail = _("{games} · in progress · leading: {names}").format(games=games,
                                                                           names=seat_names(campaign, lead))
        else:
            detail = _("{games} · in progress").format(games=games)
        theme.draw_text(surface, detail, (rect.x + pad, rect.bottom - round(7 * s)), round(14 * s), theme.TEXT_DIM,
                        "sans", "bottomleft", max_width=text_w)

    def _draw_log(self, surface: pygame.Surface, campaign: Campaign, s: float) -> None:
        area = self.log_rect
        pad = round(14 * s)
        x, y, inner = titled_panel(surface, area, _("Campaign Log"), pad, round(15 * s), s)
        started = _("begun {date}").format(date=campaign.started) if campaign.started else ""
        theme.draw_text(surface, started, (area.right - pad, y), round(13 * s), theme.TEXT_DIM, "sans", "topright",
                        max_width=inner // 2)
        y += round(26 * s)
        seats = len(campaign.seats)
        first_w = round(inner * 0.2)
        win_w = round(inner * 0.22)
        col_w = (inner - first_w - win_w) // max(1, seats)
        fs = round(15 * s)
        line = round(22 * s)

        def row(label: str, values: list[str], last: str, color: tuple[int, int, int], font: str = "sans") -> None:
            theme.draw_text(surface, label, (x, y), fs, color, font, max_width=first_w - round(6 * s))
            for k, value in enumerate(values):
                theme.draw_text(surface, value, (x + first_w + k * col_w + col_w - round(8 * s), y), fs, color, font,
                                "topright", max_width=col_w - round(10 * s))
            theme.draw_text(surface, last, (x + first_w + seats * col_w + round(6 * s), y), fs, color, font,
                            max_width=win_w - round(6 * s))

        row(_("Game"), campaign.names, _("Winner"), theme.ACCENT, "bold")
        y += line
        games = list(campaign.games)
        room = max(1, (area.bottom - y - pad) // line - 3 - seats)
        if len(games) > room:
            theme.draw_text(surface, ngettext("… {n} earlier game", "… {n} earlier games", len(games) - room).format(
                n=len(games) - room), (x, y), round(13 * s), theme.TEXT_DIM, "sans", max_width=inner)
            y += line
            games = games[-room + 1:] if room > 1 else games[-1:]
        for game in games:
            if game.finished:
                row(_("Game {n}").format(n=game.number), [str(v) for v in game.scores],
                    seat_names(campaign, game.winners), theme.TEXT)
            else:
                row(_("Game {n}").format(n=game.number), ["–"] * seats,
                    _("not finished: does not count") if campaign.ended else _("being played"), theme.TEXT_DIM)
            y += line
        pygame.draw.line(surface, theme.PANEL_EDGE, (x, y - round(3 * s)), (area.right - pad, y - round(3 * s)))
        totals = rules.combined_scores(campaign)
        lead = rules.leaders(campaign)
        verdict = (_("Leading: {names}") if not campaign.ended else _("Winner: {names}") if len(lead) == 1 else
                   _("Winners: {names}")).format(
            names=seat_names(campaign, lead)) if lead else ""
        row(_("Combined VP"), [str(v) for v in totals], verdict, theme.GOOD if campaign.ended else theme.TEXT, "bold")
        y += line + round(8 * s)
        theme.draw_text(surface, _("Added to the starting decks").upper(), (x, y), round(13 * s), theme.ACCENT,
                        "bold", max_width=inner)
        y += round(20 * s)
        added = rules.starting_cards(campaign)
        for seat, cards in enumerate(added):
            words = ", ".join(card_name(self._card_title(campaign, c)) for c in cards) or _("nothing yet")
            theme.draw_text(surface, _("{name}: {cards}").format(name=campaign.seats[seat].name, cards=words),
                            (x, y), round(14 * s), theme.TEXT, "sans", max_width=inner)
            y += round(19 * s)

    @staticmethod
    def _card_title(campaign: Campaign, card_id: str) -> str:
        return card_title(campaign, card_id)


_titles: dict[tuple[str, str], dict[str, str]] = {}


def card_title(campaign: Campaign, card_id: str) -> str:
    """A card's English name in the campaign's card set (its id when the set is not installed)."""
    key = (campaign.card_set, campaign.card_set_hash)
    names = _titles.get(key)
    if names is None:
        try:
            from ...systems.quest.cards import find_set

            catalogue = find_set(campaign.card_set, campaign.card_set_hash)
            names = {c.id: c.name for c in catalogue.cards.values()}
        except Exception:  # noqa: BLE001 - a set that is not installed: the ids are shown
            names = {}
        _titles[key] = names
    return names.get(card_id, card_id)


# ---------------------------------------------------------------------------------------------- a campaign's game
class CampaignGameScene(NewGameScene):
    """New Game for a campaign's game: Quest, the campaign's players (any, for its first game), the difficulty."""

    name = "campaign_game"

    def __init__(self, app: AppServices, path: Path | None, campaign: Campaign | None,
                 back: Scene | None = None) -> None:
        super().__init__(app)
        self.path, self.campaign, self.back = path, campaign, back
        self.keys_needed = KEYS_NEEDED
        self.keys_by_level: tuple[int, int, int] = KEYS_BY_LEVEL
        if campaign is not None:
            last = campaign.games[-1] if campaign.games else None
            if last is not None:          # the difficulty of the last game, to raise from there
                variants = last.config.get("variants", {})
                placed = (last.config.get("campaign") or {}).get("keys_by_level")
                needed = variants.get("keys_needed") if isinstance(variants, dict) else None
                self.keys_needed = needed if needed in KEYS_NEEDED_CHOICES else KEYS_NEEDED
                self.keys_by_level = tuple(placed) if placed and tuple(placed) in KEY_PLACEMENTS \
                    else KEYS_BY_LEVEL
        if self.game != GAME:
            self._set_game(GAME)
        if campaign is not None:
            self.seats = [{"name": s.name, "kind": f"ai:{s.ai_level}" if s.kind == "ai" else "human"}
                          for s in campaign.seats]

    def heading_text(self) -> str:
        if self.campaign is None:
            return _("New campaign")
        return _("Campaign: game {n}").format(n=len(self.campaign.games) + 1)

    def layout(self) -> None:
        super().layout()
        game = self.widgets.get("game")
        if game is not None:          # the game is Quest: its place holds the difficulty options
            rect = game.rect
            self.widgets.items.remove(game)
            half = (rect.w - round(8 * self.s)) // 2
            fs = round(17 * self.s)
            self.widgets.add(Cycler("keys_needed", pygame.Rect(rect.x, rect.y, half, rect.h),
                                    [(n, _("{n} Keys needed").format(n=n)) for n in KEYS_NEEDED_CHOICES],
                                    self.keys_needed, partial(setattr, self, "keys_needed"), fs))
            self.widgets.add(Cycler("keys_by_level", pygame.Rect(rect.right - half, rect.y, half, rect.h),
                                    [(k, placement_label(k)) for k in KEY_PLACEMENTS], self.keys_by_level,
                                    partial(setattr, self, "keys_by_level"), fs))
        if self.campaign is not None:          # the same players in every game of a campaign
            for widget in self.widgets.items:
                if widget.id.split(":")[0] in ("name", "kind", "remove", "add_seat"):
                    widget.enabled = False

    def draw(self, surface: pygame.Surface) -> None:
        label_y, self.game_label_y = self.game_label_y, -1
        super().draw(surface)
        self.game_label_y = label_y
        if label_y >= 0:
            head = theme.draw_text(surface, _("Difficulty").upper(), (self.col_cards.x, label_y),
                                   round(16 * self.s), theme.ACCENT, "bold")
            theme.draw_text(surface, _("Keys per Monster deck I · II · III"),
                            (self.col_cards.right, label_y + round(2 * self.s)), round(13 * self.s),
                            theme.TEXT_DIM, "sans", "topright",
                            max_width=self.col_cards.w - head.w - round(12 * self.s))

    def go_back(self) -> None:
        self.app.switch(CampaignLogScene(self.app, chosen=self.path))

    def begin(self, config: GameConfig) -> None:
        assert isinstance(config, QuestConfig)
        campaign, path = self.campaign, self.path
        if campaign is None:
            campaign = rules.start(config, datetime.now().strftime("%Y-%m-%d"))
        elif config.card_set != campaign.card_set:
            self.say(_("A campaign is played with the card set it began with ({name}).").format(
                name=campaign.card_set), theme.BAD)
            return
        config = config.model_copy(update={"seats": tuple(Seat(name=s.name, kind=s.kind, ai_level=s.ai_level)
                                                          for s in campaign.seats)})
        try:
            game = rules.game_config(campaign, config, self.keys_needed, self.keys_by_level)
        except (rules.CampaignError, ValueError) as exc:
            self.say(engine_text(str(exc).splitlines()[0]), theme.BAD)
            return
        try:
            if path is None:
                path = new_campaign_file(campaign)
            start_campaign_game(self.app, path, campaign, game)
        except OSError as exc:
            self.say(_("The campaign could not be saved ({why}).").format(why=engine_text(disk_problem(exc))),
                     theme.BAD)


# ---------------------------------------------------------------------------------------------- Guild Recognition
class RecognitionScene(MenuScreen):
    """The Guild Recognition Phase of a campaign's game that has ended."""

    name = "guild_recognition"
    escape_goes_back = False

    def __init__(self, app: AppServices, path: Path, campaign: Campaign, message: str = "") -> None:
        super().__init__(app, None)
        self.path = path
        self.campaign = campaign
        current = campaign.current
        assert current is not None and current.finished
        self.log: CampaignGameLog = current
        self.config = QuestConfig.model_validate(current.config)
        self.catalogue = self.config.catalogue()
        self.overlay: Overlay | None = None
        self.card_rects: list[tuple[pygame.Rect, str]] = []
        if message:
            self.say(message, theme.BAD)
        self.computers_pick()

    def title_text(self) -> str:
        return _("Guild Recognition")

    # ------------------------------------------------------------------------------------------ the picks
    @property
    def picker(self) -> int | None:
        return rules.next_picker(self.log)

    def computers_pick(self) -> None:
        """Every computer whose turn it is picks, until a human's turn or the end of the phase."""
        while (seat := self.picker) is not None and self.campaign.seats[seat].kind == "ai":
            card = recognition_pick(self.config, seat, rules.legal_picks(self.log, seat))
            if not self.choose(seat, card):
                return

    def choose(self, seat: int, card: str) -> bool:
        """Record `seat`'s pick in the campaign's file; False (and a message) when the file cannot be written."""
        try:
            log = rules.pick(self.log, seat, card)
        except rules.CampaignError as exc:
            self.say(engine_text(str(exc)), theme.BAD)
            return False
        campaign = self.campaign.with_game(log)
        try:
            save_campaign(self.path, campaign)
        except OSError as exc:
            self.say(_("The campaign could not be saved ({why}).").format(why=engine_text(disk_problem(exc))),
                     theme.BAD)
            return False
        self.log, self.campaign = log, campaign
        return True

    def human_picks(self, card: str) -> None:
        seat = self.picker
        if seat is None:
            return
        if self.choose(seat, card):
            self.computers_pick()
        self.layout()
        self.invalidate()

    def done(self) -> None:
        self.app.switch(CampaignLogScene(self.app, chosen=self.path))

    # ------------------------------------------------------------------------------------------ layout
    def layout(self) -> None:
        w, h, s = new_layout(self)
        self.s = s
        self.order_rect = pygame.Rect(round(w * 0.04), round(h * 0.27), round(w * 0.3), round(h * 0.52))
        self.cards_rect = pygame.Rect(round(w * 0.37), round(h * 0.27), round(w * 0.59), round(h * 0.52))
        self.card_rects = []
        # The table's enlarged card with its help, for the card under the mouse (a face here is too small to read).
        from .layout import compute
        from .table_view import QuestView

        self.view = QuestView(self.app.card_art(GAME))
        self.view.layout = compute(w, h)
        seat = self.picker
        bh, bw = round(50 * s), round(260 * s)
        by = round(h * 0.86)
        if seat is not None and self.campaign.seats[seat].kind == "human":
            options = self.offered(seat)
            count = max(1, len(options))
            art = self.app.card_art(GAME)
            gap = round(12 * s)
            caption = round(24 * s)          # under each card: who picked it, when another player did
            cols = min(count, 6)
            rows = (count + cols - 1) // cols
            width = min(round(150 * s), (self.cards_rect.w - (cols - 1) * gap) // cols)
            while (art.height(width) + caption) * rows > self.cards_rect.h - round(30 * s) and width > 60:
                width -= 4
            height = art.height(width)
            y = self.cards_rect.y + round(30 * s)
            for k, (card_id, _taken) in enumerate(options):
                col, r = k % cols, k // cols
                self.card_rects.append((pygame.Rect(self.cards_rect.x + col * (width + gap), y + r * (height + caption),
                                                    width, height), card_id))
            self.widgets.add(Button("no_card", pygame.Rect(w // 2 - bw - round(12 * s), by, bw, bh),
                                    _("Take no card"), partial(self.human_picks, rules.NO_CARD), "quiet",
                                    font_size=round(19 * s)))
        elif seat is None:
            self.widgets.add(Button("recognition_done", pygame.Rect(w // 2 - bw // 2, by, bw, bh),
                                    _("To the Campaign Log"), self.done, "primary", "⏎", round(19 * s)))
        if seat is not None:
            self.widgets.add(Button("later", pygame.Rect(w // 2 + round(12 * s), by, bw, bh), _("Later"), self.done,
                                    "quiet", font_size=round(19 * s)))

    def offered(self, seat: int) -> list[tuple[str, str]]:
        """The seat's Marketplace cards, each with the player who picked it this phase ("" when still free)."""
        takers = {p: self.campaign.seats[s].name for s, p in enumerate(self.log.picks) if p and s != seat}
        return [(c, takers.get(c, "")) for c in self.log.offers[seat]]

    # ------------------------------------------------------------------------------------------ events
    def get_event(self, event: pygame.event.Event) -> None:
        if question_takes(self, event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.widgets.handle(
                event, self.app.mouse):
            seat = self.picker
            card = row_at(self.card_rects, event.pos)
            if card is not None and seat is not None:
                if card in rules.legal_picks(self.log, seat):
                    self.human_picks(card)
                else:
                    self.say(_("Another player picked this card in this Guild Recognition."), theme.BAD)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.picker is None:
            self.done()
            return
        super().get_event(event)

    # ------------------------------------------------------------------------------------------ draw
    def draw_body(self, surface: pygame.Surface, s: float) -> None:
        w, h = surface.get_size()
        intro = _("Game {n} of the campaign is over. From the winner down, each player may add one Marketplace card "
                  "of their deck (an Item, Spell or Weapon) to their starting deck for every later game - not a "
                  "card another player picked now.").format(n=self.log.number)
        theme.text_box(surface, intro, pygame.Rect(round(w * 0.08), round(h * 0.16), round(w * 0.84), round(h * 0.08)),
                       round(16 * s), theme.TEXT_DIM, "sans", "center", "center", lines=3)
        self._draw_order(surface, s)
        seat = self.picker
        area = self.cards_rect
        if seat is None:
            theme.text_box(surface, _("Every player has made their choice."), area, round(20 * s), theme.GOOD,
                           "sans", "center", "center", lines=2)
            return
        name = self.campaign.seats[seat].name
        theme.draw_text(surface, _("{name}, pick one card for your starting deck:").format(name=name),
                        (area.x, area.y), round(18 * s), theme.ACCENT, "bold", max_width=area.w)
        art = self.app.card_art(GAME)
        takers = dict(self.offered(seat))
        for rect, card_id in self.card_rects:
            face = art.face(self.catalogue[card_id], rect.w)
            theme.blit(surface, face, rect)
            taker = takers.get(card_id, "")
            if taker:            # dimmed, and who took it beneath (the card's own text stays readable)
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill((0, 0, 0, 150))
                surface.blit(shade, rect)
                theme.draw_text(surface, _("Picked by {name}").format(name=taker),
                                (rect.centerx, rect.bottom + round(4 * s)), round(13 * s), theme.BAD, "bold", "midtop",
                                max_width=rect.w + round(10 * s))
            elif rect.collidepoint(self.app.mouse) and self.overlay is None:
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(round(6 * s), round(6 * s)), round(3 * s),
                                 border_radius=round(8 * s))

    def draw_hover(self, surface: pygame.Surface) -> None:
        if self.overlay is not None:
            return
        card_id = row_at(self.card_rects, self.app.mouse)
        if card_id is not None:
            rect = next(r for r, c in self.card_rects if c == card_id)
            self.view.draw_enlarged(surface, self.catalogue[card_id], rect)

    def _draw_order(self, surface: pygame.Surface, s: float) -> None:
        x, y, inner = titled_panel(surface, self.order_rect, _("Final placement"), round(12 * s), round(14 * s), s)
        y += round(26 * s)
        picker = self.picker
        for place, seat in enumerate(self.log.placement, 1):
            name = self.campaign.seats[seat].name
            vp = self.log.scores[seat] if seat < len(self.log.scores) else 0
            theme.draw_text(surface, _("{place}. {name} · {vp} VP").format(place=place, name=name, vp=vp), (x, y),
                            round(16 * s), theme.ACCENT if seat == picker else theme.TEXT, "bold", max_width=inner)
            y += round(21 * s)
            pick = self.log.picks[seat]
            if pick is None:
                said = _("choosing…") if seat == picker else _("waiting")
            elif pick:
                said = _("adds {card}").format(card=card_name(self.catalogue[pick].name))
            elif not rules.had_legal_pick(self.log, seat):
                said = _("no legal card: no pick")
            else:
                said = _("took no card")
            theme.draw_text(surface, said, (x + round(16 * s), y), round(14 * s), theme.TEXT_DIM, "sans",
                            max_width=inner - round(16 * s))
            y += round(26 * s)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_hover(surface)
        if self.overlay is not None:
            self.overlay.draw(surface, self.app.mouse)


# ---------------------------------------------------------------------------------------------- a sample campaign
def sample_campaign(seed: int = 7, seats: int = 3) -> Path:
    """A campaign of two games played by the demo's computers, for the snapshot tool and the tests, written to the
    data folder: game 1 over with its Guild Recognition done, game 2 over with its phase begun (the winner has
    picked, the next human is choosing). Returns its file."""
    from ...engine.session import Session
    from .demo import NAMES, advance

    first = GameConfig.new(NAMES[:seats], game="quest", seed=seed)
    assert isinstance(first, QuestConfig)
    campaign = rules.start(first, "2026-11-29")
    path = new_campaign_file(campaign)
    for number in (1, 2):
        config = rules.game_config(campaign, first.model_copy(update={"seed": seed + number}),
                                   keys_needed=4 + number - 1, keys_by_level=KEY_PLACEMENTS[number - 1])
        session = advance(Session(config), 5000, seed + number)
        log = CampaignGameLog(number=number, identity=game_identity(config), config=config.model_dump(mode="json"))
        log = rules.finished(log, session.state)          # type: ignore[arg-type]
        while (seat := rules.next_picker(log)) is not None and (number == 1 or seat == log.placement[0]):
            log = rules.pick(log, seat, recognition_pick(config, seat, rules.legal_picks(log, seat)))
        campaign = campaign.with_game(log)
    save_campaign(path, campaign)
    return path

"""Campaigns: a series of games by the same players (Thunderstone Quest's Campaign Mode), one file each in the data
folder (`campaigns/campaign-<date>-<tag>.json`), written atomically after every change.

A file holds the players, the card set, and each game of the campaign: its config (so that a game whose autosave is
lost can be dealt again), the identity of its autosave (`saves.game_identity`: the game in progress is continued
from its own autosave journal, as any game is), and once it has ended its scores, final placement, the Marketplace
cards each player owned at its end and the Guild Recognition picks. What these mean is the game's rules
(systems/quest/campaign.py); this module only keeps them. A file that cannot be read is listed with the reason and
never stops the screen or touches another campaign.
"""

from __future__ import annotations

import contextlib
import secrets
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, Iterable, Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..engine.limits import at_most
from . import paths
from .atomic import atomic_write_text, write_new_file
from .limits import CAMPAIGN_BYTES, CAMPAIGN_GAMES, HISTORY_NUMBER, HISTORY_TEXT
from .names import printable
from .readable import FileProblem, read_json

SUFFIX = ".json"
PREFIX = "campaign-"
# The meta entry of a campaign game's record: the campaign's file name and the game's number in it.
CAMPAIGN_KEY = "campaign"
CAMPAIGN_GAME_KEY = "campaign_game"

Name = Annotated[str, Field(max_length=HISTORY_TEXT)]
Score = Annotated[int, Field(ge=-HISTORY_NUMBER, le=HISTORY_NUMBER)]
Cards = Annotated[tuple[Name, ...], at_most(HISTORY_TEXT, "cards")]


class CampaignSeat(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    name: str = Field(min_length=1, max_length=24)
    kind: Literal["human", "ai"] = "human"
    ai_level: str | None = Field(default=None, max_length=HISTORY_TEXT)


class CampaignGameLog(BaseModel):
    """One game of a campaign. Until it ends `scores` is empty; then `picks` fills in, one seat after another in
    final placement order: a card id, "" (no card: none was legal, or the player took none), None (not yet)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    number: int = Field(ge=1, le=CAMPAIGN_GAMES)
    identity: Name
    config: dict[str, Any]
    scores: Annotated[tuple[Score, ...], at_most(8, "scores")] = ()
    winners: Annotated[tuple[int, ...], at_most(8, "winners")] = ()
    placement: Annotated[tuple[int, ...], at_most(8, "places")] = ()
    offers: Annotated[tuple[Cards, ...], at_most(8, "seats")] = ()
    picks: Annotated[tuple[Name | None, ...], at_most(8, "picks")] = ()

    @property
    def finished(self) -> bool:
        return bool(self.scores)

    @property
    def recognised(self) -> bool:
        """Its Guild Recognition Phase is over."""
        return self.finished and None not in self.picks


class Campaign(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    format: Literal[1] = 1
    game: Name = "quest"
    started: Name = ""
    seats: Annotated[tuple[CampaignSeat, ...], at_most(8, "seats")]
    card_set: Name
    card_set_hash: Name = ""
    games: Annotated[tuple[CampaignGameLog, ...], at_most(CAMPAIGN_GAMES, "games")] = ()
    ended: bool = False

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    @property
    def current(self) -> CampaignGameLog | None:
        """The last game, unless its Guild Recognition Phase is over."""
        last = self.games[-1] if self.games else None
        return last if last is not None and not last.recognised else None

    def with_game(self, game: CampaignGameLog) -> Campaign:
        """The campaign with `game` in its place (its number), or added as the next game."""
        games = [g for g in self.games if g.number != game.number] + [game]
        return self.model_copy(update={"games": tuple(sorted(games, key=lambda g: g.number))})


class CampaignEntry(NamedTuple):
    path: Path
    campaign: Campaign | None
    error: str                     # "" when the file is usable: the reason it cannot be used, in English

    @property
    def ok(self) -> bool:
        return not self.error


def campaigns_dir() -> Path:
    return paths.campaigns_dir()


def new_campaign_file(campaign: Campaign) -> Path:
    """Write a new campaign to a file of its own (never replacing one). Raises OSError."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    return write_new_file(campaigns_dir(), f"{PREFIX}{stamp}-{secrets.token_hex(3)}", SUFFIX,
                          campaign.model_dump_json(indent=1))


def save_campaign(path: Path, campaign: Campaign) -> None:
    """Write the campaign over its file atomically: a crash leaves the old file or the new one. Raises OSError."""
    atomic_write_text(path, campaign.model_dump_json(indent=1))


def read_campaign(path: Path) -> CampaignEntry:
    """One campaign file as the Campaign Log shows it (never raises)."""
    try:
        data = read_json(path, CAMPAIGN_BYTES)
        campaign = Campaign.model_validate(data)
    except FileProblem as exc:
        return CampaignEntry(path, None, printable(exc.reason, 120))
    except RecursionError:
        return CampaignEntry(path, None, "is damaged (nested too deeply)")
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        return CampaignEntry(path, None, printable(f"is damaged ({where}: {first['msg']})", 120))
    except ValueError:
        return CampaignEntry(path, None, "is damaged (not valid JSON)")
    return CampaignEntry(path, campaign, "")


def campaign_path(name: str) -> Path | None:
    """The file of the campaign named in a record's meta (its file name), or None for a name that is no
    campaign file's (a record edited by hand must not reach outside the folder)."""
    if not (isinstance(name, str) and name.startswith(PREFIX) and name.endswith(SUFFIX)) or "/" in name \
            or "\\" in name or len(name) > 120:
        return None
    return campaigns_dir() / name


def list_campaigns() -> list[CampaignEntry]:
    """Every campaign, the newest first (by its file's name: the date it began); damaged files too, with the
    reason."""
    folder = campaigns_dir()
    try:
        found = sorted((p for p in folder.glob(f"{PREFIX}*{SUFFIX}") if not p.name.startswith(".")),
                       reverse=True) if folder.is_dir() else []
    except OSError:
        return []
    return [read_campaign(p) for p in found]


class CampaignMark(NamedTuple):
    """What the title says of an unfinished game that is a campaign's game in progress."""
    started: str                   # the date the campaign began ("" when unknown)
    number: int                    # the game's number in the campaign
    players: tuple[str, ...]       # the campaign's players


def campaign_marks(games: Iterable[Any]) -> dict[Path, CampaignMark]:
    """The unfinished games (SaveInfo: `path`, `campaign`, `campaign_game`, `identity`) that are the game in
    progress of a campaign still going on, by their file; each campaign file read once. A game whose campaign was
    deleted, cannot be read, has ended or waits for another game is a game of its own (not in the result)."""
    read: dict[str, Campaign | None] = {}
    marks: dict[Path, CampaignMark] = {}
    for info in games:
        name = getattr(info, "campaign", "")
        if not name:
            continue
        if name not in read:
            path = campaign_path(name)
            read[name] = read_campaign(path).campaign if path is not None and path.is_file() else None
        campaign = read[name]
        current = campaign.current if campaign is not None and not campaign.ended else None
        if campaign is not None and current is not None and not current.finished \
                and current.number == info.campaign_game and current.identity == info.identity:
            marks[info.path] = CampaignMark(campaign.started, current.number, tuple(campaign.names))
    return marks


def delete_campaign(path: Path) -> None:
    """Remove a campaign's file (already gone is no error). Raises OSError on a disk problem."""
    with contextlib.suppress(FileNotFoundError):
        path.unlink()

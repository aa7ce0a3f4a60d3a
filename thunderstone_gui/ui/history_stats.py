"""A player's statistics from the history of finished games (`persistence/history.py`), for the Statistics screen.

A profile is a name typed at the table (New Game's seats): no accounts, every person's seat of that name is theirs.
Pure computation, no pygame: the tests check the figures of a made-up history.

- **Opponent level** of a game: the strongest computer level among the other seats (`LEVEL_ORDER`), or "" when the
  others were all people.
- **Win rate over time** against a level: after each game against it, the share won of the last `ROLLING` games
  against it (all of them while there are fewer), so that a player who gets better sees the line rise.
- **Streaks**: wins one after the other, over every game of the profile in the order played (a shared win counts).
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple, Sequence

from ..persistence.history import GameEntry

# The computer levels weakest first: a game against several computers counts against the strongest of them.
LEVEL_ORDER = ("random", "greedy", "easy", "normal", "hard")
ROLLING = 10
TOP_CARDS = 5


def level_rank(level: str) -> int:
    return LEVEL_ORDER.index(level) if level in LEVEL_ORDER else len(LEVEL_ORDER)


def profiles(entries: Sequence[GameEntry]) -> list[str]:
    """Every name a person played under, the one with the most games first (then by name)."""
    count: Counter[str] = Counter()
    for entry in entries:
        for name in {s.name for s in entry.seats if s.human}:
            count[name] += 1
    return sorted(count, key=lambda name: (-count[name], name.casefold(), name))


def opponent_level(entry: GameEntry, seat: int) -> str:
    """The strongest computer level among the other seats ("" when they were all people)."""
    levels = [s.level for k, s in enumerate(entry.seats) if k != seat and not s.human]
    return max(levels, key=lambda level: (level_rank(level), level)) if levels else ""


class Played(NamedTuple):
    """One game of a profile."""

    entry: GameEntry
    seat: int
    won: bool
    score: int
    level: str          # the opponent level ("" against people)


class Tally(NamedTuple):
    played: int
    won: int

    @property
    def rate(self) -> float:
        return self.won / self.played if self.played else 0.0


class Scores(NamedTuple):
    best: int
    average: float


class Streaks(NamedTuple):
    current: int        # wins in a row up to the last game
    longest: int


class Statistics(NamedTuple):
    name: str
    games: list[Played]                             # oldest first
    total: Tally
    by_game: dict[str, Tally]                       # in the order first played
    by_level: dict[str, Tally]                      # weakest first, "" (people) last
    scores: dict[str, Scores]                       # per game: VP are not comparable across games
    streaks: Streaks
    bought: list[tuple[str, str, int]]              # (game, card name, copies), most first
    rate_over_time: dict[str, list[tuple[int, float]]]   # level -> (game number of the profile, rolling win rate)


def games_of(entries: Sequence[GameEntry], name: str, game: str = "") -> list[Played]:
    """The profile's games (of one game, or all), oldest first."""
    out = []
    for entry in sorted(entries, key=lambda e: e.finished_at):
        if game and entry.game != game:
            continue
        seat = entry.seat_of(name)
        if seat < 0:
            continue
        out.append(Played(entry, seat, seat in entry.winners, entry.scores[seat], opponent_level(entry, seat)))
    return out


def _tally(games: Sequence[Played]) -> Tally:
    return Tally(len(games), sum(1 for g in games if g.won))


def statistics(entries: Sequence[GameEntry], name: str, game: str = "") -> Statistics:
    games = games_of(entries, name, game)
    by_game: dict[str, list[Played]] = {}
    by_level: dict[str, list[Played]] = {}
    for g in games:
        by_game.setdefault(g.entry.game, []).append(g)
        by_level.setdefault(g.level, []).append(g)
    levels = sorted(by_level, key=lambda level: (level == "", level_rank(level), level))
    current = longest = 0
    for g in games:
        current = current + 1 if g.won else 0
        longest = max(longest, current)
    bought: Counter[tuple[str, str]] = Counter()
    for g in games:
        if g.seat < len(g.entry.bought):
            for card, copies in g.entry.bought[g.seat].items():
                bought[(g.entry.game, card)] += copies
    rate: dict[str, list[tuple[int, float]]] = {}
    recent: dict[str, list[bool]] = {}
    for number, g in enumerate(games, 1):
        if not g.level:
            continue
        wins = recent.setdefault(g.level, [])
        wins.append(g.won)
        window = wins[-ROLLING:]
        rate.setdefault(g.level, []).append((number, sum(window) / len(window)))
    return Statistics(
        name=name,
        games=games,
        total=_tally(games),
        by_game={key: _tally(value) for key, value in by_game.items()},
        by_level={level: _tally(by_level[level]) for level in levels},
        scores={key: Scores(max(g.score for g in value), sum(g.score for g in value) / len(value))
                for key, value in by_game.items()},
        streaks=Streaks(current, longest),
        bought=[(key[0], key[1], n) for key, n in sorted(bought.items(), key=lambda kv: (-kv[1], kv[0]))[:TOP_CARDS]],
        rate_over_time={level: rate[level] for level in sorted(rate, key=lambda lv: (level_rank(lv), lv))},
    )


def games_played(entries: Sequence[GameEntry]) -> list[str]:
    """The games the history holds, in the order first played."""
    out: list[str] = []
    for entry in sorted(entries, key=lambda e: e.finished_at):
        if entry.game not in out:
            out.append(entry.game)
    return out

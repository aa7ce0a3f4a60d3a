"""`python -m thunderstone_gui.ai.quest.simulate [--games N] [--seats S] [--agent normal|easy|greedy|random|...]`

Plays Thunderstone Quest games between computer seats (every seat the same level, Normal unless said) with our card
set and prints the
figures the card set is balanced by: game length in turns, how games end, how often each card is bought (share of
games in which it was bought at least once), the win rate of the seats that bought it, the Guardian fights won,
the scores. docs/quest-cards.md quotes them.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter, defaultdict
from typing import Any, NamedTuple, Sequence, cast

from ... import ai
from ...engine import GameConfig, apply, new_game, observe
from ...systems.quest.state import QuestState

TURN_CAP = 400


class GameStats(NamedTuple):
    turns: int                        # turns played (every seat's)
    reason: str                       # how it ended ("capped" at TURN_CAP)
    bought: tuple[frozenset[str], ...]    # card ids bought by each seat
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    guardian_wins: int
    keys: int


def play(seed: int, seats: int = 2, agent: str = "normal") -> GameStats:
    config = GameConfig.new(seats, game="quest", seed=seed)
    state = cast(QuestState, new_game(config))     # a Quest config deals a Quest game
    agents = [ai.make_agent(agent, seed * 10 + s, game="quest") for s in range(seats)]
    bought: list[set[str]] = [set() for _ in range(seats)]
    guardian_wins = 0
    while state.result is None and state.turn_number <= TURN_CAP:
        seat = state.pending.seat
        action = agents[seat].choose(observe(state, seat))
        for event in apply(state, action):
            if event.kind == "bought":
                bought[event.seat].add(state.cards[event.cards[0]].id)
            elif event.kind == "defeated" and state.cards[event.cards[0]].kind == "guardian":
                guardian_wins += 1
    result = state.result
    return GameStats(state.turn_number, result.reason if result else "capped", tuple(frozenset(b) for b in bought),
                     result.winners if result else (), result.scores if result else (), guardian_wins,
                     len(state.keys_found))


def report(stats: Sequence[GameStats], elapsed: float) -> list[str]:
    games = len(stats)
    seats = len(stats[0].bought)
    turns = [s.turns / seats for s in stats]
    reasons = Counter(s.reason for s in stats)
    lines = [f"games: {games} ({seats} seats) in {elapsed:.1f} s",
             f"turns per player: mean {statistics.mean(turns):.1f}, median {statistics.median(turns):.1f}, "
             f"min {min(turns):.0f}, max {max(turns):.0f}",
             "endings: " + ", ".join(f"{k} {v}" for k, v in reasons.most_common()),
             f"Guardian defeated: {sum(s.guardian_wins for s in stats)} times "
             f"({sum(1 for s in stats if s.guardian_wins) / games:.0%} of games)"]
    scores = [x for s in stats for x in s.scores]
    if scores:
        lines.append(f"scores: mean {statistics.mean(scores):.1f}, max {max(scores)}")
    bought_in: Counter[str] = Counter()
    won_with: defaultdict[str, float] = defaultdict(float)     # a shared win counts as a share
    owners: Counter[str] = Counter()
    for s in stats:
        for seat, cards in enumerate(s.bought):
            for card in cards:
                owners[card] += 1
                won_with[card] += (seat in s.winners) / max(1, len(s.winners))
        for card in set().union(*s.bought):
            bought_in[card] += 1
    lines.append("card: bought in % of games / seats buying it / their win rate")
    for card, n in sorted(bought_in.items(), key=lambda kv: -kv[1]):
        lines.append(f"  {card}: {n / games:.0%} / {owners[card]} / {won_with[card] / owners[card]:.0%}")
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m thunderstone_gui.ai.quest.simulate")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seats", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--agent", default="normal", choices=ai.known_levels("quest"),
                        help="the computer level of every seat (default: normal)")
    parser.add_argument("--first", type=int, default=0)
    args: Any = parser.parse_args(argv)
    if args.games < 1:
        print("simulate: --games must be at least 1", file=sys.stderr)
        return 2
    start = time.perf_counter()
    stats = [play(seed, args.seats, args.agent) for seed in range(args.first, args.first + args.games)]
    print("\n".join(report(stats, time.perf_counter() - start)))
    return 0


if __name__ == "__main__":
    sys.exit(main())

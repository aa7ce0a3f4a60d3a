"""Whole games of computer seats with fixed agent seeds, and their moves as recorded by the code before the AI was
split into a generic core and the classic game's levels (tests/ai/test_same_moves.py compares them).

    python -m tests.ai.same_moves --record tests/ai/fixtures/moves-before-split.json

was run once on the code before the split (the fixture names its commit). The games cover every level: random,
greedy, easy, normal (also with changed weights, as the arena's --a-tuning gives them) and hard at a fixed iteration
budget; 2 to 4 seats, both editions, with and without Wrath of the Elements.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Any, NamedTuple

from thunderstone_gui.ai import Budget, make_agent
from thunderstone_gui.engine import GameConfig, apply, new_game, observe

FIXTURE = Path(__file__).parent / "fixtures" / "moves-before-split.json"


class Game(NamedTuple):
    name: str
    levels: tuple[str, ...]
    seed: int                                 # the game's seed (card set and deal)
    agent_seeds: tuple[int, ...]
    iterations: int | None = None             # Hard's budget in search iterations (None: no budget given)
    edition: str = "2nd"
    sets: tuple[str, ...] = ("base",)
    tuning: tuple[tuple[str, float | bool], ...] = ()   # weights changed for every seat that has any


GAMES = (
    Game("random-easy", ("random", "easy"), 11, (4_119_771_013, 77)),
    Game("greedy-normal", ("greedy", "normal"), 12, (9, 2_305_843_009_213_693_951)),
    Game("easy-easy-easy-1st-wrath", ("easy", "easy", "easy"), 13, (1, 2, 3), edition="1st", sets=("base", "wrath")),
    Game("normal-normal", ("normal", "normal"), 14, (31_337, 42)),
    Game("normal-greedy-easy-random-wrath", ("normal", "greedy", "easy", "random"), 15, (5, 6, 7, 8),
         sets=("base", "wrath")),
    Game("normal-tuned-normal", ("normal", "normal"), 16, (100, 200), tuning=(("xp_value", 0.3), ("deck_scale", 0.5))),
    Game("hard-normal", ("hard", "normal"), 17, (123_456_789, 987_654_321), iterations=24),
    Game("easy-hard-1st", ("easy", "hard"), 18, (3, 1_000_003), iterations=16, edition="1st"),
    Game("hard-normal-greedy-wrath", ("hard", "normal", "greedy"), 19, (55, 66, 77), iterations=12,
         sets=("base", "wrath")),
)

TURN_CAP = 400


def config_of(game: Game) -> GameConfig:
    return GameConfig.new([f"{level.title()} {seat + 1}" for seat, level in enumerate(game.levels)],
                          setup="random", seed=game.seed, edition=game.edition, sets=game.sets)


def play(game: Game, config: GameConfig | None = None) -> dict[str, Any]:
    """Play `game` to its end; its moves (each `[kind, card, target, rank, option]`), turns, scores and state hash."""
    config = config_of(game) if config is None else config
    budget = None if game.iterations is None else Budget(seconds=None, iterations=game.iterations)
    agents = [make_agent(level, seed, budget, dict(game.tuning), game=config.game)
              for level, seed in zip(game.levels, game.agent_seeds)]
    state = new_game(config)
    moves: list[list[Any]] = []
    while state.result is None and state.turn_number <= TURN_CAP:
        seat = state.pending.seat
        action = agents[seat].choose(observe(state, seat))
        moves.append(list(action))
        apply(state, action)
    assert state.result is not None, f"{game.name}: turn cap reached"
    return {"name": game.name, "config": config.model_dump(mode="json"), "levels": list(game.levels),
            "agent_seeds": list(game.agent_seeds), "iterations": game.iterations,
            "tuning": [list(t) for t in game.tuning],
            "turns": state.turn_number, "scores": list(state.result.scores), "state_hash": state.state_hash(),
            "moves": moves}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.ai.same_moves")
    parser.add_argument("--record", type=Path, required=True, help="where to write the fixture")
    parser.add_argument("--commit", default="", help="the commit of the code playing (default: git's HEAD)")
    args = parser.parse_args(argv)
    commit = args.commit or subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
    games = []
    for game in GAMES:
        games.append(play(game))
        print(f"{game.name}: {len(games[-1]['moves'])} moves, {games[-1]['turns']} turns", file=sys.stderr)
    # One game a line: the file stays diffable.
    lines = ",\n".join(json.dumps(game, separators=(",", ":")) for game in games)
    args.record.parent.mkdir(parents=True, exist_ok=True)
    args.record.write_text(f'{{"recorded_by":"{commit}","games":[\n{lines}\n]}}\n', encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Compare two arena runs of the same seed game by game.

Game i of a seed is the same card set and deal in every run, and two close variants of a level often play it the
same way: the same game's outcomes correlate (Normal against Normal and a Normal variant against Normal, 300 games of
seed 15: correlation 0.73, the same result in 85% of the games). The difference of side a's shares, taken game by game,
then has about half the standard error of the difference of two independent runs - four times fewer games for the
same resolution.

    python -m thunderstone_gui.tools.arena --a normal --b normal --games 300 --seed 15 --progress 2> base.txt
    python -m thunderstone_gui.tools.arena --a normal --b normal --a-tuning xp_value=0.3 --games 300 --seed 15 \\
        --progress 2> variant.txt
    python -m thunderstone_gui.tools.arena_pairs base.txt variant.txt
"""

from __future__ import annotations

import math
import re
import sys
from typing import Iterable, Sequence

from . import cli
from .arena import seat_side

# Numbers of at most 18 digits: a line with a longer one is no arena's and is left out like any other stray line.
GAME = re.compile(r"^\s*\d+/\d+: game (\d{1,18}) \(.*\), \d+ turns: won by (.+)$")
WINNER = re.compile(r"seat (\d{1,18}) \(")
# An arena's progress output is about 100 bytes a game; a larger file is not one.
MAX_PROGRESS_BYTES = 64 * 1024 * 1024


def side_a_shares(lines: Iterable[str]) -> dict[int, float]:
    """Game index -> the share of the victory side a won, from `arena --progress` lines (failed games are left out).
    Which side a seat played is the arena's own rule (arena.seat_side)."""
    shares: dict[int, float] = {}
    for line in lines:
        found = GAME.match(line)
        if not found:
            continue
        index = int(found.group(1))
        seats = [int(s) - 1 for s in WINNER.findall(found.group(2))]
        if seats:
            shares[index] = sum(1 for s in seats if seat_side(s, index) == 0) / len(seats)
    return shares


def compare(base: dict[int, float], variant: dict[int, float]) -> list[str]:
    common = sorted(set(base) & set(variant))
    n = len(common)
    if n < 2:
        raise ValueError(f"the runs have {n} finished game(s) in common; pairing needs at least 2 "
                         "(the same --seed, both with --progress)")
    x = [base[i] for i in common]
    y = [variant[i] for i in common]
    diffs = [b - a for a, b in zip(x, y)]
    mean = sum(diffs) / n
    error = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)
    same = sum(1 for a, b in zip(x, y) if a == b)
    return [
        f"games paired: {n}; side a's share: base {100 * sum(x) / n:.1f}%, variant {100 * sum(y) / n:.1f}%",
        f"variant - base: {100 * mean:+.1f} points (standard error {100 * error:.1f}; 95% CI "
        f"{100 * (mean - 1.96 * error):+.1f} to {100 * (mean + 1.96 * error):+.1f})",
        f"the same result in {same} of {n} games ({100 * same / n:.0f}%); correlation {_correlation(x, y):.2f}",
    ]


def _correlation(x: Sequence[float], y: Sequence[float]) -> float:
    n = len(x)
    mx, my = sum(x) / n, sum(y) / n
    sxy = sum((a - mx) * (b - my) for a, b in zip(x, y))
    sx = math.sqrt(sum((a - mx) ** 2 for a in x))
    sy = math.sqrt(sum((b - my) ** 2 for b in y))
    return sxy / (sx * sy) if sx and sy else float("nan")


def main(argv: Sequence[str] | None = None) -> int:
    parser = cli.OneLineParser(prog="python -m thunderstone_gui.tools.arena_pairs",
                               description="Compare two arena runs of one seed game by game "
                                           "(their --progress output).")
    parser.add_argument("base", help="--progress output of the first run")
    parser.add_argument("variant", help="--progress output of the second run")
    args = parser.parse_args(argv)
    try:
        runs = [side_a_shares(cli.read_text_file(path, MAX_PROGRESS_BYTES).splitlines())
                for path in (args.base, args.variant)]
        lines = compare(*runs)
    except cli.ToolInputError as exc:
        print(f"arena_pairs: {exc}", file=sys.stderr)
        return 2
    except ValueError as exc:
        print(f"arena_pairs: {exc}", file=sys.stderr)
        return 2
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(cli.run("arena_pairs", main))

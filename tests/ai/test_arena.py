"""The arena command line: its report, its statistics and its error messages."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from thunderstone_gui.ai import make_agent
from thunderstone_gui.ai.classic.hard import HardAgent
from thunderstone_gui.ai.classic.normal import NormalAgent
from thunderstone_gui.ai.classic.tuning import DEFAULT
from thunderstone_gui.engine import GameConfig, new_game
from thunderstone_gui.tools.arena import GameOutcome, Match, main, progress_line, side_names, side_wins, wilson

LINE = re.compile(r"^(\w+): (\d+\.\d)% wins \(95% CI (\d+\.\d)–(\d+\.\d)%\)")


def test_wilson_interval() -> None:
    lo, hi = wilson(167, 200)
    assert 0.77 < lo < 0.78 and 0.88 < hi < 0.89
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_a_shared_victory_counts_half_to_each_side() -> None:
    match = Match("easy", "normal", 2, 1, "2nd", "random", 400, None)
    shared = GameOutcome(0, ("easy", "normal"), winners=(0, 1))
    assert side_wins(shared, 0, match) == side_wins(shared, 1, match) == 0.5
    swapped = GameOutcome(1, ("normal", "easy"), winners=(1,))    # game 1: seat 1 plays the first level
    assert side_wins(swapped, 0, match) == 1.0


def test_a_small_arena_reports_a_line_per_side(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--a", "easy", "--b", "random", "--games", "4", "--seed", "3", "--jobs", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    sides = [LINE.match(line) for line in out[:2]]
    assert [m.group(1) for m in sides if m] == ["easy", "random"]
    rates = [float(m.group(2)) for m in sides if m]
    assert sum(rates) == pytest.approx(100.0)
    assert any(line.startswith("average game length") for line in out)
    easy = next(line for line in out if line.startswith("decision time easy"))
    assert re.search(r"\d+\.\d ms worst over \d+ decisions, \d+\.\d\d% \(\d+\) over 50 ms$", easy), easy
    assert any("0 failed" in line for line in out)


def test_a_turn_cap_is_reported_as_a_failed_game(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--a", "random", "--b", "random", "--games", "1", "--turn-cap", "10"])
    out = capsys.readouterr().out
    assert "1 failed" in out and "turn cap 10 reached" in out


@pytest.mark.parametrize("flags, message", [
    (["--a", "easy", "--b", "superb"], "invalid choice"),
    (["--a", "easy", "--b", "random", "--games", "0"], "--games"),
    (["--a", "easy", "--b", "random", "--seats", "6"], "--seats"),
    (["--a", "easy", "--b", "random", "--jobs", "0"], "--jobs"),
    (["--a", "easy", "--b", "random", "--first", "-1"], "--first"),
    (["--a", "easy", "--b", "random", "--setup", "nowhere"], "--setup"),
    (["--a", "easy"], "required"),
    (["--a", "normal", "--b", "normal", "--a-tuning", "deck_scal=0.3"], "expected name=value"),
    (["--a", "normal", "--b", "normal", "--b-tuning", "deck_scale=much"], "deck_scale must be a number"),
    (["--a", "normal", "--b", "normal", "--a-tuning", "removal_fight_only=1"], "true or false"),
    (["--a", "easy", "--b", "normal", "--a-tuning", "deck_scale=0.3"], "the easy level has no weights"),
])
def test_bad_flags_exit_2_with_a_message(flags: list[str], message: str) -> None:
    result = subprocess.run([sys.executable, "-m", "thunderstone_gui.tools.arena", *flags], capture_output=True,
                            text=True)
    assert result.returncode == 2
    assert message in result.stderr


def test_tuning_changes_only_the_named_weights_of_a_level() -> None:
    normal = make_agent("normal", 1, tuning={"deck_scale": 0.3, "removal_fight_only": True})
    assert isinstance(normal, NormalAgent)
    assert normal.tuning.deck_scale == 0.3 and normal.tuning.removal_fight_only
    assert normal.tuning.xp_value == DEFAULT.xp_value
    hard = make_agent("hard", 1, tuning={"xp_value": 0.6})
    assert isinstance(hard, HardAgent) and hard.tuning.xp_value == 0.6
    assert make_agent("easy", 1, tuning={}).level == "easy"


def test_a_tuned_side_is_named_in_the_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--a", "normal", "--b", "normal", "--games", "2", "--seed", "4",
                 "--a-tuning", "deck_scale=0.3"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("normal (a) deck_scale=0.3: ") and out[1].startswith("normal (b): ")


def test_hards_rollout_rivals_keep_normals_weights_whatever_hards_own() -> None:
    hard = make_agent("hard", 1, tuning={"xp_value": 0.1})
    assert isinstance(hard, HardAgent) and hard.tuning.xp_value == 0.1
    rival = hard.rival(new_game(GameConfig.new(2, setup="random", seed=5)), 1)
    assert rival.ev.tuning == DEFAULT


def test_the_progress_line_names_the_game_and_how_it_ended() -> None:
    won = GameOutcome(7, ("hard", "normal"), turns=58, winners=(1,), scores=(38, 45))
    assert progress_line(won, 3, 200) == "  3/200: game 7 (hard 38, normal 45), 58 turns: won by seat 2 (normal)"
    shared = GameOutcome(8, ("normal", "hard"), turns=60, winners=(0, 1), scores=(40, 40))
    assert progress_line(shared, 4, 200).endswith("won by seat 1 (normal) and seat 2 (hard)")
    failed = GameOutcome(9, ("hard", "normal"), failure="turn cap 400 reached")
    assert progress_line(failed, 5, 200) == "  5/200: game 9 (hard, normal) FAILED: turn cap 400 reached"


def test_progress_prints_a_line_per_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--a", "easy", "--b", "random", "--games", "2", "--seed", "3", "--progress"]) == 0
    lines = capsys.readouterr().err.splitlines()
    assert [line.split(": game ")[1].split(" ")[0] for line in lines] == ["0", "1"]
    assert all("won by seat" in line for line in lines)


def test_first_continues_a_run_with_the_same_games(capsys: pytest.CaptureFixture[str]) -> None:
    run = ["--a", "easy", "--b", "random", "--seed", "3", "--agent-seed", "5", "--progress"]
    assert main([*run, "--games", "3"]) == 0
    whole = capsys.readouterr().err.splitlines()
    assert main([*run, "--games", "2", "--first", "1"]) == 0
    captured = capsys.readouterr()
    tail = captured.err.splitlines()
    assert [line.split(": game ")[1] for line in tail] == [line.split(": game ")[1] for line in whole[1:]]
    assert "2 played (games 1-2)" in captured.out


def test_the_progress_line_tells_the_sides_of_a_mirror_match_apart() -> None:
    match = Match("normal", "normal", 2, 1, "2nd", "random", 400, None)
    odd_game = GameOutcome(3, ("normal", "normal"), turns=50, winners=(0,), scores=(40, 30))   # seat 1 is side b
    line = progress_line(odd_game, 1, 10, side_names(match))
    assert line == "  1/10: game 3 (normal (b) 40, normal (a) 30), 50 turns: won by seat 1 (normal (b))"


def test_random_card_sets_meet_their_needs_unless_switched_off() -> None:
    """The setup measurement of docs/rules.md 46 compares the two; the report says which was played."""
    from thunderstone_gui.tools.arena import describe_games, game_config

    on = Match("normal", "greedy", 2, 0, "2nd", "random", 400, None, ("base", "wrath"))
    off = Match("normal", "greedy", 2, 0, "2nd", "random", 400, None, ("base", "wrath"), setup_needs=False)
    configs = [(game_config(on, i).card_set, game_config(off, i).card_set) for i in range(20)]
    assert any(a.notes for a, _ in configs) and not any(b.notes for _, b in configs)
    assert "card needs not met" in describe_games(off) and "needs" not in describe_games(on)


def test_the_progress_line_says_how_a_game_ended() -> None:
    outcome = GameOutcome(3, ("normal", "greedy"), turns=40, winners=(0,), scores=(30, 20),
                          reason="the Dungeon had been stuck for 15 rounds")
    assert progress_line(outcome, 1, 2).endswith("won by seat 1 (normal) - the Dungeon had been stuck for 15 rounds")


def test_the_advance_arena_passes_the_setup_needs_switch_to_its_random_sets():
    from thunderstone_gui.tools.arena import Match, config_options, game_config, parse_args

    assert config_options("advance")["setup_needs"] is True
    assert parse_args(["--game", "advance", "--a", "normal", "--b", "normal", "--setup-needs", "off"]).setup_needs \
        is False
    sets = {}
    for needs in (True, False):
        match = Match("normal", "normal", 2, 1, "", "random", 400, None, (), ((), ()), None, "advance", needs,
                      "dungeon")
        sets[needs] = [game_config(match, i).card_set for i in range(20)]
    assert all(s.needs for s in sets[True]) and not any(s.needs or s.notes for s in sets[False])
    assert any(s.notes for s in sets[True]) and sets[True] != sets[False]


def test_the_report_says_how_often_the_search_left_the_first_choice() -> None:
    from thunderstone_gui.tools.arena import report
    match = Match("hard", "normal", 2, 1, "2nd", "random", 400, None)
    games = [GameOutcome(0, ("hard", "normal"), turns=50, winners=(0,), search={"hard": {"turn": [30, 3],
                                                                                       "village": [20, 1]}}),
             GameOutcome(1, ("normal", "hard"), turns=60, winners=(0,), search={"hard": {"village": [40, 4]}})]
    lines = report(match, games, 1.0)
    assert "search hard: another choice than the first in 8 of 90 searched decisions (8.9%): village 5 of 60, " \
           "turn 3 of 30" in lines
    assert not any(line.startswith("search normal") for line in lines)


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_run_stopped_early_reports_the_games_it_played(jobs: str) -> None:
    import os
    import signal
    arena = subprocess.Popen([sys.executable, "-m", "thunderstone_gui.tools.arena", "--a", "easy", "--b", "random",
                              "--games", "400", "--seed", "3", "--jobs", jobs, "--progress"],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env={**os.environ})
    assert arena.stderr is not None
    progress = [arena.stderr.readline() for _ in range(3)]
    assert all(" game " in line for line in progress), progress
    arena.send_signal(signal.SIGTERM)
    out, _ = arena.communicate(timeout=120)
    assert arena.returncode == 0
    lines = out.splitlines()
    played = int(re.search(r"\[\d+\.\d of (\d+) games\]", lines[0]).group(1))
    assert 3 <= played < 400
    assert any(line.startswith(f"stopped early: {played} of 400 games played") for line in lines), out
    assert any(line.startswith("decision time easy") for line in lines)


def test_a_stopped_run_names_the_games_it_skipped_below_its_last() -> None:
    from thunderstone_gui.tools.arena import stopped_line
    played = [GameOutcome(i, ("easy", "random")) for i in (10, 11, 13, 15)]
    assert stopped_line(played, 10, 10) == "stopped early: 4 of 10 games played; not played below game 15: 12, 14"
    assert stopped_line(played[:2], 10, 10) == "stopped early: 2 of 10 games played"
    assert stopped_line(played, 10, 4) is None

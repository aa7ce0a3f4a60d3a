"""The engine bench (`python -m thunderstone_gui.tools.bench`): the long session its replay and undo figures are taken
on."""

from collections import Counter

import pytest

from thunderstone_gui.tools.bench import _long_session, bench_computer_games, computer_game, main


@pytest.mark.parametrize("policy", ["strict", "casual"])
def test_the_long_session_reaches_its_length_in_a_game_still_going(policy):
    # Random play reaches the impasse rule's end_game within a few dozen turns and battles bring the Thunderstone
    # to Rank 1: the session must still be one game of exactly the promised length, not over.
    session = _long_session(2000, policy)
    assert len(session.steps) == 2000 and session.state.result is None
    assert session.config.variants.undo_policy == policy
    kinds = Counter(step.action.kind for step in session.steps)
    # The figures are about a game as played: Dungeon turns and battles are part of the record, not left out.
    assert kinds["enter_dungeon"] > 100 and kinds["attack"] > 10 and kinds["buy"] > 10
    assert "end_game" not in kinds


def test_the_bench_prints_its_figures(capsys):
    assert main(["--games", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    figures = dict(line.split(": ") for line in lines)
    assert {"random_games_per_s", "us_per_action", "replay_2000_actions_ms", "undo_ms_at_1000_actions",
            "undo_ms_at_1000_actions_max", "easy_games_per_s", "easy_games_capped"} <= set(figures)
    assert all(float(value) >= 0 for value in figures.values())
    # The headline: µs per decision, then the games per second of games that end.
    assert [line.split(": ")[0] for line in lines[:2]] == ["us_per_action", "easy_games_per_s"]


@pytest.mark.parametrize("game", ["classic", "advance", "quest"])
def test_the_computer_games_end_in_every_game(game):
    # Random Quest players never end a game (every one stops at the 150-turn cap); Easy seats end theirs, so their
    # games per second measure whole games.
    figures = bench_computer_games(3, game)
    assert figures["easy_games_capped"] == 0 and figures["easy_games_per_s"] > 0
    assert figures["easy_game_decisions_mean"] > 50
    state, decisions = computer_game(1, game)
    assert state.result is not None and decisions > 50


AI_DECISIONS_ALONE = "--ai-decisions goes with --ai-in-app N and needs at least 1 decision"


@pytest.mark.parametrize("argv, message", [
    (["--games"], "--games needs a number"),
    (["--check", "many"], "--check needs a whole number, not 'many'"),
    (["--ui-frames", "20"], "--ui-frames goes with --ui and needs at least 2 frames"),
    (["--ui", "--ui-frames", "1"], "--ui-frames goes with --ui and needs at least 2 frames"),
    (["--ai-decisions", "5"], AI_DECISIONS_ALONE),
    (["--ai-in-app", "1", "--ai-decisions", "0"], AI_DECISIONS_ALONE),
])
def test_the_small_run_options_are_refused_where_they_mean_nothing(argv, message, capsys):
    assert main(argv) == 2
    (line,) = capsys.readouterr().err.splitlines()
    assert line.startswith(f"bench: {message} (usage: python -m thunderstone_gui.tools.bench")


def test_the_long_advance_session_reaches_its_length_in_a_game_still_going():
    session = _long_session(600, "strict", "advance")
    assert len(session.steps) == 600 and session.state.result is None
    assert session.config.game == "advance"
    kinds = Counter(step.action.kind for step in session.steps)
    assert kinds["enter_dungeon"] > 10 and kinds["attack"] > 5 and kinds["prepare"] > 5


def test_the_bench_prints_the_advance_figures_with_the_classic_one_of_the_same_run(capsys):
    assert main(["--game", "advance", "--games", "1", "--check", "1"]) == 0
    figures = dict(line.split(": ") for line in capsys.readouterr().out.splitlines())
    assert {"random_games_per_s", "classic_random_games_per_s", "us_per_action", "replay_2000_actions_ms",
            "undo_ms_at_1000_actions", "invariant_failures"} <= set(figures)
    assert figures["invariant_failures"] == "0"


def test_the_bench_prints_the_same_figures_for_quest_its_table_and_its_computers(capsys):
    assert main(["--game", "quest", "--games", "1", "--ui", "--ui-frames", "4", "--ai-in-app", "1",
                 "--ai-decisions", "3"]) == 0
    figures = dict(line.split(": ") for line in capsys.readouterr().out.splitlines())
    assert {"random_games_per_s", "classic_random_games_per_s", "us_per_action", "replay_2000_actions_ms",
            "undo_ms_at_1000_actions", "undo_in_app_ms_at_6000", "autosave_ms_at_6000", "frame_ms_median",
            "frame_ms_median_ai_thinking", "idle_cpu_percent_table", "in_app_normal_decisions"} <= set(figures)
    assert figures["in_app_normal_decisions"] == "3"


def test_the_advance_table_and_computers_are_measured_too():
    from thunderstone_gui.tools.ai_bench import run_ai_in_app_bench
    from thunderstone_gui.tools.bench import bench_undo_in_app

    assert run_ai_in_app_bench(1, max_decisions=3, game="advance")["in_app_normal_decisions"] == 3
    assert bench_undo_in_app(actions=300, undos=2, game="advance")["undo_in_app_ms_at_6000"] > 0


@pytest.mark.parametrize("argv, message", [
    (["--game"], "--game needs one of: classic, advance, quest"),
    (["--game", "chess"], "--game needs one of: classic, advance, quest"),
])
def test_the_game_option_is_refused_where_it_means_nothing(argv, message, capsys):
    assert main(argv) == 2
    (line,) = capsys.readouterr().err.splitlines()
    assert line.startswith(f"bench: {message}") and "--game classic|advance|quest" in line

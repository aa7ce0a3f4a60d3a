import subprocess
import sys

import pytest

from thunderstone_gui import __version__
from thunderstone_gui.__main__ import main, parse_args


def test_version_flag(capsys):
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == __version__


def test_unknown_flag_is_one_clear_line_and_exit_2(capsys):
    assert main(["--frobnicate"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "unknown option '--frobnicate'" in err[0]


def test_load_needs_an_existing_file(capsys, tmp_path):
    assert main(["--load", str(tmp_path / "nope.json")]) == 2
    assert "no such save file" in capsys.readouterr().err
    assert main(["--load"]) == 2


def test_parse_args_forms():
    assert parse_args(["--new"]) == {"new": True}
    assert parse_args(["--load=game.json"]) == {"load": "game.json"}


def test_python_dash_m_runs_without_a_traceback():
    out = subprocess.run([sys.executable, "-m", "thunderstone_gui", "--bogus"], capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 2 and "Traceback" not in out.stderr


def test_snapshot_tool_writes_a_png(tmp_path, home):
    from thunderstone_gui.tools.snapshot import main as snapshot

    out = tmp_path / "table.png"
    assert snapshot(["--seed", "3", "--actions", "20", "--out", str(out), "--size", "1280x720"]) == 0
    assert out.stat().st_size > 10_000
    assert snapshot(["--out"]) == 2


def test_snapshot_renders_a_scenario(tmp_path, home):
    from pathlib import Path

    from thunderstone_gui.tools.snapshot import main as snapshot

    scenario = Path(__file__).resolve().parents[2] / "saves" / "scenarios" / "sue_visits_the_village.yaml"
    out = tmp_path / "scenario.png"
    assert snapshot(["--scenario", str(scenario), "--out", str(out)]) == 0
    assert out.stat().st_size > 10_000


def test_ui_bench_reports_its_figures():
    # The figures themselves are the bench's to report (python -m thunderstone_gui.tools.bench --ui), not a test's.
    from thunderstone_gui.tools.table_bench import run_ui_bench

    figures = run_ui_bench(frames=120, idle_seconds=0.5)
    idle = {"idle_cpu_percent", "idle_cpu_percent_title", "idle_cpu_percent_new_game", "idle_cpu_percent_table"}
    assert set(figures) == {"frame_ms_median", "frame_ms_p99", "first_frame_s", "frame_ms_median_ai_thinking",
                            "frame_ms_p99_ai_thinking", *idle}
    assert all(value > 0 for key, value in figures.items() if key not in idle)
    assert all(0 <= figures[key] <= figures["idle_cpu_percent"] for key in idle)
    assert figures["frame_ms_median"] <= figures["frame_ms_p99"]


def test_the_in_app_decision_bench_times_the_computers_on_the_real_table():
    from thunderstone_gui.tools.ai_bench import run_ai_in_app_bench

    figures = run_ai_in_app_bench(games=1, level="easy", max_decisions=12)
    assert figures["in_app_easy_decisions"] == 12
    assert 0 < figures["in_app_easy_decision_ms_mean"] <= figures["in_app_easy_decision_ms_p99"]
    assert figures["in_app_easy_decision_ms_p99"] <= figures["in_app_easy_decision_ms_worst"]
    assert 0 <= figures["in_app_easy_decisions_over_50_ms"] <= 12


def test_snapshot_of_a_wrath_game_with_a_hovered_monster(tmp_path, home):
    from thunderstone_gui.tools.snapshot import main as snapshot
    from thunderstone_gui.tools.snapshot import parse

    out = tmp_path / "wrath.png"
    args = ["--seed", "19", "--actions", "30", "--sets", "base,wrath", "--hover-rank", "1", "--out", str(out)]
    assert parse(args)["sets"] == ("base", "wrath") and parse(args)["hover_rank"] == 1
    assert snapshot(args) == 0
    assert out.stat().st_size > 10_000


@pytest.mark.parametrize("argv", [["--ai-in-app"], ["--ai-in-app", "x"], ["--ai-in-app", "-1"], ["--frobnicate"]])
def test_the_bench_refuses_bad_flags_with_a_usage_line(argv, capsys):
    from thunderstone_gui.tools.bench import main as bench

    assert bench(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("bench: ") and "usage: python -m thunderstone_gui.tools.bench" in err
    assert "--ai-in-app N" in err

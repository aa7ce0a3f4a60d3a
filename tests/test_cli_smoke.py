"""Every command of the README's "Command-line tools" table, run once as a user runs it: `python -m ...` in a fresh
process, on a small input, headless. Each must exit 0 without a traceback and print what the README promises (parsed,
not just looked at). SMOKE_RUNS is what runs; test_every_readme_command_has_a_smoke_test fails when the table names
a command or flag that no run here uses, so a new command cannot be added without one."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCENARIO = ROOT / "saves" / "scenarios" / "sue_visits_the_village.yaml"    # no `preview: true` of its own
# A hang fails the test instead of CI; the runs take a few seconds each on a loaded 2-core machine.
TIMEOUT_S = 180

BENCH_FIGURES = ["--games", "2"]
BENCH_QUEST = ["--game", "quest", "--games", "2", "--check", "1"]
BENCH_ADVANCE = ["--game", "advance", "--games", "2"]
ADVANCE_SCENARIO = ROOT / "saves" / "scenarios" / "advance" / "darkness_and_light.yaml"
BENCH_EVERY_FIGURE = ["--games", "1", "--check", "2", "--ui", "--ui-frames", "10", "--ai-in-app", "1",
                      "--ai-decisions", "3"]
ARENA = ["--game", "classic", "--a", "normal", "--b", "easy", "--games", "2", "--seed", "1", "--progress"]

# module -> the argument lists its smoke tests run ("FILE" is replaced by a file of the test's own).
SMOKE_RUNS: dict[str, list[list[str]]] = {
    "thunderstone_gui": [["--version"]],
    "thunderstone_gui.tools.scenario": [[str(SCENARIO)], [str(SCENARIO), "--preview"], ["--schema"]],
    "thunderstone_gui.tools.bench": [BENCH_FIGURES, BENCH_EVERY_FIGURE, BENCH_QUEST, BENCH_ADVANCE],
    "thunderstone_gui.tools.arena": [ARENA],
    "thunderstone_gui.tools.arena_pairs": [["FILE", "FILE"]],
    "thunderstone_gui.tools.cards": [["--dump-json", "FILE"]],
    "thunderstone_gui.tools.record": [["FILE"]],
    "thunderstone_gui.quest_import": [["template", "FILE"], ["check", "FILE"], ["install", "FILE"], ["list"]],
    "thunderstone_gui.advance_import": [["template", "FILE"], ["check", "FILE"], ["install", "FILE"], ["list"]],
}
RECORD = ROOT / "tests" / "fixtures" / "records-format-1" / "classic-2nd-2seats-finished.json"
# Flags the README names that no subprocess here runs, and why.
NOT_RUN_HERE = {
    ("thunderstone_gui", "--new"): "opens the window and waits for the player (tests/ui drive the New Game screen)",
    ("thunderstone_gui", "--load"): "opens the window and waits for the player (its refusals: test_game_command_line)",
    ("thunderstone_gui", "--self-test"): "a whole game: tests/ui/test_self_test.py runs it as a subprocess, and "
                                         ".ci/run on the standalone app",
}
FIGURE = re.compile(r"^([a-z][a-z0-9_]*): (-?\d+(?:\.\d+)?)$")
WIN_RATE = re.compile(r"^(\w+): (\d+\.\d)% wins \(95% CI (\d+\.\d)–(\d+\.\d)%\) \[(\d+\.\d) of (\d+) games\]$")


def run(module: str, args: list[str], tmp_path: Path, file: Path | None = None) -> subprocess.CompletedProcess[str]:
    """`python -m module args` ("FILE" in args standing for `file`), headless, with its own data and temp folders."""
    args = [str(file) if a == "FILE" else a for a in args]
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "THUNDERSTONE_HOME": str(tmp_path / "home"), "TMPDIR": str(tmp_path / "tmp")}
    env.pop("PYGAME_HIDE_SUPPORT_PROMPT", None)      # the tools must keep pygame's banner out of their output
    (tmp_path / "tmp").mkdir(exist_ok=True)
    done = subprocess.run([sys.executable, "-m", module, *args], capture_output=True, text=True, timeout=TIMEOUT_S,
                          env=env, cwd=tmp_path)
    assert done.returncode == 0, f"{module} {' '.join(args)} exited {done.returncode}:\n{done.stderr}"
    assert "Traceback" not in done.stderr, done.stderr
    return done


def figures(stdout: str) -> dict[str, float]:
    """The bench's output: every line a `key: number` figure, each key once."""
    lines = stdout.splitlines()
    parsed = [FIGURE.match(line) for line in lines]
    assert lines and all(parsed), [line for line, m in zip(lines, parsed) if not m]
    out = {m.group(1): float(m.group(2)) for m in parsed if m}
    assert len(out) == len(lines), "a figure printed twice"
    return out


# ------------------------------------------------------------------------------------------------- the commands
def test_the_game_answers_version(tmp_path):
    from thunderstone_gui import __version__

    (args,) = SMOKE_RUNS["thunderstone_gui"]
    assert run("thunderstone_gui", args, tmp_path).stdout == f"{__version__}\n"
    assert not (tmp_path / "home").exists()          # --version opens nothing and writes nothing


def test_the_scenario_tool_prints_the_state_and_events_as_json(tmp_path):
    plain, preview, schema = SMOKE_RUNS["thunderstone_gui.tools.scenario"]
    out = json.loads(run("thunderstone_gui.tools.scenario", plain, tmp_path).stdout)
    assert set(out) == {"state", "events"}
    state = out["state"]
    assert {"turn", "active", "pending", "legal_actions", "hall", "players", "supply", "state_hash"} <= set(state)
    assert [p["name"] for p in state["players"]] == ["Sue", "Opponent"]
    assert any(e["kind"] == "bought" for e in out["events"])

    with_preview = json.loads(run("thunderstone_gui.tools.scenario", preview, tmp_path).stdout)
    assert with_preview["state"] == state and with_preview["events"] == out["events"]
    battles = with_preview["preview"]
    assert battles and all({"rank", "monster", "can_attack", "total", "health", "lines"} <= set(b) for b in battles)

    spec = json.loads(run("thunderstone_gui.tools.scenario", schema, tmp_path).stdout)
    assert {"actions", "players", "hall", "preview"} <= set(spec["properties"])


def test_the_bench_prints_one_figure_a_line(tmp_path):
    plain, everything, *_ = SMOKE_RUNS["thunderstone_gui.tools.bench"]
    engine = figures(run("thunderstone_gui.tools.bench", plain, tmp_path).stdout)
    assert list(engine)[:2] == ["us_per_action", "easy_games_per_s"]      # the headline
    assert set(engine) == {"us_per_action", "easy_games_per_s", "easy_games_capped", "easy_game_decisions_mean",
                           "random_games_per_s", "random_games_capped", "random_game_actions_mean",
                           "replay_2000_actions_ms", "undo_ms_at_1000_actions", "undo_ms_at_1000_actions_max",
                           "undo_in_app_ms_at_6000", "undo_in_app_ms_at_6000_max", "autosave_ms_at_6000"}
    assert engine["easy_games_capped"] == 0 and engine["easy_games_per_s"] > 0
    assert engine["random_games_per_s"] > 0 and engine["us_per_action"] > 0 and engine["replay_2000_actions_ms"] > 0

    every = figures(run("thunderstone_gui.tools.bench", everything, tmp_path).stdout)
    assert set(engine) < set(every)
    assert every["invariant_games"] == 2 and every["invariant_failures"] == 0
    assert {"frame_ms_median", "frame_ms_p99", "first_frame_s", "frame_ms_median_ai_thinking",
            "frame_ms_p99_ai_thinking"} < set(every)
    assert every["frame_ms_median"] <= every["frame_ms_p99"]
    assert every["in_app_normal_decisions"] == 3
    assert 0 < every["in_app_normal_decision_ms_mean"] <= every["in_app_normal_decision_ms_worst"]
    assert "in_app_normal_decisions_over_50_ms" in every
    # The UI benches keep their data folders to temporary ones and remove them.
    assert not (tmp_path / "home").exists() and not list((tmp_path / "tmp").iterdir())


def test_the_bench_answers_to_its_old_name(tmp_path):
    """A checklist outside the repository runs `python -m thunderstone_gui.bench --games 5`: the old name runs the
    bench of tools/ (thunderstone_gui/bench.py, an alias), with the same figures."""
    old = figures(run("thunderstone_gui.bench", ["--games", "2"], tmp_path).stdout)
    assert list(old)[:2] == ["us_per_action", "easy_games_per_s"] and old["random_games_per_s"] > 0


def test_the_bench_measures_quest(tmp_path):
    quest = figures(run("thunderstone_gui.tools.bench", BENCH_QUEST, tmp_path).stdout)
    assert quest["random_games_per_s"] > 0 and quest["invariant_failures"] == 0
    assert quest["easy_games_per_s"] > 0 and quest["easy_games_capped"] == 0     # Quest games that end
    assert quest["classic_random_games_per_s"] > 0 and quest["autosave_ms_at_6000"] > 0
    assert quest["undo_in_app_ms_at_6000"] > 0          # on Quest's own table


def test_the_quest_importer_writes_checks_installs_and_lists(tmp_path):
    template, check, install, listing = SMOKE_RUNS["thunderstone_gui.quest_import"]
    target = tmp_path / "quest1.yaml"
    run("thunderstone_gui.quest_import", template, tmp_path, target)
    assert "FILL" in target.read_text(encoding="utf-8")
    ours = ROOT / "thunderstone_gui" / "systems" / "quest" / "data" / "ours.yaml"
    mine = tmp_path / "mine.yaml"
    mine.write_text(ours.read_text(encoding="utf-8").replace("id: ours", "id: my_copy", 1), encoding="utf-8")
    assert "a valid Quest card set" in run("thunderstone_gui.quest_import", check, tmp_path, mine).stdout
    assert "installed as" in run("thunderstone_gui.quest_import", install, tmp_path, mine).stdout
    assert run("thunderstone_gui.quest_import", listing, tmp_path).stdout.startswith("my_copy\t")


def test_the_advance_importer_writes_checks_installs_and_lists(tmp_path):
    import yaml

    template, check, install, listing = SMOKE_RUNS["thunderstone_gui.advance_import"]
    target = tmp_path / "advance.yaml"
    run("thunderstone_gui.advance_import", template, tmp_path, target)
    data = yaml.safe_load(target.read_text(encoding="utf-8"))
    for k, card in enumerate(data["cards"]):
        card["health"] = 4 + k
        card.pop("note", None)
    mine = tmp_path / "mine.yaml"
    mine.write_text(yaml.safe_dump(data), encoding="utf-8")
    assert "a valid file of printed Advance cards" in run("thunderstone_gui.advance_import", check, tmp_path,
                                                          mine).stdout
    assert "installed as" in run("thunderstone_gui.advance_import", install, tmp_path, mine).stdout
    assert run("thunderstone_gui.advance_import", listing, tmp_path).stdout.startswith("my_towers_of_ruin\t")


def test_the_bench_prints_the_advance_figures_and_the_classic_one_of_the_same_run(tmp_path):
    engine = figures(run("thunderstone_gui.tools.bench", BENCH_ADVANCE, tmp_path).stdout)
    assert set(engine) == {"us_per_action", "easy_games_per_s", "easy_games_capped", "easy_game_decisions_mean",
                           "random_games_per_s", "random_games_capped", "random_game_actions_mean",
                           "classic_easy_games_per_s", "classic_random_games_per_s", "replay_2000_actions_ms",
                           "undo_ms_at_1000_actions", "undo_ms_at_1000_actions_max", "undo_in_app_ms_at_6000",
                           "undo_in_app_ms_at_6000_max", "autosave_ms_at_6000"}
    assert engine["random_games_per_s"] > 0 and engine["classic_random_games_per_s"] > 0
    assert engine["classic_easy_games_per_s"] > 0 and engine["easy_games_capped"] == 0


def test_the_scenario_tool_runs_an_advance_scenario(tmp_path):
    out = json.loads(run("thunderstone_gui.tools.scenario", [str(ADVANCE_SCENARIO), "--preview"], tmp_path).stdout)
    assert out["state"]["game"] == "advance" and len(out["preview"]) == 3
    assert all({"rank", "monster", "darkness", "net_darkness", "total", "health", "lines"} <= set(b)
               for b in out["preview"])


def test_the_arena_prints_win_rates_and_arena_pairs_compares_two_runs(tmp_path):
    (args,) = SMOKE_RUNS["thunderstone_gui.tools.arena"]
    done = run("thunderstone_gui.tools.arena", args, tmp_path)
    rates = {}
    for line in done.stdout.splitlines()[:2]:
        found = WIN_RATE.match(line)
        assert found, line
        side, rate, low, high, wins, games = found.groups()
        assert float(low) <= float(rate) <= float(high) and int(games) == 2
        rates[side] = float(wins)
    assert set(rates) == {"normal", "easy"} and sum(rates.values()) == 2.0
    assert "games: 2 played, 0 failed" in done.stdout

    progress = tmp_path / "progress.txt"
    progress.write_text(done.stderr, encoding="utf-8")
    (pair_args,) = SMOKE_RUNS["thunderstone_gui.tools.arena_pairs"]
    paired = run("thunderstone_gui.tools.arena_pairs", pair_args, tmp_path, progress)
    first, second, third = paired.stdout.splitlines()
    assert first.startswith("games paired: 2;")
    assert second.startswith("variant - base: +0.0 points")     # a run against itself
    assert third.startswith("the same result in 2 of 2 games")


def test_the_card_dump_writes_the_catalogue(tmp_path):
    (args,) = SMOKE_RUNS["thunderstone_gui.tools.cards"]
    dump = tmp_path / "cards.json"
    done = run("thunderstone_gui.tools.cards", args, tmp_path, dump)
    rows = json.loads(dump.read_text(encoding="utf-8"))
    assert done.stdout == f"wrote {len(rows)} cards to {dump}\n"
    assert len(rows) > 100 and all(isinstance(row, dict) and row.get("id") for row in rows)


# ------------------------------------------------------------------------------------------------- the README
def readme_commands() -> list[tuple[str, set[str]]]:
    """(module, flags) for each row of the README's "Command-line tools" table: the flags of the command as
    written and those its description names."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    table = text.split("## Command-line tools", 1)[1].split("\n## ", 1)[0]
    rows = []
    for line in table.splitlines():
        found = re.match(r"^\| `python -m ([\w.]+)([^`]*)` \| (.*) \|$", line)
        if found:
            module, command, description = found.groups()
            flags = set(re.findall(r"--[a-z][a-z-]*", command)) | set(re.findall(r"`(--[a-z][a-z-]*)", description))
            rows.append((module, flags))
    return rows


def test_the_record_inspector_prints_a_summary(tmp_path):
    (args,) = SMOKE_RUNS["thunderstone_gui.tools.record"]
    done = run("thunderstone_gui.tools.record", args, tmp_path, RECORD)
    summary = json.loads(done.stdout)
    recorded = json.loads(RECORD.read_text(encoding="utf-8"))
    assert summary["ok"] and summary["game"] == "classic"
    assert summary["decisions"] == len(recorded["actions"]) and summary["result"]["winners"]
    assert summary["state_hash"] == recorded["checkpoints"][-1]["state_hash"]


def test_every_readme_command_has_a_smoke_test():
    rows = readme_commands()
    assert len(rows) >= 5, "the README's command table was not found"
    for module, flags in rows:
        assert module in SMOKE_RUNS, f"`python -m {module}` is in the README but has no smoke test here"
        used = {a.split("=", 1)[0] for args in SMOKE_RUNS[module] for a in args if a.startswith("--")}
        missing = {f for f in flags - used if (module, f) not in NOT_RUN_HERE}
        assert not missing, f"`python -m {module}`: {sorted(missing)} in the README but in no smoke run"


def test_the_readme_check_reads_the_table_it_guards():
    rows = dict(readme_commands())
    assert rows["thunderstone_gui"] == {"--version", "--new", "--load", "--self-test"}
    assert {"--preview", "--schema"} <= rows["thunderstone_gui.tools.scenario"]
    assert {"--games", "--check", "--ui", "--ai-in-app"} <= rows["thunderstone_gui.tools.bench"]


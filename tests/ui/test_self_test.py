"""`--self-test`: whole computer games through the real app (the original game, then Thunderstone Advance), saved and
reloaded; one clear line when it fails."""

import os
import subprocess
import sys
import tempfile

from thunderstone_gui import self_test
from thunderstone_gui.__main__ import main, parse_args
from thunderstone_gui.ui.scenes.table import TableScene


def facts(lines):
    return dict(line.split(": ", 1) for line in lines if ": " in line)


def test_self_test_plays_saves_and_reloads_a_game_headless(tmp_path):
    home = tmp_path / "players-home"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "THUNDERSTONE_HOME": str(home)}
    run = subprocess.run([sys.executable, "-m", "thunderstone_gui", "--self-test"], capture_output=True, text=True,
                         timeout=300, env=env)          # three whole games and one over the network: ~30 s idle
    lines = run.stdout.strip().splitlines()
    assert run.returncode == 0, run.stdout + run.stderr
    assert lines[-1] == "self_test: ok" and "Traceback" not in run.stderr
    got = facts(lines)
    # Bounds against a hang, not speed goals (the bench measures those): a loaded machine took 3.5 s for the frame.
    assert float(got["first_frame_s"]) < 20
    assert got["rules_sections"] == "classic 9, advance 14, quest 14"       # each game's rules from its document
    assert 0 < float(got["self_test_seconds"]) < 120
    assert int(got["self_test_turns"]) > 10 and int(got["self_test_decisions"]) > int(got["self_test_turns"])
    assert got["self_test_sets"] == "base+wrath" and got["self_test_level"] != "random"
    # The same games on every run: the random card set and the computers' seeds come from the self-test's seed.
    assert got["self_test_card_set"].startswith("Elemental-Nature, Elemental-Pain, Undead-Spirit, ")
    # A game of Thunderstone Quest too, at its own table, saved and reloaded the same way.
    assert got["quest_self_test_level"] == "easy" and int(got["quest_self_test_turns"]) > 10
    assert int(got["quest_self_test_decisions"]) > int(got["quest_self_test_turns"])
    assert got["quest_self_test_state_hash"] != got["self_test_state_hash"]
    # Then a game of Thunderstone Advance on the Wilderness side, saved and reloaded the same way.
    assert got["self_test_advance_board"] == "wilderness" and got["self_test_advance_level"] != "random"
    assert int(got["self_test_advance_turns"]) > 10 and got["self_test_advance_state_hash"]
    # The sound opened with the dummy driver after the first frame, its effects made and heard; every game played
    # went into the history, and the newest one's replay opened from Statistics.
    assert got["sound"] == "dummy" and 200 < int(got["sound_buffers_kb"]) < 1000
    assert int(got["sounds_played"]) > 100
    assert got["history_games"] == "3"
    # A game over the network on the loopback address, the client joining from the lobby.
    assert int(got["net_self_test_decisions"]) > 10 and got["net_self_test_state_hash"]
    # The player's data folder was never used: the self-test kept to a temporary one.
    assert not home.exists()


def test_a_turn_cap_fails_with_one_line_and_cleans_up(monkeypatch):
    made = []
    real_mkdtemp = tempfile.mkdtemp

    def mkdtemp(*args, **kwargs):
        made.append(real_mkdtemp(*args, **kwargs))
        return made[-1]

    monkeypatch.setattr(tempfile, "mkdtemp", mkdtemp)
    before = os.environ.get("THUNDERSTONE_HOME")
    lines = []
    assert self_test.run_self_test(max_turns=2, out=lines.append) == 1
    assert lines[-1].startswith("self_test: failed: the game did not end within 2 turns")
    assert "first_frame_s" in facts(lines[:-1])          # how far it got comes first
    assert os.environ.get("THUNDERSTONE_HOME") == before
    assert made and not os.path.exists(made[0])


def test_a_crash_in_the_table_is_reported_not_raised(monkeypatch):
    def broken(self, surface):
        raise RuntimeError("a bug in drawing")

    monkeypatch.setattr(TableScene, "draw", broken)
    lines = []
    assert self_test.run_self_test(out=lines.append) == 1
    assert lines[-1] == "self_test: failed: the app crashed: RuntimeError: a bug in drawing"


def test_self_test_is_a_flag_of_its_own(capsys):
    assert parse_args(["--self-test"]) == {"self_test": True}
    assert main(["--self-test", "--new"]) == 2
    assert "--self-test runs on its own" in capsys.readouterr().err


def test_the_self_test_runs_in_german(tmp_path):
    """With a German system the app speaks German from its first start (the self-test's data folder is new); the
    game is played, saved and reloaded all the same, and a failure is told in German after its English key."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "THUNDERSTONE_HOME": str(tmp_path / "home"), "THUNDERSTONE_LANG": "de"}
    code = ("import sys; from thunderstone_gui import i18n, self_test; "
            "rc = self_test.run_self_test(); print('language:', i18n.language()); "
            "rc2 = self_test.run_self_test(max_turns=0); sys.exit(rc * 10 + rc2)")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=360, env=env)
    lines = run.stdout.strip().splitlines()
    assert run.returncode == 1, run.stdout + run.stderr          # the full game ok (0), the capped one failed (1)
    assert "self_test: ok" in lines and "language: de" in lines
    assert lines[-1].startswith("self_test: failed: das Spiel endete nicht innerhalb von 0 Zügen"), lines[-1]

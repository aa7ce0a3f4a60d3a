"""CI's check of the releases it installed (.ci/versions.py): what changed since the last green run, said plainly."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def versions_module():
    spec = importlib.util.spec_from_file_location("ci_versions", ROOT / ".ci" / "versions.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_changed_releases_are_named_with_their_old_and_new_version(tmp_path):
    versions = versions_module()
    known = tmp_path / "known.txt"
    known.write_text("# a comment\nBabel==2.18.0\npytest==9.2.0\nold_thing==1.0\n", encoding="utf-8")
    changed = versions.changes(versions.read_known(known), {"babel": "2.19.0", "pytest": "9.2.0", "newer": "0.1"})
    assert [versions.describe(c) for c in changed] == ["babel 2.18.0 -> 2.19.0",
                                                        "newer 0.1 (new: the last green run did not have it)",
                                                        "old-thing (gone: the last green run had 1.0)"]


def test_the_committed_last_green_releases_name_every_direct_dependency():
    versions = versions_module()
    known = versions.read_known(ROOT / ".ci" / "tested-versions.txt")
    for name in ("pygame-ce", "pydantic", "platformdirs", "pyyaml", "pytest", "pytest-xdist", "hypothesis", "babel",
                 "pyinstaller", "ruff", "mypy"):
        assert name in known, name


def test_record_and_compare_run_with_this_interpreter(tmp_path, capsys):
    versions = versions_module()
    out = tmp_path / "now.txt"
    assert versions.main(["record", str(out)]) == 0
    assert versions.main(["compare", str(out)]) == 0
    assert capsys.readouterr().out.strip() == "versions: every package is at the version of the last green run"
    assert "pytest" in versions.read_known(out) and "thunderstone" not in versions.read_known(out)
    assert versions.main(["nonsense"]) == 2


def fake_environment(versions, monkeypatch, installed, fails_with):
    """`installed`: the releases a fresh install took; `fails_with(env)`: whether the failing step fails with the
    packages at the versions of `env`. pip installs by changing `env`, as the real one would."""
    env = dict(installed)
    commands = []

    def pip(*args):
        for arg in args:
            name, version = arg.split("==")
            env[versions.canonical(name)] = version
        return True

    def passes(command):
        commands.append(dict(env))
        return not fails_with(env)

    monkeypatch.setattr(versions, "installed", lambda: dict(installed))
    monkeypatch.setattr(versions, "pip", pip)
    monkeypatch.setattr(versions, "passes", passes)
    return env, commands


def test_blame_names_the_one_new_release_a_step_fails_with_and_puts_every_release_back(tmp_path, monkeypatch,
                                                                                       capsys):
    versions = versions_module()
    known = tmp_path / "known.txt"
    known.write_text("babel==2.18.0\npytest==9.2.0\nruff==0.17.6\n", encoding="utf-8")
    installed = {"babel": "2.19.0", "pytest": "9.3.0", "ruff": "0.17.6"}
    env, commands = fake_environment(versions, monkeypatch, installed, lambda env: env["babel"] == "2.19.0")
    assert versions.main(["blame", str(known), "--", "pytest", "-q"]) == 0
    out = capsys.readouterr().out
    assert "THE STEP FAILS FOR A NEW RELEASE" in out and "babel 2.18.0 -> 2.19.0" in out
    assert "pytest 9.2.0 -> 9.3.0" not in out.split("fails with", 1)[1]
    assert commands[0] == {"babel": "2.18.0", "pytest": "9.2.0", "ruff": "0.17.6"}   # first: the last green releases
    assert env == installed                                                          # and what was installed again


def test_blame_says_when_the_step_fails_with_the_last_green_releases_too(tmp_path, monkeypatch, capsys):
    versions = versions_module()
    known = tmp_path / "known.txt"
    known.write_text("babel==2.18.0\n", encoding="utf-8")
    env, _ = fake_environment(versions, monkeypatch, {"babel": "2.19.0"}, lambda env: True)
    versions.main(["blame", str(known), "--", "false"])
    assert "the failure is not a new release's" in capsys.readouterr().out
    assert env == {"babel": "2.19.0"}


def test_blame_says_when_new_releases_fail_only_together(tmp_path, monkeypatch, capsys):
    versions = versions_module()
    known = tmp_path / "known.txt"
    known.write_text("a==1\nb==1\n", encoding="utf-8")
    _, _ = fake_environment(versions, monkeypatch, {"a": "2", "b": "2"}, lambda env: env == {"a": "2", "b": "2"})
    versions.main(["blame", str(known), "--", "step"])
    assert "fail only together: a 1 -> 2, b 1 -> 2" in capsys.readouterr().out

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

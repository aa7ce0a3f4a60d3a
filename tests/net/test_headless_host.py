"""The headless host deals a fresh game each time unless a seed is given, and says which, so a game can be replayed."""

from __future__ import annotations

from thunderstone_gui.engine.session import Session

from .procs import CODE, end, spawn


def hosted_seed(tmp_path, name: str, *extra: str) -> tuple[int, int]:
    """The seed a host printed and the one its record holds (the host gives up at once: nobody joins)."""
    record = tmp_path / f"{name}.json"
    host = spawn(["host", "--game", "classic", "--seats", "2", "--remote", "1", "--code", CODE, "--record",
                  str(record), "--timeout", "0.5", *extra], tmp_path / f"{name}-home")
    try:
        out, err = host.communicate(timeout=120)
    finally:
        end(host)
    printed = [int(line.split()[1]) for line in out.splitlines() if line.startswith("seed ")]
    assert len(printed) == 1, f"no seed said: {out} {err[-2000:]}"
    return printed[0], Session.from_record(record.read_text(encoding="utf-8")).config.seed


def test_a_headless_host_deals_a_fresh_game_unless_told_and_says_its_seed(tmp_path):
    first, first_recorded = hosted_seed(tmp_path, "first")
    second, second_recorded = hosted_seed(tmp_path, "second")
    assert first == first_recorded and second == second_recorded
    assert first != second and first != 1 and second != 1
    assert hosted_seed(tmp_path, "given", "--seed", "77") == (77, 77)

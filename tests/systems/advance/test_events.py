"""Every kind of event Thunderstone Advance emits is documented (docs/rules-advance.md): the table and its log will
need a sentence for each; and what the New Game screen must say about the cards left out."""

from __future__ import annotations

import random
import re
from pathlib import Path

from thunderstone_gui.engine import GameConfig, apply, legal_actions, new_game
from thunderstone_gui.systems.advance.cards import load_catalogue
from thunderstone_gui.systems.advance.config import NOT_PLAYED
from thunderstone_gui.tools.scenario import load_scenario

ROOT = Path(__file__).resolve().parents[3]
DOC = (ROOT / "docs" / "rules-advance.md").read_text(encoding="utf-8")
SOURCES = (ROOT / "thunderstone_gui" / "systems" / "advance").rglob("*.py")


def documented_events() -> set[str]:
    block = DOC.split("Events (`apply`'s list", 1)[1].split("\n## ", 1)[0]
    return set(re.findall(r"`([a-z_0-9]+)`", block))


def test_every_event_kind_in_the_code_is_documented():
    kinds = set()
    for path in SOURCES:
        kinds.update(k for k in re.findall(r'Event\("([a-z_0-9]+)"', path.read_text(encoding="utf-8"))
                     if not k.endswith("_"))          # "nothing_to_" + what: listed below
    kinds.update({"drew", "shuffled", "destroyed", "discarded", "nothing_to_destroy", "nothing_to_discard"})
    assert kinds and not kinds - documented_events(), sorted(kinds - documented_events())


def test_every_event_kind_played_is_documented():
    seen = set()
    for seed in range(40):
        state = new_game(GameConfig.new(2 + seed % 3, game="advance", seed=seed,
                                        setup=("random", "tower_of_corruption", "tower_of_contempt")[seed % 3]))
        rng = random.Random(seed)
        while state.result is None and state.turn_number < 300:
            actions = legal_actions(state)
            attacks = [a for a in actions if a.kind == "attack"]
            action = rng.choice(attacks) if attacks and rng.random() < 0.7 else rng.choice(actions)
            seen.update(e.kind for e in apply(state, action))
    for path in sorted((ROOT / "saves" / "scenarios" / "advance").glob("*.yaml")):
        seen.update(e.kind for e in load_scenario(path).events)
    assert not seen - documented_events(), sorted(seen - documented_events())
    assert {"battle_result", "defeated", "gained_curse", "reacted", "breach", "raid"} <= seen


def test_what_is_left_out_says_why():
    assert "Familiars" in NOT_PLAYED["familiars"] and "not known" in NOT_PLAYED["familiars"]
    assert "Health" in NOT_PLAYED["undead_horde"]
    assert load_catalogue().groups["undead_horde"].not_random

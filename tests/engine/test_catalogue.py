"""The project's card data against the reference facts (../shared/tools/compare_cards.py) and its own rules."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from thunderstone_gui.systems.classic.cards import (
    CardDataError,
    CardFile,
    available_sets,
    catalogue_as_json,
    load_catalogue,
)

ROOT = Path(__file__).resolve().parents[2]


def find_shared() -> Path:
    """The read-only shared folder (reference facts, compare_cards.py): $THUNDERSTONE_SHARED, else next to this
    checkout, else next to the checkout this one was cloned from (CI tests a fresh clone made elsewhere)."""
    candidates = [Path(os.environ["THUNDERSTONE_SHARED"])] if os.environ.get("THUNDERSTONE_SHARED") else []
    candidates.append(ROOT.parent / "shared")
    try:
        origin = subprocess.run(["git", "-C", str(ROOT), "config", "--get", "remote.origin.url"],
                                capture_output=True, text=True, timeout=10).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        origin = ""
    if origin and "://" not in origin and ":" not in origin.split("/")[0]:      # a local path, not a URL
        candidates.append(Path(origin).resolve().parent / "shared")
    return next((c for c in candidates if (c / "tools" / "compare_cards.py").exists()), candidates[0])


SHARED = find_shared()
COMPARE = SHARED / "tools" / "compare_cards.py"
REFERENCE = SHARED / "reference" / "thunderstone-cards.yaml"
# Found in a checkout and in CI's fresh clone (see find_shared); only a copy of the repository taken elsewhere lacks it.
needs_reference = pytest.mark.skipif(not (COMPARE.exists() and REFERENCE.exists()),
                                     reason="the shared reference is not next to this checkout")


@needs_reference
@pytest.mark.parametrize("card_set", available_sets())
def test_catalogue_matches_the_reference(tmp_path, card_set):
    dump = tmp_path / "catalogue.json"
    dump.write_text(json.dumps(catalogue_as_json(available_sets())))
    result = subprocess.run([sys.executable, str(COMPARE), str(dump), "--set", card_set], capture_output=True,
                            text=True)
    assert result.returncode == 0, result.stdout
    assert " 0 failed" in result.stdout


@needs_reference
def test_every_reference_card_of_the_base_set_is_in_the_catalogue():
    catalogue = load_catalogue()
    ids = {c["id"] for c in yaml.safe_load(REFERENCE.read_text())["cards"] if c["set"] == "base"}
    assert ids <= set(catalogue.cards)


def test_an_unknown_effect_verb_fails_loudly():
    data = {"set": "base", "cards": [{"id": "odd", "name": "Odd", "kind": "village", "group": "Odd", "count": 1,
                                      "text": "x", "static": [{"verb": "fly", "speed": 3}]}]}
    with pytest.raises(ValueError, match="fly"):
        CardFile.model_validate(data)


def test_an_unknown_field_fails_loudly():
    data = {"set": "base", "cards": [{"id": "odd", "name": "Odd", "kind": "village", "group": "Odd", "count": 1,
                                      "text": "x", "colour": "red"}]}
    with pytest.raises(ValueError, match="colour"):
        CardFile.model_validate(data)


def test_unknown_set_is_refused():
    from thunderstone_gui.systems.classic.cards import load_card_data

    with pytest.raises(CardDataError, match="unknown card set"):
        load_card_data("nonsense")


def test_editions_change_the_prince_and_the_barkeep():
    second, first = load_catalogue("2nd"), load_catalogue("1st")
    assert [e.verb for e in second["the_prince"].battle] == ["strength_penalty", "destroy_one"]
    assert [e.verb for e in first["the_prince"].battle] == ["hero_attack_penalty", "destroy_one"]
    assert not second["barkeep"].ability_by_key["sell"].keeps_own_gold
    assert first["barkeep"].ability_by_key["sell"].keeps_own_gold


@needs_reference
def test_texts_are_our_own_words():
    """No card text is copied from the reference's rules paraphrase."""
    rules = {c["id"]: c.get("rules", "") for c in yaml.safe_load(REFERENCE.read_text())["cards"]}
    for card in load_catalogue("2nd", available_sets()).cards.values():
        ref = " ".join(rules.get(card.id, "").split())
        if len(card.text) > 40:
            assert card.text not in ref, card.id

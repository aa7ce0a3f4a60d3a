"""The deck model (ai/deckmodel.py): values that must hold whatever the tuning."""

from __future__ import annotations

from thunderstone_gui.ai.deckmodel import Context, DeckModel, ModelCache, _stable_samples
from thunderstone_gui.ai.evaluation import xp_value
from thunderstone_gui.engine import load_catalogue
from thunderstone_gui.engine.cards import Card

CAT = load_catalogue()
POOL_IDS = ["griknack_goblin", "nixie", "pegasus", "firebrand_cyclops", "deadbone_troll", "griffon", "sphinx"]
STARTING = ["militia"] * 6 + ["dagger"] * 2 + ["iron_rations"] * 2 + ["torch"] * 2
BUYABLE = ["short_sword", "elf_wizard", "thyrian_squire", "fireball", "lantern", "dagger", "torch", "iron_rations"]


def cards(ids: list[str]) -> list[Card]:
    return [CAT[i] for i in ids]


def model(deck: list[str], turns: float = 15.0, seed: int = 3, cache: ModelCache | None = None) -> DeckModel:
    pool = tuple((CAT[i], 1 / len(POOL_IDS)) for i in POOL_IDS)
    ctx = Context(pool, turns, xp_value(turns), tuple(cards(BUYABLE)), "2nd")
    return DeckModel(ctx, cards(deck), seed, 16, cache)


def test_good_cards_gain_and_disease_loses() -> None:
    m = model(STARTING)
    assert m.marginal_add(CAT["short_sword"]) > 0
    assert m.marginal_add(CAT["thyrian_squire"]) > m.marginal_add(CAT["dagger"])
    assert m.marginal_add(CAT["disease"]) < 0
    sick = model(STARTING + ["disease"] * 2)
    assert sick.marginal_remove(CAT["disease"]) > 0          # the deck is better without it


def test_more_attack_never_makes_a_hand_worse() -> None:
    m = model(STARTING)
    weak = cards(["militia", "militia", "torch", "dagger", "iron_rations", "militia"])
    strong = cards(["thyrian_squire", "militia", "torch", "short_sword", "iron_rations", "militia"])
    assert m.fight_value(strong) > m.fight_value(weak) >= 0


def test_light_is_worth_something_to_a_dark_deck() -> None:
    dark = ["militia"] * 4 + ["thyrian_squire", "short_sword", "dagger", "dagger", "hatchet", "iron_rations"]
    m = model(dark)
    assert m.marginal_add(CAT["lantern"]) > 0


def test_shopping_fades_at_the_end_of_the_game() -> None:
    early, late = model(STARTING, turns=20), model(STARTING, turns=2)
    assert early.shop_weight > late.shop_weight
    assert early.gold_value(6) > late.gold_value(6)


def test_samples_survive_a_small_change_of_the_deck() -> None:
    before = _stable_samples(cards(STARTING * 2), seed=5, count=16)
    after = _stable_samples(cards(STARTING * 2 + ["fireball"]), seed=5, count=16)
    same = sum(1 for a, b in zip(before, after) if a == b)
    assert same >= 10   # a 25-card deck: the new card is among a sample's six about a quarter of the time
    again = _stable_samples(cards(STARTING * 2), seed=5, count=16)
    assert again == before


def test_the_cache_changes_speed_not_values() -> None:
    cache = ModelCache()
    first = model(STARTING, cache=cache).marginal_add(CAT["elf_wizard"])
    second = model(STARTING, cache=cache).marginal_add(CAT["elf_wizard"])
    fresh = model(STARTING).marginal_add(CAT["elf_wizard"])
    assert first == second == fresh

"""The quick battle estimate of the deck model (ai/handeval.py) against hand-worked examples and the engine."""

from __future__ import annotations

import pytest

from thunderstone_gui.ai.classic.handeval import HandFight, facts
from thunderstone_gui.engine import apply, breakdown
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.systems.classic.cards import load_catalogue
from thunderstone_gui.systems.classic.position import Position, build_position

CAT = load_catalogue("2nd", ("base", "wrath"))


def hand(*ids: str) -> HandFight:
    return HandFight([CAT[i] for i in ids])


def test_militia_with_a_torch_against_a_plain_monster_in_each_rank() -> None:
    hf = hand("militia", "militia", "militia", "torch")
    goblin = CAT["griknack_goblin"]                     # Health 4, no traits
    # Light penalty: rank - Light points, 2 Attack each: none in Rank 1, one in Rank 2, two in Rank 3.
    assert [hf.estimate(goblin, r).total for r in (1, 2, 3)] == [3, 1, -1]
    assert not hf.beats(goblin, 1)
    assert hand("militia", "militia", "militia", "militia", "torch").beats(goblin, 1)
    assert not hand("militia", "militia", "militia", "militia", "torch").beats(goblin, 2)


def test_a_weapon_goes_to_a_hero_strong_enough_fed_if_need_be() -> None:
    sword = hand("militia", "short_sword", "torch")     # weight 4 > Strength 2: nobody carries it
    assert sword.estimate(CAT["nixie"], 1).total == 1
    fed = hand("militia", "short_sword", "iron_rations", "torch")   # +2 Strength: the Militia carries it
    assert fed.estimate(CAT["nixie"], 1).total == 1 + 4
    assert hand("militia", "short_sword").estimate(CAT["nixie"], 1).total == 1 - 2   # no Light: 1 point in Rank 1


def test_dwarf_takes_the_edged_weapon_and_its_bonus() -> None:
    hf = hand("dwarf_guardian", "militia", "hatchet", "torch")
    assert hf.estimate(CAT["nixie"], 1).total == 1 + 3 + 3 + 1


def test_traits_magic_required_immunity_and_darkness() -> None:
    fighters = hand("thyrian_squire", "short_sword", "lantern", "torch")
    assert not fighters.beats(CAT["archduke_of_pain"], 1)          # needs Magic Attack
    assert fighters.estimate(CAT["ebon_fume"], 1).total == 2 + 4   # immune to Magic only
    wizard = hand("elf_wizard", "fireball")
    assert wizard.estimate(CAT["ebon_fume"], 1).total == 0
    # Darkness: Heroes without a Weapon cannot attack; Light -1, so Rank 1 needs Light 2.
    assert hand("militia", "militia", "lantern").estimate(CAT["darkness"], 1).total == 0
    assert hand("militia", "dagger", "lantern").estimate(CAT["darkness"], 1).total == 2


def test_strength_penalty_can_leave_a_weapon_unused() -> None:
    hf = hand("regian_cleric", "short_sword", "torch")    # Strength 4 carries weight 4...
    assert hf.estimate(CAT["nixie"], 1).total == 1 + 4
    assert hf.estimate(CAT["suffering"], 1).total < 1 + 4    # ...but not at Strength 2 against Suffering


def test_blink_dog_cannot_be_attacked_in_the_dark() -> None:
    assert not hand("militia", "militia").estimate(CAT["blink_dog"], 1).can_attack
    assert hand("militia", "militia", "lantern").estimate(CAT["blink_dog"], 1).can_attack


def test_facts_read_the_effect_verbs() -> None:
    assert facts(CAT["iron_rations"]).feed == 2
    assert facts(CAT["amazon_archer"]).rank_bonus == (((2, 3), 2),)
    assert facts(CAT["selurin_warlock"]).multiplier == 2
    assert facts(CAT["town_guard"]).village_draws == 3
    assert facts(CAT["feayn_archer"]).cannot_rank == (1,)


@pytest.mark.parametrize("cards, monster", [
    (["militia", "militia", "torch", "dagger"], "griknack_goblin"),
    (["elf_wizard", "militia", "lantern", "fireball"], "revenant"),
    (["amazon_archer", "militia", "torch", "torch"], "firebrand_cyclops"),
    (["thyrian_squire", "militia", "short_sword", "battle_fury"], "ghost"),
    (["regian_cleric", "warhammer", "militia", "torch"], "lord_mortis"),
    (["selurin_warlock", "fireball", "militia", "torch"], "noxious_slag"),
])
def test_the_estimate_agrees_with_the_engine_once_armed(cards: list[str], monster: str) -> None:
    """The engine's exact preview after arming the Heroes as the estimate does, rank by rank."""
    for rank in (1, 2, 3):
        hall: list[str | None] = ["nixie", "pegasus", "griffon"]
        hall[rank - 1] = monster
        state = build_position(Position.model_validate({"players": [{"hand": cards}], "hall": hall}))
        apply(state, Action("enter_dungeon"))
        for weapon in [i for i in state.players[0].hand if state.cards[i].is_weapon]:
            equips = [a for a in _legal(state) if a.kind == "equip" and a.card == weapon]
            if equips:
                apply(state, max(equips, key=lambda a: state.cards[a.target].strength))
        exact = breakdown(state, rank)
        guess = hand(*cards).estimate(CAT[monster], rank)
        assert guess.total == exact.total, (rank, exact)


def _legal(state):  # type: ignore[no-untyped-def]
    from thunderstone_gui.engine import legal_actions

    return legal_actions(state)

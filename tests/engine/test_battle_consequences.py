"""The battle preview's consequences (battle.breakdown(..., explain=True)): every point the total lost and why
(`losses`), and what the battle will do to the party's own cards (`effects`), card by card; and, over random games,
that the preview says exactly what the battle then does."""

import random

from thunderstone_gui.engine import GameConfig, apply, legal_actions
from thunderstone_gui.engine.session import Session
from thunderstone_gui.systems.classic.battle import EFFECT_KINDS, LOSS_KINDS, breakdown

from .card_helpers import hall_with
from .support import act, position


def equip(weapon, hero):
    return {"type": "equip", "weapon": weapon, "hero": hero}


def preview(hand, monster, *, rank=1, edition="2nd", actions=(), **extra):
    state = position(hand, hall=hall_with(monster, rank), edition=edition, **extra)
    act(state, "enter_dungeon", *actions)
    return state, breakdown(state, rank, explain=True)


def names(state, iids):
    return sorted(state.cards[i].id for i in iids)


def by_kind(items):
    out = {}
    for item in items:
        out.setdefault(item.kind, []).append(item)
    return out


# ------------------------------------------------------------------------------------------- losses
def test_judgement_takes_one_from_each_hero_and_says_so():
    state, bd = preview(["militia", "militia", "torch"], "judgement")
    [loss] = by_kind(bd.losses)["hero_penalty"]
    assert loss.points == 2 and loss.each == 1 and names(state, loss.cards) == ["militia", "militia"]


def test_a_disease_in_the_hand_costs_a_point():
    state, bd = preview(["militia", "militia", "disease", "torch"], "grudgebeast")
    [loss] = by_kind(bd.losses)["disease"]
    assert loss.points == 1 and names(state, loss.cards) == ["disease"]


def test_a_disease_with_nothing_to_take_from_costs_nothing():
    state, bd = preview(["disease", "torch"], "grudgebeast")
    assert "disease" not in by_kind(bd.losses)


def test_a_weapon_too_heavy_under_the_strength_penalty_loses_its_attack():
    state, bd = preview(["militia", "dagger", "torch"], "judgement", actions=[equip("dagger", "militia")])
    [loss] = by_kind(bd.losses)["too_heavy"]
    assert loss.points == 1 and names(state, loss.cards) == ["dagger", "militia"]


def test_an_immunity_takes_a_cards_part():
    state, bd = preview(["militia", "dagger", "torch"], "noxious_slag", actions=[equip("dagger", "militia")])
    immune = by_kind(bd.losses)["immune"]
    assert [(loss.points, loss.detail) for loss in immune] == [(1, "edged")]
    state, bd = preview(["militia", "militia", "fireball"], "sphinx")        # Magic Attack only
    assert {(names(state, loss.cards)[0], loss.detail) for loss in by_kind(bd.losses)["immune"]} == \
        {("militia", "magic_only")}
    assert sum(loss.points for loss in by_kind(bd.losses)["immune"]) == 2


def test_halving_and_the_light_penalty_are_points_lost():
    state, bd = preview(["militia", "militia", "militia"], "ghost", rank=2)
    kinds = by_kind(bd.losses)
    assert kinds["halved_total"][0].detail == "magic_attack" and kinds["halved_total"][0].points == 2
    assert kinds["light"][0].points == 2 * bd.light_penalty and bd.light_penalty > 0


def test_the_losses_account_for_every_point_between_the_parts_and_the_total():
    state, bd = preview(["militia", "militia", "disease", "dagger", "torch"], "judgement",
                        actions=[equip("dagger", "militia")])
    parts = sum(line.attack + line.magic for line in bd.lines)
    penalties = sum(loss.points for loss in bd.losses if loss.kind in ("hero_penalty", "disease", "light",
                                                                         "halved_magic", "halved_total"))
    assert parts - penalties == bd.total


def test_a_hero_that_cannot_attack_loses_its_part():
    state, bd = preview(["feayn_archer", "militia", "torch"], "grudgebeast")     # Feayn: not against Rank 1
    [loss] = by_kind(bd.losses)["cannot_attack"]
    assert names(state, loss.cards) == ["feayn_archer"] and loss.points == 2


# ------------------------------------------------------------------------------------------- effects
def test_judgement_in_the_2nd_edition_destroys_heroes_left_at_strength_0():
    state, bd = preview(["militia", "militia", "thyrian_squire", "torch"], "judgement")
    [effect] = by_kind(bd.effects)["strength_destroyed"]
    assert names(state, effect.cards) == ["militia", "militia"] and effect.saved_by == -1
    _, bd = preview(["militia", "militia", "thyrian_squire", "torch"], "judgement", edition="1st")
    assert "strength_destroyed" not in by_kind(bd.effects)


def test_diseases_gained():
    _, bd = preview(["militia", "torch"], "lord_of_death")
    assert [(e.kind, e.number) for e in bd.effects if e.kind == "disease"] == [("disease", 2)]


def test_one_card_of_a_kind_destroyed_or_chosen():
    state, bd = preview(["militia", "militia", "torch"], "black_slime")
    [effect] = bd.effects
    assert effect.kind == "destroyed" and names(state, effect.cards) == ["militia"]     # two alike: one of them
    state, bd = preview(["regian_cleric", "chalice_quester", "torch"], "tormentor")
    [effect] = bd.effects
    assert effect.kind == "choose_destroyed" and names(state, effect.cards) == ["chalice_quester", "regian_cleric"]
    _, bd = preview(["militia", "torch"], "tormentor")
    assert bd.effects == ()                                                              # no Cleric: nothing


def test_every_card_of_the_kinds_destroyed():
    state, bd = preview(["regian_cleric", "elf_wizard", "militia", "torch"], "archduke_of_pain")
    [effect] = bd.effects
    assert effect.kind == "destroyed" and names(state, effect.cards) == ["elf_wizard", "regian_cleric"]


def test_the_strongest_hero_and_a_hero_unless_armed():
    state, bd = preview(["thyrian_squire", "militia", "torch"], "ebon_fume")
    assert [(e.kind, names(state, e.cards)) for e in bd.effects] == [("destroyed", ["thyrian_squire"])]
    state, bd = preview(["thyrian_squire", "militia", "torch"], "gray_ooze")
    assert [(e.kind, names(state, e.cards)) for e in bd.effects] == [("choose_destroyed", ["militia",
                                                                                          "thyrian_squire"])]
    _, bd = preview(["thyrian_squire", "militia", "dagger"], "gray_ooze", actions=[equip("dagger", "militia")])
    assert bd.effects == ()


def test_haunt_and_revenant():
    state, bd = preview(["thyrian_squire", "militia", "torch"], "haunt")
    assert [(e.kind, names(state, e.cards)) for e in bd.effects] == [("choose_prevented", ["militia",
                                                                                          "thyrian_squire"])]
    state, bd = preview(["thyrian_squire", "militia", "torch"], "revenant")
    kinds = by_kind(bd.effects)
    assert names(state, kinds["destroyed"][0].cards) == ["militia"]
    assert names(state, kinds["strength_destroyed"][0].cards) == ["militia"]


def test_ambrosia_saves_the_heroes_a_battle_would_destroy():
    state, bd = preview(["militia", "ambrosia", "torch"], "revenant", sets=["base", "wrath"])
    assert {e.kind: names(state, [e.saved_by]) for e in bd.effects} == {"strength_destroyed": ["ambrosia"],
                                                                          "destroyed": ["ambrosia"]}


def test_wrath_effects_random_and_everyone():
    state, bd = preview(["militia", "torch", "dagger"], "thunder_wrath", sets=["base", "wrath"])
    [effect] = bd.effects
    assert effect.kind == "random_destroyed" and effect.out_of == 3 and len(effect.cards) == 3
    state, bd = preview(["militia", "grudgebeast", "torch"], "blood_torment", sets=["base", "wrath"])
    [effect] = bd.effects
    assert effect.kind == "everyone_destroys" and names(state, effect.cards) == ["grudgebeast"]
    state, bd = preview(["militia", "dagger", "elf_wizard", "torch"], "water_wrath", sets=["base", "wrath"],
                        actions=[equip("dagger", "militia")])
    assert [(e.kind, names(state, e.cards)) for e in bd.effects] == []            # armed, and a Wizard's magic


def test_a_thrown_spear_is_destroyed_after_the_battle():
    state, bd = preview(["thyrian_squire", "spear", "torch"], "grudgebeast",
                        actions=[equip("spear", "thyrian_squire"),
                                 {"type": "use", "card": "spear", "ability": "throw"}])
    assert [(e.kind, names(state, e.cards)) for e in bd.effects] == [("thrown", ["spear"])]


def test_the_kinds_are_the_documented_ones():
    state, bd = preview(["militia", "militia", "disease", "thyrian_squire", "torch"], "judgement")
    assert {loss.kind for loss in bd.losses} <= set(LOSS_KINDS)
    assert {e.kind for e in bd.effects} <= set(EFFECT_KINDS)
    assert breakdown(state, 1).losses == () and breakdown(state, 1).effects == ()     # only when asked


# ------------------------------------------------------------------------------------------- the preview is right
def test_the_preview_says_what_the_battle_does():
    """Random games with both sets: before every attack, the effects the preview names are the ones the battle
    then has (Heroes doomed at Strength 0, Diseases gained, cards destroyed in the battle)."""
    seen = set()
    for seed in range(10):
        session = Session(GameConfig.new(["Ann", "Bob"], seed=seed, setup="random", monster_classes=4,
                                         sets=("base", "wrath")))
        state = session.state
        rng = random.Random(seed)
        for _ in range(3000):
            if state.result is not None:
                break
            legal = legal_actions(state)
            for attack in [a for a in legal if a.kind == "attack"] if state.pending.kind == "dungeon" else ():
                bd = breakdown(state, attack.rank, explain=True)
                trial = state.clone()
                events = apply(trial, attack)
                while trial.pending.kind == "prompt" and trial.pending.seat == state.active \
                        and trial.turn.step != "after":
                    events += apply(trial, legal_actions(trial)[0])
                check_effects(state, bd, events)
                seen |= {e.kind for e in bd.effects}
            apply(state, rng.choice(legal))
    assert {"strength_destroyed", "destroyed", "choose_destroyed", "disease"} <= seen, seen


def check_effects(state, bd, events):
    kinds = by_kind(bd.effects)
    doomed = [i for e in events if e.kind == "strength_exhausted" for i in e.cards]
    assert sorted(doomed) == sorted(i for e in kinds.get("strength_destroyed", ()) for i in e.cards)
    gained = sum(1 for e in events if e.kind == "gained_disease" and e.seat == state.active)
    assert gained == sum(e.number for e in kinds.get("disease", ())), (bd.effects, [e.kind for e in events])
    destroyed = [i for e in events if e.kind == "destroyed_in_battle" for i in e.cards]
    sure = {i for e in kinds.get("destroyed", ()) for i in e.cards}
    possible = sure | {i for e in bd.effects if e.kind in ("choose_destroyed", "random_destroyed") for i in e.cards}
    strength_zero = {i for e in kinds.get("strength_destroyed", ()) for i in e.cards}
    assert set(destroyed) <= possible | strength_zero, (bd.effects, destroyed)
    assert sure <= set(destroyed) or sure <= strength_zero, (bd.effects, destroyed)

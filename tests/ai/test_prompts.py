"""Every decision the engine can pose gets a legal answer from every level: each prompt kind found by playing random
games (base set and Wrath of the Elements, both editions), plus a prompt no level knows (the safe default)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from thunderstone_gui.ai import make_agent
from thunderstone_gui.ai.classic.fast import FastPolicy
from thunderstone_gui.ai.playout import safe_choice
from thunderstone_gui.engine import GameConfig, apply, legal_actions, new_game, observe, resolve
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.engine.state import Pending
from thunderstone_gui.systems.classic import SYSTEM as CLASSIC
from thunderstone_gui.systems.classic.position import Position, build_position
from thunderstone_gui.systems.classic.state import ClassicState

from .helpers import TINY

LEVELS = ["random", "greedy", "easy", "normal", "hard"]
# Prompts random play reaches within the games below; the test fails if one stops being reached (then widen it).
EXPECTED = {"discard", "destroy", "banish", "battle_destroy", "haunt", "penalty", "spoils", "send_away", "sphinx",
            "conjure", "conjure_hero", "destroy_own"}


def collect() -> dict[tuple[str, str], ClassicState]:
    """The first state of each (prompt, edition) met in play, plus turn, village and dungeon decisions. The games are
    played by the Easy policy with a random move one time in four, so that they both win battles (Spoils, the Sphinx,
    the Elf Sorcerer) and wander into odd corners."""
    found: dict[tuple[str, str], ClassicState] = {}
    policy = FastPolicy()
    for seed in range(40):
        edition = "1st" if seed % 2 else "2nd"
        sets = ("base", "wrath") if seed % 3 == 0 else ("base",)
        config = GameConfig.new(2 + seed % 4, setup="random", seed=seed, edition=edition, sets=sets)
        state = new_game(config)
        rng = random.Random(seed)
        while state.result is None and state.turn_number < 150:
            p = state.pending
            key = (p.prompt if p.kind == "prompt" else p.kind, edition)
            if key not in found and len(legal_actions(state)) > 1:
                found[key] = state.clone()
            legal = legal_actions(state)
            apply(state, rng.choice(legal) if rng.random() < 0.25 else safe_choice(state, policy(state)))
    return found


def built(hand: list[str], actions: list[dict[str, Any]], **spec: Any) -> ClassicState:
    """A hand-made position (systems/classic/position.py) brought to a prompt by JSON actions."""
    players = [{"hand": hand}] + spec.pop("others", [])
    state = build_position(Position.model_validate({"players": players, **spec}))
    for data in actions:
        apply(state, resolve(state, data))
    return state


def rare_prompts() -> dict[tuple[str, str], ClassicState]:
    """Prompts of cards random play seldom meets (Level 3 Heroes, some Wrath of the Elements cards)."""
    plain = ["griknack_goblin", "nixie", "pegasus"]
    dungeon, village = {"type": "enter_dungeon"}, {"type": "visit_village"}

    def use(card: str, ability: str, target: str | None = None) -> dict[str, Any]:
        return {"type": "use", "card": card, "ability": ability, **({"target": target} if target else {})}

    return {
        ("capture", "2nd"): built(["thyrian_lord", "iron_rations"], [dungeon, use("thyrian_lord", "capture",
                                                                                 "iron_rations")],
                                  hall=["grudgebeast", "tormentor", "nixie"]),
        ("borrow", "2nd"): built(["selurin_theurge", "militia", "fireball"],
                                 [dungeon, use("selurin_theurge", "borrow"), {"type": "choose", "card": "militia"}],
                                 hall=plain, others=[{"hand": ["amazon_archer", "torch"]}]),
        ("borrow_weapon", "2nd"): built(["toryn_gladiator", "fireball", "fireball"],
                                        [dungeon, use("toryn_gladiator", "challenge")], hall=plain,
                                        sets=["base", "wrath"],
                                        others=[{"hand": ["short_sword", "militia", "militia"]}]),
        ("stow", "2nd"): built(["blacksmith", "regian_cleric", "militia", "torch"],
                               [village, use("blacksmith", "sell")], hall=plain, sets=["base", "wrath"]),
        ("reveal_destroy", "2nd"): built(["fireball", "fireball"], [dungeon, {"type": "attack", "rank": 1}],
                                         hall=["griknack_goblin", "lava_torment", "nixie"], sets=["base", "wrath"],
                                         others=[{"hand": ["militia"] * 6,
                                                  "deck": ["elf_wizard", "regian_cleric", "torch", "torch",
                                                           "torch", "dagger"]}],
                                         card_set={"hero_lines": ["Elf", "Regian"]}),
    }


@pytest.fixture(scope="module")
def decisions() -> dict[tuple[str, str], ClassicState]:
    found = collect()
    found.update(rare_prompts())
    return found


def test_hand_made_positions_reach_their_prompts() -> None:
    for (name, _), state in rare_prompts().items():
        assert state.pending.kind == "prompt" and state.pending.prompt == name, name


def test_random_play_reaches_the_prompts(decisions: dict[tuple[str, str], ClassicState]) -> None:
    assert {name for name, _ in decisions} >= EXPECTED


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_answers_every_decision(level: str, decisions: dict[tuple[str, str], ClassicState]) -> None:
    for (name, edition), state in sorted(decisions.items()):
        obs = observe(state, state.pending.seat)
        action = make_agent(level, 1, TINY).choose(obs)
        assert action in obs.legal, f"{level} answered {name} ({edition}) with {action}"
        assert getattr(make_agent(level, 1, TINY), "fallbacks", 0) == 0


@pytest.mark.parametrize("level", LEVELS)
def test_an_unknown_prompt_gets_a_safe_answer(level: str, decisions: dict[tuple[str, str], ClassicState],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    # A prompt a future expansion might add: the engine knows it, the computer levels do not.
    monkeypatch.setitem(CLASSIC.flow.prompts, "mystery", lambda state, action, events: None)
    state = decisions[("village", "2nd")].clone()
    me = state.pending.seat
    options = (Action("choose", option="left"), Action("choose", option="right"), Action("choose", option="skip"))
    state.pending = Pending("prompt", me, "mystery", options, (("reason", "test"),))
    state._legal = None
    obs = observe(state, me)
    assert obs.legal == options
    assert make_agent(level, 2, TINY).choose(obs) in options

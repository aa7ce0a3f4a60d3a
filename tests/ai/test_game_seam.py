"""The computer seats' generic core serves every game: the registry is keyed by game, a random level and a searching
level play a toy game that knows nothing of Thunderstone (tests/ai/toy.py) through the seam alone, the Hint asks the
observation's game, the arena plays any game; and no generic module knows the classic game."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from thunderstone_gui import ai
from thunderstone_gui.ai import Budget, hint, levels_for, make_agent
from thunderstone_gui.ai import systems as ai_systems
from thunderstone_gui.ai.classic import GAME_AI as CLASSIC_AI
from thunderstone_gui.ai.search import SearchAgent
from thunderstone_gui.engine import GameConfig, apply, new_game, observe
from thunderstone_gui.tools.arena import main as arena
from thunderstone_gui.ui.ai_runner import available_levels

from .toy import GAME, GemsAI, GemsSearch

AI = Path(__file__).resolve().parents[2] / "thunderstone_gui" / "ai"
SEARCH = Budget(seconds=None, iterations=24)


def test_the_generic_core_knows_no_game_and_no_card() -> None:
    """No module of ai/ outside a game's package imports a game system or a game's seats, or names a card or a
    place of the classic table (docstrings may tell of the games)."""
    generic = sorted(AI.glob("*.py"))
    assert {p.name for p in generic} >= {"__init__.py", "base.py", "mcts.py", "playout.py", "search.py",
                                         "systems.py", "wincurve.py"}
    for path in generic:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert not any(word in node.module for word in ("classic", "advance", "quest", "systems.")), \
                    f"{path.name} imports {node.module}"
                assert node.module != "systems" or node.level == 1, f"{path.name} imports the game systems"
            if isinstance(node, ast.Import):
                assert not any("classic" in alias.name or "thunderstone_gui.systems" in alias.name
                               for alias in node.names), f"{path.name} imports a game"
        docstrings = {id(n.body[0].value) for n in ast.walk(tree)
                      if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef)) and n.body
                      and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
        words = [n.id for n in ast.walk(tree) if isinstance(n, ast.Name)]
        words += [n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)]
        words += [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)
                  and id(n) not in docstrings]
        code = " ".join(words).lower()
        for word in ("classic", "militia", "stone", "disease", "dagger", "torch", "hall", "village", "dungeon",
                     "breach", "monster", "hero"):
            assert word not in code, f"{path.name} names {word!r}"


def test_levels_are_registered_per_game(gems: GemsAI) -> None:
    assert levels_for("classic") == ["easy", "normal", "hard", "greedy", "random"]
    assert levels_for(GAME) == ["search", "random"]
    assert isinstance(make_agent("search", 1, SEARCH, game=GAME), GemsSearch)
    with pytest.raises(ValueError, match="unknown computer level 'easy'; known: random, search"):
        make_agent("easy", 1, game=GAME)
    with pytest.raises(ValueError, match="unknown computer level 'search'"):
        make_agent("search", 1)                       # the classic game has no such level
    assert ai_systems.game_ai(GAME) is gems and ai_systems.game_ai("classic") is CLASSIC_AI


def test_new_games_level_list_is_the_games_own() -> None:
    # The players' levels only: the arena's baselines (greedy, random) are not offered (docs/ai.md).
    assert available_levels("classic") == ["easy", "normal", "hard"]
    assert CLASSIC_AI.player_levels == ("easy", "normal", "hard")


def test_a_game_without_seats_of_its_own_is_played_at_random(gems: GemsAI, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(ai_systems._loaded, GAME, None)
    monkeypatch.setitem(ai.LEVELS, GAME, {})
    assert levels_for(GAME) == ["random"] and available_levels(GAME) == ["random"]
    state = new_game(GameConfig.new(3, game=GAME, seed=4))
    agents = [make_agent("random", seat, game=GAME) for seat in range(3)]
    while state.result is None:
        obs = observe(state, state.pending.seat)
        action = agents[obs.viewer].choose(obs)
        assert action in obs.legal
        apply(state, action)
    action, reason = hint(observe(new_game(GameConfig.new(2, game=GAME, seed=4)), 0))
    assert reason == "the random computer's choice"


def _play(levels: tuple[str, ...], seed: int) -> tuple[int, ...]:
    state = new_game(GameConfig.new(len(levels), game=GAME, seed=seed))
    agents = [make_agent(level, seed * 10 + seat, SEARCH, game=GAME) for seat, level in enumerate(levels)]
    while state.result is None:
        obs = observe(state, state.pending.seat)
        action = agents[obs.viewer].choose(obs)
        assert action in obs.legal
        apply(state, action)
    assert all(getattr(agent, "fallbacks", 0) == 0 for agent in agents)
    return state.result.winners


def test_a_searching_level_plays_any_game_from_its_game_ai(gems: GemsAI) -> None:
    """The toy game gives only an evaluation (random playouts): the generic search still beats the random level."""
    wins = 0.0
    for seed in range(8):
        levels = ("search", "random") if seed % 2 == 0 else ("random", "search")
        winners = _play(levels, seed)
        wins += sum(levels[w] == "search" for w in winners) / len(winners)
    assert wins >= 7


def test_a_search_is_a_function_of_its_seed_in_any_game(gems: GemsAI) -> None:
    state = new_game(GameConfig.new(2, game=GAME, seed=9))
    apply(state, state.system.decision_actions(state)[0])       # a draw: a hand to bank from
    obs = observe(state, 0)
    agents = [make_agent("search", 5, SEARCH, game=GAME) for _ in range(2)]
    first, second = (agent.explain(obs) for agent in agents)
    assert first == second and first[0] in obs.legal
    assert agents[0].last_search is not None and agents[0].last_search.playouts >= 24


def test_hint_asks_a_level_of_the_observations_game(gems: GemsAI) -> None:
    state = new_game(GameConfig.new(2, game=GAME, seed=2))
    apply(state, state.system.decision_actions(state)[0])
    obs = observe(state, 0)
    action, reason = hint(obs, budget=SEARCH)             # the game's hint level: "search"
    assert action in obs.legal and reason and "\n" not in reason
    assert hint(obs, budget=SEARCH) == (action, reason)


def test_the_classic_game_ai_gives_a_generic_search_what_it_needs() -> None:
    """A SearchAgent on the classic game's GameAI alone (Normal's evaluation, Easy's policy in the playouts) plays
    legal moves: the interface is the one a new game implements."""

    class ClassicSearch(SearchAgent):
        game_ai = CLASSIC_AI

    state = new_game(GameConfig.new(2, setup="random", seed=12))
    agents = [ClassicSearch(3, Budget(seconds=None, iterations=6)), make_agent("easy", 4)]
    searched = 0
    while state.result is None and state.turn_number <= 16:
        obs = observe(state, state.pending.seat)
        action = agents[obs.viewer].choose(obs)
        assert action in obs.legal
        searched += obs.viewer == 0 and agents[0].last_search is not None
        apply(state, action)
    assert searched >= 5 and agents[0].fallbacks == 0


def test_the_arena_plays_any_game(gems: GemsAI, capsys: pytest.CaptureFixture[str]) -> None:
    assert arena(["--game", GAME, "--a", "search", "--b", "random", "--games", "2", "--seed", "3",
                  "--hard-iterations", "8"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("search: ") and out[1].startswith("random: ")
    assert "; game gems, seats 2, seed 3, agent seed " in out[-1] and "0 failed" in out[-1]


@pytest.mark.parametrize("flags, message", [
    (["--edition", "1st"], "--edition: the gems game has no such option"),
    (["--sets", "base,wrath"], "--sets: the gems game has no such option"),
    (["--seats", "4"], "--seats must be between 2 and 3"),
    (["--a-tuning", "deck_scale=0.3"], "--a-tuning: the search level has no weights to change"),
])
def test_the_arena_refuses_what_a_game_does_not_have(gems: GemsAI, capsys: pytest.CaptureFixture[str],
                                                      flags: list[str], message: str) -> None:
    with pytest.raises(SystemExit) as exit_:
        arena(["--game", GAME, "--a", "search", "--b", "random", *flags])
    assert exit_.value.code == 2 and message in capsys.readouterr().err


def test_the_arenas_games_of_the_classic_game_are_those_of_before() -> None:
    from thunderstone_gui.tools.arena import Match, game_config

    match = Match("normal", "greedy", 2, 1, "2nd", "random", 400, None, ("base", "wrath"))
    config = game_config(match, 3)
    seed = (1 * 1_000_003 + 3) % (2**62)
    assert config == GameConfig.new(["Greedy 1", "Normal 2"], setup="random", seed=seed, edition="2nd",
                                    sets=("base", "wrath"))

"""Thunderstone Quest's computer seats: every level plays whole games of 2 to 4 seats with legal moves only and
explains itself (the Hint button), Hard is a pure function of its seed with an iteration budget, the evaluation reads
VP, XP kept against XP spent and the turns left by Keys found, and the last round is played for VP."""

from __future__ import annotations

import pytest

from thunderstone_gui.ai import Budget, hint, levels_for, make_agent
from thunderstone_gui.ai.quest import GAME_AI
from thunderstone_gui.ai.quest.evaluation import standing, targets, turns_left, xp_rate
from thunderstone_gui.ai.quest.policy import NORMAL, GreedyPolicy, QuestPolicy
from thunderstone_gui.engine import GameConfig, apply, legal_actions, new_game, observe
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.ui.ai_runner import available_levels

from ..quest.helpers import position

SEARCH = Budget(seconds=None, iterations=6)


def play(levels: list[str], seed: int, cap: int = 400, epic: str = "", config: object = None,
         told: list[str] | None = None) -> tuple[object, list[object]]:
    config = config or GameConfig.new(len(levels), game="quest", seed=seed, epic=epic)
    state = new_game(config)
    agents = [make_agent(level, 100 + seat, SEARCH, game="quest") for seat, level in enumerate(levels)]
    while state.result is None and state.turn_number <= cap:
        seat = state.pending.seat
        obs = observe(state, seat)
        action = agents[seat].choose(obs)
        assert action in obs.legal
        events = apply(state, action)
        if told is not None:
            told += [e.kind for e in events]
    return state, agents


def test_quest_offers_easy_normal_and_hard_to_players_and_greedy_to_the_arena():
    assert levels_for("quest") == ["easy", "normal", "hard", "greedy", "random"]
    assert available_levels("quest") == ["easy", "normal", "hard"]      # New Game: the player levels only
    assert GAME_AI.player_levels == ("easy", "normal", "hard") and GAME_AI.hint_level == "normal"


@pytest.mark.parametrize("levels", [["easy", "normal"], ["greedy", "normal", "easy"],
                                    ["normal", "easy", "greedy", "normal"]])
def test_every_level_plays_whole_games_with_legal_moves(levels):
    state, agents = play(levels, seed=len(levels))
    assert state.result is not None, "the game reached the turn cap"
    assert all(getattr(agent, "fallbacks", 0) == 0 for agent in agents)


@pytest.mark.parametrize("epic,levels", [("stacks", ["normal", "greedy", "easy"]), ("guilds", ["hard", "normal"])])
def test_every_level_plays_whole_epic_games_with_legal_moves(epic, levels):
    """Epic Thunderstone Quest: whole games with legal moves only, the computers knowing The Marketplace."""
    state, agents = play(levels, seed=11, epic=epic)
    assert state.result is not None, "the game reached the turn cap"
    assert all(getattr(agent, "fallbacks", 0) == 0 for agent in agents)


def test_normal_goes_to_the_marketplace_when_a_deck_card_beats_what_is_on_show():
    """Nothing worth buying on show, a deck of cards its gold buys: The Marketplace, the deck worth most, and with
    both Any spots full the card worth least to it destroyed."""
    policy = QuestPolicy(NORMAL)
    state = new_game(GameConfig.new(2, game="quest", seed=3, epic="guilds", side_quests=False, sponsorships=False))
    for pile in [*state.market.values(), *state.guilds.values()]:
        state.trash += pile
        pile.clear()
    player = state.players[0]
    shards = [i for i in player.hand + player.deck + player.discard if state.cards[i].id == "thunderstone_shard"]
    rest = [i for i in player.hand + player.deck if i not in shards]
    player.hand, player.deck = shards, rest             # 4 gold, no Attack: no battle worth a turn
    spell = next(i for i in state.trash if state.cards[i].kind == "spell")
    state.trash.remove(spell)
    state.market_decks["spell"].append(spell)
    action, _ = policy.act(state)
    assert action == Action("go_to", option="marketplace")
    apply(state, action)
    assert state.pending.prompt == "market_take"
    options = {a.option for a in legal_actions(state)}
    choice, _ = policy.act(state)
    assert choice.option in options
    worth = {k: policy.deck_worth(state, k, 4) for k in options}
    assert worth[choice.option] == max(worth.values())


def test_normal_does_not_battle_the_giant_rat_once_no_hero_is_left_for_an_adventurer():
    """Epic with the Heroes in class stacks: the stacks run out, and the Giant Rat's free level-up with them. Before
    the fix Normal kept battling the Rat for nothing (games of 200 turns)."""
    policy = QuestPolicy(NORMAL)

    def at_the_rat(empty_stacks: bool):
        state = new_game(GameConfig.new(2, game="quest", seed=3, epic="stacks", side_quests=False,
                                        sponsorships=False))
        if empty_stacks:                             # every level 1 Hero bought by someone else
            for stack in state.guilds.values():
                state.trash += stack
                stack.clear()
        player = state.players[0]
        adventurers = [i for i in player.hand + player.deck if state.cards[i].is_adventurer]
        player.deck = [i for i in player.hand + player.deck if i not in adventurers]
        player.hand = adventurers
        apply(state, Action("enter_dungeon"))
        assert state.cards[state.room_monster[0]].kind == "rat" and breakdown_wins(state, 0)
        return state

    assert policy.fight_value(at_the_rat(empty_stacks=False), 0) >= 2.5    # a Hero to become: worth a battle
    assert policy.fight_value(at_the_rat(empty_stacks=True), 0) < 1.0      # none left: hardly worth a turn


def breakdown_wins(state, room: int) -> bool:
    from thunderstone_gui.systems.quest.battle import breakdown

    return breakdown(state, room).figures.victory


def test_hard_plays_a_whole_game_and_is_a_pure_function_of_its_seed():
    state, agents = play(["hard", "normal"], seed=5)
    assert state.result is not None and agents[0].fallbacks == 0
    # The same observation and seed give the same choice and reason, and the search ran on a real choice.
    game = new_game(GameConfig.new(2, game="quest", seed=8))
    while game.pending.kind != "prep":
        apply(game, legal_actions(game)[0])
    obs = observe(game, game.pending.seat)
    first = make_agent("hard", 3, SEARCH, game="quest")
    again = make_agent("hard", 3, SEARCH, game="quest")
    assert first.explain(obs) == again.explain(obs)
    assert first.last_search is not None and first.last_search.playouts >= 6


def test_the_hint_names_a_legal_action_and_says_why_in_words():
    game = new_game(GameConfig.new(2, game="quest", seed=4))
    for _ in range(40):
        obs = observe(game, game.pending.seat)
        action, reason = hint(obs)
        assert action in obs.legal
        assert reason and any(ch.isalpha() for ch in reason) and "fallback" not in reason
        apply(game, action)


def test_the_normal_seat_keeps_its_own_side_quest_and_a_guild_of_its_heroes():
    game = new_game(GameConfig.new(2, game="quest", seed=11))
    assert game.pending.prompt == "side_quest"
    obs = observe(game, 0)
    action, reason = make_agent("normal", 1, game="quest").explain(obs)
    assert action.kind == "choose" and action.option in game.players[0].offer and "Side Quest" in reason


def test_the_evaluation_counts_xp_as_vp_and_the_turns_left_by_keys_found():
    early = position(players=[{"xp": 0}, {}])
    rich = position(players=[{"xp": 5}, {}])
    turns = turns_left(early)
    assert standing(rich, 0, turns) - standing(early, 0, turns) == pytest.approx(5.0)
    keys = position(keys_found=3)
    assert turns_left(keys) < turns
    assert turns_left(position(summoned=True)) < 1.0
    # A deck of level 1 Heroes earns more per Dungeon turn than the starting deck, so a level-up is worth its XP
    # early (many turns left) and not in the last round.
    starting = position(players=[{"hand": ["adventurer"] * 4 + ["sable_1", "hooked_blade"], "xp": 2}, {}])
    levelled = position(players=[{"hand": ["adventurer"] * 3 + ["sable_1"] * 2 + ["hooked_blade"], "xp": 0}, {}])
    assert xp_rate(levelled, 0) > xp_rate(starting, 0)
    assert standing(levelled, 0, 20.0) > standing(starting, 0, 20.0)
    assert standing(levelled, 0, 0.0) < standing(starting, 0, 0.0)
    assert [t.light for t in targets(starting)] == sorted(t.light for t in targets(starting))


def test_in_the_last_round_normal_turns_shards_into_xp_and_buys_vp():
    state = position(summoned=True, players=[{"hand": ["thunderstone_shard", "lantern", "lantern", "lantern"],
                                              "location": "bazaar"}, {}])
    apply(state, Action("go_to", option="bazaar"))
    policy = QuestPolicy(NORMAL)
    action, reason = policy.act(state)
    assert action.kind == "use" and state.cards[action.card].id == "thunderstone_shard"
    assert "VP" in reason
    apply(state, action)
    action, reason = policy.act(state)
    buys = [a for a in legal_actions(state) if a.kind == "buy"]
    assert action.kind == "buy" and "VP" in reason
    assert state.cards[action.card].vp == max(state.cards[a.card].vp for a in buys)


def test_greedy_battles_when_it_can_win_and_otherwise_buys_the_dearest_card():
    strong = position(players=[{"hand": ["korrin_1", "korrin_1", "hooked_blade", "sable_1", "adventurer",
                                         "adventurer"]}, {}])
    assert GreedyPolicy().act(strong)[0] == Action("enter_dungeon")
    weak = position(players=[{"hand": ["lantern", "lantern", "thunderstone_shard", "thunderstone_shard",
                                       "dagger", "dagger"]}, {}])
    action = GreedyPolicy()(weak)
    assert action == Action("go_to", option="bazaar")
    apply(weak, action)
    bought = GreedyPolicy()(weak)
    affordable = [a for a in legal_actions(weak) if a.kind == "buy"]
    assert bought.kind == "buy" and weak.cards[bought.card].cost == max(weak.cards[a.card].cost for a in affordable)


@pytest.mark.parametrize("levels", [["normal", "greedy", "easy"], ["hard", "random"]])
def test_every_level_plays_whole_games_with_face_down_cards_and_dice(levels):
    """Starting decks with cards that roll dice and place Monsters face down (tests/quest/test_properties.py): the
    computers, dealing the face-down cards they cannot see, play whole games with legal moves only."""
    from ..quest.test_properties import faces_and_dice

    told: list[str] = []
    state, agents = play(levels, seed=7, config=faces_and_dice(7, len(levels)), told=told)
    assert state.result is not None, "the game reached the turn cap"
    assert all(getattr(agent, "fallbacks", 0) == 0 for agent in agents)
    assert {"rolled_dice", "placed_face_down", "turned_face_up"} <= set(told)


def test_every_level_answers_where_a_face_down_card_goes_and_battles_one():
    lurker = {"id": "lurking_passage", "name": "Lurking Passage", "kind": "spell", "group": "Lurking Passage",
              "count": 2, "cost": 3, "abilities": [{"key": "lurk", "when": ["dungeon"], "effects": [
                  {"verb": "place_face_down", "room": "any"}]}]}
    hand = ["korrin_3", "lurking_passage", "lantern", "lantern", "thunderstone_shard", "adventurer"]
    state = position(cards=[lurker], rooms={"collapsed_gate": None, "fungal_grotto": None, "echoing_well": "mud_brute"},
                     face_down=["echoing_well"], players=[{"hand": hand}, {}])
    apply(state, Action("enter_dungeon"))
    use = next(a for a in legal_actions(state) if a.kind == "use")
    apply(state, use)
    assert state.pending.prompt == "face_down_room"
    for level in levels_for("quest"):
        agent = make_agent(level, 3, SEARCH, game="quest")
        assert agent.choose(observe(state, 0)) in legal_actions(state), level
    apply(state, legal_actions(state)[0])
    assert state.pending.kind == "dungeon" and len(state.face_down) == 2
    for level in levels_for("quest"):
        agent = make_agent(level, 4, SEARCH, game="quest")
        assert agent.choose(observe(state, 0)) in legal_actions(state), level
    action, reason = hint(observe(state, 0))            # the Hint, on a dealt guess of the face-down cards
    assert action in legal_actions(state) and reason


def test_hard_searches_only_the_decisions_that_shape_the_game():
    state = position(players=[{"hand": ["korrin_1", "hooked_blade", "dagger", "adventurer"]}, {}])
    apply(state, Action("enter_dungeon"))
    legal = legal_actions(state)
    first = legal[0]
    kept = GAME_AI.candidates(state, legal, first)
    assert kept[0] == first
    assert not any(a.kind == "wield" for a in kept[1:]) and any(a.kind in ("move", "fight") for a in kept)


CHOICE_OF_TWO = """
game: quest
cards:
  - {id: two_minds, name: Two Minds, kind: item, count: 1, cost: 3, keywords: [magic],
     abilities: [{key: mind, when: [village], effects: [{verb: choose_one, options: [
       {label: Take a Wound, effects: [{verb: wound, count: 1}]},
       {label: Find Gold, effects: [{verb: produce, value: gold, amount: 2}]}]}]}],
     text: "Village: take a Wound, or find 2 Gold."}
players:
  - name: Ann
    hand: [two_minds, adventurer, adventurer, dagger, thunderstone_shard, thunderstone_shard]
  - name: Ben
actions:
  - {type: go_to, option: bazaar}
  - {type: use, card: two_minds, ability: mind}
"""


def test_normal_chooses_the_effect_that_serves_its_turn_not_the_first_one():
    from thunderstone_gui.tools.scenario import parse_scenario, run_scenario

    state = run_scenario(parse_scenario(CHOICE_OF_TWO)).state
    assert state.pending.prompt == "choose_effect"
    assert [a.option for a in legal_actions(state)][0] == "Take a Wound"     # the worse one is offered first
    action, reason = QuestPolicy(NORMAL).act(state)
    assert action.option == "Find Gold" and "Find Gold" in reason


def test_the_hint_never_names_a_face_down_card():
    """The Hint reasons on a dealt guess of the face-down card: it says so, in English and German, never a name."""
    from thunderstone_gui import i18n
    from thunderstone_gui.ai.quest import reasons
    from thunderstone_gui.ui.quest import phrases  # noqa: F401 - registers the phrases

    state = position(rooms={"collapsed_gate": "mud_brute"}, face_down=["collapsed_gate"],
                     players=[{"hand": ["korrin_3", "lantern", "adventurer"]}, {}])
    said = reasons.battle(state, 1)
    assert said.startswith("the face-down card in Collapsed Gate is any card of its Monster deck") and \
        "Mud Brute" not in said
    try:
        i18n.set_language("de")
        german = i18n.engine_text(said)
        assert german.startswith("die verdeckte Karte im Eingestürzten Tor ist irgendeine Karte"), german
    finally:
        i18n.set_language("en")

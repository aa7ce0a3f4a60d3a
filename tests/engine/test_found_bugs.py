"""Rules where the engine disagrees with the rulebooks: each test states the rule as it should be and fails today.

Every test quotes its source. The engine is not changed here (the lead fixes it); these tests say what "fixed" means.
"""

from thunderstone_gui.engine import new_game
from thunderstone_gui.engine.config import CardSet, GameConfig, Seat

from .card_helpers import fight, hall_ids
from .support import act, choose, hand, kinds, position, trash


def _answer_first(state):
    option = state.pending.options[0]
    data = {"type": "choose"}
    if option.card >= 0:
        data["card"] = state.ref(option.card)
    if option.option:
        data["option"] = option.option
    if option.rank:
        data["rank"] = option.rank
    return act(state, data)


# ============================================================================================== Breach after setup
def test_breach_of_a_monster_dealt_to_rank_2_at_setup_fires_when_it_reaches_rank_1():
    """2nd-edition rulebook, "Monster Cards": "When a Monster with the Breach ability reaches Rank 1 of the Dungeon
    Hall, this effect is triggered immediately - once and only once. [...] During setup, it is possible that a
    Monster with a Breach Effect begins the game in Rank 1. This Breach Effect does not occur." and "Rules
    Clarifications / Breach Effect": "When a Monster with Breach reaches Rank 1 of the Dungeon Hall (from any Rank)
    its Breach effect is triggered [...] Breach Effects in Rank 1 before play starts do not trigger."

    Only the monster dealt to Rank 1 is exempt. Tyxr the Old dealt to Rank 2 moves into Rank 1 when the Grudgebeast
    is defeated: every player must discard two cards. Today nothing happens (no "breach" event)."""
    state = position(["fireball", "fireball", "torch"], hall=["grudgebeast", "tyxr_the_old", "nixie"],
                     others=[{"hand": ["militia"] * 3}])
    events = fight(state, 1)
    assert hall_ids(state)[0] == "tyxr_the_old"
    assert "breach" in kinds(events)
    while state.pending.kind == "prompt":
        events += choose(state, card=state.cards[state.pending.options[0].card].id)
    assert len(hand(state, 1)) == 1


def test_breach_of_a_monster_dealt_to_rank_3_at_setup_fires_when_it_reaches_rank_1():
    """Same rule ("reaches Rank 1 ... (from any Rank)"; only "Breach Effects in Rank 1 before play starts do not
    trigger"). The Archduke of Pain, dealt to Rank 3, is put into Rank 1 by Banish; the glossaries: "A Breach this
    triggers resolves immediately" - the top two cards of every Hero stack, Militia included, are destroyed."""
    state = position(["banish", "militia", "fireball"], deck=["torch"],
                     hall=["grudgebeast", "nixie", "archduke_of_pain"],
                     card_set={"hero_lines": ["Elf", "Regian", "Thyrian", "Lorigg"]})
    militia = len(state.supply["militia"])
    act(state, "enter_dungeon", {"type": "use", "card": "banish", "ability": "cast"})
    events = choose(state, option="arrange:3,1,2")
    assert hall_ids(state)[0] == "archduke_of_pain"
    assert "breach" in kinds(events)
    assert len(state.supply["militia"]) == militia - 2 and trash(state).count("elf_wizard") == 2


def test_new_game_setup_exempts_only_the_rank_1_monster_from_breach():
    """Same rule, in a game set up by new_game(): a Tyxr the Old dealt to Rank 2 must breach when the Rank 1
    monster leaves (here: the first player attacks it; win or lose, the Hall shifts).

    Suggested fix: engine/rules/setup.py build_dungeon() and engine/position.py build_position() put every card
    of the Hall into `state.breached`; only the Rank 1 card belongs there (`{state.hall[0]}`). docs/rules.md point
    20 ("Monsters dealt at setup never do") needs the same correction."""
    card_set = CardSet(monster_classes=("Dragon", "Abyssal", "Enchanted"),
                       hero_lines=("Elf", "Regian", "Thyrian", "Lorigg"),
                       village=("fireball", "lantern", "banish", "spear", "feast", "hatchet", "polearm", "trainer"))
    for seed in range(400):
        state = new_game(GameConfig(seats=(Seat(name="A"), Seat(name="B")), card_set=card_set, seed=seed))
        ids = [state.cards[i].id for i in state.hall]
        if ids[0] != "tyxr_the_old" and ids[1] == "tyxr_the_old":
            break
    else:  # pragma: no cover - the card data or the shuffle changed
        raise AssertionError("no seed deals Tyxr the Old to Rank 2")
    act(state, "enter_dungeon", {"type": "attack", "rank": 1})
    while state.pending.kind == "prompt" and state.pending.prompt != "discard":
        _answer_first(state)      # a Penalty or battle choice of the first monster
    assert hall_ids(state)[0] == "tyxr_the_old"
    assert state.pending.prompt == "discard"       # Tyxr's Breach: every player discards two cards

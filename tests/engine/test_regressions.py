"""Rules the engine once got wrong, found by the per-card tests: each test quotes its source and keeps the fix."""

from .card_helpers import fight, options
from .support import act, choose, discard, hand, kinds, position


# ============================================================================================== Tyxr, 1st edition
def test_1st_edition_tyxr_breach_makes_the_active_player_discard_from_the_new_hand():
    """1st-edition rulebook, CARDS: "Tyxr the Old. When Tyxr reaches Rank 1 of the Dungeon Hall, all players must
    discard two cards each from their hand, even the player that just filled his hand as a result of removing the
    previous Monster in Rank 1."

    The 2nd edition moved the Breach before the end of the turn ("before the active player discards his hand";
    German glossary: "bevor der aktive Spieler seine Hand auf 6 Karten auffüllt"), so there the active player's
    two discards come from the battle hand he is about to discard anyway. Under the 1st-edition rules variant the
    player who defeated the Rank 1 monster has already drawn his new six cards and loses two of them.

    The engine once resolved the Breach identically in both editions (from the old hand); under the 1st edition a
    Breach the battle causes now waits for the new hand (systems/classic/rules/turn.py, deferred_breaches)."""
    state = position(["fireball", "fireball", "torch"], deck=["militia"] * 6, hall=["grudgebeast", None, None],
                     dungeon=["tyxr_the_old", "nixie", "pegasus"], others=[{"hand": ["militia"] * 3}],
                     edition="1st")
    events = fight(state, 1)
    while state.pending.kind == "prompt":
        events += choose(state, card=state.cards[state.pending.options[0].card].id)
    assert "breach" in kinds(events)
    assert len(hand(state, 0)) == 6 - 2
    assert sorted(discard(state, 0)) == sorted(["fireball", "fireball", "torch", "militia", "militia",
                                                "grudgebeast"])


# ============================================================================================== fed Food and Banish
def test_banish_cannot_destroy_iron_rations_already_fed_to_a_hero():
    """2nd-edition rulebook, "Dungeon Effects": "Whenever a Dungeon Effect destroys another card, that card is
    immediately removed from play, and cannot be used for any other effect. [...] Similarly, if you use Iron Rations
    to give a Hero Strength +2, it cannot also be destroyed by another Dungeon Effect." (German: "Wenn du einem
    Helden mithilfe des Proviands zu Stärke +2 verhilfst, kann der Proviand im Anschluss nicht durch einen anderen
    Dungeoneffekt zerstört werden."; reference, Iron Rations: "a copy used for Strength cannot then be destroyed for
    another effect").

    Banish once offered the fed Iron Rations (one card used for two effects); spent cards are now left out
    (systems/classic/rules/party.py destroy_from_hand_step)."""
    state = position(["banish", "militia", "iron_rations", "short_sword", "torch"], deck=["dagger"],
                     hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "enter_dungeon", {"type": "use", "card": "iron_rations", "ability": "feed", "target": "militia"},
        {"type": "equip", "weapon": "short_sword", "hero": "militia"},
        {"type": "use", "card": "banish", "ability": "cast"})
    choose(state, option="arrange:1,2,3")
    assert state.pending.prompt == "destroy"
    assert "iron_rations" not in options(state)
    assert set(options(state)) == {"banish", "militia", "short_sword", "torch"}


def test_banish_cannot_destroy_goodberries_already_fed_to_a_hero():
    """Same rule as above for the other Food with a Dungeon effect: Goodberries fed to a Hero (Strength +3, its
    Attack becomes Magic Attack) has been used and cannot also be destroyed by Banish."""
    state = position(["banish", "militia", "goodberries", "torch"], deck=["dagger"],
                     hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "enter_dungeon", {"type": "use", "card": "goodberries", "ability": "feed", "target": "militia"},
        {"type": "use", "card": "banish", "ability": "cast"})
    choose(state, option="arrange:1,2,3")
    assert "goodberries" not in options(state)


def test_banish_cannot_destroy_a_thrown_spear():
    """A thrown Spear is already destroyed (it only still counts as equipped): Banish cannot destroy it again."""
    state = position(["banish", "militia", "spear", "iron_rations", "torch"], deck=["dagger"],
                     hall=["grudgebeast", "nixie", "pegasus"])
    act(state, "enter_dungeon", {"type": "use", "card": "iron_rations", "ability": "feed", "target": "militia"},
        {"type": "equip", "weapon": "spear", "hero": "militia"}, {"type": "use", "card": "spear", "ability": "throw"},
        {"type": "use", "card": "banish", "ability": "cast"})
    choose(state, option="arrange:1,2,3")
    assert "spear" not in options(state)


# ============================================================================================== impasse
def test_an_impasse_lets_the_players_end_the_game_after_five_rounds_without_progress():
    """No rule moves a Hall that no party can clear (a Steam Torment too strong for everyone): after five full rounds
    without a monster leaving the Hall, three of them with only fruitless Dungeon turns, the player whose turn it is
    may end the game (docs/rules.md)."""
    from thunderstone_gui.engine import legal_actions

    state = position(["militia"], hall=["nixie", "steam_torment", "pegasus"], sets=["base", "wrath"])
    for _ in range(2 * 5):   # two seats, five rounds
        assert all(a.kind != "end_game" for a in legal_actions(state))
        act(state, "enter_dungeon", {"type": "attack", "rank": 1})   # too weak: the Nixie stays
        while state.pending.kind == "prompt":
            choose(state, card=state.cards[state.pending.options[0].card].id)
    assert any(a.kind == "end_game" for a in legal_actions(state))
    events = act(state, "end_game")
    assert "ended_at_impasse" in kinds(events)
    assert state.result is not None and state.result.stone_holder == -1


def test_battles_lost_behind_the_thunderstone_are_no_way_out_of_an_impasse():
    """A lost battle sends the monster to the bottom of the Dungeon Deck. In front of the Thunderstone that brings it
    closer; behind it (the Thunderstone in Rank 2, Blink Dogs nobody brings Light for in Rank 1) the Hall turns over
    and the game goes nowhere. Two arena players did that to the 400-turn cap, so it is no progress."""
    from thunderstone_gui.engine import legal_actions

    weak = {"hand": ["militia"], "deck": [], "discard": []}
    state = position(["militia"], hall=["blink_dog", "stone_of_mystery", "nixie"], dungeon=["pegasus", "griffon"],
                     others=[weak])
    halls = []
    for _ in range(2 * 5):   # two seats, five rounds
        assert all(a.kind != "end_game" for a in legal_actions(state))
        halls.append(tuple(state.hall))
        act(state, "enter_dungeon")
        assert [a.rank for a in legal_actions(state) if a.kind == "attack"] == [3]
        act(state, {"type": "attack", "rank": 3})   # lost: the monster goes to the bottom, another comes up
        while state.pending.kind == "prompt":
            choose(state, card=state.cards[state.pending.options[0].card].id)
    assert len(set(halls)) > 1 and len({h[:2] for h in halls}) == 1   # Rank 3 kept turning over, nothing else
    assert any(a.kind == "end_game" for a in legal_actions(state))


def test_a_battle_lost_in_front_of_the_thunderstone_is_progress():
    from thunderstone_gui.engine import legal_actions

    state = position(["militia"], hall=["nixie", "grudgebeast", "stone_of_mystery"], dungeon=["pegasus"])
    state.progress_turn = state.turn_number - 20
    state.fruitless_visits = 8
    assert any(a.kind == "end_game" for a in legal_actions(state))
    act(state, "enter_dungeon", {"type": "attack", "rank": 2})   # lost: the Thunderstone moves up to Rank 2
    while state.pending.kind == "prompt":
        choose(state, card=state.cards[state.pending.options[0].card].id)
    assert state.cards[state.hall[1]].is_stone
    assert all(a.kind != "end_game" for a in legal_actions(state))


def test_a_monster_leaving_the_hall_resets_the_impasse_count():
    from thunderstone_gui.engine import legal_actions

    state = position(["fireball", "fireball", "fireball"], hall=["nixie", "grudgebeast", "pegasus"])
    state.progress_turn = state.turn_number - 20
    state.fruitless_visits = 8
    assert any(a.kind == "end_game" for a in legal_actions(state))
    act(state, "enter_dungeon", {"type": "attack", "rank": 1})
    assert all(a.kind != "end_game" for a in legal_actions(state))


def test_shopping_for_many_rounds_is_no_impasse():
    from thunderstone_gui.engine import legal_actions

    state = position(["militia"], hall=["nixie", "grudgebeast", "pegasus"])
    for _ in range(2 * 8):
        act(state, "visit_village", "end_turn")
    assert all(a.kind != "end_game" for a in legal_actions(state))


def test_fifteen_rounds_in_which_nobody_enters_the_dungeon_are_an_impasse():
    """Every battle on offer hopeless (Blink Dogs in Rank 1 and nobody with the Light, the Thunderstone behind them, a
    monster in Rank 3 that destroys a Hero) and nobody enters the Dungeon at all: two arena players shopped to the
    400-turn cap. After fifteen full rounds without progress the player whose turn it is may end the game."""
    from thunderstone_gui.engine import legal_actions

    state = position(["militia"], hall=["blink_dog", "stone_of_mystery", "ebon_fume"], dungeon=[])
    for _ in range(2 * 15 - 1):
        act(state, "visit_village", "end_turn")
        assert all(a.kind != "end_game" for a in legal_actions(state))
    act(state, "visit_village", "end_turn")
    assert any(a.kind == "end_game" for a in legal_actions(state))

"""Rules where the engine disagrees with the rulebooks: each test states the rule as it should be and fails today.

Every test quotes its source. The engine is not changed here (the lead fixes it); these tests say what "fixed" means.
"""

from .card_helpers import fight
from .support import choose, discard, hand, kinds, position


# ============================================================================================== Tyxr, 1st edition
def test_1st_edition_tyxr_breach_makes_the_active_player_discard_from_the_new_hand():
    """1st-edition rulebook, CARDS: "Tyxr the Old. When Tyxr reaches Rank 1 of the Dungeon Hall, all players must
    discard two cards each from their hand, even the player that just filled his hand as a result of removing the
    previous Monster in Rank 1."

    The 2nd edition moved the Breach before the end of the turn ("before the active player discards his hand";
    German glossary: "bevor der aktive Spieler seine Hand auf 6 Karten auffüllt"), so there the active player's
    two discards come from the battle hand he is about to discard anyway. Under the 1st-edition rules variant the
    player who defeated the Rank 1 monster has already drawn his new six cards and loses two of them.

    Observed: the engine resolves the Breach identically in both editions (from the old hand; new hand of 6).
    Expected (1st edition): the new hand is drawn first, then two of its cards are discarded (4 left).
    Suggested fix: engine/rules/hall.py `breach` / engine/rules/combat.py: under the 1st edition, defer the
    `everyone_discards` of a Breach triggered during the active player's turn until after end_turn has drawn the
    new hand (e.g. schedule it after ("end_turn",) and let end_turn not pass the turn until it has resolved)."""
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

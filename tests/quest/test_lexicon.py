"""Lexicon entries whose effects the card vocabulary writes (Cancel, Discard from the deck, Highest or Lowest,
Maximum), played as the scenarios saves/scenarios/quest/lexicon_*.yaml and checked against the entry."""

from __future__ import annotations

from pathlib import Path

from thunderstone_gui.engine import legal_actions
from thunderstone_gui.tools.scenario import parse_scenario, read_scenario_text, run_scenario

SCENARIOS = Path(__file__).resolve().parents[2] / "saves" / "scenarios" / "quest"


def play(name: str, drop_last: int = 0):  # noqa: ANN201
    spec = parse_scenario(read_scenario_text(SCENARIOS / f"lexicon_{name}.yaml"))
    if drop_last:
        spec = spec.model_copy(update={"actions": spec.actions[:-drop_last]})
    return run_scenario(spec)


def kinds(result) -> list[str]:  # noqa: ANN001
    return [e.kind for e in result.events]


def test_cancel():
    result = play("cancel")
    assert "cancelled" in kinds(result)
    assert not [e for e in result.events if e.kind == "destroyed" and e.data.get("reason") == "an effect"]
    assert result.state.pending.prompt != "destroy"


def test_discard_from_the_deck():
    result = play("discard_from_the_deck")
    from_deck = [e for e in result.events if e.kind == "discarded" and e.data.get("reason") == "from the deck"]
    assert [result.state.cards[e.cards[0]].id for e in from_deck[:2]] == ["adventurer", "lantern"]   # top first
    assert len(from_deck) == 3
    order = kinds(result)
    assert order.index("shuffled") > order.index("discarded")      # reshuffled only when a third card was needed


def test_lowest_and_maximum():
    waiting = play("lowest_and_maximum", drop_last=1)
    state = waiting.state
    assert state.pending.prompt == "destroy"
    offered = sorted(state.cards[a.card].id for a in legal_actions(state))
    assert offered == ["korrin_1", "sable_1"]                       # the two 5-cost Heroes; the player chooses
    produced = [e.data["amount"] for e in waiting.events if e.kind == "produced"]
    assert produced == [2]                                          # three Heroes, at most +2
    result = play("lowest_and_maximum")
    destroyed = [result.state.cards[e.cards[0]].id for e in result.events
                 if e.kind == "destroyed" and e.data.get("reason") == "an effect"]
    assert destroyed == ["sable_1"]


def test_doubles():
    """Two dice from the game's seeded generator; the condition reads doubles and the amount reads the total."""
    result = play("doubles")
    rolled = [e for e in result.events if e.kind == "rolled_dice"]
    assert [e.data for e in rolled] == [{"dice": [3, 3], "total": 6, "doubles": True}]
    assert result.state.players[0].xp == 2 + 3                      # doubles: 2 XP; half the total: 3
    assert not [e for e in result.events if e.kind == "produced" and e.data["value"] == "gold"]
    again = play("doubles")                                          # a replay rolls the same
    assert again.state.state_hash() == result.state.state_hash()
    assert result.session.steps[-1].revealed                         # a roll is a reveal: strict undo stops there

"""Thunderstone Advance's game log has a sentence for every event its engine emits (none vanishes, none shows a raw
kind name), and the table's news box tells what a decision set off (Raid, Breach, a battle's Aftermath, a React)."""

import re
from pathlib import Path

import pytest

from thunderstone_gui import i18n
from thunderstone_gui.engine.events import Event
from thunderstone_gui.engine.session import Session
from thunderstone_gui.systems.advance.config import AdvanceConfig
from thunderstone_gui.tools.scenario import load_scenario
from thunderstone_gui.ui.advance.log import (
    SENTENCES,
    SKIPPED,
    announcements,
    describe_event,
    public_gains,
    tag_label,
    tell_event,
)

PACKAGE = Path(__file__).resolve().parents[2] / "thunderstone_gui"
SCENARIOS = PACKAGE.parent / "saves" / "scenarios" / "advance"
# The events of Thunderstone Advance: the core's and the Advance system's.
ENGINE_FOLDERS = (PACKAGE / "engine", PACKAGE / "systems" / "advance")
NAMES = ["Ann", "Bob"]
# The one kind the Advance system builds by concatenation: a battle pick with nothing to pick.
PICKS = ("destroy", "discard")


def engine_event_kinds() -> set[str]:
    kinds: set[str] = set()
    for path in (p for folder in ENGINE_FOLDERS for p in folder.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        kinds |= set(re.findall(r'Event\(\s*"([a-z0-9_]+)"', text))
        for prefix in re.findall(r'Event\(\s*"([a-z0-9_]+)"\s*\+', text):
            assert prefix == "nothing_to_", f"{path.name}: a new computed event kind {prefix!r}: teach the log"
            kinds |= {prefix + what for what in PICKS}
    return kinds - {"nothing_to_"}


def test_every_event_kind_of_the_advance_engine_has_a_sentence_or_is_skipped_on_purpose():
    kinds = engine_event_kinds()
    assert {"raid", "breach", "reacted", "put_on_deck", "prepared", "gained_curse", "bearer_in_rank_1"} <= kinds
    missing = sorted(kinds - set(SENTENCES) - SKIPPED)
    assert not missing, f"the log has no sentence for {missing}"


def state():
    return Session(AdvanceConfig.new(NAMES, seed=3)).state


@pytest.mark.parametrize("kind", sorted(SENTENCES))
def test_each_sentence_reads_as_words(kind):
    s = state()
    some = (s.hall[0], s.hall[1])
    event = Event(kind, 1, some, {"rank": 2, "reason": "Ogre", "owner": 0, "count": 2, "xp": 1, "gold": 3,
                                  "scores": [3, 4], "ability": "pickpocket", "health": 4, "cards": 2, "seat": 0,
                                  "where": "top", "victory": True, "total": 9, "physical": 5, "magic": 4,
                                  "net_darkness": 1, "penalty": 1, "slot": "battle", "index": 0, "by": s.hall[2],
                                  "swapped": (1, 2), "rounds": 10, "attack": 1})
    text = describe_event(s, event, NAMES)
    if kind == "hall_changed":
        assert text is not None
    assert text and "_" not in text and "{" not in text, text


def test_a_prepare_names_no_card_to_the_others():
    """Cards put back on the deck are private: the log (one log for every player) says a card went back."""
    s = state()
    card = s.players[1].hand[0]
    text = describe_event(s, Event("put_on_deck", 1, (card,), None, private=True), NAMES)
    assert text == "Bob puts a card back on the deck"
    assert s.cards[card].name not in text


def test_the_news_box_tells_a_breach_and_groups_what_it_destroyed():
    scenario = load_scenario(SCENARIOS / "raid_and_breach.yaml")
    names = [s.name for s in scenario.state.config.seats]
    news = announcements(scenario.state, scenario.events, names)
    tags = [tag for tag, _ in news]
    assert "Raid" in tags and "Breach" in tags
    assert all("_" not in text and "{" not in text for _, text in news)
    # Many cards destroyed by one Breach are one sentence, not one line each.
    breach = [text for tag, text in news if tag == "Breach"]
    assert len(breach) <= 3


def test_a_lost_battle_and_a_react_are_announced():
    scenario = load_scenario(SCENARIOS / "smuggler_reacts.yaml")
    names = [s.name for s in scenario.state.config.seats]
    news = announcements(scenario.state, scenario.events, names)
    tags = [tag for tag, _ in news]
    assert "Defeat" in tags and "React" in tags
    react = next(text for tag, text in news if tag == "React")
    assert react == "React! Bob uses Smuggler as a battle is lost"


def test_public_gains_name_bought_defeated_and_levelled_cards():
    s = state()
    monster, bought = s.hall[0], s.supply["torch"][-1]
    events = [Event("bought", 0, (bought,), {"cost": 3}), Event("defeated", 1, (monster,), {"xp": 1})]
    # Card names said when shown (like the original game's log): in the language of that moment.
    assert [(seat, str(name)) for seat, name in public_gains(s, events)] == [(0, "Torch"), (1, s.cards[monster].name)]


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def test_the_log_says_a_raid_a_prepare_and_a_lost_battle_in_german(german):
    s = state()
    monster = s.hall[0]
    name = i18n.card_name(s.cards[monster].name)
    assert describe_event(s, Event("raid", -1, (monster,)), NAMES) == f"Überfall! {name} schlägt beim Betreten des " \
                                                                     "Dungeons zu"
    assert describe_event(s, Event("prepared", 1, ()), NAMES) == \
        "Bob bereitet sich vor (Handkarten kommen zurück auf das Deck)"
    lost = Event("battle_result", 0, (monster,), {"victory": False, "physical": 3, "magic": 1, "penalty": 1,
                                                   "net_darkness": 2, "total": 1, "health": 6})
    assert describe_event(s, lost, NAMES) == \
        "Niederlage: Physisch 3 + Magisch 1 − Flüche 1 − Dunkelheit 2 = 1 gegen 6 Lebenspunkte"
    assert describe_event(s, Event("short_hand", 0, (), {"cards": 1}), NAMES) == "Ann zieht nur 1 Karte"


def test_a_kept_sentence_is_told_again_in_the_language_of_the_moment():
    s = state()
    told = tell_event(s, Event("gained_curse", 1, (), {"reason": "Ogre"}), NAMES)
    assert str(told) == "Bob takes a Curse (Ogre)"
    i18n.set_language("de")
    try:
        assert str(told) == "Bob erhält einen Fluch (Oger)"
    finally:
        i18n.set_language("en")


def test_the_news_box_tells_a_react_in_german(german):
    scenario = load_scenario(SCENARIOS / "smuggler_reacts.yaml")
    names = [s.name for s in scenario.state.config.seats]
    news = announcements(scenario.state, scenario.events, names)
    assert [tag_label(tag) for tag, _ in news if tag in ("Defeat", "React")] == ["Niederlage", "Reaktion"]
    react = next(text for tag, text in news if tag == "React")
    assert react == "Reaktion! Bob nutzt Schmuggler, da ein Kampf verloren ist"

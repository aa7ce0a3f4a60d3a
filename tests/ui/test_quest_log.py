"""The Quest log has a sentence for every event the Quest engine emits: none vanishes, none shows a raw kind name,
none leaks a secret (a kept Side Quest, a card put back at The Temple, a hidden draw)."""

import re
from pathlib import Path

import pytest

from thunderstone_gui.engine import GameConfig, apply, legal_actions, new_game
from thunderstone_gui.engine.events import Event
from thunderstone_gui.ui.game_log import GameLog
from thunderstone_gui.ui.quest.log import SENTENCES, SKIPPED, TELLER, describe_event

PACKAGE = Path(__file__).resolve().parents[2] / "thunderstone_gui"
FOLDERS = (PACKAGE / "engine", PACKAGE / "systems" / "quest")
NAMES = ["Ann", "Bob"]


def quest_event_kinds() -> set[str]:
    kinds: set[str] = set()
    for path in (p for folder in FOLDERS for p in folder.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        kinds |= set(re.findall(r'Event\(\s*"([a-z0-9_]+)"', text))
        kinds |= {prefix + how for prefix in re.findall(r'Event\(\s*f"([a-z0-9_]*)\{', text)
                  for how in ("destroy", "discard")}
    return kinds


def test_every_event_kind_of_the_quest_engine_has_a_sentence_or_is_skipped_on_purpose():
    kinds = quest_event_kinds()
    assert {"key_found", "guardian_summoned", "side_quest_kept", "moved", "alert", "nothing_to_destroy"} <= kinds
    missing = sorted(kinds - set(SENTENCES) - SKIPPED)
    assert not missing, f"the log has no sentence for {missing}"


def game():
    state = new_game(GameConfig.new(NAMES, game="quest", seed=3))
    return state


@pytest.mark.parametrize("kind", sorted(SENTENCES))
def test_each_sentence_reads_as_words(kind):
    state = game()
    some = (state.room_monster[1], state.room_monster[2])
    event = Event(kind, 1, some, {"room": 2, "reason": "an effect", "count": 2, "amount": 3, "xp": 3,
                                  "scores": [3, 4], "gear": "potion", "use": "lantern", "value": "light",
                                  "found": 2, "needed": 4, "path": [1, 3], "from": 0, "light": 2, "cost": 1,
                                  "when": "through", "physical": 3, "magic": 2, "total": 5, "health": 6,
                                  "victory": False, "missing": ["magic_attack"], "location": "bazaar",
                                  "name": "The Bazaar", "sponsorship": "iron_hall", "side_quest": "relic_hunter",
                                  "vp": 6, "hp": 5, "level": 2, "keyword": "cleric", "what": "token",
                                  "wounds": 1, "attack": 2, "skill": 1, "option": "Owl form", "card": "korrin_1",
                                  "met": True, "on": "wounded"})
    text = describe_event(state, event, NAMES)
    assert text and "_" not in text and "{" not in text and "?" not in text, text


def test_secrets_stay_secret_in_the_log():
    state = game()
    quest = state.players[0].offer[0]
    kept = describe_event(state, Event("side_quest_kept", 0, (), {"private": True}), NAMES)
    assert kept == "Ann keeps a Side Quest (secret)" and state.catalogue[quest].name not in kept
    card = state.players[0].hand[0]
    put_back = describe_event(state, Event("put_on_deck", 0, (card,), None, private=True), NAMES)
    assert state.cards[card].name not in put_back and "The Temple" in put_back
    drew = describe_event(state, Event("drew", 1, (card,), {"count": 1}, private=True), NAMES)
    assert drew == "Bob draws 1 card"


def test_keys_the_guardian_and_the_last_round_are_said_plainly():
    state = game()
    key = next(i for i, c in enumerate(state.cards) if c.is_key)
    guardian = state.under_wilderness[-1]
    said = describe_event(state, Event("key_found", 0, (key,), {"found": 4, "needed": 4}), NAMES)
    assert said.startswith("A Guardian Key is found! 4 of 4") and "Guardian awakens" in said
    summoned = describe_event(state, Event("guardian_summoned", 0, (guardian,), {"keys": 4}), NAMES)
    assert "The Guardian awakens: The Hollow King" in summoned and "Last round" in summoned


def test_a_whole_game_is_told_without_a_raw_event_name():
    state = game()
    log = GameLog(NAMES, TELLER)
    log.start(state)
    import random

    rng = random.Random(5)
    while state.result is None and state.turn_number < 120:
        turn = state.turn_number
        events = apply(state, rng.choice(legal_actions(state)))
        log.decided(state, events, turn)
    texts = [line.text for line in log.lines]
    assert len(texts) > 100
    assert all("_" not in t for t in texts), [t for t in texts if "_" in t][:3]


def test_the_log_tells_its_sentences_in_the_language_shown_and_again_after_a_change():
    from thunderstone_gui import i18n

    state = game()
    monster, room = state.room_monster[1], 1
    battle = Event("battle_started", 0, (monster,), {"room": room})
    wounded = Event("wounded", 1, (), {"count": 2})
    told = [TELLER.describe(state, battle, NAMES), TELLER.describe(state, wounded, NAMES)]
    try:
        i18n.set_language("de")
        german = [str(t) for t in told]
        monster_de = i18n.card_name(state.cards[monster].name)
        room_de = i18n.card_name(state.room_card(room).name)         # with its article: "Die Pilzgrotte"
        assert german[0] == f"Ann kämpft gegen {monster_de} {i18n.in_case(room_de, 'in')}"     # "in der Pilzgrotte"
        assert " in Die " not in german[0] and " in Das " not in german[0] and " in Der " not in german[0]
        assert german[1] == "Bob erleidet 2 Wunden"
        assert describe_event(state, wounded, NAMES) == "Bob erleidet 2 Wunden"
        assert str(TELLER.gains(state, [Event("bought", 0, (monster,), {})])[0][1]) == monster_de
    finally:
        i18n.set_language("en")
    assert str(told[1]) == "Bob takes 2 Wounds"


def test_dice_and_face_down_cards_are_said_in_english_and_german():
    from thunderstone_gui import i18n

    state = game()
    doubles = Event("rolled_dice", 0, (), {"dice": [3, 3], "total": 6, "doubles": True})
    three = Event("rolled_dice", 1, (), {"dice": [2, 5, 4], "total": 11, "doubles": False})
    placed = Event("placed_face_down", 0, (), {"room": 1, "level": 1})
    told = [TELLER.describe(state, e, NAMES) for e in (doubles, three, placed)]
    assert [str(t) for t in told[:2]] == ["Ann rolls 3 and 3: doubles", "Bob rolls 2, 5 and 4"]
    room = state.room_card(1).name
    assert str(told[2]) == f"Ann places the top card of the level 1 Monster deck face down in {room}"
    try:
        i18n.set_language("de")
        assert [str(t) for t in told[:2]] == ["Ann würfelt 3 und 3: Pasch", "Bob würfelt 2, 5 und 4"]
        room_de = i18n.card_name(room)
        assert str(told[2]) == ("Ann legt die oberste Karte des Monsterstapels der Stufe 1 verdeckt "
                                f"{i18n.in_case(room_de, 'in_acc')}")
    finally:
        i18n.set_language("en")

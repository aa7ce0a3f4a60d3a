"""The game log has a sentence for every event the engine emits: none vanishes, none shows a raw kind name."""

import random
import re
from pathlib import Path

import pytest

from thunderstone_gui.engine import GameConfig, legal_actions
from thunderstone_gui.engine.events import Event
from thunderstone_gui.engine.session import Session
from thunderstone_gui.ui.classic.log import SENTENCES, SKIPPED, TELLER, describe_event
from thunderstone_gui.ui.game_log import GameLog

PACKAGE = Path(__file__).resolve().parents[2] / "thunderstone_gui"
# The events of the original game: the core's and the classic system's.
ENGINE_FOLDERS = (PACKAGE / "engine", PACKAGE / "systems" / "classic")
NAMES = ["Ann", "Bob"]
# The one kind the engine builds with an f-string: discard_cards' modes that offer a card to the active player.
SHOWED_NO_MODES = ("hero", "weapon", "gold")


def engine_event_kinds() -> set[str]:
    kinds: set[str] = set()
    for path in (p for folder in ENGINE_FOLDERS for p in folder.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        kinds |= set(re.findall(r'Event\(\s*"([a-z0-9_]+)"', text))
        for prefix in re.findall(r'Event\(\s*f"([a-z0-9_]*)\{', text):
            assert prefix == "showed_no_", f"{path.name}: a new computed event kind {prefix!r}: teach the log about it"
            kinds |= {prefix + mode for mode in SHOWED_NO_MODES}
    return kinds


def test_every_event_kind_of_the_engine_has_a_sentence_or_is_skipped_on_purpose():
    kinds = engine_event_kinds()
    assert {"conjured", "saved", "monster_stays", "picked_at_random", "showed_hand", "put_on_deck"} <= kinds
    missing = sorted(kinds - set(SENTENCES) - SKIPPED)
    assert not missing, f"the log has no sentence for {missing}"


@pytest.mark.parametrize("kind", sorted(SENTENCES))
def test_each_sentence_reads_as_words(kind):
    session = Session(GameConfig.new(NAMES, seed=3, setup="random", sets=("base", "wrath")))
    state = session.state
    some = (state.hall[0], state.hall[1])
    event = Event(kind, 1, some, {"rank": 2, "reason": "Lava Torment", "owner": 0, "count": 2, "xp": 1,
                                  "scores": [3, 4], "ability": "extra_buy"})
    text = describe_event(state, event, NAMES)
    assert text and "_" not in text and "{" not in text, text


def test_the_new_wrath_events_say_what_happened():
    session = Session(GameConfig.new(NAMES, seed=3, setup="random", sets=("base", "wrath")))
    state = session.state
    card = state.hall[0]
    name = state.cards[card].name

    def said(kind, data=None, cards=(card,)):
        return describe_event(state, Event(kind, 1, tuple(cards), data), NAMES)

    assert said("monster_stays", {"rank": 1}) == f"{name} stays in Rank 1: while a Steam Torment is in the Hall, " \
                                                 "monsters leave it only when defeated"
    assert said("saved").startswith(f"Ambrosia saves {name}")
    assert said("conjured").startswith(f"Bob conjures {name}")
    assert said("picked_at_random") == f"{name} is picked at random from Bob's party"
    # With the card responsible named in the event's data, the sentence names it.
    monster = state.hall[1]
    assert said("picked_at_random", {"monster": monster}) == \
        f"{state.cards[monster].name} picks {name} at random from Bob's party"
    assert said("monster_stays", {"rank": 1, "by": monster}).startswith(
        f"{name} stays in Rank 1: while {state.cards[monster].name} is in the Hall")
    assert said("saved", {"by": monster}).startswith(f"{state.cards[monster].name} saves {name}")
    assert said("showed_no_weapon") == f"Bob has no Weapon to offer (shows {name})"
    assert said("put_on_deck") == f"Bob puts {name} on top of the deck"
    assert said("revealed_from_deck") == f"Bob turns over the top 1 card of the deck: {name}"
    assert said("shuffled", {"count": 1}, ()) == "Bob shuffles the discard pile (1 card) into the deck"
    # An event kind the log does not know yet is still a line, named in words.
    assert said("brand_new_thing", None, ()) == "Bob: brand new thing"


@pytest.mark.parametrize("seed", [1, 2, 5])
def test_whole_wrath_games_log_every_event_in_words(seed):
    """Random games with both sets: each event the engine emits has its own sentence."""
    session = Session(GameConfig.new(["Ann", "Bob", "Cleo"], seed=seed, setup="random", monster_classes=4,
                                     sets=("base", "wrath")))
    rng = random.Random(seed)
    log = GameLog(["Ann", "Bob", "Cleo"], TELLER)
    seen: set[str] = set()
    for _ in range(1500):
        state = session.state
        if state.result is not None:
            break
        turn = state.turn_number
        events = session.submit(rng.choice(legal_actions(state)))
        for event in events:
            seen.add(event.kind)
            assert event.kind in SENTENCES or event.kind in SKIPPED, f"no sentence for {event.kind}"
        log.add(session.state, events, turn)
    assert all("_" not in line.text for line in log.lines), [line.text for line in log.lines if "_" in line.text]
    assert len(seen) > 15

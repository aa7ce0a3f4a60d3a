"""German places read as a German writes them: every place a sentence names - each Quest room (The Wilderness and
the rooms of the set), each Village location - carries its article in the German data, so that "{room:in}" says
"in der Knochengruft" and "{room:in_acc}" "ins Eingestürzte Tor", never "in Knochengruft". The original game and
Advance name no place in a sentence (their Village, Dungeon and Wilderness are words of the sentence itself); the
second test holds every game's catalogue to that: no German sentence pastes a place after a preposition (it puts the
place into its case with a spec, or names it after a colon: "ziehen nach: Die Pilzgrotte")."""

import re
from pathlib import Path

from babel.messages.pofile import read_po

from thunderstone_gui import i18n
from thunderstone_gui.systems.quest.cards import OUR_SET, find_set
from thunderstone_gui.systems.quest.state import LOCATION_NAMES

CATALOG = Path(i18n.__file__).parent / "locale" / "de" / "LC_MESSAGES" / "messages.po"
PLACES = ("room", "room2", "place", "start", "location")


def every_place() -> list[str]:
    rooms = [c.name for c in find_set(OUR_SET, "").cards.values() if c.kind == "room"]
    return rooms + list(LOCATION_NAMES.values())


def test_every_place_has_its_german_article():
    i18n.set_language("de")
    try:
        named = {name: i18n.card_name(name) for name in every_place()}
        named.update({name: i18n._(name) for name in LOCATION_NAMES.values()})
        said = {name: (i18n.in_case(german, "in"), i18n.in_case(german, "in_acc"), i18n.in_case(german, "zu"))
                for name, german in named.items()}
    finally:
        i18n.set_language("en")
    assert len(named) >= 11
    without = [german for german in named.values() if german.split(" ")[0] not in ("Der", "Die", "Das")]
    assert not without, f"places without their article: {without}"
    # Declined from its article: no form is a preposition before the name as it stands ("in Die Wildnis").
    pasted = [form for name, forms in said.items() for form in forms
              if form.split(" ", 1)[1] == named[name] or form.split(" ")[1] in ("Der", "Die", "Das")]
    assert not pasted, pasted
    assert said["Bone Crypt"][0] == "in der Knochengruft"
    assert said["Collapsed Gate"][1] == "ins Eingestürzte Tor"
    assert said["Echoing Well"][0] == "im Hallenden Brunnen"


def test_a_place_after_a_preposition_is_put_into_its_case():
    with CATALOG.open("rb") as f:
        catalog = read_po(f, locale="de")
    pasted = []
    for message in catalog:
        if not message.id or not isinstance(message.id, str) or not message.string:
            continue
        german = message.string if isinstance(message.string, str) else message.string[0]
        for place in PLACES:
            if re.search(rf"\b(in|im|ins|zu|zum|zur|nach|bei|beim|aus|von|vom|durch|gegen|auf) \{{{place}\}}",
                         german):
                pasted.append((message.id, german))
    assert not pasted, pasted


def test_a_computers_reason_names_the_room_in_its_case():
    """The Hint's reasons come from the engine in English and are said again in German (`engine_text`): the room
    they name takes its case there too."""
    from thunderstone_gui.ui.quest import phrases  # noqa: F401 - registers Quest's phrases

    i18n.set_language("de")
    try:
        text = i18n.engine_text("your party's 7 Attack beats Bog Cutter (Health 4) in Bone Crypt: 2 XP, Wounds 1")
    finally:
        i18n.set_language("en")
    assert "(Lebenspunkte 4) in der Knochengruft: 2 EP, Wunden 1" in text, text

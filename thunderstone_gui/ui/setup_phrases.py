"""What the randomizers of the original game and of Thunderstone Advance write when they change a drawn card set
("Fireball came in for Spear: Ebon Fume can only be beaten with Magic Attack."), said again in the player's
language by `note_text` (New Game's "Why these cards", `setup_entries.draw_notes`). A note's card name and its
reason (`because:` in the card data) stand side by side, so a note is split where a known reason begins, not at the
first space a general phrase would take; the reasons and the entries' titles are phrases of `i18n.engine_text`.
"""

from __future__ import annotations

import re

from ..i18n import N_, _, card_name, engine_text, register_phrases

# systems/classic/randomizer.py and systems/advance/randomizer.py: the notes
NOTES = (
    N_("{new} came in for {old}: {card} {because}."),
    N_("{new} came in for {old}: {card} {because}, and no card of these sets gives it."),
    N_("{new} came in for {old}: {card} {because}, and no card the set can hold gives it."),
    N_("{card} {because}, and nothing in these sets can give it."),
    N_("{card} {because}, and nothing this set can hold gives it."),
)

PHRASES = (
    # how a note names a hero line, a monster class or group, a board side (`Pool.title`)
    N_("the {name} heroes"),
    N_("The {name} heroes"),
    N_("the {name} monsters"),
    N_("The {name} monsters"),
    N_("the {name} side"),
    N_("The {name} side"),
    # the cards' needs (`because:` in systems/classic/data/*.yaml and systems/advance/data/cards.yaml)
    N_("gives Disease"),
    N_("eats Food for Attack"),
    N_("takes monsters with Food"),
    N_("is hurt only by Magic Attack"),
    N_("can only be beaten with Magic Attack"),
    N_("can only be attacked by Heroes with Strength {n}"),
    N_("gives its full Attack only to a Hero with Strength {n}"),
    N_("gives its bonus to an Archer"),
    N_("gives its bonus to a Cleric against Undead and Doomknights"),
    N_("needs Weapons to buy"),
    N_("needs Weapons in the Village"),
    N_("gives Curses, so the set needs a Cleric line or a card that destroys cards"),
    N_("weighs {weight}, so the set needs a Hero line strong enough (Strength {strength}) to carry it"),
    N_("weighs {weight}, so the set needs a Hero line strong enough (Strength {strength}) or a Dwarf line to carry "
       "it"),
    N_("is a Polearm of weight {weight}, so the set needs a Hero line strong enough (Strength {strength}) to carry "
       "it"),
    N_("lets only the Light of Heroes count, so the set needs a Hero line with Light"),
    N_("has {n} ranks of Darkness, so the set needs a Light source (a Village card or a Hero line with Light)"),
    N_("destroys the whole hand unless the Attack beats its Health by 2, so the set needs big Physical Attack (a "
       "Weapon of Attack 3 or more, or a Fighter line)"),
    N_("destroys a Hero without Magic Attack, so the set needs Magic Attack"),
)

register_phrases(PHRASES)

_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def _pattern(msgid: str, because: str) -> re.Pattern[str]:
    parts = _PLACEHOLDER.split(msgid)
    out = []
    for k, part in enumerate(parts):
        if k % 2 == 0:
            out.append(re.escape(part))
        elif part == "because":
            out.append(f"(?P<because>{because})")
        else:
            out.append(f"(?P<{part}>.+?)")
    return re.compile("".join(out) + r"\Z", re.S)


def _reason_pattern(reason: str) -> str:
    parts = _PLACEHOLDER.split(reason)
    return "".join(re.escape(part) if k % 2 == 0 else r"\d+" for k, part in enumerate(parts))


_REASONS = "|".join(_reason_pattern(r) for r in PHRASES if not r.lower().startswith("the "))
_NOTES = [(msgid, _pattern(msgid, _REASONS)) for msgid in NOTES]


def note_text(note: str) -> str:
    """A randomizer's note in the current language (unchanged when it is no note of ours)."""
    for msgid, pattern in _NOTES:
        m = pattern.match(note)
        if m is not None:
            values = {k: (card_name(v) if k == "card" else engine_text(v)) for k, v in m.groupdict().items()}
            return _(msgid).format(**values)
    return engine_text(note)

"""What the table explains about a Thunderstone Advance card: its monster traits (an icon, a short label, a help
sentence) and the help entries the enlarged card shows (its traits, its keywords, the terms its text uses).

Traits come from the engine's compiled card attributes (`immune`, `fight_heroes`, `fight_level`, `darkness_trait`,
the Battle, Aftermath, Raid, Breach and Global effect lists), never from parsing the rules text.
"""

from __future__ import annotations

from ...i18n import N_, _
from ...systems.advance.cards import Card
from ..classic.card_help import Trait
from .strings import keyword_help, tr

__all__ = ["Trait", "monster_traits", "help_entries", "keyword_topics", "immune_words"]

# How an immunity's card classes read ("Immune: Rangers, Bows").
CLASS_WORDS = {"ranger": N_("Rangers"), "bow": N_("Bows"), "wizard": N_("Wizards"), "spell": N_("Spells"),
               "thief": N_("Thieves"), "blunt": N_("Blunt"), "edged": N_("Edged"), "fighter": N_("Fighters"),
               "cleric": N_("Clerics"), "weapon": N_("Weapons"), "item": N_("Items"), "hero": N_("Heroes"),
               "polearm": N_("Polearms"), "dwarf": N_("Dwarves")}


def immune_words(card: Card) -> str:
    """The card classes a monster is immune to, in the current language ("Rangers, Bows")."""
    return ", ".join(_(CLASS_WORDS[c]) if c in CLASS_WORDS else c.title() for c in sorted(card.immune))


def monster_traits(card: Card) -> list[Trait]:
    """The monster's traits that change how a battle against it works, most restrictive first."""
    if not card.is_monster:
        return []
    out: list[Trait] = []
    if card.is_bearer:
        out.append(Trait("thunderstone bearer", "lock", "", tr("trait_bearer")))
    elif card.is_guardian:
        out.append(Trait("guardian", "lock", "", tr("trait_guardian")))
    if card.fight_level:
        n = card.fight_level
        out.append(Trait("trait_fight_level", "hero", str(n), tr("trait_fight_level", n=n), {"n": n}))
    elif card.fight_heroes > 1:
        n = card.fight_heroes
        out.append(Trait("trait_fight_heroes", "hero", str(n), tr("trait_fight_heroes", n=n), {"n": n}))
    if card.immune:
        what = immune_words(card)
        out.append(Trait("trait_immune", "attack", "no", tr("trait_immune", what=what), {"what": what}))
    if card.darkness_trait:
        n = card.darkness_trait
        out.append(Trait("trait_darkness", "light", "!", tr("trait_darkness", n=n), {"n": n}))
    for key, effects in (("global", card.globals), ("raid", card.raid), ("breach", card.breach),
                         ("battle", card.battle), ("aftermath", card.aftermath)):
        if effects:
            out.append(Trait(key, "spell", "", tr(f"trait_{key}")))
    return out


# Words of a card's rules text that have a help entry of their own.
TEXT_TERMS = (("battle:", "battle"), ("aftermath", "aftermath"), ("raid", "raid"), ("breach", "breach"),
              ("while it is in the hall", "global"), ("after every village visit", "global"), ("trophy", "trophy"),
              ("spoils", "spoils"), ("react", "react"), ("repeat", "repeat"), ("dungeon:", "dungeon_kw"),
              ("village:", "village_kw"), ("magic attack", "magic_attack"), ("physical attack", "physical_attack"),
              ("darkness", "darkness"), ("total attack value", "total_attack"), ("level up", "level_up"),
              ("prepare", "prepare"), ("rest", "rest"), ("regular", "regular"), ("curse", "curse"))


def keyword_topics(card: Card) -> list[str]:
    """Help topics for the keywords on a card and the terms in its text."""
    topics = [k for k in sorted(card.keywords) if keyword_help(k)]
    if card.is_regular:
        topics.insert(0, "regular")
    text = card.text.lower()
    for word, key in TEXT_TERMS:
        if word in text and key not in topics:
            topics.append(key)
    if card.is_monster:
        for key in ("darkness", "total_attack"):
            if key not in topics:
                topics.append(key)
    if card.is_hero and card.has("levelup_xp") and "level_up" not in topics:
        topics.append("level_up")
    return topics


def help_entries(card: Card) -> list[str]:
    """Every help sentence for the enlarged card ("Heading: explanation"): traits first, then keywords and terms."""
    entries = []
    for trait in monster_traits(card):
        entries.append(keyword_help(trait.key).format(**trait.values) if trait.values else keyword_help(trait.key))
    entries += [keyword_help(k) for k in keyword_topics(card)]
    out: list[str] = []
    for entry in entries:
        if entry and entry not in out:
            out.append(entry)
    return out

"""What the table explains about a card: its monster traits (an icon, a short label, a help sentence) and the help
entries the enlarged card shows (its keywords, the terms in its text, its traits and its static effects).

Traits come from the engine's compiled card attributes (`min_strength`, `immune_spells`, ...), never from parsing
the rules text, so a card whose text words a trait differently still gets its icon and help.
"""

from __future__ import annotations

from typing import NamedTuple

from ...i18n import N_, _
from ...systems.classic.cards import Card
from .strings import keyword_help, tr


class Trait(NamedTuple):
    key: str          # the help topic: keyword_help(key)
    icon: str         # icons.marked(icon, size, mark)
    mark: str         # "no": crossed out; a number: drawn in a corner; "": plain
    label: str        # a few words for a chip beside the monster
    values: dict[str, object] = {}

    @property
    def help(self) -> str:
        values = {k: _(v) if isinstance(v, str) else v for k, v in self.values.items()}
        return keyword_help(self.key).format(**values)


# What saves a party from a halved Attack: (a word for the chip, the condition for the help).
HALF_UNLESS = {"magic_attack": (N_("Magic"), N_("you have Magic Attack")),
               "weapon": (N_("Weapon"), N_("a Hero carries a Weapon")),
               "elemental_card": (N_("Elemental"), N_("an Elemental monster card is revealed from your hand"))}


def _ranks(ranks: tuple[int, ...]) -> str:
    if len(ranks) == 1:
        return str(ranks[0])
    return _("{some} or {last}").format(some=", ".join(str(r) for r in ranks[:-1]), last=ranks[-1])


# The traits a card attribute says on its own (`Card.<flag>`, the help topic "trait_<flag>"): its icon and mark, in
# the order the chips show them.
FLAG_TRAITS = (("hall_must_defeat", "lock", ""), ("immune_spells", "spell", "no"), ("immune_unequipped", "hero", "no"),
               ("unequipped_cannot_attack", "hero", "no"), ("light_unreducible", "light", "no"),
               ("unattackable_in_darkness", "light", "!"), ("immune_magic", "magic", "no"),
               ("immune_edged", "attack", "no"))


def monster_traits(card: Card) -> list[Trait]:
    """The monster's traits that change how a battle against it works, most restrictive first."""
    if not card.is_monster:
        return []
    out: list[Trait] = []
    if "spell" in card.forbidden_if_used:
        out.append(Trait("trait_forbidden_spell", "spell", "no", tr("trait_forbidden_spell")))
    if "weapon" in card.forbidden_if_used:
        out.append(Trait("trait_forbidden_weapon", "attack", "no", tr("trait_forbidden_weapon")))
    if card.min_strength:
        n = card.min_strength
        out.append(Trait("trait_min_strength", "strength", str(n), tr("trait_min_strength", n=n), {"n": n}))
    for flag, icon, mark in FLAG_TRAITS:
        if getattr(card, flag):
            out.append(Trait(f"trait_{flag}", icon, mark, tr(f"trait_{flag}")))
    if card.magic_only:
        out.append(Trait("trait_magic_only", "magic", "!", tr("trait_magic_only")))
    elif card.magic_required:
        out.append(Trait("trait_magic_required", "magic", "1", tr("trait_magic_required")))
    for present in card.half_unless:
        short, condition = HALF_UNLESS.get(present, (present.replace("_", " "), present.replace("_", " ")))
        out.append(Trait("trait_half_unless", "attack", "½", tr("trait_half_unless", what=_(short)),
                         {"condition": condition}))
    if card.half_magic:
        out.append(Trait("trait_half_magic", "magic", "½", tr("trait_half_magic")))
    return out


def static_topics(card: Card) -> list[str]:
    """Help sentences for what a Hero or Village card does all the time (the Wrath cards' new effects)."""
    return [keyword_help(key).format(ranks=_ranks(card.only_ranks or ())) if key == "only_ranks" else keyword_help(key)
            for key in static_keys(card)]


# Words of a card's rules text that have a help entry of their own.
TEXT_TERMS = (("breach", "breach"), ("battle:", "battle"), ("spoils", "spoils"), ("repeat", "repeat"),
              ("trophy", "trophy"), ("dungeon:", "dungeon"), ("village:", "village_kw"),
              ("light -", "light_penalty"), ("light −", "light_penalty"),
              ("needs magic attack", "magic_attack_required"), ("magic attack to be", "magic_attack_required"))


def keyword_topics(card: Card) -> list[str]:
    """Help topics for the keywords on a card and the terms in its text."""
    topics = [k for k in sorted(card.keywords) if keyword_help(k)]
    text = card.text.lower()
    for word, key in TEXT_TERMS:
        if word in text and key not in topics:
            topics.append(key)
    if card.is_monster and "light_penalty" not in topics:
        topics.append("light_penalty")
    traits = {t.key for t in monster_traits(card)}
    if {"trait_magic_required", "trait_magic_only"} & traits and "magic_attack_required" in topics:
        topics.remove("magic_attack_required")      # the trait's own entry says it
    return topics


def static_keys(card: Card) -> list[str]:
    """The help topics of `static_topics`, in the same order."""
    verbs = {e.verb for e in card.static}
    flags = (("any_weapons", card.any_weapons), ("protects_heroes", card.protects_heroes),
             ("ignores_light", card.ignores_light), ("only_ranks", bool(card.only_ranks)),
             ("disease_on_equip", "disease_on_equip" in verbs),
             ("conjure", any(a.verb == "conjure_weapon" for a in card.abilities)))
    return [key for key, present in flags if present and keyword_help(key)]


def help_topics(card: Card) -> list[tuple[str, str]]:
    """Every help entry of the enlarged card with its topic: (key, "Heading: explanation"); traits first, then
    effects, then terms. The key is the Rules screen's anchor "kw:<key>"."""
    entries = [(t.key, t.help) for t in monster_traits(card)]
    entries += list(zip(static_keys(card), static_topics(card)))
    entries += [(k, keyword_help(k)) for k in keyword_topics(card)]
    out: list[tuple[str, str]] = []
    for key, entry in entries:
        if entry and entry not in (text for _, text in out):
            out.append((key, entry))
    return out


def help_entries(card: Card) -> list[str]:
    """Every help sentence for the enlarged card ("Heading: explanation"): traits first, then effects, then terms."""
    return [text for _, text in help_topics(card)]

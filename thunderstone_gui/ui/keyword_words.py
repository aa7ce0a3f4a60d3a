"""The keywords and kinds printed on the cards of every game, in the player's language: one table, so a word
(Undead, Fighter, Edged) is translated once for the three games' type lines, prompts and logs."""

from __future__ import annotations

from ..i18n import N_, _

KEYWORD_WORDS = {
    # kinds of card
    "hero": N_("Hero"), "monster": N_("Monster"), "village": N_("Village"), "weapon": N_("Weapon"), "item": N_("Item"),
    "spell": N_("Spell"), "villager": N_("Villager"), "curse": N_("Curse"), "wound": N_("Wound"),
    "thunderstone": N_("Thunderstone"), "basic": N_("Basic"),
    # Village cards' types
    "food": N_("Food"), "light": N_("Light"), "magic": N_("Magic"), "edged": N_("Edged"), "blunt": N_("Blunt"),
    "bow": N_("Bow"), "polearm": N_("Polearm"), "mercenary": N_("Mercenary"), "support": N_("Support"),
    "auxiliary": N_("Auxiliary"), "arcane": N_("Arcane"), "divine": N_("Divine"), "elemental": N_("Elemental"),
    "chaos": N_("Chaos"),
    # Heroes' classes and races
    "militia": N_("Militia"), "fighter": N_("Fighter"), "cleric": N_("Cleric"), "wizard": N_("Wizard"),
    "thief": N_("Thief"), "archer": N_("Archer"), "ranger": N_("Ranger"), "rogue": N_("Rogue"),
    "dwarf": N_("Dwarf"), "elf": N_("Elf"), "human": N_("Human"), "halfling": N_("Halfling"), "orc": N_("Orc"),
    "gnome": N_("Gnome"), "giant": N_("Giant"),
    # Monsters' types
    "undead": N_("Undead"), "skeleton": N_("Skeleton"), "treefolk": N_("Treefolk"), "humanoid": N_("Humanoid"),
    "kobold": N_("Kobold"), "ogre": N_("Ogre"), "avian": N_("Avian"), "corvaxis": N_("Corvaxis"),
    "fire": N_("Fire"), "burnmarked": N_("Burnmarked"), "dragon": N_("Dragon"), "djinni": N_("Djinni"),
    "efreet": N_("Efreet"), "ambusher": N_("Ambusher"), "horde": N_("Horde"), "vermin": N_("Vermin"),
}


def keyword_word(keyword: str) -> str:
    """A keyword of the cards in the current language (one we do not know keeps its English, capitalised)."""
    return _(KEYWORD_WORDS[keyword]) if keyword in KEYWORD_WORDS else keyword.title()

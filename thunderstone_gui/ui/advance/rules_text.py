"""Thunderstone Advance's rules for the Rules screen, in our own words (sources: the Advance summary in
../shared/rulebooks, docs/rules-advance.md for how the engine settles the open points; no rulebook text is copied).

Every sentence is marked with `N_` and said with `_` when the blocks are built, so the screen speaks the language
of the moment; every keyword, term and trait the enlarged card explains (`strings.KEYWORD_HELP_EN`) gets an entry
of its own anchored "kw:<key>", as the original game's Rules screen does.
"""

from __future__ import annotations

from ...i18n import N_, _
from ..reader import Block
from .strings import KEYWORD_HELP_EN, keyword_help

# (kind, anchor, text): kind "h1" | "h2" | "p" | "item".
RULES: list[tuple[str, str, str]] = [
    ("h1", "goal", N_("The goal")),
    ("p", "", N_("Each player leads a party of Heroes armed with Weapons, Spells and Items, bought in the Village, "
                 "into the Dungeon to defeat its monsters. Hidden near the bottom of the Dungeon Deck waits the "
                 "Thunderstone Bearer: the game ends once it is defeated or has escaped to Rank 1. Then the player "
                 "who owns the most victory points (VP) wins.")),
    ("h1", "setup", N_("Setting up")),
    ("item", "", N_("The board has two sides: the Dungeon side shows a Hall of 3 ranks, the Wilderness side one of 4 "
                    "ranks. New Game chooses the side.")),
    ("item", "", N_("The Dungeon Deck: the monsters of one group of each Level 1, 2 and 3, shuffled. The Thunderstone "
                    "Bearer is shuffled in among the deck's last ten cards, so 0 to 10 cards lie below it.")),
    ("item", "", N_("The top cards of the Dungeon Deck fill the ranks of the Hall, Rank 1 first. Their Raid and "
                    "Breach effects do not happen at setup.")),
    ("item", "", N_("The Village: three basic stacks (Regular, Longspear, Torch), four Hero lines (Level 1 on top, "
                    "then 2 and 3) and eight Village stacks - at most three of one type, at most two of Items. New "
                    "Game offers the themed setups, a random draw and your own choice.")),
    ("item", "", N_("Every player starts with 12 cards: 6 Regulars, 2 Longspears, 2 Torches and 2 Thunderstone "
                    "Shards. Shuffle and draw 6. The Curse deck lies beside the board; the first player is drawn at "
                    "random and play goes to the left.")),
    ("item", "", N_("Familiars are not played: their cards are not known well enough.")),
    ("h1", "turn", N_("A turn")),
    ("p", "", N_("On your turn you choose one of four things: Visit the Village, Enter the Dungeon, Prepare or Rest. "
                 "Then the turn ends: you discard every card left in your hand and draw six. Only when your deck is "
                 "empty and you must draw do you shuffle your discard pile into a new deck.")),
    ("h2", "village", N_("Visit the Village")),
    ("item", "", N_("Reveal your hand. Use Village abilities in any order, each once, and every Trophy effect that "
                    "must be used.")),
    ("item", "", N_("Count your Gold and buy one card - a Hero, a Village card or a basic card - from the top of a "
                    "stack. It goes to your discard pile; Gold you do not spend is lost.")),
    ("item", "", N_("Then level up Heroes with your XP (see Leveling up). The order only goes forward: the first "
                    "purchase closes the abilities, the first level-up closes the purchases.")),
    ("h2", "dungeon", N_("Enter the Dungeon")),
    ("item", "", N_("Reveal your hand: it is your party. Use Dungeon abilities, equip Weapons and use the Trophy "
                    "effects that must be used, in any order.")),
    ("item", "", N_("Choose a monster of the Hall to fight. Its Battle effects happen at once; then the Total Attack "
                    "Value is counted (below) and compared with the monster's Health.")),
    ("item", "", N_("Aftermath effects happen whatever the result. A victory puts the monster in your discard pile "
                    "and gives you its XP, then Spoils abilities may be used. A monster you did not defeat goes "
                    "under the Dungeon Deck.")),
    ("item", "", N_("The monsters behind move toward Rank 1 and the empty ranks are filled from the Dungeon Deck. A "
                    "monster newly revealed makes its Raid; a monster that enters Rank 1 makes its Breach.")),
    ("item", "", N_("A party that may fight no monster at all leaves the Dungeon and the turn ends.")),
    ("h2", "prepare", N_("Prepare")),
    ("item", "", N_("Put any cards of your hand on top of your deck, in the order you like (the last one put back is "
                    "drawn first), discard the rest and draw six. It keeps a good hand for the next turn.")),
    ("h2", "rest", N_("Rest")),
    ("item", "", N_("Destroy one card of your hand - a Curse or a weak card - discard the rest and draw six. Rest "
                    "always destroys a card when your hand has one; Prepare is the turn that keeps everything.")),
    ("h1", "battle", N_("Battle arithmetic")),
    ("p", "", N_("The table shows the result before you choose: beside every monster your Total Attack Value "
                 "against its Health; hover it for every card's part.")),
    ("item", "", N_("Weapons: a Hero carries one Weapon, and only if its Strength is at least the Weapon's Weight. A "
                    "Weapon's Attack counts only while it is carried.")),
    ("item", "", N_("Physical Attack: Heroes, their Weapons and other cards. Magic Attack: mostly Spells and "
                    "Wizards. A monster immune to a kind of card gets no Attack from those cards; their Light still "
                    "counts.")),
    ("item", "", N_("Curses: each Curse in your hand takes 1 Attack off the sum of Physical and Magic Attack, never "
                    "below 0.")),
    ("item", "", N_("Darkness: every rank has Darkness equal to its number (Rank 1: 1, Rank 3: 3, Rank 4 on the "
                    "Wilderness side: 4); some monsters add more. Every point of Light cancels one point of "
                    "Darkness; what is left, the Net Darkness, comes off the Attack, never below 0.")),
    ("item", "", N_("Total Attack Value = Physical Attack + Magic Attack - Curses - Net Darkness. Equal to the "
                    "monster's Health or more, you win.")),
    ("item", "", N_("An example: Physical Attack 4 and Magic Attack 2 make 6; one Curse leaves 5. The monster stands "
                    "in Rank 3: Darkness 3, your Light 1, Net Darkness 2. Total Attack Value 3: it defeats a monster "
                    "of Health 3 or less.")),
    ("item", "", N_("Some monsters cannot be fought unless your party meets a condition (enough Heroes, a Hero of a "
                    "high enough level); the table does not offer them otherwise.")),
    ("h1", "effects", N_("Effects")),
    ("item", "", N_("Battle: a monster's effect that happens as soon as you choose to fight it, before the Attack is "
                    "counted. A card it destroys or discards leaves the party at once.")),
    ("item", "", N_("Aftermath: happens after the battle, won or lost.")),
    ("item", "", N_("Raid: happens once, when the monster is revealed into the Hall.")),
    ("item", "", N_("Breach: happens when the monster enters Rank 1 - again each time it comes back there, never "
                    "while it stays.")),
    ("item", "", N_("Global: works the whole time the monster is in the Hall; two copies work twice.")),
    ("item", "", N_("Trophy: a defeated monster in your hand gives this bonus in the Village or the Dungeon. Without "
                    "\"may\" it must be used.")),
    ("item", "", N_("Spoils: after a victory, used once each, in any order. A Spoils purchase counts the Gold of your "
                    "whole party every time.")),
    ("item", "", N_("React: used on another player's turn too, when its trigger happens (a lost battle); the players "
                    "holding such a card are asked in turn order.")),
    ("item", "", N_("Repeat: the ability may be used again as long as its cost can be paid.")),
    ("item", "", N_("A card's text beats the rules. One card may use its Dungeon (or Village) ability and its Spoils "
                    "ability in the same turn: they are two abilities.")),
    ("h1", "curses", N_("Curses")),
    ("item", "", N_("Monsters' effects give Curses; a Curse goes to your discard pile and comes into your hands like "
                    "any card. Each one in a battle costs 1 Attack, and some do more.")),
    ("item", "", N_("Every Curse names its own way to shake it off (click it in your hand to use it): pay XP or Gold, "
                    "discard other cards, use it as your first ability. Rest destroys one too.")),
    ("item", "", N_("A destroyed Curse goes to the bottom of the Curse deck. When the Curse deck is empty, nobody "
                    "gets a Curse.")),
    ("h1", "levels", N_("Leveling up")),
    ("item", "", N_("In the Village, after buying, pay XP to destroy a Hero of your hand and take the next level of "
                    "its line from the stack into your discard pile.")),
    ("item", "", N_("A Regular (Level 0) becomes the Level 1 Hero of any line for 2 XP; any other Hero becomes only "
                    "the next level of its own line, for the XP the card shows.")),
    ("item", "", N_("Levels are never skipped, a Hero is not leveled twice in a turn, and there must be a card of the "
                    "next level left.")),
    ("h1", "guardians", N_("Guardians")),
    ("item", "", N_("A Guardian stands its ground: no effect moves or removes it, and a Guardian you do not defeat "
                    "keeps its rank instead of going under the Dungeon Deck.")),
    ("item", "", N_("The Thunderstone Bearer is a Guardian. It may be fought, but cannot be defeated while another "
                    "Guardian is in the Hall.")),
    ("h1", "end", N_("The end of the game")),
    ("item", "", N_("The game ends when the turn is over in which the Thunderstone Bearer was defeated or reached "
                    "Rank 1. The player who defeated it owns it; a Bearer that reached Rank 1 has escaped and "
                    "belongs to nobody.")),
    ("item", "", N_("Every player adds up the VP of all their cards: hand, deck and discard pile.")),
    ("item", "", N_("The most VP wins. A tie goes to the tied player who holds the Thunderstone Bearer, then to the "
                    "one with the most XP; after that the tied players share the victory.")),
    ("item", "", N_("Impasse: when for ten full rounds no monster has left the Dungeon for good and the Bearer came "
                    "no closer, the player whose turn it is may end the game (a house rule: the rules never "
                    "settle this).")),
    ("h1", "open", N_("Open points settled")),
    ("p", "", N_("The summary leaves a few things open; what the engine does (the full list with the reasons is "
                 "docs/rules-advance.md):")),
    ("item", "", N_("Destroyed cards: a Curse goes to the bottom of the Curse deck, a basic card destroyed from the "
                    "hand back to its Village stack, anything else leaves the game. Thunderstone Shards have no "
                    "stack: they leave the game.")),
    ("item", "", N_("No value is not 0: an effect that needs a Gold or VP value takes a printed 0, never a card "
                    "without the icon.")),
    ("item", "", N_("Mandatory Trophy effects must be used before buying, leveling up, fighting or ending the turn.")),
    ("item", "", N_("Where a card does not say who chooses, the player it affects does: the attacker for the party, "
                    "each player for their own hand.")),
    ("item", "", N_("What each player may know: discard piles, the Village, the Hall and the Curses owned are "
                    "public; hands, the order of decks and the Dungeon Deck are hidden.")),
]

GROUP_HEADINGS = {"heading": N_("Keywords and traits"), "kinds": N_("Heroes and Village cards"),
                  "monsters": N_("Monster kinds"), "terms": N_("Words on the cards"),
                  "traits": N_("Monster traits")}


def keyword_groups() -> list[tuple[str, list[str]]]:
    """Every help topic of Advance's card help, grouped: (group, keys) in the order the Rules screen lists them."""
    keys = list(KEYWORD_HELP_EN)
    # The help table lists the monster kinds (Guardian to Efreet) and the terms (Physical Attack to Level up) in
    # runs of their own.
    monsters = keys[keys.index("guardian"):keys.index("efreet") + 1]
    terms = keys[keys.index("physical_attack"):keys.index("level_up") + 1]
    traits = [k for k in keys if k.startswith("trait_")]
    named = set(monsters) | set(terms) | set(traits)
    kinds = [k for k in keys if k not in named]
    return [("kinds", kinds), ("monsters", monsters), ("terms", terms), ("traits", traits)]


def rules_blocks() -> list[Block]:
    """The Rules screen's document in the current language (English where a translation is missing)."""
    blocks = [Block(kind, _(text), anchor) for kind, anchor, text in RULES]
    heading = GROUP_HEADINGS["heading"]          # a name, not a literal inside _(): the extractor would take the key
    blocks.append(Block("h1", _(heading), "keywords"))
    for group, keys in keyword_groups():
        blocks.append(Block("h2", _(GROUP_HEADINGS[group])))
        for key in keys:
            # A trait names the number or the cards its monster fills in: the rules say it in general.
            text = _(keyword_help(key)).replace("{n}", "N").replace("{what}", "X")
            blocks.append(Block("item", text, f"kw:{key}"))
    return blocks

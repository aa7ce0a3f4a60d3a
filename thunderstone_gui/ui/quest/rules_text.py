"""Thunderstone Quest's rules for the Rules screen, in our own words (sources: the Quest rulebook in
../shared/rulebooks, docs/rules-quest.md for how the engine settles the open points; no rulebook text is copied).

Every sentence is marked with `N_` and said with `_` when the blocks are built, so the screen speaks the language
of the moment; every term of the rulebook's Lexicon and every keyword the table explains (`strings.LEXICON_EN`)
gets an entry of its own anchored "kw:<term>", as the original game's Rules screen does.
"""

from __future__ import annotations

from ...i18n import N_, _
from ..reader import Block
from .strings import LEXICON_EN, lexicon

# (kind, anchor, text): kind "h1" | "h2" | "p" | "item".
RULES: list[tuple[str, str, str]] = [
    ("h1", "goal", N_("The goal")),
    ("p", "", N_("You are a Champion who hires Heroes, buys Weapons, Items and Spells in the Village and leads them "
                 "into the Dungeon against its Monsters, for XP, Treasure and Gear. Now and then a Guardian Key turns "
                 "up; once four are found the Thunderstone Guardian wakes and every player has one last turn. Then "
                 "the VP of your cards, your XP tokens and a completed Side Quest are counted: the most wins.")),
    ("h1", "setup", N_("Setting up")),
    ("item", "", N_("Every player takes a Champion figure and a starting deck of 12 cards: 6 Adventurers, 2 "
                    "Lanterns, 2 Thunderstone Shards and 2 Daggers. Shuffle and draw 6. The first seat begins; the "
                    "second, third and fourth player start with 1, 2 and 3 Iron Rations tokens.")),
    ("item", "", N_("The Village: The Guilds' Quarter holds four Hero stacks (a Cleric, a Fighter, a Rogue and a "
                    "Wizard, Level 1 on top, then 2 and 3); The Marketplace holds Items, Spells and Weapons. The "
                    "Bazaar keeps the Gear tokens, the Shop of Arcane Wonders the Treasure deck.")),
    ("item", "", N_("The Dungeon: seven rooms - The Wilderness (level 0, home of the Giant Rat) and two rooms each of "
                    "level 1, 2 and 3. One Monster group per level makes a Monster deck; every room gets a Monster "
                    "of its level.")),
    ("item", "", N_("The six Guardian Keys are shuffled into the Monster decks: 1 into level 1, 2 into level 2, 3 "
                    "into level 3. The Guardian lies face down under The Wilderness; New Game chooses its level (4, "
                    "5 or 6) and how many Keys wake it.")),
    ("item", "", N_("Side Quests (if played): each player is dealt three and keeps one in secret; some promise a "
                    "Legendary card. Guild Sponsorships (if played): each player chooses one Guild, whose bonus "
                    "works every turn you have a Hero of its class.")),
    ("item", "", N_("The cards are our own set, written for this game; a set of the printed cards you typed in "
                    "yourself can be installed and chosen in New Game.")),
    ("h1", "turn", N_("A turn")),
    ("p", "", N_("A turn has three phases: the Prep Phase, then either the Village Phase or the Dungeon Phase, then "
                 "the end of the turn. Each ability is used at most once a turn.")),
    ("h2", "prep", N_("Prep Phase")),
    ("item", "", N_("Choose: go to the Village and stand your Champion on one of its four locations, or enter the "
                    "Dungeon (your Champion stays in its room, or starts in The Wilderness).")),
    ("item", "", N_("The Temple: first put one or more cards of your hand back on top of your deck; you may heal one "
                    "more Wound this turn, but you may not level up or go into the Dungeon.")),
    ("item", "", N_("The Bazaar: after your purchase you may buy one Gear token.")),
    ("item", "", N_("The Shop of Arcane Wonders: after your purchase you may buy the top Treasure for 10 gold.")),
    ("item", "", N_("The Guilds' Quarter: you may level up two different Heroes this turn instead of one.")),
    ("h2", "village", N_("Village Phase")),
    ("item", "", N_("Reveal your hand; cards you draw during the turn are revealed too.")),
    ("item", "", N_("Use Village abilities and Gear tokens in any order.")),
    ("item", "", N_("Count your gold and buy one card from the top of a stack in The Marketplace or The Guilds' "
                    "Quarter (into your discard pile); then your location's purchase. Gold not spent is lost.")),
    ("item", "", N_("Heal one Wound (two at The Temple).")),
    ("item", "", N_("Level up one Hero with XP (two at The Guilds' Quarter, none at The Temple).")),
    ("h2", "dungeon", N_("Dungeon Phase")),
    ("item", "", N_("Reveal your hand. Use Dungeon abilities and Gear tokens and give Weapons to Heroes, in any "
                    "order.")),
    ("item", "", N_("Move: your Light pays for every room your Champion enters (level 1 rooms cost 0, level 2 rooms "
                    "1, level 3 rooms 2; a room may say otherwise). Rooms touch side by side or one above the other, "
                    "never diagonally; moving back up costs Light too.")),
    ("item", "", N_("Alert!: only the Monster and the room where you stop count - except those marked Alert!, which "
                    "act when you move into, out of or through them.")),
    ("item", "", N_("Then you must battle the Monster where your Champion stands (see Battle). Only when no Monster "
                    "can be reached does the turn end without a battle.")),
    ("h2", "end_turn", N_("The end of the turn")),
    ("item", "", N_("Discard all your cards (never your tokens) and draw as many cards as your HP. When your deck is "
                    "empty and you need a card, shuffle your discard pile into a new deck.")),
    ("h1", "battle", N_("Battle")),
    ("item", "", N_("Before Battle effects of the Monster and its room happen first.")),
    ("item", "", N_("Armor takes its value off your Physical Attack, Magic Resistance off your Magic Attack, neither "
                    "below 0. A room may add Health, Armor or Magic Resistance to its Monster.")),
    ("item", "", N_("Total Attack = what is left of Physical Attack + what is left of Magic Attack. Equal to the "
                    "Monster's Health or more, you defeat it.")),
    ("item", "", N_("An example: Physical Attack 5 and Magic Attack 3 against Armor 2 and Health 6: 3 + 3 = 6, a "
                    "victory.")),
    ("item", "", N_("Won or lost, you take the Monster's Wounds (a room may add more), then its After Battle effects "
                    "happen.")),
    ("item", "", N_("A victory gives the Monster's and the room's rewards: XP tokens, Treasure, Gear. The Monster is "
                    "destroyed and its room refilled from the Monster deck of the room's level (the next deck that "
                    "still has cards when it is empty). Then Spoils abilities may be used.")),
    ("item", "", N_("A defeat changes nothing else: the Monster stays, your Champion too.")),
    ("item", "", N_("Weapons: a Hero wields Weapons whose Skill requirements add up to its Skill at most. A Weapon "
                    "nobody wields still gives its gold.")),
    ("item", "", N_("Required: without at least 1 of what a Monster requires you cannot defeat it. Immune: that kind "
                    "of Attack counts 0 against it.")),
    ("h1", "wounds", N_("Wounds and HP")),
    ("item", "", N_("Wound tokens go on your board from left to right. You begin with 6 HP and lose one for every two "
                    "tokens; the track holds 8, more are ignored. At the end of your turn you draw as many cards as "
                    "your HP.")),
    ("item", "", N_("Some Monsters give Wound cards instead, such as the Festering Wound: it goes to your discard "
                    "pile, clogs your hands and costs 1 VP, but does not lower your HP.")),
    ("item", "", N_("Healing a Wound puts your rightmost token back or destroys a Wound card in front of you. You may "
                    "heal one Wound on every Village visit, one more at The Temple; a Potion heals one anywhere.")),
    ("h1", "gear", N_("Gear tokens")),
    ("item", "", N_("Gear tokens stay on your board from turn to turn until you use them; a used token goes back to "
                    "The Bazaar. There are 16 of each kind.")),
    ("item", "", N_("Iron Rations (2 gold): 1 gold in the Village, or Skill +2 to a Hero in the Dungeon.")),
    ("item", "", N_("Lantern (3 gold): 1 more Light in the Dungeon.")),
    ("item", "", N_("Potion (4 gold): heal 1 Wound, in the Village or the Dungeon; bought at The Bazaar it may be "
                    "drunk at once.")),
    ("h1", "levels", N_("Leveling up")),
    ("item", "", N_("Destroy XP tokens equal to the Hero's level + 2 (Level 0 to 1: 2 XP, 1 to 2: 3 XP, 2 to 3: 4 "
                    "XP), destroy the Hero and take the next level of its line from the stack into your discard "
                    "pile. With no copy of the next level left, that Hero cannot level up.")),
    ("item", "", N_("An Adventurer (Level 0) becomes the Level 1 Hero of any line of The Guilds' Quarter.")),
    ("item", "", N_("XP spent is no longer VP: level up early, keep your XP once the end is near.")),
    ("h1", "guardian", N_("The Guardian")),
    ("item", "", N_("A Guardian Key revealed while a room is refilled is found: it is set aside and the room filled "
                    "on. Only one Key is found a turn; more revealed in the same turn are shuffled back into their "
                    "decks.")),
    ("item", "", N_("At the end of the turn in which the fourth Key is found, the Guardian is turned face up in The "
                    "Wilderness. Every player draws 6 and discards 4, then each takes one last turn - the finder "
                    "too.")),
    ("item", "", N_("In that last round you may battle the Guardian in The Wilderness or play an ordinary turn. The "
                    "Guardian never leaves: each player may defeat it.")),
    ("item", "", N_("Defeating it gives its rewards and XP equal to half your Total Attack after Armor and Magic "
                    "Resistance, rounded up - however small its Health.")),
    ("item", "", N_("If no Monster is left to fight outside The Wilderness and every deck is empty, the Guardian "
                    "wakes at the end of that turn as if the last Key had been found.")),
    ("h1", "scoring", N_("Scoring")),
    ("item", "", N_("Every player adds up the VP of all their cards, their XP tokens (1 VP each) and their completed "
                    "Side Quest.")),
    ("item", "", N_("The most VP wins. A tie goes to the tied player with the most Wounds (tokens and cards), then to "
                    "the one with the most Treasure and Legendary cards; after that the tied players share the "
                    "victory.")),
    ("h1", "open", N_("Open points settled")),
    ("p", "", N_("The rulebook leaves a few things open; what the engine does (the full list with the reasons is "
                 "docs/rules-quest.md):")),
    ("item", "", N_("HP: 6 less one for every two Wound tokens; the track ends at 8 tokens (HP 2).")),
    ("item", "", N_("The fourth Key: the finder's turn ends first (discard, draw), then everyone draws 6 and "
                    "discards 4.")),
    ("item", "", N_("Gold is counted when the purchase begins: a card destroyed after that keeps its gold spent.")),
    ("item", "", N_("A Weapon given to a Hero is not taken back; it falls away only when its Hero leaves play or "
                    "lacks the Skill.")),
    ("item", "", N_("Abilities that could do nothing (a heal without a Wound) are not offered.")),
]

GROUP_HEADINGS = {"heading": N_("Lexicon and keywords"), "terms": N_("Words of the rules"),
                  "places": N_("Places"), "keywords": N_("Keywords on the cards")}

def keyword_groups() -> list[tuple[str, list[str]]]:
    """Every Lexicon term and keyword of Quest's help, grouped: (group, terms) in the order the screen lists them."""
    terms = list(LEXICON_EN)
    # The Lexicon table lists the rulebook's terms, then the places (from The Temple on, after Treasure Cache), then
    # the keywords on the cards (from Adventurer on).
    places, keywords = terms.index("cache") + 1, terms.index("adventurer")
    return [("terms", terms[:places]), ("places", terms[places:keywords]), ("keywords", terms[keywords:])]


def rules_blocks() -> list[Block]:
    """The Rules screen's document in the current language (English where a translation is missing)."""
    blocks = [Block(kind, _(text), anchor) for kind, anchor, text in RULES]
    heading = GROUP_HEADINGS["heading"]          # a name, not a literal inside _(): the extractor would take the key
    blocks.append(Block("h1", _(heading), "keywords"))
    for group, terms in keyword_groups():
        blocks.append(Block("h2", _(GROUP_HEADINGS[group])))
        blocks.extend(Block("item", _(lexicon(term)), f"kw:{term}") for term in terms)
    return blocks

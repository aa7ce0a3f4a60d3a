"""The original game's rules for the Rules screen, in our own words (sources: the rulebooks in ../shared/rulebooks,
the README's summary, docs/rules.md for how the engine settles the open points; no rulebook text is copied).

English, marked for the catalog with `N_` and said in the player's language when the screen is made (`rules_blocks`);
every keyword, trait and static effect the enlarged card explains gets an entry of its own from
`strings.keyword_help`, anchored "kw:<key>", so the hover help's "more…" opens the screen there.
"""

from __future__ import annotations

from ...i18n import N_, _
from ..reader import Block
from .strings import KEYWORD_HELP_EN, keyword_help

# (kind, anchor, text): kind "h1" | "h2" | "p" | "item".
RULES_EN: list[tuple[str, str, str]] = [
    ("h1", "goal", N_("The goal")),
    ("p", "", N_("Each player builds a party of Heroes, Weapons, Spells and Villagers from a small starting deck, and "
                 "sends it into the Dungeon to defeat monsters. Monsters, some Heroes and a few cards are worth "
                 "victory points (VP). Somewhere in the Dungeon Deck lies the Thunderstone: when it reaches Rank 1 "
                 "of the Dungeon Hall the game ends, and whoever owns the most VP wins.")),
    ("h1", "setup", N_("Setting up")),
    ("item", "", N_("Every player starts with 12 cards: 6 Militia, 2 Daggers, 2 Iron Rations and 2 Torches, shuffled. "
                    "Draw 6: that is your first hand.")),
    ("item", "", N_("The Village offers the four basic stacks (Militia, Dagger, Iron Rations, Torch), four Hero lines "
                    "(Level 1, 2 and 3 cards in one stack each) and eight Village stacks. The First Game uses a fixed "
                    "choice; New Game offers presets, a random draw and your own.")),
    ("item", "", N_("The Dungeon Deck is made of the monster classes of the game, shuffled, with the Thunderstone "
                    "among its last ten cards. The top three monsters fill Rank 3, 2 and 1 of the Dungeon Hall (Rank 1 "
                    "is the farthest from the deck).")),
    ("h1", "turn", N_("A turn")),
    ("p", "", N_("On your turn you do exactly one of three things - Visit the Village, Enter the Dungeon or Rest - and "
                 "then discard your whole hand, used or not, and draw six new cards. When your deck runs out you "
                 "shuffle your discard pile into a new deck, only then.")),
    ("h2", "village", N_("Visit the Village")),
    ("item", "", N_("Your hand is revealed. Use any Village abilities of your cards, in any order, each once.")),
    ("item", "", N_("Add up the Gold of your cards still in play (and what the abilities gave). You may buy one card "
                    "from the top of any Village stack - a basic card, a Hero or a Village card - costing at most your "
                    "Gold. Bought cards go to your discard pile; Gold not spent is lost.")),
    ("item", "", N_("Level up: pay a Hero's level-up XP to put the next level of its line from the stack into your "
                    "discard pile and destroy the old card. A Militia becomes any Level 1 Hero of the game for 3 XP. "
                    "In the 2nd edition you level up after buying, in the 1st edition before.")),
    ("h2", "dungeon", N_("Enter the Dungeon")),
    ("item", "", N_("Your hand is revealed: it is your party. Use Dungeon abilities, feed Food to Heroes, and equip "
                    "Weapons - one per Hero, and only to a Hero whose Strength is at least the Weapon's Weight.")),
    ("item", "", N_("Choose one monster of the Hall and attack it. Work out the battle (below). Battle effects happen "
                    "whether you win or lose.")),
    ("item", "", N_("Win (your total is at least the monster's Health): the monster goes to your discard pile - it "
                    "counts its VP at the end and pays its Gold in the Village like any card -, you take its XP, and "
                    "Spoils effects let you take a card. Lose: the monster goes under the Dungeon Deck.")),
    ("item", "", N_("Either way the monsters behind move forward and the Hall is refilled from the Dungeon Deck. A "
                    "monster arriving in Rank 1 with a Breach effect sets it off.")),
    ("h2", "rest", N_("Rest")),
    ("item", "", N_("You may destroy one card of your hand (a Disease, or a weak card that dilutes your deck). "
                    "Destroyed cards leave the game; a destroyed Disease goes back to its stack.")),
    ("h1", "battle", N_("Battle arithmetic")),
    ("p", "", N_("The table shows the result before you commit: beside every monster, your total against its Health, "
                 "WIN or LOSE, and the Light penalty; hover it for every card's part.")),
    ("item", "", N_("Strength and Weight: a Hero carries one Weapon whose Weight is at most its Strength. Food raises "
                    "Strength for the battle; a Hero left with too little Strength drops the Weapon's benefits.")),
    ("item", "", N_("Attack: the Attack of every Hero that can attack, their Weapons, and Spells and Items that add "
                    "Attack. Magic Attack adds up the same way and counts into the total; some monsters only feel "
                    "Magic Attack, or need at least 1 of it.")),
    ("item", "", N_("Light: every Light value of the party adds up. A monster in Rank N needs N Light, plus its own "
                    "Light −X. Each point of Light missing is the Light penalty: it costs 2 Attack.")),
    ("item", "", N_("Disease: each Disease in the party takes 1 away - in the 2nd edition from Attack or Magic Attack, "
                    "your choice; in the 1st edition from the combined total.")),
    ("item", "", N_("Total: Attack plus Magic Attack, after every effect and halving, minus the Light penalty. It wins "
                    "when it is at least the monster's Health.")),
    ("item", "", N_("An example (the guided first game's battle): four Militia (Attack 1 each), a Dagger equipped to "
                    "one of them (+1) and a Torch (Light 1) against a monster of Health 5 in Rank 1: Attack 5, Light 1 "
                    "of the 1 needed, no penalty: 5 against 5 wins. The same party against Rank 2 needs Light 2: one "
                    "point short, −2 Attack, 3 against the Health: a loss unless its Health is 3 or less.")),
    ("item", "", N_("The engine's order of work: Strength (Food, auras, Battle penalties) decides which Weapons work, "
                    "then which Heroes can attack; each part is converted and checked against immunities; per-Hero "
                    "penalties; Diseases; a halved Magic Attack; Magic Attack multipliers; a halved total; last the "
                    "Light penalty.")),
    ("h1", "hall", N_("The Hall and the end")),
    ("item", "", N_("The Hall has three ranks. A monster leaves it when it is defeated, or goes under the Dungeon Deck "
                    "when a party loses to it; the others move forward and the deck refills Rank 3.")),
    ("item", "", N_("The Thunderstone is a card of the Dungeon Deck worth 3 VP. When it reaches Rank 1 the game ends: "
                    "in the 2nd edition at once, in the 1st after that turn. It goes to the player whose victory over "
                    "the Rank 1 monster moved it there; otherwise nobody takes it.")),
    ("item", "", N_("Every player adds up the VP of all the cards they own - deck, hand and discard pile. The most VP "
                    "wins; a tie is won by the Thunderstone's holder among the tied players, otherwise they share the "
                    "victory.")),
    ("h1", "editions", N_("1st and 2nd edition")),
    ("p", "", N_("New Game chooses the rules edition; a saved game keeps it. The 2nd edition (as played online and in "
                 "the German rulebook) is the default.")),
    ("item", "", N_("Village: 2nd - use abilities, buy, then level up; 1st - level up before buying.")),
    ("item", "", N_("Disease: 2nd - each takes 1 from Attack or Magic Attack, your choice; 1st - 1 from the combined "
                    "total.")),
    ("item", "", N_("Strength: 2nd - a Hero whose Strength falls to 0 or less in a battle is destroyed at the end of "
                    "the turn.")),
    ("item", "", N_("The Prince: 2nd - lowers Strength; 1st - lowers Attack.")),
    ("item", "", N_("Dungeon: 1st - you must use every card you can before attacking.")),
    ("item", "", N_("The end: 2nd - the moment the Thunderstone reaches Rank 1; 1st - after that turn.")),
    ("h1", "open", N_("Open points settled")),
    ("p", "", N_("The rulebooks leave a few things open or disagree; a card's own text always beats a rule. What the "
                 "engine does (the full list with the reasons is docs/rules.md):")),
    ("item", "", N_("\"Your total Attack is halved\" halves Attack and Magic Attack together, before the Light "
                    "penalty.")),
    ("item", "", N_("Everything is counted as the battle ends: a Weapon whose bearer lost the Strength to carry it "
                    "gives nothing, not even Light.")),
    ("item", "", N_("\"Destroy one X\": the attacking player chooses among the X in the battle.")),
    ("item", "", N_("If no monster can be attacked at all, the party leaves the Dungeon and the turn ends.")),
    ("item", "", N_("Spoils may be used in any order; each can spend the Gold of all your surviving revealed cards.")),
    ("item", "", N_("A Breach fires each time a monster arrives in Rank 1, never for monsters dealt at setup.")),
    ("item", "", N_("A level-up needs a card of the next level anywhere in its stack, not only on top.")),
    ("item", "", N_("The Disease supply never runs out.")),
    ("item", "", N_("A card without a value is not a card with 0: an effect that needs a Gold or VP value takes a "
                    "printed 0, never a card without the icon.")),
    ("item", "", N_("Impasse: when for many rounds nothing leaves the Dungeon and the Thunderstone comes no closer, "
                    "the player whose turn it is may end the game from the menu; the score is counted, nobody takes "
                    "the Thunderstone.")),
    ("item", "", N_("What each player may know: discard piles, the destroyed pile, the Village and what every player "
                    "owns are public; hands, deck orders and the Dungeon Deck's order are hidden.")),
]


KEYWORDS_EN = {"heading": N_("Keywords and "
                             "traits"), "kinds": N_("Cards and Hero "
                                                                 "classes"), "monsters": N_("Monster "
                                                                                                           "types"),
               "words": N_("Words on the "
                           "cards"), "traits": N_("Monster "
                                                               "traits"), "effects": N_("Effects of Heroes and "
                                                                                                "Village cards")}

MONSTER_TYPES = ("undead", "doom", "spirit", "humanoid", "doomknight", "abyssal", "dragon", "enchanted", "ooze",
                 "elemental", "nature", "pain", "golem")
CARD_WORDS = ("trophy", "spoils", "breach", "battle", "repeat", "dungeon", "village_kw", "light_penalty",
              "magic_attack_required")
EFFECTS = ("any_weapons", "protects_heroes", "ignores_light", "only_ranks", "disease_on_equip", "conjure")


def keyword_groups() -> list[tuple[str, list[str]]]:
    """Every help topic of the card help, grouped: (group, keys) in the order the Rules screen lists them."""
    keys = list(KEYWORD_HELP_EN)
    traits = [k for k in keys if k.startswith("trait_")]
    named = set(MONSTER_TYPES) | set(CARD_WORDS) | set(EFFECTS) | set(traits)
    kinds = [k for k in keys if k not in named]
    return [("kinds", kinds), ("monsters", list(MONSTER_TYPES)), ("words", list(CARD_WORDS)), ("traits", traits),
            ("effects", list(EFFECTS))]


def rules_blocks() -> list[Block]:
    """The Rules screen's document in the current language (English where a translation is missing)."""
    blocks = [Block(kind, _(text), anchor) for kind, anchor, text in RULES_EN]
    headings = {key: _(text) for key, text in KEYWORDS_EN.items()}
    blocks.append(Block("h1", headings["heading"], "keywords"))
    for group, keys in keyword_groups():
        blocks.append(Block("h2", headings[group]))
        for key in keys:
            text = keyword_help(key) or KEYWORD_HELP_EN[key]
            # Some entries name a number the card fills in ("Strength {n} or more"): the rules say it in general.
            text = text.replace("{n}", "N").replace("{ranks}", "N").replace("{condition}", _("a condition the "
                                                                                             "monster names"))
            blocks.append(Block("item", text, f"kw:{key}"))
    return blocks

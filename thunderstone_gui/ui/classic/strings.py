"""The original game's sentences, by key, per language (like the shell's `ui/strings.py`, whose sentences `tr`
falls back to), and the help texts of its keywords, traits and static effects (the enlarged card explains them)."""

from __future__ import annotations

from ..strings import game_strings, language

EN: dict[str, str] = {
    # new game
    "card_set": "Card set",
    "sets": "Sets",
    "sets_base": "Base game",
    "sets_wrath": "Base + Wrath of the Elements",
    "set_tag_base": "Base",
    "set_tag_wrath": "Wrath",
    "presets_base_only": "The preset uses base cards only",
    "random_set": "Random",
    "custom_set": "Custom",
    "monster_classes_n": "Monster classes: {n}",
    "rules_edition": "Rules edition",
    "edition_2nd": "2nd edition (default)",
    "edition_1st": "1st edition",
    "monsters": "Monster classes",
    "heroes": "Hero lines",
    "village": "Village",
    "pick_counts": "{m} monster classes (2+), {h}/4 hero lines, {v}/8 village cards",
    "custom_incomplete": "Pick at least 2 monster classes, 4 hero lines and 8 village cards",
    # table
    "choose_action": "Choose: Village, Dungeon or Rest",
    "in_village": "Village — use effects, buy, level up",
    "in_dungeon": "Dungeon — prepare the battle and attack",
    "buys": "Buys",
    "deck": "Deck",
    "discard": "Discard",
    "trash": "Destroyed",
    "hand": "Hand",
    "dungeon_deck": "Dungeon",
    "disease": "Disease",
    "xp_supply": "XP",
    "unlimited": "unlimited",
    "rank": "Rank {n}",
    "darkness": "Light needed {n}",
    "village_btn": "Village",
    "dungeon_btn": "Dungeon",
    "rest_btn": "Rest",
    "opponents": "Players",
    "hand_count": "Hand {n}",
    "deck_count": "Deck {n}",
    "discard_count": "Discard {n}",
    "preview_win": "WIN",
    "preview_lose": "LOSE",
    "preview_total": "{total} vs {health}",
    "preview_if_enter": "if you enter now",
    "cannot_attack": "can't attack",
    "penalty": "Light penalty: −{n} Attack",
    "attack_rank": "Attack rank {n}",
    "view_deck": "Your deck",
    "view_discard": "{name}: discard pile",
    "view_trash": "Destroyed cards",
    "view_unseen": "{name}: deck and hand (not seen)",
    "count_of": "{x}/{y}",
    "status_no_buys": "No buys left",
    "status_buying_over": "Buying is over: a Hero levelled up",
    "status_nothing_affordable": "Nothing left you can buy with {gold} Gold",
    "status_level_or_end": "level up: drag a Hero onto its stack · or End turn (Enter)",
    "status_end": "End turn (Enter)",
    # news: battle banners and turn summaries (ui/classic/news.py)
    "banner_victory": "Victory — {monster} gained, +{xp} XP, +{vp} VP",
    "banner_defeat": "Defeat — {monster} goes to the bottom of the Dungeon",
    "banner_defeat_stays": "Defeat — {monster} stays in the Hall",
    "banner_destroyed": "{cards} destroyed",
    "banner_saved": "{cards} saved to the discard pile",
    "banner_diseases": "+{n} Disease{s}",
    "turn_summary": "{name}'s turn: {what}",
    "did_village": "visited the Village",
    "did_dungeon": "entered the Dungeon",
    "did_rest": "rested",
    "did_buy": "bought {cards}",
    "did_level_up": "levelled {old} up into {new}",
    "did_defeat": "defeated {monster}",
    "did_lose": "lost to {monster}",
    "did_take_stone": "took the Thunderstone",
    "did_destroy": "{cards} destroyed",
    "did_disease": "gained {n} Disease{s}",
    # battle consequences (ui/classic/consequences.py)
    "loss_hero_penalty": "{monster}: −{each} on each of {heroes}",
    "loss_disease": "{n} Disease{s} in the party: −1 each",
    "loss_immune_edged": "{card}: {monster} is immune to Edged Weapons",
    "loss_immune_spells": "{card}: no Spells against {monster}",
    "loss_immune_magic": "{card}: {monster} is immune to Magic Attack",
    "loss_immune_magic_only": "{card}: only Magic Attack counts against {monster}",
    "loss_immune_ranks": "{card}: no use in Rank {rank}",
    "loss_too_heavy": "{weapon} too heavy for {hero}",
    "loss_cannot_attack": "{hero} cannot attack",
    "loss_no_weapon": "{hero} unarmed: {monster} takes only Light from it",
    "loss_halved_magic": "{monster} halves Magic Attack",
    "loss_halved_total": "{monster} halves the total: {what}",
    "missing_magic_attack": "no Magic Attack",
    "missing_weapon": "no Hero armed",
    "missing_elemental": "no Elemental",
    "loss_light": "Light penalty: {n} × 2",
    "effect_strength_destroyed": "Strength 0 or less: {cards} destroyed at the end of the turn",
    "effect_destroyed": "{monster} destroys {cards}",
    "effect_choose_destroyed": "{monster} destroys one of {cards} (your choice)",
    "effect_everyone_destroys": "{monster}: every player destroys a card (yours: one of {cards})",
    "effect_everyone_destroys_none": "{monster}: every player destroys a card (you have none it takes)",
    "effect_random_destroyed": "{monster} picks 1 of your {n} cards at random: {risk} of them would be destroyed",
    "effect_disease": "+{n} Disease{s} into your discard pile",
    "effect_prevented": "{cards} cannot attack",
    "effect_choose_prevented": "one Hero of your choice cannot attack ({cards}); the total still counts it",
    "effect_thrown": "{cards} destroyed after the battle (thrown)",
    "effect_saved": "— {card} saves the Heroes (to your discard pile)",
    "summary_loses": "loses {cards}",
    "summary_loses_one": "loses a card",
    "summary_random": "a card at risk",
    "summary_disease": "+{n} Disease",
    "summary_prevented": "a Hero can't attack",
    "preview_lost": "Points lost",
    "preview_effects": "The battle will also",
    "ask_no_win": "No battle can be won",
    "ask_no_win_detail": "Even with your Weapons equipped, your best is {monster}: {total} against Health {health}. "
                         "In the Dungeon you must attack. Enter anyway?",
    "ask_costly_win": "Every battle you can win costs you cards",
    "ask_costly_win_detail": "{costs}. Enter the Dungeon anyway?",
    "ends": "ends {what}",
    "and": "and",
    "closes_buy": "buying",
    "closes_level_up": "levelling up",
    "closes_use": "the Village effects",
    "drop_and_note": "Drop: {note}",
    "left_to_do": "You can still {what}.",
    "left_buy": "buy ({gold} Gold, {buys} buy{s})",
    "left_level_up": "level up {heroes}",
    "left_use": "use {cards}",
    "left_equip": "equip {cards}",
    "count_of_deck_note": "Under each card: in your deck / you own in all",
    "count_of_discard_note": "Under each card: in your discard pile / you own in all",
    # prompts
    "prompt_discard": "{name}: discard {count} card(s) ({reason})",
    "prompt_discard_hero_or_two": "{name}: discard a Hero, or two cards ({reason})",
    "prompt_discard_hero": "{name}: discard a Hero for the {reason}",
    "prompt_destroy": "Destroy a card from your hand ({reason})",
    "prompt_banish": "Banish: send a monster to the bottom of the Dungeon, or rearrange the Hall",
    "prompt_capture": "Thyrian Lord: capture a monster (1 or 2 VP)",
    "prompt_borrow": "Selurin Theurge: borrow one of the offered Heroes",
    "prompt_battle_destroy": "The monster destroys one {what}: choose which",
    "prompt_haunt": "Choose the Hero that cannot attack",
    "prompt_penalty": "{source}: take −1 from Attack ({attack}) or Magic Attack ({magic})",
    "prompt_spoils": "Spoils: take a card costing up to {gold} Gold",
    "prompt_sphinx": "Sphinx: destroy revealed cards, then Done",
    "prompt_send_away": "Elf Sorcerer: send a monster to the bottom of the Dungeon?",
    "take_attack": "From Attack",
    "take_magic": "From Magic Attack",
    "skip": "Skip",
    "done": "Done",
    "bottom_rank": "Rank {n}: {name} to the bottom",
    "arrange": "New order: {order}",
    "drag_or_click": "Click a card, or drag it to the trash",
    "drag_to_deck": "Click a Hero, or drag it onto your deck",
    "prompt_conjure": "Illusory Blade: take a Weapon from the Village",
    "prompt_conjure_hero": "Illusory Blade: which Hero carries the {weapon}?",
    "prompt_borrow_weapon": "Toryn Gladiator: carry one of the offered Weapons in this battle, or skip",
    "prompt_stow": "Blacksmith: put a Hero from your hand on top of your deck",
    "prompt_reveal_destroy": "{name}: destroy one of your turned-over cards ({reason})",
    "prompt_destroy_own": "{name}: destroy a Monster card from your hand ({reason})",
    "turned_over_discarded": "turned over: discarded",
    # monster traits (chips beside the Hall's monsters)
    "trait_forbidden_spell": "No Spells used",
    "trait_forbidden_weapon": "No Weapons",
    "trait_min_strength": "Strength {n}+",
    "trait_hall_must_defeat": "Holds the Hall",
    "trait_immune_spells": "Immune: Spells",
    "trait_immune_unequipped": "Immune: unarmed",
    "trait_unequipped_cannot_attack": "Unarmed can't attack",
    "trait_light_unreducible": "Light can't help",
    "trait_unattackable_in_darkness": "Not in darkness",
    "trait_immune_magic": "Immune: Magic",
    "trait_immune_edged": "Immune: Edged",
    "trait_magic_only": "Magic only",
    "trait_magic_required": "Needs Magic",
    "trait_half_magic": "Magic halved",
    "trait_half_unless": "Halved w/o {what}",
    "light_fixed": "Light penalty {n}: Light can't reduce it",
    # game over
    "stone_holder": "Thunderstone: {name}",
    "stone_nobody": "Nobody took the Thunderstone",
    "cat_heroes": "Heroes",
    "cat_village": "Village",
    "cat_monsters": "Monsters",
    "cat_thunderstone": "Thunderstone",
    "cat_basic": "Basic",
    # the guided first game (ui/classic/lesson.py)
    "lesson_title": "First game",
    "lesson_you": "Player",
    "lesson_computer": "Computer",
    "lesson_welcome": "Welcome to Thunderstone! You play the First Game against a gentle computer. This panel "
                      "shows one idea at a time on the real table and lights up what to click or drag. Leave the "
                      "lesson whenever you like: the game goes on, and the menu (Esc) brings the lesson back.",
    "lesson_hand": "This is your hand: six of the twelve cards you start with. Militia are your first Heroes, the "
                   "Dagger is a Weapon, Iron Rations are Food, the Torch gives Light. Hover any card to read it large.",
    "lesson_gold": "The coin in a card's corner is its price; the coin among its values is the Gold it brings. "
                   "This hand brings 7 Gold: the Dagger 1, each Iron Rations 2, the Torch 2. Militia bring none.",
    "lesson_village": "Each turn you do one thing: visit the Village to buy, enter the Dungeon to fight, or Rest. "
                      "Two Militia cannot fight much, but 7 Gold buys well: press Village (V).",
    "lesson_buy": "Buy the Short Sword (price 6, Attack +4): drag it onto your discard pile, or click it. What you "
                  "buy goes to your discard pile and reaches your hand when your deck is shuffled again.",
    "lesson_end_turn": "One purchase a turn. End the turn (Enter): your hand goes to the discard pile and you draw "
                       "six new cards. Then the computer plays.",
    "lesson_dungeon": "A hand for fighting: four Militia, a Dagger and a Torch. Above are the monsters of the "
                      "Dungeon Hall; Rank 1 is the nearest. Press Dungeon (D).",
    "lesson_equip": "Strength and Weight: a Hero carries one Weapon whose Weight is at most its Strength. A Militia "
                    "has Strength 2 and the Dagger weighs 2: drag the Dagger onto a Militia. (The Short Sword "
                    "weighs 4: a Militia carries it only after eating Iron Rations, Strength +2.)",
    "lesson_light": "Light: a monster in Rank 1 needs 1 Light, in Rank 2 needs 2, in Rank 3 needs 3 (some monsters "
                    "want more). Your Torch gives 1. Each point of Light missing is the Light penalty: 2 Attack lost.",
    "lesson_preview": "The battle preview beside each monster: your total against its Health. The Nixie in Rank 1: "
                      "5 against 5, a win (equal is enough). The Griffon in Rank 2: one Light short, 3 against 7. "
                      "Hover a preview to see every card's part.",
    "lesson_attack": "Attack the Nixie: click it in Rank 1 (or drag it onto your party).",
    "lesson_victory": "Victory! The Nixie goes to your discard pile: it counts 1 VP at the end and brings 4 Gold "
                      "when you draw it. You also gained 1 XP: your row in the players panel (top right) counts "
                      "your XP and VP. With 3 XP a Militia becomes a Level 1 Hero in the Village. The Hall moved up "
                      "and a new monster came in; now the computer plays.",
    "lesson_free": "That is the heart of the game. Play on freely: build a stronger deck, beat bigger monsters. "
                   "The lesson will point out levelling up, Disease, Rest, Spoils and the Thunderstone when they "
                   "first come up. The menu (Esc) has the Rules; hover a card and press F1 for its rules.",
    "lesson_tip_level_up": "Level up: you have the XP. Drag a Hero of your hand onto the stack it levels into (a "
                           "Militia onto any Level 1 Hero). The XP is spent and the new Hero goes to your discard "
                           "pile.",
    "lesson_tip_disease": "Disease: some monsters give one. In a battle each Disease takes 1 from your Attack or "
                          "Magic Attack, and it brings no Gold. Rest destroys one card: a Disease is a good choice.",
    "lesson_tip_rest": "A Disease in your hand: Rest (R) and destroy it - a turn spent to make every later hand "
                       "better.",
    "lesson_tip_spoils": "Spoils: the monster you beat lets you take a card of the kind it names, paid with the "
                         "Gold of your surviving cards. Pick one above, or skip.",
    "lesson_tip_thunderstone": "The Thunderstone has come into the Hall. When it reaches Rank 1 the game ends. "
                               "Whoever moves it there by beating the monster in Rank 1 takes it: 3 VP.",
    "lesson_tip_end": "The Thunderstone is in Rank 2: the next monster to leave Rank 1 ends the game. The most VP "
                      "wins: the players panel (top right) shows everyone's VP.",
    # menu and dialogs
    "end_game_impasse": "End the game here (the Dungeon is stuck)",
    "confirm_end_game": "End the game and count the score?",
    "confirm_end_game_detail": "The Dungeon has been stuck for {rounds} rounds. Nobody takes the Thunderstone.",
}

# Help for the keywords and card words the enlarged card explains.
KEYWORD_HELP_EN: dict[str, str] = {
    "hero": "Hero: fights in the Dungeon; Strength decides which Weapon it can carry. Levels up with XP.",
    "militia": "Militia: the basic Hero. 3 XP turn it into any Level 1 Hero of this game.",
    "fighter": "Fighter: a Hero class (some monsters and cards name it).",
    "cleric": "Cleric: a Hero class; some monsters destroy Clerics.",
    "wizard": "Wizard: a Hero class, often with Magic Attack.",
    "thief": "Thief: a Hero class, often with Gold.",
    "archer": "Archer: a Hero class.",
    "weapon": "Weapon: equip it to a Hero whose Strength is at least its Weight; one Weapon per Hero.",
    "edged": "Edged: a kind of Weapon (some monsters are immune to Edged Weapons).",
    "blunt": "Blunt: a kind of Weapon.",
    "item": "Item: works in the battle without a Hero.",
    "food": "Food: feed it to a Hero in the Dungeon for Strength.",
    "light": "Light: each point cancels one point of the Light penalty.",
    "spell": "Spell: a magic card; works in the battle without a Hero.",
    "magic": "Magic: a magical card (some effects count them).",
    "villager": "Villager: a Village card with an effect in the Village.",
    "trophy": "Trophy: a defeated monster in your hand gives this bonus in later battles.",
    "disease": "Disease: −1 Attack or Magic Attack in every battle; worth nothing in the Village.",
    "thunderstone": "Thunderstone: the game ends when it reaches Rank 1; it is worth 3 VP to whoever takes it.",
    "xp": "XP: earned by defeating monsters; spent to level up Heroes.",
    "spoils": "Spoils: after a victory, take one card of the named kind with your Gold.",
    "breach": "Breach: happens once, when the monster reaches Rank 1.",
    "battle": "Battle: happens when you attack this monster, whether you win or lose.",
    "repeat": "Repeat: this ability may be used several times in a turn.",
    "dungeon": "Dungeon: an ability used while preparing a battle.",
    "village_kw": "Village: an ability used when visiting the Village.",
    "light_penalty": "Light penalty: Rank number (plus the monster's Light −X) minus your Light; "
                     "each point left costs 2 Attack.",
    "magic_attack_required": "Magic Attack required: you need at least 1 Magic Attack to win.",
    "undead": "Undead: a monster type (some Weapons and Heroes do more against it).",
    "doom": "Doom: a monster type.",
    "spirit": "Spirit: a monster type.",
    "humanoid": "Humanoid: a monster type.",
    "doomknight": "Doomknight: a monster type.",
    "abyssal": "Abyssal: a monster type.",
    "dragon": "Dragon: a monster type.",
    "enchanted": "Enchanted: a monster type.",
    "ooze": "Ooze: a monster type.",
    "elemental": "Elemental: a monster type of Wrath of the Elements. The Thunder Wrath never destroys an Elemental "
                 "card; the Earth Wrath wants one revealed from your hand.",
    "nature": "Nature: the Elementals of nature — the Air, Earth, Fire, Thunder and Water Wraths.",
    "pain": "Pain: the Elementals of pain — the Torments; their Breach turns over the top five cards of every deck.",
    "golem": "Golem: a monster type; Heroes weaker than the Golem's Strength cannot attack it.",
    "bow": "Bow: a kind of Weapon; a Short Bow counts only against monsters in Rank 2 or 3.",
    # traits (icons beside the Hall's monsters and on their cards)
    "trait_forbidden_spell": "No Spells: it cannot be attacked if you used a Spell this turn. Spells you only hold "
                             "give nothing against it, not even Light.",
    "trait_forbidden_weapon": "No Weapons: it cannot be attacked while a Hero has a Weapon equipped — take the "
                              "Weapons off before attacking.",
    "trait_min_strength": "Strength {n} or more: Heroes with Strength below {n} cannot attack it (Food and auras "
                          "count); they add nothing, not even Light.",
    "trait_hall_must_defeat": "Holds the Hall: while it is in the Hall, monsters leave it only when defeated — no "
                              "Banish, and a monster that is not defeated stays in its rank.",
    "trait_immune_spells": "Immune to Spells: Spells add no Attack or Magic Attack against it (their Light still "
                           "counts) and cannot move it.",
    "trait_immune_unequipped": "Immune to unarmed Heroes: a Hero without a Weapon adds no Attack or Magic Attack "
                               "(its Light still counts).",
    "trait_unequipped_cannot_attack": "Unarmed Heroes cannot attack: a Hero without a Weapon adds nothing, not even "
                                      "Light.",
    "trait_light_unreducible": "Light penalty cannot be reduced: Light and effects that lower Light penalties do "
                               "nothing; the penalty is at least its Rank.",
    "trait_unattackable_in_darkness": "Not in darkness: it cannot be attacked while your Light is below what its "
                                      "rank needs.",
    "trait_immune_magic": "Immune to Magic Attack: every Magic Attack counts 0 against it.",
    "trait_immune_edged": "Immune to Edged Weapons: Edged Weapons add nothing against it.",
    "trait_magic_only": "Magic Attack only: only Magic Attack counts against it.",
    "trait_magic_required": "Magic Attack required: you need at least 1 Magic Attack to defeat it.",
    "trait_half_magic": "Magic Attack halved: your total Magic Attack is halved against it.",
    "trait_half_unless": "Attack halved: your total Attack is halved unless {condition}.",
    # static effects of Hero and Village cards
    "any_weapons": "Any number of Weapons: this Hero carries several Weapons, each one he is strong enough for "
                   "(their Weights are not added).",
    "protects_heroes": "Protects Heroes: a Hero the battle would destroy goes to its owner's discard pile instead.",
    "ignores_light": "Ignores Light penalties: your party takes no Light penalty (except from a monster whose "
                     "penalty cannot be reduced).",
    "only_ranks": "Only in Rank {ranks}: its bonus counts only against a monster in Rank {ranks}.",
    "disease_on_equip": "Cursed: each time you equip it you gain a Disease.",
    "conjure": "Conjured Weapon: the Weapon comes from the Village, fights in this battle and is destroyed after it.",
}

TABLES = {"en": EN}
KEYWORD_HELP = {"en": KEYWORD_HELP_EN}

tr = game_strings(TABLES)


def keyword_help(key: str) -> str:
    """The help text of a keyword, a trait or a static effect ("" when it has none)."""
    return KEYWORD_HELP.get(language(), KEYWORD_HELP_EN).get(key) or KEYWORD_HELP_EN.get(key, "")

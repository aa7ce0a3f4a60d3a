"""The original game's sentences, by key (like the shell's `ui/strings.py`, whose sentences `tr` falls back to), and
the help texts of its keywords, traits and static effects (the enlarged card explains them). English, marked for
the catalog with `N_`; said in the player's language through gettext."""

from __future__ import annotations

from ...i18n import N_, Nn_, Np_, _
from ..strings import Entry, game_strings

EN: dict[str, Entry] = {
    # new game
    "card_set": N_("Card set"),
    "sets": N_("Sets"),
    "sets_base": N_("Base game"),
    "sets_wrath": N_("Base + Wrath of the Elements"),
    "set_tag_base": N_("Base"),
    "set_tag_wrath": N_("Wrath"),
    "presets_base_only": N_("The preset uses base cards only"),
    "random_set": N_("Random"),
    "custom_set": N_("Custom"),
    "monster_classes_n": N_("Monster classes: {n}"),
    "rules_edition": N_("Rules edition"),
    "edition_2nd": N_("2nd edition (default)"),
    "edition_1st": N_("1st edition"),
    "monsters": N_("Monster classes"),
    "heroes": N_("Hero lines"),
    "village": N_("Village"),
    "pick_counts": N_("{m} monster classes (2+), {h}/4 hero lines, {v}/8 village cards"),
    "custom_incomplete": N_("Pick at least 2 monster classes, 4 hero lines and 8 village cards"),
    "random_note": N_("Drawn at random: Reroll all draws another set (locked cards stay)"),
    "cards_in_game": N_("CARDS IN THIS GAME — hover to see the cards, click to customise"),
    "list_count": N_("{label} ({n})"),
    "random_sets": N_("Random card sets"),
    "needs_on": N_("Meet the cards' needs"),
    "needs_off": N_("As the rulebook draws (needs off)"),
    "pick_hint": N_("Hover to see the cards · click to add or remove"),
    "notes_none": N_("Every card's needs are met by the draw: nothing had to be swapped."),
    "notes_off": N_("Drawn as the rulebook says: the cards' needs were not checked."),
    "notes_custom": N_("Your own picks: nothing was swapped."),
    "notes_preset": N_("A setup of the rulebook, as its authors chose it."),
    # table
    "choose_action": N_("Choose: Village, Dungeon or Rest"),
    "in_village": N_("Village — use effects, buy, level up"),
    "in_dungeon": N_("Dungeon — prepare the battle and attack"),
    "buys": N_("Buys"),
    "deck": N_("Deck"),
    "discard": N_("Discard"),
    "trash": N_("Destroyed"),
    "hand": N_("Hand"),
    "dungeon_deck": Np_("the Dungeon Deck's label", "Dungeon"),
    "disease": N_("Disease"),
    "xp_supply": N_("XP"),
    "unlimited": N_("unlimited"),
    "rank": N_("Rank {n}"),
    "darkness": N_("Light needed {n}"),
    "village_btn": N_("Village"),
    "dungeon_btn": N_("Dungeon"),
    "rest_btn": N_("Rest"),
    "opponents": N_("Players"),
    "hand_count": N_("Hand {n}"),
    "deck_count": N_("Deck {n}"),
    "discard_count": N_("Discard {n}"),
    "preview_win": N_("WIN"),
    "preview_lose": N_("LOSE"),
    "preview_total": N_("{total} vs {health}"),
    "preview_if_enter": N_("if you enter now"),
    "cannot_attack": N_("can't attack"),
    "penalty": N_("Light penalty: −{n} Attack"),
    "attack_rank": N_("Attack rank {n}"),
    "view_deck": N_("Your deck"),
    "view_discard": N_("{name}: discard pile"),
    "view_trash": N_("Destroyed cards"),
    "view_unseen": N_("{name}: deck and hand (not seen)"),
    "count_of": N_("{x}/{y}"),
    "hall_area": N_("Dungeon Hall"),
    "level_count": N_("L{level}:{n}"),
    "buys_n": N_("Buys {n}"),
    "stone_rank_info": N_("The Thunderstone: the game ends when it reaches Rank 1."),
    "sold_out": N_("sold out"),
    "whose_hand": N_("{name} — Hand"),
    "whose_party": N_("{name} — party (revealed)"),
    "your_hand_n": Nn_("Your hand: {n} card (click to look)", "Your hand: {n} cards (click to look)"),
    "strength_badge": N_("Str {n}"),
    "strength_badge_bonus": N_("Str {n} (+{bonus})"),
    "destroyed_badge": N_("destroyed"),
    "xp_n": N_("{n} XP"),
    "vp_n": N_("{n} VP"),
    "gold_n": N_("{n} Gold"),
    "name_you": N_("{name}  (you)"),
    "gained": N_("Gained: {cards}"),
    "view_deck_order_hidden": N_("Your deck (order hidden)"),
    "view_unseen_discard": N_("{name}: deck and hand (not seen) + discard"),
    "view_your_hand": N_("Your hand"),
    "in_discard": N_("{count} (discard)"),
    "nothing_with": N_("Nothing to do with {card} now"),
    "attack_rank_preview": N_("Attack rank {n}: {total} vs {health} ({outcome})"),
    # the battle preview (hover a monster's panel)
    "bd_title": N_("Battle preview: {name} (Rank {rank})"),
    "bd_attack": N_("Attack {n}"),
    "bd_magic": N_("Magic {n}"),
    "bd_light": N_("Light {n}"),
    "bd_attack_magic": N_("Attack / Magic Attack"),
    "bd_light_total": N_("Light"),
    "bd_light_penalty": N_("Light penalty"),
    "bd_diseases": N_("Diseases"),
    "bd_effect": N_("Effect"),
    "bd_total_vs_health": N_("Total vs Health"),
    "bd_outcome": N_("{total} vs {health}: {outcome}"),
    # the status line while you decide
    "status_turn": N_("Your turn: Village (V), Dungeon (D) or Rest (R). Hover a monster to see your chances."),
    "status_village": N_("Buy: drag a Village card onto your discard pile · click a card for its actions · level "
                         "up: drag a Hero onto its stack"),
    "status_dungeon": N_("Drag Weapons onto Heroes, Food onto Heroes · attack: click a monster or drag it onto your "
                         "party"),
    "status_prompt": N_("Answer the question above (click a choice, or a number key)"),
    "status_no_buys": N_("No buys left"),
    "status_buying_over": N_("Buying is over: a Hero levelled up"),
    "status_nothing_affordable": N_("Nothing left you can buy with {gold} Gold"),
    "status_level_or_end": N_("level up: drag a Hero onto its stack · or End turn (Enter)"),
    "status_end": N_("End turn (Enter)"),
    "banner_victory": N_("Victory — {monster} gained, +{xp} XP, +{vp} VP"),
    "banner_defeat": N_("Defeat — {monster} goes to the bottom of the Dungeon"),
    "banner_defeat_stays": N_("Defeat — {monster} stays in the Hall"),
    "banner_destroyed": N_("{cards} destroyed"),
    "banner_saved": N_("{cards} saved to the discard pile"),
    "banner_diseases": Nn_("+{n} Disease", "+{n} Diseases"),
    "turn_summary": N_("{name}'s turn: {what}"),
    "did_village": N_("visited the Village"),
    "did_dungeon": N_("entered the Dungeon"),
    "did_rest": N_("rested"),
    "did_buy": N_("bought {cards}"),
    "did_level_up": N_("levelled {old} up into {new}"),
    "did_defeat": N_("defeated {monster}"),
    "did_lose": N_("lost to {monster}"),
    "did_take_stone": N_("took the Thunderstone"),
    "did_destroy": N_("{cards} destroyed"),
    "did_disease": Nn_("gained {n} Disease", "gained {n} Diseases"),
    "loss_hero_penalty": N_("{monster}: −{each} on each of {heroes}"),
    "loss_disease": Nn_("{n} Disease in the party: −1 each", "{n} Diseases in the party: −1 each"),
    "loss_immune_edged": N_("{card}: {monster} is immune to Edged Weapons"),
    "loss_immune_spells": N_("{card}: no Spells against {monster}"),
    "loss_immune_magic": N_("{card}: {monster} is immune to Magic Attack"),
    "loss_immune_magic_only": N_("{card}: only Magic Attack counts against {monster}"),
    "loss_immune_ranks": N_("{card}: no use in Rank {rank}"),
    "loss_too_heavy": N_("{weapon} too heavy for {hero}"),
    "loss_cannot_attack": N_("{hero} cannot attack"),
    "loss_no_weapon": N_("{hero} unarmed: {monster} takes only Light from it"),
    "loss_halved_magic": N_("{monster} halves Magic Attack"),
    "loss_halved_total": N_("{monster} halves the total: {what}"),
    "missing_magic_attack": N_("no Magic Attack"),
    "missing_weapon": N_("no Hero armed"),
    "missing_elemental": N_("no Elemental"),
    "loss_light": N_("Light penalty: {n} × 2"),
    "effect_strength_destroyed": N_("Strength 0 or less: {cards} destroyed at the end of the turn"),
    "effect_destroyed": N_("{monster} destroys {cards}"),
    "effect_choose_destroyed": N_("{monster} destroys one of {cards} (your choice)"),
    "effect_everyone_destroys": N_("{monster}: every player destroys a card (yours: one of {cards})"),
    "effect_everyone_destroys_none": N_("{monster}: every player destroys a card (you have none it takes)"),
    "effect_random_destroyed": N_("{monster} picks 1 of your {n} cards at random: {risk} of them would be destroyed"),
    "effect_disease": Nn_("+{n} Disease into your discard pile", "+{n} Diseases into your discard pile"),
    "effect_prevented": N_("{cards} cannot attack"),
    "effect_choose_prevented": N_("one Hero of your choice cannot attack ({cards}); the total still counts it"),
    "effect_thrown": N_("{cards} destroyed after the battle (thrown)"),
    "effect_saved": N_("— {card} saves the Heroes (to your discard pile)"),
    "summary_loses": N_("loses {cards}"),
    "summary_loses_one": N_("loses a card"),
    "summary_random": N_("a card at risk"),
    "summary_disease": N_("+{n} Disease"),
    "summary_prevented": N_("a Hero can't attack"),
    "preview_lost": N_("Points lost"),
    "preview_effects": N_("The battle will also"),
    "ask_no_win": N_("No battle can be won"),
    "ask_no_win_detail": N_("Even with your Weapons equipped, your best is {monster}: {total} against Health "
                            "{health}. In the Dungeon you must attack. Enter anyway?"),
    "ask_costly_win": N_("Every battle you can win costs you cards"),
    "ask_costly_win_detail": N_("{costs}. Enter the Dungeon anyway?"),
    "ends": N_("ends {what}"),
    "and": N_("and"),
    "closes_buy": N_("buying"),
    "closes_level_up": N_("levelling up"),
    "closes_use": N_("the Village effects"),
    "drop_and_note": N_("Drop: {note}"),
    "left_to_do": N_("You can still {what}."),
    "left_buy": Nn_("buy ({gold} Gold, {n} buy)", "buy ({gold} Gold, {n} buys)"),
    "left_level_up": N_("level up {heroes}"),
    "left_use": N_("use {cards}"),
    "left_equip": N_("equip {cards}"),
    "count_of_deck_note": N_("Under each card: in your deck / you own in all"),
    "count_of_discard_note": N_("Under each card: in your discard pile / you own in all"),
    # prompts
    "prompt_discard": Nn_("{name}: discard {n} card ({reason})", "{name}: discard {n} cards ({reason})"),
    "prompt_discard_hero_or_two": N_("{name}: discard a Hero, or two cards ({reason})"),
    "prompt_discard_hero": N_("{name}: discard a Hero for the {reason}"),
    "prompt_destroy": N_("Destroy a card from your hand ({reason})"),
    "prompt_banish": N_("Banish: send a monster to the bottom of the Dungeon, or rearrange the Hall"),
    "prompt_capture": N_("Thyrian Lord: capture a monster (1 or 2 VP)"),
    "prompt_borrow": N_("Selurin Theurge: borrow one of the offered Heroes"),
    "prompt_battle_destroy": N_("The monster destroys one {what}: choose which"),
    "prompt_haunt": N_("Choose the Hero that cannot attack"),
    "prompt_penalty": N_("{source}: take −1 from Attack ({attack}) or Magic Attack ({magic})"),
    "prompt_spoils": N_("Spoils: take a card costing up to {gold} Gold"),
    "prompt_sphinx": N_("Sphinx: destroy revealed cards, then Done"),
    "prompt_send_away": N_("Elf Sorcerer: send a monster to the bottom of the Dungeon?"),
    "take_attack": N_("From Attack"),
    "take_magic": N_("From Magic Attack"),
    "skip": N_("Skip"),
    "done": N_("Done"),
    "bottom_rank": N_("Rank {n}: {name} to the bottom"),
    "arrange": N_("New order: {order}"),
    "drag_or_click": N_("Click a card, or drag it to the trash"),
    "drag_to_deck": N_("Click a Hero, or drag it onto your deck"),
    "prompt_conjure": N_("Illusory Blade: take a Weapon from the Village"),
    "prompt_conjure_hero": N_("Illusory Blade: which Hero carries the {weapon}?"),
    "prompt_borrow_weapon": N_("Toryn Gladiator: carry one of the offered Weapons in this battle, or skip"),
    "prompt_stow": N_("Blacksmith: put a Hero from your hand on top of your deck"),
    "prompt_reveal_destroy": N_("{name}: destroy one of your turned-over cards ({reason})"),
    "prompt_destroy_own": N_("{name}: destroy a Monster card from your hand ({reason})"),
    "turned_over_discarded": N_("turned over: discarded"),
    "penalty_disease": N_("Disease"),
    "penalty_battle": N_("Battle penalty"),
    "penalty_on": N_("Penalty on {name}"),
    "prompt_battle_destroy_card": N_("The monster destroys one card: choose which"),
    "rank_option": N_("Rank {n}: {name}"),
    # monster traits (chips beside the Hall's monsters)
    "trait_forbidden_spell": N_("No Spells used"),
    "trait_forbidden_weapon": N_("No Weapons"),
    "trait_min_strength": N_("Strength {n}+"),
    "trait_hall_must_defeat": N_("Holds the Hall"),
    "trait_immune_spells": N_("Immune: Spells"),
    "trait_immune_unequipped": N_("Immune: unarmed"),
    "trait_unequipped_cannot_attack": N_("Unarmed can't attack"),
    "trait_light_unreducible": N_("Light can't help"),
    "trait_unattackable_in_darkness": N_("Not in darkness"),
    "trait_immune_magic": N_("Immune: Magic"),
    "trait_immune_edged": N_("Immune: Edged"),
    "trait_magic_only": N_("Magic only"),
    "trait_magic_required": N_("Needs Magic"),
    "trait_half_magic": N_("Magic halved"),
    "trait_half_unless": N_("Halved w/o {what}"),
    "light_fixed": N_("Light penalty {n}: Light can't reduce it"),
    # game over
    "stone_holder": N_("Thunderstone: {name}"),
    "stone_nobody": N_("Nobody took the Thunderstone"),
    "cat_heroes": N_("Heroes"),
    "cat_village": N_("Village"),
    "cat_monsters": N_("Monsters"),
    "cat_thunderstone": Np_("the card", "Thunderstone"),
    "cat_basic": N_("Basic"),
    "facts": N_("{name}: {defeated} · {owned} · {xp} XP left"),
    "monsters_defeated_n": Nn_("{n} monster defeated", "{n} monsters defeated"),
    "cards_n": Nn_("{n} card", "{n} cards"),
    "lesson_title": N_("First game"),
    "lesson_you": N_("Player"),
    "lesson_computer": N_("Computer"),
    "lesson_welcome": N_("Welcome to Thunderstone! You play the First Game against a gentle computer. This panel "
                         "shows one idea at a time on the real table and lights up what to click or drag. Leave the "
                         "lesson whenever you like: the game goes on, and the menu (Esc) brings the lesson back."),
    "lesson_hand": N_("This is your hand: six of the twelve cards you start with. Militia are your first Heroes, the "
                      "Dagger is a Weapon, Iron Rations are Food, the Torch gives Light. Hover any card to read it "
                      "large."),
    "lesson_gold": N_("The coin in a card's corner is its price; the coin among its values is the Gold it brings. "
                      "This hand brings 7 Gold: the Dagger 1, each Iron Rations 2, the Torch 2. Militia bring none."),
    "lesson_village": N_("Each turn you do one thing: visit the Village to buy, enter the Dungeon to fight, or Rest. "
                         "Two Militia cannot fight much, but 7 Gold buys well: press Village (V)."),
    "lesson_buy": N_("Buy the Short Sword (price 6, Attack +4): drag it onto your discard pile, or click it. What you "
                     "buy goes to your discard pile and reaches your hand when your deck is shuffled again."),
    "lesson_end_turn": N_("One purchase a turn. End the turn (Enter): your hand goes to the discard pile and you draw "
                          "six new cards. Then the computer plays."),
    "lesson_dungeon": N_("A hand for fighting: four Militia, a Dagger and a Torch. Above are the monsters of the "
                         "Dungeon Hall; Rank 1 is the nearest. Press Dungeon (D)."),
    "lesson_equip": N_("Strength and Weight: a Hero carries one Weapon whose Weight is at most its Strength. A "
                       "Militia has Strength 2 and the Dagger weighs 2: drag the Dagger onto a Militia. (The Short "
                       "Sword weighs 4: a Militia carries it only after eating Iron Rations, Strength +2.)"),
    "lesson_light": N_("Light: a monster in Rank 1 needs 1 Light, in Rank 2 needs 2, in Rank 3 needs 3 (some monsters "
                       "want more). Your Torch gives 1. Each point of Light missing is the Light penalty: 2 Attack "
                       "lost."),
    "lesson_preview": N_("The battle preview beside each monster: your total against its Health. The Nixie in Rank 1: "
                         "5 against 5, a win (equal is enough). The Griffon in Rank 2: one Light short, 3 against 7. "
                         "Hover a preview to see every card's part."),
    "lesson_attack": N_("Attack the Nixie: click it in Rank 1 (or drag it onto your party)."),
    "lesson_victory": N_("Victory! The Nixie goes to your discard pile: it counts 1 VP at the end and brings 4 Gold "
                         "when you draw it. You also gained 1 XP: your row in the players panel (top right) counts "
                         "your XP and VP. With 3 XP a Militia becomes a Level 1 Hero in the Village. The Hall moved "
                         "up and a new monster came in; now the computer plays."),
    "lesson_free": N_("That is the heart of the game. Play on freely: build a stronger deck, beat bigger monsters. "
                      "The lesson will point out levelling up, Disease, Rest, Spoils and the Thunderstone when they "
                      "first come up. The menu (Esc) has the Rules; hover a card and press F1 for its rules."),
    "lesson_tip_level_up": N_("Level up: you have the XP. Drag a Hero of your hand onto the stack it levels into (a "
                              "Militia onto any Level 1 Hero). The XP is spent and the new Hero goes to your discard "
                              "pile."),
    "lesson_tip_disease": N_("Disease: some monsters give one. In a battle each Disease takes 1 from your Attack or "
                             "Magic Attack, and it brings no Gold. Rest destroys one card: a Disease is a good "
                             "choice."),
    "lesson_tip_rest": N_("A Disease in your hand: Rest (R) and destroy it - a turn spent to make every later hand "
                          "better."),
    "lesson_tip_spoils": N_("Spoils: the monster you beat lets you take a card of the kind it names, paid with the "
                            "Gold of your surviving cards. Pick one above, or skip."),
    "lesson_tip_thunderstone": N_("The Thunderstone has come into the Hall. When it reaches Rank 1 the game ends. "
                                  "Whoever moves it there by beating the monster in Rank 1 takes it: 3 VP."),
    "lesson_tip_end": N_("The Thunderstone is in Rank 2: the next monster to leave Rank 1 ends the game. The most VP "
                         "wins: the players panel (top right) shows everyone's VP."),
    # menu and dialogs
    "end_game_impasse": N_("End the game here (the Dungeon is stuck)"),
    "confirm_end_game": N_("End the game and count the score?"),
    "confirm_end_game_detail": N_("The Dungeon has been stuck for {rounds} rounds. Nobody takes the Thunderstone."),
}

# Help for the keywords and card words the enlarged card explains.
KEYWORD_HELP_EN: dict[str, str] = {
    "hero": N_("Hero: fights in the Dungeon; Strength decides which Weapon it can carry. Levels up with XP."),
    "militia": N_("Militia: the basic Hero. 3 XP turn it into any Level 1 Hero of this game."),
    "fighter": N_("Fighter: a Hero class (some monsters and cards name it)."),
    "cleric": N_("Cleric: a Hero class; some monsters destroy Clerics."),
    "wizard": N_("Wizard: a Hero class, often with Magic Attack."),
    "thief": N_("Thief: a Hero class, often with Gold."),
    "archer": N_("Archer: a Hero class."),
    "weapon": N_("Weapon: equip it to a Hero whose Strength is at least its Weight; one Weapon per Hero."),
    "edged": N_("Edged: a kind of Weapon (some monsters are immune to Edged Weapons)."),
    "blunt": N_("Blunt: a kind of Weapon."),
    "item": N_("Item: works in the battle without a Hero."),
    "food": N_("Food: feed it to a Hero in the Dungeon for Strength."),
    "light": N_("Light: each point cancels one point of the Light penalty."),
    "spell": N_("Spell: a magic card; works in the battle without a Hero."),
    "magic": N_("Magic: a magical card (some effects count them)."),
    "villager": N_("Villager: a Village card with an effect in the Village."),
    "trophy": N_("Trophy: a defeated monster in your hand gives this bonus in later battles."),
    "disease": N_("Disease: −1 Attack or Magic Attack in every battle; worth nothing in the Village."),
    "thunderstone": N_("Thunderstone: the game ends when it reaches Rank 1; it is worth 3 VP to whoever takes it."),
    "xp": N_("XP: earned by defeating monsters; spent to level up Heroes."),
    "spoils": N_("Spoils: after a victory, take one card of the named kind with your Gold."),
    "breach": N_("Breach: happens once, when the monster reaches Rank 1."),
    "battle": N_("Battle: happens when you attack this monster, whether you win or lose."),
    "repeat": N_("Repeat: this ability may be used several times in a turn."),
    "dungeon": N_("Dungeon: an ability used while preparing a battle."),
    "village_kw": N_("Village: an ability used when visiting the Village."),
    "light_penalty": N_("Light penalty: Rank number (plus the monster's Light −X) minus your Light; "
                     "each point left costs 2 Attack."),
    "magic_attack_required": N_("Magic Attack required: you need at least 1 Magic Attack to win."),
    "undead": N_("Undead: a monster type (some Weapons and Heroes do more against it)."),
    "doom": N_("Doom: a monster type."),
    "spirit": N_("Spirit: a monster type."),
    "humanoid": N_("Humanoid: a monster type."),
    "doomknight": N_("Doomknight: a monster type."),
    "abyssal": N_("Abyssal: a monster type."),
    "dragon": N_("Dragon: a monster type."),
    "enchanted": N_("Enchanted: a monster type."),
    "ooze": N_("Ooze: a monster type."),
    "elemental": N_("Elemental: a monster type of Wrath of the Elements. The Thunder Wrath never destroys an Elemental "
                 "card; the Earth Wrath wants one revealed from your hand."),
    "nature": N_("Nature: the Elementals of nature — the Air, Earth, Fire, Thunder and Water Wraths."),
    "pain": N_("Pain: the Elementals of pain — the Torments; their Breach turns over the top five cards of every "
               "deck."),
    "golem": N_("Golem: a monster type; Heroes weaker than the Golem's Strength cannot attack it."),
    "bow": N_("Bow: a kind of Weapon; a Short Bow counts only against monsters in Rank 2 or 3."),
    # traits (icons beside the Hall's monsters and on their cards)
    "trait_forbidden_spell": N_("No Spells: it cannot be attacked if you used a Spell this turn. Spells you only hold "
                             "give nothing against it, not even Light."),
    "trait_forbidden_weapon": N_("No Weapons: it cannot be attacked while a Hero has a Weapon equipped — take the "
                              "Weapons off before attacking."),
    "trait_min_strength": N_("Strength {n} or more: Heroes with Strength below {n} cannot attack it (Food and auras "
                          "count); they add nothing, not even Light."),
    "trait_hall_must_defeat": N_("Holds the Hall: while it is in the Hall, monsters leave it only when defeated — no "
                              "Banish, and a monster that is not defeated stays in its rank."),
    "trait_immune_spells": N_("Immune to Spells: Spells add no Attack or Magic Attack against it (their Light still "
                           "counts) and cannot move it."),
    "trait_immune_unequipped": N_("Immune to unarmed Heroes: a Hero without a Weapon adds no Attack or Magic Attack "
                               "(its Light still counts)."),
    "trait_unequipped_cannot_attack": N_("Unarmed Heroes cannot attack: a Hero without a Weapon adds nothing, not even "
                                      "Light."),
    "trait_light_unreducible": N_("Light penalty cannot be reduced: Light and effects that lower Light penalties do "
                               "nothing; the penalty is at least its Rank."),
    "trait_unattackable_in_darkness": N_("Not in darkness: it cannot be attacked while your Light is below what its "
                                      "rank needs."),
    "trait_immune_magic": N_("Immune to Magic Attack: every Magic Attack counts 0 against it."),
    "trait_immune_edged": N_("Immune to Edged Weapons: Edged Weapons add nothing against it."),
    "trait_magic_only": N_("Magic Attack only: only Magic Attack counts against it."),
    "trait_magic_required": N_("Magic Attack required: you need at least 1 Magic Attack to defeat it."),
    "trait_half_magic": N_("Magic Attack halved: your total Magic Attack is halved against it."),
    "trait_half_unless": N_("Attack halved: your total Attack is halved unless {condition}."),
    # static effects of Hero and Village cards
    "any_weapons": N_("Any number of Weapons: this Hero carries several Weapons, each one he is strong enough for "
                   "(their Weights are not added)."),
    "protects_heroes": N_("Protects Heroes: a Hero the battle would destroy goes to its owner's discard pile instead."),
    "ignores_light": N_("Ignores Light penalties: your party takes no Light penalty (except from a monster whose "
                     "penalty cannot be reduced)."),
    "only_ranks": N_("Only in Rank {ranks}: its bonus counts only against a monster in Rank {ranks}."),
    "disease_on_equip": N_("Cursed: each time you equip it you gain a Disease."),
    "conjure": N_("Conjured Weapon: the Weapon comes from the Village, fights in this battle and is destroyed after "
                  "it."),
}

TABLES = {"en": EN}

tr = game_strings(TABLES)


def keyword_help(key: str) -> str:
    """The help text of a keyword, a trait or a static effect in the current language ("" when it has none)."""
    text = KEYWORD_HELP_EN.get(key)
    return _(text) if text else ""

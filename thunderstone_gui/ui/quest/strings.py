"""Thunderstone Quest's sentences at the table, by key, per language (like the shell's `ui/strings.py`, whose
sentences `tr` falls back to), and the help of every term of the rulebook's Lexicon and of the keywords on the cards
(hovering a card, a room, a token or a place of the table shows them). All in our own words."""

from __future__ import annotations

from ...i18n import N_, Nn_
from ..strings import Entry, game_strings, help_texts

EN: dict[str, Entry] = {
    # New Game
    "card_set": N_("Card set"),
    "set_imported": N_("{name} (imported)"),
    "set_broken": N_("{name}: cannot be used ({why})"),
    "setup": N_("Setup"),
    "setup_random": N_("Random Setup (rulebook)"),
    "side_quests": N_("Side Quests"),
    "side_quests_on": N_("Side Quests: keep 1 of 3"),
    "side_quests_off": N_("No Side Quests"),
    "sponsorships": N_("Guild Sponsorships"),
    "sponsorships_on": N_("Guild Sponsorships"),
    "sponsorships_off": N_("No Guild Sponsorships"),
    "guardian_level": N_("Guardian"),
    "guardian_level_n": N_("Guardian of level {n}"),
    "random_note": N_("The rulebook's Random Setup, drawn at random: Reroll all draws another Dungeon."),
    "list_heroes": N_("Guilds' Quarter"),
    "list_market": N_("Marketplace"),
    "list_rooms": N_("Dungeon rooms"),
    "list_monsters": N_("Monsters and Guardian"),
    # New Game: the setup's tools (locks, rerolls, saved setups)
    "setup_custom": N_("Your setup"),
    # New Game: the card picker (the rulebook's setup: a hero line of each class, 8 Marketplace cards, 2 rooms and a
    # monster group of each level, a Guardian)
    "pick_hint": N_("Hover to see the cards · click to pick or take back"),
    "pick_heroes": N_("Guilds' Quarter {n}/{total}"),
    "pick_market": N_("Marketplace {n}/{total}"),
    "pick_rooms": N_("Dungeon rooms {n}/{total}"),
    # TRANSLATORS: the title of the picker's list of monster groups (one per level) and Guardians (one).
    "pick_monsters": N_("Monsters {n}/{total} · Guardian {g}/1"),
    "kinds_item": N_("Items"),
    "kinds_spell": N_("Spells"),
    "kinds_weapon": N_("Weapons"),
    "heading_level": N_("Level {n}"),
    "heading_guardian": N_("Guardian"),
    # TRANSLATORS: the tag of a Guardian that has no card of the level chosen.
    "tag_no_level": N_("no level {n}"),
    "pick_ready": N_("Your picks make a setup: Start plays exactly these cards."),
    # TRANSLATORS: {what} lists what is still to pick, e.g. "hero lines (Cleric, Rogue), 2 Items, the Guardian".
    "pick_missing": N_("Still to pick: {what}."),
    # TRANSLATORS: {what} lists what is picked beyond the rulebook's setup, e.g. "1 Weapon".
    "pick_too_many": N_("Too many: {what}."),
    "missing_heroes": Nn_("a hero line ({classes})", "hero lines ({classes})"),
    "n_item": Nn_("{n} Item", "{n} Items"),
    "n_spell": Nn_("{n} Spell", "{n} Spells"),
    "n_weapon": Nn_("{n} Weapon", "{n} Weapons"),
    "n_market_any": Nn_("{n} Marketplace card of any type", "{n} Marketplace cards of any type"),
    "n_market": Nn_("{n} Marketplace card", "{n} Marketplace cards"),
    # TRANSLATORS: {levels} lists the levels of the rooms still to pick, e.g. "L1, L3, L3".
    "missing_rooms": Nn_("a room ({levels})", "rooms ({levels})"),
    "n_rooms_of_level": Nn_("{n} room of level {level}", "{n} rooms of level {level}"),
    "missing_monsters": Nn_("a monster group ({levels})", "monster groups ({levels})"),
    "missing_guardian": N_("the Guardian"),
    "pick_guardian_level": N_("{guardian} has no card of level {n}: pick another Guardian or level."),
    "pick_kind_full": N_("The Marketplace has at most {n} {kinds}: take one back first."),
    "pick_market_full": N_("The Marketplace holds {n} cards: take one back first."),
    "pick_refused": N_("The game cannot use these cards: {why}"),
    "custom_note": N_("Your setup: these cards stay whatever the seed; lock and reroll them, or save them."),
    "nothing_left_hero": N_("No other hero line can take its place."),
    "nothing_left_market": N_("No other Marketplace card fits its spot."),
    "nothing_left_room": N_("No other room of that level is left to draw."),
    "nothing_left_monster": N_("No other monster group of that level is left to draw."),
    "nothing_left_guardian": N_("No other Guardian of this level is left to draw."),
    "setup_not_in_set": N_("its cards are not all in the card set {set}"),
    # TRANSLATORS: a saved Quest setup in a line: its monster groups, then its Guardian.
    "saved_line": N_("{groups} · {guardian}"),
    "class_cleric": N_("Cleric"),
    "class_fighter": N_("Fighter"),
    "class_rogue": N_("Rogue"),
    "class_wizard": N_("Wizard"),
    "kind_item": N_("Item"),
    "kind_spell": N_("Spell"),
    "kind_weapon": N_("Weapon"),
    # TRANSLATORS: the level of a room or a monster group, as a short tag.
    "tag_level": N_("L{n}"),
    # TRANSLATORS: the tag of the Guardian in the setup's list, with its level.
    "tag_guardian": N_("Guardian L{n}"),
    # Printed cards… (ui/quest/printed_cards.py)
    "printed_button": N_("Printed cards…"),
    "printed_how": N_("Type the cards of your printed Thunderstone Quest into a card set file: Write the template "
                      "puts a fill-in file into your data folder. Then drop the filled-in file onto this window: the "
                      "game checks it, says what is missing, and adds the set to New Game. A file you put into the "
                      "folder quest-sets of the data folder is found too."),
    "import_done": N_("{file} is a valid card set: added as {installed}. Choose it under Card set."),
    "sets_none": N_("No card set of yours is in the folder quest-sets yet."),
    "set_notice_ours": N_("Our own card set: not the publisher's cards."),
    # table: areas
    "dungeon": N_("Dungeon"),
    "village": N_("Village"),
    "marketplace": N_("Marketplace"),
    "guilds_quarter": N_("Guilds' Quarter"),
    "treasure": N_("Treasure"),
    "wounds_stack": N_("Festering Wounds"),
    "box": N_("Destroyed"),
    "gear_supply": N_("Gear tokens (The Bazaar)"),
    "monster_decks": N_("Monster decks"),
    "monster_deck_n": N_("Level {n}"),
    "guardian": N_("Guardian"),
    "guardian_under": N_("under The Wilderness"),
    "keys": N_("Guardian Keys {found}/{needed}"),
    "your_board": N_("{name} — board"),
    "board_of": N_("{name} — board (watching)"),
    "hand": N_("Hand"),
    "party_revealed": N_("{name}'s cards (revealed)"),
    "your_cards_revealed": N_("Your cards (revealed to everyone)"),
    "your_hand_link": Nn_("Your hand: {n} card (click to look)", "Your hand: {n} cards (click to look)"),
    "deck": N_("Deck"),
    "discard": N_("Discard"),
    "hp_track": N_("HP {hp}"),
    "hp_draws": N_("draws {n} at the end of the turn"),
    "xp_tokens": N_("{n} XP"),
    "side_quest": N_("Side Quest"),
    "side_quest_secret": N_("Side Quest (secret)"),
    "side_quest_done": N_("Side Quest done"),
    "side_quest_done_named": N_("Side Quest done: {quest}"),
    "name_you": N_("{name}  (you)"),
    # TRANSLATORS: a player's values in the players' panel: HP, Wound tokens (W), XP tokens.
    "seat_values": N_("HP {hp} ({wounds} W) · {xp} XP"),
    "sponsorship": N_("Guild"),
    "no_sponsorship": N_("no Guild"),
    "level_n": N_("Level {n}"),
    "light_req": N_("Light {n}"),
    "alert_mark": N_("Alert!"),
    "empty_room": N_("empty"),
    "reward": N_("Reward: {what}"),
    "treasure_word": N_("Treasure"),
    "xp_word": N_("XP"),
    "wound_word": N_("Wound"),
    "card_word": N_("card"),
    "a_card": N_("a card"),
    "a_room": N_("a room"),
    "no_cards": N_("no cards"),
    "sold_out": N_("sold out"),
    "here": N_("here"),
    "cost_light": N_("Light {n}"),
    "out_of_reach": N_("needs Light {n}"),
    "preview_line": N_("{phys} + {magic} = {total} vs {health}"),
    "preview_win": N_("WIN"),
    "preview_lose": N_("LOSE"),
    "preview_if_enter": N_("if you enter now"),
    "preview_missing": N_("needs {what}"),
    "preview_gains": N_("{xp} XP"),
    "preview_wounds": Nn_("{n} Wound", "{n} Wounds"),
    "battle_preview": N_("Battle preview: {monster} in {room}"),
    "last_round": Nn_("LAST ROUND — the Guardian is in The Wilderness: {n} turn left",
                      "LAST ROUND — the Guardian is in The Wilderness: {n} turns left"),
    "guardian_awakens": N_("THE GUARDIAN AWAKENS — {name} takes The Wilderness. Every player has one last turn."),
    "key_found_banner": N_("A Guardian Key was found this turn ({found} of {needed})"),
    "wilderness_only": N_("The Wilderness only this Dungeon Phase"),
    "players": N_("Players"),
    "hand_count": N_("Hand {n}"),
    "deck_count": N_("Deck {n}"),
    "discard_count": N_("Discard {n}"),
    "at_location": N_("at {place}"),
    "not_placed": N_("not placed yet"),
    "seat_gear": N_("Gear"),
    "top_gold": N_("Gold {n}"),
    "top_light": N_("Light {n}"),
    "top_attack": N_("Attack {phys} + {magic}"),
    "skill_load": N_("Skill {load}/{skill}"),
    # locations
    "loc_temple": N_("The Temple"),
    "loc_bazaar": N_("The Bazaar"),
    "loc_shop": N_("Shop of Arcane Wonders"),
    "loc_guilds": N_("The Guilds' Quarter"),
    "loc_temple_does": N_("Heal 1 more Wound; no level-up"),
    "loc_bazaar_does": N_("Buy a Gear token"),
    "loc_shop_does": N_("Buy a Treasure for 10 gold"),
    "loc_guilds_does": N_("Level up 2 Heroes"),
    # Epic Thunderstone Quest
    "epic_off": N_("Normal game (not Epic)"),
    "epic_stacks": N_("Epic: Heroes in class stacks"),
    "epic_guilds": N_("Epic: Guilds' Quarter Heroes"),
    "epic_note_stacks": N_("Epic: every Item, Spell, Weapon and Monster of the set, once; every level 1 Hero in "
                           "class stacks; the rooms and Guardian below"),
    "epic_note_guilds": N_("Epic: every Item, Spell, Weapon and Monster of the set, once; the Heroes, rooms and "
                           "Guardian below"),
    "epic_with_sets": N_("With the sets you own: {sets}"),
    "loc_marketplace": N_("The Marketplace"),
    "loc_marketplace_does": N_("Put a deck's top card in an Any spot"),
    "spot_any": N_("Any"),
    # buttons and status
    "dungeon_btn": N_("Dungeon"),
    "fight_btn": N_("Battle here"),
    "wilderness_btn": N_("Wilderness"),
    "status_prep": N_("Prep: drag your Champion (or click) onto a Village location or into the Dungeon (D). Hover a "
                      "room for the battle preview."),
    "status_village": N_("Village: use cards, buy (drag a card onto your discard pile, or click it), Gear at The "
                         "Bazaar, heal (click the HP track), level up (drag a Hero onto its stack)"),
    "status_dungeon": N_("Dungeon: give Weapons to Heroes (drag), use cards and Gear, then drag your Champion onto a "
                         "lit room (or click it) to move and battle"),
    "status_prompt": N_("Answer the question above (click a choice, or a number key)"),
    "nothing_now": N_("Nothing to do with {name} now"),
    "nothing_now_why": N_("Nothing to do with {name} now: {why}"),
    "why_nothing": N_("nothing can go there now"),
    "removed": N_("removed"),
    "gained": N_("Gained: {cards}"),
    "phase_prep": N_("Prep — a Village location or the Dungeon"),
    "phase_village": N_("Village — {place}"),
    "phase_dungeon": N_("Dungeon — prepare, move and battle"),
    "last_round_short": Nn_("Last round: {n} turn left", "Last round: {n} turns left"),
    "immune_ignored": N_("immune: ignored"),
    "bd_armor": N_("Armor"),
    "bd_resistance": N_("Magic Resistance"),
    "bd_after": N_("Physical + Magic after them"),
    "bd_health": N_("against Health"),
    "bd_required": N_("Required, missing"),
    "bd_wounds": N_("Wounds dealt"),
    "bd_rewards": N_("If you win"),
    "bd_light": N_("Light to get there"),
    "boost_health": N_("Health {n}"),
    "boost_armor": N_("Armor {n}"),
    "boost_resistance": N_("Magic Resistance {n}"),
    "boost_wounds": N_("Wounds {n}"),
    "boost_xp": N_("XP {n}"),
    "why_enter_first": N_("enter the Dungeon first (drop your Champion on The Wilderness)"),
    "why_not_dungeon": N_("your Champion moves only in your Dungeon Phase"),
    "why_empty_room": N_("no Monster is there to battle"),
    "why_light": N_("that room needs {need} Light and you have {have}"),
    "why_not_prep": N_("a Village location is chosen at the start of your turn"),
    "why_treasure": N_("a Treasure is bought at the Shop of Arcane Wonders, with 10 gold"),
    "why_supply": N_("Gear tokens are bought at The Bazaar, with the gold"),
    "why_gear": N_("that token cannot be used there now"),
    "why_xp": N_("levelling up this Hero takes {need} XP and you have {have}"),
    "why_location": N_("you cannot go to {place} now"),
    # what a Village decision ends for the turn (the Village Phase's steps come in order), and what is left
    "ends": N_("ends {what}"),
    "and": N_("and"),
    "closes_buy": N_("buying"),
    "closes_buy_gear": N_("buying at The Bazaar"),
    "closes_buy_treasure": N_("buying at the Shop"),
    "closes_heal": N_("healing"),
    "closes_use": N_("the Village abilities"),
    "closes_wield": N_("giving Weapons"),
    "drop_and_note": N_("Drop: {note}"),
    "left_to_do": N_("You can still {what}."),
    "left_buy": N_("buy a card ({gold} gold)"),
    "left_buy_gear": N_("buy a Gear token"),
    "left_buy_treasure": N_("buy a Treasure"),
    "left_level_up": N_("level up {heroes}"),
    "left_heal": N_("heal a Wound"),
    "left_use": N_("use {cards}"),
    "left_wield": N_("give {cards} to a Hero"),
    "left_gear": N_("use a Gear token"),
    "left_battle": N_("move or battle in the Dungeon"),
    # a Hero among alike Heroes in a choice: what sets it apart
    "hero_wielding": N_("{hero} with {weapons}"),
    "hero_boosted": N_("{hero} (boosted)"),
    "hero_used": N_("{hero} (ability used)"),
    # menus
    "move_to": N_("Move to {room} (Light {cost}): {outcome}"),
    "move_path": N_("via {path}"),
    "fight_here": N_("Battle {monster} here: {outcome}"),
    "go_to": N_("Go to {place}"),
    "enter_dungeon": N_("Enter the Dungeon"),
    "buy_card": N_("Buy {name} ({cost} gold)"),
    "heal_token": N_("Heal a Wound token"),
    "heal_title": N_("Wounds"),
    "gear_use_rations_gold": N_("Iron Rations for 1 gold"),
    "gear_use_rations_skill": N_("Iron Rations: Skill +2"),
    "gear_use_lantern": N_("a Lantern token for 1 Light"),
    "gear_use_potion": N_("a Potion to heal a Wound"),
    "gear_use_on": N_("{use} on {hero}"),
    "buy_gear": N_("Buy {gear} ({cost} gold)"),
    "view_deck": N_("Your deck (order hidden)"),
    "view_discard": N_("{name}: discard pile"),
    "view_box": N_("Destroyed cards"),
    "view_unseen": N_("{name}: deck and hand (not seen)"),
    "view_hand": N_("Your hand"),
    "view_treasure": N_("Treasure deck (what is left, order hidden)"),
    "view_monster_deck": N_("Monster deck level {n} (what is left, order hidden)"),
    "count_of": N_("{x}/{y}"),
    # prompts
    "prompt_side_quest": N_("{name}: keep one Side Quest (secret) — the others go back to the box"),
    "prompt_sponsorship": N_("{name}: choose your Guild Sponsorship"),
    "prompt_temple": N_("The Temple: put one or more cards back on top of your deck"),
    "prompt_temple_more": N_("The Temple: put another card back, or Done"),
    "prompt_discard": N_("Discard a card{what}"),
    "prompt_destroy": N_("Destroy a card{what}, or skip"),
    "prompt_destroy_required": N_("Destroy a card{what}"),
    "prompt_boost": N_("Which Hero gets the boost?"),
    "prompt_heal": N_("Heal which Wound?"),
    "prompt_lose_gear": N_("Lose which Gear token?"),
    "prompt_free_level": N_("Level up a Hero for free, or skip"),
    "prompt_market_take": N_("Marketplace: take the top card of which deck?"),
    "prompt_market_destroy": N_("Marketplace: destroy a card in an Any spot first"),
    "market_deck_item": N_("Item deck"),
    "market_deck_spell": N_("Spell deck"),
    "market_deck_weapon": N_("Weapon deck"),
    "prompt_choose_effect": N_("Choose one of the card's effects"),
    "prompt_destroy_on_buy": N_("Bought: destroy a card with that trait (a Dagger) or keep it"),
    "prompt_spoils": N_("Spoils: use an ability after your victory, or Done"),
    "prompt_guardian_discard": N_("{name}: the Guardian awakens — discard {n} more card(s)"),
    "of_keyword": N_(" ({keyword})"),
    "skip": N_("Skip"),
    "done": N_("Done"),
    "heal_token_choice": N_("The rightmost Wound token"),
    "drag_to_discard": N_("Click a card, or drag it onto your discard pile"),
    "drag_to_box": N_("Click a card, or drag it onto the destroyed pile"),
    "drag_to_deck": N_("Click a card, or drag it onto your deck"),
    "level_into": N_("into {name}"),
    # Game Over
    "go_cards": N_("Cards"),
    "go_xp": N_("XP kept"),
    "go_quest": N_("Side Quest"),
    "go_subtitle": N_("{reason} · ties: most Wounds, then most Treasure and Legendary cards"),
    "go_fact": N_("{name}: {quest} · {guild} · {defeated} Monsters defeated · {cards} cards · ties: {wounds} Wounds, "
                  "{riches} Treasures"),
    "go_quest_done": N_("Side Quest {quest} done (+{vp} VP)"),
    "go_quest_failed": N_("Side Quest {quest} not done"),
    "go_no_quest": N_("no Side Quest"),
    "go_shared": N_("shared victory: tied on VP, Wounds and Treasures"),
    # log
    "log_drew": Nn_("{who} draws {n} card", "{who} draws {n} cards"),
    "log_drew_shown": Nn_("{who} draws {n} card: {cards}", "{who} draws {n} cards: {cards}"),
    "log_shuffled": Nn_("{who} shuffles the discard pile into the deck ({n} card)",
                        "{who} shuffles the discard pile into the deck ({n} cards)"),
    "log_went_to": N_("{who} goes to {place}"),
    "log_revealed": N_("{who} reveals the hand: {cards}"),
    "log_entered": N_("{who} enters the Dungeon at The Wilderness"),
    "log_entered_in_room": N_("{who} enters the Dungeon in {room}"),
    "log_entered_wilderness": N_("{who} goes on to The Wilderness (a Lantern's trait: a battle there only)"),
    "log_put_on_deck": N_("{who} puts a card back on top of the deck (The Temple)"),
    "log_ability": N_("{who} uses {card}"),
    "log_source_token": N_("A token"),
    "log_produced": N_("{source} gives {amount} {value}"),
    "log_boosted": N_("{hero} gets {boosts}"),
    "log_boost_lost": N_("The boost is lost: no Hero to take it"),
    "log_gear_used": N_("{who} uses {use}"),
    "log_on": N_("{who} uses {use} on {name}"),
    "log_gained_gear": N_("{who} gains {gear} ×{count}"),
    "log_lost_gear": N_("{who} loses a {gear}"),
    "log_no_gear": N_("{who} has no Gear token to lose"),
    "log_wielded": N_("{hero} wields {weapon}"),
    "log_weapon_removed": N_("{weapon} is removed: its Hero has too little Skill"),
    "log_bought": N_("{who} buys {card} for {cost} gold"),
    "log_market_refilled": N_("{card} is turned face up from the {deck} ({n} left)"),
    "log_market_filled": N_("{who} puts {card} from the {deck} in an Any spot ({n} left)"),
    "log_market_destroyed": N_("{who} destroys {card} in an Any spot"),
    "log_gear_bought": N_("{who} buys a {gear} at The Bazaar ({cost} gold)"),
    "log_treasure_bought": N_("{who} buys a Treasure at the Shop of Arcane Wonders ({cost} gold)"),
    "log_healed_card": N_("{who} heals {card}"),
    "log_healed_token": N_("{who} heals a Wound token ({left} left)"),
    "log_nothing_to_heal": N_("{who} has no Wound to heal"),
    "log_levelled": N_("{who} levels up {hero} into {into} ({xp} XP)"),
    "log_levelled_free": N_("{who} levels up {hero} into {into} for free"),
    "log_moved": N_("{who} moves from {start}: {path} (Light {cost} of {light})"),
    "log_alert_into": N_("Alert! Moving into {room}"),
    "log_alert_from": N_("Alert! Moving out of {room}"),
    "log_alert_through": N_("Alert! Moving through {room}"),
    "log_battle": N_("{who} battles {monster} in {room}"),
    "log_victory": N_("Victory: Physical {physical} + Magic {magic} = {total} against Health {health}"),
    "log_defeat": N_("Defeat: Physical {physical} + Magic {magic} = {total} against Health {health}"),
    "log_missing": N_("{text} — it requires {what}"),
    "log_wounded": Nn_("{who} takes {n} Wound", "{who} takes {n} Wounds"),
    "log_wounded_none": N_("{who} takes no Wound"),
    "log_wounds_ignored": N_("{text} ({n} more ignored: the Wound track is full)"),
    "log_wound_card": N_("{who} receives {card}"),
    "log_no_wound_card": N_("No Wound card is left to receive"),
    "log_avoided": N_("{who} has a {keyword}: the effect does not happen"),
    "log_triggered": N_("{card} takes effect"),
    "log_condition_met": N_("The condition of {card} is met"),
    "log_condition_not_met": N_("The condition of {card} is not met"),
    "log_chose_effect": N_("{who} chooses: {option}"),
    "log_protected": N_("{card} cannot be affected: the effect does nothing"),
    "log_cancelled": N_("{card} cancels this turn's {what} effects"),
    "log_cancelled_plain": N_("This turn's {what} effects are cancelled"),
    "log_alert_cancelled": N_("The Alert! of {room} is cancelled"),
    "cancel_before_battle": N_("Before Battle"),
    "cancel_after_battle": N_("After Battle"),
    "cancel_alert": N_("Alert!"),
    "log_defeated": N_("{who} defeats {monster}"),
    "log_gained_xp": N_("{who} gains {n} XP"),
    "log_lost_xp": N_("{who} loses {n} XP"),
    "log_treasure_gained": N_("{who} gains the Treasure {card}"),
    "log_cache": N_("{who} opens {card} (a Treasure Cache)"),
    "log_no_treasure": N_("The Treasure deck is empty"),
    "log_destroyed": N_("{card} is destroyed"),
    "log_discarded": N_("{who} discards {card}"),
    "log_nothing_to_destroy": N_("{who} has nothing to destroy"),
    "log_nothing_to_discard": N_("{who} has nothing to discard"),
    "log_of_keyword": N_("{text} ({keyword})"),
    "log_stays": N_("{monster} stays in {room}"),
    "log_stays_wilderness": N_("{monster} stays in The Wilderness (its Monster never leaves)"),
    "log_room_filled": N_("{monster} comes into {room}"),
    "log_from_deck": N_("{text} from the level {level} deck"),
    "log_room_empty": N_("{room} stays empty: no Monster is left to fill it"),
    "log_key_found": N_("A Guardian Key is found! {found} of {needed}"),
    "log_key_last": N_("{text} — the Guardian awakens at the end of this turn"),
    "log_key_aside": N_("Another Guardian Key is revealed and set aside (one Key a turn)"),
    "log_key_back": N_("The Key set aside goes back into the level {level} Monster deck"),
    "log_placed_face_down": N_("{who} places the top card of the level {level} Monster deck face down in {room}"),
    "log_no_room_face_down": N_("No Dungeon Room can take a face-down card (a room holds one Monster)"),
    "log_no_card_face_down": N_("No Monster deck has a card left to place face down"),
    "log_turned_face_up": N_("The face-down card in {room} is turned face up: {card}"),
    "log_rolled": N_("{who} rolls {dice}"),
    "log_rolled_doubles": N_("{who} rolls {dice}: doubles"),
    "dice_and": N_("{most} and {last}"),
    "face_down_card": N_("a face-down card"),
    "log_guardian_summoned": N_("The Guardian awakens: {guardian} takes The Wilderness. Last round: each of the "
                                "{seats} players has one more turn, after everyone draws 6 and discards 4"),
    "log_quest_kept": N_("{who} keeps a Side Quest (secret)"),
    "log_sponsored": N_("{who} is sponsored by {guild}"),
    "log_quest_done": N_("{who} completes the Side Quest {quest} (+{vp} VP)"),
    "log_legendary": N_("{who} gains the Legendary card {card}"),
    "log_turn_ended": N_("{who} ends the turn with {hp} HP"),
    "log_game_over": N_("Game over — {scores}"),
    "value_gold": N_("gold"),
    "value_light": N_("Light"),
    "value_attack": N_("Physical Attack"),
    "value_magic_attack": N_("Magic Attack"),
    "value_hp": N_("HP"),
    "value_skill": N_("Skill"),
    # the guided first game (ui/quest/lesson.py): short, they fit the coach panel at 1280x720
    "lesson_title": N_("First Quest"),
    "lesson_you": N_("Player"),
    "lesson_computer": N_("Computer"),
    "lesson_welcome": N_("Welcome to Thunderstone Quest! You play our own cards against the Easy computer, a few "
                         "turns like the rulebook's Adam, Drew and Ashley. This panel shows one idea at a time; "
                         "Leave lesson whenever you like (Esc brings it back)."),
    "lesson_hp": N_("Your board's HP track: at the end of each turn you draw as many cards as your HP. You start "
                    "with 6. Wounds from Monsters fill the track from the left: every two Wounds cost one card."),
    "lesson_hand": N_("Your hand: two Thunderstone Shards and a Lantern bring 2 gold each, 6 in all. The three "
                      "Adventurers are level 0 Heroes: they fight, but bring no gold."),
    "lesson_prep": N_("Each turn starts with the Prep Phase: put your Champion (your token) on a Village location "
                      "to buy and heal, or take it into the Dungeon to fight."),
    "lesson_locations": N_("The four locations: The Temple heals 2 Wounds (no level-up); The Bazaar sells one Gear "
                           "token; the Shop of Arcane Wonders a Treasure for 10 gold; at the Guilds' Quarter you "
                           "may level up two Heroes."),
    "lesson_bazaar": N_("Like Adam in the rulebook, go to The Bazaar: drag your Champion onto it (or press B)."),
    "lesson_buy": N_("Your hand is revealed: 6 gold. You may buy one card a turn, from the top of a Marketplace "
                     "stack. Buy the Glowstone Charm (3 gold, Light 2): drag it onto your discard pile."),
    "lesson_gear": N_("The Bazaar sells one Gear token a turn. Buy Iron Rations with 2 of the 3 gold left: click "
                      "the token. Later it brings 1 gold in the Village or +2 Skill in the Dungeon."),
    "lesson_end_turn": N_("End the turn: everything goes to your discard pile (gold not spent is lost) and you draw "
                          "6 cards, your HP - the other half of your deck."),
    "lesson_dungeon": N_("Three Adventurers, two Daggers and a Lantern: no gold, but a fighting hand. Press Dungeon "
                         "(or drag your Champion onto The Wilderness)."),
    "lesson_map": N_("The map: The Wilderness on top, then two rooms of each level. Each room you enter costs its "
                     "Light: level 1 none, level 2 one, level 3 two. Your Lantern gives 1 Light, so level 3 is out "
                     "of reach."),
    "lesson_wield": N_("Weapons need Skill: a Hero wields Weapons whose Skill requirements add up to its Skill at "
                       "most. An Adventurer has Skill 1, a Dagger needs 1 and adds 1 Physical Attack. Drag each "
                       "Dagger onto an Adventurer."),
    "lesson_preview": N_("The preview in each room: Physical Attack less the Monster's Armor, plus Magic Attack less "
                         "its Magic Resistance, against its Health. Fungal Grotto: 5 against the Bog Cutter's 4, a "
                         "win. The Mud Brute's Armor 1 leaves 4 of your 5 against 7."),
    "lesson_battle": N_("Like Drew in the rulebook, fight a level 1 Monster: drag your Champion onto the Fungal "
                        "Grotto (or click the room)."),
    "lesson_after": N_("Victory! Even a beaten Monster deals its Wounds: 1, +1 from the room. Two Wound tokens: "
                       "your HP is 5, so you draw 5 cards. You earned 2 XP (1, +1 from the room)."),
    "lesson_key": N_("The room was refilled from the level 1 deck, and a Guardian Key turned up. When the fourth "
                     "Key is found the Guardian comes to The Wilderness and everyone plays one last turn."),
    "lesson_level": N_("XP levels up Heroes in the Village: a Hero costs its level + 2 XP, so an Adventurer (level "
                       "0) costs 2 and becomes any level 1 Hero of the Guilds' Quarter. One a turn, two at the "
                       "Guilds' Quarter, none at The Temple."),
    "lesson_free": N_("Now play on freely. The lesson will speak up for Wound cards, Alert!, levelling up, the "
                      "Keys and the Guardian. The most VP at the end (XP and cards) wins."),
    "lesson_tip_wound_card": N_("A Festering Wound: it brings nothing and costs 1 VP at the end. Heal it in the "
                                "Village (The Temple heals two) to destroy it."),
    "lesson_tip_alert": N_("Alert!: this room or its Monster acts even when you only pass through (or into) it - "
                           "read it before you move. Other rooms on your way can be ignored."),
    "lesson_tip_level_up": N_("You have the XP to level up: drag a Hero of your hand onto the Guilds' Quarter stack it "
                              "becomes. It costs the Hero's level + 2 XP."),
    "lesson_tip_keys": N_("Another Guardian Key is found. At the fourth the Guardian is summoned: the game ends "
                          "after one more turn each."),
    "lesson_tip_guardian": N_("The Guardian is in The Wilderness: this is the last round. Beat it for XP equal to "
                              "half your Attack after its Armor, rounded up."),
}

# The rulebook's Lexicon and the keywords on the cards, in our own words. The key is the term (lower case).
LEXICON_EN: dict[str, str] = {
    "abilities": N_("Abilities: each is used at most once a turn. Village, Dungeon and Spoils abilities are your "
                    "choice; Before Battle and After Battle abilities always happen."),
    "village ability": N_("Village: an ability you may use during your Village Phase."),
    "dungeon ability": N_("Dungeon: an ability you may use while preparing a battle in the Dungeon."),
    "spoils": N_("Spoils: an ability you may use after you defeated a Monster."),
    "before battle": N_("Before Battle: happens when the battle begins, before the Attack is counted."),
    "after battle": N_("After Battle: happens once the battle is over, whether you won or lost."),
    "adjacent": N_("Adjacent: rooms that touch side by side or one above the other; never diagonally. The Wilderness "
                   "touches both level 1 rooms."),
    "armor": N_("Armor: takes that much off your Physical Attack against this Monster."),
    "boosts": N_("Boosts (+N): add to a Hero's (or a Monster's) values. Without a Hero in front of you, the boosts of "
                 "your Items and Spells do nothing."),
    "cancel": N_("Cancel: a cancelled effect does not happen."),
    "face down": N_("Face down: a card placed face down in a room is no one's to see. Battled, it is turned face up "
                    "first: a Monster's text happens, then the battle; a Guardian Key is found and the next Monster of "
                    "the room's deck takes its place and is battled."),
    "card type": N_("Card type: Hero, Item, Spell, Weapon or Monster. Guardian Keys and Treasure Caches have none."),
    "class": N_("Class: every Hero has one or more: Cleric, Fighter, Rogue, Wizard."),
    "destroy": N_("Destroy: the card leaves the game (to the box), not to a discard pile. Destroyed tokens and Wound "
                  "cards go back to their supply."),
    "discard": N_("Discard: put a card from your hand, or from in front of you, on your discard pile."),
    "doubles": N_("Doubles: two dice showing the same number (only cards that roll dice use it)."),
    "draw": N_("Draw: take the top card of your deck. On your turn a drawn card joins the cards in front of you. An "
               "empty deck is refilled from the shuffled discard pile when a card is needed."),
    "dungeon": N_("Dungeon: every room, The Wilderness included. Light takes your Champion through it to battle "
                  "Monsters."),
    "festering wound": N_("Festering Wound: a Wound card. It goes to your discard pile and does not lower your HP, but "
                          "it clogs your hands and costs 1 VP. Heal it to destroy it."),
    "found": N_("Found: a Guardian Key is found when it comes face up into a room. Only one Key is found a turn; the "
                "fourth (by default) awakens the Guardian."),
    "gear tokens": N_("Gear tokens: Iron Rations (1 gold in the Village, or Skill +2 to a Hero in the Dungeon), "
                      "Lantern (1 Light), Potion (heal 1 Wound). Bought at The Bazaar, earned from Monsters and "
                      "rooms; a token used goes back to The Bazaar."),
    "giant rat": N_("Giant Rat: the level 0 Monster of The Wilderness. It never leaves until the Guardian takes its "
                    "place."),
    "guardian": N_("Guardian: the Monster under The Wilderness, out only for the last round. Defeating it gives XP "
                   "equal to half your total Attack after Armor and Magic Resistance, rounded up."),
    "heal": N_("Heal: remove your rightmost Wound token, or destroy a Wound card in front of you (it goes back to its "
               "stack). You may always heal 1 Wound in the Village; The Temple heals 1 more."),
    "highest": N_("Highest (or lowest): when several cards tie, you choose which."),
    "hp": N_("HP: 6 to begin with, one less for every two Wound tokens. At the end of your turn you draw as many cards "
             "as your HP (some cards add HP for that turn)."),
    "immune": N_("Immune: that kind of Attack (or that source, such as Bows) counts 0 against this Monster."),
    "level up": N_("Level up: spend XP equal to the Hero's level + 2, destroy the Hero and take the next level of its "
                   "line into your discard pile. An Adventurer (level 0) becomes the level 1 Hero of any line. One "
                   "Hero a turn (two at The Guilds' Quarter, none at The Temple)."),
    "magic resistance": N_("Magic Resistance: takes that much off your Magic Attack against this Monster."),
    "maximum": N_("Maximum (or minimum): a change beyond it is ignored (the Wound track holds 8 tokens)."),
    "move": N_("Move: Light takes your Champion from room to adjacent room; every room entered costs its Light "
               "requirement. Going back to the Village is never a move."),
    "alert": N_("Alert!: a Monster or room with this mark does something when a Champion moves into it, out of it, or "
                "through it (in and out in one move), even if the battle is elsewhere."),
    "remove": N_("Remove: a Hero whose Skill no longer covers its Weapons loses the last given. A removed Weapon stays "
                 "in front of you and no other Hero may take it this turn."),
    "required": N_("Required: you need at least 1 of it (Magic Attack, Physical Attack, a keyword) to defeat this "
                   "Monster; you may still battle it, and lose."),
    "tokens": N_("Tokens: Gear (Iron Rations, Lantern, Potion), Wound tokens and XP tokens."),
    "total attack": N_("Total Attack: Physical Attack plus Magic Attack after Armor and Magic Resistance. Equal to the "
                       "Monster's Health or more wins the battle (ties go to you)."),
    "village": N_("Village: everything on the Village board but the Monster decks; your Champion visits one location "
                  "a turn."),
    "wield": N_("Wield: a Hero wields any number of Weapons whose Skill requirements add up to its Skill at most. A "
                "Weapon nobody wields gives only its gold."),
    "wound": N_("Wound: a token on your board (it lowers your HP, so your hands) or a Wound card in your deck."),
    "xp": N_("XP: earned in battle, spent to level up Heroes; every XP token left at the end is worth 1 VP."),
    "light": N_("Light: the total of your cards' Light pays for moving through the Dungeon (each room's Light "
                "requirement)."),
    "skill": N_("Skill: how many Weapons a Hero wields: the Skill requirements of its Weapons add up to its Skill at "
                "most."),
    "physical attack": N_("Physical Attack: Armor reduces it."),
    "magic attack": N_("Magic Attack: Magic Resistance reduces it."),
    "health": N_("Health: the total Attack needed to defeat the Monster (a room may add to it)."),
    "vp": N_("VP: Victory Points at the end of the game: your cards' VP, your XP tokens, a completed Side Quest."),
    "guardian key": N_("Guardian Key: shuffled into the Monster decks. When it comes face up into a room it is found "
                       "and the room is filled again (face down, it is found when the card is turned up)."),
    "champion": N_("Champion: your figure. It stands on a Village location or in a room of the Dungeon; in the Dungeon "
                   "it stays where it battled."),
    "side quest": N_("Side Quest: dealt three, keep one in secret. Completed, it is revealed and gives VP (and maybe a "
                     "Legendary card)."),
    "guild sponsorship": N_("Guild Sponsorship: a Guild's bonus every turn you have a Hero of its class."),
    "legendary": N_("Legendary: a card only a Side Quest gives."),
    "treasure": N_("Treasure: the top card of the Treasure deck, into your discard pile; a Treasure Cache is opened at "
                   "once and destroyed."),
    "cache": N_("Treasure Cache: opened when gained (its effect happens), then destroyed."),
    "the temple": N_("The Temple: put one or more cards back on top of your deck, heal 1 extra Wound; no level-up and "
                     "no Dungeon this turn."),
    "the bazaar": N_("The Bazaar: buy one Gear token (Iron Rations 2, Lantern 3, Potion 4 gold); a Potion bought may "
                     "be drunk at once."),
    "shop of arcane wonders": N_("Shop of Arcane Wonders: buy the top Treasure for 10 gold."),
    "the guilds' quarter": N_("The Guilds' Quarter: level up two different Heroes this turn."),
    "marketplace": N_("Marketplace: Items, Spells and Weapons for sale. You may buy one card a turn wherever your "
                      "Champion is."),
    "the marketplace (epic)": N_("The Marketplace (Epic Thunderstone Quest): three face-down decks of Items, Spells "
                                 "and Weapons with two cards of each on show, refilled from their deck; and a Village "
                                 "location: your Champion there puts the top card of a deck you choose in an empty "
                                 "Any spot (both full: destroy one of them first)."),
    "the wilderness": N_("The Wilderness: where every Dungeon Phase starts. Its Monster (the Giant Rat, later the "
                         "Guardian) never leaves it."),
    "adventurer": N_("Adventurer: a level 0 Hero of the starting deck; it levels up into any level 1 Hero."),
    "starter": N_("Starter: a card of the starting deck."),
    "cleric": N_("Cleric: a Hero class (some Monsters hurt a party without one)."),
    "fighter": N_("Fighter: a Hero class, strong with Weapons."),
    "rogue": N_("Rogue: a Hero class, often with gold and Light."),
    "wizard": N_("Wizard: a Hero class, often with Magic Attack and Spells."),
    "race": N_("Race keywords (Human, Elf, Dwarf, Halfling...): no rules of their own; other cards may name them."),
    "weapon type": N_("Weapon type (Blunt, Bow, Edged): no rules of its own; Monsters may be immune to one."),
    "magic type": N_("Magic type (Arcane, Chaos, Divine, Elemental) and other keywords such as Magic: no rules of "
                     "their own; other cards may name them."),
    "creature type": N_("Creature type (Undead, Vermin, Humanoid...) and Monster group: no rules of their own; other "
                        "cards may name them."),
}

tr = game_strings(EN)
# The help of a Lexicon term or keyword ("" when it has none).
lexicon = help_texts(LEXICON_EN)

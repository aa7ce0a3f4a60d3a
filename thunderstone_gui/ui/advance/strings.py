"""Thunderstone Advance's sentences, by key, per language (like the shell's `ui/strings.py`, whose sentences `tr`
falls back to), and the help texts of its keywords, terms and traits (the enlarged card explains them). English,
marked for the catalog with `N_`; said in the player's language through gettext."""

from __future__ import annotations

from ...i18n import N_, Nn_, Np_
from ..hall.strings import tr as hall_tr
from ..strings import Entry, game_strings, help_texts

EN: dict[str, Entry] = {
    # new game: the owner's printed cards (ui/printed_cards.py, systems/advance/printed.py)
    "printed_button": N_("Printed cards…"),
    "printed_how": N_("Some printed Advance cards are not known to the game: the Health of the Soulstolen Horde and "
                      "the Familiars. Write the template puts a fill-in file into your data folder; type in the "
                      "values printed on your cards, then drop the file onto this window: the game checks it, says "
                      "what is missing, and plays the Horde with your values (random setups may then draw it) and "
                      "offers your Familiars. A file you put into the folder advance-sets of the data folder is "
                      "found too."),
    "import_done": N_("{file} is valid: added as {installed}. New games use your printed values."),
    "sets_none": N_("No file of your printed cards is in the folder advance-sets yet."),
    "familiars": N_("Familiars"),
    "familiars_off": N_("No Familiars"),
    "familiars_ours": N_("Our own Familiars"),
    "familiars_printed": N_("Your printed Familiars"),
    "familiars_ours_note": N_("Familiars: our own (our names, numbers and texts - not the publisher's cards, which "
                              "are not known)."),
    "familiar_of": N_("Familiar"),
    "familiar_away": N_("Familiar (discarded: back next turn)"),
    "printed_in_use": N_("Your printed cards: {name} (the Soulstolen Horde's Health from your box)."),
    # new game
    "board": N_("Board"),
    "board_dungeon": N_("Dungeon side (3 ranks)"),
    "board_wilderness": N_("Wilderness side (4 ranks)"),
    "card_set": N_("Card set"),
    "random_set": N_("Random (Advance randomizers)"),
    "custom_set": N_("Custom"),
    "monster_groups": N_("Monster groups (one per level)"),
    "monster_level": N_("Level {n}"),
    "bearer": N_("Thunderstone Bearer"),
    "heroes": N_("Hero lines"),
    "village": N_("Village"),
    "pick_counts": N_("Levels {levels}/3 · Bearer {bearer} · Heroes {h}/4 · Village {v}/8"),
    "custom_incomplete": N_("Pick one monster group of each level, a Bearer, 4 hero lines and 8 Village cards"),
    "random_note": N_("Drawn at random: one group per level, a Bearer, 4 hero lines, 8 Village cards (at most 3 "
                      "of a type, 2 Items). Reroll all draws another set."),
    "themed_note": N_("A themed setup as AEG made it (it may break the one-group-per-level rule on purpose)."),
    "cards_in_game": N_("CARDS IN THIS GAME — hover to see the cards, click to customise"),
    "not_random_tag": N_("not random"),
    "village_type_weapon": N_("Weapon"),
    "village_type_item": N_("Item"),
    "village_type_spell": N_("Spell"),
    "village_type_villager": N_("Villager"),
    # table
    "choose_action": N_("Choose: Village, Dungeon, Prepare or Rest"),
    "in_village": N_("Village — abilities, buy, level up"),
    "in_dungeon": N_("Dungeon — prepare the battle and attack"),
    "village_btn": N_("Village"),
    "dungeon_btn": N_("Dungeon"),
    "prepare_btn": N_("Prepare"),
    "rest_btn": N_("Rest"),
    "buys": N_("Buys"),
    "light_party": N_("Light {n}"),
    "deck": N_("Deck"),
    "discard": N_("Discard"),
    "hand": N_("Hand"),
    "dungeon_deck": Np_("the Dungeon Deck's label", "Dungeon"),
    "curse_deck": N_("Curses"),
    "horde_deck": N_("Horde"),
    "bearer_slot": N_("Bearer"),
    "out": N_("Out of game"),
    "rank": N_("Rank {n}"),
    "darkness_rank": N_("Darkness {n}"),
    "opponents": N_("Players"),
    "hand_count": N_("Hand {n}"),
    "deck_count": N_("Deck {n}"),
    "discard_count": N_("Discard {n}"),
    "curses_count": N_("Curses {n}"),
    "empty_pile": N_("empty"),
    "sold_out": N_("sold out"),
    "guardian": N_("GUARDIAN"),
    "bearer_tag": N_("BEARER"),
    "bearer_in_dungeon": N_("In the Dungeon Deck, among its bottom cards"),
    "bearer_in_rank": N_("In Rank {n}"),
    "bearer_taken": N_("Defeated by {name}"),
    "bearer_escaped": N_("Escaped (Rank 1)"),
    "preview_win": N_("WIN"),
    "preview_lose": N_("LOSE"),
    "preview_total": N_("{total} vs {health}"),
    "preview_if_enter": N_("if you enter and arm your Heroes"),
    "preview_sum": N_("Phys {p} + Magic {m}{curses} − Dark {d}"),
    "cannot_fight": N_("can't be fought"),
    "cannot_defeat": N_("can't be defeated now"),
    "attack_rank": N_("Attack rank {n}"),
    "party_revealed": N_("party (revealed)"),
    "your_hand_link": Nn_("Your hand: {n} card (click to look)", "Your hand: {n} cards (click to look)"),
    "view_deck": N_("Your deck (order hidden)"),
    "view_discard": N_("{name}: discard pile"),
    "view_out": N_("Out of the game"),
    "view_unseen": N_("{name}: deck and hand (not seen) + discard"),
    "view_curses": N_("The Curse deck (order hidden)"),
    "view_horde": N_("The Horde Deck (face up, top first)"),
    "view_dungeon": Nn_("The Dungeon Deck: {n} card (order hidden)", "The Dungeon Deck: {n} cards (order hidden)"),
    "count_of": N_("{x}/{y}"),
    "gained": N_("Gained: {cards}"),
    "str_badge": N_("Str {n}"),
    "trophy_must": N_("must be used"),
    "borrowed_from": N_("borrowed from {name}"),
    "mandatory_trophy": N_("{name}: its Trophy effect must be used before buying, levelling or fighting"),
    "status_turn": N_("Your turn: Village (V), Dungeon (D), Prepare (P) or Rest (R). Hover a monster's panel to see "
                      "your chances."),
    "status_village": N_("Buy: drag a Village card onto your discard pile · level up: drag a Hero onto its stack · "
                         "click a card for its abilities"),
    "status_dungeon": N_("Drag Weapons onto Heroes · click a card for its abilities · attack: click a monster or "
                         "drag it onto your party"),
    "status_prompt": N_("Answer the question above (click a choice, or a number key)"),
    "status_prepare": N_("Prepare: drag cards onto your deck (or click them above); the last one put back is drawn "
                         "first"),
    "on_deck": N_("ON YOUR DECK (1 = drawn first)"),
    "earlier": N_("◀"),
    "later": N_("▶"),
    "take_back": N_("✕"),
    "nothing_now": N_("Nothing to do with {name} now"),
    # what an ability does, in a few words (card menus, the hint)
    "ability_draw": N_("draw {cards}"),
    "ability_gain_gold": N_("+{gold} Gold"),
    "ability_top_discard_gold": N_("everyone discards the deck's top card; take one's Gold"),
    "ability_borrow_from_hands": N_("the others show their hands; borrow a Hero"),
    "ability_swap_neighbours": N_("swap the monsters of Ranks {rank} and {next}"),
    "ability_arrange_hall": N_("rearrange the Hall"),
    "ability_darkness_strike": N_("Physical Attack +{physical} if Darkness is left"),
    "ability_scout": N_("look at the Dungeon Deck's top {cards}"),
    "ability_destroy_card": N_("destroy {target}"),
    "ability_destroy_curse_draw": N_("destroy {target}, draw {cards}"),
    "ability_destroy_for_buy": N_("destroy {target} for one more purchase"),
    "ability_smuggle": N_("destroy {target} for {gold} Gold"),
    "ability_bolt": N_("Rank 1 into your discard pile; the turn ends"),
    "ability_suppress": N_("switch off a Battle or Aftermath effect"),
    "ability_suppress_all": N_("switch off every Battle and Aftermath effect"),
    "ability_level_into_hand": N_("level up a Hero into your hand"),
    "ability_inspire": N_("Strength +{strength} for every Hero, {xp} XP"),
    "ability_writ": N_("a Hero stack's top card on your deck; the turn ends"),
    "ability_summon_regulars": N_("{cards} Regulars into your hand"),
    "ability_back_on_deck": N_("back on top of your deck"),
    "ability_xp_per_monster": N_("{xp} XP per monster card in hand"),
    "ability_hero_strength": N_("Strength +{strength} to {target}"),
    "ability_wilderness_map": N_("look at the Dungeon Deck's bottom card, draw {draw}"),
    "ability_curse_first_ability": N_("destroy it (no more abilities this turn)"),
    "ability_curse_discard": N_("discard {cards} cards to destroy it"),
    "ability_curse_shackle": N_("destroy it (no more Weapons, Dungeon abilities or Trophies this turn)"),
    "ability_curse_pay_xp": N_("pay {xp} XP to destroy it"),
    "ability_curse_pay_gold": N_("give up {gold} Gold to destroy it"),
    "ability_curse_short_hand": N_("destroy it (your next hand is {cards} cards smaller)"),
    "ability_curse_gamble": N_("destroy it and one of two random cards"),
    "ability_trophy_xp_to_dungeon": N_("Trophy: {xp} XP, back on top of the Dungeon Deck"),
    "ability_trophy_free_level": N_("Trophy: destroy it to level up a Hero for free"),
    "ability_trophy_discard_draw": N_("Trophy: discard it, draw {cards}"),
    "ability_gain_xp": N_("{xp} XP"),
    "ability_xp_per_hero": N_("{xp} XP per Hero in the battle"),
    "ability_extra_turn": N_("play another turn"),
    "ability_spoils_buy": N_("buy a card with your party's Gold"),
    "ability_destroy_regulars": N_("destroy up to {cards} Regulars"),
    "ability_free_level": N_("level up a Hero for free"),
    "ability_react_buy": N_("destroy it to buy a card"),
    "ability_react_draw": N_("draw {cards}"),
    "use_label": N_("{name}: {what}"),
    "use_shake": N_("Shake off {name}: {what}"),
    # prompts
    "prompt_prepare": N_("Prepare: put cards from your hand on top of your deck, then Done"),
    "prompt_rest": N_("Rest: destroy a card from your hand"),
    "prompt_discard": Nn_("{name}: discard {n} card ({reason})", "{name}: discard {n} cards ({reason})"),
    "prompt_discard_hero": N_("{name}: discard a Hero ({reason})"),
    "prompt_discard_magic": N_("{name}: discard a card with Magic Attack ({reason})"),
    "prompt_destroy": N_("{name}: destroy a card from your hand ({reason})"),
    "prompt_battle_pick_destroy": N_("{reason}: choose the card of your party to destroy"),
    "prompt_battle_pick_discard": N_("{reason}: choose the card of your party to discard"),
    "prompt_raid_destroy": N_("{reason}: choose the card of your party to destroy"),
    "prompt_scorch": N_("{reason}: discard {cards} cards, or lose {xp} XP"),
    "prompt_place": N_("Whose discard pile gets {monster}?"),
    "prompt_gold_pick": N_("Take the Gold of one of the discarded cards"),
    "prompt_borrow": N_("Aird Seductress: which Hero fights by your side?"),
    "prompt_arrange": N_("Arrange the Hall (a Guardian keeps its rank)"),
    "prompt_scout": N_("Put each card turned up back on top of the Dungeon Deck or under it"),
    "prompt_suppress": N_("Switch off one Battle or Aftermath effect of the Hall this turn"),
    "prompt_hone": N_("Level up a Hero of your party (the new card joins your hand)"),
    "prompt_free_level": N_("Level up a Hero for free"),
    "prompt_writ": N_("King Caelan's Writ: the top card of which Hero stack goes on your deck?"),
    "prompt_map": N_("Ranger's Wilderness Map: swap {monster} with a monster in Rank {n} or deeper?"),
    "prompt_gamble": N_("Curse of War: destroy one of the two cards picked at random"),
    "prompt_spoils": N_("Spoils: use your Spoils abilities, then Done"),
    "prompt_spoils_buy": N_("Spoils: buy a card costing up to {gold} Gold"),
    "prompt_dismiss": N_("Royal Summons: destroy up to {left} Regulars of your party"),
    "prompt_react": N_("React: {name} lost the battle — use a React card?"),
    "prompt_react_buy": N_("React: buy the top card of any stack, up to {gold} Gold"),
    "done": N_("Done"),
    "pass": N_("Pass"),
    "keep": N_("Keep"),
    "option_discard": Nn_("Discard {n} card", "Discard {n} cards"),
    "option_xp": N_("Lose {n} XP"),
    "option_seat": N_("{name}"),
    "option_top": N_("{name}: on top"),
    "option_bottom": N_("{name}: under the deck"),
    "option_rank": N_("Rank {n}: {name}"),
    "option_effect": N_("Rank {n} {name}: {slot} effect {k}"),
    "option_arrange": N_("New order: {order}"),
    "option_level": N_("{name} → {into}"),
    # a Hero among alike Heroes in a choice: what sets it apart
    "hero_wielding": N_("{hero} with {weapons}"),
    "hero_boosted": N_("{hero} (boosted)"),
    "hero_used": N_("{hero} (ability used)"),
    "option_line": N_("{name}"),
    "battle_slot": N_("Battle"),
    "aftermath_slot": N_("Aftermath"),
    "drag_or_click": N_("Click a card, or drag it from your hand"),
    "drag_to_deck": N_("Click a card, or drag it from your hand onto your deck"),
    "turned_over": N_("turned up"),
    # monster traits (chips beside the Hall's monsters)
    "trait_immune": N_("Immune: {what}"),
    "trait_fight_heroes": N_("{n}+ Heroes"),
    "trait_fight_level": N_("Hero L{n}+"),
    "trait_darkness": N_("Darkness +{n}"),
    "trait_guardian": N_("Guardian"),
    "trait_bearer": N_("Bearer"),
    "trait_raid": N_("Raid"),
    "trait_breach": N_("Breach"),
    "trait_global": N_("Global"),
    "trait_battle": N_("Battle"),
    "trait_aftermath": N_("Aftermath"),
    # battle preview (hover)
    "bd_title": N_("Battle preview: {name} (Rank {rank})"),
    "bd_physical": N_("Physical Attack"),
    "bd_magic": N_("Magic Attack"),
    "bd_curses": N_("Curses"),
    "bd_light": N_("Light"),
    "bd_darkness": N_("Darkness (rank {rank}{trait})"),
    "bd_net": N_("Darkness left"),
    "bd_total": N_("Total Attack vs Health"),
    "bd_health": N_("Health"),
    "bd_effect": N_("Effect"),
    "bd_effects": N_("When fought"),
    "bd_no_card": N_("—"),
    # game over
    "bearer_holder": N_("Thunderstone Bearer: {name}"),
    "bearer_nobody": N_("Nobody holds the Thunderstone Bearer"),
    "tie_rule": N_("Ties: the Bearer's holder, then the most XP"),
    "cat_heroes": N_("Heroes"),
    "cat_village": N_("Village"),
    "cat_monsters": N_("Monsters"),
    "cat_bearer": N_("Bearer"),
    "cat_basic": N_("Basic"),
    "cat_curses": N_("Curses"),
    "facts": N_("{name}: {monsters} monsters defeated · {cards} cards · {curses} Curses · {xp} XP"),
    # menu and dialogs
    "end_game_impasse": N_("End the game here (the Dungeon is stuck)"),
    "confirm_end_game": N_("End the game and count the score?"),
    "confirm_end_game_detail": N_("The Dungeon has been stuck for {rounds} rounds."),
    # new game: the randomizer's tools (needs, notes, locks and rerolls, saved setups)
    "random_sets": N_("Random card sets"),
    "needs_on": N_("Meet the cards' needs"),
    "needs_off": N_("As the rulebook draws (needs off)"),
    "pick_hint": N_("Hover to see the cards · click to pick"),
    "notes_none": N_("Every card's needs are met by the draw: nothing had to be swapped."),
    "notes_off": N_("Drawn as the rulebook says: the cards' needs were not checked."),
    "notes_custom": N_("Your own picks: nothing was swapped."),
    "notes_preset": N_("A themed setup, as AEG made it."),
    "monsters_and_bearer": N_("Monsters and Bearer"),
    "setup_bearer_tag": N_("Bearer"),
    # the guided first game (ui/advance/lesson.py)
    "lesson_title": N_("Advance: first game"),
    "lesson_you": N_("Player"),
    "lesson_computer": N_("Computer"),
    "lesson_welcome": N_("Welcome to Thunderstone Advance! You play against a gentle computer. This panel shows, one "
                         "idea at a time on the real table, what Advance does its own way, and lights up what to "
                         "click or drag. Leave the lesson whenever you like: the game goes on, and the menu (Esc) "
                         "brings the lesson back."),
    "lesson_hall": N_("The Dungeon Hall. This side of the board has 3 ranks (the Wilderness side has 4). A rank's "
                      "Darkness is its number, and the Darkness takes that much from your Attack. Light from your "
                      "cards cancels it: a Torch's Light 1 leaves Rank 1 without Darkness."),
    "lesson_hand": N_("Your hand: six of your twelve starting cards. Regulars are Heroes (Physical Attack 1, Strength "
                      "3), the Longspear is a Weapon (+1), the Torch gives Light 1, the Thunderstone Shard is worth "
                      "1 VP and gives 1 XP after a victory. The coin on a card is its Gold."),
    "lesson_actions": N_("Each turn you choose one thing: Village (buy a card, level up Heroes), Dungeon (fight one "
                         "monster), Prepare (keep cards for your next hand) or Rest (destroy a card of your hand). "
                         "Then you discard your hand and draw six."),
    "lesson_dungeon": N_("This hand can win a battle: enter the Dungeon (D). The Drakeclan Ambusher waits in Rank 1."),
    "lesson_equip": N_("A Hero carries a Weapon whose Weight is at most its Strength. Drag the Longspear (Weight 3) "
                       "onto a Regular (Strength 3)."),
    "lesson_preview": N_("The battle preview beside each monster: Physical + Magic Attack, minus Curses and the "
                         "Darkness left, against its Health. Rank 1: 4 + 0, Darkness 1 − Light 1 = 0, so 4 against "
                         "4: WIN. Rank 2 has Darkness 2: one is left over. Hover a preview for each card's part."),
    "lesson_attack": N_("Attack the Ambusher: click it in Rank 1 (or drag it onto your party)."),
    "lesson_place": N_("Victory! A Kobold lets its victor choose whose discard pile it goes to. The Ambusher is worth "
                       "1 VP: keep it (your own name). One worth minus VP you would hand to your opponent."),
    "lesson_spoils": N_("Spoils: after a victory, cards of your party may do one thing more. The Thunderstone Shard "
                        "gives 1 XP: click it."),
    "lesson_xp": N_("You have 2 XP: the Ambusher's and the Shard's. In the Village, 2 XP turn a Regular into a "
                    "Level 1 Hero of any line; a higher Hero levels up for the XP its card shows. A battle ends the "
                    "turn: now the computer plays."),
    "lesson_village": N_("Gold 5 in this hand (Longspear 2, Torch 2, Shard 1): visit the Village (V)."),
    "lesson_buy": N_("One purchase a turn: buy the Pike (price 4), a Weapon with Physical Attack +2 and Weight 3 - a "
                     "Regular can carry it. Drag it onto your discard pile, or click it."),
    "lesson_level_up": N_("Now spend your 2 XP: drag a Regular onto a Hero stack. The Thundermage brings Magic Attack "
                          "2 and Light 1: Magic Attack counts like Physical, but some monsters are immune to one of "
                          "them. The new Hero goes to your discard pile."),
    "lesson_end_turn": N_("That is all in the Village: end the turn (Enter)."),
    "lesson_prepare": N_("A new hand, shuffled from your discard pile. Try Prepare this turn (P): it keeps the cards "
                         "you choose for your next hand instead of discarding them."),
    "lesson_keep": N_("Click each card you want to keep (or drag it onto your deck): it goes on top of your deck, the "
                      "last one first. Then Done: the rest is discarded and you draw up to six - the kept cards "
                      "first."),
    "lesson_curses": N_("Curses: some monsters give them. A Curse goes to your discard pile and weakens every hand it "
                        "comes in (less Attack, a card lost...). Destroy it to be rid of it: Rest destroys a card, "
                        "and so do some cards (Drua). It goes back under the Curse deck."),
    "lesson_bearer": N_("The Thunderstone Bearer (here Belac) lies among the last ten cards of the Dungeon Deck. The "
                        "game ends when someone defeats it or when it reaches Rank 1. Then the most VP wins; a tie "
                        "goes to whoever holds the Bearer, then to the most XP."),
    "lesson_free": N_("That is Advance. Play on freely: the lesson will point out Curses, levelling up, a hand for "
                      "Prepare and the Bearer when they come up. The Rules screen has the rest."),
    "lesson_tip_curse": N_("A Curse in your hand: hover it to read what it does. Rest (R) and destroy it: it goes "
                           "back under the Curse deck, and your later hands are free of it."),
    "lesson_tip_level_up": N_("Level up: you have the XP. Drag a Hero of your hand onto its line's stack (a Regular "
                              "onto any Level 1 Hero, for 2 XP). Levelling up comes after your purchase."),
    "lesson_tip_prepare": N_("No Hero to fight with and little Gold: a turn for Prepare (P). Put the Weapons and "
                             "Spells you want on your deck; they come back in your next hand."),
    "lesson_tip_bearer": N_("The Thunderstone Bearer has come into the Hall. When it reaches Rank 1 the game ends; "
                            "defeating it ends the game too, and its VP are yours."),
    "lesson_tip_end": N_("The end is near: the Bearer is in Rank 2, or the Dungeon is stuck and the menu offers to "
                         "end the game. Count the VP: the most wins."),
}

# Help for the keywords, terms and traits the enlarged card explains ("Heading: explanation").
KEYWORD_HELP_EN: dict[str, str] = {
    "hero": N_("Hero: fights in the Dungeon; its Strength decides which Weapon it can carry. XP level it up."),
    "regular": N_("Regular: the Level 0 Hero of your starting deck. 2 XP turn it into the Level 1 Hero of any line."),
    "fighter": N_("Fighter: a Hero class (some monsters curse a party without one)."),
    "cleric": N_("Cleric: a Hero class (Iblis curses a party without one)."),
    "wizard": N_("Wizard: a Hero class, often with Magic Attack."),
    "thief": N_("Thief: a Hero class, often with Gold."),
    "ranger": N_("Ranger: a Hero class (the Ifrit is immune to Rangers)."),
    "dwarf": N_("Dwarf: a Hero race; any Dwarf can carry the Dwarven Bear Hammer."),
    "elf": N_("Elf: a Hero race."),
    "human": N_("Human: a Hero race."),
    "weapon": N_("Weapon: equip it in the Dungeon to a Hero whose Strength is at least its Weight; one per Hero. "
                 "Its Attack counts only while carried."),
    "polearm": N_("Polearm: a kind of Weapon (a Regular carrying one draws a card)."),
    "edged": N_("Edged: a kind of Weapon."),
    "blunt": N_("Blunt: a kind of Weapon (the Withered Dryad is immune to Blunt Weapons)."),
    "bow": N_("Bow: a kind of Weapon (the Ifrit is immune to Bows)."),
    "item": N_("Item: works in the Dungeon without a Hero."),
    "spell": N_("Spell: a magic card; works in the Dungeon without a Hero."),
    "villager": N_("Villager: a Village card that helps in the Village."),
    "mercenary": N_("Mercenary: a kind of Villager."),
    "support": N_("Support: a kind of Spell."),
    "attack": N_("Attack Spell: a Spell that adds to the battle itself."),
    "auxiliary": N_("Auxiliary: a kind of Spell."),
    "magic": N_("Magic: a magical card."),
    "light": N_("Light: each point cancels one point of Darkness."),
    "basic": N_("Basic card: Regulars, Longspears and Torches have Village stacks of their own; a basic card destroyed "
                "from your hand goes back to its stack."),
    "thunderstone": N_("Thunderstone Shard: no Village stack; worth 1 VP. Dungeon: Strength +2 to a Hero. "
                       "Spoils: 1 XP."),
    "curse": N_("Curse: Attack −1 in every battle of yours; each Curse has its own way to be destroyed (click it). "
                "A destroyed Curse goes to the bottom of the Curse deck."),
    "guardian": N_("Guardian: effects never move or remove it; lost battles leave it in its rank."),
    "thunderstone bearer": N_("Thunderstone Bearer: the game ends when the turn in which it is defeated or reaches "
                              "Rank 1 is over. It cannot be defeated while another Guardian is in the Hall."),
    "ambusher": N_("Ambusher: a monster some effects look for (\"with an Ambusher in the Hall\")."),
    "horde": N_("Horde: a placeholder in the Dungeon Deck; revealed, it makes way for the top card of the face-up "
                "Horde Deck (lowest Health first)."),
    "undead": N_("Undead: a monster type."),
    "skeleton": N_("Skeleton: a kind of Undead."),
    "treefolk": N_("Treefolk: a kind of Undead."),
    "humanoid": N_("Humanoid: a monster type."),
    "kobold": N_("Kobold: a kind of Humanoid; its victor may hand it to any player's discard pile."),
    "ogre": N_("Ogre: a kind of Humanoid."),
    "avian": N_("Avian: a monster type."),
    "corvaxis": N_("Corvaxis: a kind of Avian."),
    "fire": N_("Fire: a monster type."),
    "burnmarked": N_("Burnmarked: a kind of Fire monster."),
    "dragon": N_("Dragon: a monster type."),
    "djinni": N_("Djinni: a monster type."),
    "efreet": N_("Efreet: a kind of Djinni."),
    # terms
    "physical_attack": N_("Physical Attack: the Attack of Heroes and Weapons (and some other cards)."),
    "magic_attack": N_("Magic Attack: magical Attack; Spells and Wizards have most of it."),
    "total_attack": N_("Total Attack Value: Physical + Magic Attack, less the Curses, less the Darkness left after "
                       "Light. It must reach the monster's Health."),
    "darkness": N_("Darkness: each rank has its own (rank 1: 1 ... rank 4: 4), some monsters add more. Each point not "
                   "cancelled by Light costs a point of the Total Attack Value."),
    "battle": N_("Battle: happens as soon as you choose to fight this monster, before the Attack is counted."),
    "aftermath": N_("Aftermath: happens after the battle, whatever its outcome."),
    "raid": N_("Raid: happens once, when the monster is revealed into the Hall."),
    "breach": N_("Breach: happens when the monster enters Rank 1."),
    "global": N_("Global: works all the time while the monster is in the Hall."),
    "trophy": N_("Trophy: a defeated monster revealed from your hand gives this bonus; a Trophy effect without "
                 "\"may\" must be used."),
    "spoils": N_("Spoils: after a victory, this ability may be used once."),
    "react": N_("React: used on anyone's turn when its trigger happens (a lost battle), even another player's."),
    "repeat": N_("Repeat: the ability may be used again as long as its cost is paid."),
    "dungeon_kw": N_("Dungeon: an ability used while preparing a battle."),
    "village_kw": N_("Village: an ability used when visiting the Village."),
    "prepare": N_("Prepare: put any cards of your hand on top of your deck in the order you choose, discard the rest, "
                  "draw six."),
    "rest": N_("Rest: destroy one card of your hand, discard the rest, draw six."),
    "level_up": N_("Level up: pay the XP shown to replace the Hero with the next level of its line."),
    # traits
    "trait_immune": N_("Immune to {what}: those cards add no Attack against it (a Hero's Weapon neither); their Light "
                       "still counts."),
    "trait_fight_heroes": N_("Cannot be fought unless: your party has {n} Heroes or more."),
    "trait_fight_level": N_("Cannot be fought unless: your party has a Hero of Level {n} or more."),
    "trait_darkness": N_("Darkness +{n}: fighting it means {n} more Darkness than its rank."),
}

tr = game_strings(EN, fallback=hall_tr)
# The help text of a keyword, a term or a trait in the current language ("" when it has none).
keyword_help = help_texts(KEYWORD_HELP_EN)

"""The Hint's reasons in Thunderstone Quest, in a player's words: why this battle, this card, this place - what the
Normal level's judgement weighed (the battle preview, what a card adds to the deck, Wounds, XP), never the move said
again.

"your party's 9 Attack beats Skeleton (Health 7) in Lair of the Wyrm: 2 XP" rather than "it can defeat Skeleton
(worth about 3)". The policy (policy.py) asks for them only when it explains a decision to a player
(`QuestPolicy.verbose`, set by the Normal level's `explain`); each sentence is a phrase of ui/quest/phrases.py, so the
table says it in the player's language.
"""

from __future__ import annotations

from ...engine.actions import Action
from ...systems.quest.battle import breakdown
from ...systems.quest.cards import QuestCard
from ...systems.quest.party import gold_available
from ...systems.quest.rules.village import level_cost
from ...systems.quest.state import QuestState


def battle(state: QuestState, room: int) -> str:
    """What the battle in `room` gives, from the battle preview: "your party's 9 Attack beats Skeleton (Health 7) in
    Lair of the Wyrm: 2 XP, Wounds 1"."""
    b = breakdown(state, room)
    monster = state.cards[b.monster]
    where = state.room_card(room).name
    if room in state.face_down:         # the card is a guess of the dealt state: never named
        return (f"the face-down card in {where} is any card of its Monster deck: your party's {b.figures.total} "
                f"Attack is worth the try")
    head = f"your party's {b.figures.total} Attack beats {monster.name} (Health {b.figures.health}) in {where}"
    if monster.kind == "rat":
        return f"{head}: a free level-up for an Adventurer"
    text = f"{head}: {b.xp} XP, Wounds {b.wounds}"
    if b.treasure:
        text += ", and a Treasure"
    return text


def lantern(state: QuestState, room: int) -> str:
    return "a Lantern token's Light takes your party further: " + battle(state, room)


def no_victory(state: QuestState, room: int) -> str:
    b = breakdown(state, room)
    return (f"your party beats no Monster within reach ({b.figures.total} against Health {b.figures.health} here): "
            f"this battle costs least")


def wilderness(state: QuestState) -> str:
    return "after the Village your party can still battle in The Wilderness: " + battle(state, 0)


def heal(state: QuestState) -> str:
    wounds = state.players[state.active].wounds
    return f"every two Wounds take a card from your next hands: healing one here costs nothing (Wounds {wounds})"


def spoils(state: QuestState, action: Action) -> str:
    return f"{state.cards[action.card].name}'s Spoils come with the victory: taking them costs nothing"


def no_worthy_battle(state: QuestState, room: int, gold: int) -> str:
    """Why shopping beats the Dungeon: no victory within reach of the party's Light, or one worth little."""
    if room < 0:
        return (f"your party defeats no Monster its Light reaches; your {gold} gold shops at The Bazaar, with a Gear "
                f"token")
    b = breakdown(state, room)
    monster = state.cards[b.monster]
    return (f"defeating {monster.name} gives only {b.xp} XP; your {gold} gold shops at The Bazaar, with a Gear "
            f"token")


def temple(state: QuestState) -> str:
    wounds = state.players[state.active].wounds
    return f"your {wounds} Wounds cost you cards every turn: The Temple heals two"


def guilds(state: QuestState) -> str:
    player = state.players[state.active]
    heroes = [i for i in player.hand if state.cards[i].is_hero and player.xp >= level_cost(state, i)]
    hero = state.cards[heroes[0]].name if heroes else "a Hero"
    return f"your {player.xp} XP level up {hero} at The Guilds' Quarter"


def shop(gold: int) -> str:
    return f"{gold} gold buys a Treasure at the Shop of Arcane Wonders"


def buy(state: QuestState, card: QuestCard) -> str:
    """What the card adds to this deck, as `deck_value` (policy.py) weighs it: Heroes while there are few, Weapons
    for Heroes without one, Light when the deep rooms are out of reach, Spells for Wizards, VP."""
    owned = state.players[state.active].owned()
    cards = state.cards
    heroes = sum(1 for i in owned if cards[i].is_hero and not cards[i].is_adventurer)
    weapons = sum(1 for i in owned if cards[i].is_weapon and "starter" not in cards[i].keywords)
    wizards = sum(1 for i in owned if "wizard" in cards[i].keywords)
    light = sum(cards[i].light for i in owned)
    if card.is_hero and heroes < 4:
        why = f"a party of few Heroes wins few battles: {card.name} joins yours (Heroes {heroes})"
    elif card.is_weapon and weapons < heroes:
        why = f"{card.name} arms a Hero who has no Weapon yet (Heroes {heroes}, Weapons {weapons})"
    elif card.light and light < len(owned) // 5:
        why = f"your deck is too dark for the deep rooms (Light {light} in {len(owned)} cards): {card.name} brings " \
              f"Light {card.light}"
    elif card.is_spell and wizards:
        why = f"{card.name} is a Spell for the Wizards of your deck"
    else:
        attack = card.attack + card.magic_attack + card.attack_boost + card.magic_attack_boost
        why = f"{card.name} adds {attack} Attack to your deck" if attack else \
            f"{card.name} adds the most to your deck of what {gold_available(state)} gold buys"
    if card.vp:
        why += f"; it is worth {card.vp} VP"
    return why


def level_up(state: QuestState, action: Action) -> str:
    old = state.cards[action.card]
    new = state.catalogue[action.option]
    changes = [f"{label} {a} → {b}" for label, a, b in (
        ("Attack", old.attack, new.attack), ("Magic Attack", old.magic_attack, new.magic_attack),
        ("Light", old.light, new.light), ("Skill", old.skill, new.skill)) if a != b]
    text = f"{new.name} is the stronger Hero" + (f" ({', '.join(changes)})" if changes else "")
    return text + f", for {level_cost(state, action.card)} XP"


def use(state: QuestState, action: Action) -> str:
    card = state.cards[action.card]
    return f"{card.name} adds to this turn and costs nothing that counts"


def wield(state: QuestState, action: Action) -> str:
    weapon, hero = state.cards[action.card], state.cards[action.target]
    bonus = weapon.attack_boost + weapon.magic_attack_boost
    if bonus:
        return f"{weapon.name} gives +{bonus} Attack, and {hero.name}'s Skill carries it best"
    return f"{hero.name}'s Skill carries {weapon.name} best"

"""The Quest levels' judgement on a game state: `QuestPolicy(style)(state) -> (action, reason)` for whoever decides
(`state.pending.seat`), and `GreedyPolicy`, the one-step baseline.

A computer seat calls it on a state dealt from its observation (`engine.determinize`: its own hand and everything
public exact); a search's playouts call it for every seat of a dealt state. It never reads anything a seat could not
know that the state it is given does not already hold.

How Normal plays (Easy is the same player with less care, `Style`):
- Prep: it arms a copy of its party (Weapons to the Heroes that carry them best, abilities that produce, a Lantern
  token when it reaches a better room) and reads the battle preview of every room within reach of its Light. A
  Monster worth fighting (XP, Treasure and Gear against the Wounds it deals; the Giant Rat while Adventurers are left
  to level) sends it into the Dungeon; a hand rich in gold goes shopping instead unless the fight is clearly better.
  In the Village it chooses a location by need: The Temple when badly wounded, The Guilds' Quarter with XP and a
  Hero to level, the Shop of Arcane Wonders with 10 gold and little to buy, The Bazaar otherwise.
- Village: abilities that produce or draw, the best purchase (Heroes first while it has few, Weapons for the Skill
  its Heroes have to spare, Light when the deep rooms are out of reach, Spells for Wizards), a Gear token, a heal,
  level-ups while the game has turns left. XP is VP: near the end it keeps them instead of levelling up.
- Dungeon: Weapons, abilities, then the richest Monster it defeats, by the cheapest path that costs no Gear.
- The last round: only VP count; it fights the Guardian when the battle gives more XP than anything else, destroys
  its Shards for XP and buys the card with the most VP.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from ...engine.actions import Action
from ...engine.game import apply, legal_actions
from ...systems.quest.battle import breakdown
from ...systems.quest.cards import QuestCard
from ...systems.quest.party import gold_available, light_total
from ...systems.quest.rules.dungeon import alert_effects, parse_path
from ...systems.quest.rules.village import level_cost, level_targets
from ...systems.quest.state import QuestState
from .evaluation import standing, turns_left

Decision = tuple[Action, str]


@dataclass(frozen=True)
class Style:
    """What separates the levels that share this judgement."""

    plan_extras: bool = True        # Side Quest and Guild Sponsorship chosen by what the seat can do (else at random)
    endgame: bool = True            # near the end XP are kept as VP and the last turn goes for VP only
    taste: float = 1.5              # a random liking per card, fixed for the game: seats try different strategies
    lantern: bool = True            # burns a Lantern token when it reaches a better room
    careful_path: bool = True       # avoids paths whose Alert! costs a Gear token
    gold_in_village: float = 0.5    # how much a rich hand pulls it towards the Village rather than a fight
    plan_turn: bool = False         # plays each Prep choice out to the end of the turn and keeps the best
    fight_at: float = 2.0           # the least a battle must be worth to take the Dungeon over the Village
    slip: float = 0.0               # how often it takes a plausible move other than its best (a weaker player)
    scarce: float = 1.0             # Epic: how much a card on show that no one may buy after it pulls it to the Village
    marketplace_over_bazaar: float = 0.4   # Epic: what a card drawn for an Any spot must add to beat a Gear token


NORMAL = Style()
EASY = Style(plan_extras=False, endgame=False, taste=2.5, lantern=False, careful_path=False, gold_in_village=0.0,
             slip=0.3)


# ------------------------------------------------------------------------------------------ a card's worth to a deck
# A card's worth to the active seat's deck, as the Quest levels judge it.
def light_short(state: QuestState) -> bool:
    """Whether the active seat's cards give too little Light to reach the deep rooms (one Light in five cards)."""
    owned = state.players[state.active].owned()
    return sum(state.cards[i].light for i in owned) < len(owned) // 5


def line_need(state: QuestState, into: str) -> int:
    """How much the active seat wants a Hero of the line of `into`: the fewer of that line it owns, the more."""
    owned = state.players[state.active].owned()
    group = state.catalogue[into].group
    return -sum(1 for i in owned if state.cards[i].group == group)


def deck_value(state: QuestState, card: QuestCard) -> float:
    """What `card` adds to the active seat's deck: its VP and attack, Heroes while it has few, Weapons for Heroes
    without one, Light when it is short of it, Spells for Wizards, abilities."""
    owned = state.players[state.active].owned()
    cards = state.cards
    heroes = sum(1 for i in owned if cards[i].is_hero and not cards[i].is_adventurer)
    weapons = sum(1 for i in owned if cards[i].is_weapon and "starter" not in cards[i].keywords)
    wizards = sum(1 for i in owned if "wizard" in cards[i].keywords)
    value = card.vp + 0.6 * (card.attack + card.magic_attack + card.attack_boost + card.magic_attack_boost)
    if card.is_hero:
        value += 2.0 if heroes < 4 else 0.5
        value -= 1.0 * sum(1 for i in owned if cards[i].group == card.group) / 3
    if card.is_weapon:
        value += 1.5 if weapons < heroes else -0.5
    if card.light:
        value += 2.0 if light_short(state) else 0.5
    if card.is_spell and wizards:
        value += 1.0
    if card.abilities:
        value += 0.8
    return value


def price_weighed(state: QuestState, card: QuestCard, value: float) -> float:
    """A purchase's worth: `value` less a little for a cheap card, and for spending little of much gold."""
    return value - 0.5 + 0.1 * card.cost - (0.3 if gold_available(state) - card.cost > 6 else 0)


class QuestPolicy:
    """Normal's (or Easy's) decisions on a state."""

    def __init__(self, style: Style = NORMAL, rng: random.Random | None = None,
                 taste: dict[str, float] | None = None) -> None:
        self.style = style
        self.rng = rng or random.Random(0)
        # Reasons in a player's words (reasons.py: the Hint); the move is the same.
        self.verbose = False
        self.taste: dict[str, float] = {} if taste is None else taste
        # The same judgement without the turn plan plays the rest of a turn being planned.
        self.inner = QuestPolicy(replace(style, plan_turn=False), self.rng, self.taste) if style.plan_turn else self

    def __call__(self, state: QuestState) -> Action:
        return self.act(state)[0]

    # ------------------------------------------------------------------------------------------------ decisions
    def act(self, state: QuestState) -> Decision:
        action, reason = self.judge(state)
        if self.verbose:
            return action, self.in_words(state, action, reason)
        return action, reason

    def in_words(self, state: QuestState, action: Action, reason: str) -> str:
        """The decision's reason said from what the judgement weighed (reasons.py) where the short one would only
        name the move again."""
        from . import reasons

        kind = state.pending.kind
        cards = state.cards
        player = state.players[state.active]
        if reason.startswith("it can defeat ") or action.option == "bazaar" and not self.last_round(state):
            trial = state.clone()
            apply(trial, Action("enter_dungeon"))
            self.arm(trial)
            if trial.pending.kind == "dungeon" or action.kind == "enter_dungeon":
                _, room = self.best_fight(trial)
                if action.kind == "enter_dungeon" and room >= 0:
                    return reasons.battle(trial, room)
                lantern = Action("gear", option="lantern")
                if action.kind == "enter_dungeon" and lantern in legal_actions(trial):
                    apply(trial, lantern)
                    _, room = self.best_fight(trial)
                    if room >= 0:
                        return reasons.lantern(trial, room)
                if action.option == "bazaar":
                    return reasons.no_worthy_battle(trial, room, sum(cards[i].gold for i in player.hand))
            return reason
        if kind == "prep" and action.option == "temple":
            return reasons.temple(state)
        if kind == "prep" and action.option == "guilds" and not self.last_round(state):
            return reasons.guilds(state)
        if kind == "prep" and action.option == "shop":
            return reasons.shop(sum(cards[i].gold for i in player.hand))
        if action.kind == "buy" and reason.startswith("buy "):
            return reasons.buy(state, cards[action.card])
        if action.kind == "level_up" and reason.startswith("level up "):
            return reasons.level_up(state, action)
        if reason == "use the Spoils":
            return reasons.spoils(state, action)
        if action.kind == "heal" and reason == "heal a Wound":
            return reasons.heal(state)
        if action.kind == "to_wilderness":
            trial = state.clone()
            apply(trial, action)
            self.arm(trial)
            if trial.pending.kind == "dungeon" and trial.room_monster[0] >= 0 and breakdown(trial, 0).figures.victory:
                return reasons.wilderness(trial)
            return reason
        if action.kind == "use" and reason.startswith("use "):
            return reasons.use(state, action)
        if action.kind == "wield":
            return reasons.wield(state, action)
        if action.kind == "move" and reason.startswith("defeat "):
            return reasons.battle(state, parse_path(state, action.option)[-1])
        if action.kind == "fight" and reason == "battle where the Champion stands":
            here = player.room
            if here >= 0 and state.room_monster[here] >= 0:
                if breakdown(state, here).figures.victory:
                    return reasons.battle(state, here)
                return reasons.no_victory(state, here)
        return reason

    def judge(self, state: QuestState) -> Decision:
        legal = legal_actions(state)
        if len(legal) == 1:
            return legal[0], "the only legal action"
        kind = state.pending.kind
        if self.style.slip and kind in ("prep", "village") and self.rng.random() < self.style.slip:
            plausible = [a for a in legal if a.kind in ("go_to", "enter_dungeon", "buy", "level_up", "buy_gear")]
            if plausible:
                return self.rng.choice(plausible), "a whim"
        if kind == "prep":
            return self.prep(state, legal)
        if kind == "village":
            return self.village(state, legal)
        if kind == "dungeon":
            return self.dungeon(state, legal)
        return self.answer(state, legal)

    def last_round(self, state: QuestState) -> bool:
        return self.style.endgame and state.summoned

    # ------------------------------------------------------------------------------------------------ fights
    def fight_value(self, state: QuestState, room: int) -> float:
        """What defeating the Monster in `room` is worth (0 when the battle is lost)."""
        b = breakdown(state, room)
        if not b.figures.victory:
            return 0.0
        monster = state.cards[b.monster]
        if monster.kind == "rat":
            # The Giant Rat's reward levels an Adventurer up: worth it while a Hero is left to level into (in Epic
            # with the Heroes in class stacks, the stacks run out).
            adventurers = [i for i in state.players[state.active].owned() if state.cards[i].is_adventurer]
            if adventurers and not level_targets(state, adventurers[0]):
                adventurers = []
            if self.last_round(state):
                return 0.1
            return 2.5 if adventurers and turns_left(state) > 2 else 0.3
        player = state.players[state.active]
        hurt = max(0, player.wounds + b.wounds - 1)
        wound_cost = 0.0 if self.last_round(state) else 0.6 * b.wounds + 0.25 * hurt * (b.wounds > 0)
        value = b.xp + 2.5 * b.treasure + 0.8 * len(b.gear) - wound_cost
        if not self.last_round(state):
            value += 0.6 * monster.level
        return max(0.05, value)

    def best_fight(self, state: QuestState) -> tuple[float, int]:
        """The value and room of the best Monster the cards in front of the active player defeat (-1: none), among
        the rooms its Light reaches (the Champion's own room costs nothing)."""
        light = light_total(state)
        best, room = 0.0, -1
        here = state.players[state.active].room
        reach = self.reach(state, light)
        for r, iid in enumerate(state.room_monster):
            if iid < 0 or (r != here and r not in reach):
                continue
            if state.turn.wilderness_only and r != 0:
                continue
            value = self.fight_value(state, r)
            if value > best:
                best, room = value, r
        return best, room

    def reach(self, state: QuestState, light: int) -> set[int]:
        from ...systems.quest.rules.dungeon import routes

        here = state.players[state.active].room
        return {last for last, cost, _ in routes(state, max(0, here)) if cost <= light}

    def arm(self, state: QuestState, budget: int = 14) -> None:
        """Give every Weapon it can (the strongest first) and use the abilities that produce or draw."""
        for _ in range(budget):
            if state.pending.kind != "dungeon":
                return
            legal = legal_actions(state)
            wields = [a for a in legal if a.kind == "wield"]
            uses = [a for a in legal if a.kind == "use" and self.good_use(state, a)]
            if wields:
                apply(state, self.best_wield(state, wields))
            elif uses:
                apply(state, uses[0])
            else:
                return

    def best_wield(self, state: QuestState, wields: list[Action]) -> Action:
        cards = state.cards
        return max(wields, key=lambda a: (cards[a.card].attack_boost + cards[a.card].magic_attack_boost,
                                          -cards[a.card].skill_requirement, cards[a.target].skill))

    def good_use(self, state: QuestState, action: Action) -> bool:
        ability = state.cards[action.card].ability_by_key[action.option]
        verbs = {e.verb for e in ability.effects}
        if ability.cost == "destroy_self":
            # A Shard's XP: better kept in the deck for its gold early, cashed in late.
            return verbs <= {"gain_xp"} and (turns_left(state) < 8 if self.style.endgame else state.turn_number > 8)
        if verbs == {"heal"}:
            return state.players[state.active].wounds > 0
        return bool(verbs & {"produce", "draw", "boost_hero", "heal", "gain_gear", "gain_treasure"})

    # ------------------------------------------------------------------------------------------------ prep
    def prep(self, state: QuestState, legal: list[Action]) -> Decision:
        if self.style.plan_turn:
            return self.planned_prep(state, legal)
        return self.quick_prep(state, legal)

    def planned_prep(self, state: QuestState, legal: list[Action]) -> Decision:
        """Each choice played out to the end of the turn by the quick judgement; the best standing wins (the quick
        choice unless another is clearly better)."""
        me = state.active
        quick, reason = self.quick_prep(state, legal)
        before = standing(state, me, turns_left(state))
        turn = state.turn_number
        values: dict[Action, float] = {}
        for action in legal:
            trial = state.clone()
            apply(trial, action)
            for _ in range(80):
                if trial.result is not None or trial.turn_number != turn:
                    break
                apply(trial, self.inner(trial))
            values[action] = standing(trial, me, turns_left(trial)) - before
        best = max(values, key=lambda a: values[a])
        if values[best] > values[quick] + 0.3:
            where = "the Dungeon" if best.kind == "enter_dungeon" else best.option.title()
            return best, f"{where}: the turn played out gains most ({values[best]:+.1f})"
        return quick, reason

    def quick_prep(self, state: QuestState, legal: list[Action]) -> Decision:
        player = state.players[state.active]
        cards = state.cards
        trial = state.clone()
        apply(trial, Action("enter_dungeon"))
        self.arm(trial)
        value, room = self.best_fight(trial)
        if self.style.lantern and trial.pending.kind == "dungeon":
            lantern = Action("gear", option="lantern")
            if lantern in legal_actions(trial):
                lit = trial.clone()
                apply(lit, lantern)
                better, _ = self.best_fight(lit)
                value = max(value, better - 0.8)
        gold = sum(cards[i].gold for i in player.hand)
        if self.last_round(state):
            village = self.village_vp(state, gold)
            if room >= 0 and value >= village:
                return Action("enter_dungeon"), "the last turn: the battle gives the most VP"
            if player.xp >= 3 and Action("go_to", option="guilds") in legal:
                return Action("go_to", option="bazaar"), "the last turn: buying VP"
            return Action("go_to", option="bazaar"), "the last turn: buying VP"
        pull = self.style.gold_in_village * max(0, gold - 6)
        epic = state.config.epic is not None
        if epic:
            # Epic: one copy of each card, so a good card on show now may be gone by the next turn.
            pull += self.style.scarce * max(0.0, self.best_on_show(state, gold))
        if room >= 0 and value >= self.style.fight_at + pull and player.wounds < 7:
            name = trial.cards[trial.room_monster[room]].name
            return Action("enter_dungeon"), f"it can defeat {name} (worth about {value:.0f})"
        if player.wounds >= 4 and Action("go_to", option="temple") in legal:
            return Action("go_to", option="temple"), "badly wounded: The Temple heals two"
        heroes = [i for i in player.hand if cards[i].is_hero]
        if heroes and any(player.xp >= level_cost(state, h) for h in heroes) and turns_left(state) > 2:
            return Action("go_to", option="guilds"), "XP to level up a Hero"
        if gold >= 12 and state.treasure:
            return Action("go_to", option="shop"), "gold enough for a Treasure"
        if epic and Action("go_to", option="marketplace") in legal and self.marketplace_worth(state, gold):
            return Action("go_to", option="marketplace"), "a card from a Marketplace deck for an empty Any spot"
        return Action("go_to", option="bazaar"), "shopping, with a Gear token"

    # ------------------------------------------------------------------------------------------------ Epic
    def best_on_show(self, state: QuestState, gold: int) -> float:
        """The most a card on show that `gold` buys is worth to the active seat (0: none)."""
        tops = [s[-1] for s in list(state.market.values()) + list(state.guilds.values()) if s]
        return max((self.buy_value(state, i) for i in tops if state.cards[i].cost <= gold), default=0.0)

    def deck_worth(self, state: QuestState, kind: str, gold: int) -> float:
        """What the top card of a Marketplace deck is worth on average (a card `gold` does not buy: nothing now)."""
        deck = state.market_decks.get(kind, [])
        if not deck:
            return -99.0
        cards = state.cards
        return sum(self.buy_value(state, i) if cards[i].cost <= gold else 0.0 for i in deck) / len(deck)

    def marketplace_worth(self, state: QuestState, gold: int) -> bool:
        """Whether a visit beats The Bazaar: what the card drawn into an Any spot adds on average over the best card
        already on show (a card `gold` does not buy adds nothing), against a Gear token's worth; with no Any spot
        empty the visit destroys a card there first, so the weaker of the two must be worth little to it."""
        from ...systems.quest.rules.epic import ANY_SPOTS, MARKET_KINDS

        cards = state.cards
        now = self.best_on_show(state, gold)
        gains = []
        for kind in MARKET_KINDS:
            deck = state.market_decks.get(kind, [])
            if deck:
                gains.append(sum(max(0.0, self.buy_value(state, i) - now) for i in deck if cards[i].cost <= gold)
                             / len(deck))
        gain = max(gains, default=0.0)
        if all(state.market[spot] for spot in ANY_SPOTS):
            weakest = min(self.buy_value(state, state.market[spot][-1]) for spot in ANY_SPOTS)
            gain -= max(0.0, weakest - now)
        return gain > self.style.marketplace_over_bazaar

    def village_vp(self, state: QuestState, gold: int) -> float:
        affordable = [state.cards[s[-1]].vp for s in list(state.market.values()) + list(state.guilds.values())
                      if s and state.cards[s[-1]].cost <= gold]
        return float(max(affordable, default=0))

    # ------------------------------------------------------------------------------------------------ village
    def village(self, state: QuestState, legal: list[Action]) -> Decision:
        player = state.players[state.active]
        cards = state.cards
        rations = Action("gear", option="rations_gold")
        buys = [a for a in legal if a.kind == "buy"]
        if self.last_round(state):
            shards = [a for a in legal if a.kind == "use" and cards[a.card].ability_by_key[a.option].cost ==
                      "destroy_self"]
            if shards:
                return shards[0], "the last turn: every XP is a VP"
            producing = [a for a in legal if a.kind == "use" and self.good_use(state, a)]
            if producing:
                return producing[0], f"use {cards[producing[0].card].name}"
            vp_buys = [a for a in buys if cards[a.card].vp > 0]
            if vp_buys:
                best = max(vp_buys, key=lambda a: (cards[a.card].vp, -cards[a.card].cost))
                return best, f"the last turn: {cards[best.card].name} is worth {cards[best.card].vp} VP"
            if rations in legal and self.upgrade_with_one_more(state):
                return rations, "one more gold buys a card with more VP"
            return Action("end_turn"), "the last turn: nothing more is worth VP"
        uses = [a for a in legal if a.kind == "use" and self.good_use(state, a)]
        if uses:
            return uses[0], f"use {cards[uses[0].card].name}"
        if buys:
            best = max(buys, key=lambda a: self.buy_value(state, a.card))
            if self.buy_value(state, best.card) > 0:
                return best, f"buy {cards[best.card].name}"
        if rations in legal and self.upgrade_with_one_more(state):
            return rations, "Iron Rations for one more gold"
        if Action("buy_treasure") in legal:
            return Action("buy_treasure"), "a Treasure for 10 gold"
        gear = [a for a in legal if a.kind == "buy_gear"]
        if gear:
            want = "potion" if player.wounds >= 2 else "lantern" if light_short(state) else "iron_rations"
            pick = [a for a in gear if a.option == want] or gear
            return pick[-1], f"buy a {pick[-1].option.replace('_', ' ')} token"
        potion = Action("gear", option="potion")
        if potion in legal and player.wounds >= 3:
            return potion, "drink a Potion: the Wounds cost cards"
        heals = [a for a in legal if a.kind == "heal"]
        if heals:
            card_heals = [a for a in heals if a.card >= 0]
            return (card_heals or heals)[0], "heal a Wound"
        levels = [a for a in legal if a.kind == "level_up"]
        if levels and (not self.style.endgame or turns_left(state) > 2.5):
            best = max(levels, key=lambda a: (cards[a.card].level, line_need(state, a.option)))
            return best, f"level up {cards[best.card].name}"
        if Action("to_wilderness") in legal and not self.last_round(state):
            trial = state.clone()
            apply(trial, Action("to_wilderness"))
            self.arm(trial)
            if trial.pending.kind == "dungeon" and trial.room_monster[0] >= 0 and self.fight_value(trial, 0) > 0.2:
                return Action("to_wilderness"), "the Lantern lets it battle in The Wilderness too"
        return Action("end_turn"), "nothing more worth doing"

    def upgrade_with_one_more(self, state: QuestState) -> bool:
        """Whether one more gold buys a card it values more than the best it can buy now."""
        if state.turn.bought:
            return False
        gold = gold_available(state)
        tops = [s[-1] for s in list(state.market.values()) + list(state.guilds.values()) if s]
        now = max((self.buy_value(state, i) for i in tops if state.cards[i].cost <= gold), default=0.0)
        more = max((self.buy_value(state, i) for i in tops if state.cards[i].cost == gold + 1), default=0.0)
        return more > now + 0.5

    def buy_value(self, state: QuestState, iid: int) -> float:
        card = state.cards[iid]
        value = deck_value(state, card)
        if self.style.endgame and turns_left(state) < 3:
            value = card.vp + 0.2 * value
        value += self.liking(card.id)
        return price_weighed(state, card, value)

    def liking(self, card_id: str) -> float:
        found = self.taste.get(card_id)
        if found is None:
            found = self.taste[card_id] = self.rng.uniform(-self.style.taste, self.style.taste)
        return found

    # ------------------------------------------------------------------------------------------------ dungeon
    def dungeon(self, state: QuestState, legal: list[Action]) -> Decision:
        cards = state.cards
        wields = [a for a in legal if a.kind == "wield"]
        if wields:
            best = self.best_wield(state, wields)
            return best, f"{cards[best.target].name} wields {cards[best.card].name}"
        uses = [a for a in legal if a.kind == "use" and self.good_use(state, a)]
        if uses:
            return uses[0], f"use {cards[uses[0].card].name}"
        rations = [a for a in legal if a.kind == "gear" and a.option == "rations_skill"]
        value, room = self.best_fight(state)
        if rations and self.style.lantern:
            for action in rations:
                trial = state.clone()
                apply(trial, action)
                if any(a.kind == "wield" for a in legal_actions(trial)):
                    return action, "Iron Rations give the Skill for one more Weapon"
        here = state.players[state.active].room
        if self.style.lantern:
            lanterns = [a for a in legal if a.kind == "gear" and a.option == "lantern"]
            if lanterns:
                trial = state.clone()
                apply(trial, lanterns[0])
                better, _ = self.best_fight(trial)
                if better > value + (0.5 if self.last_round(state) else 2.0):
                    return lanterns[0], "a Lantern token's Light reaches a better Monster"
        if room >= 0 and room != here:
            moves = [a for a in legal if a.kind == "move" and a.option.split(">")[-1] == state.rooms[room]]
            if moves:
                best = min(moves, key=lambda a: (self.path_cost(state, a), len(a.option)))
                return best, f"defeat {cards[state.room_monster[room]].name} in {state.room_card(room).name}"
        if Action("fight") in legal and (room == here or room < 0):
            return Action("fight"), "battle where the Champion stands"
        moves = [a for a in legal if a.kind == "move"]
        if moves:
            # No victory in reach: the battle that hurts least.
            best = min(moves, key=lambda a: (self.loss_cost(state, parse_path(state, a.option)[-1]),
                                             self.path_cost(state, a)))
            if Action("fight") in legal and self.loss_cost(state, here) <= self.loss_cost(
                    state, parse_path(state, best.option)[-1]):
                return Action("fight"), "no victory in reach: the battle that hurts least"
            return best, "no victory in reach: the battle that hurts least"
        if Action("fight") in legal:
            return Action("fight"), "battle where the Champion stands"
        return legal[-1], "nothing else to do"

    def loss_cost(self, state: QuestState, room: int) -> float:
        iid = state.room_monster[room]
        if iid < 0:
            return 99.0
        b = breakdown(state, room)
        return b.wounds - (b.xp + 2 * b.treasure if b.figures.victory else 0) + 0.1 * room

    def path_cost(self, state: QuestState, action: Action) -> float:
        """What the Alert! effects on a path cost (a Gear token lost, a Wound...)."""
        if not self.style.careful_path:
            return 0.0
        path = parse_path(state, action.option)
        start = max(0, state.players[state.active].room)
        rooms = (start,) + path
        cost = 0.0
        for k, room in enumerate(rooms):
            whens = []
            if k > 0:
                whens.append("into")
            if k < len(rooms) - 1:
                whens.append("from")
                if k > 0:
                    whens.append("through")
            for when in whens:
                for _, effect in alert_effects(state, room, when):
                    cost += 1.0 if getattr(effect, "verb", "") in ("destroy_gear", "wound", "wound_card") else 0.5
        return cost

    # ------------------------------------------------------------------------------------------------ prompts
    def answer(self, state: QuestState, legal: list[Action]) -> Decision:
        p = state.pending
        cards = state.cards
        seat = p.seat
        if p.prompt == "side_quest":
            if not self.style.plan_extras:
                return self.rng.choice(legal), "a Side Quest"
            best = max(legal, key=lambda a: self.quest_value(state, seat, a.option))
            return best, f"the Side Quest it can complete: {state.catalogue[best.option].name}"
        if p.prompt == "sponsorship":
            if not self.style.plan_extras:
                return self.rng.choice(legal), "a Guild"
            best = max(legal, key=lambda a: self.guild_value(state, seat, a.option))
            return best, f"the Guild of its Heroes: {state.catalogue[best.option].name}"
        if p.prompt == "destroy_on_buy":
            picks = [a for a in legal if a.card >= 0]
            if picks and (turns_left(state) > 3 or not self.style.endgame):
                return picks[0], f"thin the deck: destroy {cards[picks[0].card].name}"
            return next(a for a in legal if a.card < 0), "keep it"
        if p.prompt == "spoils":
            use = [a for a in legal if a.kind == "use"]
            return (use[0], "use the Spoils") if use else (legal[-1], "done")
        if p.prompt == "free_level":
            levels = [a for a in legal if a.card >= 0]
            if levels:
                best = max(levels, key=lambda a: line_need(state, a.option) + self.liking(a.option))
                return best, f"level up for free into {state.catalogue[best.option].name}"
            return legal[-1], "nothing to level"
        if p.prompt == "market_take":
            gold = sum(cards[i].gold for i in state.players[state.active].hand)
            best = max(legal, key=lambda a: self.deck_worth(state, a.option, gold))
            return best, "the Marketplace deck worth most to it"
        if p.prompt == "market_destroy":
            weakest = min(legal, key=lambda a: self.buy_value(state, a.card))
            return weakest, f"destroy {cards[weakest.card].name}, the Any card worth least to it"
        if p.prompt == "temple":
            done = [a for a in legal if a.option == "done"]
            return (done[0], "enough put back") if done else (self.weakest(state, legal), "put back the weakest")
        if p.prompt in ("discard", "destroy", "guardian_discard"):
            skip = [a for a in legal if a.option == "skip"]
            if p.prompt == "destroy" and skip:
                bad = [a for a in legal if a.card >= 0 and (cards[a.card].is_wound or
                                                             "starter" in cards[a.card].keywords)]
                if bad:
                    return self.weakest(state, bad), "destroy a weak starting card"
                return skip[0], "keep every card"
            return self.weakest(state, legal), "the weakest card"
        if p.prompt == "boost":
            return max(legal, key=lambda a: cards[a.card].skill), "the Hero that can use it"
        if p.prompt == "heal":
            card_heals = [a for a in legal if a.card >= 0]
            return (card_heals or legal)[0], "heal a Wound"
        if p.prompt == "choose_effect":
            return self.best_effect(state, legal)
        if p.prompt == "lose_gear":
            order = ("lantern", "iron_rations", "potion")
            return min(legal, key=lambda a: order.index(a.option) if a.option in order else 9), "the cheapest token"
        return legal[0], "the first choice"

    def best_effect(self, state: QuestState, legal: list[Action]) -> Decision:
        """A card's choice of one of its effects (`choose_one`): each tried on a copy, the one after which the turn
        looks best - the best battle within reach, the Gold and Light to spend, the seat's standing (Wounds, Gear,
        XP) - the card's first option among equals."""
        seat = state.pending.seat
        turns = turns_left(state, seat)

        def after(action: Action) -> float:
            trial = state.clone()
            apply(trial, action)
            if trial.active != seat or trial.result is not None:
                return standing(trial, seat, turns)
            fight = self.best_fight(trial)[0] if trial.pending.kind == "dungeon" else 0.0
            return (standing(trial, seat, turns) + fight + 0.3 * gold_available(trial) + 0.2 * light_total(trial))

        values = [after(a) for a in legal]
        best = max(range(len(legal)), key=lambda k: (values[k], -k))
        return legal[best], f"the effect that serves this turn best: {legal[best].option}"

    def weakest(self, state: QuestState, actions: list[Action]) -> Action:
        cards = state.cards
        with_card = [a for a in actions if a.card >= 0]
        if not with_card:
            return actions[0]
        return min(with_card, key=lambda a: (cards[a.card].vp + cards[a.card].attack + cards[a.card].magic_attack
                                             + cards[a.card].level * 2 + cards[a.card].light + cards[a.card].gold
                                             - (5 if cards[a.card].is_wound else 0)))

    def quest_value(self, state: QuestState, seat: int, quest_id: str) -> float:
        quest = state.catalogue[quest_id].side_quest
        if quest is None:
            return 0.0
        condition = quest.condition
        verb = condition.verb
        odds = {"defeat_level": 0.7 if getattr(condition, "level", 0) <= 2 else 0.45, "hold_gear": 0.55,
                "own_keyword": 0.4, "own_heroes_of_level": 0.35}.get(verb, 0.3)
        if verb == "own_keyword" and getattr(condition, "count", 9) <= 3:
            odds = 0.5
        legendary = 2.5 if quest.legendary else 0.0
        return odds * (quest.vp + legendary) + self.liking(quest_id) * 0.2

    def guild_value(self, state: QuestState, seat: int, guild_id: str) -> float:
        guild = state.catalogue[guild_id].sponsorship
        if guild is None:
            return 0.0
        cards = state.cards
        stacks = [s for s in state.guilds.values() if s]
        lines = sum(1 for s in stacks if guild.keyword in cards[s[-1]].keywords)
        weight = {"attack": 1.2, "magic_attack": 1.2, "light": 1.3, "gold": 1.0, "heal": 0.8, "hp": 1.0}
        return lines * weight.get(guild.value, 1.0) * guild.amount + self.liking(guild_id) * 0.3


class GreedyPolicy:
    """The arena's one-step baseline, which takes every gain at once and plans nothing: it battles the Monster with
    the most XP it defeats (every Weapon wielded first; a Monster that gives no XP is not worth a turn), otherwise
    visits The Bazaar, buys the most expensive card it can afford, heals the Wound the Village heals for free and
    spends its XP on a level-up as soon as it can; it uses no ability, no Gear token and no location's service,
    takes whatever a question gives for free (a Spoils ability, a free level-up) and otherwise skips or takes the
    first option."""

    def __call__(self, state: QuestState) -> Action:
        return self.act(state)[0]

    def act(self, state: QuestState) -> Decision:
        legal = legal_actions(state)
        kind = state.pending.kind
        cards = state.cards
        if kind == "prep":
            trial = state.clone()
            apply(trial, Action("enter_dungeon"))
            self.wield_all(trial)
            if self.target(trial) >= 0:
                return Action("enter_dungeon"), "a Monster it defeats"
            return Action("go_to", option="bazaar"), "shopping"
        if kind == "village":
            buys = [a for a in legal if a.kind == "buy"]
            if buys:
                best = max(buys, key=lambda a: (cards[a.card].cost, cards[a.card].vp))
                return best, f"the dearest card: {cards[best.card].name}"
            heals = [a for a in legal if a.kind == "heal"]
            if heals:
                return heals[0], "a Wound healed"
            levels = [a for a in legal if a.kind == "level_up"]
            if levels:
                best = max(levels, key=lambda a: (cards[a.card].level, a.option))
                return best, f"XP spent at once: {cards[best.card].name} levels up"
            return Action("end_turn"), "nothing affordable"
        if kind == "dungeon":
            wields = [a for a in legal if a.kind == "wield"]
            if wields:
                return wields[0], "every Weapon wielded"
            room = self.target(state)
            here = state.players[state.active].room
            if room >= 0 and room != here:
                moves = [a for a in legal if a.kind == "move" and parse_path(state, a.option)[-1] == room]
                if moves:
                    return min(moves, key=lambda a: len(a.option)), "the Monster with the most XP it defeats"
            if Action("fight") in legal:
                return Action("fight"), "battle here"
            moves = [a for a in legal if a.kind == "move"]
            return (moves[0] if moves else legal[-1]), "somewhere to battle"
        prompt = state.pending.prompt
        if prompt in ("spoils", "free_level"):
            gains = [a for a in legal if a.option not in ("skip", "done")]
            if gains:
                return gains[0], "a gift is taken"
        skip = [a for a in legal if a.option in ("skip", "done")]
        return (skip[0] if skip else legal[0]), "the first option"

    def wield_all(self, state: QuestState) -> None:
        for _ in range(12):
            wields = [a for a in legal_actions(state) if a.kind == "wield"] if state.pending.kind == "dungeon" else []
            if not wields:
                return
            apply(state, wields[0])

    def target(self, state: QuestState) -> int:
        light = light_total(state)
        here = max(0, state.players[state.active].room)
        from ...systems.quest.rules.dungeon import routes

        reach = {last for last, cost, _ in routes(state, here) if cost <= light} | {here}
        best, room = -1, -1
        for r in reach:
            iid = state.room_monster[r]
            if iid < 0:
                continue
            preview = breakdown(state, r)
            if preview.figures.victory and preview.xp > 0 and preview.xp > best:
                best, room = preview.xp, r
        return room


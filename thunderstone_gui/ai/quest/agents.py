"""A Quest player that sees only the observation (`choose(observation) -> Action`).

`HeuristicAgent` plays sensibly without search (the random player of every game is `ai.RandomAgent`): it deals
the hidden cards at random (`engine.determinize`: its own hand and everything public are exact) and reads the battle
preview (`battle.breakdown`) to pick a Monster it can defeat, preferring the richest; otherwise it goes to the Village,
chooses a location by need (The Temple when badly wounded, The Guilds' Quarter with XP to spend, the Shop with 10
gold, The Bazaar otherwise), buys what its deck lacks (Heroes early, Weapons for Heroes with Skill, Light when the
deep rooms are out of reach, Spells for Wizards), heals, levels up, and thins its starting cards.
"""

from __future__ import annotations

import random
from typing import Sequence

from ...engine.actions import Action
from ...engine.game import apply, legal_actions
from ...systems.quest.battle import breakdown
from ...systems.quest.determinize import determinize
from ...systems.quest.observe import Observation
from ...systems.quest.party import light_total
from ...systems.quest.rules.dungeon import cheapest_light
from ...systems.quest.state import QuestState
from .policy import deck_value, light_short, line_need, price_weighed


class HeuristicAgent:
    level = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.taste: dict[str, float] = {}

    def choose(self, obs: Observation) -> Action:
        legal = obs.legal
        if len(legal) == 1:
            return legal[0]
        state = determinize(obs, self.rng.getrandbits(62))
        action = self.decide(obs, state)
        return action if action in legal else legal[0]

    # ------------------------------------------------------------------------------------------------ decisions
    def decide(self, obs: Observation, state: QuestState) -> Action:
        kind = obs.pending.kind
        if kind == "prep":
            return self.prep(obs, state)
        if kind == "village":
            return self.village(obs, state)
        if kind == "dungeon":
            return self.dungeon(obs, state)
        return self.answer(obs, state)

    def card(self, state: QuestState, iid: int):  # noqa: ANN201 - a QuestCard
        return state.cards[iid]

    def best_fight(self, state: QuestState) -> tuple[float, int]:
        """The value and room of the best Monster the current cards defeat (-1: none)."""
        light = light_total(state)
        best, room = 0.0, -1
        for r, iid in enumerate(state.room_monster):
            if iid < 0:
                continue
            need = cheapest_light(state, r)
            if need < 0 or need > light:
                continue
            b = breakdown(state, r)
            if not b.figures.victory:
                continue
            monster = state.cards[iid]
            value = b.xp + 3 * b.treasure + len(b.gear) - 1.5 * b.wounds + monster.level
            if monster.kind == "rat":
                value = 0.5 if self.adventurers(state) else 0.1
            if value > best:
                best, room = value, r
        return best, room

    def adventurers(self, state: QuestState) -> int:
        return sum(1 for i in state.players[state.active].owned() if state.cards[i].is_adventurer)

    def prep(self, obs: Observation, state: QuestState) -> Action:
        trial = state.clone()
        apply(trial, Action("enter_dungeon"))
        self.arm(trial)
        value, room = self.best_fight(trial)
        player = state.players[state.active]
        if state.summoned and room == 0:
            return Action("enter_dungeon")
        if room >= 0 and value >= 3 and player.wounds < 6:
            return Action("enter_dungeon")
        if player.wounds >= 4:
            return Action("go_to", option="temple")
        if player.xp >= 3 and any(self.card(state, i).is_hero for i in player.hand):
            return Action("go_to", option="guilds")
        gold = sum(self.card(state, i).gold for i in player.hand)
        if gold >= 12 and state.treasure:
            return Action("go_to", option="shop")
        return Action("go_to", option="bazaar")

    def arm(self, state: QuestState) -> None:
        """Give every Weapon it can (the strongest first) and use the abilities that produce or draw."""
        for _ in range(12):
            if state.pending.kind != "dungeon":
                return
            legal = legal_actions(state)
            wields = [a for a in legal if a.kind == "wield"]
            uses = [a for a in legal if a.kind == "use" and self.good_use(state, a)]
            if wields:
                apply(state, max(wields, key=lambda a: (state.cards[a.card].attack_boost,
                                                        state.cards[a.target].skill)))
            elif uses:
                apply(state, uses[0])
            else:
                return

    def good_use(self, state: QuestState, action: Action) -> bool:
        ability = state.cards[action.card].ability_by_key[action.option]
        verbs = {e.verb for e in ability.effects}
        if ability.cost == "destroy_self":
            return verbs <= {"gain_xp"} and state.turn_number > 6
        return bool(verbs & {"produce", "draw", "boost_hero", "heal", "gain_gear"})

    def dungeon(self, obs: Observation, state: QuestState) -> Action:
        legal = obs.legal
        wields = [a for a in legal if a.kind == "wield"]
        if wields:
            return max(wields, key=lambda a: (state.cards[a.card].attack_boost, state.cards[a.target].skill))
        uses = [a for a in legal if a.kind == "use" and self.good_use(state, a)]
        if uses:
            return uses[0]
        value, room = self.best_fight(state)
        here = state.players[state.active].room
        lanterns = [a for a in legal if a.kind == "gear" and a.option == "lantern"]
        if lanterns and room >= 0:
            trial = state.clone()
            apply(trial, lanterns[0])
            better, _ = self.best_fight(trial)
            if better > value + 2:
                return lanterns[0]
        if room >= 0 and room != here:
            moves = [a for a in legal if a.kind == "move" and a.option.split(">")[-1] == state.rooms[room]]
            if moves:
                return min(moves, key=lambda a: len(a.option))
        if Action("fight") in legal:
            return Action("fight")
        moves = [a for a in legal if a.kind == "move"]
        if moves:
            to_wild = [a for a in moves if a.option.endswith(state.rooms[0])]
            return to_wild[0] if to_wild else moves[0]
        return legal[-1]

    def village(self, obs: Observation, state: QuestState) -> Action:
        legal = obs.legal
        player = state.players[state.active]
        cards = state.cards
        uses = [a for a in legal if a.kind == "use" and self.good_use(state, a)]
        if uses:
            return uses[0]
        wield = [a for a in legal if a.kind == "wield"]
        buys = [a for a in legal if a.kind == "buy"]
        if buys:
            best = max(buys, key=lambda a: self.buy_value(state, a.card))
            if self.buy_value(state, best.card) > 0:
                return best
        if Action("buy_treasure") in legal:
            return Action("buy_treasure")
        gear = [a for a in legal if a.kind == "buy_gear"]
        if gear:
            want = "potion" if player.wounds >= 2 else "lantern" if light_short(state) else "iron_rations"
            pick = [a for a in gear if a.option == want] or gear
            return pick[-1]
        potion = [a for a in legal if a.kind == "gear" and a.option == "potion"]
        if potion and player.wounds >= 3:
            return potion[0]
        heals = [a for a in legal if a.kind == "heal"]
        if heals:
            return heals[0]
        levels = [a for a in legal if a.kind == "level_up"]
        if levels:
            return max(levels, key=lambda a: (cards[a.card].level, line_need(state, a.option)))
        if Action("to_wilderness") in legal and any(cards[i].is_adventurer for i in player.owned()):
            trial = state.clone()
            apply(trial, Action("to_wilderness"))
            self.arm(trial)
            if trial.pending.kind == "dungeon" and breakdown(trial, 0).figures.victory:
                return Action("to_wilderness")
        del wield
        return Action("end_turn")

    def buy_value(self, state: QuestState, iid: int) -> float:
        card = state.cards[iid]
        value = deck_value(state, card)
        if state.summoned:
            value = card.vp
        # A taste of its own for each card, fixed for the game: seats try different strategies.
        value += self.taste.setdefault(card.id, self.rng.uniform(-1.5, 1.5))
        return price_weighed(state, card, value)

    def answer(self, obs: Observation, state: QuestState) -> Action:
        p = obs.pending
        legal = obs.legal
        cards = state.cards

        def weakest(actions: Sequence[Action]) -> Action:
            with_card = [a for a in actions if a.card >= 0]
            if not with_card:
                return actions[0]
            return min(with_card, key=lambda a: (cards[a.card].vp + cards[a.card].attack + cards[a.card].magic_attack
                                                 + cards[a.card].level * 2 + cards[a.card].light
                                                 - (5 if cards[a.card].is_wound else 0)))

        if p.prompt in ("destroy_on_buy",):
            return next((a for a in legal if a.card >= 0), legal[0])
        if p.prompt in ("spoils", "free_level"):
            use = [a for a in legal if a.kind == "use" or (a.kind == "choose" and a.card >= 0)]
            return use[0] if use else legal[-1]
        if p.prompt == "side_quest":
            return legal[self.rng.randrange(len(legal))]
        if p.prompt == "sponsorship":
            owned_classes = [k for i in state.players[p.seat].owned() for k in cards[i].classes]
            pick = [a for a in legal if any(k in owned_classes for k in
                                            [state.catalogue[a.option].sponsorship.keyword])]  # type: ignore[union-attr]
            return pick[0] if pick else legal[self.rng.randrange(len(legal))]
        if p.prompt == "temple":
            done = [a for a in legal if a.option == "done"]
            return done[0] if done else weakest(legal)
        if p.prompt in ("discard", "destroy", "guardian_discard"):
            skip = [a for a in legal if a.option == "skip"]
            if p.prompt == "destroy" and skip:
                starters = [a for a in legal if a.card >= 0 and "starter" in cards[a.card].keywords]
                return starters[0] if starters else skip[0]
            return weakest(legal)
        if p.prompt == "boost":
            return max(legal, key=lambda a: cards[a.card].skill)
        return legal[0]

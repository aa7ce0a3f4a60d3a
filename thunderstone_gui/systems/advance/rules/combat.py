"""Resolving a battle ("Enter the Dungeon" 3-7, "Battle Effects", "Aftermath Effects", "Spoils").

Once the monster is chosen: its Battle effects (Orseg's are those of the other monsters of the Hall; Belac makes the
other monsters' happen twice; a switched-off effect does nothing), each resolved at once - a card they destroy or
discard leaves the party before the Total Attack Value is worked out. Then the Total Attack Value against the Health;
then the Aftermath effects, whatever the outcome; then a defeated monster goes to its victor's discard pile (a Kobold
to any player's, if the victor likes) with its XP, or an undefeated one to the bottom of the Dungeon Deck; a Hero
borrowed for the battle goes home; after a loss, every React to a lost battle; after a victory, the Spoils; the Hall
is refilled (its Raids and Breach) and the turn ends.
"""

from __future__ import annotations

from typing import Any

from ....engine.actions import Action
from ....engine.events import Event
from ....engine.zones import reshuffle
from ..battle import ambusher_in_hall, attack_values, breakdown, hero_strengths
from ..flow import ask, distinct, everyone, others, prompt, schedule, step
from ..state import AdvanceState
from . import familiars, hall
from .curses import gain_curses
from .party import destroy_card, discard_card, gain_xp, lose_xp, shielded


@step("battle_begin")
def battle_begin(state: AdvanceState, events: list[Event]) -> None:
    t = state.turn
    cards = state.cards
    target = t.target
    events.append(Event("attack", state.active, (target,), {"rank": t.rank}))
    effects: list[tuple[int, int]] = []          # (the monster whose effect it is, its index)
    for index, effect in enumerate(cards[target].battle):
        if effect.verb == "echo_hall":
            for other in state.hall:
                if other >= 0 and other != target:
                    effects += [(other, k) for k, e in enumerate(cards[other].battle) if e.verb != "echo_hall"]
        else:
            effects.append((target, index))
    steps = []
    for source, index in effects:
        if t.cancel_all or (source, "battle", index) in t.cancelled:
            events.append(Event("effect_cancelled", state.active, (source,), {"slot": "battle", "index": index}))
            continue
        # Global (Belac): every other monster's Battle effects happen twice - once more for each such monster.
        times = 1 + sum(1 for m in state.hall if m >= 0 and m != source and cards[m].battle_twice)
        steps += [("battle_effect", source, index)] * times
    schedule(state, *steps, ("battle_resolve",))


def _conditions_hold(state: AdvanceState, effect: Any, source: int, events: list[Event]) -> bool:
    """The conditions an effect of a monster carries (effects.py, _Conditional)."""
    t = state.turn
    cards = state.cards
    why = ""
    if effect.unless_class and any(cards[i].is_hero and effect.unless_class in cards[i].keywords
                                   for i in state.players[state.active].hand):
        why = f"a {effect.unless_class.title()} is in the party"
    elif effect.if_ambusher and not ambusher_in_hall(state):
        why = "no Ambusher in the Hall"
    elif effect.if_defeat and t.outcome != "defeat":
        why = "the monster was defeated"
    elif effect.if_darkness or effect.if_beat_by is not None or effect.unless_beat_by is not None:
        if t.outcome:
            total, health, net = t.tav, cards[t.target].health + t.health_bonus, -1
        else:
            bd = breakdown(state, t.rank, in_battle=True)
            total, health, net = bd.total, bd.health, bd.net_darkness
        if effect.if_darkness and net == 0:
            why = "no Darkness is left"
        elif effect.if_beat_by is not None and total < health + effect.if_beat_by:
            why = f"the Total Attack Value did not beat the Health by {effect.if_beat_by}"
        elif effect.unless_beat_by is not None and total >= health + effect.unless_beat_by:
            why = f"the Total Attack Value beat the Health by {effect.unless_beat_by} or more"
    if why:
        events.append(Event("effect_skipped", state.active, (source,), {"verb": effect.verb, "reason": why}))
        return False
    return True


@step("battle_effect")
def battle_effect(state: AdvanceState, events: list[Event], source: int, index: int) -> None:
    effect = state.cards[source].battle[index]
    if _conditions_hold(state, effect, source, events):
        run_effect(state, effect, source, events)


@step("aftermath_effect")
def aftermath_effect(state: AdvanceState, events: list[Event], source: int, index: int) -> None:
    effect = state.cards[source].aftermath[index]
    if _conditions_hold(state, effect, source, events):
        run_effect(state, effect, source, events)


def _party(state: AdvanceState, battle: bool) -> list[int]:
    """The party's cards an effect may touch: all but borrowed nothing; in a battle, not the shielded ones."""
    hand = state.players[state.active].hand
    if not battle:
        return list(hand)
    keep = shielded(state)
    return [i for i in hand if i not in keep]


def run_effect(state: AdvanceState, effect: Any, source: int, events: list[Event]) -> None:
    """One Battle or Aftermath effect of the monster `source` on the active player's party (and the others)."""
    t = state.turn
    cards = state.cards
    seat = state.active
    battle = t.outcome == ""              # Battle effects (the Pike shields its Hero from them)
    name = cards[source].name
    verb = effect.verb
    if verb == "gain_curse":
        for s in ([seat] if effect.who == "self" else others(state)):
            gain_curses(state, s, effect.curses, events, name)
    elif verb == "destroy_one":
        _destroy_one(state, effect, source, battle, events)
    elif verb == "discard_weapon":
        keep = shielded(state) if battle else set()
        weapons = [w for w in t.equips if w not in keep]
        if effect.all:
            for w in weapons:
                discard_card(state, seat, w, events, name)
        else:
            _pick(state, weapons, "discard", name, events)
    elif verb == "discard_cards":
        schedule(state, ("discard_cards", seat, effect.cards, "magic" if effect.has_magic else "any", name))
    elif verb == "turn_up_top":
        _turn_up_top(state, effect, name, events)
    elif verb == "everyone_destroys":
        schedule(state, *[("destroy_pick", s, name) for s in everyone(state) for _ in range(effect.cards)])
    elif verb == "discard_or_lose_xp":
        schedule(state, *[("scorch", s, effect.cards, effect.xp, name) for s in everyone(state)])
    elif verb == "show_curse_or_gain":
        for s in everyone(state):
            curse = next((i for i in state.players[s].hand if cards[i].is_curse), -1)
            if curse >= 0:
                if s != seat:
                    state.reveals += 1
                events.append(Event("showed_curse", s, (curse,), {"reason": name}))
            else:
                gain_curses(state, s, effect.curses, events, name)
    elif verb == "others_discard_hero":
        schedule(state, *[("discard_cards", s, 1, "hero", name) for s in others(state)])
    elif verb == "discard_low_heroes":
        for i in _party(state, battle):
            if cards[i].is_hero and cards[i].level <= effect.max_level:
                discard_card(state, seat, i, events, name)
    elif verb == "absorb_kin":
        kin = [i for i in state.hall if i >= 0 and i != source and effect.keyword in cards[i].keywords]
        t.absorbed = kin
        t.health_bonus += sum(cards[i].health for i in kin)
        events.append(Event("absorbed", seat, (source, *kin), {"health": sum(cards[i].health for i in kin)}))
    elif verb == "hero_light_only":
        t.hero_light_only = True
        events.append(Event("light_limited", seat, (source,)))
    elif verb == "no_spoils":
        t.no_spoils = True
        events.append(Event("spoils_forbidden", seat, (source,)))
    elif verb == "swallow_strongest":
        _swallow(state, source, events)
    elif verb == "destroy_all_lit":
        for i in _party(state, battle):
            if cards[i].has("light") and any(cards[i].is_a(w) for w in effect.what):
                destroy_card(state, seat, i, events, name)
    elif verb == "shrink_next_hand":
        t.hand_short += effect.cards
        events.append(Event("hand_shrinks", seat, (source,), {"cards": effect.cards}))
    elif verb == "destroy_trophies":
        schedule(state, *[("trophy_loss", name)] * effect.cards)
    elif verb == "destroy_hand":
        for i in list(state.players[seat].hand):
            destroy_card(state, seat, i, events, name)
    # echo_hall is worked out when the battle begins


def _destroy_one(state: AdvanceState, effect: Any, source: int, battle: bool, events: list[Event]) -> None:
    cards = state.cards
    t = state.turn
    pool = [i for i in _party(state, battle) if cards[i].is_a(effect.what)]
    strength = hero_strengths(state)
    if effect.max_strength is not None:
        pool = [i for i in pool if strength.get(i, 0) <= effect.max_strength]
    if effect.min_strength is not None:
        pool = [i for i in pool if strength.get(i, 0) >= effect.min_strength]
    if effect.unarmed:
        pool = [i for i in pool if i not in t.equips.values()]
    if effect.no_magic or effect.no_physical:
        lines = {ln.card: ln for ln in breakdown(state, t.rank, in_battle=True).lines}
        if effect.no_magic:
            pool = [i for i in pool if i not in lines or lines[i].magic == 0]
        if effect.no_physical:
            pool = [i for i in pool if i not in lines or lines[i].physical == 0]
    if effect.strongest and pool:
        top = max(strength.get(i, 0) for i in pool)
        pool = [i for i in pool if strength.get(i, 0) == top]
    _pick(state, pool, "destroy", cards[source].name, events)


def _pick(state: AdvanceState, pool: list[int], what: str, reason: str, events: list[Event]) -> None:
    """The active player picks one card of `pool` to destroy or discard (no choice when there is one)."""
    options = distinct(state, pool)
    if not options:
        events.append(Event("nothing_to_" + what, state.active, (), {"reason": reason}))
    elif len(options) == 1:
        _apply_pick(state, options[0], what, reason, events)
    else:
        ask(state, state.active, "battle_pick", [Action("choose", card=i) for i in options], what=what,
            reason=reason)


def _apply_pick(state: AdvanceState, iid: int, what: str, reason: str, events: list[Event]) -> None:
    if what == "destroy":
        destroy_card(state, state.active, iid, events, reason)
    else:
        discard_card(state, state.active, iid, events, reason)


@prompt("battle_pick")
def answer_battle_pick(state: AdvanceState, action: Action, events: list[Event]) -> None:
    p = state.pending
    _apply_pick(state, action.card, p.detail("what"), p.detail("reason"), events)


def _turn_up_top(state: AdvanceState, effect: Any, name: str, events: list[Event]) -> None:
    seat = state.active
    player = state.players[seat]
    if not player.deck and player.discard:
        reshuffle(state, seat, events)
    if not player.deck:
        events.append(Event("nothing_turned_up", seat))
        return
    top = player.deck.pop()
    card = state.cards[top]
    state.reveals += 1
    rise = card.cost          # a card without a cost adds nothing ("no value")
    state.turn.health_bonus += rise
    if effect.destroy_if == "hero_up_to_level_2":
        doomed = card.is_hero and card.level <= 2
    else:
        doomed = card.is_weapon or card.is_item
    events.append(Event("turned_up", seat, (top,), {"health": rise, "destroyed": doomed, "reason": name}))
    if doomed:
        state.send_destroyed(top, "deck")
        events.append(Event("destroyed", seat, (top,), {"reason": name}))
    else:
        player.discard.append(top)


def _swallow(state: AdvanceState, source: int, events: list[Event]) -> None:
    """Belac: the Hero with the most Attack (its Weapon's included) is discarded; Belac's Health rises by it."""
    t = state.turn
    bd = breakdown(state, t.rank, in_battle=True)
    values = attack_values(bd)
    keep = shielded(state)
    cards = state.cards
    weapon_of = {h: w for w, h in t.equips.items()}
    scores = {h: values.get(h, 0) + values.get(weapon_of.get(h, -1), 0) for h in bd.heroes if h not in keep}
    if not scores:
        events.append(Event("nothing_to_discard", state.active, (), {"reason": cards[source].name}))
        return
    top = max(scores.values())
    strongest = [h for h, v in scores.items() if v == top]
    t.health_bonus += top
    events.append(Event("health_rises", state.active, (source,), {"health": top}))
    _pick(state, strongest, "discard", cards[source].name, events)


@step("scorch")
def scorch(state: AdvanceState, events: list[Event], seat: int, cards: int, xp: int, reason: str) -> None:
    """Blazing Grimalkin: `seat` discards `cards` cards or loses `xp` XP, as it chooses (losing XP needs the XP)."""
    options = [Action("choose", option="discard")]
    if state.players[seat].xp >= xp:
        options.append(Action("choose", option="xp"))
    if len(options) == 1:
        schedule(state, ("discard_cards", seat, cards, "any", reason))
        return
    ask(state, seat, "scorch", options, cards=cards, xp=xp, reason=reason)


@prompt("scorch")
def answer_scorch(state: AdvanceState, action: Action, events: list[Event]) -> None:
    p = state.pending
    if action.option == "xp":
        lose_xp(state, p.seat, p.detail("xp"), events, p.detail("reason"))
    else:
        schedule(state, ("discard_cards", p.seat, p.detail("cards"), "any", p.detail("reason")))


@step("trophy_loss")
def trophy_loss(state: AdvanceState, events: list[Event], reason: str) -> None:
    """Thorned Walker: the attacker destroys one monster card of the party."""
    cards = state.cards
    _pick(state, [i for i in state.players[state.active].hand if cards[i].is_monster], "destroy", reason, events)


# ------------------------------------------------------------------------------------------------ the outcome
@step("battle_resolve")
def battle_resolve(state: AdvanceState, events: list[Event]) -> None:
    t = state.turn
    bd = breakdown(state, t.rank, in_battle=True)
    t.tav = bd.total
    t.battle_heroes = len(bd.heroes)
    t.outcome = "victory" if bd.victory else "defeat"
    events.append(Event("battle_result", state.active, (t.target,), {
        "victory": bd.victory, "total": bd.total, "health": bd.health, "physical": bd.physical, "magic": bd.magic,
        "light": bd.light, "darkness": bd.darkness, "net_darkness": bd.net_darkness, "penalty": bd.penalty,
        "notes": list(bd.notes)}))
    cards = state.cards
    steps = []
    for index in range(len(cards[t.target].aftermath)):
        if t.cancel_all or (t.target, "aftermath", index) in t.cancelled:
            events.append(Event("effect_cancelled", state.active, (t.target,), {"slot": "aftermath",
                                                                                 "index": index}))
            continue
        steps.append(("aftermath_effect", t.target, index))
    schedule(state, *steps, ("battle_settle",))


@step("battle_settle")
def battle_settle(state: AdvanceState, events: list[Event]) -> None:
    t = state.turn
    cards = state.cards
    seat = state.active
    t.step = "after"
    monster = t.target
    steps: list[tuple[Any, ...]] = []
    if t.outcome == "victory":
        beaten = [monster] + [k for k in t.absorbed if k in state.hall]
        for iid in beaten:
            hall.take_from_hall(state, state.hall.index(iid) + 1)
        gain_xp(state, seat, cards[monster].xp, events, cards[monster].name)
        events.append(Event("defeated", seat, tuple(beaten), {"xp": cards[monster].xp, "rank": t.rank}))
        if cards[monster].is_bearer:
            t.ends_game = "bearer_defeated"
        for iid in beaten:
            state.players[seat].discard.append(iid)
            if cards[iid].any_discard:
                steps.append(("place_defeated", iid))
        steps += [("battle_end",)] + ([("familiar_gain",)] if familiars.played(state) else []) + [("spoils_start",)]
    else:
        if cards[monster].is_guardian:
            # A Guardian is never moved or removed from the Hall but by its defeat: it stands its ground.
            events.append(Event("guardian_stands", seat, (monster,), {"rank": t.rank}))
        else:
            hall.send_to_bottom(state, t.rank, events)
        steps += [("battle_end",), ("react", "battle_lost", 0)]
    schedule(state, *steps, ("refill",), ("end_turn",))


@step("place_defeated")
def place_defeated(state: AdvanceState, events: list[Event], monster: int) -> None:
    """A Kobold's victor may move it from the own discard pile into any player's."""
    seats = everyone(state)
    ask(state, state.active, "place", [Action("choose", option=f"seat:{s}") for s in seats], card=monster)


@prompt("place")
def answer_place(state: AdvanceState, action: Action, events: list[Event]) -> None:
    monster = state.pending.detail("card")
    seat = int(action.option.split(":")[1])
    if seat != state.active:
        state.players[state.active].discard.remove(monster)
        state.players[seat].discard.append(monster)
    events.append(Event("placed", state.active, (monster,), {"seat": seat}))


@step("battle_end")
def battle_end(state: AdvanceState, events: list[Event]) -> None:
    """A Hero borrowed for the battle goes to its owner's discard pile."""
    t = state.turn
    hand = state.players[state.active].hand
    for iid in list(t.borrowed):
        if iid in hand:
            discard_card(state, state.active, iid, events, "the battle is over")
    t.borrowed.clear()


@step("familiar_gain")
def familiar_gain(state: AdvanceState, events: list[Event]) -> None:
    familiars.gain(state, state.active, events)


@step("refill")
def refill_step(state: AdvanceState, events: list[Event]) -> None:
    hall.refill(state, events)


# ------------------------------------------------------------------------------------------------ Spoils
@step("spoils_start")
def spoils_start(state: AdvanceState, events: list[Event]) -> None:
    """The Spoils abilities of the party, and of the monster just defeated (never of monster cards already in the
    hand)."""
    t = state.turn
    if t.no_spoils or t.locked:
        if t.no_spoils:
            events.append(Event("no_spoils", state.active, (t.target,)))
        return
    cards = state.cards
    sources = [(i, a.key) for i in state.players[state.active].hand if not cards[i].is_monster
               for a in cards[i].spoils_abilities]
    sources += [(t.target, a.key) for a in cards[t.target].spoils_abilities]
    t.spoils_left = sources
    schedule(state, ("spoils",))


def _spoils_usable(state: AdvanceState, card: int, key: str) -> bool:
    t = state.turn
    ability = state.cards[card].ability_by_key[key]
    hand = state.players[state.active].hand
    if card != t.target and card not in hand:
        return False
    verb = ability.verb
    if verb == "spoils_buy":
        return bool(_spoils_buys(state, ability.of))
    if verb == "destroy_regulars":
        return any(state.cards[i].is_regular for i in hand)
    if verb == "free_level":
        from .abilities import level_options

        return bool(level_options(state, [i for i in hand if state.cards[i].is_hero and i != card], pay=False))
    return True


def spoils_gold(state: AdvanceState) -> int:
    """Every Spoils purchase counts the whole party's Gold (and the Gold of this turn's effects) again."""
    return sum(state.cards[i].gold for i in state.players[state.active].hand) + state.turn.gold_bonus


def _spoils_buys(state: AdvanceState, of: str) -> list[int]:
    gold = spoils_gold(state)
    cards = state.cards
    out = []
    for pile in state.supply.values():
        if pile and cards[pile[-1]].cost <= gold and (of == "any" or cards[pile[-1]].kind == "village"):
            out.append(pile[-1])
    return out


@step("spoils")
def spoils(state: AdvanceState, events: list[Event]) -> None:
    t = state.turn
    options = [Action("choose", card=c, option=k) for c, k in t.spoils_left if _spoils_usable(state, c, k)]
    if not options:
        t.spoils_left = []
        return
    ask(state, state.active, "spoils", options + [Action("choose", option="done")])


@prompt("spoils")
def answer_spoils(state: AdvanceState, action: Action, events: list[Event]) -> None:
    t = state.turn
    if action.option == "done":
        t.spoils_left = []
        return
    t.spoils_left.remove((action.card, action.option))
    resolves_at_once = state.config.variants.rulings >= 2
    if resolves_at_once:
        # The Spoils are offered again once this ability has resolved: what it schedules below runs first ("an
        # ability resolves when it is used": a purchase counts the party's Gold before another Spoils takes a card
        # out of the party). Rulings 1 asked for the next Spoils first.
        schedule(state, ("spoils",))
    seat = state.active
    card = state.cards[action.card]
    ability = card.ability_by_key[action.option]
    events.append(Event("ability_used", seat, (action.card,), {"ability": ability.key, "spoils": True}))
    verb = ability.verb
    if verb == "gain_xp":
        gain_xp(state, seat, ability.xp, events, card.name)
    elif verb == "xp_per_hero":
        gain_xp(state, seat, ability.xp * t.battle_heroes, events, card.name)
    elif verb == "extra_turn":
        t.extra_turn = True
        events.append(Event("extra_turn_won", seat, (action.card,)))
    elif verb == "spoils_buy":
        schedule(state, ("spoils_buy", ability.of))
    elif verb == "destroy_regulars":
        schedule(state, ("dismiss", ability.cards))
    elif verb == "free_level":
        if ability.destroy_self:
            destroy_card(state, seat, action.card, events, card.name)
        schedule(state, ("free_level", "any", action.card))
    if not resolves_at_once:
        schedule(state, ("spoils",))


@step("spoils_buy")
def spoils_buy(state: AdvanceState, events: list[Event], of: str) -> None:
    options = [Action("choose", card=c) for c in _spoils_buys(state, of)]
    if options:
        ask(state, state.active, "spoils_buy", options + [Action("choose", option="done")],
            gold=spoils_gold(state))


@prompt("spoils_buy")
def answer_spoils_buy(state: AdvanceState, action: Action, events: list[Event]) -> None:
    if action.option == "done":
        return
    buy_for(state, state.active, action.card, events, "spoils")


def buy_for(state: AdvanceState, seat: int, iid: int, events: list[Event], how: str) -> None:
    """`seat` takes the top card of a Village stack into its discard pile (a Spoils or React purchase)."""
    card = state.cards[iid]
    stack = card.stack
    assert stack is not None
    state.supply[stack].pop()
    state.players[seat].discard.append(iid)
    events.append(Event("bought", seat, (iid,), {"cost": card.cost, "stack": stack, "how": how}))


@step("dismiss")
def dismiss(state: AdvanceState, events: list[Event], left: int) -> None:
    """Royal Summons: destroy up to `left` Regulars of the party, one at a time (each goes back to its stack)."""
    regulars = [i for i in state.players[state.active].hand if state.cards[i].is_regular]
    if left <= 0 or not regulars:
        return
    options = [Action("choose", card=i) for i in distinct(state, regulars)] + [Action("choose", option="done")]
    ask(state, state.active, "dismiss", options, left=left)


@prompt("dismiss")
def answer_dismiss(state: AdvanceState, action: Action, events: list[Event]) -> None:
    if action.option == "done":
        return
    destroy_card(state, state.active, action.card, events, "Royal Summons")
    schedule(state, ("dismiss", state.pending.detail("left") - 1))

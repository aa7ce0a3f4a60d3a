"""Abilities, traits and the effect vocabulary at work ("Abilities and Traits"; Lexicon: Abilities, Boosts,
Destroy, Discard, Draw, Heal, Level Up, Maximum).

`resolve(state, source, effects)` schedules one step per effect; an effect that needs a choice asks the active
player (prompts `discard`, `destroy`, `boost`, `heal`, `lose_gear`, `free_level`, `choose_effect`). Abilities are
used once per turn (`QuestTurn.used`); a Weapon's abilities need it wielded. An amount written as `{equal_to: ...}`
is read when its effect resolves (the Light you have then, FAQ); `fire` resolves the `triggers` of the cards in front
of the active player when what they wait for happens.
"""

from __future__ import annotations

from typing import Any, Iterable

from ....engine.actions import Action
from ....engine.events import Event
from ....engine.zones import draw
from ..effects import GEAR_KINDS, MAX_COUNT
from ..flow import ask, distinct, prompt, schedule, step
from ..party import counts, gold_available, has_keyword, leave_play, light_total, wound_count
from ..state import GEAR_INDEX, GEAR_SUPPLY, MAX_WOUNDS, QuestState

SKIP = "skip"
_HEAL_ONLY = frozenset({"heal"})
_LEVEL_UP_ONLY = frozenset({"level_up_free"})


def resolve(state: QuestState, source: int, effects: Iterable[Any], lasting: bool = False) -> None:
    """Schedule `effects` of `source` (a card instance, -1 for a token or the rules) in order. `lasting`: what they
    produce lasts the turn even when the source leaves play (a card destroyed to pay for its ability)."""
    owner = -1 if lasting else source
    schedule(state, *[("effect", owner, effect) for effect in effects])


def quantity(state: QuestState, what: str, keyword: str | None = None) -> int:
    """A quantity of the active player's state now (effects.py Quantity); a value a card does not print reads 0."""
    seat = state.active
    player = state.players[seat]
    cards = state.cards
    if what == "light":
        return light_total(state)
    if what == "gold":
        return max(0, gold_available(state))
    if what in ("attack", "magic_attack"):
        from ..battle import contributions

        return max(0, sum(ln.attack if what == "attack" else ln.magic for ln in contributions(state)))
    if what == "hp":
        from ..party import current_hp

        return current_hp(state, seat)
    if what == "wounds":
        return wound_count(state, seat)
    if what == "xp":
        return player.xp
    if what == "gear":
        return sum(player.gear)
    if what == "cards":
        return sum(1 for i in player.hand if keyword is None or keyword in cards[i].keywords)
    if what == "roll":
        return sum(state.dice)
    monster = state.turn.monster
    if monster < 0:
        return 0
    return max(0, getattr(cards[monster], what.removeprefix("monster_")))


def amount_of(state: QuestState, amount: Any) -> int:
    """A number as written, or an Amount computed now: never below 0 nor above MAX_COUNT."""
    if isinstance(amount, int):
        return amount
    value = quantity(state, amount.equal_to, amount.keyword) * amount.times + amount.plus
    if amount.half:
        value = (value + 1) // 2
    if amount.most is not None:
        value = min(value, amount.most)
    if amount.least is not None:
        value = max(value, amount.least)
    return max(0, min(MAX_COUNT, value))


# The marker in `QuestTurn.used` of a kind of effect cancelled this turn: (CANCELLED, "cancel:before_battle")...
CANCELLED = -1


def cancelled(state: QuestState, what: str) -> bool:
    """Whether an effect cancelled this turn's `what` (before_battle, after_battle, alert)."""
    return (CANCELLED, f"cancel:{what}") in state.turn.used


def holds(state: QuestState, test: Any) -> bool:
    """Whether a condition (effects.py Test) holds for the active player now."""
    if test.have is not None:
        cards = state.cards
        return sum(1 for i in state.players[state.active].hand if test.have in cards[i].keywords) >= test.count
    if test.doubles is not None:
        return doubles(state.dice) == test.doubles
    value = quantity(state, test.value)
    return ((test.at_least is None or value >= test.at_least)
            and (test.at_most is None or value <= test.at_most))


def fire(state: QuestState, on: str, events: list[Event], also: Iterable[tuple[int, Any]] = ()) -> None:
    """Resolve the triggers waiting for `on` of the cards in front of the active player (a Weapon: wielded) and of
    `also` ((instance or -1, card): the defeated Monster and its room; a revealed Monster). Each resolves once per
    time it happens; a card's own effects are its source (a Battle Axe's XP), what they produce lasts the turn."""
    cards = state.cards
    sources = [(i, cards[i]) for i in state.players[state.active].hand if cards[i].triggers and counts(state, i)]
    sources += [(i, card) for i, card in also if card.triggers]
    found = [(iid, card, trigger) for iid, card in sources for trigger in card.triggers if trigger.whenever == on]
    for iid, card, trigger in reversed(found):      # scheduled in front: the first card's trigger resolves first
        events.append(Event("triggered", state.active, (iid,) if iid >= 0 else (), {"on": on, "card": card.id}))
        resolve(state, iid, trigger.effects, lasting=True)


def ability_options(state: QuestState, timing: str) -> list[Action]:
    """`use` actions for the abilities of the cards in front of you usable now (once per turn each)."""
    cards = state.cards
    t = state.turn
    out = []
    # only cards with abilities (a property of the card, so filtering first keeps distinct's choice)
    for iid in distinct(state, [i for i in state.players[state.active].hand if cards[i].abilities]):
        card = cards[iid]
        if card.is_weapon and iid not in t.wields:
            continue
        for ability in card.abilities:
            if timing in ability.when and (iid, ability.key) not in t.used and useful(state, iid, ability):
                out.append(Action("use", card=iid, option=ability.key))
    return out


def useful(state: QuestState, iid: int, ability: Any) -> bool:
    """An ability is offered only when it can do something (a heal with no Wound, a free level-up with nothing to
    level do nothing: offering them would only let a player waste a card)."""
    verbs = state.cards[iid].ability_verbs[ability.key]
    if verbs == _HEAL_ONLY:
        return wound_count(state, state.active) > 0
    if verbs == _LEVEL_UP_ONLY:
        from .village import level_targets

        keyword = next(e.keyword for e in ability.effects)
        return any(level_targets(state, h) for h in state.players[state.active].hand
                   if state.cards[h].is_hero and (keyword is None or keyword in state.cards[h].keywords))
    return True


def use_ability(state: QuestState, iid: int, key: str, events: list[Event]) -> None:
    card = state.cards[iid]
    ability = card.ability_by_key[key]
    state.turn.used.add((iid, key))
    events.append(Event("ability_used", state.active, (iid,), {"ability": key}))
    lasting = ability.cost != "none"
    if ability.cost != "none" and iid in state.players[state.active].hand:
        remove_from_play(state, iid, events, "destroy" if ability.cost == "destroy_self" else "discard",
                         "paid for its ability")
    resolve(state, iid, ability.effects, lasting)


def remove_from_play(state: QuestState, iid: int, events: list[Event], how: str, reason: str = "") -> None:
    """A card in front of the active player is discarded or destroyed: it ceases to have any effect at once."""
    seat = state.active
    player = state.players[seat]
    player.hand.remove(iid)
    removed = leave_play(state, iid)
    if how == "destroy":
        state.send_destroyed(iid)
        events.append(Event("destroyed", seat, (iid,), {"reason": reason} if reason else None))
    else:
        player.discard.append(iid)
        events.append(Event("discarded", seat, (iid,), {"reason": reason} if reason else None))
    for weapon in removed:
        events.append(Event("weapon_removed", seat, (weapon,)))


def gain_gear(state: QuestState, seat: int, gear: str, count: int, events: list[Event]) -> int:
    """Take Gear tokens from The Bazaar (as many as are left)."""
    index = GEAR_INDEX[gear]
    left = GEAR_SUPPLY - sum(p.gear[index] for p in state.players)
    taken = min(count, left)
    if taken:
        state.players[seat].gear[index] += taken
        events.append(Event("gained_gear", seat, (), {"gear": gear, "count": taken}))
    return taken


def take_wounds(state: QuestState, seat: int, count: int, events: list[Event], source: int = -1) -> None:
    """Wound tokens go on the board from left to right; the track holds MAX_WOUNDS (Maximum: more are ignored)."""
    player = state.players[seat]
    taken = min(count, MAX_WOUNDS - player.wounds)
    player.wounds += taken
    events.append(Event("wounded", seat, (source,) if source >= 0 else (),
                        {"count": taken, "ignored": count - taken, "wounds": player.wounds}))
    if taken and seat == state.active:
        fire(state, "wounded", events)


def give_wound_cards(state: QuestState, seat: int, count: int, events: list[Event]) -> None:
    given = 0
    for _ in range(count):
        if not state.wound_stack:
            events.append(Event("no_wound_card", seat))
            break
        iid = state.wound_stack.pop()
        state.players[seat].discard.append(iid)
        events.append(Event("wound_card", seat, (iid,)))
        given += 1
    if given and seat == state.active:
        fire(state, "wounded", events)


@step("effect")
def effect_step(state: QuestState, events: list[Event], source: int, effect: Any) -> None:
    seat = state.active
    player = state.players[seat]
    t = state.turn
    verb = effect.verb
    if verb == "produce":
        from ..party import scaled

        amount = scaled(state, amount_of(state, effect.amount), effect.per, effect.if_keyword)
        if amount:
            key = (source, effect.value)
            t.produced[key] = t.produced.get(key, 0) + amount
            events.append(Event("produced", seat, (source,) if source >= 0 else (),
                                {"value": effect.value, "amount": amount}))
    elif verb == "draw":
        draw(state, seat, amount_of(state, effect.count), events)
    elif verb == "heal":
        schedule(state, *[("heal_one", seat, "effect")] * amount_of(state, effect.count))
    elif verb == "gain_gear":
        gain_gear(state, seat, effect.gear, effect.count, events)
    elif verb == "gain_xp":
        xp = amount_of(state, effect.amount)
        if xp:
            player.xp += xp
            events.append(Event("gained_xp", seat, (), {"amount": xp}))
    elif verb == "gain_treasure":
        schedule(state, *[("gain_treasure", seat)] * effect.count)
    elif verb == "boost_hero":
        heroes = distinct(state, [i for i in player.hand if state.cards[i].is_hero])
        boost = (("attack", effect.attack), ("magic_attack", effect.magic_attack), ("skill", effect.skill))
        if len(heroes) == 1:
            apply_boost(state, heroes[0], source, boost, events)
        elif heroes:
            ask(state, seat, "boost", [Action("choose", card=h) for h in heroes], source=source, boost=boost)
        else:
            events.append(Event("boost_lost", seat, (), {"reason": "no Hero"}))
    elif verb == "destroy_card":
        schedule(state, *[("pick_card", "destroy", source, effect.keyword, effect.optional, _ranked(effect))]
                 * effect.count)
    elif verb == "discard_card":
        schedule(state, *[("pick_card", "discard", source, effect.keyword, False, _ranked(effect))] * effect.count)
    elif verb == "discard_from_deck":
        discard_from_deck(state, seat, amount_of(state, effect.count), events)
    elif verb == "cancel":
        for what in effect.what:
            t.used.add((CANCELLED, f"cancel:{what}"))
        events.append(Event("cancelled", seat, (source,) if source >= 0 else (), {"what": list(effect.what)}))
    elif verb == "level_up_free":
        from .village import level_targets

        options = []
        for hero in distinct(state, [i for i in player.hand if state.cards[i].is_hero]):
            if effect.keyword is None or effect.keyword in state.cards[hero].keywords:
                options += [Action("choose", card=hero, option=into) for into in level_targets(state, hero)]
        if options:
            ask(state, seat, "free_level", options + [Action("choose", option=SKIP)])
    elif verb == "wound":
        count = amount_of(state, effect.count)
        if count:
            take_wounds(state, seat, count, events, source)
    elif verb == "wound_card":
        give_wound_cards(state, seat, effect.count, events)
    elif verb == "destroy_gear":
        schedule(state, *[("lose_gear", effect.gear or "")] * effect.count)
    elif verb == "lose_xp":
        amount = min(player.xp, effect.amount + effect.per_wound * wound_count(state, seat))
        if amount:
            player.xp -= amount
            events.append(Event("lost_xp", seat, (), {"amount": amount}))
    elif verb == "unless_keyword":
        if has_keyword(state, effect.keyword):
            events.append(Event("effect_avoided", seat, (), {"keyword": effect.keyword}))
        else:
            resolve(state, source, effect.effects)
    elif verb in ("if", "unless"):
        met = holds(state, effect.condition) == (verb == "if")
        events.append(Event("condition", seat, (source,) if source >= 0 else (), {"met": met}))
        resolve(state, source, effect.effects if met else effect.otherwise)
    elif verb == "choose_one":
        ask(state, seat, "choose_effect", [Action("choose", option=o.label) for o in effect.options],
            source=source, choices=effect.options)
    elif verb == "place_face_down":
        rooms = face_down_rooms(state, effect.room)
        if not rooms:
            events.append(Event("no_room_for_face_down", seat))
        elif len(rooms) == 1:
            place_face_down(state, rooms[0], effect.level, events)
        else:
            ask(state, seat, "face_down_room", [Action("choose", option=state.rooms[r]) for r in rooms],
                level=effect.level)
    elif verb == "roll_dice":
        roll_dice(state, effect.count, events)
    else:  # pragma: no cover - the vocabulary is closed by pydantic
        raise ValueError(f"unknown effect {verb}")


def doubles(dice: tuple[int, ...]) -> bool:
    """Lexicon, Doubles: "when dice are rolled and have the same value" - two of them showing the same number."""
    return len(set(dice)) < len(dice)


def roll_dice(state: QuestState, count: int, events: list[Event]) -> None:
    """Roll six-sided dice with the game's generator (a replay rolls the same). What they show was no one's to
    know: a reveal, where strict undo stops."""
    state.dice = tuple(state.rng.below(6) + 1 for _ in range(count))
    state.reveals += 1
    events.append(Event("rolled_dice", state.active, (), {"dice": list(state.dice), "total": sum(state.dice),
                                                          "doubles": doubles(state.dice)}))


def face_down_rooms(state: QuestState, which: str) -> list[int]:
    """The rooms a face-down card may go into: one Monster to a room, so a room without one, or the room of the
    Monster defeated this turn (the card replaces it); `this`: the battle's room or the Champion's; never The
    Wilderness."""
    t = state.turn
    if which == "any":
        return [r for r in range(1, len(state.rooms)) if state.room_monster[r] < 0]
    room = t.room if t.room >= 0 else state.players[state.active].room
    if room <= 0:
        return []
    monster = state.room_monster[room]
    defeated_here = t.outcome == "victory" and t.room == room and monster == t.monster
    return [room] if monster < 0 or defeated_here else []


def place_face_down(state: QuestState, room: int, level: int | None, events: list[Event]) -> None:
    """The top card of the Monster deck of `level` (else the room's), face down in `room`: an empty deck is passed
    over for the next higher one, as when a room is refilled. A Monster defeated in the room is destroyed now (it
    would have been replaced); the face-up refill then does not happen."""
    start = level or state.room_card(room).level
    for deck_level in range(start, 4):
        deck = state.monster_decks[deck_level - 1]
        if not deck:
            continue
        old = state.room_monster[room]
        if old >= 0:
            state.room_monster[room] = -1
            state.send_destroyed(old)
            events.append(Event("destroyed", state.active, (old,), {"reason": "defeated"}))
        state.room_monster[room] = deck.pop()
        state.face_down[room] = deck_level
        events.append(Event("placed_face_down", state.active, (), {"room": room, "level": deck_level}))
        return
    events.append(Event("no_card_for_face_down", state.active, (), {"room": room}))


@prompt("face_down_room")
def answer_face_down_room(state: QuestState, action: Action, events: list[Event]) -> None:
    place_face_down(state, state.rooms.index(action.option), state.pending.detail("level"), events)


def apply_boost(state: QuestState, hero: int, source: int, boost: tuple[tuple[str, int], ...],
                events: list[Event]) -> None:
    t = state.turn
    for value, amount in boost:
        if amount:
            key = (hero, source, value)
            t.boosts[key] = t.boosts.get(key, 0) + amount
    events.append(Event("boosted", state.active, (hero,), dict(boost)))


@prompt("choose_effect")
def answer_choose_effect(state: QuestState, action: Action, events: list[Event]) -> None:
    p = state.pending
    option = next(o for o in p.detail("choices") if o.label == action.option)
    events.append(Event("chose_effect", state.active, (), {"option": option.label}))
    resolve(state, p.detail("source"), option.effects)


@prompt("boost")
def answer_boost(state: QuestState, action: Action, events: list[Event]) -> None:
    p = state.pending
    apply_boost(state, action.card, p.detail("source"), p.detail("boost"), events)


def _ranked(effect: Any) -> str:
    """`highest:cost` / `lowest:cost` of a destroy or discard effect ("" when it picks any card)."""
    return f"highest:{effect.highest}" if effect.highest else f"lowest:{effect.lowest}" if effect.lowest else ""


def discard_from_deck(state: QuestState, seat: int, count: int, events: list[Event]) -> None:
    """Discard the top cards of the deck, refilling an empty deck from the discard pile first (as a draw does)."""
    from ....engine.zones import reshuffle

    player = state.players[seat]
    for _ in range(count):
        if not player.deck:
            if not player.discard:
                return
            reshuffle(state, seat, events)
        iid = player.deck.pop()
        player.discard.append(iid)
        events.append(Event("discarded", seat, (iid,), {"reason": "from the deck"}))


@step("pick_card")
def pick_card(state: QuestState, events: list[Event], how: str, source: int, keyword: str | None,
              optional: bool, ranked: str = "") -> None:
    """Destroy or discard a card you have (of a keyword; the highest or lowest of a value): the player chooses
    which (among ties too: Lexicon, Highest)."""
    hand = state.players[state.active].hand
    cards = state.cards
    candidates = [i for i in hand if i != source and (keyword is None or keyword in cards[i].keywords)]
    if candidates and ranked:
        end, value = ranked.split(":")
        values = [getattr(cards[i], value) for i in candidates]
        best = max(values) if end == "highest" else min(values)
        candidates = [i for i, v in zip(candidates, values) if v == best]
    if not candidates:
        events.append(Event(f"nothing_to_{how}", state.active, (), {"keyword": keyword}))
        return
    options = [Action("choose", card=i) for i in distinct(state, candidates)]
    if optional:
        options.append(Action("choose", option=SKIP))
    ask(state, state.active, how, options, keyword=keyword)


@prompt("destroy")
def answer_destroy(state: QuestState, action: Action, events: list[Event]) -> None:
    if action.option != SKIP and not _protected(state, action.card, "destroy", events):
        remove_from_play(state, action.card, events, "destroy", "an effect")


@prompt("discard")
def answer_discard(state: QuestState, action: Action, events: list[Event]) -> None:
    if not _protected(state, action.card, "discard", events):
        remove_from_play(state, action.card, events, "discard", "an effect")


def _protected(state: QuestState, iid: int, how: str, events: list[Event]) -> bool:
    """A card that card effects cannot destroy (discard) may still be chosen: the effect then does nothing (FAQ)."""
    if how in state.cards[iid].protected_from:
        events.append(Event("protected", state.active, (iid,), {"from": how}))
        return True
    return False


@step("heal_one")
def heal_one(state: QuestState, events: list[Event], seat: int, reason: str) -> None:
    """Heal a Wound: the rightmost Wound token, or a Wound card you have (your choice)."""
    options = heal_options(state, seat)
    if not options:
        events.append(Event("nothing_to_heal", seat))
    elif len(options) == 1:
        do_heal(state, seat, options[0], events, reason)
    else:
        ask(state, seat, "heal", options, reason=reason)


def heal_options(state: QuestState, seat: int) -> list[Action]:
    player = state.players[seat]
    out = [Action("choose", option="token")] if player.wounds else []
    if seat == state.active:
        out += [Action("choose", card=i) for i in distinct(state, [i for i in player.hand if state.cards[i].is_wound])]
    return out


def do_heal(state: QuestState, seat: int, action: Action, events: list[Event], reason: str) -> None:
    if action.option == "token":
        state.players[seat].wounds -= 1
        events.append(Event("healed", seat, (), {"what": "token", "wounds": state.players[seat].wounds,
                                                  "reason": reason}))
    else:
        remove_from_play(state, action.card, events, "destroy", "healed")
        events.append(Event("healed", seat, (action.card,), {"what": "card", "reason": reason}))


@prompt("heal")
def answer_heal(state: QuestState, action: Action, events: list[Event]) -> None:
    do_heal(state, state.pending.seat, action, events, state.pending.detail("reason"))


@step("lose_gear")
def lose_gear(state: QuestState, events: list[Event], gear: str) -> None:
    """Destroy one of your Gear tokens (your choice of kind); it returns to The Bazaar."""
    player = state.players[state.active]
    kinds = [g for g in GEAR_KINDS if player.gear[GEAR_INDEX[g]] and (not gear or g == gear)]
    if not kinds:
        events.append(Event("no_gear_to_lose", state.active))
    elif len(kinds) == 1:
        drop_gear(state, kinds[0], events)
    else:
        ask(state, state.active, "lose_gear", [Action("choose", option=g) for g in kinds])


def drop_gear(state: QuestState, gear: str, events: list[Event]) -> None:
    state.players[state.active].gear[GEAR_INDEX[gear]] -= 1
    events.append(Event("lost_gear", state.active, (), {"gear": gear}))


@prompt("lose_gear")
def answer_lose_gear(state: QuestState, action: Action, events: list[Event]) -> None:
    drop_gear(state, action.option, events)


@prompt("free_level")
def answer_free_level(state: QuestState, action: Action, events: list[Event]) -> None:
    if action.option == SKIP:
        return
    from .village import level_up

    level_up(state, action.card, action.option, events, cost=0)

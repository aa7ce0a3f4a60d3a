"""Thunderstone Quest's log sentences: every event of the Quest engine told as a sentence a player reads.

Events are redacted for a spectator first (`events.redact(event, -1)`), so the log never names a card from a hidden
draw or a card put back at The Temple, and never a kept Side Quest - the same log is safe to show every player in
pass-and-play. A Guardian Key found, the Guardian's flip and the last round are said plainly. Every sentence is an
`i18n.Message` (said in the language of the moment it is shown, as the original game's log: ui/classic/log.py).
`public_gains` names the cards each player gained in public (the players' panel). `TELLER` hands both to the
table's `GameLog`.
"""

from __future__ import annotations

from typing import Callable, Sequence

from ...i18n import N_, Engine, Message, Plural, card, lazy, lazy_n
from ..keyword_words import KEYWORD_WORDS
from ..sentences import Scores, Sentences, gains_of, word
from ..sentences import Told as BaseTold
from .strings import EN

# The turn's heading is the log's own (ui/game_log.py), and a hand discarded at the end of a turn is no news.
SKIPPED = frozenset({"turn_started", "discarded_hand"})

VALUE_WORDS = {"gold": "value_gold", "light": "value_light", "attack": "value_attack",
               "magic_attack": "value_magic_attack", "hp": "value_hp", "skill": "value_skill"}
# The Gear tokens' names (systems/quest/effects.py GEAR_NAMES), marked for the catalog.
GEAR = {"iron_rations": N_("Iron Rations"), "lantern": N_("Lantern token"), "potion": N_("Potion")}


def say(key: str, n: int | None = None, **values: object) -> Message:
    """The table's sentence `key` (strings.EN) with its values, said when it is shown; `n` chooses a plural form."""
    entry = EN[key]
    if isinstance(entry, Plural):
        return lazy_n(entry.singular, entry.plural, int(n or 0), **values)
    if n is not None:
        values["n"] = n
    return lazy(str(entry), **values)


class Joined:
    """Words said when shown, joined with `separator` ("Attack +2, Skill +1"; a path "A → B")."""

    __slots__ = ("parts", "separator")

    def __init__(self, parts: Sequence[object], separator: str = ", ") -> None:
        self.parts = tuple(parts)
        self.separator = separator

    def __str__(self) -> str:
        return self.separator.join(str(p) for p in self.parts)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Joined) and (self.parts, self.separator) == (other.parts, other.separator)

    def __hash__(self) -> int:
        return hash((self.parts, self.separator))


class Told(BaseTold):
    """A told event with the Quest's own words: its rooms, its cards named by catalogue id, its reasons."""

    def room(self, key: str = "room") -> Message:
        room = self.event.get(key)
        rooms = self.state.rooms
        if isinstance(room, int) and 0 <= room < len(rooms):
            return card(self.state.room_card(room).name)
        return say("a_room")

    def catalogue_name(self, key: str) -> Message:
        card_id = self.event.get(key)
        catalogue = self.state.catalogue
        if isinstance(card_id, str) and card_id in catalogue:
            return card(catalogue[card_id].name)
        return Engine(str(card_id or "?"))

    def with_reason(self, sentence: Message) -> Message:
        """The sentence with why it happened (the engine's words), when the event says."""
        reason = self.event.get("reason") or ""
        return lazy("{what} ({reason})", what=sentence, reason=Engine(str(reason))) if reason else sentence


def gear_name(gear: object) -> Message:
    return word(GEAR, gear)


def keyword_said(keyword: object) -> Message:
    """A keyword of the cards ("edged", "weapon"), said in the language of the moment it is shown."""
    text = str(keyword)
    return Message(KEYWORD_WORDS[text]) if text in KEYWORD_WORDS else Engine(text.replace("_", " ").title())


def value_word(value: object) -> Message:
    key = str(value)
    return say(VALUE_WORDS[key]) if key in VALUE_WORDS else Engine(key)


def _drew(t: Told) -> Message:
    n = int(t.get("count", len(t.event.cards)))
    if t.event.cards:
        return say("log_drew_shown", n, who=t.who, cards=t.cards())
    return say("log_drew", n, who=t.who)


def _entered(t: Told) -> Message:
    if t.get("wilderness_only"):
        return say("log_entered_wilderness", who=t.who)
    room = t.get("room", 0)
    if isinstance(room, int) and room > 0:
        return say("log_entered_in_room", who=t.who, room=t.room())
    return say("log_entered", who=t.who)


def _produced(t: Told) -> Message:
    source = t.name() if t.event.cards else say("log_source_token")
    return say("log_produced", source=source, amount=t.get("amount", 0), value=value_word(t.get("value")))


def _boosted(t: Told) -> Message:
    parts: list[object] = []
    for key in ("attack", "magic_attack", "skill"):
        amount = t.get(key, 0)
        if amount:
            parts.append(lazy("{value} +{amount}", value=value_word(key), amount=amount))
    return say("log_boosted", hero=t.name(), boosts=Joined(parts) if parts else "+0")


def _gear_used(t: Told) -> Message:
    use = t.get("use", "")
    text = say(f"gear_use_{use}") if use in ("rations_gold", "rations_skill", "lantern", "potion") else gear_name(use)
    if t.event.cards:
        return say("log_on", who=t.who, use=text, name=t.name())
    return say("log_gear_used", who=t.who, use=text)


def _healed(t: Told) -> Message:
    if t.get("what") == "card":
        return say("log_healed_card", who=t.who, card=t.name())
    return say("log_healed_token", who=t.who, left=t.get("wounds", 0))


def _levelled(t: Told) -> Message:
    xp = t.get("xp", 0)
    if not xp:
        return say("log_levelled_free", who=t.who, hero=t.name(0), into=t.name(1))
    return say("log_levelled", who=t.who, hero=t.name(0), into=t.name(1), xp=xp)


def _moved(t: Told) -> Message:
    path = t.get("path") or []
    rooms = t.state.rooms
    names = [card(t.state.room_card(r).name) for r in path if isinstance(r, int) and 0 <= r < len(rooms)]
    start = t.get("from", 0)
    start_name: object = card(t.state.room_card(start).name) if isinstance(start, int) and 0 <= start < len(rooms) \
        else "?"
    return say("log_moved", who=t.who, start=start_name, path=Joined(names, " → ") if names else "?",
               cost=t.get("cost", 0), light=t.get("light", 0))


def _alert(t: Told) -> Message:
    when = t.get("when", "into")
    return say(f"log_alert_{when}" if when in ("into", "from", "through") else "log_alert_into", room=t.room())


def _battle_result(t: Told) -> Message:
    words = dict(physical=t.get("physical", 0), magic=t.get("magic", 0), total=t.get("total", 0),
                 health=t.get("health", 0))
    text = say("log_victory" if t.get("victory") else "log_defeat", **words)
    missing = t.get("missing") or []
    if missing:
        text = say("log_missing", text=text, what=Joined([value_word(m) for m in missing]))
    return text


def _wounded(t: Told) -> Message:
    count, ignored = int(t.get("count", 0)), int(t.get("ignored", 0))
    text = say("log_wounded", count, who=t.who) if count else say("log_wounded_none", who=t.who)
    if ignored:
        text = say("log_wounds_ignored", text=text, n=ignored)
    return text


def _monster_stays(t: Told) -> Message:
    if t.get("wilderness"):
        return say("log_stays_wilderness", monster=t.name())
    return say("log_stays", monster=t.name(), room=t.room())


def _room_filled(t: Told) -> Message:
    text = say("log_room_filled", monster=t.name(), room=t.room())
    room = t.get("room")
    level = t.get("from_level")
    if isinstance(room, int) and 0 <= room < len(t.state.rooms) and level != t.state.room_card(room).level:
        text = say("log_from_deck", text=text, level=level)
    return text


def _key_found(t: Told) -> Message:
    found, needed = t.get("found", 0), t.get("needed", 4)
    text = say("log_key_found", who=t.who, found=found, needed=needed)
    if found >= needed:
        text = say("log_key_last", text=text)
    return text


def _guardian(t: Told) -> Message:
    return say("log_guardian_summoned", guardian=t.name(), seats=len(t.names))


def _game_over(t: Told) -> Message:
    scores = t.get("scores") or []
    parts = Scores([(t.names[s] if s < len(t.names) else "?", v) for s, v in enumerate(scores)])
    return t.with_reason(say("log_game_over", scores=parts))


def _cancelled(t: Told) -> Message:
    kinds = [k for k in (t.get("what") or []) if f"cancel_{k}" in EN] or ["before_battle"]
    what = Joined([say(f"cancel_{k}") for k in kinds])
    return say("log_cancelled", card=t.name(), what=what) if t.event.cards else say("log_cancelled_plain", what=what)


def _nothing_to(kind: str) -> Callable[[Told], Message]:
    def sentence(t: Told) -> Message:
        keyword = t.get("keyword")
        text = say(f"log_nothing_to_{kind}", who=t.who)
        return say("log_of_keyword", text=text, keyword=keyword_said(keyword)) if keyword else text
    return sentence


def _rolled(t: Told) -> Message:
    """"Ann rolls 3 and 3: doubles" (Lexicon: Doubles)."""
    dice = [str(d) for d in t.get("dice") or []]
    said: object = say("dice_and", most=Joined(dice[:-1]), last=dice[-1]) if len(dice) > 1 else "".join(dice)
    return say("log_rolled_doubles" if t.get("doubles") else "log_rolled", who=t.who, dice=said)


def _deck(t: Told) -> Message:
    """Epic: the Marketplace deck an event's card came from."""
    deck = str(t.get("deck", ""))
    return say(f"market_deck_{deck}") if f"market_deck_{deck}" in EN else Engine(deck)


# One sentence per event kind the Quest engine emits (tests/ui/test_quest_log.py checks that none is missing).
SENTENCES: dict[str, Callable[[Told], Message]] = {
    "drew": _drew,
    "shuffled": lambda t: say("log_shuffled", int(t.get("count", 0)), who=t.who),
    "went_to": lambda t: say("log_went_to", who=t.who, place=Engine(str(t.get("name") or t.get("location", "?")))),
    "revealed_hand": lambda t: say("log_revealed", who=t.who, cards=t.cards() or say("no_cards")),
    "entered_dungeon": _entered,
    "put_on_deck": lambda t: say("log_put_on_deck", who=t.who),
    "ability_used": lambda t: say("log_ability", who=t.who, card=t.name()),
    "produced": _produced,
    "boosted": _boosted,
    "boost_lost": lambda t: say("log_boost_lost"),
    "gear_used": _gear_used,
    "gained_gear": lambda t: say("log_gained_gear", who=t.who, count=t.get("count", 1), gear=gear_name(t.get("gear"))),
    "lost_gear": lambda t: say("log_lost_gear", who=t.who, gear=gear_name(t.get("gear"))),
    "no_gear_to_lose": lambda t: say("log_no_gear", who=t.who),
    "wielded": lambda t: say("log_wielded", hero=t.name(1), weapon=t.name(0)),
    "weapon_removed": lambda t: say("log_weapon_removed", weapon=t.name()),
    "bought": lambda t: say("log_bought", who=t.who, card=t.name(), cost=t.get("cost", 0)),
    "gear_bought": lambda t: say("log_gear_bought", who=t.who, gear=gear_name(t.get("gear")), cost=t.get("cost", 0)),
    "treasure_bought": lambda t: say("log_treasure_bought", who=t.who, cost=t.get("cost", 10)),
    "market_refilled": lambda t: say("log_market_refilled", card=t.name(), deck=_deck(t), n=t.get("left", 0)),
    "market_filled": lambda t: say("log_market_filled", who=t.who, card=t.name(), deck=_deck(t),
                                   n=t.get("left", 0)),
    "market_destroyed": lambda t: say("log_market_destroyed", who=t.who, card=t.name()),
    "healed": _healed,
    "nothing_to_heal": lambda t: say("log_nothing_to_heal", who=t.who),
    "levelled_up": _levelled,
    "moved": _moved,
    "alert": _alert,
    "battle_started": lambda t: say("log_battle", who=t.who, monster=t.name(), room=t.room()),
    "battle_result": _battle_result,
    "wounded": _wounded,
    "wound_card": lambda t: say("log_wound_card", who=t.who, card=t.name()),
    "no_wound_card": lambda t: say("log_no_wound_card"),
    "triggered": lambda t: say("log_triggered", card=t.name() if t.event.cards else t.catalogue_name("card")),
    "condition": lambda t: say("log_condition_met" if t.get("met") else "log_condition_not_met", card=t.name()),
    "chose_effect": lambda t: say("log_chose_effect", who=t.who, option=Engine(str(t.get("option", "?")))),
    "protected": lambda t: say("log_protected", card=t.name()),
    "cancelled": _cancelled,
    "alert_cancelled": lambda t: say("log_alert_cancelled", room=t.room()),
    "effect_avoided": lambda t: say("log_avoided", who=t.who, keyword=keyword_said(t.get("keyword", ""))),
    "defeated": lambda t: say("log_defeated", who=t.who, monster=t.name()),
    "gained_xp": lambda t: say("log_gained_xp", who=t.who, n=t.get("amount", 0)),
    "lost_xp": lambda t: say("log_lost_xp", who=t.who, n=t.get("amount", 0)),
    "treasure_gained": lambda t: say("log_treasure_gained", who=t.who, card=t.name()),
    "cache_opened": lambda t: say("log_cache", who=t.who, card=t.name()),
    "no_treasure": lambda t: say("log_no_treasure"),
    "destroyed": lambda t: t.with_reason(say("log_destroyed", card=t.name())),
    "discarded": lambda t: t.with_reason(say("log_discarded", who=t.who, card=t.name())),
    "nothing_to_destroy": _nothing_to("destroy"),
    "nothing_to_discard": _nothing_to("discard"),
    "monster_stays": _monster_stays,
    "room_filled": _room_filled,
    "room_empty": lambda t: say("log_room_empty", room=t.room()),
    "key_found": _key_found,
    "key_set_aside": lambda t: say("log_key_aside"),
    "key_shuffled_back": lambda t: say("log_key_back", level=t.get("level", "?")),
    "placed_face_down": lambda t: say("log_placed_face_down", who=t.who, level=t.get("level", "?"), room=t.room()),
    "no_room_for_face_down": lambda t: say("log_no_room_face_down"),
    "no_card_for_face_down": lambda t: say("log_no_card_face_down"),
    "turned_face_up": lambda t: say("log_turned_face_up", room=t.room(), card=t.name()),
    "rolled_dice": _rolled,
    "guardian_summoned": _guardian,
    "side_quest_kept": lambda t: say("log_quest_kept", who=t.who),
    "sponsorship_chosen": lambda t: say("log_sponsored", who=t.who, guild=t.catalogue_name("sponsorship")),
    "side_quest_completed": lambda t: say("log_quest_done", who=t.who, quest=t.catalogue_name("side_quest"),
                                          vp=t.get("vp", 0)),
    "legendary_gained": lambda t: say("log_legendary", who=t.who, card=t.name()),
    "turn_ended": lambda t: say("log_turn_ended", who=t.who, hp=t.get("hp", 0)),
    "game_over": _game_over,
}


TOLD = Sentences(SENTENCES, SKIPPED, Told)
tell_event = TOLD.tell
describe_event = TOLD.describe


# The cards a player gains in public (the players' panel): bought, levelled into, a Treasure, a Legendary card.
public_gains = gains_of(("bought", "treasure_gained", "legendary_gained"))

TELLER = TOLD.teller(public_gains)

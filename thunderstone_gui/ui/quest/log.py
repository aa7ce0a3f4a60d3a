"""Thunderstone Quest's log sentences: every event of the Quest engine told as a sentence a player reads.

Events are redacted for a spectator first (`events.redact(event, -1)`), so the log never names a card from a hidden
draw or a card put back at The Temple, and never a kept Side Quest - the same log is safe to show every player in
pass-and-play. A Guardian Key found, the Guardian's flip and the last round are said plainly. `public_gains` names
the cards each player gained in public (the players' panel). `TELLER` hands both to the table's `GameLog`.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable, NamedTuple, Sequence

from ...engine.events import Event, redact
from ...systems.quest.effects import GEAR_NAMES
from ...systems.quest.state import QuestState
from ..game_log import LogTeller
from .strings import tr

# The turn's heading is the log's own (ui/game_log.py), and a hand discarded at the end of a turn is no news.
SKIPPED = frozenset({"turn_started", "discarded_hand"})

VALUE_WORDS = {"gold": "value_gold", "light": "value_light", "attack": "value_attack",
               "magic_attack": "value_magic_attack", "hp": "value_hp", "skill": "value_skill"}


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def card_list(state: QuestState, iids: Sequence[int]) -> str:
    names = Counter(state.cards[i].name for i in iids if 0 <= i < len(state.cards))
    return ", ".join(f"{n} ×{c}" if c > 1 else n for n, c in sorted(names.items()))


class Told(NamedTuple):
    """What a sentence may use: the event (already redacted for a spectator), the state and the players' names."""

    event: Event
    state: QuestState
    names: Sequence[str]

    @property
    def who(self) -> str:
        seat = self.event.seat
        return self.names[seat] if 0 <= seat < len(self.names) else "?"

    def name(self, i: int = 0) -> str:
        cards = self.event.cards
        return self.state.cards[cards[i]].name if len(cards) > i and 0 <= cards[i] < len(self.state.cards) \
            else tr("a_card")

    def cards(self) -> str:
        return card_list(self.state, self.event.cards)

    def get(self, key: str, default: Any = None) -> Any:
        return self.event.get(key, default)

    def room(self, key: str = "room") -> str:
        room = self.event.get(key)
        rooms = self.state.rooms
        if isinstance(room, int) and 0 <= room < len(rooms):
            return self.state.room_card(room).name
        return tr("a_room")

    def catalogue_name(self, key: str) -> str:
        card_id = self.event.get(key)
        catalogue = self.state.catalogue
        return catalogue[card_id].name if isinstance(card_id, str) and card_id in catalogue else str(card_id or "?")

    @property
    def why(self) -> str:
        reason = self.event.get("reason") or ""
        return f" ({reason})" if reason else ""


def gear_name(gear: object) -> str:
    return GEAR_NAMES.get(str(gear), str(gear).replace("_", " "))


def value_word(value: object) -> str:
    return tr(VALUE_WORDS.get(str(value), "value_gold")) if str(value) in VALUE_WORDS else str(value)


def _drew(t: Told) -> str:
    n = int(t.get("count", len(t.event.cards)))
    shown = f": {t.cards()}" if t.event.cards else ""
    return tr("log_drew", who=t.who, cards=plural(n, tr("card_word"))) + shown


def _entered(t: Told) -> str:
    if t.get("wilderness_only"):
        return tr("log_entered_wilderness", who=t.who)
    room = t.get("room", 0)
    if isinstance(room, int) and room > 0:
        return tr("log_entered_in_room", who=t.who, room=t.room())
    return tr("log_entered", who=t.who)


def _produced(t: Told) -> str:
    source = t.name() if t.event.cards else tr("log_source_token")
    return tr("log_produced", source=source, amount=t.get("amount", 0), value=value_word(t.get("value")))


def _boosted(t: Told) -> str:
    parts = []
    for key in ("attack", "magic_attack", "skill"):
        amount = t.get(key, 0)
        if amount:
            parts.append(f"{value_word(key)} +{amount}")
    return tr("log_boosted", hero=t.name(), boosts=", ".join(parts) or "+0")


def _gear_used(t: Told) -> str:
    use = t.get("use", "")
    text = tr(f"gear_use_{use}") if use in ("rations_gold", "rations_skill", "lantern", "potion") else gear_name(use)
    target = tr("log_on", name=t.name()) if t.event.cards else ""
    return tr("log_gear_used", who=t.who, use=text) + target


def _healed(t: Told) -> str:
    if t.get("what") == "card":
        return tr("log_healed_card", who=t.who, card=t.name())
    return tr("log_healed_token", who=t.who, left=t.get("wounds", 0))


def _levelled(t: Told) -> str:
    xp = t.get("xp", 0)
    if not xp:
        return tr("log_levelled_free", who=t.who, hero=t.name(0), into=t.name(1))
    return tr("log_levelled", who=t.who, hero=t.name(0), into=t.name(1), xp=xp)


def _moved(t: Told) -> str:
    path = t.get("path") or []
    rooms = t.state.rooms
    names = [t.state.room_card(r).name for r in path if isinstance(r, int) and 0 <= r < len(rooms)]
    start = t.get("from", 0)
    start_name = t.state.room_card(start).name if isinstance(start, int) and 0 <= start < len(rooms) else "?"
    return tr("log_moved", who=t.who, start=start_name, path=" → ".join(names) or "?", cost=t.get("cost", 0),
              light=t.get("light", 0))


def _alert(t: Told) -> str:
    return tr(f"log_alert_{t.get('when', 'into')}", room=t.room())


def _battle_result(t: Told) -> str:
    words = dict(physical=t.get("physical", 0), magic=t.get("magic", 0), total=t.get("total", 0),
                 health=t.get("health", 0))
    text = tr("log_victory" if t.get("victory") else "log_defeat", **words)
    missing = t.get("missing") or []
    if missing:
        text += tr("log_missing", what=", ".join(value_word(m) if m in VALUE_WORDS else str(m) for m in missing))
    return text


def _wounded(t: Told) -> str:
    count, ignored = int(t.get("count", 0)), int(t.get("ignored", 0))
    text = tr("log_wounded", who=t.who, wounds=plural(count, tr("wound_word"))) if count else \
        tr("log_wounded_none", who=t.who)
    if ignored:
        text += tr("log_wounds_ignored", n=ignored)
    return text


def _monster_stays(t: Told) -> str:
    if t.get("wilderness"):
        return tr("log_stays_wilderness", monster=t.name())
    return tr("log_stays", monster=t.name(), room=t.room())


def _room_filled(t: Told) -> str:
    text = tr("log_room_filled", monster=t.name(), room=t.room())
    room = t.get("room")
    level = t.get("from_level")
    if isinstance(room, int) and 0 <= room < len(t.state.rooms) and level != t.state.room_card(room).level:
        text += tr("log_from_deck", level=level)
    return text


def _key_found(t: Told) -> str:
    found, needed = t.get("found", 0), t.get("needed", 4)
    text = tr("log_key_found", who=t.who, found=found, needed=needed)
    if found >= needed:
        text += tr("log_key_last")
    return text


def _guardian(t: Told) -> str:
    return tr("log_guardian_summoned", guardian=t.name(), seats=len(t.names))


def _game_over(t: Told) -> str:
    scores = t.get("scores") or []
    parts = ", ".join(f"{t.names[s] if s < len(t.names) else '?'} {v} VP" for s, v in enumerate(scores))
    reason = t.get("reason") or ""
    return tr("log_game_over", scores=parts) + (f" ({reason})" if reason else "")


def _nothing_to(kind: str) -> Callable[[Told], str]:
    def sentence(t: Told) -> str:
        keyword = t.get("keyword")
        what = tr("log_of_keyword", keyword=keyword) if keyword else ""
        return tr(f"log_nothing_to_{kind}", who=t.who) + what
    return sentence


# One sentence per event kind the Quest engine emits (tests/ui/test_quest_log.py checks that none is missing).
SENTENCES: dict[str, Callable[[Told], str]] = {
    "drew": _drew,
    "shuffled": lambda t: tr("log_shuffled", who=t.who, cards=plural(int(t.get("count", 0)), tr("card_word"))),
    "went_to": lambda t: tr("log_went_to", who=t.who, place=t.get("name") or t.get("location", "?")),
    "revealed_hand": lambda t: tr("log_revealed", who=t.who, cards=t.cards() or tr("no_cards")),
    "entered_dungeon": _entered,
    "put_on_deck": lambda t: tr("log_put_on_deck", who=t.who),
    "ability_used": lambda t: tr("log_ability", who=t.who, card=t.name()),
    "produced": _produced,
    "boosted": _boosted,
    "boost_lost": lambda t: tr("log_boost_lost"),
    "gear_used": _gear_used,
    "gained_gear": lambda t: tr("log_gained_gear", who=t.who, count=t.get("count", 1), gear=gear_name(t.get("gear"))),
    "lost_gear": lambda t: tr("log_lost_gear", who=t.who, gear=gear_name(t.get("gear"))),
    "no_gear_to_lose": lambda t: tr("log_no_gear", who=t.who),
    "wielded": lambda t: tr("log_wielded", hero=t.name(1), weapon=t.name(0)),
    "weapon_removed": lambda t: tr("log_weapon_removed", weapon=t.name()),
    "bought": lambda t: tr("log_bought", who=t.who, card=t.name(), cost=t.get("cost", 0)),
    "gear_bought": lambda t: tr("log_gear_bought", who=t.who, gear=gear_name(t.get("gear")), cost=t.get("cost", 0)),
    "treasure_bought": lambda t: tr("log_treasure_bought", who=t.who, cost=t.get("cost", 10)),
    "healed": _healed,
    "nothing_to_heal": lambda t: tr("log_nothing_to_heal", who=t.who),
    "levelled_up": _levelled,
    "moved": _moved,
    "alert": _alert,
    "battle_started": lambda t: tr("log_battle", who=t.who, monster=t.name(), room=t.room()),
    "battle_result": _battle_result,
    "wounded": _wounded,
    "wound_card": lambda t: tr("log_wound_card", who=t.who, card=t.name()),
    "no_wound_card": lambda t: tr("log_no_wound_card"),
    "effect_avoided": lambda t: tr("log_avoided", who=t.who, keyword=str(t.get("keyword", "")).title()),
    "defeated": lambda t: tr("log_defeated", who=t.who, monster=t.name()),
    "gained_xp": lambda t: tr("log_gained_xp", who=t.who, n=t.get("amount", 0)),
    "lost_xp": lambda t: tr("log_lost_xp", who=t.who, n=t.get("amount", 0)),
    "treasure_gained": lambda t: tr("log_treasure_gained", who=t.who, card=t.name()),
    "cache_opened": lambda t: tr("log_cache", who=t.who, card=t.name()),
    "no_treasure": lambda t: tr("log_no_treasure"),
    "destroyed": lambda t: tr("log_destroyed", card=t.name()) + t.why,
    "discarded": lambda t: tr("log_discarded", who=t.who, card=t.name()) + t.why,
    "nothing_to_destroy": _nothing_to("destroy"),
    "nothing_to_discard": _nothing_to("discard"),
    "monster_stays": _monster_stays,
    "room_filled": _room_filled,
    "room_empty": lambda t: tr("log_room_empty", room=t.room()),
    "key_found": _key_found,
    "key_set_aside": lambda t: tr("log_key_aside"),
    "key_shuffled_back": lambda t: tr("log_key_back", level=t.get("level", "?")),
    "guardian_summoned": _guardian,
    "side_quest_kept": lambda t: tr("log_quest_kept", who=t.who),
    "sponsorship_chosen": lambda t: tr("log_sponsored", who=t.who, guild=t.catalogue_name("sponsorship")),
    "side_quest_completed": lambda t: tr("log_quest_done", who=t.who, quest=t.catalogue_name("side_quest"),
                                         vp=t.get("vp", 0)),
    "legendary_gained": lambda t: tr("log_legendary", who=t.who, card=t.name()),
    "turn_ended": lambda t: tr("log_turn_ended", who=t.who, hp=t.get("hp", 0)),
    "game_over": _game_over,
}


def describe_event(state: QuestState, event: Event, names: Sequence[str]) -> str | None:
    """One sentence for an event as everyone may see it, or None for events the log leaves out."""
    event = redact(event, -1)
    if event.kind in SKIPPED:
        return None
    told = Told(event, state, names)
    sentence = SENTENCES.get(event.kind)
    if sentence is None:
        # An event added to the engine after this table was written: still a readable line, never a lost one.
        who = f"{told.who}: " if event.seat >= 0 else ""
        return f"{who}{event.kind.replace('_', ' ')}" + (f" ({told.cards()})" if event.cards else "")
    return sentence(told)


def public_gains(state: QuestState, events: Sequence[Event]) -> list[tuple[int, str]]:
    """(seat, card name) for every card these events show a player gaining in public: bought, levelled into, a
    Treasure, a Legendary card."""
    out = []
    for e in events:
        gained = -1
        if e.kind in ("bought", "treasure_gained", "legendary_gained") and e.cards:
            gained = e.cards[0]
        elif e.kind == "levelled_up" and len(e.cards) > 1:
            gained = e.cards[1]
        if gained >= 0 and e.seat >= 0:
            out.append((e.seat, state.cards[gained].name))
    return out


TELLER = LogTeller(describe_event, public_gains)

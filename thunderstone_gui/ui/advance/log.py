"""Thunderstone Advance's log sentences: its engine events turned into sentences a player reads.

Events are redacted for a spectator first (`events.redact(event, -1)`), so the log never names a card of a hidden
draw or of a Prepare - the same log is safe to show to every player in pass-and-play. `public_gains` names the cards
each player gained in public (the players' panels). `TELLER` hands both to the table's `GameLog` (ui/game_log.py).
The sentence helpers (`Told`, `Scores`, `Sentences`) are every game's (ui/sentences.py).
"""

from __future__ import annotations

from typing import Callable, Sequence

from ...engine.events import Event, redact
from ...i18n import N_, Engine, Message, _, card, lazy, lazy_n
from ...systems.advance.state import AdvanceState
from ..hall.log import SENTENCES as HALL_SENTENCES
from ..sentences import Scores, Sentences, Told, word

# Events the log leaves out on purpose: the turn's end is the next heading, a hand discarded at the end of a turn is
# no news, and the Hall's new order after a refill is on the table (a swap, an arrangement or a map is told).
SKIPPED = frozenset({"turn_ended", "discarded_hand", "turn_started"})


def _because(t: Told, plain: str, with_reason: str, **values: object) -> Message:
    """`plain`, or `with_reason` (the same sentence with its {reason}) when the event says why it happened."""
    reason = t.reason
    if reason is None:
        return lazy(plain, **values)
    return lazy(with_reason, reason=reason, **values)


# The names of the abilities of Advance's cards (their `key` in the card data), for the log.
ABILITIES = {
    "applause": N_("applause"), "arrange": N_("arrange"), "bolt": N_("bolt"), "bounty": N_("bounty"),
    "cast": N_("cast"), "charm": N_("charm"), "chart": N_("chart"), "cleanse": N_("cleanse"),
    "dismiss": N_("dismiss"), "draw": N_("draw"), "drill": N_("drill"), "fence": N_("fence"),
    "glimpse": N_("glimpse"), "graduate": N_("graduate"), "hone": N_("hone"), "lift": N_("lift"),
    "lodge": N_("lodge"), "pickpocket": N_("pickpocket"), "raise": N_("raise"), "rally": N_("rally"),
    "rebirth": N_("rebirth"), "recall": N_("recall"), "recruit": N_("recruit"), "renounce": N_("renounce"),
    "respite": N_("respite"), "sacrifice": N_("sacrifice"), "scavenge": N_("scavenge"), "scout": N_("scout"),
    "shake_off": N_("shake off"), "shed": N_("shed"), "strength": N_("strength"), "strike": N_("strike"),
    "summon": N_("summon"), "swap": N_("swap"), "ward": N_("ward"), "xp": N_("xp"), "trophy": N_("trophy"),
}


def ability_name(key: str) -> Message:
    """An ability's name ("extra buy"); one the table does not know is still said in words."""
    return word(ABILITIES, key)


def _ability(t: Told) -> Message:
    key = str(t.get("ability", ""))
    values: dict[str, object] = {"who": t.who, "card": t.name()}
    sentence = N_("{who} uses {card}")
    if t.get("spoils"):
        sentence = N_("{who} uses {card} — Spoils")
    elif t.get("trophy"):
        sentence = N_("{who} uses {card} — Trophy")
    if key:
        sentence += " ({ability})"
        values["ability"] = ability_name(key)
    if len(t.event.cards) > 1:
        sentence += " on {target}"
        values["target"] = t.name(1)
    if t.get("rank"):
        sentence += " (Rank {rank})"
        values["rank"] = t.get("rank")
    return lazy(USES[sentence], **values)


# Every form of "uses": listed whole so that a translation may order each one as its language needs.
USES = {msgid: msgid for msgid in (
    N_("{who} uses {card}"), N_("{who} uses {card} ({ability})"), N_("{who} uses {card} on {target}"),
    N_("{who} uses {card} ({ability}) on {target}"), N_("{who} uses {card} (Rank {rank})"),
    N_("{who} uses {card} ({ability}) (Rank {rank})"), N_("{who} uses {card} on {target} (Rank {rank})"),
    N_("{who} uses {card} ({ability}) on {target} (Rank {rank})"),
    N_("{who} uses {card} — Spoils"), N_("{who} uses {card} — Spoils ({ability})"),
    N_("{who} uses {card} — Spoils on {target}"), N_("{who} uses {card} — Spoils ({ability}) on {target}"),
    N_("{who} uses {card} — Spoils (Rank {rank})"), N_("{who} uses {card} — Spoils ({ability}) (Rank {rank})"),
    N_("{who} uses {card} — Spoils on {target} (Rank {rank})"),
    N_("{who} uses {card} — Spoils ({ability}) on {target} (Rank {rank})"),
    N_("{who} uses {card} — Trophy"), N_("{who} uses {card} — Trophy ({ability})"),
    N_("{who} uses {card} — Trophy on {target}"), N_("{who} uses {card} — Trophy ({ability}) on {target}"),
    N_("{who} uses {card} — Trophy (Rank {rank})"), N_("{who} uses {card} — Trophy ({ability}) (Rank {rank})"),
    N_("{who} uses {card} — Trophy on {target} (Rank {rank})"),
    N_("{who} uses {card} — Trophy ({ability}) on {target} (Rank {rank})"),
)}


def _bought(t: Told) -> Message:
    how = t.get("how")
    if how == "spoils":
        return lazy("{who} takes {card} as Spoils", who=t.who, card=t.name())
    if how == "react":
        return lazy("{who} buys {card} by a React", who=t.who, card=t.name())
    return lazy("{who} buys {card} for {cost} Gold", who=t.who, card=t.name(), cost=t.get("cost", 0))


def _battle_result(t: Told) -> Message:
    parts = lazy("Physical {physical} + Magic {magic}", physical=t.get("physical", 0), magic=t.get("magic", 0))
    if t.get("penalty"):
        parts = lazy("{parts} − Curses {curses}", parts=parts, curses=t.get("penalty"))
    if t.get("net_darkness"):
        parts = lazy("{parts} − Darkness {darkness}", parts=parts, darkness=t.get("net_darkness"))
    values = {"parts": parts, "total": t.get("total", 0), "health": t.get("health", 0)}
    if t.get("victory"):
        return lazy("Victory: {parts} = {total} against Health {health}", **values)
    return lazy("Defeat: {parts} = {total} against Health {health}", **values)


def _discarded(t: Told) -> Message:
    if t.get("from") == "deck":
        return _because(t, N_("{who} discards the top card of the deck: {cards}"),
                        N_("{who} discards the top card of the deck: {cards} ({reason})"), who=t.who, cards=t.cards())
    return _because(t, N_("{who} discards {cards}"), N_("{who} discards {cards} ({reason})"), who=t.who,
                    cards=t.cards())


def _destroyed(t: Told) -> Message:
    cards = t.cards()
    if not cards:
        return _because(t, N_("A card is destroyed"), N_("A card is destroyed ({reason})"))
    n = len(t.event.cards)
    reason = t.reason
    if reason is None:
        return lazy_n("{cards} is destroyed", "{cards} are destroyed", n, cards=cards)
    return lazy_n("{cards} is destroyed ({reason})", "{cards} are destroyed ({reason})", n, cards=cards,
                  reason=reason)


def _game_over(t: Told) -> Message:
    scores = Scores([(t.player(s), v) for s, v in enumerate(t.get("scores") or [])])
    reason = t.get("reason")
    if reason:
        return lazy("Game over — {scores} ({reason})", scores=scores, reason=Engine(str(reason)))
    return lazy("Game over — {scores}", scores=scores)


def _hall_changed(t: Told) -> Message | None:
    if t.get("swapped"):
        first, second = t.get("swapped")
        by = t.get("by")
        if by is None:
            return lazy("An effect swaps the monsters of Ranks {first} and {second}", first=first, second=second)
        return lazy("{by} swaps the monsters of Ranks {first} and {second}", by=Engine(str(by)), first=first,
                    second=second)
    if t.get("rearranged"):
        return lazy("The Hall is rearranged")
    if t.get("from_bottom") is not None:
        return lazy("{up} comes up from the bottom of the Dungeon Deck and {down} goes down",
                    up=t.card_named("from_bottom", lazy(N_("A monster"))),
                    down=t.card_named("to_bottom", lazy(N_("a monster"))))
    return None


def _effects_cancelled(t: Told) -> Message:
    if t.get("all"):
        return lazy("{who} switches off every Battle and Aftermath effect this turn ({card})", who=t.who,
                    card=t.name())
    if t.get("slot") == "aftermath":
        return lazy("An Aftermath effect of {card} is switched off this turn", card=t.name())
    return lazy("A Battle effect of {card} is switched off this turn", card=t.name())


def _effect_cancelled(t: Told) -> Message:
    if t.get("slot") == "aftermath":
        return lazy("{card}'s Aftermath effect is switched off", card=t.name())
    return lazy("{card}'s Battle effect is switched off", card=t.name())


def _turned_up(t: Told) -> Message:
    values = {"who": t.who, "card": t.name(), "health": t.get("health", 0)}
    if t.get("destroyed"):
        return _because(t, N_("{who} turns up {card} from the deck: Health +{health}; {card} is destroyed"),
                        N_("{who} turns up {card} from the deck ({reason}): Health +{health}; {card} is destroyed"),
                        **values)
    return _because(t, N_("{who} turns up {card} from the deck: Health +{health}"),
                    N_("{who} turns up {card} from the deck ({reason}): Health +{health}"), **values)


def _scouted(t: Told) -> Message:
    return lazy("{who} looks at the top of the Dungeon Deck: {cards} (Heroes +{attack} against those groups this "
                "turn)", who=t.who, cards=t.cards() or lazy(N_("nothing")), attack=t.get("attack", 0))


def _nothing(plain: str, with_reason: str) -> Callable[[Told], Message]:
    def sentence(t: Told) -> Message:
        reason = t.get("reason")
        if reason:
            return lazy(with_reason, what=Engine(str(reason)))
        if t.get("by") is not None:
            return lazy(with_reason, what=t.card_named("by", lazy(N_("a card"))))
        return lazy(plain)
    return sentence


def _showed_hand(t: Told) -> Message:
    return _because(t, N_("{who} shows the hand: {cards}"), N_("{who} shows the hand ({reason}): {cards}"),
                    who=t.who, cards=t.cards() or lazy(N_("no cards")))


def _showed_no_hero(t: Told) -> Message:
    if t.event.cards:
        return lazy("{who} has no Hero to discard (shows {cards})", who=t.who, cards=t.cards())
    return lazy("{who} has no Hero to discard (an empty hand)", who=t.who)


def _returned_to_dungeon(t: Told) -> Message:
    if t.get("where") == "top":
        return lazy("{card} goes back on top of the Dungeon Deck", card=t.name())
    return lazy("{card} goes back under the Dungeon Deck", card=t.name())


def _monster_revealed(t: Told) -> Message:
    if t.event.cards and t.state.cards[t.event.cards[0]].is_bearer:
        return lazy("The Thunderstone Bearer, {card}, enters the Hall!", card=t.name())
    return lazy("{card} enters the Hall", card=t.name())


def _levelled_up(t: Told) -> Message:
    values = {"who": t.who, "card": t.name(0), "into": t.name(1), "xp": t.get("xp", 0)}
    if t.get("to_hand"):
        return lazy("{who} levels up {card} into {into} ({xp} XP), into the hand", **values)
    return lazy("{who} levels up {card} into {into} ({xp} XP)", **values)


def _picked_gold(t: Told) -> Message:
    if t.get("physical"):
        return lazy("{who} takes the Gold of {card}: +{gold} Gold and +{physical} Physical Attack", who=t.who,
                    card=t.name(), gold=t.get("gold", 0), physical=t.get("physical"))
    return lazy("{who} takes the Gold of {card}: +{gold} Gold", who=t.who, card=t.name(), gold=t.get("gold", 0))


# One sentence per event kind the engine emits (tests/ui/test_advance_log.py checks that none is missing).
SENTENCES: dict[str, Callable[[Told], Message | None]] = {
    **HALL_SENTENCES,
    "prepared": lambda t: lazy("{who} prepares (cards of the hand go back on the deck)", who=t.who),
    "put_on_deck": lambda t: (lazy("{who} puts {card} on top of the deck", who=t.who, card=t.name()) if t.event.cards
                              else lazy("{who} puts a card back on the deck", who=t.who)),
    "discarded": _discarded,
    "destroyed": _destroyed,
    "returned": lambda t: lazy("{card} goes back to {who}", card=t.name(), who=t.who),
    "bought": _bought,
    "levelled_up": _levelled_up,
    "gained_xp": lambda t: _because(t, N_("{who} gains {xp} XP"), N_("{who} gains {xp} XP ({reason})"), who=t.who,
                                    xp=t.get("xp", 0)),
    "lost_xp": lambda t: _because(t, N_("{who} loses {xp} XP"), N_("{who} loses {xp} XP ({reason})"), who=t.who,
                                  xp=t.get("xp", 0)),
    "ability_used": _ability,
    "picked_gold": _picked_gold,
    "no_gold_shown": lambda t: lazy("No card with Gold was discarded ({cards})",
                                    cards=t.cards() or lazy(N_("none"))),
    "showed_hand": _showed_hand,
    "borrowed": lambda t: lazy("{who} borrows {card} from {owner} for the battle", who=t.who, card=t.name(),
                               owner=t.player(t.get("owner", -1))),
    "scouted": _scouted,
    "returned_to_dungeon": _returned_to_dungeon,
    "revealed_from_dungeon": lambda t: lazy("{who} looks at the bottom of the Dungeon Deck: {card}", who=t.who,
                                            card=t.name()),
    "summoned": lambda t: lazy("{who} summons {cards} from the Village", who=t.who, cards=t.cards()),
    "bolted": lambda t: lazy("{who} bolts {card} out of Rank 1 into the discard pile (no XP); the turn ends",
                             who=t.who, card=t.name()),
    "effects_cancelled": _effects_cancelled,
    "effect_cancelled": _effect_cancelled,
    "effect_skipped": lambda t: lazy("{card}'s effect does nothing: {reason}", card=t.name(),
                                     reason=Engine(str(t.get("reason", "")))),
    "absorbed": lambda t: lazy("{card} gathers the other Kobolds of the Hall: Health +{health}", card=t.name(),
                               health=t.get("health", 0)),
    "health_rises": lambda t: lazy("{card}'s Health rises by {health}", card=t.name(), health=t.get("health", 0)),
    "turned_up": _turned_up,
    "nothing_turned_up": lambda t: lazy("{who} has no card to turn up", who=t.who),
    "light_limited": lambda t: lazy("{card}: only the Heroes' Light counts in this battle", card=t.name()),
    "spoils_forbidden": lambda t: lazy("{card}: no Spoils after this battle", card=t.name()),
    "showed_curse": lambda t: _because(t, N_("{who} shows {card}"), N_("{who} shows {card} ({reason})"), who=t.who,
                                       card=t.name()),
    "showed_no_hero": _showed_no_hero,
    "gained_curse": lambda t: _because(t, N_("{who} takes a Curse"), N_("{who} takes a Curse ({reason})"), who=t.who),
    "no_curse_left": lambda t: lazy("The Curse deck is empty: {who} takes no Curse", who=t.who),
    "hand_shrinks": lambda t: lazy_n("{card}: {who} draws {n} card fewer at the end of the turn",
                                     "{card}: {who} draws {n} cards fewer at the end of the turn",
                                     int(t.get("cards", 0)), card=t.name(), who=t.who),
    "battle_result": _battle_result,
    "defeated": lambda t: lazy("{who} defeats {cards}", who=t.who, cards=t.cards()),
    "placed": lambda t: lazy("{card} goes to {owner}'s discard pile", card=t.name(),
                             owner=t.player(t.get("seat", -1))),
    "monster_to_bottom": lambda t: lazy("{card} goes under the Dungeon Deck", card=t.name()),
    "guardian_stands": lambda t: lazy("{card} is a Guardian: it stands its ground in Rank {rank}", card=t.name(),
                                      rank=t.get("rank", "?")),
    "guardian_holds": lambda t: lazy("{card} cannot pass {guardian}, a Guardian", card=t.name(1),
                                     guardian=t.name(0)),
    "reacted": lambda t: lazy("React! {who} uses {card} as a battle is lost", who=t.who, card=t.name()),
    "react_passed": lambda t: lazy("{who} does not react", who=t.who),
    "nothing_to_buy": lambda t: lazy("{who} can buy nothing with {gold} Gold", who=t.who, gold=t.get("gold", 0)),
    "no_spoils": lambda t: lazy("No Spoils: {card} forbids them", card=t.name()),
    "extra_turn_won": lambda t: lazy("{who} will play another turn ({card})", who=t.who, card=t.name()),
    "nothing_to_destroy": _nothing(N_("Nothing to destroy"), N_("Nothing to destroy ({what})")),
    "nothing_to_discard": _nothing(N_("Nothing to discard"), N_("Nothing to discard ({what})")),
    "nothing_to_level": lambda t: lazy("{who} has no Hero to level up", who=t.who),
    "picked_at_random": lambda t: lazy("{by} picks {cards} at random from {who}'s hand",
                                       by=t.card_named("by", lazy(N_("A Curse"))), cards=t.cards(), who=t.who),
    "monster_revealed": _monster_revealed,
    "horde_revealed": lambda t: lazy("The Horde advances: {card} enters the Hall", card=t.name(0)),
    "horde_exhausted": lambda t: lazy("The Horde Deck is empty: the next monster comes instead"),
    "gained_gold": lambda t: lazy_n("{who} gains {n} Gold ({card})", "{who} gains {n} Gold ({card})",
                                    int(t.get("gold", 0)), who=t.who, card=t.name()),
    "familiar_gained": lambda t: lazy("{who} takes a Familiar: {card}", who=t.who, card=t.name()),
    "familiar_discarded": lambda t: lazy("{who}'s Familiar {card} is discarded until the next turn", who=t.who,
                                         card=t.name()),
    "familiar_returned": lambda t: lazy("{who}'s Familiar {card} is back in hand", who=t.who, card=t.name()),
    "hall_changed": _hall_changed,
    "raid": lambda t: lazy("Raid! {card} strikes as it enters the Hall", card=t.name()),
    "bearer_in_rank_1": lambda t: lazy("The Thunderstone Bearer, {card}, reaches Rank 1: the game ends with this "
                                       "turn", card=t.name()),
    "left_dungeon": lambda t: lazy("{who} leaves the Dungeon (no monster can be fought)", who=t.who),
    "short_hand": lambda t: lazy_n("{who} draws only {n} card", "{who} draws only {n} cards", int(t.get("cards", 0)),
                                   who=t.who),
    "game_over": _game_over,
}


TOLD = Sentences(SENTENCES, SKIPPED)
tell_event = TOLD.tell
describe_event = TOLD.describe


def public_gains(state: AdvanceState, events: Sequence[Event]) -> list[tuple[int, Message]]:
    """(seat, card name) for every card these events show a player gaining in public: bought, defeated, levelled
    into, bolted, placed in someone's discard pile."""
    out = []
    for e in events:
        gained: tuple[int, ...] = ()
        seat = e.seat
        if e.kind in ("bought", "bolted") and e.cards:
            gained = e.cards[:1]
        elif e.kind == "defeated":
            gained = e.cards
        elif e.kind == "levelled_up" and len(e.cards) > 1:
            gained = e.cards[1:2]
        elif e.kind == "placed" and e.cards and e.get("seat", seat) != seat:
            gained, seat = e.cards[:1], e.get("seat", seat)
        if seat >= 0:
            out += [(seat, card(state.cards[i].name)) for i in gained]
    return out


def tag_label(tag: str) -> str:
    """A news tag (an English word marked with N_: "Raid") in the current language."""
    return _(tag)


def announcements(state: AdvanceState, events: Sequence[Event], names: Sequence[str]) -> list[tuple[str, str]]:
    """What the table announces of a decision's events, (tag, sentence in the current language; the tag, an English
    word, is said with `tag_label`): Raids, Breaches, Global effects, a battle's outcome and its Battle and Aftermath
    effects, Reacts, the Bearer - the things that happen to a player rather than by their choice. Cards destroyed
    or discarded one after another for the same reason are told in one sentence."""
    tagged: list[tuple[str, Event]] = []
    phase = ""                        # "Battle" until the battle's result, then "Aftermath"
    monsters = {state.cards[i].name for i in state.hall if i >= 0}
    for raw in events:
        event = redact(raw, -1)
        kind = event.kind
        reason = str(event.get("reason") or "")
        tag = ""
        if kind == "attack":
            phase = N_("Battle")
            continue
        if kind == "battle_result":
            phase = N_("Aftermath")
            tag = N_("Victory") if event.get("victory") else N_("Defeat")
        elif kind in ("raid", "breach"):
            tag = N_("Raid") if kind == "raid" else N_("Breach")
        elif reason.startswith("Raid of"):
            tag = N_("Raid")
        elif reason.startswith("Breach of"):
            tag = N_("Breach")
        elif kind in ("bearer_in_rank_1", "guardian_stands", "guardian_holds"):
            tag = N_("Bearer") if kind == "bearer_in_rank_1" else N_("Guardian")
        elif kind == "hall_changed" and event.get("swapped") and event.get("by") in monsters:
            tag = N_("Global")            # a Magma Wyrm moving on after a Village visit
        elif reason == "Caldera Dragon":
            tag = N_("Global")
        elif kind == "horde_revealed":
            tag = N_("Horde")
        elif kind in ("reacted", "react_passed"):
            tag = N_("React")
        elif phase and kind in ("gained_curse", "destroyed", "discarded", "lost_xp", "hand_shrinks", "absorbed",
                                "health_rises", "light_limited", "spoils_forbidden", "effect_skipped",
                                "effect_cancelled", "turned_up", "showed_curse", "showed_no_hero", "no_curse_left"):
            tag = phase
        elif kind in ("extra_turn_won", "no_spoils"):
            tag = N_("Spoils")
        elif kind == "bolted":
            tag = N_("Bolt")
        if tag:
            tagged.append((tag, event))
    out: list[tuple[str, str]] = []
    k = 0
    while k < len(tagged):
        tag, event = tagged[k]
        run = [event]
        if event.kind in ("destroyed", "discarded", "gained_curse"):
            while (k + len(run) < len(tagged) and tagged[k + len(run)][1].kind == event.kind
                   and tagged[k + len(run)][1].get("reason") == event.get("reason")
                   and tagged[k + len(run)][1].seat == event.seat):
                run.append(tagged[k + len(run)][1])
        k += len(run)
        if len(run) > 1:
            cards = tuple(i for e in run for i in e.cards)
            merged = Event(event.kind, event.seat, cards, event.data)
            if event.kind == "gained_curse":
                who = names[event.seat] if 0 <= event.seat < len(names) else "?"
                reason = event.get("reason")
                if reason:
                    text = _("{who} takes {n} Curses ({reason})").format(who=who, n=len(run),
                                                                        reason=Engine(str(reason)))
                else:
                    text = _("{who} takes {n} Curses").format(who=who, n=len(run))
            else:
                text = describe_event(state, merged, names) or ""
        else:
            text = describe_event(state, event, names) or ""
        if text:
            out.append((tag, text))
    return out


# What the table's log (ui/game_log.py) tells of Thunderstone Advance's events.
TELLER = TOLD.teller(public_gains)

"""Thunderstone Advance's log sentences: its engine events turned into sentences a player reads.

Events are redacted for a spectator first (`events.redact(event, -1)`), so the log never names a card of a hidden
draw or of a Prepare - the same log is safe to show to every player in pass-and-play. `public_gains` names the cards
each player gained in public (the players' panels). `TELLER` hands both to the table's `GameLog` (ui/game_log.py).
The sentence helpers (`Told`, `card_list`) are the original game's.
"""

from __future__ import annotations

from typing import Callable, Sequence

from ...engine.events import Event, redact
from ...systems.advance.state import AdvanceState
from ..classic.log import Told, card_list
from ..game_log import LogTeller

# Events the log leaves out on purpose: the turn's end is the next heading, a hand discarded at the end of a turn is
# no news, and the Hall's new order after a refill is on the table (a swap, an arrangement or a map is told).
SKIPPED = frozenset({"turn_ended", "discarded_hand", "turn_started"})


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _why(t: Told) -> str:
    """The event's reason in brackets (" (Raid)"), or nothing."""
    reason = t.reason
    return f" ({reason})" if reason is not None else ""


def _drew(t: Told) -> str:
    n = t.get("count", len(t.event.cards))
    shown = f": {t.cards()}" if t.event.cards else ""
    return f"{t.who} draws {plural(int(n), 'card')}{shown}"


def _ability(t: Told) -> str:
    key = str(t.get("ability", "")).replace("_", " ")
    what = "Spoils" if t.get("spoils") else "Trophy" if t.get("trophy") else ""
    target = f" on {t.name(1)}" if len(t.event.cards) > 1 else ""
    rank = f" (Rank {t.get('rank')})" if t.get("rank") else ""
    label = f" — {what}" if what else ""
    return f"{t.who} uses {t.name()}{label}" + (f" ({key})" if key else "") + target + rank


def _bought(t: Told) -> str:
    how = t.get("how")
    if how == "spoils":
        return f"{t.who} takes {t.name()} as Spoils"
    if how == "react":
        return f"{t.who} buys {t.name()} by a React"
    return f"{t.who} buys {t.name()} for {t.get('cost', 0)} Gold"


def _battle_result(t: Told) -> str:
    outcome = "Victory" if t.get("victory") else "Defeat"
    parts = f"Physical {t.get('physical', 0)} + Magic {t.get('magic', 0)}"
    if t.get("penalty"):
        parts += f" − Curses {t.get('penalty')}"
    if t.get("net_darkness"):
        parts += f" − Darkness {t.get('net_darkness')}"
    return f"{outcome}: {parts} = {t.get('total', 0)} against Health {t.get('health', 0)}"


def _discarded(t: Told) -> str:
    if t.get("from") == "deck":
        return f"{t.who} discards the top card of the deck: {t.cards()}{_why(t)}"
    return f"{t.who} discards {t.cards()}{_why(t)}"


def _destroyed(t: Told) -> str:
    verb = "are" if len(t.event.cards) > 1 else "is"
    return f"{t.cards() or 'A card'} {verb} destroyed{_why(t)}"


def _game_over(t: Told) -> str:
    scores = t.get("scores") or []
    head = "Game over — " + ", ".join(f"{t.player(s)} {v} VP" for s, v in enumerate(scores))
    reason = t.get("reason")
    return head + (f" ({reason})" if reason else "")


def _hall_changed(t: Told) -> str | None:
    if t.get("swapped"):
        first, second = t.get("swapped")
        return f"{t.get('by', 'An effect')} swaps the monsters of Ranks {first} and {second}"
    if t.get("rearranged"):
        return "The Hall is rearranged"
    if t.get("from_bottom") is not None:
        return f"{t.card_named('from_bottom', 'A monster')} comes up from the bottom of the Dungeon Deck and " \
               f"{t.card_named('to_bottom', 'a monster')} goes down"
    return None


def _effect(slot: object) -> str:
    return "Aftermath" if slot == "aftermath" else "Battle"


def _effects_cancelled(t: Told) -> str:
    if t.get("all"):
        return f"{t.who} switches off every Battle and Aftermath effect this turn ({t.name()})"
    return f"A {_effect(t.get('slot'))} effect of {t.name()} is switched off this turn"


def _react(t: Told) -> str:
    return f"React! {t.who} uses {t.name()} as a battle is lost"


def _turned_up(t: Told) -> str:
    text = f"{t.who} turns up {t.name()} from the deck{_why(t)}: Health +{t.get('health', 0)}"
    return text + (f"; {t.name()} is destroyed" if t.get("destroyed") else "")


def _scouted(t: Told) -> str:
    return f"{t.who} looks at the top of the Dungeon Deck: {t.cards() or 'nothing'} (Heroes +{t.get('attack', 0)} " \
           "against those groups this turn)"


def _nothing(what: str) -> Callable[[Told], str]:
    def sentence(t: Told) -> str:
        reason = t.get("reason") or (t.card_named("by", "") if t.get("by") is not None else "")
        return f"Nothing to {what}" + (f" ({reason})" if reason else "")
    return sentence


# One sentence per event kind the engine emits (tests/ui/test_advance_log.py checks that none is missing).
SENTENCES: dict[str, Callable[[Told], str | None]] = {
    "drew": _drew,
    "shuffled": lambda t: f"{t.who} shuffles the discard pile ({plural(int(t.get('count', 0)), 'card')}) "
                          "into the deck",
    "visited_village": lambda t: f"{t.who} visits the Village with {t.cards()}",
    "entered_dungeon": lambda t: f"{t.who} enters the Dungeon with {t.cards()}",
    "prepared": lambda t: f"{t.who} prepares (cards of the hand go back on the deck)",
    "rested": lambda t: f"{t.who} rests",
    "put_on_deck": lambda t: (f"{t.who} puts {t.name()} on top of the deck" if t.event.cards
                              else f"{t.who} puts a card back on the deck"),
    "discarded": _discarded,
    "destroyed": _destroyed,
    "returned": lambda t: f"{t.name()} goes back to {t.who}",
    "bought": _bought,
    "levelled_up": lambda t: f"{t.who} levels up {t.name(0)} into {t.name(1)} ({t.get('xp', 0)} XP)"
                             + (", into the hand" if t.get("to_hand") else ""),
    "gained_xp": lambda t: f"{t.who} gains {t.get('xp', 0)} XP{_why(t)}",
    "lost_xp": lambda t: f"{t.who} loses {t.get('xp', 0)} XP{_why(t)}",
    "ability_used": _ability,
    "picked_gold": lambda t: f"{t.who} takes the Gold of {t.name()}: +{t.get('gold', 0)} Gold"
                             + (f" and +{t.get('physical')} Physical Attack" if t.get("physical") else ""),
    "no_gold_shown": lambda t: f"No card with Gold was discarded ({t.cards() or 'none'})",
    "showed_hand": lambda t: f"{t.who} shows the hand{_why(t)}: {t.cards() or 'no cards'}",
    "borrowed": lambda t: f"{t.who} borrows {t.name()} from {t.player(t.get('owner', -1))} for the battle",
    "scouted": _scouted,
    "returned_to_dungeon": lambda t: f"{t.name()} goes back {'on top of' if t.get('where') == 'top' else 'under'} "
                                     "the Dungeon Deck",
    "revealed_from_dungeon": lambda t: f"{t.who} looks at the bottom of the Dungeon Deck: {t.name()}",
    "summoned": lambda t: f"{t.who} summons {t.cards()} from the Village",
    "bolted": lambda t: f"{t.who} bolts {t.name()} out of Rank 1 into the discard pile (no XP); the turn ends",
    "effects_cancelled": _effects_cancelled,
    "effect_cancelled": lambda t: f"{t.name()}'s {_effect(t.get('slot'))} effect is switched off",
    "effect_skipped": lambda t: f"{t.name()}'s effect does nothing: {t.get('reason', '')}",
    "equipped": lambda t: f"{t.who} equips {t.name(0)} to {t.name(1)}",
    "unequipped": lambda t: f"{t.who} takes {t.name()} off",
    "attack": lambda t: f"{t.who} attacks {t.name()} in Rank {t.get('rank', '?')}",
    "absorbed": lambda t: f"{t.name()} gathers the other Kobolds of the Hall: Health +{t.get('health', 0)}",
    "health_rises": lambda t: f"{t.name()}'s Health rises by {t.get('health', 0)}",
    "turned_up": _turned_up,
    "nothing_turned_up": lambda t: f"{t.who} has no card to turn up",
    "light_limited": lambda t: f"{t.name()}: only the Heroes' Light counts in this battle",
    "spoils_forbidden": lambda t: f"{t.name()}: no Spoils after this battle",
    "showed_curse": lambda t: f"{t.who} shows {t.name()}{_why(t)}",
    "showed_no_hero": lambda t: f"{t.who} has no Hero to discard (shows {t.cards() or 'an empty hand'})",
    "gained_curse": lambda t: f"{t.who} takes a Curse{_why(t)}",
    "no_curse_left": lambda t: f"The Curse deck is empty: {t.who} takes no Curse",
    "hand_shrinks": lambda t: f"{t.name()}: {t.who} draws {t.get('cards', 0)} fewer cards at the end of the turn",
    "battle_result": _battle_result,
    "defeated": lambda t: f"{t.who} defeats {t.cards()}",
    "placed": lambda t: f"{t.name()} goes to {t.player(t.get('seat', -1))}'s discard pile",
    "monster_to_bottom": lambda t: f"{t.name()} goes under the Dungeon Deck",
    "guardian_stands": lambda t: f"{t.name()} is a Guardian: it stands its ground in Rank {t.get('rank', '?')}",
    "guardian_holds": lambda t: f"{t.name(1)} cannot pass {t.name(0)}, a Guardian",
    "reacted": _react,
    "react_passed": lambda t: f"{t.who} does not react",
    "nothing_to_buy": lambda t: f"{t.who} can buy nothing with {t.get('gold', 0)} Gold",
    "no_spoils": lambda t: f"No Spoils: {t.name()} forbids them",
    "extra_turn_won": lambda t: f"{t.who} will play another turn ({t.name()})",
    "nothing_to_destroy": _nothing("destroy"),
    "nothing_to_discard": _nothing("discard"),
    "nothing_to_level": lambda t: f"{t.who} has no Hero to level up",
    "picked_at_random": lambda t: f"{t.card_named('by', 'A Curse')} picks {t.cards()} at random from {t.who}'s hand",
    "monster_revealed": lambda t: (f"The Thunderstone Bearer, {t.name()}, enters the Hall!"
                                   if t.event.cards and t.state.cards[t.event.cards[0]].is_bearer
                                   else f"{t.name()} enters the Hall"),
    "horde_revealed": lambda t: f"The Horde advances: {t.name(0)} enters the Hall",
    "horde_exhausted": lambda t: "The Horde Deck is empty: the next monster comes instead",
    "hall_changed": _hall_changed,
    "raid": lambda t: f"Raid! {t.name()} strikes as it enters the Hall",
    "breach": lambda t: f"Breach! {t.name()} reaches Rank 1",
    "bearer_in_rank_1": lambda t: f"The Thunderstone Bearer, {t.name()}, reaches Rank 1: the game ends with this "
                                  "turn",
    "left_dungeon": lambda t: f"{t.who} leaves the Dungeon (no monster can be fought)",
    "short_hand": lambda t: f"{t.who} draws only {plural(int(t.get('cards', 0)), 'card')}",
    "ended_at_impasse": lambda t: f"{t.who} ends the game: the Dungeon has been stuck for "
                                  f"{t.get('rounds', '?')} rounds",
    "game_over": _game_over,
}


def describe_event(state: AdvanceState, event: Event, names: Sequence[str]) -> str | None:
    """One sentence for an event as everyone may see it, or None for events the log leaves out."""
    event = redact(event, -1)
    if event.kind in SKIPPED:
        return None
    told = Told(event, state, names)       # type: ignore[arg-type]
    sentence = SENTENCES.get(event.kind)
    if sentence is None:
        # An event added to the engine after this table was written: still a readable line, never a lost one.
        who = f"{told.who}: " if event.seat >= 0 else ""
        what = event.kind.replace("_", " ")
        return f"{who}{what}" + (f" ({card_list(state, event.cards)})" if event.cards else "")  # type: ignore[arg-type]
    return sentence(told)


def public_gains(state: AdvanceState, events: Sequence[Event]) -> list[tuple[int, str]]:
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
            out += [(seat, state.cards[i].name) for i in gained]
    return out


def announcements(state: AdvanceState, events: Sequence[Event], names: Sequence[str]) -> list[tuple[str, str]]:
    """What the table announces of a decision's events, (tag, sentence): Raids, Breaches, Global effects, a
    battle's outcome and its Battle and Aftermath effects, Reacts, the Bearer - the things that happen to a player
    rather than by their choice. Cards destroyed or discarded one after another for the same reason are told in one
    sentence."""
    tagged: list[tuple[str, Event]] = []
    phase = ""                        # "Battle" until the battle's result, then "Aftermath"
    monsters = {state.cards[i].name for i in state.hall if i >= 0}
    for raw in events:
        event = redact(raw, -1)
        kind = event.kind
        reason = str(event.get("reason") or "")
        tag = ""
        if kind == "attack":
            phase = "Battle"
            continue
        if kind == "battle_result":
            phase = "Aftermath"
            tag = "Victory" if event.get("victory") else "Defeat"
        elif kind in ("raid", "breach"):
            tag = kind.title()
        elif reason.startswith("Raid of"):
            tag = "Raid"
        elif reason.startswith("Breach of"):
            tag = "Breach"
        elif kind in ("bearer_in_rank_1", "guardian_stands", "guardian_holds"):
            tag = "Bearer" if kind == "bearer_in_rank_1" else "Guardian"
        elif kind == "hall_changed" and event.get("swapped") and event.get("by") in monsters:
            tag = "Global"            # a Magma Wyrm moving on after a Village visit
        elif reason == "Caldera Dragon":
            tag = "Global"
        elif kind == "horde_revealed":
            tag = "Horde"
        elif kind in ("reacted", "react_passed"):
            tag = "React"
        elif phase and kind in ("gained_curse", "destroyed", "discarded", "lost_xp", "hand_shrinks", "absorbed",
                                "health_rises", "light_limited", "spoils_forbidden", "effect_skipped",
                                "effect_cancelled", "turned_up", "showed_curse", "showed_no_hero", "no_curse_left"):
            tag = phase
        elif kind in ("extra_turn_won", "no_spoils"):
            tag = "Spoils"
        elif kind == "bolted":
            tag = "Bolt"
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
                text = f"{names[event.seat] if 0 <= event.seat < len(names) else '?'} takes {len(run)} Curses" \
                       + (f" ({event.get('reason')})" if event.get("reason") else "")
            else:
                text = describe_event(state, merged, names) or ""
        else:
            text = describe_event(state, event, names) or ""
        if text:
            out.append((tag, text))
    return out


# What the table's log (ui/game_log.py) tells of Thunderstone Advance's events.
TELLER = LogTeller(describe_event, public_gains)  # type: ignore[arg-type]

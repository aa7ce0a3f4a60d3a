"""The original game's log sentences: its engine events turned into sentences a player reads.

Events are redacted for a spectator first (`events.redact(event, -1)`), so the log never names a card from a
hidden draw - the same log is safe to show to every player in pass-and-play. `public_gains` names the cards each
player gained in public (the players' panels). `TELLER` hands both to the table's `GameLog` (ui/game_log.py); the
sentence helpers (`Told`, `Scores`, `Sentences`) are every game's (ui/sentences.py).
"""

from __future__ import annotations

from typing import Callable

from ...i18n import N_, Engine, Message, card, lazy, lazy_n
from ..hall.log import SENTENCES as HALL_SENTENCES
from ..sentences import Scores, Sentences, Told, gains_of, word

# Events the log leaves out on purpose: the Hall's new order is shown on the table, the turn's end is the next
# heading, and a hand discarded at the end of a turn is no news.
SKIPPED = frozenset({"hall_changed", "turn_ended", "discarded_hand", "turn_started"})


# The names of the abilities a card offers (its `key` in the card data), for the log and the card menus.
ABILITIES = {
    "cure": N_("cure"), "draw": N_("draw"), "sell": N_("sell"), "eat": N_("eat"), "cast": N_("cast"),
    "feed": N_("feed"), "extra_buy": N_("extra buy"), "rally": N_("rally"), "meditate": N_("meditate"),
    "send_away": N_("send away"), "borrow": N_("borrow"), "capture": N_("capture"), "pawn": N_("pawn"),
    "throw": N_("throw"), "dismiss": N_("dismiss"), "train": N_("train"), "commune": N_("commune"),
    "challenge": N_("challenge"), "study": N_("study"), "forge": N_("forge"), "trophy": N_("trophy"),
}


def ability_name(key: str) -> Message:
    """An ability's name ("extra buy"); one the table does not know is still said in words."""
    return word(ABILITIES, key)


def _ability(t: Told) -> Message | None:
    if _throws(t):
        return None             # the "thrown" event that follows says it: "Ann throws Spear"
    key = str(t.get("ability", ""))
    on = len(t.event.cards) > 1
    if key and on:
        return lazy("{who} uses {card} ({ability}) on {target}", who=t.who, card=t.name(), ability=ability_name(key),
                    target=t.name(1))
    if key:
        return lazy("{who} uses {card} ({ability})", who=t.who, card=t.name(), ability=ability_name(key))
    if on:
        return lazy("{who} uses {card} on {target}", who=t.who, card=t.name(), target=t.name(1))
    return lazy("{who} uses {card}", who=t.who, card=t.name())


def _throws(t: Told) -> bool:
    cards = t.event.cards
    if not cards or not 0 <= cards[0] < len(t.state.cards):
        return False
    ability = t.state.cards[cards[0]].ability_by_key.get(str(t.get("ability", "")))
    return ability is not None and ability.verb == "throw_weapon"


def _bought(t: Told) -> Message:
    if t.get("spoils"):
        return lazy("{who} takes {card} as Spoils", who=t.who, card=t.name())
    return lazy("{who} buys {card} for {cost} Gold", who=t.who, card=t.name(), cost=t.get("cost", 0))


def _penalty(t: Told) -> Message:
    if t.get("on") == "attack":
        if t.event.cards:
            return lazy("Penalty taken from Attack of {card}", card=t.name())
        return lazy("Penalty taken from Attack")
    if t.event.cards:
        return lazy("Penalty taken from Magic Attack of {card}", card=t.name())
    return lazy("Penalty taken from Magic Attack")


def _battle_result(t: Told) -> Message:
    if t.get("victory"):
        return lazy("Victory: {total} against Health {health}", total=t.get("total", 0), health=t.get("health", 0))
    return lazy("Defeat: {total} against Health {health}", total=t.get("total", 0), health=t.get("health", 0))


def _revealed(t: Told) -> Message:
    revealed = t.state.cards[t.event.cards[0]] if t.event.cards else None
    if revealed is not None and revealed.is_stone:
        return lazy("The Thunderstone comes out of the Dungeon!")
    return lazy("{card} enters the Hall", card=t.name())


def _discarded(t: Told) -> Message:
    n = t.get("count")
    reason = t.reason
    if not t.event.cards and n:
        if reason is not None:
            return lazy_n("{who} discards {n} card ({reason})", "{who} discards {n} cards ({reason})", int(n),
                          who=t.who, reason=reason)
        return lazy_n("{who} discards {n} card", "{who} discards {n} cards", int(n), who=t.who)
    if t.get("reason") == "revealed":
        return lazy("{who} discards the other turned-over cards: {cards}", who=t.who, cards=t.cards())
    if reason is not None:
        return lazy("{who} discards {cards} ({reason})", who=t.who, cards=t.cards(), reason=reason)
    return lazy("{who} discards {cards}", who=t.who, cards=t.cards())


def _game_over(t: Told) -> Message:
    scores = t.get("scores") or []
    return lazy("Game over — {scores}", scores=Scores([(t.player(s), v) for s, v in enumerate(scores)]))


def _turned_over(t: Told) -> Message:
    n = len(t.event.cards)
    if not n:
        return lazy("{who} has no card left to turn over", who=t.who)
    return lazy_n("{who} turns over the top {n} card of the deck: {cards}",
                  "{who} turns over the top {n} cards of the deck: {cards}", n, who=t.who, cards=t.cards())


# What a player offers when asked (discard_cards' modes), and what they have none of.
SHOWED_NO = {
    "hero": (N_("{who} has no Hero to offer (shows {cards})"), N_("{who} has no Hero to offer (an empty hand)")),
    "weapon": (N_("{who} has no Weapon to offer (shows {cards})"),
               N_("{who} has no Weapon to offer (an empty hand)")),
    "gold": (N_("{who} has no card with Gold to offer (shows {cards})"),
                       N_("{who} has no card with Gold to offer (an empty hand)")),
}


def _showed_no(kind: str) -> Callable[[Told], Message]:
    shows, empty = SHOWED_NO[kind]

    def sentence(t: Told) -> Message:
        if t.event.cards:
            return lazy(shows, who=t.who, cards=t.cards())
        return lazy(empty, who=t.who)
    return sentence


# Who did it, when an event does not name the card responsible (records made before the events named it).
THE_MONSTER = N_("The monster")
A_STEAM_TORMENT = N_("a Steam Torment")


def _picked_at_random(t: Told) -> Message:
    if t.get("monster") is None:
        return lazy("{card} is picked at random from {who}'s party", card=t.name(), who=t.who)
    return lazy("{monster} picks {card} at random from {who}'s party",
                monster=t.card_named("monster", lazy(THE_MONSTER)), card=t.name(), who=t.who)


def _destroyed(t: Told) -> Message:
    reason = t.reason
    if reason is not None:
        return lazy("{card} is destroyed ({reason})", card=t.name(), reason=reason)
    return lazy("{card} is destroyed", card=t.name())


def _showed_hand(t: Told) -> Message:
    cards: object = t.cards() or lazy(N_("no cards"))
    reason = t.reason
    if reason is not None:
        return lazy("{who} shows the hand ({reason}): {cards}", who=t.who, reason=reason, cards=cards)
    return lazy("{who} shows the hand: {cards}", who=t.who, cards=cards)


def _nothing_to_destroy(t: Told) -> Message:
    what = t.get("what", "")
    return lazy("Nothing to destroy ({what})", what=Engine(str(what)) if what else "")


# One sentence per event kind the engine emits (tests/ui/test_game_log.py checks that none is missing).
SENTENCES: dict[str, Callable[[Told], Message | None]] = {
    **HALL_SENTENCES,
    "ability_used": _ability,
    "bought": _bought,
    "levelled_up": lambda t: lazy("{who} levels up {card} into {into} ({xp} XP)", who=t.who, card=t.name(0),
                                  into=t.name(1), xp=t.get("xp", 0)),
    "gained_xp": lambda t: lazy("{who} gains {xp} XP", who=t.who, xp=t.get("xp", 0)),
    "thrown": lambda t: lazy("{who} throws {card} (destroyed after the battle)", who=t.who, card=t.name()),
    "strength_exhausted": lambda t: lazy("{cards}: Strength 0 or less, destroyed at the end of the turn",
                                         cards=t.cards()),
    "destroyed_in_battle": lambda t: lazy("The battle destroys {card}", card=t.name()),
    "prevented": lambda t: lazy("{card} cannot attack in this battle", card=t.name()),
    "penalty_placed": _penalty,
    "battle_result": _battle_result,
    "defeated": lambda t: lazy("{who} defeats {card} (+{xp} XP)", who=t.who, card=t.name(), xp=t.get("xp", 0)),
    "monster_to_bottom": lambda t: lazy("{card} goes to the bottom of the Dungeon", card=t.name()),
    "monster_stays": lambda t: lazy("{card} stays in Rank {rank}: while {by} is in the Hall, monsters leave it only "
                                    "when defeated", card=t.name(), rank=t.get("rank", "?"),
                                    by=t.card_named("by", lazy(A_STEAM_TORMENT))),
    "monster_revealed": _revealed,
    "captured": lambda t: lazy("{who} captures {card}", who=t.who, card=t.name()),
    "borrowed": lambda t: lazy("{who} borrows {card} from {owner}", who=t.who, card=t.name(),
                               owner=t.player(t.get("owner", -1))),
    "returned": lambda t: lazy("{card} returns to {who}", card=t.name(), who=t.who),
    "conjured": lambda t: lazy("{who} conjures {card} from the Village (destroyed after the battle)", who=t.who,
                               card=t.name()),
    "saved": lambda t: lazy("{by} saves {card}: it goes to {who}'s discard pile instead of being destroyed",
                            by=t.card_named("by", card("Ambrosia")), card=t.name(), who=t.who),
    "picked_at_random": _picked_at_random,
    "gained_disease": lambda t: lazy("{who} gains a Disease", who=t.who),
    "destroyed": _destroyed,
    "destroyed_nothing": lambda t: lazy("{who} destroys nothing", who=t.who),
    "discarded": _discarded,
    "showed_hand": _showed_hand,
    "showed_no_hero": _showed_no("hero"),
    "showed_no_weapon": _showed_no("weapon"),
    "showed_no_gold": _showed_no("gold"),
    "put_on_deck": lambda t: lazy("{who} puts {card} on top of the deck", who=t.who, card=t.name()),
    "revealed_from_deck": _turned_over,
    "thunderstone_in_rank_1": lambda t: lazy("The Thunderstone reaches Rank 1!"),
    "took_thunderstone": lambda t: lazy("{who} takes the Thunderstone", who=t.who),
    "game_over": _game_over,
    "left_dungeon": lambda t: lazy("{who} leaves the Dungeon (no monster can be attacked)", who=t.who),
    "nothing_to_destroy": _nothing_to_destroy,
    "no_spoils": lambda t: lazy("No Spoils affordable ({gold} Gold)", gold=t.get("gold", 0)),
}


TOLD = Sentences(SENTENCES, SKIPPED)
tell_event = TOLD.tell
describe_event = TOLD.describe


# The cards a player gains in public (the players' panels): bought, defeated, captured, levelled into, the Thunderstone.
public_gains = gains_of(("bought", "defeated", "captured", "took_thunderstone"))

# What the table's log (ui/game_log.py) tells of the original game's events.
TELLER = TOLD.teller(public_gains)

"""A random Thunderstone Advance card set that makes a good game: the randomizers drawn as the rulebook says, then
every card's needs (and the board side's) met (needs.py), each change told in a sentence.

`draw(catalogue, seed, ...)` first draws a monster group of each level, a Thunderstone Bearer, 4 hero lines and 8
Village cards (passing over a card whose type already has 3 stacks, 2 for Items) - the same draw as without needs,
so a seed gives the same cards where nothing needs changing. Then, while some card needs something no other card of
the set gives, it swaps in one that does - in place of a card of the same kind that nothing else needs, that was not
locked, and whose leaving keeps the Village within its type limits (and a monster group within its level) - or, when
no card can meet the need, it swaps out the card that has it. One swap per unmet need; everything comes from the
seed: the same seed and options give the same set and sentences.
"""

from __future__ import annotations

from typing import Iterable, NamedTuple

from ...engine.rng import Rng
from .. import randomizer as shared
from ..randomizer import Entry, sentence
from .cards import Card, Catalogue
from .needs import SetupNeed

HERO_LINES_IN_GAME = 4
VILLAGE_STACKS_IN_GAME = 8
MAX_OF_A_TYPE = 3                  # Village stacks of one type (Weapon, Item, Spell, Villager)
MAX_ITEMS = 2
LEVELS = (1, 2, 3)
# Swaps allowed before giving up (a set of many needy cards may chase itself); every swap says why.
MAX_SWAPS = 12
# The kinds a need is met from, in the order they are tried (the Village has the most room).
MEETING_KINDS = ("village", "hero", "monster", "bearer")
KINDS = ("monster", "bearer", "hero", "village")


class Drawn(NamedTuple):
    monster_groups: tuple[str, ...]     # by level
    bearer: str
    hero_lines: tuple[str, ...]
    village: tuple[str, ...]
    notes: tuple[str, ...]              # one sentence for every swap the needs made, in order


class Pool:
    """Every randomizer of the catalogue and its cards (the Horde too: a player may keep it; random draws skip
    it), and the board side's needs."""

    def __init__(self, catalogue: Catalogue, board: str = "dungeon") -> None:
        self.catalogue = catalogue
        self.board = board
        self.cards: dict[Entry, list[Card]] = {}
        for group in catalogue.groups:
            cards = [c for c in catalogue.group_cards.get(group, []) if not c.is_placeholder]
            self.cards[Entry("monster", group)] = cards
        for bearer in catalogue.bearers:
            self.cards[Entry("bearer", bearer)] = [catalogue[bearer]]
        for line, cards in catalogue.line_cards.items():
            self.cards[Entry("hero", line)] = cards
        for card_id in catalogue.village_ids:
            self.cards[Entry("village", card_id)] = [catalogue[card_id]]
        board_data = catalogue.boards.get(board)
        self.board_needs = board_data.needs if board_data is not None else ()
        self.board_title = f"the {board_data.name if board_data else board} side"

    def needs(self, entry: Entry) -> list[tuple[str, SetupNeed]]:
        """(who, need): the entry's cards' needs, each named by its card."""
        return [(card.name, need) for card in self.cards[entry] for need in card.needs]

    def meets(self, entry: Entry, need: SetupNeed) -> bool:
        return any(need.met_by(card) for card in self.cards[entry])

    def level(self, entry: Entry) -> int:
        return self.catalogue.groups[entry.name].level if entry.kind == "monster" else 0

    def village_type(self, entry: Entry) -> str:
        return self.catalogue[entry.name].village_type if entry.kind == "village" else ""

    def title(self, entry: Entry) -> str:
        """How a sentence names the entry: "Moonstone", "the Drua heroes", "the Ogre - Humanoid monsters"."""
        if entry.kind in ("village", "bearer"):
            return self.catalogue[entry.name].name
        if entry.kind == "hero":
            return f"the {self.catalogue.lines[entry.name].name} heroes"
        return f"the {self.catalogue.groups[entry.name].name} monsters"


def type_room(pool: Pool, village: Iterable[Entry], card: Entry) -> bool:
    """Whether the Village cards `village` leave room for `card` by the rulebook's type limits."""
    kind = pool.village_type(card)
    same = sum(1 for e in village if e.kind == "village" and pool.village_type(e) == kind)
    return same < (MAX_ITEMS if kind == "item" else MAX_OF_A_TYPE)


def draw(catalogue: Catalogue, seed: int, needs: bool = True, board: str = "dungeon", keep: Iterable[Entry] = (),
         exclude: Iterable[Entry] = ()) -> Drawn:
    """Draw a card set; with `needs`, meet every card's needs (and the board side's). `keep`: entries that stay (a
    player's locked cards; the needs never swap them out), the rest drawn; `exclude`: entries not to draw (the card
    being rerolled). Without keep and exclude the draw is the rulebook's of AdvanceCardSet.random before needs."""
    pool = Pool(catalogue, board)
    kept = [e for e in dict.fromkeys(keep) if e in pool.cards]
    left_out = set(kept) | set(exclude)
    rng = Rng(seed ^ 0xAD7A_0CE5_E7)
    chosen: list[Entry] = []
    kept_groups = [e for e in kept if e.kind == "monster"]
    kept_levels = {pool.level(e) for e in kept_groups}
    # Three groups: the kept ones (a themed setup's may share a level) and one drawn for each level they leave open.
    room = len(LEVELS) - len(kept_groups)
    for level in LEVELS:
        options = [g for g in catalogue.random_groups(level) if Entry("monster", g) not in left_out]
        if not options:
            raise ValueError(f"no monster group of level {level} left to draw")
        pick = options[rng.below(len(options))]
        if level not in kept_levels and room > 0:
            chosen.append(Entry("monster", pick))
            room -= 1
    chosen += kept_groups
    bearers = [b for b in catalogue.bearers if Entry("bearer", b) not in left_out]
    bearer = Entry("bearer", bearers[rng.below(len(bearers))])
    kept_bearer = [e for e in kept if e.kind == "bearer"]
    chosen += kept_bearer[:1] or [bearer]
    lines = sorted(catalogue.line_cards)
    rng.shuffle(lines)
    heroes = [e for e in kept if e.kind == "hero"]
    heroes += [Entry("hero", line) for line in lines if Entry("hero", line) not in left_out]
    chosen += heroes[:HERO_LINES_IN_GAME]
    pile = list(catalogue.village_ids)
    rng.shuffle(pile)
    village = [e for e in kept if e.kind == "village"]
    for card_id in pile:
        if len(village) >= VILLAGE_STACKS_IN_GAME:
            break
        entry = Entry("village", card_id)
        if entry not in left_out and type_room(pool, village, entry):
            village.append(entry)
    chosen += village
    notes: list[str] = []
    if needs:
        chosen = meet_needs(pool, chosen, Rng(seed ^ 0x4EED_AD7A), set(kept), notes)
    groups = sorted((e.name for e in chosen if e.kind == "monster"), key=lambda g: (catalogue.groups[g].level, g))
    return Drawn(tuple(groups), next(e.name for e in chosen if e.kind == "bearer"),
                 tuple(sorted(e.name for e in chosen if e.kind == "hero")),
                 tuple(sorted(e.name for e in chosen if e.kind == "village")), tuple(notes))


def unmet(pool: Pool, chosen: list[Entry]) -> list[tuple[Entry | None, str, SetupNeed]]:
    """Every need (the board side's first, then the chosen cards') that no chosen entry meets, in a stable order;
    the board's come with the entry None."""
    wanted: list[tuple[Entry | None, str, SetupNeed]] = [(None, pool.board_title, n) for n in pool.board_needs]
    for entry in sorted(chosen):
        wanted += [(entry, who, need) for who, need in pool.needs(entry)]
    return [(entry, who, need) for entry, who, need in wanted if not any(pool.meets(o, need) for o in chosen)]


def can_replace(pool: Pool, chosen: list[Entry], old: Entry, new: Entry) -> bool:
    """Whether `new` may take `old`'s place: same kind, a monster group of the same level, and a Village still
    within its type limits."""
    if old.kind != new.kind or (old.kind == "monster" and pool.level(old) != pool.level(new)):
        return False
    if new.kind == "village":
        return type_room(pool, [e for e in chosen if e != old], new)
    return True


def meet_needs(pool: Pool, chosen: list[Entry], rng: Rng, locked: set[Entry], notes: list[str]) -> list[Entry]:
    chosen = list(chosen)
    for _ in range(MAX_SWAPS):
        missing = unmet(pool, chosen)
        if not missing:
            break
        entry, who, need = missing[0]
        helpers = [e for e in sorted(pool.cards) if e not in chosen and pool.meets(e, need)
                   and not (e.kind == "monster" and pool.catalogue.groups[e.name].not_random)]
        swaps = [(new, old) for kind in MEETING_KINDS for new in helpers if new.kind == kind
                 for old in chosen if old not in locked and old != entry and can_replace(pool, chosen, old, new)
                 and not _needed(pool, chosen, old)]
        if swaps:
            # The first kind that can meet it, any of its swaps alike.
            first_kind = swaps[0][0].kind
            swaps = [s for s in swaps if s[0].kind == first_kind]
            new, old = swaps[rng.below(len(swaps))]
            chosen[chosen.index(old)] = new
            notes.append(sentence(f"{pool.title(new)} came in for {pool.title(old)}: {who} {need.because}."))
            continue
        # Nothing can meet the need (or everything that could leave is locked or needed): the needy card goes.
        replacements = [] if entry is None or entry in locked else [
            e for e in sorted(pool.cards) if e not in chosen and can_replace(pool, chosen, entry, e)
            and not (e.kind == "monster" and pool.catalogue.groups[e.name].not_random)
            and not _has_unmet(pool, chosen, entry, e)]
        if entry is None or not replacements:
            notes.append(sentence(f"{who} {need.because}, and nothing this set can hold gives it."))
            break
        new = replacements[rng.below(len(replacements))]
        chosen[chosen.index(entry)] = new
        notes.append(sentence(f"{pool.title(new)} came in for {pool.title(entry)}: {who} {need.because}, "
                              "and no card the set can hold gives it."))
    return chosen


def notes_still_true(catalogue: Catalogue, notes: Iterable[str], gone: Iterable[Entry]) -> tuple[str, ...]:
    """The notes of a card set that still hold once the entries `gone` left it (a reroll)."""
    return shared.notes_still_true(Pool(catalogue), notes, gone)


def _needed(pool: Pool, chosen: list[Entry], entry: Entry) -> bool:
    """Whether `entry` alone meets a need of another chosen card or of the board (swapping it out breaks it)."""
    wanted = [need for need in pool.board_needs]
    for other in chosen:
        if other != entry:
            wanted += [need for _, need in pool.needs(other)]
    return any([e for e in chosen if pool.meets(e, need)] == [entry] for need in wanted)


def _has_unmet(pool: Pool, chosen: list[Entry], leaving: Entry, candidate: Entry) -> bool:
    others = [e for e in chosen if e != leaving] + [candidate]
    return any(not any(pool.meets(o, need) for o in others) for _, need in pool.needs(candidate))

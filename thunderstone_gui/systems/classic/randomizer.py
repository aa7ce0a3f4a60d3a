"""A random card set that makes a good game: the randomizers drawn as the rulebook says, then every card's needs
met (needs.py), each change told in a sentence.

`draw(catalogue, seed, ...)` first draws `monster_classes` classes, 4 hero lines and 8 Village stacks uniformly from
the chosen sets (the same draw as without needs, so a seed gives the same cards where nothing needs changing).
Then, while some card needs something no other card of the set gives, it swaps in one that does - in place of a
card that nothing else needs and that was not locked - or, when no card of the sets can meet the need, it swaps out
the card that has it. Everything comes from the seed: the same seed and options give the same set and sentences.
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
# Swaps allowed before giving up (a set of many needy cards may chase itself); every swap says why.
MAX_SWAPS = 12
KINDS = ("monster", "hero", "village")


class Drawn(NamedTuple):
    monster_classes: tuple[str, ...]
    hero_lines: tuple[str, ...]
    village: tuple[str, ...]
    notes: tuple[str, ...]          # one sentence for every swap the needs made, in order


class Pool:
    """The randomizers of the chosen sets and their cards."""

    def __init__(self, catalogue: Catalogue, sets: Iterable[str]) -> None:
        wanted = set(sets)
        self.catalogue = catalogue
        self.cards: dict[Entry, list[Card]] = {}
        for name, cards in catalogue.monster_classes().items():
            if cards[0].set in wanted:
                self.cards[Entry("monster", name)] = cards
        for name, cards in catalogue.hero_lines().items():
            if cards[0].set in wanted:
                self.cards[Entry("hero", name)] = cards
        for card in catalogue.village_cards():
            if card.set in wanted:
                self.cards[Entry("village", card.id)] = [card]

    def of_kind(self, kind: str) -> list[Entry]:
        return sorted(e for e in self.cards if e.kind == kind)

    def needs(self, entry: Entry) -> list[tuple[Card, SetupNeed]]:
        return [(card, need) for card in self.cards[entry] for need in card.needs]

    def meets(self, entry: Entry, need: SetupNeed) -> bool:
        return any(need.met_by(card) for card in self.cards[entry])

    def title(self, entry: Entry) -> str:
        """How a sentence names the entry: "Fireball", "the Regian heroes", "the Undead-Doom monsters"."""
        if entry.kind == "village":
            return self.catalogue[entry.name].name
        return f"the {entry.name} {'heroes' if entry.kind == 'hero' else 'monsters'}"


def draw(catalogue: Catalogue, seed: int, monster_classes: int, sets: tuple[str, ...], needs: bool = True,
         keep: Iterable[Entry] = (), exclude: Iterable[Entry] = ()) -> Drawn:
    """Draw a card set; with `needs`, meet every card's needs. `keep`: entries that stay (a player's locked cards;
    the needs never swap them out), the rest drawn; `exclude`: entries not to draw (the card being rerolled)."""
    pool = Pool(catalogue, sets)
    kept = [e for e in dict.fromkeys(keep) if e in pool.cards]
    left_out = set(kept) | set(exclude)
    rng = Rng(seed ^ 0x5EED_CA4D_5E7)
    shuffled = [pool.of_kind(k) for k in KINDS]
    if not 2 <= monster_classes <= len(shuffled[0]):
        raise ValueError(f"choose between 2 and {len(shuffled[0])} monster classes")
    chosen = list(kept)
    for kind, entries, count in zip(KINDS, shuffled, (monster_classes, HERO_LINES_IN_GAME, VILLAGE_STACKS_IN_GAME)):
        rng.shuffle(entries)
        room = count - sum(1 for e in kept if e.kind == kind)
        chosen += [e for e in entries if e not in left_out][:max(0, room)]
    notes: list[str] = []
    if needs:
        chosen = meet_needs(pool, chosen, Rng(seed ^ 0x4EED_5EED), set(kept), notes)

    def names(kind: str) -> tuple[str, ...]:
        return tuple(sorted(e.name for e in chosen if e.kind == kind))

    return Drawn(names("monster"), names("hero"), names("village"), tuple(notes))


def unmet(pool: Pool, chosen: list[Entry]) -> list[tuple[Entry, Card, SetupNeed]]:
    """Every need of a chosen card that no chosen entry meets, in a stable order."""
    out = []
    for entry in sorted(chosen):
        for card, need in pool.needs(entry):
            if not any(pool.meets(other, need) for other in chosen):
                out.append((entry, card, need))
    return out


def meet_needs(pool: Pool, chosen: list[Entry], rng: Rng, locked: set[Entry], notes: list[str]) -> list[Entry]:
    chosen = list(chosen)
    for _ in range(MAX_SWAPS):
        missing = unmet(pool, chosen)
        if not missing:
            break
        entry, card, need = missing[0]
        helpers = [e for e in sorted(pool.cards) if e not in chosen and pool.meets(e, need)]
        swapped = False
        for kind in KINDS:
            options = [e for e in helpers if e.kind == kind]
            victims = [e for e in chosen if e.kind == kind and e not in locked and e != entry
                       and not _needed(pool, chosen, e)]
            if options and victims:
                new, old = options[rng.below(len(options))], victims[rng.below(len(victims))]
                chosen[chosen.index(old)] = new
                notes.append(sentence(f"{pool.title(new)} came in for {pool.title(old)}: {card.name} "
                                      f"{need.because}."))
                swapped = True
                break
        if swapped:
            continue
        # Nothing in the sets meets the need (or everything else is locked or needed): the needy card goes.
        replacements = [e for e in pool.of_kind(entry.kind) if e not in chosen and not _has_unmet(pool, chosen, e)]
        if entry in locked or not replacements:
            notes.append(f"{card.name} {need.because}, and nothing in these sets can give it.")
            break
        new = replacements[rng.below(len(replacements))]
        chosen[chosen.index(entry)] = new
        notes.append(sentence(f"{pool.title(new)} came in for {pool.title(entry)}: {card.name} {need.because}, "
                              "and no card of these sets gives it."))
    return chosen


def notes_still_true(catalogue: Catalogue, notes: Iterable[str], gone: Iterable[Entry]) -> tuple[str, ...]:
    """The notes of a card set that still hold once the entries `gone` left it (a reroll)."""
    return shared.notes_still_true(Pool(catalogue, catalogue.sets), notes, gone)


def _needed(pool: Pool, chosen: list[Entry], entry: Entry) -> bool:
    """Whether `entry` alone meets a need of another chosen card (swapping it out would break that card)."""
    for other in chosen:
        if other == entry:
            continue
        for _, need in pool.needs(other):
            givers = [e for e in chosen if pool.meets(e, need)]
            if givers == [entry]:
                return True
    return False


def _has_unmet(pool: Pool, chosen: list[Entry], candidate: Entry) -> bool:
    others = [e for e in chosen] + [candidate]
    return any(not any(pool.meets(o, need) for o in others) for _, need in pool.needs(candidate))

"""Battle arithmetic ("Battles", "Light and Darkness", "Attack and Magic Attack", "Traits" of the rulebooks).

Pure: reads the state, changes nothing. `breakdown()` works out a fight of the active player's party against the
monster in a rank, card by card, in this order:

1. Each Hero's Strength: printed + Food and auras - the Battle Strength penalty. A Weapon works only if its weight
   (0 under Magical Aura) is at most that Strength.
2. Which Heroes can attack (not Haunted, not Feayn against Rank 1, not unarmed against Darkness...). A Hero that
   cannot attack gives no Attack, no Magic Attack, no Light and none of its abilities.
3. Every contribution (a Hero, its Weapon, an aura, a Spell, an Item, a Trophy) is turned to Magic Attack where an
   effect says so (Goodberries, Arcane Energies), then zeroed by the monster's immunities.
4. Per-Hero penalties (Judgement), then Disease, each taken from Attack or Magic Attack (which must be at least 1).
5. Halved Magic Attack (Noxious Slag, Iron Golem), then Magic Attack multipliers (Selurin, "apply last"), then a
   halved total where a trait says so.
6. Light penalty points = rank + the monster's Light -X - Light, never below 0 (Light is ignored where a trait says
   penalties cannot be reduced); each point costs 2.
7. Victory when the total reaches the monster's Health (with Magic Attack where it is required).

Penalty placements not yet chosen (a preview before the attack) are filled with the player's best choice.

With `explain=True` the breakdown also says what the battle costs the party, before it is fought: `losses`, every
point the total lost and why (a per-Hero penalty, Diseases, an immunity, a Weapon too heavy, a Hero that cannot
attack, halving, the Light penalty), and `effects`, what the battle does to the party's own cards (Heroes destroyed
at Strength 0 or less, cards a Battle effect destroys or makes the player choose, Diseases gained, a Hero that cannot
attack, a card picked at random, thrown Weapons). The UI words them; the engine only counts.
"""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING, Iterator, NamedTuple

if TYPE_CHECKING:
    from .cards import Card
    from .state import ClassicState


class Line(NamedTuple):
    """One card's part in the battle."""

    card: int
    attack: int
    magic: int
    light: int
    note: str


class Loss(NamedTuple):
    """Points the total lost before the battle is fought, and why."""

    kind: str                   # LOSS_KINDS
    points: int                 # off the total
    cards: tuple[int, ...] = ()   # the party's cards that lost them (a Weapon's Hero follows the Weapon)
    each: int = 0               # hero_penalty: the points on each Hero
    detail: str = ""            # immune: the trait ("edged", "spells", "magic", "magic_only", "ranks"); halved_total:
                                # what was missing ("magic_attack", "weapon", "elemental"); light: penalty points


LOSS_KINDS = ("hero_penalty", "disease", "immune", "too_heavy", "cannot_attack", "no_weapon", "halved_magic",
              "halved_total", "light")


class Effect(NamedTuple):
    """What the battle will do to the party's own cards."""

    kind: str                   # EFFECT_KINDS
    cards: tuple[int, ...] = ()   # the cards it hits; for a choice or a draw at random, the cards it may hit
    number: int = 1             # how many: Diseases gained, cards chosen among `cards`
    saved_by: int = -1          # a card of the party that saves destroyed Heroes (Ambrosia: to the discard pile)
    out_of: int = 0             # random: how many cards the one is picked from


EFFECT_KINDS = ("strength_destroyed",   # Heroes at Strength 0 or less, destroyed at the end of the turn (2nd ed.)
                "destroyed",            # destroyed by a Battle effect
                "choose_destroyed",     # `number` of `cards` destroyed, the player's choice
                "everyone_destroys",    # every player destroys one of a kind from the hand; the player's candidates
                "random_destroyed",     # one card picked at random out of `out_of`; destroyed if among `cards`
                "disease",              # `number` Diseases gained
                "prevented",            # this Hero cannot attack
                "choose_prevented",     # one of `cards` cannot attack, the player's choice
                "thrown")               # thrown Weapons, destroyed when the battle ends


class Breakdown(NamedTuple):
    monster: int
    rank: int
    health: int
    lines: tuple[Line, ...]
    attack: int              # after penalties, multipliers and halving
    magic: int
    light: int
    light_penalty: int       # penalty points (each costs 2)
    diseases: int
    multiplier: int
    notes: tuple[str, ...]
    total: int
    victory: bool
    can_attack: bool
    reason: str              # why the party cannot attack this monster, if it cannot
    attackers: tuple[int, ...] = ()   # the Heroes that can attack (the others give nothing)
    losses: tuple[Loss, ...] = ()     # with explain=True: every point the total lost, and why
    effects: tuple[Effect, ...] = ()  # with explain=True: what the battle does to the party's own cards


class _Party:
    """The facts of the active party the arithmetic needs, gathered once."""

    __slots__ = ("cards", "hand", "heroes", "weapons_of", "strength", "usable", "can_attack", "monster", "rank")

    def __init__(self, state: ClassicState, rank: int, monster: int, strength_penalty: int,
                 prevented: set[int]) -> None:
        cards = state.cards
        turn = state.turn
        self.cards = cards
        self.hand = state.players[state.active].hand
        self.monster = cards[monster]
        self.rank = rank
        self.heroes = [i for i in self.hand if cards[i].is_hero]
        aura_strength = 0
        for i in self.hand:
            aura_strength += cards[i].aura_strength
        bonus = turn.strength_bonus
        self.strength = {h: cards[h].strength + bonus.get(h, 0) + aura_strength - strength_penalty
                         for h in self.heroes}
        self.weapons_of: dict[int, list[int]] = {h: [] for h in self.heroes}
        for weapon, hero in turn.equips.items():
            if hero in self.weapons_of:
                self.weapons_of[hero].append(weapon)
        self.usable = {w: (0 if turn.weightless else cards[w].weight) <= self.strength[h]
                       for h, ws in self.weapons_of.items() for w in ws}
        self.can_attack = {h: self._hero_can_attack(h, prevented) for h in self.heroes}

    def armed(self, hero: int) -> bool:
        return any(self.usable[w] for w in self.weapons_of[hero])

    def _hero_can_attack(self, hero: int, prevented: set[int]) -> bool:
        if hero in prevented:
            return False
        card = self.cards[hero]
        for effect in card.static:
            if effect.verb == "cannot_attack_rank" and effect.rank == self.rank:
                return False
        if self.monster.unequipped_cannot_attack and not self.armed(hero):
            return False
        if self.monster.min_strength and self.strength[hero] < self.monster.min_strength:
            return False
        return True


def hero_strengths(state: ClassicState, strength_penalty: int | None = None) -> dict[int, int]:
    """Each party Hero's current Strength (with the Battle penalty once the battle has begun)."""
    turn = state.turn
    cards = state.cards
    hand = state.players[state.active].hand
    penalty = turn.strength_penalty if strength_penalty is None else strength_penalty
    aura = -penalty
    for i in hand:
        aura += cards[i].aura_strength
    bonus = turn.strength_bonus
    return {h: cards[h].strength + bonus.get(h, 0) + aura for h in hand if cards[h].is_hero}


def _any_monster(state: ClassicState) -> int:
    for iid in state.hall:
        if iid >= 0 and state.cards[iid].is_monster:
            return iid
    return next(i for i, c in enumerate(state.cards) if c.is_monster)


def battle_strength_penalty(monster: Card) -> int:
    return monster.strength_penalty


def hero_attack_penalty(monster: Card) -> int:
    return monster.hero_attack_penalty


def breakdown(state: ClassicState, rank: int, *, allocations: list[tuple[int, str]] | None = None,
              in_battle: bool = False, explain: bool = False) -> Breakdown:
    """The fight against the monster in `rank` as things stand.

    Before the attack (in_battle=False) the monster's Strength penalty is applied as it will be, and penalty
    placements are the best ones for the player. During the battle the state's own penalty, prevented Heroes and
    chosen placements are used. `explain`: also the losses and the effects (the battle preview; the computer seats
    leave it out, it costs a little).
    """
    turn = state.turn
    monster_iid = state.hall[rank - 1]
    monster = state.cards[monster_iid]
    if in_battle:
        party = _Party(state, rank, monster_iid, turn.strength_penalty, turn.prevented)
        chosen = list(turn.allocations) if allocations is None else allocations
        edged_holders = turn.edged_at_battle
    else:
        party = _Party(state, rank, monster_iid, battle_strength_penalty(monster), set())
        chosen = [] if allocations is None else allocations
        edged_holders = {h for h in party.heroes
                         if any(state.cards[w].is_edged for w in party.weapons_of[h])}
    reason = attack_forbidden_reason(state, rank, party)
    bd, placement = _best_total(state, party, chosen, edged_holders, reason)
    if not explain or reason:
        return bd
    return bd._replace(losses=tuple(_losses(state, party, edged_holders, placement)),
                       effects=tuple(_effects(state, party, bd) if not in_battle else ()))


def attack_forbidden_reason(state: ClassicState, rank: int, party: _Party | None = None) -> str:
    """Why the party may not choose the monster in `rank` at all ("" if it may)."""
    iid = state.hall[rank - 1] if 1 <= rank <= len(state.hall) else -1
    if iid < 0:
        return "that rank is empty"
    card = state.cards[iid]
    if card.is_stone:
        return "the Thunderstone cannot be attacked"
    if not card.is_monster:
        return "only monsters can be attacked"
    for what in card.forbidden_if_used:
        if what == "spell" and state.turn.spells_used:
            return f"{card.name} cannot be attacked after a Spell was used this turn"
        if what == "weapon" and state.turn.equips:
            return f"{card.name} cannot be attacked while a Weapon is equipped (unequip it to attack)"
    if card.unattackable_in_darkness:
        if party is None:
            party = _Party(state, rank, iid, 0, set())
        points = rank + card.light_penalty - _party_light(party)
        if points > 0:
            needed = rank + card.light_penalty
            return f"{card.name} cannot be attacked while a Light penalty remains (Light {needed} needed)"
    return ""


def _party_light(party: _Party) -> int:
    cards = party.cards
    light = 0
    for i in party.hand:
        card = cards[i]
        if card.is_hero:
            if party.can_attack[i]:
                light += card.light + sum(cards[w].light for w in party.weapons_of[i] if party.usable[w])
        elif not card.is_weapon and not card.is_disease and not (card.is_spell and _forgone_spells(party.monster)):
            light += card.light
    return light


def _forgone_spells(monster: Card) -> bool:
    """Against a monster that cannot be attacked once a Spell is used, Spells merely held give nothing."""
    return "spell" in monster.forbidden_if_used


class _Sums(NamedTuple):
    lines: list[Line]
    hero_parts: dict[int, list[int]]   # hero -> [attack, magic] after immunities
    other_attack: int
    other_magic: int
    light: int
    multiplier: int
    diseases: int
    ignores_light: bool


def _gather(state: ClassicState, party: _Party, edged_holders: set[int], losses: list[Loss] | None = None) -> _Sums:
    """The parts of every card. `losses`: where to note the points immunities, heavy Weapons and Heroes that cannot
    attack take from the total (the preview's explanation)."""
    cards = party.cards
    turn = state.turn
    monster = party.monster
    rank = party.rank
    hand = party.hand
    can = party.can_attack

    # Party-wide facts that other cards' abilities count.
    monster_cards = light_items = diseases_in_hand = gold = 0
    forgo_spells = _forgone_spells(monster)
    hero_auras = []
    for i in hand:
        card = cards[i]
        gold += card.gold
        if card.is_monster:
            monster_cards += 1
        elif card.is_light_item:
            light_items += 1
        elif card.is_disease:
            diseases_in_hand += 1
        if card.aura_attack and not (forgo_spells and card.is_spell):
            hero_auras.append((i, card.aura_attack))
    militia_aura = non_fighter_aura = 0
    item_empower = spell_empower = 0
    multiplier = 1
    ignores_light = False
    for h in party.heroes:
        if not can[h]:
            continue
        ignores_light = ignores_light or cards[h].ignores_light
        aura = cards[h].party_aura
        militia_aura += aura.militia
        non_fighter_aura += aura.non_fighter
        item_empower += aura.items
        spell_empower += aura.spells
        multiplier *= aura.multiplier
    weapon_bearer = monster.weapon_bearer_bonus

    immune_magic = monster.immune_magic
    immune_edged = monster.immune_edged
    immune_spells = monster.immune_spells or forgo_spells
    magic_only = monster.magic_only

    def filtered(src: Card, a: int, m: int, from_weapon: bool) -> tuple[int, int]:
        if immune_edged and from_weapon and src.is_edged or immune_spells and src.is_spell:
            return 0, 0
        if src.only_ranks is not None and rank not in src.only_ranks:
            return 0, 0
        if immune_magic:
            m = 0
        if magic_only:
            a = 0
        return a, m

    lines: list[Line] = []
    hero_parts: dict[int, list[int]] = {}
    light = 0
    other_a = other_m = 0
    diseases = 0
    for i in hand:
        card = cards[i]
        if card.is_hero:
            if not can[i]:
                lines.append(Line(i, 0, 0, 0, "cannot attack"))
                hero_parts[i] = [0, 0]
                if losses is not None:
                    lost = _printed(card) + sum(_printed(cards[w]) for w in party.weapons_of[i] if party.usable[w])
                    if lost:
                        losses.append(Loss("cannot_attack", lost, (i,)))
                continue
            convert = i in turn.magic_convert or (turn.arcane and party.armed(i))
            parts: list[tuple[Card, int, int, bool]] = []   # (source, attack, magic, from_weapon)
            own_a = card.attack + turn.attack_bonus.get(i, 0)
            own_m = card.magic_attack + turn.magic_bonus.get(i, 0)
            for e in card.static:
                v = e.verb
                if v == "rank_bonus" and rank in e.ranks or v == "edged_bonus" and i in edged_holders:
                    own_a += e.attack
                elif v == "per_monster_bonus":
                    own_a += e.attack * monster_cards
                elif v == "per_light_item_bonus":
                    own_a += e.attack * light_items
                elif v == "per_card_bonus":
                    own_a += e.attack * (("monster" in e.what) * monster_cards + ("disease" in e.what)
                                         * diseases_in_hand)
                elif v == "gold_threshold_bonus" and gold >= e.gold:
                    own_a += e.attack
                elif v == "bonus_without_light_items" and not light_items:
                    own_m += e.magic_attack
            parts.append((card, own_a, own_m, False))
            for aura_card, bonus in hero_auras:
                parts.append((cards[aura_card], bonus, 0, False))
            if card.is_militia and militia_aura:
                parts.append((card, militia_aura, 0, False))
            if not card.is_fighter and non_fighter_aura:
                parts.append((card, non_fighter_aura, 0, False))
            if weapon_bearer and party.armed(i):
                parts.append((monster, weapon_bearer, 0, False))
            hero_light = card.light
            weapon_notes = []
            for w in party.weapons_of[i]:
                wcard = cards[w]
                if not party.usable[w]:
                    weapon_notes.append(f"{wcard.name} too heavy")
                    if losses is not None and _printed(wcard):
                        losses.append(Loss("too_heavy", _printed(wcard), (w, i)))
                    continue
                wa = wcard.attack
                for e in wcard.static:
                    if e.verb == "strong_wielder" and party.strength[i] >= e.min_strength:
                        wa = e.attack
                    elif e.verb == "wielder_bonus" and card.is_a(e.wielder) and (
                            not e.versus or monster.keywords & set(e.versus)):
                        wa += e.attack
                wa += turn.attack_bonus.get(w, 0)
                parts.append((wcard, wa, wcard.magic_attack, True))
                hero_light += wcard.light
            a_sum = m_sum = 0
            for src, a, m, from_weapon in parts:
                if convert:
                    a, m = 0, m + a
                fa, fm = filtered(src, a, m, from_weapon)
                if losses is not None and fa + fm < a + m:
                    weapon = next((w for w in party.weapons_of[i] if cards[w] is src), -1) if from_weapon else -1
                    losses.append(Loss("immune", a + m - fa - fm, (weapon, i) if weapon >= 0 else (i,),
                                       detail=_immunity(monster, src, from_weapon, rank, fa < a)))
                a_sum += fa
                m_sum += fm
            if monster.immune_unequipped and not party.armed(i):
                if losses is not None and a_sum + m_sum:
                    losses.append(Loss("no_weapon", a_sum + m_sum, (i,)))
                a_sum = m_sum = 0
                weapon_notes.append("no Weapon: gives only Light")
            hero_parts[i] = [a_sum, m_sum]
            light += hero_light
            note = "; ".join(weapon_notes)
            lines.append(Line(i, a_sum, m_sum, hero_light, note))
        elif card.is_disease:
            diseases += 1
            lines.append(Line(i, 0, 0, 0, "Disease"))
        elif card.is_weapon:
            if i not in turn.equips or turn.equips[i] not in can:
                lines.append(Line(i, 0, 0, 0, "not equipped"))
        else:
            a, m = card.attack, card.magic_attack
            note = ""
            if card.is_spell:
                if card.has("magic_attack"):        # "every Spell that has a Magic Attack bonus"
                    m += spell_empower
            elif card.is_item:
                m += item_empower
            if card.is_monster and not card.is_trophy:
                a = m = 0
            fa, fm = filtered(card, a, m, False)
            if losses is not None and fa + fm < a + m:
                losses.append(Loss("immune", a + m - fa - fm, (i,),
                                   detail=_immunity(monster, card, False, rank, fa < a)))
            a, m = fa, fm
            card_light = card.light
            if forgo_spells and card.is_spell:
                card_light, note = 0, "held back: a Spell used here would forbid the attack"
            other_a += a
            other_m += m
            light += card_light
            if a or m or card_light or note:
                lines.append(Line(i, a, m, card_light, note))
    return _Sums(lines, hero_parts, other_a, other_m, light, multiplier, diseases, ignores_light)


def _printed(card: Card) -> int:
    return max(0, card.attack) + max(0, card.magic_attack)


def _immunity(monster: Card, src: Card, from_weapon: bool, rank: int, attack_lost: bool) -> str:
    """Which of the monster's traits (or the card's own limit) took a card's part of the total."""
    if monster.immune_edged and from_weapon and src.is_edged:
        return "edged"
    if src.is_spell and (monster.immune_spells or _forgone_spells(monster)):
        return "spells"
    if src.only_ranks is not None and rank not in src.only_ranks:
        return "ranks"
    if attack_lost and monster.magic_only:
        return "magic_only"
    return "magic"


def _apply_penalties(state: ClassicState, sums: _Sums, party: _Party, placements: list[tuple[int, str]],
                     fill: bool = False, taken: dict[int, int] | None = None) -> tuple[int, int]:
    """Attack and Magic Attack after per-Hero penalties and Disease, taking real choices from `placements` in order.

    A point is a real choice only when both values are at least 1 (2nd edition); otherwise it goes where it can, or
    nowhere. When `placements` runs out, raise _NeedChoice naming the next choice - or, with `fill`, take the point
    from the larger value.
    """
    per_hero = hero_attack_penalty(party.monster)
    first_edition = not state.rules.penalty_choice
    queue = iter(placements)
    hero_vals = {h: list(v) for h, v in sums.hero_parts.items()}
    for h in party.heroes:
        if party.can_attack[h]:
            for _ in range(per_hero):
                if _place(hero_vals[h], queue, first_edition, fill, f"hero:{h}") and taken is not None:
                    taken[h] = taken.get(h, 0) + 1
    vals = [sum(v[0] for v in hero_vals.values()) + sums.other_attack,
            sum(v[1] for v in hero_vals.values()) + sums.other_magic]
    for _ in range(sums.diseases):
        if _place(vals, queue, first_edition, fill, "disease") and taken is not None:
            taken[-1] = taken.get(-1, 0) + 1
    return vals[0], vals[1]


def _place(vals: list[int], queue: Iterator[tuple[int, str]], first_edition: bool, fill: bool, label: str) -> bool:
    """Take one penalty point from vals[0] (Attack) or vals[1] (Magic Attack). False: there was none to take."""
    can_a, can_m = vals[0] >= 1, vals[1] >= 1
    if not can_a and not can_m:
        return False
    if first_edition or not (can_a and can_m):
        vals[0 if can_a else 1] -= 1
        return True
    choice = next(queue, None)
    if choice is None:
        if not fill:
            raise _NeedChoice(label)
        vals[0 if vals[0] >= vals[1] else 1] -= 1
        return True
    vals[0 if choice[1] == "attack" else 1] -= 1
    return True


class _NeedChoice(Exception):
    """A penalty placement the player has not chosen yet; args[0] says which ("hero:<iid>" or "disease")."""


def _finish(state: ClassicState, party: _Party, sums: _Sums, attack: int, magic: int) -> tuple[int, int, int, int,
                                                                                             list[str]]:
    monster = party.monster
    notes = []
    # The monster halves Magic Attack, then the Selurin multiplies it: only the Selurin's card says "apply last"
    # (docs/rules.md 1). Rulings 1 multiplied first.
    halve_first = state.rules.halve_magic_before_multiplying
    if monster.half_magic and halve_first:
        magic //= 2
        notes.append("Magic Attack halved")
    if sums.multiplier > 1:
        magic *= sums.multiplier
        notes.append(f"Magic Attack x{sums.multiplier}")
    if monster.half_magic and not halve_first:
        magic //= 2
        notes.append("Magic Attack halved")
    combined = attack + magic
    for present in monster.half_unless:
        if present == "magic_attack":
            ok, why = magic >= 1, "no Magic Attack"
        elif present == "weapon":
            ok, why = any(party.can_attack[h] and party.armed(h) for h in party.heroes), "no Hero armed"
        else:
            ok, why = any(party.cards[i].is_elemental for i in party.hand), "no Elemental revealed"
        if not ok:
            combined //= 2
            notes.append("total halved: " + why)
    if monster.light_unreducible:
        points = party.rank + monster.light_penalty
        notes.append("Light cannot reduce this penalty")
    elif sums.ignores_light:
        points = 0
        notes.append("Light penalties ignored")
    else:
        points = max(0, party.rank + monster.light_penalty - sums.light)
    return attack, magic, combined, points, notes


def _best_total(state: ClassicState, party: _Party, chosen: list[tuple[int, str]], edged_holders: set[int],
                reason: str) -> tuple[Breakdown, list[tuple[int, str]]]:
    """The best fight the placements still open allow, and those placements."""
    sums = _gather(state, party, edged_holders)
    monster = party.monster
    try:
        candidates = [(_apply_penalties(state, sums, party, chosen), chosen)]
    except _NeedChoice:
        # Not all chosen yet (a preview): try every way to place up to 8 more points, the rest to the larger value.
        candidates = []
        for combo in product(("attack", "magic"), repeat=min(8, _choice_count(state, sums, party))):
            placement = chosen + [(-1, side) for side in combo]
            candidates.append((_apply_penalties(state, sums, party, placement, fill=True), placement))
    best: tuple[tuple[int, int], Breakdown, list[tuple[int, str]]] | None = None
    for values, placement in candidates:
        attack, magic, combined, points, notes = _finish(state, party, sums, *values)
        total = combined - 2 * points
        magic_ok = magic >= 1 or not monster.magic_required
        victory = total >= monster.health and magic_ok and not reason
        if monster.magic_required and not magic_ok:
            notes.append("Magic Attack required")
        bd = Breakdown(state.hall[party.rank - 1], party.rank, monster.health, tuple(sums.lines), attack, magic,
                       sums.light, points, sums.diseases, sums.multiplier, tuple(notes), total, victory, not reason,
                       reason, tuple(h for h in party.heroes if party.can_attack[h]))
        key = (int(victory), total)
        if best is None or key > best[0]:
            best = (key, bd, placement)
    assert best is not None
    return best[1], best[2]


def _losses(state: ClassicState, party: _Party, edged_holders: set[int],
            placement: list[tuple[int, str]]) -> list[Loss]:
    """Every point the total lost, and why: the parts immunities, heavy Weapons, Heroes that cannot attack and a
    missing Weapon took; the per-Hero penalty and Diseases as placed; halving; the Light penalty."""
    losses: list[Loss] = []
    sums = _gather(state, party, edged_holders, losses)
    taken: dict[int, int] = {}
    attack, magic = _apply_penalties(state, sums, party, placement, fill=True, taken=taken)
    hit = sorted(h for h in taken if h >= 0)
    if hit:
        per_hero = hero_attack_penalty(party.monster)
        losses.append(Loss("hero_penalty", sum(taken[h] for h in hit), tuple(hit), each=per_hero))
    if taken.get(-1):
        diseases = tuple(i for i in party.hand if party.cards[i].is_disease)
        losses.append(Loss("disease", taken[-1], diseases, each=1))
    unhalved = magic * sums.multiplier
    attack, magic, combined, points, _notes = _finish(state, party, sums, attack, magic)
    if party.monster.half_magic and magic < unhalved:
        losses.append(Loss("halved_magic", unhalved - magic))
    if combined < attack + magic:
        missing = next((what for what in party.monster.half_unless if _missing(party, what, magic)), "")
        losses.append(Loss("halved_total", attack + magic - combined, detail=missing))
    if points:
        losses.append(Loss("light", 2 * points, detail=str(points)))
    return losses


def _effects(state: ClassicState, party: _Party, bd: Breakdown) -> list[Effect]:
    """What the battle against the party's monster will do to the party's own cards, as rules/combat.py does it
    (battle_begin, battle_effect, random_loss, battle_end), worked out before the attack."""
    from .flow import distinct

    cards = party.cards
    monster = party.monster
    hand = party.hand
    turn = state.turn
    out: list[Effect] = []
    protector = next((i for i in hand if cards[i].protects_heroes), -1)

    def hits(kind: str, iids: list[int], chosen: bool = False) -> None:
        """Cards destroyed: one of several the player picks (`chosen`), or all of them."""
        if not iids:
            return
        options = distinct(state, iids)
        saver = protector if any(cards[i].is_hero for i in iids) else -1
        if chosen and len(options) > 1:
            out.append(Effect("choose_destroyed", tuple(iids), 1, saver))
        else:
            out.append(Effect(kind, (options[0],) if chosen else tuple(iids), 1, saver))

    if state.rules.strength_zero_destroys and monster.strength_penalty:
        doomed = [h for h in party.heroes if party.strength[h] <= 0]
        if doomed:
            out.append(Effect("strength_destroyed", tuple(doomed), len(doomed), protector))
    lines = {line.card: line for line in bd.lines}
    for effect in monster.battle:
        verb = effect.verb
        if verb == "gain_disease":
            out.append(Effect("disease", (), effect.cards))
        elif verb == "destroy_one":
            hits("destroyed", [i for i in hand if cards[i].is_a(effect.what)], chosen=True)
        elif verb == "destroy_all":
            hits("destroyed", [i for i in hand if any(cards[i].is_a(what) for what in effect.what)])
        elif verb == "destroy_strongest_hero":
            if party.heroes:
                top = max(party.strength[h] for h in party.heroes)
                hits("destroyed", [h for h in party.heroes if party.strength[h] == top], chosen=True)
        elif verb == "destroy_hero_unless_weapon":
            if not any(party.armed(h) for h in party.heroes):
                hits("destroyed", list(party.heroes), chosen=True)
        elif verb == "prevent_one_hero":
            able = [h for h in party.heroes if party.can_attack[h]]
            options = distinct(state, able)
            if len(options) == 1:
                out.append(Effect("prevented", (options[0],)))
            elif options:
                out.append(Effect("choose_prevented", tuple(able)))
        elif verb == "destroy_heroes_without_strength":
            hits("destroyed", [h for h in party.heroes if party.strength[h] <= 0])
        elif verb == "destroy_heroes_without_weapon_or_magic":
            hits("destroyed", [h for h in party.heroes if not party.armed(h) and lines[h].magic < 1])
        elif verb == "everyone_destroys_from_hand":
            mine = [i for i in hand if cards[i].is_a(effect.what)]
            out.append(Effect("everyone_destroys", tuple(mine), 1 if mine else 0))
        elif verb == "destroy_random_card_unless":
            pool = [i for i in hand if i not in turn.borrowed and i not in turn.conjured]
            at_risk = tuple(i for i in pool if effect.keyword not in cards[i].keywords)
            if pool:
                out.append(Effect("random_destroyed", at_risk, 1, protector if any(cards[i].is_hero for i in at_risk)
                                  else -1, len(pool)))
    if turn.thrown:
        out.append(Effect("thrown", tuple(sorted(turn.thrown)), len(turn.thrown)))
    return out


def _missing(party: _Party, present: str, magic: int) -> bool:
    """Whether what a halving trait asks for is missing (see _finish)."""
    if present == "magic_attack":
        return magic < 1
    if present == "weapon":
        return not any(party.can_attack[h] and party.armed(h) for h in party.heroes)
    return not any(party.cards[i].is_elemental for i in party.hand)


def _choice_count(state: ClassicState, sums: _Sums, party: _Party) -> int:
    per_hero = hero_attack_penalty(party.monster)
    return per_hero * sum(1 for h in party.heroes if party.can_attack[h]) + sums.diseases


def needs_choice(state: ClassicState) -> str | None:
    """During a battle: the next penalty placement that is a real choice ("hero:<iid>" or "disease"), or None when
    every remaining point is forced."""
    turn = state.turn
    cards = state.cards
    if not state.rules.penalty_choice or (not cards[turn.target].hero_attack_penalty
                                  and not any(cards[i].is_disease for i in state.players[state.active].hand)):
        return None                  # no penalty point to place, or every point is placed by the rule
    party = _Party(state, turn.rank, turn.target, turn.strength_penalty, turn.prevented)
    sums = _gather(state, party, turn.edged_at_battle)
    try:
        _apply_penalties(state, sums, party, list(turn.allocations))
    except _NeedChoice as need:
        return str(need.args[0])
    return None


def current_values(state: ClassicState) -> tuple[int, int]:
    """During a battle: Attack and Magic Attack with the placements chosen so far (for the prompt's text)."""
    turn = state.turn
    party = _Party(state, turn.rank, turn.target, turn.strength_penalty, turn.prevented)
    sums = _gather(state, party, turn.edged_at_battle)
    attack = sum(v[0] for v in sums.hero_parts.values()) + sums.other_attack
    magic = sum(v[1] for v in sums.hero_parts.values()) + sums.other_magic
    return attack, magic


def party_armed_heroes(state: ClassicState, strength_penalty: int = 0) -> list[int]:
    """Heroes of the active party that carry a Weapon they can use."""
    turn = state.turn
    target = turn.target if turn.target >= 0 else _any_monster(state)
    party = _Party(state, turn.rank or 1, target, strength_penalty, set())
    return [h for h in party.heroes if party.armed(h)]


def can_attack_map(state: ClassicState, rank: int, strength_penalty: int, prevented: set[int]) -> dict[int, bool]:
    party = _Party(state, rank, state.hall[rank - 1], strength_penalty, prevented)
    return dict(party.can_attack)

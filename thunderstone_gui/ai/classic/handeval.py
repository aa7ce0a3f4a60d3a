"""A fast, approximate battle estimate for a hand of cards (no GameState needed).

The engine's `battle.breakdown` is exact but needs a whole state with the party revealed; the deck model judges
thousands of imagined hands per decision, so it uses this lighter arithmetic instead. It follows the rulebook order
(Strength and Weapons, who can attack, immunities, penalties, multipliers, halving, Light) and the same effect verbs
as the card data; verbs it does not know are ignored, so a new card is under- rather than mis-valued.
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

from ...systems.classic.cards import Card


class Facts(NamedTuple):
    """What the estimate needs from one card, read once from its effect lists."""

    rank_bonus: tuple[tuple[tuple[int, ...], int], ...]
    edged_bonus: int
    per_monster: int
    per_disease: int
    per_light_item: int
    gold_threshold: tuple[int, int] | None   # (Gold of the hand, Attack)
    magic_without_light_items: int
    cannot_rank: tuple[int, ...]
    only_ranks: tuple[int, ...] | None       # its own Attack and Magic Attack count only there
    militia_aura: int
    non_fighter_aura: int
    empower_items: int
    empower_spells: int
    multiplier: int
    aura_attack: int
    aura_strength: int
    ignores_light: bool
    any_weapons: bool
    strong_wielder: tuple[int, int] | None
    wielder_bonus: tuple[str, frozenset[str], int] | None
    feed: int            # Strength it can feed to one Hero (Iron Rations, Goodberries)
    converts: bool       # it can turn Attack into Magic Attack (Goodberries, Arcane Energies)
    eat: int             # Attack a Hero gains by eating a Food card
    eat_repeat: bool
    weightless: bool     # Magical Aura
    draws: int           # cards its Dungeon abilities draw
    village_draws: int   # cards its Village abilities draw
    village_gold: int    # Gold its Village abilities add (selling it, pawning)
    extra_buy: bool


_FACTS: dict[int, Facts] = {}


def facts(card: Card) -> Facts:
    key = id(card)
    found = _FACTS.get(key)
    if found is None:
        found = _FACTS[key] = _read_facts(card)
    return found


def _read_facts(card: Card) -> Facts:
    rank_bonus = []
    edged = per_monster = per_disease = per_light = 0
    aura_a = aura_s = no_light_magic = 0
    cannot: list[int] = []
    only: tuple[int, ...] | None = None
    strong = wielder = threshold = None
    ignores_light = any_weapons = False
    for e in card.static:
        v = e.verb
        if v == "rank_bonus":
            rank_bonus.append((tuple(e.ranks), e.attack))
        elif v == "edged_bonus":
            edged += e.attack
        elif v == "per_monster_bonus":
            per_monster += e.attack
        elif v == "per_card_bonus":
            per_monster += e.attack if "monster" in e.what else 0
            per_disease += e.attack if "disease" in e.what else 0
        elif v == "per_light_item_bonus":
            per_light += e.attack
        elif v == "gold_threshold_bonus":
            threshold = (e.gold, e.attack)
        elif v == "bonus_without_light_items":
            no_light_magic += e.magic_attack
        elif v == "cannot_attack_rank":
            cannot.append(e.rank)
        elif v == "only_against_ranks":
            only = tuple(e.ranks)
        elif v == "hero_aura":
            aura_a += e.attack
            aura_s += e.strength
        elif v == "ignore_light_penalty":
            ignores_light = True
        elif v == "any_number_of_weapons":
            any_weapons = True
        elif v == "strong_wielder":
            strong = (e.min_strength, e.attack)
        elif v == "wielder_bonus":
            wielder = (e.wielder, frozenset(e.versus), e.attack)
    feed = eat = draws = v_draws = v_gold = 0
    converts = eat_repeat = weightless = extra_buy = False
    for a in card.abilities:
        v = a.verb
        if a.where in ("dungeon", "both"):
            if v == "feed_strength":
                feed = max(feed, a.strength)
            elif v == "goodberries":
                feed = max(feed, a.strength)
                converts = True
            elif v == "eat_for_attack":
                eat = max(eat, a.attack)
                eat_repeat = eat_repeat or a.repeat
            elif v == "arcane_energies":
                converts = True
                draws += a.draw
            elif v == "magical_aura":
                weightless = True
                draws += a.draw
            elif v in ("draw", "banish"):
                draws += a.draw
        if a.where in ("village", "both"):
            if v in ("draw", "forge"):
                v_draws = max(v_draws, a.draw)
            elif v in ("gold", "pawn", "sell_and_stow_hero"):
                v_gold = max(v_gold, a.gold)
            elif v in ("gold_per_other_hero", "gold_per_hero"):
                v_gold = max(v_gold, a.gold * 2)
            elif v == "extra_buy":
                extra_buy = True
    return Facts(tuple(rank_bonus), edged, per_monster, per_disease, per_light, threshold, no_light_magic,
                 tuple(cannot), only, *card.party_aura, aura_a, aura_s,
                 ignores_light, any_weapons, strong, wielder, feed, converts, eat, eat_repeat, weightless, draws,
                 v_draws, v_gold, extra_buy)


def strength_penalty(monster: Card) -> int:
    return sum(e.strength for e in monster.battle if e.verb == "strength_penalty")


def hero_attack_penalty(monster: Card) -> int:
    return sum(e.attack for e in monster.battle if e.verb == "hero_attack_penalty")


class MonsterFacts(NamedTuple):
    strength_penalty: int
    hero_attack_penalty: int
    immune_magic: bool
    immune_edged: bool
    immune_spells: bool      # a Spell gives nothing (and, where using one forbids the attack, neither does holding it)
    spells_forgone: bool
    no_weapons: bool         # the attack is forbidden once a Weapon is equipped
    immune_unequipped: bool
    magic_only: bool
    half_magic: bool
    half_unless_magic: bool
    half_unless_weapon: bool
    half_unless_elemental: bool
    light_penalty: int
    light_unreducible: bool
    unattackable_in_darkness: bool
    unequipped_cannot_attack: bool
    min_strength: int
    magic_required: bool
    keywords: frozenset[str]


_MONSTERS: dict[int, MonsterFacts] = {}


def monster_facts(monster: Card) -> MonsterFacts:
    found = _MONSTERS.get(id(monster))
    if found is None:
        forbidden = getattr(monster, "forbidden_if_used", ())
        found = _MONSTERS[id(monster)] = MonsterFacts(
            strength_penalty(monster), hero_attack_penalty(monster), monster.immune_magic, monster.immune_edged,
            getattr(monster, "immune_spells", False) or "spell" in forbidden, "spell" in forbidden,
            "weapon" in forbidden, getattr(monster, "immune_unequipped", False), monster.magic_only,
            monster.half_magic, "magic_attack" in monster.half_unless, "weapon" in monster.half_unless,
            "elemental_card" in monster.half_unless, monster.light_penalty,
            getattr(monster, "light_unreducible", False), monster.unattackable_in_darkness,
            monster.unequipped_cannot_attack, getattr(monster, "min_strength", 0), monster.magic_required,
            monster.keywords)
    return found


def profile(monster: Card) -> tuple[object, ...]:
    """The monster facts the arithmetic depends on, apart from Health: monsters sharing one are estimated once."""
    return tuple(monster_facts(monster)[:-2])


class Estimate(NamedTuple):
    total: int           # Attack + Magic Attack after every modifier, minus 2 per Light penalty point
    magic: int
    light_points: int
    can_attack: bool


_NO_ATTACK = Estimate(0, 0, 9, False)


class Sums(NamedTuple):
    """The party's contributions before the monster's immunities and penalties."""

    attack: int
    edged_attack: int     # from Edged Weapons (lost against a monster immune to them)
    magic: int
    edged_magic: int
    spell_attack: int     # from Spells (lost against a monster immune to them)
    spell_magic: int
    spell_light: int
    unarmed_attack: int   # from Heroes without a Weapon (lost against a monster immune to them)
    unarmed_magic: int
    light: int
    attackers: int
    armed: bool           # some attacking Hero carries a usable Weapon
    best_hero_attack: int
    multiplier: int


class HandFight:
    """One hand, summarised once; `estimate(monster, rank)` is the battle against a monster in a rank."""

    __slots__ = ("cards", "heroes", "weapons", "others", "feeds", "diseases", "aura_attack", "aura_strength",
                 "weightless", "converts", "monster_cards", "light_items", "gold", "rank_matters", "versus_matters",
                 "ignores_light", "elemental", "_sums", "_est", "hero_facts", "other_facts")

    def __init__(self, hand: Sequence[Card]) -> None:
        self.cards = tuple(hand)
        self.heroes = [c for c in hand if c.is_hero]
        self.hero_facts = [facts(h) for h in self.heroes]      # looked up once: the arithmetic below is the hot path
        self.weapons = sorted((c for c in hand if c.is_weapon), key=lambda c: -(c.attack + c.magic_attack))
        self.others = [c for c in hand if not c.is_hero and not c.is_weapon and not c.is_disease]
        self.other_facts = [facts(c) for c in self.others]
        self.diseases = sum(1 for c in hand if c.is_disease)
        hand_facts = [facts(c) for c in hand]
        self.feeds = sorted((f.feed for f in hand_facts if f.feed), reverse=True)
        self.aura_attack = sum(f.aura_attack for f in hand_facts)
        self.aura_strength = sum(f.aura_strength for f in hand_facts)
        self.weightless = any(f.weightless for f in hand_facts)
        self.converts = any(f.converts for f in hand_facts)
        self.monster_cards = sum(1 for c in hand if c.is_monster)
        self.light_items = sum(1 for c in hand if c.is_light_item)
        self.gold = sum(c.gold for c in hand)
        self.rank_matters = any(f.rank_bonus or f.cannot_rank or f.only_ranks for f in hand_facts)
        self.versus_matters = any(facts(w).wielder_bonus for w in self.weapons)
        self.ignores_light = any(f.ignores_light for f in self.hero_facts)
        self.elemental = any(getattr(c, "is_elemental", False) for c in hand)
        self._sums: dict[tuple[object, ...], Sums] = {}
        self._est: dict[tuple[object, ...], Estimate] = {}

    def _arm(self, penalty: int, rank: int, versus: frozenset[str], min_strength: int
             ) -> tuple[dict[int, list[Card]], dict[int, int], int]:
        """Give Weapons to Heroes (one each, any number for a Hero that may), feeding Strength where that lets a Hero
        carry one.

        Returns hero index -> weapons, hero index -> Strength, feeds left. Greedy by Weapon value: the best Weapon
        goes where it adds most; a cheap approximation of the best assignment that is right in nearly every hand.
        """
        strength = {i: h.strength + self.aura_strength - penalty for i, h in enumerate(self.heroes)}
        feeds = list(self.feeds)
        armed: dict[int, list[Card]] = {}
        for w in self.weapons:
            weight = 0 if self.weightless else w.weight
            best = None
            for i, h in enumerate(self.heroes):
                f = self.hero_facts[i]
                if (i in armed and not f.any_weapons) or rank in f.cannot_rank \
                        or (min_strength > 0 and strength[i] < min_strength):
                    continue
                need = weight - strength[i]
                used = 0
                if need > 0:
                    total = 0
                    for extra in feeds:
                        if total >= need:
                            break
                        total += extra
                        used += 1
                    if total < need:
                        continue
                gain = _weapon_attack(h, w, strength[i] + sum(feeds[:used]), versus) + w.magic_attack \
                    + (f.edged_bonus if w.is_edged and not any(x.is_edged for x in armed.get(i, ())) else 0) \
                    - 0.25 * used
                if best is None or gain > best[0]:
                    best = (gain, i, used)
            if best is not None:
                _, i, used = best
                if used:
                    strength[i] += sum(feeds[:used])
                    feeds = feeds[used:]
                armed.setdefault(i, []).append(w)
        return armed, strength, len(feeds)

    def sums(self, penalty: int, rank: int, weapon_mode: int, versus: frozenset[str], min_strength: int) -> Sums:
        """weapon_mode: 0 as usual, 1 only armed Heroes attack (Darkness), 2 no Weapon may be equipped."""
        key = (penalty, rank if self.rank_matters else 0, weapon_mode, versus if self.versus_matters else None,
               min_strength)
        found = self._sums.get(key)
        if found is None:
            found = self._sums[key] = self._compute(penalty, rank, weapon_mode, versus, min_strength)
        return found

    def _compute(self, penalty: int, rank: int, weapon_mode: int, versus: frozenset[str], min_strength: int
                 ) -> Sums:
        if weapon_mode == 2:
            armed: dict[int, list[Card]] = {}
            strength = {i: h.strength + self.aura_strength - penalty for i, h in enumerate(self.heroes)}
            feeds_left = len(self.feeds)
        else:
            armed, strength, feeds_left = self._arm(penalty, rank, versus, min_strength)

        hero_facts = self.hero_facts
        live = [i for i, f in enumerate(hero_facts)
                if rank not in f.cannot_rank and not (weapon_mode == 1 and i not in armed)
                and (min_strength <= 0 or strength[i] >= min_strength)]
        militia_aura = non_fighter_aura = emp_items = emp_spells = 0
        for i in live:
            f = hero_facts[i]
            militia_aura += f.militia_aura
            non_fighter_aura += f.non_fighter_aura
            emp_items += f.empower_items
            emp_spells += f.empower_spells
        attack = edged_a = magic = edged_m = light = attackers = 0
        spell_a = spell_m = spell_l = unarmed_a = unarmed_m = 0
        armed_attacker = False
        best_hero = 0
        multiplier = 1
        eaters: list[tuple[int, bool]] = []
        heroes = self.heroes
        for i in live:
            h = heroes[i]
            f = hero_facts[i]
            attackers += 1
            multiplier *= f.multiplier
            a = h.attack + self.aura_attack
            m = h.magic_attack
            if f.only_ranks is not None and rank not in f.only_ranks:
                a = m = 0
            for ranks, bonus in f.rank_bonus:
                if rank in ranks:
                    a += bonus
            a += f.per_monster * self.monster_cards + f.per_disease * self.diseases
            a += f.per_light_item * self.light_items
            if f.gold_threshold and self.gold >= f.gold_threshold[0]:
                a += f.gold_threshold[1]
            if not self.light_items:
                m += f.magic_without_light_items
            if h.is_militia:
                a += militia_aura
            if not h.is_fighter:
                a += non_fighter_aura
            light += h.light
            weapons = armed.get(i, ())
            if weapons:
                armed_attacker = True
                magic += m
                for w in weapons:
                    wa = _weapon_attack(h, w, strength[i], versus)
                    wf = facts(w)
                    wm = w.magic_attack
                    if wf.only_ranks is not None and rank not in wf.only_ranks:
                        wa = wm = 0
                    if w.is_edged:
                        edged_a += wa
                        edged_m += wm
                    else:
                        a += wa
                        magic += wm
                    light += w.light
                if any(w.is_edged for w in weapons):
                    a += f.edged_bonus
                attack += a
            else:
                unarmed_a += a
                unarmed_m += m
            if f.eat:
                eaters.append((f.eat, f.eat_repeat))
            best_hero = max(best_hero, a)
        for c, f in zip(self.others, self.other_facts):
            if c.is_monster and not c.is_trophy:
                continue
            a, m = c.attack, c.magic_attack
            if f.only_ranks is not None and rank not in f.only_ranks:
                a = m = 0
            if c.is_spell:
                if m > 0:
                    m += emp_spells
                spell_a += a
                spell_m += m
                spell_l += c.light
                continue
            if c.is_item:
                m += emp_items
            attack += a
            magic += m
            light += c.light
        # Food not fed to anyone can be eaten by a Hero that eats (Thyrian, Outlands); an aura Food (Feast) is kept.
        food = sum(1 for c in self.others if c.is_food and not facts(c).aura_attack) - (len(self.feeds) - feeds_left)
        for bonus, repeat in sorted(eaters, reverse=True):
            while food > 0:
                attack += bonus
                food -= 1
                if not repeat:
                    break
        return Sums(attack, edged_a, magic, edged_m, spell_a, spell_m, spell_l, unarmed_a, unarmed_m, light,
                    attackers, armed_attacker, best_hero, multiplier)

    def estimate(self, monster: Card, rank: int) -> Estimate:
        key = (id(monster), rank)
        found = self._est.get(key)
        if found is None:
            found = self._est[key] = self._estimate(monster, rank)
        return found

    def _estimate(self, monster: Card, rank: int) -> Estimate:
        return self._at_ranks(monster, (rank,))[0]

    def ranks3(self, monster: Card) -> tuple[Estimate, ...]:
        """The estimates against the monster in Ranks 1, 2 and 3 (the deck model's hot path: the arithmetic before
        the Light penalty is shared by the three ranks unless a card cares about ranks)."""
        return self._at_ranks(monster, (1, 2, 3))

    def _at_ranks(self, monster: Card, ranks: tuple[int, ...]) -> tuple[Estimate, ...]:
        m = monster_facts(monster)
        weapon_mode = 2 if m.no_weapons else (1 if m.unequipped_cannot_attack else 0)
        out = []
        shared: tuple[int, int, int, int] | None = None
        for rank in ranks:
            if shared is None or self.rank_matters:
                s = self.sums(m.strength_penalty, rank, weapon_mode, m.keywords, m.min_strength)
                shared = self._before_light(m, s)
            combined, magic, light, attackers = shared
            if m.light_unreducible:
                points = rank + m.light_penalty
            elif self.ignores_light:
                points = 0
            else:
                points = max(0, rank + m.light_penalty - light)
            if m.unattackable_in_darkness and points > 0:
                out.append(_NO_ATTACK)
            elif attackers == 0 and combined <= 0:
                out.append(Estimate(combined - 2 * points, magic, points, m.min_strength == 0))
            else:
                out.append(Estimate(combined - 2 * points, magic, points, True))
        return tuple(out)

    def _before_light(self, m: MonsterFacts, s: Sums) -> tuple[int, int, int, int]:
        """(combined total before the Light penalty, Magic Attack, Light, attackers) against the monster."""
        attack, magic, light = s.attack, s.magic, s.light
        if not m.immune_edged:
            attack += s.edged_attack
            magic += s.edged_magic
        if not m.immune_spells:
            attack += s.spell_attack
            magic += s.spell_magic
        if not m.spells_forgone:
            light += s.spell_light
        if not m.immune_unequipped:
            attack += s.unarmed_attack
            magic += s.unarmed_magic
        if m.immune_magic:
            magic = 0
        if m.magic_only:
            if self.converts and attack > 0:
                magic += s.best_hero_attack
            attack = 0
        elif self.converts and magic < 1 and (m.magic_required or m.half_unless_magic):
            moved = min(attack, s.best_hero_attack)
            attack -= moved
            magic += moved
        # Per-Hero penalties and Disease come off Attack first while Magic Attack is scarce (the player's choice).
        loss = m.hero_attack_penalty * s.attackers + self.diseases
        if loss:
            take = min(loss, attack)
            attack -= take
            magic = max(0, magic - (loss - take))
        if m.half_magic:
            magic //= 2
        magic *= s.multiplier                   # after the monster's halving, as engine/battle.py does
        combined = attack + magic
        if (m.half_unless_magic and magic < 1) or (m.half_unless_weapon and not s.armed) \
                or (m.half_unless_elemental and not self.elemental):
            combined //= 2
        return combined, magic, light, s.attackers

    def beats(self, monster: Card, rank: int) -> bool:
        e = self.estimate(monster, rank)
        return e.can_attack and e.total >= monster.health and (e.magic >= 1 or not monster.magic_required)


def _weapon_attack(hero: Card, w: Card, strength: int, versus: frozenset[str]) -> int:
    f = facts(w)
    attack = w.attack
    if f.strong_wielder and strength >= f.strong_wielder[0]:
        attack = f.strong_wielder[1]
    if f.wielder_bonus and hero.is_a(f.wielder_bonus[0]) and (not f.wielder_bonus[1] or versus & f.wielder_bonus[1]):
        attack += f.wielder_bonus[2]
    return attack

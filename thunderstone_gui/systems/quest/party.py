"""What the cards you have produce this turn: gold, Light, HP, each Hero's Skill, which Weapons count.

"Your cards" are the cards revealed from your hand and in front of you (marquee rule 2). A Weapon gives nothing but
its gold unless a Hero wields it; a boost ("+N") needs a Hero; an effect lasts while its source is in front of you
(marquee rule 3: `QuestTurn.produced` keeps the source of every amount).
"""

from __future__ import annotations

from .state import QuestState, hp_of


def hand(state: QuestState) -> list[int]:
    return state.players[state.active].hand


def has_keyword(state: QuestState, keyword: str) -> bool:
    cards = state.cards
    return any(keyword in cards[i].keywords for i in hand(state))


def has_hero(state: QuestState) -> bool:
    cards = state.cards
    return any(cards[i].is_hero for i in hand(state))


def counts(state: QuestState, iid: int) -> bool:
    """Whether a card of the hand gives its values: a Weapon only while wielded."""
    return not state.cards[iid].is_weapon or iid in state.turn.wields


def trait_amount(state: QuestState, value: str, cards_in: list[int] | None = None) -> int:
    """What the traits of the cards you have produce of `value` (`per` a keyword, `if_keyword`)."""
    cards = state.cards
    total = 0
    for iid in (hand(state) if cards_in is None else cards_in):
        card = cards[iid]
        if not card.produces:
            continue
        for trait in card.produces:
            if trait.value != value or not counts(state, iid):
                continue
            total += scaled(state, trait.amount, trait.per, trait.if_keyword)
    return total


def scaled(state: QuestState, amount: int, per: str | None, if_keyword: str | None) -> int:
    if if_keyword is not None and not has_keyword(state, if_keyword):
        return 0
    if per is None:
        return amount
    cards = state.cards
    return amount * sum(1 for i in hand(state) if per in cards[i].keywords and counts(state, i))


def produced(state: QuestState, value: str) -> int:
    if not state.turn.produced:
        return 0
    live = set(hand(state))
    return sum(n for (src, v), n in state.turn.produced.items() if v == value and (src < 0 or src in live))


def sponsorship_amount(state: QuestState, value: str, seat: int | None = None) -> int:
    seat = state.active if seat is None else seat
    sponsor = state.players[seat].sponsorship
    if not sponsor:
        return 0
    bonus = state.catalogue[sponsor].sponsorship
    if bonus is None or bonus.value != value:
        return 0
    cards = state.cards
    if any(cards[i].is_hero and bonus.keyword in cards[i].keywords for i in state.players[seat].hand):
        return bonus.amount
    return 0


def gold_total(state: QuestState) -> int:
    """Every card's gold (a Weapon's too, wielded or not), traits, abilities, Iron Rations, the Guild."""
    cards = state.cards
    return (sum(cards[i].gold for i in hand(state)) + trait_amount(state, "gold") + produced(state, "gold")
            + sponsorship_amount(state, "gold"))


def gold_available(state: QuestState) -> int:
    t = state.turn
    total = t.gold_fixed if t.gold_fixed >= 0 else gold_total(state)
    return total - t.gold_spent


def light_total(state: QuestState) -> int:
    cards = state.cards
    return max(0, sum(cards[i].light for i in hand(state) if counts(state, i)) + trait_amount(state, "light")
               + produced(state, "light") + sponsorship_amount(state, "light"))


def current_hp(state: QuestState, seat: int) -> int:
    """The HP track plus the HP the cards in front of you give this turn (only the active player's)."""
    hp = hp_of(state.players[seat].wounds)
    if seat == state.active and state.turn.phase:
        hp += trait_amount(state, "hp") + produced(state, "hp") + sponsorship_amount(state, "hp")
    return max(0, hp)


def hero_boost(state: QuestState, hero: int, value: str) -> int:
    if not state.turn.boosts:
        return 0
    live = set(hand(state))
    return sum(n for (h, src, v), n in state.turn.boosts.items() if h == hero and v == value
               and (src < 0 or src in live))


def own_bonus(state: QuestState, hero: int, value: str) -> int:
    """What a Hero's own `hero_bonus` traits add to its `value` now (their condition read now)."""
    bonuses = state.cards[hero].hero_bonuses
    if not bonuses:
        return 0
    from .rules.abilities import holds

    return sum(getattr(b, value) for b in bonuses if b.condition is None or holds(state, b.condition))


def skill(state: QuestState, hero: int) -> int:
    """The Skill a Hero has for wielding: printed, boosted, and its own bonus (in time to wield, FAQ)."""
    return state.cards[hero].skill + hero_boost(state, hero, "skill") + own_bonus(state, hero, "skill")


def wielded_by(state: QuestState, hero: int) -> list[int]:
    return [w for w, h in state.turn.wields.items() if h == hero]


def load(state: QuestState, hero: int) -> int:
    cards = state.cards
    return sum(cards[w].skill_requirement for w in wielded_by(state, hero))


def can_wield(state: QuestState, weapon: int, hero: int) -> bool:
    return load(state, hero) + state.cards[weapon].skill_requirement <= skill(state, hero)


def wound_count(state: QuestState, seat: int) -> int:
    """Wounds you have: the tokens on your board and the Wound cards in front of you."""
    cards = state.cards
    return state.players[seat].wounds + sum(1 for i in state.players[seat].hand if cards[i].is_wound)


def leave_play(state: QuestState, iid: int) -> list[int]:
    """A card leaves the cards in front of you: it stops wielding and being wielded, its boosts end; Weapons of a
    Hero whose Skill no longer suffices are removed. Returns the Weapons removed."""
    t = state.turn
    t.wields.pop(iid, None)
    removed = []
    for weapon, hero in list(t.wields.items()):
        if hero == iid:
            del t.wields[weapon]
            t.removed.add(weapon)
            removed.append(weapon)
    for key in [k for k in t.boosts if k[0] == iid or k[1] == iid]:
        del t.boosts[key]
    removed += enforce_skill(state)
    return removed


def enforce_skill(state: QuestState) -> list[int]:
    """Remove Weapons from a Hero until the Skill suffices again (Remove): the last given goes first."""
    t = state.turn
    removed = []
    for hero in sorted(set(t.wields.values())):
        while load(state, hero) > skill(state, hero):
            weapon = wielded_by(state, hero)[-1]
            del t.wields[weapon]
            t.removed.add(weapon)
            removed.append(weapon)
    return removed

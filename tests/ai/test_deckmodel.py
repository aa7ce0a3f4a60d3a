"""The deck model (ai/deckmodel.py): values that must hold whatever the tuning."""

from __future__ import annotations

from thunderstone_gui.ai.classic.deckmodel import Context, DeckModel, ModelCache, _stable_samples
from thunderstone_gui.ai.classic.evaluation import xp_value
from thunderstone_gui.systems.classic.cards import Card, load_catalogue

CAT = load_catalogue()
POOL_IDS = ["griknack_goblin", "nixie", "pegasus", "firebrand_cyclops", "deadbone_troll", "griffon", "sphinx"]
STARTING = ["militia"] * 6 + ["dagger"] * 2 + ["iron_rations"] * 2 + ["torch"] * 2
BUYABLE = ["short_sword", "elf_wizard", "thyrian_squire", "fireball", "lantern", "dagger", "torch", "iron_rations"]


def cards(ids: list[str]) -> list[Card]:
    return [CAT[i] for i in ids]


def model(deck: list[str], turns: float = 15.0, seed: int = 3, cache: ModelCache | None = None,
          pool_ids: list[str] = POOL_IDS) -> DeckModel:
    pool = tuple((CAT[i], 1 / len(pool_ids)) for i in pool_ids)
    ctx = Context(pool, turns, xp_value(turns), tuple(cards(BUYABLE)), "2nd")
    return DeckModel(ctx, cards(deck), seed, 16, cache)


def test_good_cards_gain_and_disease_loses() -> None:
    m = model(STARTING)
    assert m.marginal_add(CAT["short_sword"]) > 0
    assert m.marginal_add(CAT["thyrian_squire"]) > m.marginal_add(CAT["dagger"])
    assert m.marginal_add(CAT["disease"]) < 0
    sick = model(STARTING + ["disease"] * 2)
    assert sick.marginal_remove(CAT["disease"]) > 0          # the deck is better without it


def test_more_attack_never_makes_a_hand_worse() -> None:
    m = model(STARTING)
    weak = cards(["militia", "militia", "torch", "dagger", "iron_rations", "militia"])
    strong = cards(["thyrian_squire", "militia", "torch", "short_sword", "iron_rations", "militia"])
    assert m.fight_value(strong) > m.fight_value(weak) >= 0


def test_light_is_worth_something_to_a_dark_deck() -> None:
    dark = ["militia"] * 4 + ["thyrian_squire", "short_sword", "dagger", "dagger", "hatchet", "iron_rations"]
    m = model(dark)
    assert m.marginal_add(CAT["lantern"]) > 0


def test_shopping_fades_at_the_end_of_the_game() -> None:
    early, late = model(STARTING, turns=20), model(STARTING, turns=2)
    assert early.shop_weight > late.shop_weight
    assert early.gold_value(6) > late.gold_value(6)


def test_samples_survive_a_small_change_of_the_deck() -> None:
    before = _stable_samples(cards(STARTING * 2), seed=5, count=16)
    after = _stable_samples(cards(STARTING * 2 + ["fireball"]), seed=5, count=16)
    same = sum(1 for a, b in zip(before, after) if a == b)
    assert same >= 10   # a 25-card deck: the new card is among a sample's six about a quarter of the time
    again = _stable_samples(cards(STARTING * 2), seed=5, count=16)
    assert again == before


def test_the_cache_changes_speed_not_values() -> None:
    cache = ModelCache()
    first = model(STARTING, cache=cache).marginal_add(CAT["elf_wizard"])
    second = model(STARTING, cache=cache).marginal_add(CAT["elf_wizard"])
    fresh = model(STARTING).marginal_add(CAT["elf_wizard"])
    assert first == second == fresh


def test_a_hand_is_worth_the_same_in_any_order() -> None:
    # Three Heroes, one Warhammer, Goodberries: the greedy arming breaks ties by position, so it must see the cards
    # in a fixed order, or a cached hand would carry the order it was first drawn in.
    hand = cards(["redblade_killer", "warhammer", "chalice_defender", "goodberries", "amazon_huntress",
                  "selurin_warlock"])
    orders = [hand, hand[::-1], hand[2:] + hand[:2], hand[3:] + hand[:3]]
    assert len({model(STARTING).fight_value(order) for order in orders}) == 1


def test_cached_hands_serve_later_turns_exactly() -> None:
    # Hands judged early in the game come back late, when the XP value and what a battle's losses cost have changed
    # (monsters that destroy a Hero or a Weapon, or give a Disease): a cached hand must give what a fresh model gives.
    pool = ["knightmare", "mythlurian", "skaladak", "the_unchained", "ebon_fume", "griknack_goblin"]
    hand = cards(["thyrian_squire", "militia", "short_sword", "iron_rations", "torch", "elf_wizard"])
    cache = ModelCache()
    model(STARTING, turns=20, cache=cache, pool_ids=pool).fight_value(hand)
    for turns in (12.0, 6.0, 2.5):
        cached = model(STARTING, turns=turns, cache=cache, pool_ids=pool).fight_value(hand)
        assert cached == model(STARTING, turns=turns, pool_ids=pool).fight_value(hand) > 0


def test_hands_judged_ahead_give_the_same_values_and_save_the_work() -> None:
    # After a purchase the next turn judges the new deck's hands; judging them during the purchase must change no
    # value, only when the work is done.
    deck = STARTING + ["short_sword"]
    ahead = ModelCache()
    judged = model(deck, cache=ahead).judge_ahead(cards(BUYABLE), limit=10_000)
    assert judged > 0
    assert model(deck, cache=ahead).judge_ahead(cards(BUYABLE), limit=10_000) == 0   # nothing left to judge
    later = model(deck, turns=12.0, cache=ahead)
    fresh = model(deck, turns=12.0)
    size = ahead.size
    for card in cards(BUYABLE):
        assert later.marginal_add(card) == fresh.marginal_add(card)
    assert ahead.size == size   # every hand the purchases needed was judged ahead
    assert model(deck, cache=ModelCache()).judge_ahead(cards(BUYABLE), limit=5) == 5
    assert model(deck, cache=ModelCache()).judge_ahead(cards(BUYABLE), limit=5, until=0.0) == 0   # out of time


def test_monsters_gone_from_the_pool_are_judged_again_if_they_come_back() -> None:
    # Hands judged while a monster kind has left the pool skip it; if it comes back, they are judged again. The
    # Sphinx has a profile of its own (no other monster of the pool shares its battle arithmetic), and this hand
    # may beat it.
    everyone = POOL_IDS
    without_sphinx = [i for i in POOL_IDS if i != "sphinx"]
    hand = cards(["thyrian_squire", "elf_wizard", "short_sword", "fireball", "lantern", "elf_wizard"])
    cache = ModelCache()

    def in_game(pool_ids: list[str], with_cache: ModelCache | None) -> DeckModel:
        pool = tuple((CAT[i], 1 / len(pool_ids)) for i in pool_ids)
        ctx = Context(pool, 15.0, xp_value(15.0), tuple(cards(BUYABLE)), "2nd", tuple(cards(everyone)))
        return DeckModel(ctx, cards(STARTING), 3, 16, with_cache)

    gone = in_game(without_sphinx, cache).fight_value(hand)
    assert gone == in_game(without_sphinx, None).fight_value(hand)
    back = in_game(everyone, cache).fight_value(hand)
    assert back == in_game(everyone, None).fight_value(hand)

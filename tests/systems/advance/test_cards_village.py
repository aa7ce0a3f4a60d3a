"""Every basic and Village card of Towers of Ruin in play (the Weapons' arithmetic: test_battle.py; the Smuggler's
React: test_react.py)."""

from __future__ import annotations

from thunderstone_gui.engine import legal_actions
from thunderstone_gui.systems.advance.rules.abilities import gold_available

from .support import (
    PLAIN,
    act,
    attack,
    breakdown,
    choose,
    deck,
    equip,
    fight,
    hall,
    hand,
    has_legal,
    legal_kinds,
    options,
    out,
    owned,
    position,
    result,
    use,
)

QUIET = ["warrior_bones", "withered_dryad", "ogre"]     # no Battle effect in Rank 1 or 2


def village(*cards: str) -> dict:
    return {"village": list(cards)}


# ------------------------------------------------------------------------------------------------ basic cards
def test_a_regular_carrying_a_polearm_draws_a_card():
    state = position(["regular", "longspear", "regular"], deck=["torch"], hall=PLAIN)
    act(state, "enter_dungeon")
    assert not has_legal(state, use("regular", "draw"))
    act(state, equip("longspear", "regular"))
    regular = state.turn.equips[next(iter(state.turn.equips))]
    act(state, {"type": "use", "card": state.ref(regular), "ability": "draw"})
    assert "torch" in hand(state) and breakdown(state, 1).physical == 1 + 1 + 1


def test_thunderstone_shard_gives_a_hero_strength_two():
    state = position(["regular", "thunderstone_shard", "longsword"], hall=PLAIN)
    act(state, "enter_dungeon")
    assert not has_legal(state, equip("longsword", "regular"))
    act(state, use("thunderstone_shard", "strength", target="regular"), equip("longsword", "regular"))
    assert breakdown(state, 1).physical == 1 + 3


def test_torch_and_longspear():
    state = position(["regular", "longspear", "torch"], hall=PLAIN)
    act(state, "enter_dungeon", equip("longspear", "regular"))
    b = breakdown(state, 2)
    assert (b.physical, b.light, b.net_darkness) == (2, 1, 1)


# ------------------------------------------------------------------------------------------------ Village cards
def test_bandias_wisdom_strength_and_xp_of_which_two_go_away_at_the_end():
    state = position(["whetmage_honer", "bandias_wisdom", "longspear"], hall=QUIET, xp=1)
    act(state, "enter_dungeon")
    assert not has_legal(state, equip("longspear", "whetmage_honer"))       # Strength 2 < Weight 3
    act(state, use("bandias_wisdom", "cast"))
    assert state.players[0].xp == 4 and has_legal(state, equip("longspear", "whetmage_honer"))
    act(state, equip("longspear", "whetmage_honer"), attack(1))
    assert state.players[0].xp == 4 - 2


def test_battle_scarred_soldier_draws_and_a_hero_drawn_in_the_dungeon_hits_harder():
    state = position(["battle_scarred_soldier", "regular"], deck=["criochan_sergeant", "torch"], hall=QUIET)
    act(state, "enter_dungeon", use("battle_scarred_soldier", "rally"))
    lines = {state.cards[ln.card].id: ln for ln in breakdown(state, 1).lines}
    assert lines["criochan_sergeant"].physical == 2 + 2 and lines["regular"].physical == 1
    shop = position(["battle_scarred_soldier"], deck=["torch"], hall=QUIET)
    act(shop, "visit_village", use("battle_scarred_soldier", "recruit"))
    assert hand(shop) == ["battle_scarred_soldier", "torch"]


def test_bounty_hunter_attacks_alone_and_its_spoils_buy_a_village_card_with_the_party_gold():
    state = position(["bounty_hunter", "criochan_captain", "longsword", "torch"], hall=QUIET,
                     card_set={"village": ["bounty_hunter", "moonstone", "longsword", "pike"],
                               "hero_lines": ["criochan", "aird", "drua", "whetmage"]})
    act(state, "enter_dungeon")
    assert breakdown(state, 1).physical == 8 + 1
    act(state, attack(1))
    act(state, {"type": "choose", "card": "bounty_hunter", "option": "bounty"})
    assert state.pending.prompt == "spoils_buy" and state.pending.detail("gold") == 2 + 3 + 2
    buys = options(state)
    assert "moonstone" in buys and "longsword" in buys and "regular" not in buys and "criochan_sergeant" not in buys
    choose(state, card="moonstone")
    assert "moonstone" in owned(state)


def test_filigree_amulet_gives_one_more_purchase_and_is_destroyed_after_a_turn_it_was_revealed():
    state = position(["filigree_amulet", "longspear", "torch"], hall=QUIET,
                     card_set={"village": ["filigree_amulet", "moonstone"]})
    act(state, "visit_village", {"type": "buy", "card": "filigree_amulet"})
    assert gold_available(state) == 3 + 2 + 2 - 2 and state.turn.buys_left == 1
    act(state, {"type": "buy", "card": "moonstone"})
    act(state, "end_turn")
    assert owned(state).count("filigree_amulet") == 1 and "filigree_amulet" in out(state)
    kept = position(["filigree_amulet", "regular"], hall=QUIET)
    act(kept, "prepare", {"type": "choose", "option": "done"})       # never revealed: discarded as usual
    assert "filigree_amulet" in owned(kept)


def test_innkeeper_destroys_a_villager_or_hero_for_one_more_purchase():
    state = position(["innkeeper", "regular", "torch", "longspear"], hall=QUIET, card_set=village("innkeeper"))
    act(state, "visit_village")
    targets = {state.cards[a.target].id for a in legal_actions(state) if a.kind == "use"}
    assert targets == {"regular"}                                    # no Item, not itself
    act(state, use("innkeeper", "lodge", target="regular"))
    assert state.turn.buys_left == 2 and gold_available(state) == 2 + 2 + 2


def test_king_caelans_writ_puts_a_hero_on_the_deck_and_ends_the_turn():
    state = position(["king_caelans_writ", "regular"], deck=["torch"] * 6, hall=QUIET,
                     card_set={"hero_lines": ["criochan", "aird", "drua", "whetmage"],
                               "village": ["king_caelans_writ"]})
    act(state, "visit_village", use("king_caelans_writ", "summon"))
    assert sorted(options(state)) == ["aird", "criochan", "drua", "whetmage"]
    choose(state, option="criochan")
    assert "king_caelans_writ" in out(state) and state.active == 1
    assert "criochan_sergeant" in hand(state)         # on top of the deck, drawn into the next hand


def test_mass_teleport_draws_three_then_closes_the_dungeon_abilities_but_not_equipping():
    state = position(["mass_teleport", "moonstone", "regular"], deck=["longspear", "torch", "regular", "pike"],
                     hall=QUIET)
    act(state, "enter_dungeon", use("mass_teleport", "cast"))
    assert len(hand(state)) == 6
    assert not any(a.kind == "use" for a in legal_actions(state))
    assert any(a.kind == "equip" for a in legal_actions(state))


def test_moonstone_light_and_a_card():
    state = position(["moonstone"], deck=["regular"], hall=QUIET)
    act(state, "enter_dungeon", use("moonstone", "glimpse"))
    assert hand(state) == ["moonstone", "regular"] and breakdown(state, 2).light == 2


def test_pike_shields_its_hero_from_battle_effects_not_from_aftermath():
    state = position(["criochan_sergeant", "pike", "regular", "torch"], hall=["ettin", "ogre", "ogrillon"])
    act(state, "enter_dungeon", equip("pike", "criochan_sergeant"), attack(1))
    # Ettin's Battle effect: a Hero without Magic Attack - the Regular, since the Pike shields the Sergeant
    assert "regular" not in owned(state) and "criochan_sergeant" in owned(state)
    weapon = position(["criochan_sergeant", "pike", "regular", "longspear"], hall=["ogrillon", "ogre", "ettin"])
    events = act(weapon, "enter_dungeon", equip("pike", "criochan_sergeant"), equip("longspear", "regular"),
                 attack(1))
    # Ogrillon discards one equipped Weapon: never the Pike (its Hero is shielded), so the Longspear
    discarded = [weapon.cards[c].id for e in events if e.kind == "discarded" for c in e.cards]
    assert discarded == ["longspear"]


def test_rangers_wilderness_map_swaps_the_bottom_monster_into_rank_3_and_draws():
    state = position(["rangers_wilderness_map"], deck=["torch"], hall=["ogre", "ettin", "ogrillon"],
                     card_set={"village": ["rangers_wilderness_map"]})
    state.dungeon.insert(0, state.dungeon.pop())       # any monster at the bottom
    bottom = state.cards[state.dungeon[0]].id
    events = act(state, "enter_dungeon", use("rangers_wilderness_map", "chart"))
    assert [state.cards[c].id for e in events if e.kind == "revealed_from_dungeon" for c in e.cards] == [bottom]
    assert options(state) == ["rank 3", "keep"]
    choose(state, rank=3)
    assert hall(state) == ["ogre", "ettin", bottom] and state.cards[state.dungeon[0]].id == "ogrillon"
    assert "torch" in hand(state)


def test_the_map_never_moves_a_guardian():
    state = position(["rangers_wilderness_map"], deck=["torch"], hall=["ogre", "ettin", "stramst"],
                     card_set={"village": ["rangers_wilderness_map"], "bearer": "stramst"})
    act(state, "enter_dungeon", use("rangers_wilderness_map", "chart"))
    assert state.pending.kind == "dungeon" and hall(state)[2] == "stramst"


def test_royal_summons_brings_three_regulars_and_its_spoils_destroy_up_to_three():
    state = position(["royal_summons", "criochan_captain", "torch"], hall=QUIET,
                     card_set={"village": ["royal_summons"]})
    village_regulars = len(state.supply["regular"])
    act(state, "enter_dungeon", use("royal_summons", "cast"))
    assert hand(state).count("regular") == 3 and len(state.supply["regular"]) == village_regulars - 3
    act(state, attack(1))
    act(state, {"type": "choose", "card": "royal_summons", "option": "dismiss"})
    choose(state, card="regular")
    choose(state, card="regular")
    choose(state, option="done")
    assert len(state.supply["regular"]) == village_regulars - 1


def test_smuggler_destroys_a_card_worth_one_gold_or_more_for_four_gold():
    state = position(["smuggler", "regular", "bandias_wisdom", "torch"], hall=QUIET,
                     card_set=village("smuggler", "bandias_wisdom"))
    act(state, "visit_village")
    targets = {state.cards[a.target].id for a in legal_actions(state) if a.kind == "use"}
    assert targets == {"torch"}                       # the Regular's 0 and the Spell's no Gold are not enough
    act(state, use("smuggler", "fence", target="torch"))
    assert gold_available(state) == 1 + 0 + 4


def test_summon_storm_magic_light_and_back_on_the_deck_from_the_village():
    state = position(["summon_storm", "regular"], hall=QUIET)
    act(state, "enter_dungeon")
    b = breakdown(state, 2)
    assert (b.magic, b.light) == (2, 1)
    shop = position(["summon_storm", "regular"], hall=QUIET, deck=["torch"])
    act(shop, "visit_village", use("summon_storm", "recall"))
    assert deck(shop)[0] == "summon_storm" and hand(shop) == ["regular"]


def test_veteran_trainer_xp_per_monster_and_spoils_free_level():
    state = position(["veteran_trainer", "ogre", "ettin", "regular"], hall=QUIET, card_set=village("veteran_trainer"))
    act(state, "visit_village", use("veteran_trainer", "drill"))
    assert state.players[0].xp == 2
    won = position(["veteran_trainer", "criochan_captain", "aird_cutpurse", "torch"], hall=QUIET,
                   card_set={"village": ["veteran_trainer"], "hero_lines": ["aird", "criochan", "drua", "whetmage"]})
    events = fight(won, 1)
    assert result(events)["victory"]
    act(won, {"type": "choose", "card": "veteran_trainer", "option": "graduate"})
    assert "veteran_trainer" in out(won) and options(won) == ["aird_cutpurse aird_honeytongue"]
    choose(won, card="aird_cutpurse", option="aird_honeytongue")
    assert "aird_honeytongue" in owned(won) and won.players[0].xp == 1         # Warrior Bones' XP only
    assert legal_kinds(won) <= {"visit_village", "enter_dungeon", "prepare", "rest"}


def test_one_card_uses_both_its_dungeon_and_its_spoils_ability():
    """docs/rules-advance.md 44: the Thunderstone Shard's Strength before the battle, its XP after the victory."""
    state = position(["criochan_captain", "thunderstone_shard", "longsword", "torch"], hall=QUIET)
    act(state, "enter_dungeon", use("thunderstone_shard", "strength", target="criochan_captain"),
        equip("longsword", "criochan_captain"), attack(1))
    assert options(state) == ["thunderstone_shard xp", "done"]
    choose(state, card="thunderstone_shard", option="xp")
    assert state.players[0].xp == 1 + 1


SPOILS_SET = {"village": ["bounty_hunter", "veteran_trainer", "falcon_arbalest", "moonstone", "longsword", "pike",
                          "summon_storm", "royal_summons"],
              "hero_lines": ["criochan", "aird", "drua", "whetmage"]}
SPOILS_HAND = ["bounty_hunter", "veteran_trainer", "criochan_captain", "aird_cutpurse", "torch", "thunderstone_shard"]


def test_a_spoils_purchase_resolves_when_it_is_chosen_with_the_partys_gold_of_that_moment():
    """The summary: each Spoils purchase counts the whole party's Gold at that moment, and an ability resolves when
    it is used. Bounty Hunter's purchase first: it is offered at once, with the Veteran Trainer's Gold still in the
    party (7: the Falcon Arbalest can be bought); the Trainer's Spoils (destroy it, level a Hero) come after."""
    state = position(SPOILS_HAND, hall=QUIET, card_set=SPOILS_SET)
    act(state, "enter_dungeon", attack(1))
    assert options(state) == ["bounty_hunter bounty", "veteran_trainer graduate", "thunderstone_shard xp", "done"]
    choose(state, card="bounty_hunter", option="bounty")
    assert state.pending.prompt == "spoils_buy" and state.pending.detail("gold") == 7
    assert "falcon_arbalest" in options(state)
    choose(state, card="falcon_arbalest")
    assert "falcon_arbalest" in owned(state)
    assert options(state) == ["veteran_trainer graduate", "thunderstone_shard xp", "done"]
    choose(state, card="veteran_trainer", option="graduate")
    assert "veteran_trainer" in out(state)


def test_a_spoils_purchase_after_the_trainer_left_the_party_counts_the_gold_that_is_left():
    state = position(SPOILS_HAND, hall=QUIET, card_set=SPOILS_SET)
    act(state, "enter_dungeon", attack(1))
    choose(state, card="veteran_trainer", option="graduate")
    assert state.pending.prompt == "free_level"          # the Trainer's own Spoils first, whole
    choose(state, card="aird_cutpurse", option="aird_honeytongue")
    choose(state, card="bounty_hunter", option="bounty")
    assert state.pending.prompt == "spoils_buy" and state.pending.detail("gold") == 5
    assert "falcon_arbalest" not in options(state) and "moonstone" in options(state)


def test_a_record_made_before_the_spoils_fix_replays_as_it_was_played():
    """Every save a player has must still load: a record of format 2 played the next Spoils first (rulings 1) and
    replays so; a new record (rulings 2) resolves the purchase first."""
    import json

    from thunderstone_gui.engine import resolve
    from thunderstone_gui.engine.record import parse_record
    from thunderstone_gui.engine.session import Session
    from thunderstone_gui.systems.advance.position import Position

    spec = {"players": [{"hand": SPOILS_HAND}], "hall": QUIET, "card_set": SPOILS_SET}
    old = Session.from_position(Position.model_validate({**spec, "rulings": 1}))
    for data in ("enter_dungeon", {"type": "attack", "rank": 1},
                 {"type": "choose", "card": "bounty_hunter", "option": "bounty"}):
        old.submit(resolve(old.state, {"type": data} if isinstance(data, str) else data))
    assert old.state.pending.prompt == "spoils"                  # rulings 1: the next Spoils before the purchase
    old.submit(resolve(old.state, {"type": "choose", "card": "veteran_trainer", "option": "graduate"}))
    record = json.loads(old.record().to_json())
    record["format_version"] = 2                                 # as a save of last week was written
    del record["config"]["variants"]["rulings"]
    del record["position"]["rulings"]
    replayed = Session.from_record(parse_record(json.dumps(record)))
    assert replayed.state.state_hash() == old.state.state_hash()
    assert replayed.record().action_dicts() == old.record().action_dicts()
    new = Session.from_position(Position.model_validate(spec))
    assert new.config.variants.rulings == 2
    assert Session.from_record(new.record().to_json()).config.variants.rulings == 2

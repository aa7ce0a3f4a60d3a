"""A German player of Thunderstone Advance or Thunderstone Quest never reads an id of the game's data: not a card's,
a hero line's, a Side Quest's, a Guild's or a Gear token's id ("sable_1", "trailblazer", "starlit_tower"), not a
prompt option's key ("seat:1", "battle:0", "arrange:2,1,3"). Random games are played in German and every action in
words (as the card menus, a hint and the log's Undo line say it), every prompt's title and option, every log line
and the computer's hints are read; the prompts whose options are ids are also asked directly, English and German."""

from __future__ import annotations

import random
import re
from typing import Iterator

import pytest

from thunderstone_gui import i18n
from thunderstone_gui.ai import hint, make_agent
from thunderstone_gui.engine import GameConfig, legal_actions, observe
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.engine.game import describe_action
from thunderstone_gui.engine.session import Session
from thunderstone_gui.engine.state import Pending

NAMES = ["Ann", "Bob"]
SNAKE = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")       # "sable_1", "starlit_tower"
OPTION_KEY = re.compile(r"\b[a-z]+:\d")                         # "seat:1", "battle:0", "arrange:2,1,3"
WORD = re.compile(r"\b[a-z][a-z0-9]*\b")


@pytest.fixture
def german():
    i18n.set_language("de")
    try:
        yield
    finally:
        i18n.set_language("en")


def data_ids(state) -> set[str]:
    """The ids of cards and hero lines, and the keys of the cards' abilities ("dismiss", "applause")."""
    catalogue = state.catalogue
    keys = {a.key for c in catalogue.cards.values() for a in c.abilities}
    return {*catalogue.cards, *getattr(catalogue, "lines", ()), *keys}


def leaks(text: str, ids: set[str]) -> list[str]:
    """The ids of the game's data in a text a player reads."""
    found = SNAKE.findall(text) + OPTION_KEY.findall(text)
    return found + [w for w in WORD.findall(text) if w in ids]


def _session(game: str, seed: int, **options) -> Session:
    return Session(GameConfig.new(NAMES, game=game, seed=seed, setup="random", **options))


def shown_texts(game: str, seed: int, decisions: int, level: str = "", **options) -> Iterator[tuple[str, str]]:
    """(where, text) for what one game shows a German player: random moves, or the computer's of `level`."""
    if game == "advance":
        from thunderstone_gui.ui.advance import log, prompts
    else:
        from thunderstone_gui.ui.quest import log, prompts  # type: ignore[no-redef]
    session = _session(game, seed, **options)
    rng = random.Random(seed)
    computer = make_agent(level, seed, game=game) if level else None
    for k in range(decisions):
        state = session.state
        if state.result is not None:
            break
        legal = legal_actions(state)
        for a in legal:
            yield "action", i18n.engine_text(describe_action(state, a))
        if state.pending.kind == "prompt":
            yield "prompt title", prompts.prompt_title(state, NAMES)
            for a in state.pending.options:
                if game == "advance":
                    shown = prompts.card_choice(state, a)
                    label = shown[1] if shown else prompts.option_label(state, a, NAMES)
                else:
                    shown = prompts.choice_card(state, a)
                    label = shown[1] if shown else prompts.option_label(state, a)
                yield "prompt option", label
        if k % 4 == 0 and state.pending.seat >= 0:
            action, why = hint(observe(state, state.pending.seat), "normal", seed=k)
            yield "hint", i18n.engine_text(describe_action(state, action)) + " — " + i18n.engine_text(why)
        chosen = computer.choose(observe(state, state.pending.seat)) if computer else rng.choice(legal)
        for event in session.submit(chosen):
            told = log.describe_event(session.state, event, NAMES)
            if told:
                yield "log line", told


# Seeds whose games ask the prompts with ids for options: Advance's King Caelan's Writ (hero lines), a Kobold's
# placing (seats), a Battle effect cancelled, a Spoils ability; Quest's Side Quests, Guilds and free level-ups.
# Random moves, and the Greedy computer's (it plays the longer games, into the Hall's later monsters).
@pytest.mark.parametrize("game,seed,level,options", [
    ("advance", 3, "", {"board": "dungeon"}), ("advance", 7, "", {"board": "dungeon"}),
    ("advance", 9, "", {"board": "dungeon"}), ("advance", 6, "", {"board": "wilderness"}),
    ("advance", 9, "", {"board": "wilderness"}), ("advance", 1, "greedy", {"board": "dungeon"}),
    ("quest", 1, "", {}), ("quest", 7, "", {}), ("quest", 1, "greedy", {})])
def test_games_in_german_show_no_data_id(german, game, seed, level, options):
    ids = data_ids(_session(game, seed, **options).state)
    bad = sorted({f"{where}: {text!r} ({', '.join(found)})"
                  for where, text in shown_texts(game, seed, 400, level, **options) if (found := leaks(text, ids))})
    assert not bad, f"{game}: " + "; ".join(bad[:8])


# ---------------------------------------------------------------------------------------------- Advance's options
def _advance_with_hall():
    session = _session("advance", 3)
    rng = random.Random(3)
    while sum(1 for iid in session.state.hall if iid >= 0) < 3:
        session.submit(rng.choice(legal_actions(session.state)))
    return session.state


def test_advance_options_are_said_as_what_they_stand_for(german):
    state = _advance_with_hall()
    cards, catalogue = state.cards, state.catalogue
    ranks = [r for r in range(1, len(state.hall) + 1) if state.hall[r - 1] >= 0]
    first, second = (cards[state.hall[r - 1]].name for r in ranks[:2])
    hero = next(i for i, c in enumerate(cards) if c.is_hero and c.levels_to)
    into = catalogue[cards[hero].levels_to]
    able = next(i for i, c in enumerate(cards) if c.ability_by_key)
    ability = next(iter(cards[able].ability_by_key))
    line = next(iter(catalogue.lines))
    order = ",".join(str(r) for r in [ranks[1], ranks[0], *ranks[2:]])
    said = {
        Action("choose", option="seat:1"): ("choose Bob", "wählen: Bob"),
        Action("choose", option=f"arrange:{order}"): (
            "arrange the Hall: " + ", ".join(cards[state.hall[int(r) - 1]].name for r in order.split(",")),
            f"{i18n.card_name(second)}, {i18n.card_name(first)}"),
        Action("choose", rank=ranks[0], option="battle:0"): (
            f"cancel the Battle effect 1 of {first} (rank {ranks[0]})", i18n.card_name(first)),
        Action("choose", rank=ranks[0], option="aftermath:1"): (
            f"cancel the Aftermath effect 2 of {first} (rank {ranks[0]})", i18n.card_name(first)),
        Action("choose", card=hero, option=into.id): (
            f"level up {cards[hero].name} into {into.name}", i18n.card_name(into.name)),
        Action("choose", card=able, option=ability): (f"choose {cards[able].name}: {ability}",
                                                      i18n.card_name(cards[able].name)),
        Action("choose", option=line): (f"choose {catalogue.lines[line].name}",
                                        i18n.card_name(catalogue.lines[line].name)),
    }
    ids = data_ids(state)
    for action, (english, german_part) in said.items():
        text = describe_action(state, action)
        assert text == english
        german_text = i18n.engine_text(text)
        assert german_part in german_text and not leaks(german_text, ids), (action, german_text)
        assert german_text != text


# ---------------------------------------------------------------------------------------------- Quest's options
def test_quest_options_are_said_as_what_they_stand_for(german):
    state = _session("quest", 1).state
    catalogue = state.catalogue
    quest = next(c for c in catalogue.of_kind("side_quest"))
    guild = next(c for c in catalogue.of_kind("sponsorship"))
    hero = next(i for i, c in enumerate(state.cards) if c.is_hero and c.levels_to)
    into = catalogue[state.cards[hero].levels_to]
    said = {
        Action("choose", option=quest.id): (f"choose {quest.name}", i18n.card_name(quest.name)),
        Action("choose", option=guild.id): (f"choose {guild.name}", i18n.card_name(guild.name)),
        Action("choose", card=hero, option=into.id): (
            f"level up {state.cards[hero].name} into {into.name}", i18n.card_name(into.name)),
        # "lantern" is also a card's id: the Gear token is meant
        Action("choose", option="lantern"): ("choose Lantern token", i18n._("Lantern token")),
        Action("choose", option="iron_rations"): ("choose Iron Rations", i18n._("Iron Rations")),
    }
    ids = data_ids(state)
    for action, (english, german_part) in said.items():
        text = describe_action(state, action)
        assert text == english
        german_text = i18n.engine_text(text)
        assert german_part in german_text and not leaks(german_text, ids), (action, german_text)


def test_quest_keywords_are_said_in_german(german):
    """A prompt or a log line that names a keyword of the cards ("discard a card (Edged)") says it in German."""
    from thunderstone_gui.engine.events import Event
    from thunderstone_gui.ui.quest import log, prompts

    state = _session("quest", 1).state
    edged = i18n._("Edged")
    assert edged != "Edged"
    state.pending = Pending("prompt", 0, "discard", (Action("choose", card=state.players[0].hand[0]),),
                            (("keyword", "edged"),))
    assert prompts.prompt_title(state, NAMES).endswith(f"({edged})")
    assert log.describe_event(state, Event("nothing_to_discard", 0, (), {"keyword": "edged"}), NAMES).endswith(
        f"({edged})")
    assert edged in log.describe_event(state, Event("effect_avoided", 0, (), {"keyword": "edged"}), NAMES)


def test_quest_computer_says_why_it_heals_in_german(german):
    state = _session("quest", 1).state
    state.players[0].wounds = 1
    wound = Action("choose", card=state.players[0].hand[0])
    state.pending = Pending("prompt", 0, "heal", (Action("choose", option="token"), wound))
    action, why = hint(observe(state, 0), "normal")
    assert action == wound
    assert why == "heal a Wound" and i18n.engine_text(why) == i18n._("heal a Wound") != why


def test_quest_heal_choice_of_a_token_is_said_as_healing_one(german):
    state = _session("quest", 1).state
    token = Action("choose", option="token")
    assert describe_action(state, token) == "heal a Wound token"          # not "choose token"
    assert i18n.engine_text(describe_action(state, token)) == i18n._("heal a Wound token") != "heal a Wound token"

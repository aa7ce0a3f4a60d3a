"""Positions written by hand (scenarios): a game state built from a description instead of from the start of a
game. Each game system has its own `Position` model (`GameSystem.position_class`); `parse_position` reads any of
them from JSON data (a position without `game` is a classic one).

A position a player plays from (a scenario, a save that carries one) is checked against its game's rules when it is
built (`GameSystem.check_position`), so a hand-edited file cannot start a game no game could reach. The checks every
game makes are here, each game giving its own numbers: every card in exactly one place and no card more often than
its game has it (`check_each_card_once`, `check_card_counts`), hands no larger than the rules let the player to move
and a waiting player hold (`check_hands`), and counters (XP, tokens) within what the game's cards and components
give (`check_at_most`, `check_xp`).
"""

from __future__ import annotations

from collections import Counter
from contextlib import contextmanager
from typing import Any, Iterator, Mapping, Sequence

from pydantic import BaseModel, ValidationError

from .config import DEFAULT_GAME, GameConfig, Seat
from .state import GameState
from .system import get_system, system_names
from .validation import first_error


class PositionError(ValueError):
    """A position that cannot be built; the message names the problem."""


def position_game(position: BaseModel) -> str:
    return str(getattr(position, "game", DEFAULT_GAME))


def parse_position(data: Any) -> BaseModel:
    """A position of any game system from its JSON data (raises ValueError naming what is wrong)."""
    if isinstance(data, BaseModel):
        return data
    if not isinstance(data, dict):
        raise ValueError("a position is a JSON object")
    game = data.get("game", DEFAULT_GAME)
    if not isinstance(game, str) or game not in system_names():
        raise ValueError(f"unknown game {game!r}; known: {', '.join(system_names())}")
    model = get_system(game).position_class
    if model is None:
        raise ValueError(f"the game {game!r} has no hand-written positions")
    return model.model_validate({**data, "game": game})


def position_state(position: BaseModel) -> GameState:
    """The state a position describes, checked against the rules (raises PositionError)."""
    system = get_system(position_game(position))
    if system.build_position is None or system.check_position is None:
        raise PositionError(f"the game {system.name!r} has no hand-written positions")
    state = system.build_position(position)
    system.check_position(state)
    return state


def position_config(position: BaseModel) -> GameConfig:
    """The config a position makes (raises PositionError)."""
    system = get_system(position_game(position))
    if system.position_config is None:
        raise PositionError(f"the game {system.name!r} has no hand-written positions")
    return system.position_config(position)


# ------------------------------------------------------------------------------------------ making a position's config
def position_seats(named: Sequence[str | None], count: int) -> tuple[Seat, ...]:
    """`count` seats: the names a position gives its players (None: unnamed), the others "Player N"."""
    return tuple(Seat(name=(named[i] if i < len(named) else None) or f"Player {i + 1}") for i in range(count))


@contextmanager
def config_errors() -> Iterator[None]:
    """A config a position makes that its game refuses, said as a PositionError (pydantic's first problem in our
    words, or the ValueError's message)."""
    try:
        yield
    except ValidationError as exc:
        raise PositionError(first_error(exc)) from None
    except ValueError as exc:
        raise PositionError(str(exc)) from None


# ----------------------------------------------------------------------------------------------- the shared checks
def seat_names(state: GameState) -> list[str]:
    return [seat.name for seat in state.config.seats]


def check_each_card_once(state: GameState) -> None:
    """Every card the state made lies in exactly one of its zones: none in two places, none lost."""
    where: dict[int, str] = {}
    for zone, pile in state.all_zones().items():
        for iid in pile:
            if not 0 <= iid < len(state.cards):
                raise PositionError(f"the {zone} holds a card that does not exist")
            if iid in where:
                raise PositionError(f"{state.cards[iid].name} is both in the {where[iid]} and in the {zone}")
            where[iid] = zone
    lost = [state.cards[i].name for i in range(len(state.cards)) if i not in where]
    if lost:
        raise PositionError(f"cards lost: {', '.join(lost[:5])}")


def card_counts(state: GameState) -> Counter[str]:
    return Counter(card.id for card in state.cards)


def check_card_counts(actual: Mapping[str, int], expected: Mapping[str, int], exact: bool = True,
                      names: Mapping[str, str] | None = None) -> None:
    """As many cards of each id as the game has (`exact`), or no more than it has, the card named as it is printed
    (`names`: id -> name): "the game has 8 Thunderstone Shard cards (thunderstone_shard), the position 14"."""
    for card_id in sorted(expected.keys() | actual.keys()):
        have, most = actual.get(card_id, 0), expected.get(card_id, 0)
        if have > most or (exact and have != most):
            raise PositionError(f"the game has {most} {named(card_id, names)} cards, the position {have}")


def named(card_id: str, names: Mapping[str, str] | None) -> str:
    """A card as a position's refusal names it: its name, and its id when that differs ("Hooked Blade
    (hooked_blade)")."""
    name = (names or {}).get(card_id, "")
    return f"{name} ({card_id})" if name and name != card_id else card_id


def card_names(state: GameState) -> dict[str, str]:
    """Every card id of a state's cards -> its printed name."""
    return {card.id: card.name for card in state.cards}


def check_hands(state: GameState, to_move: int, waiting: int) -> None:
    """The player whose turn it is holds at most `to_move` cards, every other player at most `waiting`."""
    names = seat_names(state)
    for seat, player in enumerate(state.players):
        limit = to_move if seat == state.active else waiting
        if len(player.hand) > limit:
            who = "the player whose turn it is" if seat == state.active else "a player waiting for their turn"
            raise PositionError(f"{names[seat]} holds {len(player.hand)} cards; {who} holds at most {limit}")


def check_at_most(value: int, most: int, sentence: str) -> None:
    """A counter of the position within what the game gives; `sentence` says so with {value} and {most} ("the
    players hold {value} Potions; the box has {most}")."""
    if value > most:
        shown = str(value) if value < 10**20 else "more than 10^20"      # a number of 300 digits says nothing more
        raise PositionError(sentence.format(value=shown, most=most))


def check_xp(state: GameState, ceiling: int) -> None:
    """The players' XP together within the most the game's cards give (each game's `xp_ceiling`)."""
    check_at_most(sum(p.xp for p in state.players), ceiling,
                  "the players hold {value} XP; this game's cards give at most {most} XP in all")

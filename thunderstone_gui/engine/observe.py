"""What one seat may know of a game: `observe(state, seat)`.

Public: the Hall, the Village stacks, the destroyed pile, discard piles, XP, the revealed party of the player whose
turn it is (Village or Dungeon), everything every player owns minus what is in their discard pile (a player with a
perfect memory knows it: the online edition shows it as "x/y"). Hidden: other players' hands (as cards), every deck's
order, the Dungeon Deck's order. Your own deck is known as a set of cards, not as an order.

The UI in pass-and-play and every computer seat read observations, never the state.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, NamedTuple

from .actions import Action
from .state import GameResult, GameState, Pending


class SeatView(NamedTuple):
    seat: int
    name: str
    kind: str
    hand: tuple[int, ...] | None      # None: hidden from the viewer
    hand_size: int
    deck_size: int
    discard: tuple[int, ...]          # face up, bottom first
    xp: int
    unseen: tuple[tuple[str, int], ...]   # card id -> count in deck + hidden hand (sorted)


class TurnView(NamedTuple):
    action: str
    step: str
    gold: int
    buys_left: int
    used: tuple[tuple[int, str], ...]
    equips: tuple[tuple[int, int], ...]
    strength_bonus: tuple[tuple[int, int], ...]
    attack_bonus: tuple[tuple[int, int], ...]
    magic_convert: tuple[int, ...]
    arcane: bool
    weightless: bool
    thrown: tuple[int, ...]
    borrowed: tuple[tuple[int, int], ...]
    rank: int
    target: int
    prevented: tuple[int, ...]
    battle_destroyed: tuple[int, ...]
    outcome: str


class Observation(NamedTuple):
    viewer: int                       # -1: a spectator who sees only public information
    turn_number: int
    active: int
    pending: Pending                  # options only when the decision is the viewer's
    legal: tuple[Action, ...]         # the viewer's legal actions ((): not the viewer's decision)
    hall: tuple[int, ...]
    dungeon_size: int
    dungeon_unseen: tuple[tuple[str, int], ...]
    supply: tuple[tuple[str, tuple[int, ...]], ...]   # stack -> cards, bottom first (stacks are face up)
    trash: tuple[int, ...]
    revealed: tuple[int, ...]
    seats: tuple[SeatView, ...]
    my_deck: tuple[tuple[str, int], ...]   # the viewer's own deck as a set of cards
    turn: TurnView
    result: GameResult | None
    card_ids: tuple[str, ...]          # card id of every instance (public: instance numbers come from the setup)
    edition: str

    def card_id(self, iid: int) -> str:
        return self.card_ids[iid]


def _counts(card_ids: list[str]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(Counter(card_ids).items()))


def hand_is_public(state: GameState, seat: int) -> bool:
    """The active player reveals the hand when visiting the Village or entering the Dungeon."""
    return seat == state.active and state.turn.action in ("village", "dungeon")


def observe(state: GameState, viewer: int) -> Observation:
    from .game import legal_actions
    from .rules.village import gold_available

    cards = state.cards
    card_ids = tuple(c.id for c in cards)
    seats = []
    for seat, player in enumerate(state.players):
        visible = seat == viewer or hand_is_public(state, seat)
        hidden = player.deck + ([] if visible else player.hand)
        seats.append(SeatView(
            seat, state.config.seats[seat].name, state.config.seats[seat].kind,
            tuple(player.hand) if visible else None, len(player.hand), len(player.deck), tuple(player.discard),
            player.xp, _counts([card_ids[i] for i in hidden])))
    mine = _counts([card_ids[i] for i in state.players[viewer].deck]) if viewer >= 0 else ()
    pending = state.pending
    is_mine = pending.seat == viewer and pending.kind not in ("game_over",)
    if not is_mine:
        pending = Pending(pending.kind, pending.seat, pending.prompt)
    t = state.turn
    in_village = t.action == "village"
    turn = TurnView(
        t.action, t.step, gold_available(state) if in_village else 0, t.buys_left, tuple(sorted(t.used)),
        tuple(sorted(t.equips.items())), tuple(sorted(t.strength_bonus.items())),
        tuple(sorted(t.attack_bonus.items())), tuple(sorted(t.magic_convert)), t.arcane, t.weightless,
        tuple(sorted(t.thrown)), tuple(sorted(t.borrowed.items())), t.rank, t.target, tuple(sorted(t.prevented)),
        tuple(t.battle_destroyed), t.outcome)
    return Observation(
        viewer, state.turn_number, state.active, pending,
        tuple(legal_actions(state)) if is_mine else (), tuple(state.hall), len(state.dungeon),
        _counts([card_ids[i] for i in state.dungeon]),
        tuple((k, tuple(v)) for k, v in state.supply.items()), tuple(state.trash), tuple(state.revealed),
        tuple(seats), mine, turn, state.result, card_ids, state.edition)


def public_summary(obs: Observation) -> dict[str, Any]:
    """A JSON-friendly digest (for logs and debugging)."""
    return {"viewer": obs.viewer, "turn": obs.turn_number, "active": obs.active, "pending": obs.pending.kind,
            "hall": [obs.card_ids[i] if i >= 0 else None for i in obs.hall], "dungeon": obs.dungeon_size}

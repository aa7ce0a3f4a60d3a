"""What a click on a Hall game's table opens: a card's actions (the click equivalent of every drag), the pile viewers
(your deck as x/y counts, discard piles, what another player has not shown, and the game's own piles:
`HallView.own_pile`), and the question before ending the game at an impasse. The words are the game's
(`HallView.tr`, `action_label`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import observe
from ...engine.actions import Action
from ...i18n import card_name
from .. import theme
from ..game_view import Region, TableHost
from ..overlays import CardMenu, ConfirmDialog, PileViewer
from ..piles import deck_entries, grouped, owned_counts, unseen_entries

if TYPE_CHECKING:
    from .view import HallView


def actions_for_card(host: TableHost, iid: int) -> list[Action]:
    return [a for a in host.legal() if a.card == iid or (a.target == iid and a.kind in ("use", "equip"))]


def open_card_menu(view: HallView[Any], host: TableHost, region: Region) -> None:
    kind = region.key.split(":")[0]
    if kind == "monster":
        rank = int(region.key.split(":")[1])
        actions = [a for a in host.legal() if a.kind == "attack" and a.rank == rank]
    else:
        actions = actions_for_card(host, region.iid)
    card = host.state.cards[region.iid]
    if not actions:
        if host.match.my_decision():
            host.say(view.nothing_with(card_name(card.name)), theme.TEXT_DIM)
        return
    items: list[tuple[str, Action]] = []
    for a in actions:
        label = view.action_label(host, a)
        # Two identical cards offer the same thing (two Iron Rations to feed this Militia): one entry for both.
        if not view.merge_alike_actions or all(label != seen for seen, _ in items):
            items.append((label, a))
    host.show(CardMenu(view.layout, card_name(card.name), items, region.rect, host.submit))


def confirm_end_game(view: HallView[Any], host: TableHost, action: Action) -> None:
    """The impasse rule (the game's rules/turn.py): ending the game is offered only when the Dungeon is stuck."""
    state = host.state
    rounds = (state.turn_number - state.progress_turn) // state.seats
    host.show(ConfirmDialog(view.layout, view.tr("confirm_end_game"), view.tr("confirm_end_game_detail", rounds=rounds),
                            lambda: host.submit(action)))


def open_viewer(view: HallView[Any], host: TableHost, kind: str, region: Region) -> None:
    state = host.state
    viewer = host.match.viewer
    obs = observe(state, viewer)
    L = view.layout
    words = view.words
    width = L.supply_card[0]
    if kind == "deck" and viewer >= 0 and view.party_is_viewer:
        entries = deck_entries(state, obs, viewer, lambda **n: view.tr("count_of", **n))
        note = view.tr(words.deck_note) if words.deck_note else ""
        host.show(PileViewer(L, view.art, view.tr(words.deck), entries, width, note=note))
    elif kind == "discard":
        seat = viewer if view.party_is_viewer else state.active
        discard_viewer(view, host, seat, obs)
    elif kind == "opponent":
        seat = int(region.key.split(":")[1])
        if seat == viewer:
            discard_viewer(view, host, seat, obs)
        else:
            seen = obs.seats[seat]
            entries = unseen_entries(state, seen, view.in_discard)
            host.show(PileViewer(L, view.art, view.tr(words.unseen, name=seen.name), entries, width))
    elif kind == "viewer_hand" and viewer >= 0:
        hand = obs.seats[viewer].hand or ()
        host.show(PileViewer(L, view.art, view.tr(words.your_hand), grouped(state, hand), width))
    else:
        own = view.own_pile(state, obs, kind)
        if own is not None:
            host.show(PileViewer(L, view.art, own[0], own[1], width))


def discard_viewer(view: HallView[Any], host: TableHost, seat: int, obs: Any) -> None:
    seen = obs.seats[seat]
    entries = grouped(host.state, seen.discard)
    note = ""
    if seat == host.match.viewer:
        owned = owned_counts(host.state, seat)
        entries = [(card, view.tr("count_of", x=text[1:], y=owned.get(card.id, 0))) for card, text in entries]
        note = view.tr("count_of_discard_note")
    host.show(PileViewer(view.layout, view.art, view.tr("view_discard", name=seen.name), entries,
                         view.layout.supply_card[0], note=note))

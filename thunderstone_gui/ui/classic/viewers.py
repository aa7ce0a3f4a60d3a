"""What a click on the original game's table opens: a card's actions (the click equivalent of every drag), the
pile viewers (your deck as x/y counts, discard piles, the destroyed pile, what another player has not shown), and
the question before ending the game at an impasse."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import observe
from ...engine.actions import Action
from ...i18n import card_name, engine_text
from .. import theme
from ..game_view import Region, TableHost
from ..overlays import CardMenu, ConfirmDialog, PileViewer
from .consequences import closes, closes_text
from .strings import tr

if TYPE_CHECKING:
    from .table_view import ClassicView


def actions_for_card(host: TableHost, iid: int) -> list[Action]:
    out = []
    for a in host.legal():
        if a.card == iid or (a.target == iid and a.kind in ("use", "equip")):
            out.append(a)
    return out


def open_card_menu(view: ClassicView, host: TableHost, region: Region) -> None:
    kind = region.key.split(":")[0]
    if kind == "monster":
        rank = int(region.key.split(":")[1])
        actions = [a for a in host.legal() if a.kind == "attack" and a.rank == rank]
    else:
        actions = actions_for_card(host, region.iid)
    card = host.state.cards[region.iid]
    if not actions:
        if host.match.my_decision():
            host.say(tr("nothing_with", card=card_name(card.name)), theme.TEXT_DIM)
        return
    # Two identical cards offer the same thing (two Iron Rations to feed this Militia): one entry for both.
    items: list[tuple[str, Action]] = []
    for a in actions:
        label = action_label(view, host, a)
        if all(label != seen for seen, _ in items):
            items.append((label, a))
    host.show(CardMenu(view.layout, card_name(card.name), items, region.rect, host.submit))


def action_label(view: ClassicView, host: TableHost, a: Action) -> str:
    if a.kind == "attack":
        bd = view.previews.get(a.rank)
        if bd is not None:
            outcome = tr("preview_win") if bd.victory else tr("preview_lose")
            return tr("attack_rank_preview", n=a.rank, total=bd.total, health=bd.health, outcome=outcome)
        return tr("attack_rank", n=a.rank)
    text = engine_text(host.match.describe(a))
    note = closes_text(closes(host.state, a))       # a level-up before buying ends buying (2nd edition)
    return text[0].upper() + text[1:] + (f" ({note})" if note else "")


def confirm_end_game(view: ClassicView, host: TableHost, action: Action) -> None:
    """The impasse rule (systems/classic/rules/turn.py): ending the game is offered only when the Dungeon is
    stuck."""
    state = host.state
    rounds = (state.turn_number - state.progress_turn) // state.seats
    host.show(ConfirmDialog(view.layout, tr("confirm_end_game"), tr("confirm_end_game_detail", rounds=rounds),
                            lambda: host.submit(action)))


def open_viewer(view: ClassicView, host: TableHost, kind: str, region: Region) -> None:
    state = host.state
    viewer = host.match.viewer
    obs = observe(state, viewer)
    L = view.layout
    cat = state.catalogue
    width = L.supply_card[0]
    if kind == "deck" and viewer >= 0 and view.party_is_viewer:
        owned = owned_counts(state, viewer)
        entries = [(cat[cid], tr("count_of", x=n, y=owned.get(cid, n))) for cid, n in obs.my_deck]
        host.show(PileViewer(L, view.art, tr("view_deck_order_hidden"), entries, width,
                             note=tr("count_of_deck_note")))
    elif kind == "discard":
        seat = viewer if view.party_is_viewer else state.active
        discard_viewer(view, host, seat, obs)
    elif kind == "trash":
        entries = grouped(state, obs.trash)
        host.show(PileViewer(L, view.art, tr("view_trash"), entries, width))
    elif kind == "opponent":
        seat = int(region.key.split(":")[1])
        if seat == viewer:
            discard_viewer(view, host, seat, obs)
        else:
            seen = obs.seats[seat]
            entries = [(cat[cid], f"×{n}") for cid, n in seen.unseen if cid in cat]
            entries += [(c, tr("in_discard", count=t)) for c, t in grouped(state, seen.discard)]
            host.show(PileViewer(L, view.art, tr("view_unseen_discard", name=seen.name), entries, width))
    elif kind == "viewer_hand" and viewer >= 0:
        hand = obs.seats[viewer].hand or ()
        host.show(PileViewer(L, view.art, tr("view_your_hand"), grouped(state, hand), width))


def discard_viewer(view: ClassicView, host: TableHost, seat: int, obs: Any) -> None:
    seen = obs.seats[seat]
    entries = grouped(host.state, seen.discard)
    note = ""
    if seat == host.match.viewer:
        owned = owned_counts(host.state, seat)
        entries = [(card, tr("count_of", x=text[1:], y=owned.get(card.id, 0))) for card, text in entries]
        note = tr("count_of_discard_note")
    host.show(PileViewer(view.layout, view.art, tr("view_discard", name=seen.name), entries,
                         view.layout.supply_card[0], note=note))


def grouped(state: Any, iids: Any) -> list[tuple[Any, str]]:
    counts: dict[str, int] = {}
    first: dict[str, int] = {}
    for iid in iids:
        cid = state.cards[iid].id
        counts[cid] = counts.get(cid, 0) + 1
        first.setdefault(cid, iid)
    return [(state.cards[first[cid]], f"×{n}") for cid, n in counts.items()]


def owned_counts(state: Any, seat: int) -> dict[str, int]:
    counts: dict[str, int] = {}
    for iid in state.players[seat].owned():
        cid = state.cards[iid].id
        counts[cid] = counts.get(cid, 0) + 1
    return counts

"""What a click on Thunderstone Advance's table opens: a card's actions in words (the click equivalent of every drag:
abilities, Curses shaken off, Weapons, purchases, level-ups, attacks), the pile viewers (your deck as x/y counts,
discard piles, the cards out of the game, the Curse deck, the Horde Deck, the Dungeon Deck's contents, what another
player has not shown), and the question before ending the game at an impasse. The pile helpers are the original
game's."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ...engine import observe
from ...engine.actions import Action
from ...i18n import _, card_name, engine_text
from .. import theme
from ..classic.viewers import actions_for_card, discard_viewer, grouped, owned_counts
from ..game_view import Region, TableHost
from ..overlays import CardMenu, ConfirmDialog, PileViewer
from .strings import tr

if TYPE_CHECKING:
    from .table_view import AdvanceView


def ability_words(state: Any, action: Action) -> str:
    """What a `use` action does, in a few words ("draw 1", "pay 2 XP to destroy it")."""
    card = state.cards[action.card]
    ability = card.ability_by_key.get(action.option)
    if ability is None:
        return engine_text(action.option.replace("_", " "))
    fields: dict[str, Any] = {name: getattr(ability, name) for name in ("cards", "xp", "gold", "strength",
                                                                          "physical", "draw") if hasattr(ability, name)}
    fields["target"] = card_name(state.cards[action.target].name) if action.target >= 0 else _("a card")
    fields["rank"], fields["next"] = action.rank, action.rank + 1
    verb = ability.verb
    if verb == "suppress" and getattr(ability, "all", False):
        verb = "suppress_all"
    key = f"ability_{verb}"
    text = tr(key, **fields)
    return text if text != key else engine_text(verb.replace("_", " "))


def describe(state: Any, action: Action) -> str:
    """An action as a card menu names it."""
    from ...engine.game import describe_action

    if action.kind == "use":
        card = state.cards[action.card]
        label = "use_shake" if card.is_curse else "use_label"
        return tr(label, name=card_name(card.name), what=ability_words(state, action))
    text = engine_text(describe_action(state, action))
    return text[0].upper() + text[1:]


def open_card_menu(view: AdvanceView, host: TableHost, region: Region) -> None:
    kind = region.key.split(":")[0]
    if kind == "monster":
        rank = int(region.key.split(":")[1])
        actions = [a for a in host.legal() if a.kind == "attack" and a.rank == rank]
    else:
        actions = actions_for_card(host, region.iid)
    card = host.state.cards[region.iid]
    if not actions:
        if host.match.my_decision():
            host.say(tr("nothing_now", name=card_name(card.name)), theme.TEXT_DIM)
        return
    items = [(action_label(view, host, a), a) for a in actions]
    host.show(CardMenu(view.layout, card_name(card.name), items, region.rect, host.submit))


def action_label(view: AdvanceView, host: TableHost, a: Action) -> str:
    if a.kind == "attack":
        bd = view.previews.get(a.rank)
        if bd is not None:
            outcome = tr("preview_win") if bd.victory else tr("preview_lose")
            return _("{attack}: {total} vs {health} ({outcome})").format(attack=tr("attack_rank", n=a.rank),
                                                                         total=bd.total, health=bd.health,
                                                                         outcome=outcome)
        return tr("attack_rank", n=a.rank)
    return describe(host.state, a)


def confirm_end_game(view: AdvanceView, host: TableHost, action: Action) -> None:
    """The impasse rule (systems/advance/rules/turn.py): ending the game is offered only when the Dungeon is stuck."""
    state = host.state
    rounds = (state.turn_number - state.progress_turn) // state.seats
    host.show(ConfirmDialog(view.layout, tr("confirm_end_game"), tr("confirm_end_game_detail", rounds=rounds),
                            lambda: host.submit(action)))


def counted(state: Any, counts: Any) -> list[tuple[Any, str]]:
    """(card, "×n") for a multiset of card ids."""
    cat = state.catalogue
    return [(cat[cid], f"×{n}") for cid, n in counts if cid in cat]


def open_viewer(view: AdvanceView, host: TableHost, kind: str, region: Region) -> None:
    state = host.state
    viewer = host.match.viewer
    obs = observe(state, viewer)
    L = view.layout
    width = L.supply_card[0]
    if kind == "deck" and viewer >= 0 and view.party_is_viewer:
        owned = owned_counts(state, viewer)
        entries = [(state.catalogue[cid], tr("count_of", x=n, y=owned.get(cid, n))) for cid, n in obs.my_deck]
        host.show(PileViewer(L, view.art, tr("view_deck"), entries, width))
    elif kind == "discard":
        seat = viewer if view.party_is_viewer else state.active
        discard_viewer(view, host, seat, obs)        # type: ignore[arg-type]
    elif kind == "out":
        host.show(PileViewer(L, view.art, tr("view_out"), grouped(state, obs.out), width))
    elif kind == "curses":
        host.show(PileViewer(L, view.art, tr("view_curses"), counted(state, obs.curses_unseen), width))
    elif kind == "horde":
        entries = [(state.cards[i], "") for i in reversed(obs.horde)]
        host.show(PileViewer(L, view.art, tr("view_horde"), entries, width))
    elif kind == "dungeon":
        host.show(PileViewer(L, view.art, tr("view_dungeon", n=obs.dungeon_size),
                             counted(state, obs.dungeon_unseen), width))
    elif kind == "opponent":
        seat = int(region.key.split(":")[1])
        if seat == viewer:
            discard_viewer(view, host, seat, obs)    # type: ignore[arg-type]
        else:
            seen = obs.seats[seat]
            entries = counted(state, seen.unseen)
            entries += [(c, _("{count} (discard)").format(count=t)) for c, t in grouped(state, seen.discard)]
            host.show(PileViewer(L, view.art, tr("view_unseen", name=seen.name), entries, width))
    elif kind == "viewer_hand" and viewer >= 0:
        hand = obs.seats[viewer].hand or ()
        host.show(PileViewer(L, view.art, tr("hand"), grouped(state, hand), width))


def stack_levels(state: Any, pile: Any) -> str:
    """A hero stack's remaining cards by level ("L1:3 L2:4 L3:2")."""
    levels = Counter(state.cards[i].level for i in pile)
    return " ".join(f"L{lv}:{levels[lv]}" for lv in sorted(levels))

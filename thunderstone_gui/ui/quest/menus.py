"""What a click on the Quest table opens: the actions of what was clicked (the click equivalent of every drag: a
card's abilities, Weapons and level-ups, a stack's purchase, a room's paths with their Light and outcome, a Village
location, a Gear token's uses, a heal) and the pile viewers (your deck as x/y counts, discard piles, the destroyed
pile, what is left in the Treasure and Monster decks, what another player has not shown)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import illegal_reason, observe
from ...engine.actions import Action
from ...i18n import card_name, engine_text
from ...systems.quest.effects import GEAR_COST
from ...systems.quest.rules.dungeon import parse_path, path_cost
from .. import theme
from ..game_view import Region, TableHost
from ..overlays import CardMenu, PileViewer
from ..piles import counted, deck_entries, grouped, unseen_entries
from .consequences import closes, closes_text
from .input import gear_kind
from .log import gear_name
from .strings import tr

if TYPE_CHECKING:
    from .table_view import QuestView

CHAMPION_KINDS = ("go_to", "enter_dungeon", "move", "fight", "to_wilderness")


def open_for(view: QuestView, host: TableHost, region: Region) -> None:
    """A press or click on `region`: its menu of legal actions, or its pile viewer."""
    kind, _, rest = region.key.partition(":")
    state = host.state
    legal = host.legal()
    title = ""
    actions: list[Action] = []
    if kind == "champion":
        actions = [a for a in legal if a.kind in CHAMPION_KINDS]
        title = state.config.seats[int(rest)].name
    elif kind == "hand":
        card_menu(view, host, region)
        return
    elif kind == "stack":
        actions = [a for a in legal if a.kind == "buy" and a.card == region.iid]
        title = card_name(state.cards[region.iid].name) if region.iid >= 0 else ""
    elif kind == "treasure":
        actions = [a for a in legal if a.kind == "buy_treasure"]
        if not actions:
            pile_viewer(view, host, "treasure")
            return
        title = tr("treasure")
    elif kind == "supply":
        actions = [a for a in legal if a.kind == "buy_gear" and a.option == rest]
        title = str(gear_name(rest))
    elif kind == "gear":
        actions = [a for a in legal if (a.kind == "gear" and gear_kind(a.option) == rest)
                   or (a.kind == "choose" and state.pending.prompt == "lose_gear" and a.option == rest)]
        title = str(gear_name(rest))
    elif kind in ("room", "monster"):
        room = int(rest)
        actions = room_actions(state, legal, room)
        title = card_name(state.room_card(room).name)
    elif kind == "location":
        actions = [a for a in legal if a.kind == "go_to" and a.option == rest]
        title = tr(f"loc_{rest}")
    elif kind == "hp":
        actions = [a for a in legal if (a.kind == "heal" and a.option == "token")
                   or (a.kind == "choose" and state.pending.prompt == "heal" and a.option == "token")
                   or (a.kind == "gear" and a.option == "potion")]
        title = tr("heal_title")
    elif kind in ("deck", "discard", "box", "opponent", "viewer_hand", "monster_deck"):
        pile_viewer(view, host, kind, rest)
        return
    else:
        return
    if not actions:
        if host.match.my_decision() and title:
            why = illegal_reason(state, Action("buy", region.iid)) if kind == "stack" and region.iid >= 0 else ""
            if why:             # a stack that cannot be bought from says why (buying ended with a level-up)
                host.say(tr("nothing_now_why", name=title, why=engine_text(why)), theme.TEXT_DIM)
            else:
                host.say(tr("nothing_now", name=title), theme.TEXT_DIM)
        return
    host.show(CardMenu(view.layout, title, [(label(view, host, a), a) for a in actions], region.rect, host.submit))


def card_menu(view: QuestView, host: TableHost, region: Region) -> None:
    """A card of the hand: its abilities, the Heroes that can wield it (or the Weapons it can wield), its
    level-ups, a heal, a prompt's choice."""
    iid = region.iid
    actions = [a for a in host.legal() if a.card == iid or (a.target == iid and a.kind in ("wield", "gear"))]
    card = host.state.cards[iid]
    if not actions:
        if host.match.my_decision():
            host.say(tr("nothing_now", name=card_name(card.name)), theme.TEXT_DIM)
        return
    host.show(CardMenu(view.layout, card_name(card.name), [(label(view, host, a), a) for a in actions], region.rect,
                       host.submit))


def room_actions(state: Any, legal: list[Action], room: int) -> list[Action]:
    """Everything that takes the Champion to `room` (every path, cheapest first) or battles there."""
    here = state.players[state.active].room
    out = []
    for a in legal:
        moves_there = a.kind == "move" and parse_path(state, a.option)[-1] == room
        fights_there = a.kind == "fight" and room == max(0, here)
        enters = a.kind in ("enter_dungeon", "to_wilderness") and room in (0, here)
        if moves_there or fights_there or enters:
            out.append(a)
    return sorted(out, key=lambda a: (a.kind != "fight", path_cost(state, parse_path(state, a.option))
                                      if a.kind == "move" else 0, a.option))


def outcome(view: QuestView, room: int) -> str:
    bd = view.previews.get(room)
    if bd is None:
        return ""
    fig = bd.figures
    word = tr("preview_win") if fig.victory else tr("preview_lose")
    return f"{fig.total} vs {fig.health} ({word})"


def label(view: QuestView, host: TableHost, a: Action) -> str:
    state = host.state
    if a.kind == "move":
        path = parse_path(state, a.option)
        room = path[-1]
        text = tr("move_to", room=card_name(state.room_card(room).name), cost=path_cost(state, path),
                  outcome=outcome(view, room) or "?")
        if len(path) > 1:
            text += " " + tr("move_path", path=" > ".join(card_name(state.room_card(r).name) for r in path[:-1]))
        return text
    if a.kind == "fight":
        room = max(0, state.players[state.active].room)
        monster = state.room_monster[room]
        if room in state.face_down:
            said = tr("face_down_card")
        else:
            said = card_name(state.cards[monster].name) if monster >= 0 else "?"
        return tr("fight_here", monster=said,
                  outcome=outcome(view, room) or "?")
    if a.kind == "go_to":
        return tr("go_to", place=tr(f"loc_{a.option}"))
    if a.kind == "enter_dungeon":
        return tr("enter_dungeon")
    if a.kind in ("buy", "buy_gear"):
        if a.kind == "buy":
            card = state.cards[a.card]
            text = tr("buy_card", name=card_name(card.name), cost=card.cost)
        else:
            text = tr("buy_gear", gear=gear_name(a.option), cost=GEAR_COST.get(a.option, 0))
        note = closes_text(closes(state, a))    # buying ends the Village abilities not used yet
        return text + (f" ({note})" if note else "")
    if a.kind == "gear":
        use = tr(f"gear_use_{a.option}")
        return tr("gear_use_on", use=use, hero=card_name(state.cards[a.target].name)) if a.target >= 0 else use
    if a.kind == "heal" and a.option == "token":
        return tr("heal_token")
    if a.kind == "choose" and a.option == "token":
        return tr("heal_token_choice")
    text = engine_text(host.match.describe(a))
    note = closes_text(closes(state, a))        # a level-up before buying ends buying
    return text[0].upper() + text[1:] + (f" ({note})" if note else "")


def pile_viewer(view: QuestView, host: TableHost, kind: str, rest: str = "") -> None:
    state = host.state
    viewer = host.match.viewer
    obs = observe(state, viewer)
    L = view.layout
    width = L.stack_card[0]
    if kind == "deck" and viewer >= 0 and view.party_is_viewer:
        entries = deck_entries(state, obs, viewer, lambda **n: tr("count_of", **n))
        host.show(PileViewer(L, view.art, tr("view_deck"), entries, width))
    elif kind == "discard":
        seat = view.shown_seat
        host.show(PileViewer(L, view.art, tr("view_discard", name=obs.seats[seat].name),
                             grouped(state, obs.seats[seat].discard), width))
    elif kind == "box":
        host.show(PileViewer(L, view.art, tr("view_box"), grouped(state, obs.trash), width))
    elif kind == "treasure":
        host.show(PileViewer(L, view.art, tr("view_treasure"), counted(state, obs.treasure), width))
    elif kind == "monster_deck":
        level = int(rest)
        entries = counted(state, obs.monster_decks[level - 1])
        host.show(PileViewer(L, view.art, tr("view_monster_deck", n=level), entries, width))
    elif kind == "opponent":
        seat = int(rest)
        seen = obs.seats[seat]
        if seat == viewer:
            host.show(PileViewer(L, view.art, tr("view_discard", name=seen.name), grouped(state, seen.discard),
                                 width))
        else:
            entries = unseen_entries(state, seen, lambda count: f"{count} ({tr('discard').lower()})")
            host.show(PileViewer(L, view.art, tr("view_unseen", name=seen.name), entries, width))
    elif kind == "viewer_hand" and viewer >= 0:
        host.show(PileViewer(L, view.art, tr("view_hand"), grouped(state, obs.seats[viewer].hand or ()), width))

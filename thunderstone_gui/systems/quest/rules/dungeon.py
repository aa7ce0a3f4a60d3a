"""The Dungeon Phase before the battle ("Dungeon Phase" steps 1-3, "Dungeon Rooms", "The Dungeon"; Lexicon:
Adjacent, Move, Wield, Remove).

The hand is revealed; the player uses Dungeon abilities (`use`), gives Weapons to Heroes (`wield`: a Hero wields
Weapons whose Skill requirements add up to at most its Skill; a Weapon given is not taken back) and uses Gear
tokens (`gear`: rations_skill on a Hero, lantern, potion) in any order. Then the Light is produced and the Champion
may move (`move`, option = the rooms entered, by id, joined with `>`): each room entered costs its Light
requirement; Alert! effects of the rooms and Monsters on the way resolve (into, from, through); the battle follows
in the room reached. `fight` battles where the Champion stands without moving. `end_turn` is offered only when no
Monster can be battled (an empty room out of reach of any other).
"""

from __future__ import annotations

from functools import cache

from ....engine.actions import Action
from ....engine.events import Event
from ..flow import schedule, step
from ..party import light_total
from ..state import ADJACENT, QuestState
from .abilities import ability_options, cancelled, resolve
from .turn import end_turn
from .village import END_TURN, gear_options, use_gear, wield_options

FIGHT = Action("fight")


@cache
def simple_paths(start: int) -> tuple[tuple[int, ...], ...]:
    """Every path without a repeated room from `start` (the rooms entered, in order)."""
    out: list[tuple[int, ...]] = []

    def walk(path: tuple[int, ...], seen: frozenset[int]) -> None:
        for nxt in ADJACENT[path[-1]]:
            if nxt not in seen:
                out.append(path[1:] + (nxt,))
                walk(path + (nxt,), seen | {nxt})

    walk((start,), frozenset({start}))
    return tuple(out)


def path_cost(state: QuestState, path: tuple[int, ...]) -> int:
    return sum(state.room_card(r).light_requirement for r in path)


@cache
def _routes(catalogue: object, rooms: tuple[str, ...], start: int) -> tuple[tuple[int, int, Action], ...]:
    """(last room, Light cost, the move action: its option names the rooms entered) of every simple path from
    `start`: the rooms and their Light never change during a game, so a game works them out once per room."""
    lights = [catalogue[name].light_requirement for name in rooms]  # type: ignore[index]
    return tuple((path[-1], sum(lights[r] for r in path), Action("move", option=">".join(rooms[r] for r in path)))
                 for path in simple_paths(start))


def routes(state: QuestState, start: int) -> tuple[tuple[int, int, Action], ...]:
    return _routes(state.catalogue, tuple(state.rooms), start)


def cheapest_light(state: QuestState, room: int) -> int:
    """The least Light that takes the active Champion to `room` (0 where it stands, -1 out of the Dungeon)."""
    here = state.players[state.active].room
    if here < 0:
        here = 0
    if room == here:
        return 0
    costs = [cost for last, cost, _ in routes(state, here) if last == room]
    return min(costs) if costs else -1


def reachable(state: QuestState) -> dict[int, int]:
    """Room -> the least Light to reach it now, for every room holding a Monster (the preview's map)."""
    out = {}
    for room, iid in enumerate(state.room_monster):
        if iid >= 0:
            out[room] = cheapest_light(state, room)
    return out


def move_options(state: QuestState) -> list[Action]:
    t = state.turn
    if t.wilderness_only:
        return []
    here = state.players[state.active].room
    light = light_total(state)
    monster = state.room_monster
    return [action for last, cost, action in routes(state, here) if monster[last] >= 0 and cost <= light]


def legal(state: QuestState) -> list[Action]:
    out = ability_options(state, "dungeon") + wield_options(state) + gear_options(state, "dungeon")
    moves = move_options(state)
    out += moves
    if state.room_monster[state.players[state.active].room] >= 0:
        out.append(FIGHT)
    elif not moves:
        out.append(END_TURN)
    return out


def act(state: QuestState, action: Action, events: list[Event]) -> None:
    from .abilities import use_ability

    seat = state.active
    t = state.turn
    kind = action.kind
    if kind == "use":
        use_ability(state, action.card, action.option, events)
    elif kind == "wield":
        t.wields[action.card] = action.target
        events.append(Event("wielded", seat, (action.card, action.target)))
    elif kind == "gear":
        use_gear(state, action, events)
    elif kind == "move":
        move(state, action.option, events)
    elif kind == "fight":
        t.step = "battle"
        schedule(state, ("battle", state.players[seat].room))
    else:
        end_turn(state)


def parse_path(state: QuestState, text: str) -> tuple[int, ...]:
    index = {room_id: i for i, room_id in enumerate(state.rooms)}
    return tuple(index[r] for r in text.split(">"))


def move(state: QuestState, text: str, events: list[Event]) -> None:
    """Produce the Light, walk the path (Alert! effects on the way), then battle in the room reached."""
    seat = state.active
    player = state.players[seat]
    t = state.turn
    path = parse_path(state, text)
    start = player.room
    t.light_at_move = light_total(state)
    t.path = path
    t.step = "battle"
    events.append(Event("moved", seat, (), {"from": start, "path": list(path), "light": t.light_at_move,
                                            "cost": path_cost(state, path)}))
    steps: list[tuple[object, ...]] = []
    rooms = (start,) + path
    for i, room in enumerate(rooms):
        if i > 0:
            steps.append(("alert", room, "into"))
        if i < len(rooms) - 1:
            steps.append(("alert", room, "from"))
            if i > 0:
                steps.append(("alert", room, "through"))
    player.location = f"room:{path[-1]}"
    schedule(state, *steps, ("battle", path[-1]))


def alert_effects(state: QuestState, room: int, when: str) -> list[tuple[int, object]]:
    out: list[tuple[int, object]] = []
    monster = state.room_monster[room]
    sources = [(-1, state.room_card(room))]
    if monster >= 0 and room not in state.face_down:       # a face-down card's text is unknown: it does nothing
        sources.append((monster, state.cards[monster]))
    for source, card in sources:
        for alert in card.alert:
            if alert.when == when:
                out += [(source, e) for e in alert.effects]
    return out


@step("alert")
def alert_step(state: QuestState, events: list[Event], room: int, when: str) -> None:
    effects = alert_effects(state, room, when)
    if effects and cancelled(state, "alert"):
        events.append(Event("alert_cancelled", state.active, (), {"room": room, "when": when}))
        return
    if effects:
        events.append(Event("alert", state.active, (), {"room": room, "when": when}))
        for source, effect in reversed(effects):
            resolve(state, source, [effect])

"""Building Quest positions for the rules tests."""

from __future__ import annotations

from typing import Any

from thunderstone_gui.engine import apply, legal_actions
from thunderstone_gui.engine.actions import Action
from thunderstone_gui.engine.events import Event
from thunderstone_gui.systems.quest.position import Position, build_position
from thunderstone_gui.systems.quest.state import QuestState


def position(**fields: Any) -> QuestState:
    """A position (scenario fields); the active seat is seat 0 unless given."""
    fields.setdefault("players", [{}, {}])
    return build_position(Position.model_validate(fields))


def act(state: QuestState, kind: str, card: str | None = None, target: str | None = None,
        option: str = "") -> list[Event]:
    """Apply the legal action of `kind` naming these card ids (the first match)."""
    for action in legal_actions(state):
        if action.kind != kind or (option and action.option != option):
            continue
        if card is not None and (action.card < 0 or state.cards[action.card].id != card):
            continue
        if target is not None and (action.target < 0 or state.cards[action.target].id != target):
            continue
        return apply(state, action)
    raise AssertionError(f"no legal {kind} {card} {target} {option}: {kinds(state)}")


def kinds(state: QuestState) -> list[tuple[str, str, str]]:
    return [(a.kind, state.cards[a.card].id if a.card >= 0 else "", a.option) for a in legal_actions(state)]


def has(state: QuestState, kind: str, option: str = "", card: str | None = None) -> bool:
    return any(a.kind == kind and (not option or a.option == option)
               and (card is None or (a.card >= 0 and state.cards[a.card].id == card)) for a in legal_actions(state))


def hand_ids(state: QuestState, seat: int = 0) -> list[str]:
    return sorted(state.cards[i].id for i in state.players[seat].hand)


def choose(state: QuestState, option: str = "", card: str | None = None) -> list[Event]:
    return act(state, "choose", card=card, option=option)


def event_kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


__all__ = ["Action", "position", "act", "kinds", "has", "hand_ids", "choose", "event_kinds"]


# ------------------------------------------------------------------------------------------ a set with choices
DOUBLED_KINDS = ("hero", "item", "spell", "weapon", "monster", "guardian", "room")


def doubled_set_text(set_id: str = "doubled") -> str:
    """Our set with a second copy of every randomizer (" II" hero lines, Marketplace cards, rooms, monster groups
    and the Guardian): our own set has just what one game needs, so a reroll there has nothing else to draw."""
    import yaml

    from thunderstone_gui.resources import package_file

    data = yaml.safe_load(package_file("systems", "quest", "data", "ours.yaml").read_text(encoding="utf-8"))
    data["id"], data["name"], data["setups"] = set_id, "Doubled (test)", []
    copies = []
    for card in data["cards"]:
        starter = card["id"] in data["starting_deck"] or "starter" in card.get("keywords", ())
        if card["kind"] not in DOUBLED_KINDS or starter or card["id"] == data["wilderness"]:
            continue
        copy = dict(card, id=card["id"] + "_ii", name=card["name"] + " II")
        if card["kind"] in ("hero", "monster", "guardian"):
            copy["group"] = card["group"] + " II"
        if card.get("levels_to"):
            copy["levels_to"] = card["levels_to"] + "_ii"
        copies.append(copy)
    data["cards"] += copies
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True)


def doubled_catalogue() -> Any:
    import yaml

    from thunderstone_gui.systems.quest.cards import parse_set, register_set

    return register_set(parse_set(yaml.safe_load(doubled_set_text())))


def install_doubled_set() -> str:
    """The doubled set installed in the (test) data folder, as a player's import; its id."""
    from thunderstone_gui.systems.quest.set_files import sets_dir

    folder = sets_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "doubled.yaml").write_text(doubled_set_text(), encoding="utf-8")
    return "doubled"

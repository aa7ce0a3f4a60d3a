"""Player decisions: the internal `Action` and its JSON form.

Inside the engine an action is a small NamedTuple (fast to build, compare and hash: `legal_actions` makes many).
Outside - records, scenarios, the command line - it is JSON validated by a pydantic discriminated union on "type".
Cards are written `card_id#instance` (exact) or just `card_id` (the first legal match; handy in hand-written
scenarios). `to_json` always writes the exact form.

| type           | fields                                   | when                                     |
|----------------|------------------------------------------|------------------------------------------|
| visit_village  |                                          | choosing the turn's action               |
| enter_dungeon  |                                          |                                          |
| rest           |                                          |                                          |
| use            | card, ability, [target], [rank]          | a Village or Dungeon ability             |
| buy            | card                                     | the top card of a Village stack          |
| level_up       | hero, into                               | Village                                  |
| equip          | weapon, hero                             | Dungeon, before the attack               |
| unequip        | weapon                                   |                                          |
| attack         | rank                                     | declares the monster to fight            |
| choose         | [card] / [option] / [rank]               | answers the prompt an effect raised      |
| end_turn       |                                          | Village (or a Dungeon with no monster you may attack) |
| end_game       |                                          | turn's action, at an impasse (rules/turn.py) |
| any other kind | [card], [target], [rank], [option]       | a decision one game system has of its own |
"""

from __future__ import annotations

import re
import reprlib
from typing import TYPE_CHECKING, Annotated, Any, Literal, NamedTuple, Union

from pydantic import BaseModel, ConfigDict, Discriminator, Field, Tag, TypeAdapter

if TYPE_CHECKING:
    from .state import GameState


class Action(NamedTuple):
    kind: str
    card: int = -1       # the card acting, bought, equipped, levelled or picked
    target: int = -1     # the card it acts on (hero to feed or equip, card to destroy)
    rank: int = 0        # a rank of the Dungeon Hall
    option: str = ""     # ability key, level-up target card id, or a prompt option


class IllegalAction(ValueError):
    """An action that is not legal now. The state is unchanged; the message says why."""


class _Json(BaseModel):
    model_config = ConfigDict(extra="forbid")


class VisitVillageJson(_Json):
    type: Literal["visit_village"]


class EnterDungeonJson(_Json):
    type: Literal["enter_dungeon"]


class RestJson(_Json):
    type: Literal["rest"]


class EndTurnJson(_Json):
    type: Literal["end_turn"]


class EndGameJson(_Json):
    type: Literal["end_game"]


class UseJson(_Json):
    type: Literal["use"]
    card: str
    ability: str
    target: str | None = None
    rank: int | None = Field(default=None, ge=1)


class BuyJson(_Json):
    type: Literal["buy"]
    card: str


class LevelUpJson(_Json):
    type: Literal["level_up"]
    hero: str
    into: str


class EquipJson(_Json):
    type: Literal["equip"]
    weapon: str
    hero: str


class UnequipJson(_Json):
    type: Literal["unequip"]
    weapon: str


class AttackJson(_Json):
    type: Literal["attack"]
    rank: int = Field(ge=1)


class ChooseJson(_Json):
    type: Literal["choose"]
    card: str | None = None
    option: str | None = None
    rank: int | None = Field(default=None, ge=1)


class OtherActionJson(_Json):
    """A decision of one game system only (Advance's Prepare, Quest's moves...): its kind and the general fields."""
    type: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    card: str | None = None
    target: str | None = None
    rank: int | None = Field(default=None, ge=1)
    option: str | None = None


_SHARED_JSON: dict[str, type[_Json]] = {
    "visit_village": VisitVillageJson, "enter_dungeon": EnterDungeonJson, "rest": RestJson, "end_turn": EndTurnJson,
    "end_game": EndGameJson, "use": UseJson, "buy": BuyJson, "level_up": LevelUpJson, "equip": EquipJson,
    "unequip": UnequipJson, "attack": AttackJson, "choose": ChooseJson}


def _action_tag(value: Any) -> str:
    kind = value.get("type") if isinstance(value, dict) else getattr(value, "type", None)
    # A type that is not a string (a list, a mapping: not hashable) is the general model's to refuse.
    return kind if isinstance(kind, str) and kind in _SHARED_JSON else "other"


# The decisions the games share have a model of their own (with readable field names: weapon, hero, into); any
# other kind is written with the general fields (card, target, rank, option). Whether a kind exists in the game
# being played is a question of legality (engine.resolve), not of form.
ActionJson = Annotated[
    Union[Annotated[VisitVillageJson, Tag("visit_village")], Annotated[EnterDungeonJson, Tag("enter_dungeon")],
          Annotated[RestJson, Tag("rest")], Annotated[EndTurnJson, Tag("end_turn")],
          Annotated[EndGameJson, Tag("end_game")], Annotated[UseJson, Tag("use")], Annotated[BuyJson, Tag("buy")],
          Annotated[LevelUpJson, Tag("level_up")], Annotated[EquipJson, Tag("equip")],
          Annotated[UnequipJson, Tag("unequip")], Annotated[AttackJson, Tag("attack")],
          Annotated[ChooseJson, Tag("choose")], Annotated[OtherActionJson, Tag("other")]],
    Discriminator(_action_tag),
]
ACTION_ADAPTER: TypeAdapter[Any] = TypeAdapter(ActionJson)

_REF = re.compile(r"^([a-z][a-z0-9_]*)(?:#(\d+))?$")


class CardRef(NamedTuple):
    card_id: str
    instance: int   # -1: any instance of that card

    @classmethod
    def parse(cls, text: str) -> CardRef:
        match = _REF.match(text)
        if not match:
            raise IllegalAction(f"{text!r} is not a card reference (write card_id or card_id#instance)")
        return cls(match.group(1), int(match.group(2)) if match.group(2) else -1)

    def matches(self, state: GameState, iid: int) -> bool:
        if iid < 0 or iid >= len(state.cards) or state.cards[iid].id != self.card_id:
            return False
        return self.instance in (-1, iid)


class ActionPattern(NamedTuple):
    """A parsed JSON action; card references may still be loose (card id without instance)."""

    kind: str
    card: CardRef | None = None
    target: CardRef | None = None
    rank: int = 0
    option: str = ""

    def matches(self, state: GameState, action: Action) -> bool:
        if action.kind != self.kind or action.rank != self.rank or action.option != self.option:
            return False
        if self.card is not None and not self.card.matches(state, action.card):
            return False
        if self.card is None and action.card != -1:
            return False
        if self.target is not None and not self.target.matches(state, action.target):
            return False
        return self.target is not None or action.target == -1

    def describe(self) -> str:
        parts = [self.kind]
        if self.card:
            parts.append(self.card.card_id + (f"#{self.card.instance}" if self.card.instance >= 0 else ""))
        if self.target:
            parts.append("-> " + self.target.card_id + (f"#{self.target.instance}" if self.target.instance >= 0
                                                         else ""))
        if self.rank:
            parts.append(f"rank {self.rank}")
        if self.option:
            parts.append(repr(self.option))
        return " ".join(parts)


def _short_repr() -> reprlib.Repr:
    """repr for an action quoted in a message: a crafted one may hold a huge value (YAML aliases of aliases)."""
    short = reprlib.Repr()
    short.maxlevel, short.maxdict, short.maxlist, short.maxstring, short.maxother = 3, 8, 8, 80, 80
    return short


_SHORT_REPR = _short_repr()


def parse_action_json(data: Any) -> ActionPattern:
    """Validate one JSON action (dict) into a pattern; raises IllegalAction with the validation message."""
    from pydantic import ValidationError

    from .validation import first_problem

    try:
        model = ACTION_ADAPTER.validate_python(data)
    except ValidationError as exc:
        raise IllegalAction(f"malformed action {_SHORT_REPR.repr(data)}: {first_problem(exc)}") from None
    kind = model.type

    def ref(text: str | None) -> CardRef | None:
        return CardRef.parse(text) if text is not None else None

    if kind == "use":
        return ActionPattern("use", ref(model.card), ref(model.target), model.rank or 0, model.ability)
    if kind == "buy":
        return ActionPattern("buy", ref(model.card))
    if kind == "level_up":
        return ActionPattern("level_up", ref(model.hero), option=model.into)
    if kind == "equip":
        return ActionPattern("equip", ref(model.weapon), ref(model.hero))
    if kind == "unequip":
        return ActionPattern("unequip", ref(model.weapon))
    if kind == "attack":
        return ActionPattern("attack", rank=model.rank)
    if kind == "choose":
        return ActionPattern("choose", ref(model.card), rank=model.rank or 0, option=model.option or "")
    if isinstance(model, OtherActionJson):
        return ActionPattern(kind, ref(model.card), ref(model.target), model.rank or 0, model.option or "")
    return ActionPattern(kind)


def action_to_json(state: GameState, action: Action) -> dict[str, Any]:
    """The exact JSON form of an action (cards as card_id#instance)."""
    k = action.kind
    ref = state.ref
    if k == "use":
        out: dict[str, Any] = {"type": "use", "card": ref(action.card), "ability": action.option}
        if action.target >= 0:
            out["target"] = ref(action.target)
        if action.rank:
            out["rank"] = action.rank
        return out
    if k == "buy":
        return {"type": "buy", "card": ref(action.card)}
    if k == "level_up":
        return {"type": "level_up", "hero": ref(action.card), "into": action.option}
    if k == "equip":
        return {"type": "equip", "weapon": ref(action.card), "hero": ref(action.target)}
    if k == "unequip":
        return {"type": "unequip", "weapon": ref(action.card)}
    if k == "attack":
        return {"type": "attack", "rank": action.rank}
    if k == "choose":
        return {"type": "choose", **_fields_set(state, action, ("card", "option", "rank"))}
    if k in _SHARED_JSON:
        return {"type": k}
    return {"type": k, **_fields_set(state, action, ("card", "target", "rank", "option"))}


def _fields_set(state: GameState, action: Action, names: tuple[str, ...]) -> dict[str, Any]:
    """The action's fields among `names` that hold something, in that order (a record's keys keep their order)."""
    out: dict[str, Any] = {}
    for name in names:
        value = getattr(action, name)
        if name in ("card", "target"):
            if value >= 0:
                out[name] = state.ref(value)
        elif value:
            out[name] = value
    return out

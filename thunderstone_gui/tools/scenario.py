"""`python -m thunderstone_gui.tools.scenario FILE.yaml [--preview] [--schema]`

Loads a scenario - a position written by hand (systems/classic/position.py; `game: advance` for a Thunderstone
Advance position, systems/advance/position.py) plus a list of actions in the JSON form of game records - applies the
actions and prints the resulting state summary and the events as JSON. With --preview (or
`preview: true` in the file) it adds the battle breakdown against every monster of the Hall. --schema prints the
JSON schema of the format. The format is documented in docs/scenarios.md.

Exit status: 0 on success, 1 if an action is illegal (the output names its index), 2 if the file is unreadable or
not a scenario. Every refusal is one line on stderr: only a regular file is read (a FIFO would wait for a writer),
of UTF-8 text within the limits of a scenario (persistence/limits.py: its size, nesting, values counting what YAML
aliases repeat, text lengths), read as persistence/documents.py reads every hand-written document.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model

from ..engine import IllegalAction
from ..engine.events import Event
from ..engine.position import PositionError
from ..engine.session import Session
from ..engine.state import GameState
from ..engine.system import get_system, system_names
from ..engine.validation import first_problem
from ..i18n import N_, _
from ..persistence import limits
from ..persistence.documents import DocumentKind, DocumentProblem, parse_document, read_document_text
from ..systems.classic.cards import CardDataError
from ..systems.classic.position import Position
from . import cli
from .cli import quoted

# A scenario file: the limits of a hand-written position (persistence/limits.py), and how its refusals name it.
SCENARIO_FILE = DocumentKind(
    limits=limits.SCENARIO,
    folder=N_("{path} is a folder, not a scenario file"),
    too_large=N_("larger than {mb} MB: not a scenario"),
    too_deep=N_("nested too deeply to be a scenario"),
    beyond={
        "depth": N_("nested too deeply to be a scenario"),
        "text": N_("line {line}: a text longer than {n} characters: too long for a scenario"),
        "self": N_("a value holds itself (a YAML alias inside its own anchor): not a scenario"),
        "values": N_("holds more than {n} values (YAML aliases of aliases?): not a scenario"),
    },
)
# Hand-written positions are a few kilobytes; anything this large is not one (and is not read into memory whole).
MAX_SCENARIO_BYTES = limits.SCENARIO.bytes


class ScenarioFile(Position):
    """A position, the actions to apply to it, and whether to print battle previews."""

    model_config = ConfigDict(extra="forbid")
    title: str = ""
    source: str = Field(default="", description="where the position comes from (a rulebook example...)")
    actions: list[dict[str, Any] | str] = Field(default=[], description="JSON actions as in game records; a bare "
                                                "string is an action type without fields (enter_dungeon)")
    preview: bool = False


def _scenario_model(game: str) -> type[BaseModel]:
    """The scenario format of another game system: its own position fields plus the scenario's."""
    model = _SCENARIO_MODELS.get(game)
    if model is None:
        base = get_system(game).position_class
        assert base is not None
        model = create_model(f"{base.__name__}Scenario", __base__=base,
                             **{name: (field.annotation, field) for name, field in ScenarioFile.model_fields.items()
                                if name in ("title", "source", "actions", "preview")})  # type: ignore[call-overload]
        _SCENARIO_MODELS[game] = model
    return model


_SCENARIO_MODELS: dict[str, type[BaseModel]] = {}


class ScenarioError(ValueError):
    def __init__(self, message: str, index: int | None = None) -> None:
        self.index = index
        super().__init__(message if index is None else f"action {index}: {message}")


class Scenario(NamedTuple):
    spec: Any                 # a ScenarioFile, or another game's scenario model
    state: Any                # the game system's state (ClassicState...)
    events: list[Event]
    start: Any                # the position before the actions
    session: Session          # the game from the position on: undo, redo, save and load work as for any game


def parse_scenario(text: str) -> Any:
    try:
        data = parse_document(text, SCENARIO_FILE)
    except DocumentProblem as exc:
        raise ScenarioError(str(exc)) from None
    if not isinstance(data, dict):
        raise ScenarioError(_("a scenario is a YAML mapping (position fields and `actions`)"))
    game = data.get("game", "classic")
    if not isinstance(game, str) or game not in system_names():
        raise ScenarioError(_("game: unknown game {game}; known: {known}").format(game=repr(game),
                                                                                 known=", ".join(system_names())))
    try:
        if game != "classic":
            return _scenario_model(game).model_validate(data)
        return ScenarioFile.model_validate(data)
    except ValidationError as exc:
        raise ScenarioError(first_problem(exc)) from None
    except RecursionError:
        raise ScenarioError(_(SCENARIO_FILE.too_deep)) from None


def run_scenario(spec: ScenarioFile) -> Scenario:
    base = get_system(spec.game).position_class or Position
    position = base.model_validate(spec.model_dump(include=set(base.model_fields)))
    try:
        session = Session.from_position(position)
    except ValidationError as exc:
        raise ScenarioError(first_problem(exc)) from None
    except (PositionError, CardDataError) as exc:         # CardDataError: a card set that does not exist
        raise ScenarioError(str(exc)) from None
    start = session.state.clone()
    events: list[Event] = []
    for index, data in enumerate(spec.actions):
        try:
            events += session.submit({"type": data} if isinstance(data, str) else data)
        except IllegalAction as exc:
            raise ScenarioError(str(exc), index) from None
    return Scenario(spec, session.state, events, start, session)


def load_scenario(path: str | Path) -> Scenario:
    return run_scenario(parse_scenario(read_scenario_text(path)))


def read_scenario_text(path: str | Path) -> str:
    """The file's text; a ScenarioError when it is not a regular file of UTF-8 text of a scenario's size (a named
    pipe is refused, not waited on: persistence/documents.py)."""
    try:
        return read_document_text(path, SCENARIO_FILE)
    except DocumentProblem as exc:
        raise ScenarioError(str(exc)) from None


# ----------------------------------------------------------------------------------------------- output
def event_json(state: GameState, event: Event) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": event.kind}
    if event.seat >= 0:
        out["seat"] = event.seat
    if event.cards:
        out["cards"] = [state.cards[i].id if 0 <= i < len(state.cards) else i for i in event.cards]
    if event.data:
        out.update(event.data)
    return out


USAGE = N_("usage: python -m thunderstone_gui.tools.scenario FILE.yaml [--preview] | --schema [GAME]")


def main(argv: list[str] | None = None) -> int:
    args = cli.arguments(argv)
    if cli.asks_for_help(args, __doc__ or ""):
        return 0
    if "--schema" in args:
        game = args[1] if args[:1] == ["--schema"] and len(args) == 2 else "classic"
        if args not in (["--schema"], ["--schema", game]) or game not in system_names():
            print("scenario: " + _("--schema takes a game: {games}").format(games=", ".join(system_names())) +
                  f" ({_(USAGE)})", file=sys.stderr)
            return 2
        model = ScenarioFile if game == "classic" else _scenario_model(game)
        print(json.dumps(model.model_json_schema(), indent=1))
        return 0
    flags = [a for a in args if a.startswith("-")]
    files = [a for a in args if not a.startswith("-")]
    unknown = [f for f in flags if f != "--preview"]
    if unknown or len(files) != 1 or not files[0]:
        problem = (_("unknown option: {options}").format(options=" ".join(quoted(f) for f in unknown)) if unknown
                   else _("the file name is empty") if files == [""] else _("one scenario file is needed"))
        print(f"scenario: {problem} ({_(USAGE)})", file=sys.stderr)
        return 2
    try:
        result = load_scenario(files[0])
    except ScenarioError as exc:
        print(f"scenario {files[0]}: {' '.join(str(exc).split())}", file=sys.stderr)     # one line, always
        return 1 if exc.index is not None else 2
    system = result.state.system
    out = {"state": system.scenario_summary(result.state),
           "events": [event_json(result.state, e) for e in result.events]}
    if result.spec.preview or "--preview" in flags:
        out["preview"] = system.scenario_previews(result.state)
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(cli.run("scenario", main))

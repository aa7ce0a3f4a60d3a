"""`python -m thunderstone_gui.record FILE`

Replays a save or replay file (any game, any record format) and prints a JSON summary: the game, its config, the
number of decisions, the turn, the result and the state hash at the end. A record that does not replay exits with
status 1 and says where and why (`{"ok": false, "index": N, "reason": "..."}`); wrong usage exits with status 2.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from .engine.record import RecordError
from .engine.session import Session
from .i18n import N_, _, set_language, system_language
from .persistence.readable import FileProblem, read_text

USAGE = N_("usage: python -m thunderstone_gui.record FILE")
def summary(session: Session) -> dict[str, Any]:
    state = session.state
    result = state.result
    return {
        "ok": True,
        "game": session.config.game,
        "config": session.config.model_dump(mode="json"),
        "from_position": session.position is not None,
        "decisions": len(session.steps),
        "turn": state.turn_number,
        "active": state.active,
        "pending": state.pending.kind if result is None else "game_over",
        "result": None if result is None else {
            "scores": list(result.scores), "winners": list(result.winners),
            "winner_names": [session.config.seats[s].name for s in result.winners],
            "stone_holder": result.stone_holder, "reason": result.reason},
        "state_hash": state.state_hash(),
    }


def inspect(path: Path) -> tuple[int, dict[str, Any]]:
    """(exit status, the JSON answer) for one file."""
    try:
        session = Session.from_record(read_text(path))
    except FileProblem as exc:
        return 1, {"ok": False, "index": None, "reason": f"{path} {exc.reason}"}
    except RecordError as exc:
        return 1, {"ok": False, "index": exc.index, "reason": exc.reason}
    except RecursionError:
        return 1, {"ok": False, "index": None, "reason": "not a game record (nested too deeply)"}
    except Exception as exc:  # noqa: BLE001 - a damaged file is reported, never a traceback
        return 1, {"ok": False, "index": None, "reason": f"cannot be replayed ({type(exc).__name__}: {exc})"}
    return 0, summary(session)


def main(argv: list[str]) -> int:
    set_language(system_language())
    if len(argv) != 1 or argv[0] in ("-h", "--help") or not argv[0]:
        print(_(USAGE), file=sys.stderr)
        return 0 if argv in (["-h"], ["--help"]) else 2
    status, answer = inspect(Path(argv[0]))
    print(json.dumps(answer, indent=1))
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

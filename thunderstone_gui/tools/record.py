"""`python -m thunderstone_gui.tools.record FILE`

Replays a save, an autosave or a replay file (any game, any record format; an autosave journal's decision lines
too, with the loader the app uses: persistence/journal.py) and prints a JSON summary: the game, its config, the
number of decisions (`journal_lines`: how many of them came from the journal's lines), the turn, the result and the
state hash at the end. A record that does not replay exits with status 1 and says where and why (`{"ok": false,
"index": N, "reason": "..."}` on stdout, the same on one line on stderr). Wrong usage and a file that cannot be read
(missing, a folder, a named pipe or a device, too large) exit with status 2 and one line on stderr.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from ..engine.record import RecordError
from ..engine.session import Session
from ..i18n import N_, _
from ..persistence.journal import JournalError, replay_journal
from ..persistence.readable import FileNotText, FileProblem, read_text
from . import cli

USAGE = N_("usage: python -m thunderstone_gui.tools.record FILE")


class Unreadable(Exception):
    """The file cannot be read at all (exit status 2); the message follows the file's name."""


def summary(session: Session, journal_lines: int = 0) -> dict[str, Any]:
    state = session.state
    result = state.result
    return {
        "ok": True,
        "game": session.config.game,
        "config": session.config.model_dump(mode="json"),
        "from_position": session.position is not None,
        "decisions": len(session.steps),
        "journal_lines": journal_lines,
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
    """(exit status, the JSON answer) for a file that can be read; raises Unreadable for one that cannot."""
    try:
        text = read_text(path)
    except FileNotText:
        return 1, {"ok": False, "index": None, "reason": "not a game record (not text)"}
    except FileProblem as exc:
        raise Unreadable(exc.reason) from None
    try:
        session, lines = replay_journal(text)
    except (RecordError, JournalError) as exc:
        return 1, {"ok": False, "index": exc.index, "reason": exc.args[0] if isinstance(exc, JournalError) else
                   exc.reason}
    except RecursionError:
        return 1, {"ok": False, "index": None, "reason": "not a game record (nested too deeply)"}
    except ValueError as exc:
        return 1, {"ok": False, "index": None, "reason": f"not a game record (not valid JSON: {exc})"}
    except Exception as exc:  # noqa: BLE001 - a damaged file is reported, never a traceback
        return 1, {"ok": False, "index": None, "reason": f"cannot be replayed ({type(exc).__name__}: {exc})"}
    return 0, summary(session, len(lines))


def main(argv: list[str]) -> int:
    argv = cli.arguments(argv)
    if argv in (["-h"], ["--help"]):
        print(_(USAGE))
        return 0
    options = [a for a in argv if a.startswith("-") and a != "-"]
    if options or len(argv) != 1 or not argv[0]:
        problem = (_("unknown option {option}").format(option=cli.quoted(options[0])) if options else
                   _("the file name is empty") if argv == [""] else _("one file is needed"))
        print(f"record: {problem} ({_(USAGE)})", file=sys.stderr)
        return 2
    path = Path(argv[0])
    try:
        status, answer = inspect(path)
    except Unreadable as exc:
        print(f"record: {path} {exc}", file=sys.stderr)
        return 2
    print(json.dumps(answer, indent=1))
    if not answer["ok"]:
        where = "" if answer["index"] is None else _("action {index}: ").format(index=answer["index"])
        reason = " ".join(str(answer["reason"]).split())
        print(f"record: {path}: " + _("does not replay: {where}{reason}").format(where=where, reason=reason),
              file=sys.stderr)
    return status


if __name__ == "__main__":
    sys.exit(cli.run("record", main))

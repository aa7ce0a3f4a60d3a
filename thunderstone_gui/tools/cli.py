"""What every command-line tool of the package shares (`python -m thunderstone_gui.tools.<tool>`): bad input is
answered with one line on stderr and exit status 2, never a traceback and never a wait.

- `run(name, main)`: runs a tool's `main(argv)` as its `__main__` block. The tool's output is collected and written
  once at the end, so a standard output that cannot take it (a full disk: `> /dev/full`) is one line naming that,
  a reader that went away (`| head`) ends the tool quietly, and text that the terminal's encoding cannot show (a
  file name of bytes that are not UTF-8) is written escaped. What a tool did not foresee is one line too, naming
  the error, with exit status 1.
- `arguments(argv)`: a tool's arguments, once it speaks the language of its environment; `asks_for_help`: -h.
- `OneLineParser`: argparse, with its refusals on one line (argparse prints the usage, which wraps, and the error).
- `count(low, high)`: an argparse type for a whole number in a range, so that a huge count is refused up front
  rather than run for ever (`whole_number`: any whole number, quoted short when it is not one).
- `read_text_file` and `write_text_file`: a file a tool reads or writes, opened only if it is a regular file (a
  named pipe would block until another program opens its other end, a device never ends), within a size, written
  whole or not at all (a full disk leaves no half-written file).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import stat
import sys
from pathlib import Path
from typing import Callable, NoReturn, Sequence, TextIO

from ..i18n import _, set_language, system_language
from ..persistence.atomic import atomic_write_text
from ..persistence.readable import FileProblem, read_bytes

# A bad value is quoted back to the user at most this long (a 5,000-digit "number" is not worth repeating).
QUOTE_CHARS = 60


class ToolInputError(Exception):
    """A file or value a tool cannot use; the message is the whole line after the tool's name."""


def quoted(value: object) -> str:
    """repr(value), cut to QUOTE_CHARS with "..." when longer."""
    text = repr(value)
    return text if len(text) <= QUOTE_CHARS else text[:QUOTE_CHARS - 3] + "..."


def run(name: str, main: Callable[[list[str]], int], argv: Sequence[str] | None = None) -> int:
    """Run `main(argv)` (by default the process's arguments) and return its exit status. The output is written when
    `main` returns; an exception that escapes `main` is one line on stderr with exit status 1 (130 for Ctrl+C)."""
    args = list(sys.argv[1:] if argv is None else argv)
    stdout = sys.stdout
    for stream in (stdout, sys.stderr):         # a file name of bytes that are not UTF-8 is shown escaped
        with contextlib.suppress(AttributeError, ValueError):
            stream.reconfigure(errors="backslashreplace")     # type: ignore[union-attr]
    collected = io.StringIO()
    sys.stdout = collected
    try:
        status = _status(name, main, args)
    finally:
        sys.stdout = stdout
    return _write_output(name, stdout, collected.getvalue(), status)


def _status(name: str, main: Callable[[list[str]], int], args: list[str]) -> int:
    try:
        return main(args)
    except SystemExit as exc:                       # argparse's --help and refusals
        if exc.code is None or isinstance(exc.code, int):
            return exc.code or 0
        print(f"{name}: {exc.code}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(f"{name}: " + _("interrupted"), file=sys.stderr)
        return 130
    except MemoryError:
        print(f"{name}: " + _("not enough memory for this input"), file=sys.stderr)
        return 1
    except Exception as exc:  # noqa: BLE001 - the last line of defence: a tool never shows a traceback
        print(f"{name}: " + _("failed ({error}: {why}); this is a bug, please report it with the command").format(
            error=type(exc).__name__, why=" ".join(str(exc).split())[:200]), file=sys.stderr)
        return 1


def say(name: str, text: str, status: int = 0) -> int:
    """Write `text` to stdout now, as `run` writes a tool's output; returns `status`, or 2 with one line on stderr
    when stdout cannot take it (for a program that is not run by `run`: the game's --version and --help)."""
    with contextlib.suppress(AttributeError, ValueError):
        sys.stdout.reconfigure(errors="backslashreplace")     # type: ignore[union-attr]
    return _write_output(name, sys.stdout, text, status)


def _write_output(name: str, stdout: TextIO | None, text: str, status: int) -> int:
    if not text or stdout is None:
        return status
    try:
        stdout.write(text)
        stdout.flush()
    except BrokenPipeError:                         # the reader has what it wanted (`| head`)
        _discard(stdout)
        return status
    except OSError as exc:
        _discard(stdout)
        print(f"{name}: " + _("cannot write the output: {why}").format(why=_why(exc)), file=sys.stderr)
        return 2
    return status


def _discard(stream: TextIO) -> None:
    """Point the stream's file at the null device: what is still buffered goes nowhere when Python exits, instead
    of failing again with a message of its own."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, stream.fileno())
        os.close(null)


def _why(exc: OSError) -> str:
    return (exc.strerror or type(exc).__name__).rstrip(".")


# ----------------------------------------------------------------------------------------------- arguments
def arguments(argv: Sequence[str] | None) -> list[str]:
    """A tool's arguments (the process's when `argv` is None), once the tool speaks the language of its environment
    (LANG, or THUNDERSTONE_LANG), as every tool does."""
    set_language(system_language())
    return list(sys.argv[1:] if argv is None else argv)


def asks_for_help(args: Sequence[str], text: str) -> bool:
    """Whether the first argument is -h or --help; then `text` (the tool's docstring) is printed."""
    if args[:1] in (["-h"], ["--help"]):
        print(text)
        return True
    return False


class OneLineParser(argparse.ArgumentParser):
    """argparse with every refusal on one line: the problem and where the options are listed."""

    def error(self, message: str) -> NoReturn:
        name = self.prog.rsplit(".", 1)[-1]
        hint = _("--help lists the options")
        self.exit(2, f"{name}: {' '.join(message.split())} ({hint})\n")


def whole_number(text: str) -> int:
    """An argparse type: a whole number, quoted short when it is not one (argparse quotes all 5,000 digits)."""
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("a whole number is needed, not {value}").format(
            value=quoted(text))) from None


def count(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from `low` to `high`."""
    def parse(text: str) -> int:
        value = whole_number(text)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(_("{value} is not between {low} and {high}").format(
                value=quoted(value), low=low, high=high))
        return value
    parse.__name__ = "count"
    return parse


# ----------------------------------------------------------------------------------------------- files
def read_text_file(path: str | Path, limit: int) -> str:
    """The text of a regular file of at most `limit` bytes (UTF-8; bytes that are not are replaced). Raises
    ToolInputError. The file is read as every file of the player's folders is (persistence/readable.py): a named
    pipe is refused rather than waited on, and a device that never ends is never read."""
    name = os.fspath(path)
    if not name:
        raise ToolInputError(_("the file name is empty"))
    try:
        data = read_bytes(name, limit)
    except FileProblem as exc:
        raise ToolInputError(_unreadable(name, exc, limit)) from None
    return data.decode("utf-8", errors="replace")


def _unreadable(name: str, exc: FileProblem, limit: int) -> str:
    if exc.what == "folder":
        return _("{file} is a folder, not a file").format(file=name)
    if exc.what == "not regular":
        return _("cannot read {file}: not a regular file").format(file=name)
    if exc.what == "too large":
        return _("{file} is larger than {mb} MB").format(file=name, mb=limit // (1024 * 1024))
    if exc.what == "bad name":
        return _("cannot read {file}: the name is not valid").format(file=quoted(name))
    return _("cannot read {file}: {why}").format(file=name, why=(exc.why or exc.reason).rstrip("."))


def write_text_file(path: str | Path, text: str, replace: bool = True) -> None:
    """Write `text` to the file `path` whole or not at all (a temp file renamed over it). Only a regular file is
    replaced (never a folder, a named pipe or a device), only in a folder that exists, and with replace=False never
    an existing file. Raises ToolInputError."""
    name = os.fspath(path)
    if not name:
        raise ToolInputError(_("the file name is empty"))
    target = Path(name)
    try:
        info = os.stat(name)
    except FileNotFoundError:
        info = None
    except OSError as exc:
        raise ToolInputError(_("cannot write {file}: {why}").format(file=name, why=_why(exc))) from None
    except ValueError:
        raise ToolInputError(_("cannot write {file}: the name is not valid").format(file=quoted(name))) from None
    if info is not None:
        if stat.S_ISDIR(info.st_mode):
            raise ToolInputError(_("{file} is a folder, not a file").format(file=name))
        if not stat.S_ISREG(info.st_mode):
            raise ToolInputError(_("cannot write {file}: not a regular file").format(file=name))
        if not replace:
            raise ToolInputError(_("{file} exists; not overwritten").format(file=name))
    folder = target.parent
    if not folder.is_dir():
        raise ToolInputError(_("cannot write {file}: the folder {folder} does not exist").format(file=name,
                                                                                               folder=folder))
    try:
        atomic_write_text(target, text)
    except OSError as exc:
        raise ToolInputError(_("cannot write {file}: {why}").format(file=name, why=_why(exc))) from None

"""A YAML document a person wrote (a scenario, a Quest card set): read from a file and built within the limits of
its kind, every refusal one line in the reader's words.

The scenario tool and the Quest card sets (their checker, and the game's list of the installed sets) read their
files here. The file is read as every file of the player's folders is (`readable.read_bytes`: only a regular file,
never waited on, within the kind's size), decoded as UTF-8 and built by `safe_yaml.load` within the kind's limits.
A `DocumentKind` holds those limits and the sentences that name the kind ("not a scenario", "too deeply for a card
set"); everything else is said alike for every kind. Each sentence is a msgid, said in the player's language.
"""

from __future__ import annotations

import os
from typing import Any, Mapping, NamedTuple

import yaml

from ..i18n import _
from . import safe_yaml
from .limits import MIB, DataLimits
from .readable import FileProblem, read_bytes

# What libyaml (the C parser safe_yaml uses) says of a document nested more than 1,000 levels deep.
LIBYAML_TOO_DEEP = "exceeded maximum nesting depth"


class DocumentKind(NamedTuple):
    """What a kind of document may hold and how its refusals name it (each sentence a msgid)."""

    limits: DataLimits
    folder: str                 # "{path} is a folder, not a scenario file"
    too_large: str              # "larger than {mb} MB: not a scenario"
    too_deep: str               # "nested too deeply to be a scenario"
    # safe_yaml.YamlLimit.what ("depth", "values", "text", "self") -> its sentence, with {line} and {n} (the limit)
    beyond: Mapping[str, str]


class DocumentProblem(ValueError):
    """A file that is not a document of its kind, or cannot be read: the message is one line."""


def load_document(path: str | os.PathLike[str], kind: DocumentKind) -> Any:
    """The document's data (what YAML builds: check it against its model next). Raises DocumentProblem."""
    return parse_document(read_document_text(path, kind), kind)


def read_document_text(path: str | os.PathLike[str], kind: DocumentKind) -> str:
    """The file's text: a regular file of at most the kind's size, UTF-8. Raises DocumentProblem."""
    name = os.fspath(path)
    if not name:
        raise DocumentProblem(_("the file name is empty"))
    try:
        data = read_bytes(name, kind.limits.bytes)
    except FileProblem as exc:
        raise DocumentProblem(_file_problem(name, exc, kind)) from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DocumentProblem(_("not a text file (byte {n} is not UTF-8)").format(n=exc.start)) from None


def parse_document(text: str, kind: DocumentKind) -> Any:
    """What the text says, built only when it stays within the kind's limits. Raises DocumentProblem."""
    try:
        return safe_yaml.load(text, kind.limits)
    except safe_yaml.YamlLimit as exc:
        raise DocumentProblem(_(kind.beyond[exc.what]).format(line=exc.line, n=exc.limit)) from None
    except RecursionError:
        raise DocumentProblem(_(kind.too_deep)) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        if LIBYAML_TOO_DEEP in str(getattr(exc, "problem", "")) and mark is not None:
            # libyaml stops at 1,000 levels before the depth is counted: deeper than the kind's limit all the same.
            raise DocumentProblem(_(kind.beyond["depth"]).format(line=mark.line + 1, n=kind.limits.depth)) from None
        raise DocumentProblem(yaml_problem(exc)) from None
    except Exception as exc:  # noqa: BLE001 - PyYAML's constructors fail on some well-formed text in their own ways
        # (a date that does not exist, `!!int abc`, a malformed `!!timestamp`): the file is not readable YAML.
        raise DocumentProblem(_("not valid YAML: a value cannot be read ({why})").format(why=exc)) from None


def yaml_problem(exc: yaml.YAMLError) -> str:
    """Where and what, on one line (PyYAML's own message spans several, with a copy of the line)."""
    mark = getattr(exc, "problem_mark", None)
    problem = getattr(exc, "problem", None) or (str(exc).splitlines() or [""])[0] or _("unreadable")
    if mark is not None:
        return _("not valid YAML (line {line}, column {column}): {problem}").format(
            line=mark.line + 1, column=mark.column + 1, problem=problem)
    return _("not valid YAML: {problem}").format(problem=problem)


def _file_problem(name: str, exc: FileProblem, kind: DocumentKind) -> str:
    if exc.what == "folder":
        return _(kind.folder).format(path=name)
    if exc.what == "too large":
        return _(kind.too_large).format(mb=kind.limits.bytes // MIB)
    if exc.what == "not regular":
        return _("cannot read {path}: not a regular file").format(path=name)
    if exc.what == "bad name":
        return _("cannot read {path}: {why}").format(path=repr(name), why=exc.why)
    return _("cannot read {path}: {why}").format(path=name, why=exc.why or exc.reason)

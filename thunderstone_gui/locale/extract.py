"""Babel's extraction methods: the card data (the "cards" catalog domain, `babel-cards.cfg`) and the Rules
screens' documents (the "messages" domain, `babel.cfg`).

From every YAML file it is given, the text a player reads: each card's `name` and `text` (and the `text` of a rules
edition's version of the card), the `name` of hero lines, monster groups, boards and card sets, a card's `group`
(the hero line or monster class it belongs to) and a card set's `notice`. Each message carries, for the translator,
where it comes from ("card amazon_archer: name"). Developer notes (`note`, `decisions`, `not_random`) are not
extracted.

From a rules document (`ui/<game>/rules.md`): every heading, paragraph and item, read by the same parser the Rules
screen uses (`ui/document.py`), so the msgid is the text the screen says; a document the parser refuses stops the
extraction with its file and line. A keyword entry's text is the card help's, marked in the game's strings.py.
No pygame, no game code: Babel imports this module on its own.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterator, Mapping
from typing import IO, Any

import yaml

EXTRACTED = ("name", "text", "group", "notice")
SKIPPED = ("note", "decisions", "not_random", "rulings_1", "notes")
IDENTIFIER = re.compile(r"[a-z0-9_]+")       # a group given by its id (Advance's hero lines): not text


def extract_cards(fileobj: IO[bytes], keywords: Collection[str], comment_tags: Collection[str],
                  options: Mapping[str, Any]) -> Iterator[tuple[int, None, str, list[str]]]:
    """(line, None, message, [where it comes from]) for every player-facing text of a card data file."""
    root = yaml.compose(fileobj.read().decode("utf-8"))
    if root is not None:
        yield from _walk(root, "")


def _walk(node: yaml.Node, where: str) -> Iterator[tuple[int, None, str, list[str]]]:
    if isinstance(node, yaml.SequenceNode):
        for item in node.value:
            yield from _walk(item, where)
        return
    if not isinstance(node, yaml.MappingNode):
        return
    fields = {key.value: value for key, value in node.value if isinstance(key, yaml.ScalarNode)}
    ident = fields.get("id")
    here = f"{where} {ident.value}".strip() if isinstance(ident, yaml.ScalarNode) else where
    for key, value in node.value:
        name = key.value if isinstance(key, yaml.ScalarNode) else ""
        if name in SKIPPED:
            continue
        if (name in EXTRACTED and isinstance(value, yaml.ScalarNode) and value.tag.endswith(":str") and value.value
                and not (name == "group" and IDENTIFIER.fullmatch(value.value))):
            yield value.start_mark.line + 1, None, value.value, [f"{here or 'set'}: {name}"]
        else:
            yield from _walk(value, f"{here} {name}".strip() if not isinstance(value, yaml.ScalarNode) else here)


RULES_KINDS = {"h1": "a section heading", "h2": "a heading", "p": "a paragraph", "item": "an item"}


def extract_rules(fileobj: IO[bytes], keywords: Collection[str], comment_tags: Collection[str],
                  options: Mapping[str, Any]) -> Iterator[tuple[int, None, str, list[str]]]:
    """(line, None, message, [what it is]) for every heading, paragraph and item of a Rules screen's document."""
    from ..ui.document import parse

    source = str(getattr(fileobj, "name", "rules document"))
    for entry in parse(fileobj.read().decode("utf-8-sig"), source):
        if entry.text:
            yield entry.line, None, entry.text, [f"Rules screen: {RULES_KINDS[entry.kind]}"]

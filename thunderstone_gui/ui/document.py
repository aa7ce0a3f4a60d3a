"""The documents the Rules screens read, and the blocks a reader shows (`Block`, drawn by ui/reader.py).

Each game's rules are one document, `ui/<game>/rules.md`, in a small Markdown-like format read line by line:
- `# Title {#anchor}`: a section; the Rules screen lists the sections in its column, so every one has an anchor.
  `## Title` (or `## Title {#anchor}`): a part of a section.
- `- text`: an item; its text goes on in lines indented by two spaces.
- `- {kw:key}`: the entry of a keyword of the game's card help, anchored "kw:<key>" (the hover help's "more…" and
  F1 open the screen there). Its text is the help's own (the game's table in `strings.py`), said in general where
  the help names what a card fills in ("{n}" -> "N"). Every keyword of the help has exactly one entry.
- any other line: a paragraph, going on to the next blank line. `<!-- ... -->`: a comment, over lines if need be.
Anything else - a `###` heading, a section without its anchor, a brace outside an anchor, a tab, an item going on
without its indent, an anchor used twice, a keyword the help does not know, one it knows without an entry - is a
`DocumentError` naming the file and the line: the tests read every document, so a slip fails there and never
shows on a screen as a stray line or a link that opens nothing.

Translation: each heading, paragraph and item is one message of the "messages" catalog, its English words the
msgid (`locale/extract.py` hands them to Babel, `babel.cfg`); a document is said in the language of the moment its
blocks are made. docs/ui.md ("Rules documents") says why gettext and not a document per language.
No pygame here: Babel's extraction reads the documents with this module.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path
from typing import NamedTuple

from ..i18n import N_, _
from ..resources import package_file


class Block(NamedTuple):
    kind: str           # "h1" | "h2" | "p" | "item"
    text: str
    anchor: str = ""


class Entry(NamedTuple):
    """A block as its document writes it: the English text (the msgid), its anchor and the line it starts on."""
    kind: str
    text: str           # "" for a keyword entry: its text is the card help's
    anchor: str
    line: int
    keyword: str = ""   # a keyword entry's key in the card help


class DocumentError(Exception):
    """A document that does not keep to the format, or does not match its game's card help."""

    def __init__(self, source: str, line: int, problem: str) -> None:
        super().__init__(f"{source}, line {line}: {problem}" if line else f"{source}: {problem}")
        self.source = source
        self.line = line
        self.problem = problem


HEADING = re.compile(r"(#+) (\S.*?)(?: \{#([^{}]*)\})?")
ANCHOR = re.compile(r"[a-z][a-z0-9_]*")
KEYWORD_ENTRY = re.compile(r"- \{kw:([^{}]+)\}")
INDENT = "  "           # an item's text going on
PLACEHOLDER = re.compile(r"\{(\w*)\}")
# A keyword's help may name what its card fills in ("Strength {n} or more"): the rules say it in general.
IN_GENERAL = {"n": "N", "ranks": "N", "what": "X"}
IN_WORDS = {"condition": N_("a condition the monster names")}


def document_path(game: str) -> Path:
    """Where a game's rules document is (inside the bundle when frozen: build.spec puts it there)."""
    return package_file("ui", game, "rules.md")


def parse(text: str, source: str) -> list[Entry]:
    """The entries of a document, in order; `source` names it in a `DocumentError`."""
    entries: list[Entry] = []
    anchors: dict[str, int] = {}
    kind, start = "", 0             # the paragraph or item being read ("kw": a keyword entry), its first line
    words: list[str] = []
    comment = 0                     # the line an unfinished comment began on

    def fail(line: int, problem: str) -> DocumentError:
        return DocumentError(source, line, problem)

    def plain(text: str, line: int) -> str:
        if "{" in text or "}" in text:
            raise fail(line, "a brace outside an anchor: a heading ends in {#name}, a keyword entry is "
                             "\"- {kw:key}\"")
        return text

    def add(entry: Entry) -> None:
        if entry.anchor:
            if entry.anchor in anchors:
                raise fail(entry.line, f"the anchor {entry.anchor!r} is already on line {anchors[entry.anchor]}")
            anchors[entry.anchor] = entry.line
        entries.append(entry)

    def close() -> None:
        nonlocal kind, words
        if words:
            add(Entry(kind, " ".join(words), "", start))
        kind, words = "", []

    number = 0
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.rstrip()
        if comment:
            if "-->" in line:
                if line.split("-->", 1)[1].strip():
                    raise fail(number, "text after the end of a comment (-->)")
                comment = 0
            continue
        if line.startswith("<!--"):
            close()
            if "-->" not in line:
                comment = number
            elif line.split("-->", 1)[1].strip():
                raise fail(number, "text after the end of a comment (-->)")
            continue
        if "\t" in line:
            raise fail(number, "a tab: an item goes on in lines indented by two spaces")
        if not line:
            close()
        elif line.startswith(" "):
            if not line.startswith(INDENT) or line[len(INDENT)] == " ":
                raise fail(number, "an item goes on in lines indented by two spaces")
            if kind == "kw":
                raise fail(number, "a keyword entry is one line: its text is the card help's")
            if kind != "item":
                raise fail(number, "an indented line goes on an item, and no item is open here")
            words.append(plain(line.strip(), number))
        elif line.startswith("#"):
            close()
            heading = HEADING.fullmatch(line)
            if heading is None or len(heading.group(1)) > 2:
                raise fail(number, "a heading is \"# Title {#anchor}\" or \"## Title\"")
            level, title, anchor = len(heading.group(1)), heading.group(2), heading.group(3) or ""
            if heading.group(3) is not None and not ANCHOR.fullmatch(anchor):
                raise fail(number, f"the anchor {{#{anchor}}} is not a name of small letters, digits and _")
            if level == 1 and not anchor:
                raise fail(number, "a section (\"# \") needs its anchor {#name}: the section column opens it")
            add(Entry(f"h{level}", plain(title, number), anchor, number))
        elif line.startswith("-"):
            close()
            keyword = KEYWORD_ENTRY.fullmatch(line)
            if keyword:
                add(Entry("item", "", f"kw:{keyword.group(1)}", number, keyword.group(1)))
                kind = "kw"
            elif line.startswith("- ") and line[2:].strip():
                kind, start, words = "item", number, [plain(line[2:].strip(), number)]
            else:
                raise fail(number, "an item is \"- \" and its text")
        elif kind in ("item", "kw"):
            raise fail(number, "a line right after an item: indent it by two spaces to go on with the item, or "
                               "leave a blank line before a paragraph")
        else:
            if not kind:
                kind, start = "p", number
            words.append(plain(line, number))
    if comment:
        raise fail(comment, "a comment that never ends (-->)")
    close()
    return entries


def check_keywords(entries: list[Entry], keyword_help: Mapping[str, str], source: str) -> None:
    """Every keyword entry names a keyword of the card help, and every keyword of the help has its entry."""
    listed: set[str] = set()
    for entry in entries:
        if not entry.keyword:
            continue
        help_text = keyword_help.get(entry.keyword)
        if help_text is None:
            raise DocumentError(source, entry.line, f"{{kw:{entry.keyword}}}: the card help has no such keyword")
        unsaid = set(PLACEHOLDER.findall(help_text)) - set(IN_GENERAL) - set(IN_WORDS)
        if unsaid or "{" in PLACEHOLDER.sub("", help_text):
            raise DocumentError(source, entry.line, f"the help of {entry.keyword!r} names what its card fills in "
                                                    f"({help_text!r}): say it in general (document.IN_GENERAL)")
        listed.add(entry.keyword)
    missing = [key for key in keyword_help if key not in listed]
    if missing:
        raise DocumentError(source, 0, f"no entry \"- {{kw:key}}\" for the card help's {missing}: the hover "
                                       "help's \"more…\" would open nothing")


def load(path: Path, keyword_help: Mapping[str, str]) -> list[Entry]:
    """A document's entries, read and checked against its game's card help (English: key -> msgid)."""
    try:
        text = path.read_text(encoding="utf-8-sig")      # an editor's byte-order mark is no text
    except (OSError, UnicodeDecodeError) as exc:
        raise DocumentError(str(path), 0, f"cannot be read ({exc})") from exc
    entries = parse(text, str(path))
    check_keywords(entries, keyword_help, str(path))
    return entries


def in_general(text: str) -> str:
    """A keyword's help with what its card fills in said in general."""
    return PLACEHOLDER.sub(lambda m: IN_GENERAL.get(m.group(1)) or _(IN_WORDS[m.group(1)]), text)


def said(entries: list[Entry], keyword_help: Mapping[str, str]) -> list[Block]:
    """The blocks in the language of the moment (English where a translation is missing)."""
    return [Block(e.kind, in_general(_(keyword_help[e.keyword])) if e.keyword else _(e.text), e.anchor)
            for e in entries]


def rules_blocks(game: str, keyword_help: Mapping[str, str]) -> list[Block]:
    """The Rules screen's document of `game` (`ui/<game>/rules.md`), its keyword entries from `keyword_help`."""
    return said(load(document_path(game), keyword_help), keyword_help)

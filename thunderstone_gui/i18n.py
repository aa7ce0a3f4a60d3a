"""The game's words in the player's language: gettext message catalogs, read with the standard library.

Two catalog domains under `thunderstone_gui/locale/<lang>/LC_MESSAGES/`: "messages" (every sentence of the app
and the command-line tools, extracted from the source by Babel) and "cards" (card names, rules texts, hero lines,
monster groups and card-set names, extracted from each game's card data by `locale/extract.py`). English is the
source language: its text is the msgid, so English needs no catalog and a missing translation shows English, never
a blank. docs/ui.md ("Translating") says how the catalogs are made and kept.

- `_(msgid)` and `ngettext(singular, plural, n)`: the text now, in the current language.
- `N_(msgid)` and `Nn_(singular, plural)`: markers for text that is translated later (string tables, sentences
  kept until shown): they return their argument(s) untouched, and Babel finds them. `Np_(context, msgid)`: the
  same English said differently in another place ("Dungeon" the deck, "Dungeon" the action) gets a context.
- `lazy(msgid, **values)` and `lazy_n(singular, plural, n, **values)`: a `Message` that becomes text in the
  language of the moment it is shown (the game log keeps its sentences so, and a change of language in Settings
  re-tells the whole log). Values may be messages themselves (`card(name)`: a card's name).
- `card_name(name)` / `card(name)`: a card's name (or rules text, hero line, monster group) from the "cards" domain.
- `engine_text(text)`: a sentence the rules engine or a computer seat wrote in English (why an action is illegal,
  a hint's reason, a battle note), matched against the English phrases the game's table registers
  (`register_phrases`) and said again in the current language, its card names translated too.

Numbers and names always go into a sentence through its {placeholders}, never by concatenation: a translation may
put them anywhere.
"""

from __future__ import annotations

import gettext
import locale
import os
import re
from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import NamedTuple

from .resources import package_file

# Code -> the language's own name (what Settings offers). English is the source language.
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch"}
SOURCE_LANGUAGE = "en"
DOMAINS = ("messages", "cards")

_current = SOURCE_LANGUAGE
_generation = 0          # bumped on every change of language: caches of drawn text key on it


def locale_dir() -> Path:
    """Where the compiled catalogs are: `<dir>/<lang>/LC_MESSAGES/<domain>.mo` (inside the bundle when frozen)."""
    return package_file("locale")


@cache
def _catalog(domain: str, lang: str) -> gettext.NullTranslations:
    if lang == SOURCE_LANGUAGE:
        return gettext.NullTranslations()
    return gettext.translation(domain, str(locale_dir()), languages=[lang], fallback=True)


def normalize(code: str | None) -> str:
    """A language code we have, from a setting or a locale name ("de", "de_DE.UTF-8", "de-AT"), else ""."""
    if not code:
        return ""
    short = code.replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()
    return short if short in LANGUAGES else ""


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the system asks for: THUNDERSTONE_LANG, then the locale variables (LC_ALL, LC_MESSAGES, LANG,
    LANGUAGE's first entry), then the process locale; English when none of them names a language we have."""
    env = os.environ if environ is None else environ
    for name in ("THUNDERSTONE_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name)
        if value:
            # The first variable set decides (POSIX precedence); "C" or "POSIX" means the default, English.
            return normalize(value) or SOURCE_LANGUAGE
    first = (env.get("LANGUAGE") or "").split(":")[0]
    if first:
        return normalize(first) or SOURCE_LANGUAGE
    if environ is None:
        try:
            return normalize(locale.getlocale()[0]) or SOURCE_LANGUAGE
        except ValueError:
            return SOURCE_LANGUAGE
    return SOURCE_LANGUAGE


def set_language(code: str) -> None:
    """Speak `code` from now on (an unknown code means English)."""
    global _current, _generation
    code = normalize(code) or SOURCE_LANGUAGE
    if code != _current:
        _current = code
        _generation += 1
        _engine_cache.clear()


def language() -> str:
    return _current


def generation() -> int:
    """A number that changes whenever the language does (for caches of rendered text)."""
    return _generation


# ---------------------------------------------------------------------------------------------- now
def _(msgid: str) -> str:
    """`msgid` in the current language."""
    return _catalog("messages", _current).gettext(msgid) if msgid else msgid


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form for `n` in the current language (English: singular for 1; German: the same rule)."""
    return _catalog("messages", _current).ngettext(singular, plural, n)


def pgettext(context: str, msgid: str) -> str:
    """`msgid` as said in `context` (a gettext message context), in the current language."""
    return _catalog("messages", _current).pgettext(context, msgid)


SOFT_HYPHEN = "\u00ad"     # where a translation lets a long word break on a card's header ("Flammen\u00adschwert")


def decimal(value: float) -> str:
    """A number as the current language writes it ("1.5" in English, "1,5" in German)."""
    return f"{value:g}".replace(".", pgettext("the decimal separator", "."))


def card_name(text: str, breakable: bool = False) -> str:
    """A card's name, rules text, hero line, monster group or card-set name in the current language; `breakable`
    keeps the soft hyphens a translation put in long words (a card face may break the name there)."""
    said = _catalog("cards", _current).gettext(text) if text else text
    return said if breakable else said.replace(SOFT_HYPHEN, "")


card_text = card_name      # a card's rules text comes from the same catalog


# ---------------------------------------------------------------------------------------------- markers
class Plural(NamedTuple):
    """A string table's entry with a plural form (`Nn_`): `trn(key, n)` chooses the form."""

    singular: str
    plural: str


class Context(NamedTuple):
    """A string table's entry said in a context of its own (`Np_`)."""

    context: str
    msgid: str


def Np_(context: str, msgid: str) -> Context:
    """Marks text with a message context for the catalog (a string table's entry)."""
    return Context(context, msgid)


def N_(msgid: str) -> str:
    """Marks text for the catalog without translating it now (it is translated where it is shown)."""
    return msgid


def Nn_(singular: str, plural: str) -> Plural:
    """Marks a sentence with a plural form for the catalog (a string table's entry)."""
    return Plural(singular, plural)


# ---------------------------------------------------------------------------------------------- later
# ---------------------------------------------------------------------------------------------- names in a sentence
# A translation puts a name into the case its sentence needs with a format spec on the placeholder: German
# "{who} geht {place:zu}" says "Ann geht zum Basar" for "Der Basar", "{room:in}" "in der Wildnis" for "Die Wildnis",
# "{monster:gegen}" "gegen den Hohlen König". The name's own article carries the case (der/die/das -> dem/der/dem,
# den/die/das, the adjectives after it weak: -en), and a preposition merges with it as German writes it (zum, zur,
# im, vom, beim, ins). A name without an article stays as it is ("in Knochengruft"). A spec starting with a capital
# letter starts the words with one ("{place:Zu} gehen": "Zum Basar gehen").
_ARTICLES = {"Der": ("dem", "den"), "Die": ("der", "die"), "Das": ("dem", "das")}
_PREPOSITIONS = {"zu": ("zu", "dat"), "von": ("von", "dat"), "aus": ("aus", "dat"), "bei": ("bei", "dat"),
                 "in": ("in", "dat"), "in_acc": ("in", "acc"), "durch": ("durch", "acc"), "gegen": ("gegen", "acc")}
_MERGED = {("zu", "dem"): "zum", ("zu", "der"): "zur", ("in", "dem"): "im", ("von", "dem"): "vom",
           ("bei", "dem"): "beim", ("in_acc", "das"): "ins"}


def decline(name: str, case: str) -> str:
    """A German name that starts with its article in the dative ("dat") or accusative ("acc"): "Der Hohle König"
    -> "dem Hohlen König" / "den Hohlen König"; a name without an article unchanged."""
    words = name.split(" ")
    article = words[0].capitalize()
    if len(words) < 2 or article not in _ARTICLES:
        return name
    dative, accusative = _ARTICLES[article]
    rest = words[1:]
    if case == "dat" or article == "Der":
        for k in range(len(rest) - 1):           # the adjectives before the noun ("Hohle" -> "Hohlen")
            if not rest[k].endswith("e"):
                break
            rest[k] += "n"
    return " ".join([dative if case == "dat" else accusative, *rest])


def in_case(name: str, spec: str) -> str:
    """`name` as a translation's format spec asks: "dat", "acc", or a preposition with its case ("zu", "in",
    "in_acc", "von", "aus", "bei", "durch", "gegen"); an unknown spec leaves the name as it is."""
    key = spec.lower()
    if key in ("dat", "acc"):
        said = decline(name, key)
    elif key in _PREPOSITIONS:
        preposition, case = _PREPOSITIONS[key]
        said = decline(name, case)
        article, _, rest = said.partition(" ")
        merged = _MERGED.get((key, article)) if said != name else None
        said = f"{merged} {rest}" if merged else f"{preposition} {said}"
    else:
        return name
    return said[:1].upper() + said[1:] if spec[:1].isupper() else said


class Said(str):
    """A value of a sentence as shown, which its translation may put into a case (`in_case`) with a format spec."""

    def __format__(self, spec: str) -> str:
        return in_case(str(self), spec) if spec else str(self)


def said_values(values: Mapping[str, object]) -> dict[str, object]:
    """A sentence's values with every text (a card's name, a place) ready to be put into a case by its spec."""
    return {k: Said(str(v)) if isinstance(v, (str, Message)) else v for k, v in values.items()}


class Message:
    """A sentence that is put into words when it is shown, in the language of that moment."""

    __slots__ = ("msgid", "plural", "n", "values", "domain")

    def __init__(self, msgid: str, values: Mapping[str, object] | None = None, plural: str = "", n: int = 0,
                 domain: str = "messages") -> None:
        self.msgid = msgid
        self.plural = plural
        self.n = n
        self.values = tuple(sorted((values or {}).items()))
        self.domain = domain

    def __str__(self) -> str:
        catalog = _catalog(self.domain, _current)
        text = catalog.ngettext(self.msgid, self.plural, self.n) if self.plural else catalog.gettext(self.msgid)
        if self.domain == "cards":
            text = text.replace(SOFT_HYPHEN, "")       # only a card face breaks a name (card_name(breakable=True))
        if not self.values and not self.plural:
            return text
        values = said_values(dict(self.values))
        if self.plural:
            values.setdefault("n", self.n)
        return text.format(**values)

    def __repr__(self) -> str:
        return f"Message({self.msgid!r}, {dict(self.values)!r})"

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Message) and (self.msgid, self.plural, self.n, self.values, self.domain)
                == (other.msgid, other.plural, other.n, other.values, other.domain))

    def __hash__(self) -> int:
        return hash((self.msgid, self.plural, self.n, self.domain))


def lazy(msgid: str, **values: object) -> Message:
    return Message(msgid, values)


def lazy_n(singular: str, plural: str, n: int, **values: object) -> Message:
    return Message(singular, values, plural, n)


def card(name: str) -> Message:
    """A card's name, said in the language of the moment it is shown."""
    return Message(name, domain="cards")


class Engine(Message):
    """A sentence the engine wrote in English (`engine_text`), said in the language of the moment it is shown."""

    def __str__(self) -> str:
        return engine_text(self.msgid)


def said(text: object) -> str:
    """Text to show: a Message in the current language, anything else as it is."""
    return str(text)


# ---------------------------------------------------------------------------------------------- engine sentences
class _Phrase(NamedTuple):
    msgid: str
    pattern: re.Pattern[str]
    literal: int          # characters outside the placeholders: the most specific phrase is tried first
    constrained: int      # placeholders that match only their own kind of value ({field}): first among equals


_PLACEHOLDER = re.compile(r"\{(\w+)\}")
# What a placeholder of a phrase may stand for: anything, but a {field} is one path of a file's fields ("config.seed"),
# so that "is damaged (config.seed must be at least 0)" is not read as "{field} must be at least {limit}", and a {file}
# name holds no colon or bracket ("config: choice: the Dungeon needs ..." is not "{file} needs {what}").
_PLACEHOLDER_PATTERN = {"field": r"(?:\S+|the file)", "file": r"[^:()\[\]]+?"}
_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"")
_phrases: dict[str, _Phrase] = {}
_ordered: list[_Phrase] = []
_engine_cache: dict[str, str] = {}


def register_phrases(msgids: Iterable[str]) -> None:
    """English sentences (with {placeholders}) the engine or a computer seat may write, marked with `N_` where
    they are listed so that they are in the catalog: `engine_text` says each again in the current language."""
    for msgid in msgids:
        if msgid in _phrases:
            continue
        parts = _PLACEHOLDER.split(msgid)
        regex = "".join(re.escape(p) if k % 2 == 0 else f"(?P<{p}>{_PLACEHOLDER_PATTERN.get(p, '.+?')})"
                        for k, p in enumerate(parts))
        literal = sum(len(p) for p in parts[::2])
        constrained = sum(1 for p in parts[1::2] if p in _PLACEHOLDER_PATTERN)
        _phrases[msgid] = _Phrase(msgid, re.compile(regex + r"\Z", re.S), literal, constrained)
    _ordered[:] = sorted(_phrases.values(), key=lambda p: (-p.literal, -p.constrained))
    _engine_cache.clear()


def registered_phrases() -> list[str]:
    return [p.msgid for p in _ordered]


def engine_text(text: str) -> str:
    """An English sentence of the engine said in the current language: a card's name, a registered phrase (its
    values said again too), a sentence of the catalog; unchanged when it is none of these."""
    if _current == SOURCE_LANGUAGE or not text:
        return text
    found = _engine_cache.get(text)
    if found is None:
        found = _engine_cache[text] = _translate_engine(text, 0)
    return found


def _translate_engine(text: str, depth: int) -> str:
    named = card_name(text)
    if named != text:
        return named
    for phrase in _ordered:
        m = phrase.pattern.match(text)
        if m is not None and all(_balanced(v) for v in m.groupdict().values()):
            values = {k: _translate_value(v, depth + 1) for k, v in m.groupdict().items()}
            return _(phrase.msgid).format(**said_values(values))     # "{room:in}": the name in its case
    return _(text)


def _balanced(value: str) -> bool:
    """Whether brackets open and close within a placeholder's value: "is damaged (x: {why})" must not be read as a
    phrase "{game} is played by ..." whose {game} would begin with "is damaged (x:"."""
    depth = 0
    for ch in value:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def _translate_value(value: str, depth: int) -> str:
    if value.lstrip("+-−").isdigit() or depth > 6 or _QUOTED.fullmatch(value):
        return value            # a number, a name quoted as it is written (a card set's id: 'my_cards'), or deep
    out = _translate_engine(value, depth)
    if out == value and "_" in value:           # an identifier of the data ("extra_buy") said in words
        words = value.replace("_", " ")
        said = _(words)
        # Only when the catalog knows it: a file name ("my_first_game.json") keeps its underscores.
        out = said if said != words else value
    return out


def phrase_matches(text: str) -> str | None:
    """The registered phrase (or catalog entry) that `text` is said with, or None (tests: engine coverage)."""
    if _catalog("cards", "de").gettext(text) != text:
        return text
    for phrase in _ordered:
        if phrase.pattern.match(text):
            return phrase.msgid
    return text if _catalog("messages", "de").gettext(text) != text else None
